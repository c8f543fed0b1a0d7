"""Offline search: who sits N-S in a Howell schedule with a cyclic symmetry on orbits.

For sizes with no Hadamard matrix (58 pairs, and 45 and 57 playing 46 and 58
with a phantom) no pattern of the cyclic group of order ``n - 1`` is within
one round.  This searches a larger space that keeps a smaller symmetry: the
group Z_m acts on the ``n - 1`` moving pairs (and on the ``n - 1`` tray sets)
as ``k = (n - 1) / m`` orbits, pair 0 (the stationary pair, always N-S) fixed.
The direction matrix is then a ``k × k`` array of circulants: pair ``(i, x)``
holds tray set ``(j, y)`` N-S when ``a[i][j][y - x] = +1``.

Twice the deviation of pairs ``p`` and ``q`` is ``|G(p, q)|``, ``G`` the
inner products of the rows with a column of +1 added (pair 0's row, all +1,
included); with a phantom in the stationary seat it is
``|G(p, q) + M(q, c_p) + M(p, c_q)|`` where ``c_p`` is the tray set on which
``p`` meets the stationary seat (here tray set ``(i, x + t_i)`` for pair
``(i, x)``, the shifts ``t`` searched too).  One round off is ``|.| ≤ 2``.

Simulated annealing on the ``k²`` sequences; a step swaps two entries of a
column orbit (so every tray set keeps n/2 pairs N-S) or moves a shift ``t_i``.
Prints the best found and writes it as JSON (``--out``) for
``tools/howell_orbit_search.py``, which seats a Room square on it.

Run: ``nice -n 19 .venv/bin/python tools/howell_orbit_directions.py 58 19
--plain --phantom --seconds 600 --seed 1 --out /tmp/d58.json``
(``--plain``: balance the full size; ``--phantom``: balance it with a phantom).

Result so far (issue 15): nothing within one round.  58 pairs on three orbits
of Z_19 stayed at 3 rounds and 57 at 2 in runs of 30 to 120 s: the landscape
freezes within a second (every swap costs more than the temperature can pay),
and one round is a tight target for 58 (see the note in
``tools/howell_skew_search.py``).  With ``--rounds 2`` (issue 26: a cyclic 58 is 1 or 3
rounds off, never 2) 58 on Z_19 × 3 came down to 11 orbits of pairs 3 rounds off in 300 s
(seed 1, ``--hot 8 --period 60``; seed 0, 150 s: 12), and on Z_3 × 19 stayed 4 rounds off.
"""

import argparse
import json
import math
import random
import sys
import time

import numpy as np


def build(n: int, m: int):
    """Index arrays that turn the k×k×m sequences into the (n-1)×(n-1) matrix."""
    k = (n - 1) // m
    rows = np.arange(n - 1)
    i, x = rows // m, rows % m
    return (i[:, None], i[None, :], (x[None, :] - x[:, None]) % m), k


