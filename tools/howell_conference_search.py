"""Offline search: a perfect Howell for an odd number of pairs, seated on a conference matrix.

With ``n`` pairs (odd) the schedule of ``n + 1`` is played with the stationary
seat empty.  It is perfectly balanced exactly when its direction matrix is a
conference matrix of order ``n + 1`` (:mod:`movements.generators.howell.conference`);
this seats one with the two CP-SAT models of ``tools/howell_hadamard_search.py``
(tray sets, then rounds), pair ``p`` meeting the empty seat on tray set ``p``.
Where the matrix has a known symmetry (:func:`symmetries`) the search asks
the schedule to keep it too; ``--plain`` drops it.

Run: ``nice -n 19 /tmp/ortools-venv/bin/python tools/howell_conference_search.py 16``
(the order; 15 pairs) and add the printed line to
:data:`movements.data.howell_hadamard.SCHEDULES`.  Options: ``--seconds A B``
(the two models' limits, default 120 600), ``--seeds K F`` (K seeds from F;
default 5 from 0).

Results (issue 26; one worker on a loaded two-core machine): order 10 (plain)
and 16, 24, 40, 56, 64 (translations) in under 10 s (16 is now stored as seated
``--plain``, also seconds: 13 of the translation-keeping schedule's rounds were
not as good as chance for a partial Howell); 46 (Mathon, block shift) in
6 s; 36 (Goethals–Seidel, plain) with seed 1: tray sets in seconds, rounds in
14 min (seed 0 found no rounds in 7 min); 52 (the Goethals–Seidel matrix then stored, its
multiplier 3 kept on the tray sets): tray sets in seconds, no rounds in 15 min (seed 0) or 17 min
(seed 1); plain, no tray sets in 3 min.  (A multiplier fixes (block, 0) in every
block, and no round can keep that: the round in which pair 0 meets one fixed pair
would have to seat the other two fixed pairs together on a tray set one of them sits
out.)  52 on two cores (translations): tray sets and rounds in seconds, seed 0; 58
(57 pairs) on two cores over Z_28, keeping its subgroup of order 7: the same.
"""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from howell_hadamard_search import report, seat  # noqa: E402

from movements.generators.howell.conference import (DOUBLED_PALEY, MATHON, TWO_CORES,  # noqa: E402
                                                    directions)
from movements.generators.howell.groups import cyclic, field  # noqa: E402


def symmetries(order: int) -> list[list[int]]:
    """Permutations of the indices that fix the direction matrix, for the
    search to keep: for a doubled Paley matrix and a two-core one the field's
    additive generators on both halves (index ``h·m`` the point at infinity of
    half ``h``, or the empty seat and the fixed pair, ``h·m + 1 + x`` field
    element x); for Mathon's matrix the shift of its five core blocks."""
    if "--plain" in sys.argv:
        return []
    if order in DOUBLED_PALEY or order in TWO_CORES:
        q = DOUBLED_PALEY[order] if order in DOUBLED_PALEY else TWO_CORES[order][0]
        f = field(q)
        # Z_28 (58): only its subgroup of order 7.  A pair {x, x + 14} is its own image
        # under 14, so it would have to be on the one tray set 14 fixes, the fixed pair's,
        # where every pair of a half holds the same direction: no tray sets.
        g, generators = (f.group(), [f.p ** j for j in range(f.k)]) if f else (cyclic(q), [4])
        m = order // 2
        perms = [[h * m + (0 if i == 0 else 1 + g.add(i - 1, t)) for h in (0, 1) for i in range(m)]
                 for t in generators]
    elif order == MATHON:                  # the core is block-circulant: 5 blocks of 9
        perms = [[0] + [1 + 9 * ((i + 1) % 5) + k for i in range(5) for k in range(9)]]
    else:
        return []
    d = directions(order)
    for s in perms:
        assert all(d[s[p]][s[c]] == d[p][c] for p in range(order) for c in range(order))
    return perms


def _option(name: str, default: list[int]) -> list[int]:
    if name not in sys.argv:
        return default
    at = sys.argv.index(name)
    return [int(x) for x in sys.argv[at + 1:at + 1 + len(default)]]


def main() -> int:
    order = int(sys.argv[1])
    h = [list(row) for row in directions(order)]
    seconds = _option("--seconds", [120, 600])
    seeds, first = _option("--seeds", [5, 0])
    perms = symmetries(order)
    schedule = seat(h, perms, meets={p: p for p in range(1, order)},
                    seconds=tuple(seconds), seeds=range(first, first + seeds))
    return report(order - 1, schedule)


if __name__ == "__main__":
    sys.exit(main())
