"""Howell pairs for 4 to 64 pairs: generation and check time, and comparison balance.

Run from the project root: ``.venv/bin/python bench/howell_pairs.py``.  Prints one
line per size and exits non-zero when a target is missed: every size up to 34
pairs generated and checked under 1 s, 64 pairs under 5 s (issue 2); every
multiple of 4 pairs perfectly balanced and every other size within one round of
ideal (issue 15's balance frontier).
"""

import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from movements import generate  # noqa: E402
from movements.balance import balance  # noqa: E402
from movements.check import check  # noqa: E402


def main() -> int:
    missed = []
    print(f"{'pairs':>5} {'rounds':>6} {'trays':>5} {'largest':>8} {'RMS':>5} "
          f"{'generate':>9} {'check':>6}  construction")
    for pairs in range(4, 65):
        start = time.perf_counter()
        movement = generate("howell-pairs", pairs)
        made = time.perf_counter()
        problems = check(movement).problems
        checked = time.perf_counter()
        b = balance(movement)
        total = checked - start
        print(f"{pairs:>5} {len(movement.rounds):>6} {movement.trays:>5} {float(b.largest):>8.2f} "
              f"{b.rms:>5.2f} {made - start:>8.2f}s {checked - made:>5.2f}s  "
              f"{movement.extra['construction']}")
        if problems:
            missed.append(f"{pairs} pairs: {problems[0]}")
        if pairs <= 34 and total >= 1:
            missed.append(f"{pairs} pairs took {total:.2f} s (target under 1 s)")
        if pairs == 64 and total >= 5:
            missed.append(f"64 pairs took {total:.2f} s (target under 5 s)")
        if pairs % 4 == 0 and not b.perfect:
            missed.append(f"{pairs} pairs are {float(b.largest):.0f} rounds off ideal (target perfect)")
        if b.largest > 1:
            missed.append(f"{pairs} pairs are {float(b.largest):.0f} rounds off ideal (target 1)")
    for line in missed:
        print("MISSED:", line)
    return 1 if missed else 0


if __name__ == "__main__":
    sys.exit(main())
