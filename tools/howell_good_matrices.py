"""Offline search: four circulants for a Goethals–Seidel skew-Hadamard matrix of order 4m.

:mod:`movements.generators.howell.conference` builds the skew conference
matrix of order 36 (35 pairs) from circulants ``A, B, C, D`` of order ``m`` = 9
(it built 52's from ``m`` = 13 too, until the two-core one replaced it) with ``A`` skew-type (``a_0 = 1``, ``a_{m-j} = -a_j``)
and periodic autocorrelations summing to zero at every non-zero shift.  Every
choice is tried, meeting in the middle on the autocorrelations of ``(A, B)``
and ``(C, D)``.

``--multiplier u``: only rows constant on the orbits of ``x -> u·x`` (a unit of
odd order), so that ``(block, x) -> (block, u·x)`` fixes the whole matrix and
the seating search may ask the schedule to keep it too
(``tools/howell_conference_search.py``).  Without it ``B, C, D`` are symmetric.
Order 13 with multiplier 3 has such rows; order 9 with multiplier 4 has none.

Run: ``nice -n 19 .venv/bin/python tools/howell_good_matrices.py 13 --multiplier 3``;
prints the first rows for :data:`movements.generators.howell.conference.GOETHALS_SEIDEL`.
"""

import sys
from itertools import combinations_with_replacement, product


def autocorrelation(row) -> tuple[int, ...]:
    m = len(row)
    return tuple(sum(row[i] * row[(i + s) % m] for i in range(m)) for s in range(1, (m + 1) // 2))


def orbits(m: int, multiplier: int) -> list[list[int]]:
    found: list[list[int]] = []
    for x in range(m):
        if any(x in o for o in found):
            continue
        orbit, y = [], x
        while y not in orbit:
            orbit.append(y)
            y = y * multiplier % m
        found.append(orbit)
    return found


def rows(m: int, skew: bool, multiplier: int | None):
    """±1 rows: skew-type, or else symmetric when there is no multiplier."""
    classes = orbits(m, multiplier) if multiplier else [[x] for x in range(m)]
    for signs in product((1, -1), repeat=len(classes)):
        row = [0] * m
        for orbit, s in zip(classes, signs):
            for x in orbit:
                row[x] = s
        if skew and (row[0] != 1 or any(row[x] != -row[-x % m] for x in range(1, m))):
            continue
        if not skew and multiplier is None and any(row[x] != row[-x % m] for x in range(m)):
            continue
        yield tuple(row)


def search(m: int, multiplier: int | None):
    others = [(r, autocorrelation(r)) for r in rows(m, skew=False, multiplier=multiplier)]
    second_half = {}
    for (c, pc), (d, pd) in combinations_with_replacement(others, 2):
        second_half.setdefault(tuple(x + y for x, y in zip(pc, pd)), (c, d))
    for a in rows(m, skew=True, multiplier=multiplier):
        pa = autocorrelation(a)
        for b, pb in others:
            found = second_half.get(tuple(-x - y for x, y in zip(pa, pb)))
            if found is not None:
                return a, b, *found
    return None


def main() -> int:
    m = int(sys.argv[1])
    multiplier = int(sys.argv[sys.argv.index("--multiplier") + 1]) if "--multiplier" in sys.argv else None
    found = search(m, multiplier)
    if found is None:
        print("none")
        return 1
    print(f"    {4 * m}: {found!r},")
    return 0


if __name__ == "__main__":
    sys.exit(main())
