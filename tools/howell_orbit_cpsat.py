"""Offline search: the orbit direction patterns of ``tools/howell_orbit_directions.py`` by CP-SAT.

Same layout (pair ``(i, x)`` N-S on tray set ``(j, y)`` when ``a[i][j][y - x] =
+1``, Z_m on ``k`` orbits, pair 0 stationary and N-S), same targets, but as
constraints: each product of two entries is ``1 - 2·xor``, so every deviation
is linear in the xor variables and "within one round" is a bound on a sum.
With a phantom, pair ``(i, x)`` meets the stationary seat on tray set ``(i, x)``
(so ``a[i][i][0] = -1``).

Run: ``PYTHONPATH=/work/ortools-lib nice -n 19 .venv/bin/python
tools/howell_orbit_cpsat.py 58 19 --plain --seconds 600`` (or ``46 15 --phantom``
for 45 pairs); writes the pattern as JSON with ``--out``.

Results (issue 15; one worker, wall-clock limits on a loaded two-core machine,
about half of it CPU): 22 pairs on Z_7 × 3 orbits solved in 1 s; undecided
(UNKNOWN) after 600 s: 58 pairs on Z_19 × 3 orbits, 57 (58 with the phantom)
on Z_19 × 3, 45 on Z_15 × 3 and on Z_9 × 5; after 200 s: the cyclic models themselves
(``46 45 --phantom``, ``58 57 --plain``, ``58 57 --phantom``).  Issue 26: ``--rounds 2``
(two rounds at most, which no cyclic 58 can be), 58 on Z_19 × 3 from the annealing's best
(``--hint``, 11 orbits of pairs 3 rounds off): UNKNOWN after 300 s and after 1200 s.
"""

import argparse
import json
import sys

from ortools.sat.python import cp_model


def model(n: int, m: int, plain: bool, phantom: bool, rounds: int = 1):
    k = (n - 1) // m
    cp = cp_model.CpModel()
    a = {(i, j, t): cp.new_bool_var(f"a{i}{j}_{t}") for i in range(k) for j in range(k)
         for t in range(m)}                                # true: +1

    def sign(i, j, t):                                     # the entry as a linear ±1
        return 2 * a[i, j, t % m] - 1
    for j in range(k):                                     # n/2 N-S per tray set, pair 0's +1 too
        cp.add(sum(a[i, j, t] for i in range(k) for t in range(m)) == (k * m - 1) // 2)
    xors = {}

    def within(expr):                                      # twice the deviation: |expr| <= 2 rounds
        cp.add_linear_constraint(expr, -2 * rounds, 2 * rounds)

    def xor(u, v):
        key = (min(u, v), max(u, v))
        if key not in xors:
            z = cp.new_bool_var("")
            cp.add_bool_xor([a[key[0]], a[key[1]], z.Not()])   # z = a_u xor a_v
            xors[key] = z
        return xors[key]
    for i in range(k):
        if plain:                                          # against the stationary pair
            row = sum(a[i, j, t] for j in range(k) for t in range(m))
            within(1 + 2 * row - k * m)
        if phantom:
            cp.add(a[i, i, 0] == 0)
        for kk in range(i, k):
            for d in range(1 if i == kk else 0, m if i != kk else m // 2 + 1):
                # rows (i, 0) and (kk, d): sum_j sum_t a[i][j][t] a[kk][j][t - d]
                differ = [xor((i, j, t), (kk, j, (t - d) % m)) for j in range(k) for t in range(m)]
                g = 1 + k * m - 2 * sum(differ)
                if plain:
                    within(g)
                if phantom:
                    # + M((kk, d), c_(i,0)) + M((i, 0), c_(kk, d)); c_(i,x) = (i, x)
                    within(g + sign(kk, i, -d) + sign(i, kk, d))
    return cp, a, k


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("size", type=int)
    ap.add_argument("m", type=int)
    ap.add_argument("--plain", action="store_true")
    ap.add_argument("--phantom", action="store_true")
    ap.add_argument("--seconds", type=float, default=600)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--rounds", type=int, default=1, help="the largest deviation allowed (default 1)")
    ap.add_argument("--hint", help="a pattern to start from (JSON of tools/howell_orbit_directions.py)")
    ap.add_argument("--out")
    args = ap.parse_args()
    cp, a, k = model(args.size, args.m, args.plain, args.phantom, args.rounds)
    if args.hint:
        with open(args.hint) as fh:
            start = json.load(fh)["a"]
        for (i, j, t), var in a.items():
            cp.add_hint(var, start[i][j][t] > 0)
    solver = cp_model.CpSolver()
    solver.parameters.max_time_in_seconds = args.seconds
    solver.parameters.num_workers = 1
    solver.parameters.random_seed = args.seed
    status = solver.solve(cp)
    print(f"size {args.size} m {args.m}: {solver.status_name(status)} in {solver.wall_time:.0f}s",
          flush=True)
    if status not in (cp_model.OPTIMAL, cp_model.FEASIBLE):
        return 1
    found = [[[2 * solver.value(a[i, j, t]) - 1 for t in range(args.m)] for j in range(k)]
             for i in range(k)]
    print(json.dumps(found))
    if args.out:
        with open(args.out, "w") as fh:
            json.dump({"size": args.size, "m": args.m, "plain": args.plain,
                       "phantom": args.phantom, "a": found, "t": [0] * k}, fh)
    return 0


if __name__ == "__main__":
    sys.exit(main())
