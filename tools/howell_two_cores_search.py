"""Offline search: a skew conference matrix of order 2q + 2 on two cores over a group of order q.

51 pairs are perfect on a skew conference matrix of order 52
(:mod:`movements.generators.howell.conference`), but the Goethals–Seidel one has no
symmetry that moves every moving pair, and CP-SAT seated no schedule on it.  This
looks for one of the form (rows and columns: the empty seat ``0``, ``(1, x)`` for
``x`` in the group, a fixed pair ``f``, ``(2, x)``)::

                 0    (1, y)       f    (2, y)
    row 0        0    +1           +1   +1
    row (1, x)   -1   a(y - x)     -1   b(y - x)
    row f        -1   +1           0    -1
    row (2, x)   -1   -b(x - y)    +1   -a(y - x)

with ``a`` skew (``a(-t) = -a(t)``, ``a(0) = 0``) and ``b`` summing to 1.  It is
skew by construction; rows ``(1, x)`` against ``(2, x')`` are orthogonal because
the group is abelian (``A B = B A``), and every other condition is one: the
periodic autocorrelations add up to ``-2`` at every non-zero shift,
``PAF_a(d) + PAF_b(d) = -2``.  Translating both cores by the group fixes the
matrix and moves every pair but the empty seat and ``f``, which lets
``tools/howell_conference_search.py`` ask the schedule to keep it, as it does for
the doubled Paley matrices (the same layout).

Every skew ``a`` (2^((q-1)/2)) is tabled by its autocorrelation; then every
``b`` with ``b(0) = +1`` (a translation moves any +1 there and keeps the
autocorrelation) and ``(q + 1) / 2`` entries +1 is tried in order until one
completes a pair.  Prints the first, as the rows for
:data:`movements.generators.howell.conference.TWO_CORES`.

Run: ``.venv/bin/python tools/howell_two_cores_search.py 25`` (the group of the
field of 25 elements: pairs of numbers modulo 5) or ``25 --cyclic`` (Z_25).

Results (issue 26): the pairs modulo 5, the stored rows, in about 4 s; Z_25, every
``b`` (2,704,156) in about 80 s: none.
"""

from __future__ import annotations

import itertools
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from movements.generators.howell.groups import Group, cyclic, field  # noqa: E402


def autocorrelation(group: Group, seq, shifts) -> tuple[int, ...]:
    return tuple(sum(seq[x] * seq[group.add(x, d)] for x in range(group.order)) for d in shifts)


def search(group: Group):
    """The first ``(a, b)`` found, or None."""
    q = group.order
    classes = sorted({min(x, group.negatives[x]) for x in range(1, q)})
    shifts = classes                        # an autocorrelation is even: one shift of each ±d
    table: dict[tuple[int, ...], list[int]] = {}
    for signs in itertools.product((1, -1), repeat=len(classes)):
        a = [0] * q
        for x, s in zip(classes, signs):
            a[x], a[group.negatives[x]] = s, -s
        table.setdefault(autocorrelation(group, a, shifts), a)
    for plus in itertools.combinations(range(1, q), (q + 1) // 2 - 1):
        b = [-1] * q
        for x in (0,) + plus:
            b[x] = 1
        a = table.get(tuple(-2 - c for c in autocorrelation(group, b, shifts)))
        if a is not None:
            return a, b
    return None


def main() -> int:
    if len(sys.argv) < 2 or not sys.argv[1].isdigit() or int(sys.argv[1]) % 2 == 0:
        print("usage: howell_two_cores_search.py Q [--cyclic]  (Q odd: the order 2Q + 2)",
              file=sys.stderr)
        return 2
    q = int(sys.argv[1])
    f = None if "--cyclic" in sys.argv else field(q)
    group = f.group() if f is not None else cyclic(q)
    found = search(group)
    if found is None:
        print(f"order {2 * q + 2} over {group.name}: none", file=sys.stderr)
        return 1
    a, b = found
    print(f"    {2 * q + 2}: ({q}, {tuple(a)!r},\n         {tuple(b)!r}),")
    return 0


if __name__ == "__main__":
    sys.exit(main())
