"""Offline search: four circulants for a Goethals–Seidel skew-Hadamard matrix of order 4m.

:mod:`movements.generators.howell.conference` builds the skew conference
matrices of order 36 and 52 (35 and 51 pairs) from circulants ``A, B, C, D``
of order ``m`` = 9, 13 with ``A`` skew-type (``a_0 = 1``, ``a_{m-j} = -a_j``),
``B, C, D`` symmetric, and periodic autocorrelations summing to zero at every
non-zero shift.  Every choice is tried, meeting in the middle on the
autocorrelations of ``(A, B)`` and ``(C, D)``: well under a second for 13.

Run: ``nice -n 19 .venv/bin/python tools/howell_good_matrices.py 13``; prints
the first rows for :data:`movements.generators.howell.conference.GOETHALS_SEIDEL`.
"""

import sys
from itertools import combinations_with_replacement, product


def autocorrelation(row) -> tuple[int, ...]:
    m = len(row)
    return tuple(sum(row[i] * row[(i + s) % m] for i in range(m)) for s in range(1, (m + 1) // 2))


def rows(m: int, skew: bool):
    half = (m - 1) // 2
    for first, *signs in product((1, -1), repeat=half + 1):
        row = [1 if skew else first] + [0] * (m - 1)
        for j, s in enumerate(signs, 1):
            row[j], row[m - j] = s, -s if skew else s
        if skew and first < 0:
            continue                      # a skew-type row has a_0 = 1: each once
        yield tuple(row)


def search(m: int):
    symmetric = [(r, autocorrelation(r)) for r in rows(m, skew=False)]
    second_half = {}
    for (c, pc), (d, pd) in combinations_with_replacement(symmetric, 2):
        second_half.setdefault(tuple(x + y for x, y in zip(pc, pd)), (c, d))
    for a in rows(m, skew=True):
        pa = autocorrelation(a)
        for b, pb in symmetric:
            found = second_half.get(tuple(-x - y for x, y in zip(pa, pb)))
            if found is not None:
                return a, b, *found
    return None


def main() -> int:
    found = search(int(sys.argv[1]))
    if found is None:
        print("none")
        return 1
    print(f"    {4 * int(sys.argv[1])}: {found!r},")
    return 0


if __name__ == "__main__":
    sys.exit(main())
