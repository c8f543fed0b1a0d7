"""Offline, by CP-SAT: the lead of Safford's movement if every table of every round could be
reflected on its own (E and W exchanged), which a rotation cannot do (docs/individual-lead.md).

Reflecting a table flips all four of its left/right relations, so a pair of opponents, who
meet at two tables, sits once on each side of the other exactly when the two tables'
reflections differ as their sides now require: one parity constraint per pair, one boolean
per played table of every round.  The fewest constraints broken is the fewest pairs on one
side that such reflections allow; CP-SAT minimises it within the time given.  Reflecting a
table in some rounds only, the players no longer all go to the next higher number (Safford's
rule, seed 003:8700), so the movements do not play this; it measures what the rotation
costs.  The count printed is the independent checker's (:func:`movements.check.lead.lead`)
of the movement with those tables reflected.

    PYTHONPATH=<ortools> nice -n 19 python tools/lead_table_reflections_cpsat.py 60 --seconds 300

Result (issue 26, two workers on a two-core machine shared with other searches; counted by
the checker): 60 players (whist_search seed 2's starter, played until stop 46), 295 pairs
on one side as played, 253 with 307 of the 885 tables reflected one by one (300 s;
FEASIBLE, not proven the fewest: the bound CP-SAT proves is 0); 56 players, before its
near starter was stored, 385 as played, 215 with 340 of 770 (likewise).
"""

from __future__ import annotations

import argparse
import sys
from dataclasses import replace
from pathlib import Path

from ortools.sat.python import cp_model

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from movements import generate  # noqa: E402
from movements.check.lead import lead, seated_left  # noqa: E402
from movements.model import Movement  # noqa: E402


def reflections(movement: Movement) -> tuple[list[tuple[int, int]], list[tuple[int, int, bool]]]:
    """The played tables as (round, table), and for every pair of opponents (i, j, differ):
    the indices of the two tables where they meet, and whether those two must be reflected
    differently (the pair now sits on the same side of each other twice)."""
    index: dict[tuple[int, int], int] = {}
    meets: dict[tuple[int, int], list[tuple[int, bool]]] = {}
    for rnd, table, who, left in seated_left(movement):
        place = index.setdefault((rnd, table), len(index))
        meets.setdefault((min(who, left), max(who, left)), []).append((place, who < left))
    return list(index), [(i, j, first == second) for (i, first), (j, second) in meets.values()]


def fewest(movement: Movement, seconds: float) -> tuple[set[tuple[int, int]], str, float]:
    """The tables to reflect, CP-SAT's status, and its lower bound on the pairs on one side."""
    places, pairs = reflections(movement)
    model = cp_model.CpModel()
    flip = [model.NewBoolVar(f"flip{k}") for k in range(len(places))]
    model.Add(flip[0] == 0)                        # reflecting every table changes nothing
    broken = []
    for i, j, differ in pairs:
        b = model.NewBoolVar("")
        # b (broken) = flip_i xor flip_j xor differ: the XOR of the list is 1
        model.AddBoolXOr([flip[i], flip[j], b] + ([model.NewConstant(1)] if not differ else []))
        broken.append(b)
    model.Minimize(sum(broken))
    solver = cp_model.CpSolver()
    solver.parameters.max_time_in_seconds = seconds
    solver.parameters.num_workers = 2
    status = solver.Solve(model)
    chosen = {places[k] for k, f in enumerate(flip) if solver.Value(f)}
    return chosen, solver.StatusName(status), solver.BestObjectiveBound()


def reflected(movement: Movement, tables: set[tuple[int, int]]) -> Movement:
    return replace(movement, rounds=tuple(
        replace(rnd, tables=tuple(replace(t, e=t.w, w=t.e) if (rnd.round, t.table) in tables else t
                                  for t in rnd.tables)) for rnd in movement.rounds))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("players", type=int)
    parser.add_argument("--seconds", type=float, default=60)
    args = parser.parse_args()
    movement = generate("safford-individuals", args.players)
    tables, status, bound = fewest(movement, args.seconds)
    before = len(lead(movement).unbalanced)
    after = len(lead(reflected(movement, tables)).unbalanced)
    print(f"{args.players} players: {before} pairs on one side as played; {after} with "
          f"{len(tables)} tables reflected one by one ({status}, lower bound {bound:g}, "
          f"{args.seconds:g} s)")


if __name__ == "__main__":
    main()
