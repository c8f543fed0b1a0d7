"""Offline search: skew cyclic Howell patterns, for an odd number of pairs within one round.

An odd number of pairs plays the cyclic schedule of side ``v`` (the next even
number less one) with a phantom in the stationary seat; two pairs ``d`` apart
are then ``|A(d) + 1 + f(d) + f(-d)| / 2`` rounds off
(:mod:`movements.generators.howell.balance`).  When ``v ≡ 1 (mod 4)`` ``A(d) + 1`` is 2
or more in size, so one round needs ``|A(d) + 1| = 2`` and the phantom's term
never on the same side.  A *skew* pattern (``f(-x) = -f(x)``, ``f(0) = -1``)
makes that term zero, and is balanced by construction: one round for the
odd size and for the even size alike.  A skew pattern is one sign per class
``{x, -x}``: 2^22 for ``v = 45``, all tried here (numpy, in batches).

Run: ``nice -n 19 .venv/bin/python tools/howell_skew_search.py 45``; prints the
best largest deviation and, when within one round, the pattern as ``+``/``-``
for ``f(0), f(1), ...``.

Result (issue 15): no skew pattern of side 45 is within one round (3 rounds
at best, 13 s); of the sides ≡ 1 (mod 4) up to 45 only 13 and 29 have one.

Why one round is hard at these sizes: with ``n ≡ 2 (mod 4)`` pairs every two
tray sets' columns (with pair 0's +1) have an inner product ≡ 2 (mod 4), so
the squared deviations summed over all pairs are at least ``(n-1)(n-2)``
rounds²; one round everywhere, with the stationary pair exactly ideal against
everyone (forced when the tray sets are balanced and the pattern cyclic), adds
up to exactly that.  A one-round schedule of 46 or 58 pairs meets the bound
with equality: every two tray sets' columns at inner product ±2.  Annealing
finds such cyclic patterns for 46 (80 of 6,000 seeds) but none of those 80,
under any of its shifts, keeps 45 pairs within one round, and 8,100 seeds of
the phantom annealing reach 2 rounds at best.
"""

import sys
import time

import numpy as np


def search(v: int, batch_bits: int = 16):
    classes = [x for x in range(1, (v + 1) // 2)]          # representatives x; -x the other
    c = len(classes)
    shifts = classes                                        # A(d) = A(-d): one per class
    best = (10 ** 9, None)
    low = np.arange(1 << batch_bits, dtype=np.int64)
    for high in range(1 << max(0, c - batch_bits)):
        code = (high << batch_bits) | low if c > batch_bits else low[: 1 << c]
        signs = 1 - 2 * ((code[:, None] >> np.arange(c)) & 1)          # B × c
        f = np.empty((len(code), v), dtype=np.int64)
        f[:, 0] = -1
        f[:, classes] = signs
        f[:, [v - x for x in classes]] = -signs
        largest = np.zeros(len(code), dtype=np.int64)
        for d in shifts:
            a = (f * np.roll(f, -d, axis=1)).sum(axis=1) + 1
            largest = np.maximum(largest, np.abs(a))
            if largest.min() > 2 and best[0] <= 2:
                break
        i = int(np.argmin(largest))
        if largest[i] < best[0]:
            best = (int(largest[i]), f[i].tolist())
            if best[0] <= 2:
                return best
    return best


def main() -> int:
    v = int(sys.argv[1])
    start = time.time()
    gap, f = search(v)
    print(f"side {v}: best skew pattern {gap / 2} rounds off, {time.time() - start:.0f}s")
    if gap <= 2:
        print("PATTERN", "".join("+" if x > 0 else "-" for x in f))
        return 0
    return 1


if __name__ == "__main__":
    sys.exit(main())
