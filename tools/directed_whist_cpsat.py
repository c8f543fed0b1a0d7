"""Offline search, by CP-SAT, for directed whist tournaments of 4t players that are not
a rotation: each player has every other once on his left and once on his right.

No rotation (a starter on Z_(4t-1) and a fixed player) can be directed: see
``movements/directed_whist.py``.  Reflecting single tables of one does not help
either: the parity of every cycle of the tables' "meet again" graph is that of its
image on the starter, because the modulus is odd.  This tool tries the rest:

* default (reseat): keep the foursomes of Safford's tournament (``--from-triplewhist``:
  the triplewhist one) round by round and choose each table's seating anew, one of
  the six ways to seat four round a table (twelve with ``--ordered``, the table
  turned one seat round telling the two kinds of opponents apart); every two players
  partners once, each on the other's left once (``--ordered``: and opponents once of
  each kind).  ``--soft``: the left-and-right condition as the objective instead.
  Prints one digit a table (:func:`seat`).
* ``--free K``: no tournament to start from; K starter rounds on K orbits of Z_n and
  a fixed player (:func:`solve_free`); K = players - 1 is no symmetry at all.  With
  ``--soft``, the fewest pairs twice on one side instead.

Results (one worker, on a loaded shared machine): ``8 --free 7`` INFEASIBLE in
seconds, so there is no directed whist tournament for 8 players at all; reseating
Safford's foursomes INFEASIBLE for 16, 20 and 21 players, and the triplewhist ones
for 16, 20 and 24; ``12 --free 11`` UNKNOWN after 90 s, ``16 --free 15`` after 300 s,
``16 --free 3`` after 100 s.  ``8 --free 7 --soft``: 8 pairs twice on one side (every
rotation has 14), FEASIBLE in 60 s, the bound not proved.

    PYTHONPATH=<ortools> nice -n 19 python tools/directed_whist_cpsat.py 8 --free 7
"""

from __future__ import annotations

import argparse
import sys
from itertools import combinations, permutations
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from ortools.sat.python import cp_model  # noqa: E402

from movements.generators.individuals.triplewhist import rounds as triplewhist_rounds
from movements.generators.individuals.whist_tournament import tournament_rounds


OPTIONS = 6            # ways to seat four players round a table, up to turning it two seats
ORDERED_OPTIONS = 12   # the same, turned one seat or not (the kinds of opponents swap)


def seat(table: tuple[int, int, int, int], option: int) -> tuple[int, int, int, int]:
    """The table (N, S, E, W) seated the ``option`` way, as (N, E, S, W): N keeps his seat
    and the other three go round him clockwise in the option's order (0-5); 6-11 are
    those turned one seat clockwise."""
    n, *others = table
    e, s, w = list(permutations(others))[option % OPTIONS]
    return (w, n, e, s) if option >= OPTIONS else (n, e, s, w)


def _run(cp, seconds: float, seed: int):
    """One worker (the machine is shared), a time limit and a seed."""
    solver = cp_model.CpSolver()
    solver.parameters.max_time_in_seconds = seconds
    solver.parameters.num_workers = 1
    solver.parameters.random_seed = seed
    return solver, solver.Solve(cp)


def solve(players: int, ordered: bool, soft: bool, seconds: float, source: str, seed: int):
    seating = triplewhist_rounds(players) if source == "triplewhist" else tournament_rounds(players)
    tables = [t for tables, _ in seating for t in tables]
    options = ORDERED_OPTIONS if ordered else OPTIONS
    cp = cp_model.CpModel()
    pick = [[cp.NewBoolVar(f"t{i}o{k}") for k in range(options)] for i in range(len(tables))]
    left: dict[tuple[int, int], list] = {}
    partners: dict[tuple[int, int], list] = {}
    first: dict[tuple[int, int], list] = {}
    for i, table in enumerate(tables):
        cp.AddExactlyOne(pick[i])
        for k in range(options):
            n, e, s, w = seat(table, k)
            for a, b in ((n, e), (e, s), (s, w), (w, n)):
                left.setdefault((a, b), []).append(pick[i][k])
            for a, b in ((n, s), (e, w)):
                partners.setdefault((min(a, b), max(a, b)), []).append(pick[i][k])
            for a, b in ((n, e), (s, w)):
                first.setdefault((min(a, b), max(a, b)), []).append(pick[i][k])
    for literals in partners.values():
        cp.Add(sum(literals) == 1)
    if ordered:
        for literals in first.values():
            cp.Add(sum(literals) == 1)
    wrong = []
    for a, b in combinations(range(1, players + 1), 2):
        there, back = sum(left.get((a, b), [])), sum(left.get((b, a), []))
        if soft:
            same = cp.NewBoolVar(f"same{a}_{b}")
            cp.Add(there == 1).OnlyEnforceIf(same.Not())
            wrong.append(same)
        else:
            cp.Add(there == 1)
            cp.Add(back == 1)
    if soft:
        cp.Minimize(sum(wrong))
    solver, status = _run(cp, seconds, seed)
    if status not in (cp_model.OPTIMAL, cp_model.FEASIBLE):
        return solver.StatusName(status), None
    digits = "".join(str(next(k for k in range(options) if solver.Value(pick[i][k])))
                     if options <= 10 else "0123456789ab"[next(k for k in range(options)
                                                                if solver.Value(pick[i][k]))]
                     for i in range(len(tables)))
    extra = f" {int(solver.ObjectiveValue())} pairs twice on one side" if soft else ""
    return solver.StatusName(status) + extra, digits


