"""The short forms of an evening: partial Howell (¾ of the rounds) for 8 to 64 pairs
and the arrow-switch Mitchell, with their comparison balance and search time.

Run from the project root: ``.venv/bin/python bench/evening.py``.  Prints one
line per size: the rounds played of the full number, the balance of the first
rounds of the full Howell (what a club would get by stopping early) beside the
chosen rounds', and the time the choice took.  Exits non-zero when a movement
fails the checker.
"""

import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from movements import generate  # noqa: E402
from movements.balance import balance  # noqa: E402
from movements.check import check  # noqa: E402
from movements.generators.howell.partial import _cells, _movement, three_quarters  # noqa: E402


def main() -> int:
    failed = []
    print(f"{'pairs':>5} {'rounds':>8} {'first rounds':>18} {'chosen':>18} {'seconds':>8}")
    for pairs in range(8, 65):
        full = generate("howell-pairs", pairs)
        rounds = three_quarters(pairs)
        start = time.perf_counter()
        chosen = generate("howell-pairs", pairs, rounds=rounds)
        took = time.perf_counter() - start
        _, units = _cells(full)
        first = balance(_movement(full, units, list(range(rounds)), set()))
        mine = balance(chosen)
        if not check(chosen).ok:
            failed.append(pairs)
        print(f"{pairs:>5} {rounds:>3} of {len(full.rounds):>2} "
              f"{float(first.largest):>8.1f} {first.rms:>8.2f} "
              f"{float(mine.largest):>8.1f} {mine.rms:>8.2f} {took:>8.2f}", flush=True)
    print("\nlargest deviation and RMS from ideal comparisons, in rounds")
    print(f"\n{'tables':>6} {'Mitchell RMS':>13} {'arrow-switched RMS':>19}")
    for tables in (4, 5, 8, 9, 12, 15, 20):
        plain = generate("mitchell", 2 * tables)
        switched = generate("mitchell", 2 * tables, arrow_switch=0)
        if not check(switched).ok:
            failed.append(f"mitchell {tables}")
        print(f"{tables:>6} {balance(plain).rms:>13.2f} {balance(switched).rms:>19.2f}")
    if failed:
        print(f"checker refused: {failed}")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
