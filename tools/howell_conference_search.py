"""Offline search: a perfect Howell for an odd number of pairs, seated on a conference matrix.

With ``n`` pairs (odd) the schedule of ``n + 1`` is played with the stationary
seat empty.  It is perfectly balanced exactly when its direction matrix is a
conference matrix of order ``n + 1`` (:mod:`movements.generators.howell.conference`);
this seats one with the two CP-SAT models of ``tools/howell_hadamard_search.py``
(tray sets, then rounds), pair ``p`` meeting the empty seat on tray set ``p``.
For the doubled Paley matrices the search asks the schedule to keep the
field's translations (they fix the matrix); ``--plain`` drops them.

Run: ``nice -n 19 /tmp/ortools-venv/bin/python tools/howell_conference_search.py 16``
(the order; 15 pairs) and add the printed line to
:data:`movements.data.howell_hadamard.SCHEDULES`.  Options: ``--seconds A B``
(the two models' limits, default 120 600), ``--seeds K``.
"""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from howell_hadamard_search import seat  # noqa: E402

from movements.generators.howell.conference import DOUBLED_PALEY, directions  # noqa: E402
from movements.generators.howell.groups import field  # noqa: E402
from movements.generators.howell.hadamard_seating import encode  # noqa: E402


def symmetries(order: int) -> list[list[int]]:
    """The field's additive generators acting on both halves of a doubled Paley
    matrix (index ``h·m`` the point at infinity of half ``h``, ``h·m + 1 + x``
    field element x); each fixes the direction matrix."""
    if order not in DOUBLED_PALEY or "--plain" in sys.argv:
        return []
    f = field(DOUBLED_PALEY[order])
    g, m = f.group(), order // 2
    perms = []
    for t in (f.p ** j for j in range(f.k)):
        perms.append([h * m + (0 if i == 0 else 1 + g.add(i - 1, t)) for h in (0, 1) for i in range(m)])
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
    seeds = _option("--seeds", [5])[0]
    schedule = seat(h, symmetries(order), meets={p: p for p in range(1, order)},
                    seconds=tuple(seconds), seeds=range(seeds))
    if schedule is None:
        return 1
    print(f"    {order - 1}: {encode(schedule)!r},")
    return 0


if __name__ == "__main__":
    sys.exit(main())