def solve_free(players: int, orbits: int, seconds: float, seed: int, soft: bool = False):
    """No tournament to start from (4t players).  The players other than ``players``
    are ``orbits`` orbits of Z_n (n = (players - 1) / orbits; player 1 + i n + g is
    element g of orbit i), player ``players`` fixed; ``orbits`` starter rounds, each
    moved on by every element of Z_n (round j, h: every orbit player g + h).  Each
    starter round is a set of directed 4-cycles (each player's left-hand neighbour;
    his partner is the neighbour's neighbour); every orbit of ordered pairs under
    Z_n has exactly one member neighbours in one starter round, and every orbit of
    pairs exactly one member partners: then over all rounds every ordered pair is
    neighbours once and every pair partners once.  With ``orbits`` = players - 1
    (n = 1) there is no symmetry at all and round 1 is fixed as (1, 2, 3, 4), ...
    With ``soft`` the neighbours' condition is the objective instead: every two players
    opponents twice, and as few as can be (counted pair by pair) twice on one side."""
    people = range(1, players + 1)
    n = (players - 1) // orbits

    def moved(x: int, h: int) -> int:
        if x == players:
            return x
        i, g = divmod(x - 1, n)
        return 1 + i * n + (g + h) % n

    def orbit_of(pair) -> tuple:
        return min(tuple(moved(x, h) for x in pair) for h in range(n))

    cp = cp_model.CpModel()
    rounds = []
    for r in range(orbits):
        y = {(a, b): cp.NewBoolVar(f"y{r}_{a}_{b}") for a in people for b in people if a != b}
        p = {(a, c): cp.NewBoolVar(f"p{r}_{a}_{c}") for a, c in combinations(people, 2)}

        def partner(a, c, p=p):
            return p[(min(a, c), max(a, c))]
        for a in people:
            cp.AddExactlyOne(y[(a, b)] for b in people if b != a)
            cp.AddExactlyOne(y[(b, a)] for b in people if b != a)
            cp.AddExactlyOne(partner(a, c) for c in people if c != a)
            for b in people:
                if b == a:
                    continue
                cp.AddBoolOr([y[(a, b)].Not(), y[(b, a)].Not()])
                for c in people:
                    if c not in (a, b):
                        cp.AddBoolOr([y[(a, b)].Not(), y[(b, c)].Not(), partner(a, c)])
        rounds.append((y, p))
    neighbours: dict[tuple, list] = {}
    partners: dict[tuple, list] = {}
    for y, p in rounds:
        for pair, var in y.items():
            neighbours.setdefault(orbit_of(pair), []).append(var)
        for pair, var in p.items():
            partners.setdefault(tuple(sorted(orbit_of(pair))), []).append(var)
    for literals in partners.values():
        cp.AddExactlyOne(literals)
    wrong = []
    for orbit, literals in neighbours.items():
        if not soft:
            cp.AddExactlyOne(literals)
            continue
        reverse = orbit_of(orbit[::-1])
        if orbit < reverse:                         # each pair of players once: opponents twice
            cp.Add(sum(literals) + sum(neighbours[reverse]) == 2)
            once = cp.NewBoolVar("")
            cp.Add(sum(literals) == 1).OnlyEnforceIf(once)
            cp.Add(sum(literals) != 1).OnlyEnforceIf(once.Not())
            wrong.append((once.Not(), n))           # every pair of the orbit (n of them, n odd)
    if soft:
        cp.Minimize(sum(size * bad for bad, size in wrong))
    if n == 1:
        first, _ = rounds[0]
        for base in range(1, players + 1, 4):
            for i in range(4):
                cp.Add(first[(base + i, base + (i + 1) % 4)] == 1)
    solver, status = _run(cp, seconds, seed)
    if status not in (cp_model.OPTIMAL, cp_model.FEASIBLE):
        return solver.StatusName(status), None
    extra = (f" {int(solver.ObjectiveValue())} pairs twice on one side"
             f" (bound {int(solver.BestObjectiveBound())})" if soft else "")
    out = []
    for y, _ in rounds:
        after = {a: b for (a, b), var in y.items() if solver.Value(var)}
        tables, seen = [], set()
        for a in people:
            if a not in seen:
                ring = [a, after[a], after[after[a]], after[after[after[a]]]]
                seen.update(ring)
                tables.append(tuple(ring))
        out.append(tuple(tables))
    return solver.StatusName(status) + extra, tuple(out)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("players", type=int)
    parser.add_argument("--ordered", action="store_true")
    parser.add_argument("--soft", action="store_true")
    parser.add_argument("--from-triplewhist", action="store_true")
    parser.add_argument("--seconds", type=float, default=60)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--free", type=int, metavar="ORBITS",
                        help="no tournament to start from: ORBITS starter rounds (see solve_free)")
    args = parser.parse_args()
    if args.free:
        status, rounds = solve_free(args.players, args.free, args.seconds, args.seed, args.soft)
        print(f"# {args.players} players, {args.free} orbits: {status}", file=sys.stderr)
        if rounds:
            print(f"    {args.players}: {rounds!r},")
        return
    source = "triplewhist" if args.from_triplewhist else "whist"
    status, digits = solve(args.players, args.ordered, args.soft, args.seconds, source, args.seed)
    print(f"# {args.players} players, {source}{', ordered' if args.ordered else ''}: {status}",
          file=sys.stderr)
    if digits:
        print(f'    {args.players}: "{digits}",')


if __name__ == "__main__":
    main()
