"""Offline: seat a Room square on an orbit direction pattern (JSON from
``tools/howell_orbit_cpsat.py`` or ``tools/howell_orbit_directions.py``).

The pattern becomes the direction matrix (row and column 0 all +1: pair 0 N-S,
the column for the tray set two pairs meet on), and the same two CP-SAT models
as for the Hadamard sizes (``tools/howell_hadamard_search.py``) seat it, the
schedule fixed by the pattern's Z_m (pair ``1 + i·m + x`` to ``1 + i·m + x + 1``).
With a phantom the pattern says on which tray set each pair meets pair 0.

Run: ``PYTHONPATH=/work/ortools-lib nice -n 19 .venv/bin/python
tools/howell_orbit_seating.py /tmp/d58.json``; prints the line for
:data:`movements.data.howell_hadamard.SCHEDULES` (keyed by the number of pairs
the pattern was balanced for).
"""

import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from howell_hadamard_search import seat  # noqa: E402

from movements.generators.howell.hadamard_seating import encode  # noqa: E402


def matrix(found) -> list[list[int]]:
    a, m = found["a"], found["m"]
    k = len(a)
    n = k * m + 1
    h = [[1] * n for _ in range(n)]
    for i in range(k):
        for x in range(m):
            for j in range(k):
                for y in range(m):
                    h[1 + i * m + x][1 + j * m + y] = a[i][j][(y - x) % m]
    return h


def main() -> int:
    found = json.load(open(sys.argv[1]))
    m, t = found["m"], found["t"]
    h = matrix(found)
    k = len(found["a"])
    shift = [0] + [1 + i * m + (x + 1) % m for i in range(k) for x in range(m)]
    meets = ({1 + i * m + x: 1 + i * m + (x + t[i]) % m for i in range(k) for x in range(m)}
             if found["phantom"] else None)
    schedule = seat(h, [shift], meets, seconds=(900, 900), seeds=range(3))
    if schedule is None:
        return 1
    pairs = len(h) - (1 if found["phantom"] and not found["plain"] else 0)
    print(f"    {pairs}: {encode(schedule)!r},")
    return 0


if __name__ == "__main__":
    sys.exit(main())