def cost_parts(a, t, index, n, m, plain: bool, phantom: bool, rounds: int = 1):
    """The excess of every |deviation| over ``rounds`` rounds, squared and summed over
    one pair of each orbit of two pairs (the first pair of each orbit against
    every other), and the largest |deviation|."""
    mat = a[index]
    reps = np.arange(0, n - 1, m)
    g = mat[reps] @ mat.T + 1                         # + the all-ones column
    mask = np.ones(g.shape, dtype=bool)
    mask[np.arange(len(reps)), reps] = False          # not a pair against itself
    total = worst = 0

    def excess(dev) -> int:                           # squared, beyond ``rounds`` rounds
        return int((np.maximum(dev - 2 * rounds, 0) ** 2).sum())
    if plain:
        row0 = 1 + mat[reps].sum(axis=1)              # pair 0 (all +1) against each
        dev = np.abs(g[mask])
        worst = max(int(dev.max()), int(np.abs(row0).max()))
        total += excess(dev) + excess(np.abs(row0))
    if phantom:
        rows = np.arange(n - 1)
        c = (rows // m) * m + (rows % m + t[rows // m]) % m       # c_p
        bad = int((mat[reps, c[reps]] > 0).sum())    # p must be E-W against the seat
        p = g + mat[:, c[reps]].T + mat[reps][:, c]  # + M(q, c_p) + M(p, c_q)
        dev = np.abs(p[mask])
        worst = max(worst, int(dev.max()))
        total += excess(dev) + 16 * bad
    return total, worst


def anneal(n: int, m: int, plain: bool, phantom: bool, seconds: float, seed: int,
           hot: float = 20.0, cold: float = 0.5, period: float = 120.0, verbose: bool = False,
           rounds: int = 1):
    rng = random.Random(seed)
    index, k = build(n, m)
    # each column orbit: k*m entries, sum -1 (with pair 0's +1: n/2 N-S per tray set)
    a = np.empty((k, k, m), dtype=np.int64)
    for j in range(k):
        entries = [1] * ((k * m - 1) // 2) + [-1] * ((k * m + 1) // 2)
        rng.shuffle(entries)
        a[:, j, :] = np.array(entries).reshape(k, m)
    t = np.array([rng.randrange(m) for _ in range(k)])
    now, worst = cost_parts(a, t, index, n, m, plain, phantom, rounds)
    best = (now, worst, a.copy(), t.copy())
    start = time.time()
    step = 0
    temperature = hot
    while now > 0 and time.time() - start < seconds:
        step += 1
        if step % 1000 == 0:      # cools from hot to cold over each period, then again
            phase = ((time.time() - start) % period) / period
            temperature = hot * (cold / hot) ** phase
            if step % 50000 == 0 and verbose:
                print(f"  step {step} T {temperature:.2f} now {now}", file=sys.stderr, flush=True)
        if phantom and rng.random() < 0.05:
            i = rng.randrange(k)
            old = t[i]
            t[i] = rng.randrange(m)
            trial, w = cost_parts(a, t, index, n, m, plain, phantom, rounds)
            if trial <= now or rng.random() < math.exp((now - trial) / temperature):
                now, worst = trial, w
            else:
                t[i] = old
        else:
            j = rng.randrange(k)
            i1, x1, i2, x2 = rng.randrange(k), rng.randrange(m), rng.randrange(k), rng.randrange(m)
            if a[i1, j, x1] == a[i2, j, x2]:
                continue
            a[i1, j, x1], a[i2, j, x2] = a[i2, j, x2], a[i1, j, x1]
            trial, w = cost_parts(a, t, index, n, m, plain, phantom, rounds)
            if trial <= now or rng.random() < math.exp((now - trial) / temperature):
                now, worst = trial, w
            else:
                a[i1, j, x1], a[i2, j, x2] = a[i2, j, x2], a[i1, j, x1]
        if now < best[0]:
            best = (now, worst, a.copy(), t.copy())
            print(f"{time.time() - start:7.1f}s step {step}: cost {now}, largest {worst / 2} rounds",
                  file=sys.stderr, flush=True)
    return best, step, time.time() - start


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("size", type=int, help="even number of seats (pairs, phantom included)")
    ap.add_argument("m", type=int, help="order of the cyclic group; divides size - 1")
    ap.add_argument("--plain", action="store_true")
    ap.add_argument("--phantom", action="store_true")
    ap.add_argument("--seconds", type=float, default=600)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--hot", type=float, default=20.0)
    ap.add_argument("--cold", type=float, default=0.5)
    ap.add_argument("--period", type=float, default=120.0, help="seconds of one cooling")
    ap.add_argument("--rounds", type=int, default=1, help="the largest deviation aimed at (default 1)")
    ap.add_argument("--out")
    ap.add_argument("--verbose", action="store_true")
    args = ap.parse_args()
    (cost, worst, a, t), steps, spent = anneal(args.size, args.m, args.plain, args.phantom,
                                               args.seconds, args.seed, args.hot, args.cold,
                                               args.period, "--verbose" in sys.argv, args.rounds)
    print(f"size {args.size} m {args.m} seed {args.seed}: cost {cost}, largest {worst / 2} rounds, "
          f"{steps} steps in {spent:.0f}s")
    if args.out:
        with open(args.out, "w") as fh:
            json.dump({"size": args.size, "m": args.m, "plain": args.plain, "phantom": args.phantom,
                       "cost": cost, "a": a.tolist(), "t": t.tolist()}, fh)
    return 0 if cost == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
