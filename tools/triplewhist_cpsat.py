"""Offline search, by CP-SAT, for Z-cyclic triplewhist starters (movements/data/triplewhist_starters.py),
with or without a symmetry.

The model is over pairs, not seats, so it has no numbering of tables to break: a
boolean for every pair of players and every kind (partners {N, S}, {E, W}; first-kind
opponents {N, E}, {S, W}; second-kind {N, W}, {E, S}).  Every player has one pair of
each kind; no pair is of two kinds; a player's pairs of two kinds make the third
between the other two (so the pairs fall into foursomes seated N, first-kind
opponent E, partner S, second-kind opponent W); for each kind every class {d, -d} of
nonzero differences is taken by exactly one pair (pairs with the fixed player count
for nothing).  4t + 1 players: Z_(4t+1) without 0 (0 sits out); 4t players: Z_(4t-1)
and the fixed player, partnering 0 (a translation) unless a symmetry is asked for.
``--ordered`` adds, for every ordered pair, whether the second sits on the first's
left (E of N, S of E, W of S, N of W): one left-hand neighbour and one right-hand
each, a neighbour's neighbour the partner, and the steps (left minus right) every
nonzero residue once (:mod:`movements.generators.individuals.directed_whist`).

``--symmetry U[,C[,KINDS[,SIDES]]]`` asks the starter to be kept by x -> U x + C (the
fixed player kept), which sends a pair of kind k to one of kind KINDS[k] (a permutation
of 012; 021 swaps the two kinds of opponents, as turning every table one seat would)
and, with ``--ordered``, a left-hand neighbour to a left-hand one (SIDES 1) or a
right-hand one (-1).  ``--sweep`` tries every such symmetry: a generator of every cyclic
group of multipliers with every permutation of the kinds whose order divides the group's
(``--ordered``: the sides both ways), and for 4t players every x -> U x + C with U - 1
not a unit, likewise (any other is a multiplier after a translation).  Every symmetry x
-> ux + c other than the identity has, after a translation, a power among these (the group it generates has
one of the generators tried), so when the sweep finds every one INFEASIBLE no starter is
kept by any.

Results (one worker, on a shared two-core machine, 120 s allowed for each model): the
sweep finds every symmetry INFEASIBLE, at most 13 s each, for 45 (53 models, 40 s in
all), 56 (174, 5 minutes) and 60 (10, 8 s) players, and with ``--ordered`` for 57 (108,
2.5 minutes): no Z-cyclic triplewhist starter for 45, 56 or 60 players, and no ordered
one for 57, is kept by any map x -> ux + c but the identity.  Where symmetric starters
exist it finds them at once (29 and 37, ordered too, with the multiplier 7; 44 with the
multiplier 6 turning the kinds round).  Without a symmetry it finds 24 in a second and
21 in 24 s, but not 25 in 30 s, nor 45 in 20 minutes, 60 in 15 or 56 in 12 (two workers; UNKNOWN); the C
search is the faster one there.

    PYTHONPATH=<ortools> nice -n 19 python tools/triplewhist_cpsat.py 45 --sweep --seconds 120
"""

from __future__ import annotations

import argparse
import sys
from itertools import combinations
from math import gcd

from pathlib import Path

from ortools.sat.python import cp_model

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from movements.generators.individuals import directed_whist, triplewhist  # noqa: E402
from movements.generators.individuals.groups import rotation  # noqa: E402

SEATS = (((0, 2), (1, 3)), ((0, 1), (2, 3)), ((0, 3), (1, 2)))   # partners, first, second kind
STEPS = ((1, 0), (2, 1), (3, 2), (0, 3))                           # E - N, S - E, W - S, N - W
SWAPS = ((0, 2, 1), (1, 0, 2), (2, 1, 0))                           # kind permutations of order 2
CYCLES = ((1, 2, 0), (2, 0, 1))                                     # and of order 3


class Model:
    """The CP-SAT model for ``players`` (see the module docstring)."""

    def __init__(self, players: int, ordered: bool = False, symmetry=None):
        self.players, self.ordered = players, ordered
        self.fixed = players % 4 == 0
        m = self.m = rotation(players).size
        self.none = m                                   # the fixed player's vertex
        people = self.people = list(range(m)) + [m] if self.fixed else list(range(1, m))
        cp = self.cp = cp_model.CpModel()
        self.y = [{pair: cp.NewBoolVar(f"k{k}_{pair[0]}_{pair[1]}")
                   for pair in combinations(people, 2)} for k in range(3)]
        for k in range(3):
            for a in people:
                cp.AddExactlyOne(self.pair(k, a, b) for b in people if b != a)
            by_class: dict[int, list] = {}
            for (a, b), var in self.y[k].items():
                if self.none not in (a, b):
                    d = (a - b) % m
                    by_class.setdefault(min(d, m - d), []).append(var)
            for literals in by_class.values():
                cp.AddExactlyOne(literals)
        for pair in self.y[0]:
            cp.AddAtMostOne(self.y[k][pair] for k in range(3))
        for a in people:
            for b in people:
                for c in people:
                    if len({a, b, c}) == 3:
                        for i, j, k in ((0, 1, 2), (0, 2, 1), (1, 2, 0)):
                            cp.AddBoolOr([self.pair(i, a, b).Not(), self.pair(j, a, c).Not(),
                                          self.pair(k, b, c)])
        self.left = None
        if ordered:
            if self.fixed:
                raise ValueError("a Z-cyclic starter for 4t players is never ordered")
            left = self.left = {(a, b): cp.NewBoolVar(f"l{a}_{b}")
                                for a in people for b in people if a != b}
            for a in people:
                cp.AddExactlyOne(left[a, b] for b in people if b != a)
                cp.AddExactlyOne(left[b, a] for b in people if b != a)
            by_step: dict[int, list] = {}
            for (a, b), var in left.items():
                cp.AddImplication(var, left[b, a].Not())
                cp.AddBoolOr([var.Not(), self.pair(1, a, b), self.pair(2, a, b)])
                for c in people:
                    if c not in (a, b):
                        cp.AddBoolOr([var.Not(), left[b, c].Not(), self.pair(0, a, c)])
                by_step.setdefault((b - a) % m, []).append(var)
            for literals in by_step.values():
                cp.AddExactlyOne(literals)
        if symmetry:
            self.keep(*symmetry)
        elif self.fixed:
            cp.Add(self.pair(0, 0, self.none) == 1)

    def pair(self, k: int, a: int, b: int):
        return self.y[k][(a, b) if a < b else (b, a)]

    def image(self, x: int, u: int, c: int) -> int:
        return x if x == self.none else (u * x + c) % self.m

    def keep(self, u: int, c: int = 0, kinds: tuple[int, int, int] = (0, 1, 2),
             sides: int = 1) -> None:
        """Ask the starter to be kept by x -> u x + c, kind k going to kinds[k]; with
        ``ordered`` a left-hand neighbour going to a left-hand (sides 1) or right-hand
        (sides -1) one."""
        for k in range(3):
            for (a, b), var in self.y[k].items():
                self.cp.Add(var == self.pair(kinds[k], self.image(a, u, c), self.image(b, u, c)))
        if self.left is not None:
            for (a, b), var in self.left.items():
                a2, b2 = self.image(a, u, c), self.image(b, u, c)
                self.cp.Add(var == (self.left[a2, b2] if sides > 0 else self.left[b2, a2]))

    def solve(self, seconds: float, workers: int, seed: int):
        solver = cp_model.CpSolver()
        solver.parameters.max_time_in_seconds = seconds
        solver.parameters.num_workers = workers
        solver.parameters.random_seed = seed
        status = solver.Solve(self.cp)
        if status not in (cp_model.OPTIMAL, cp_model.FEASIBLE):
            return solver.StatusName(status), solver.WallTime(), None
        return solver.StatusName(status), solver.WallTime(), self.tables(solver)

    def tables(self, solver) -> tuple:
        def other(k: int, a: int) -> int:
            return next(b for b in self.people if b != a and solver.Value(self.pair(k, a, b)))

        def left_of(a: int) -> int:
            assert self.left is not None
            return next(b for b in self.people if b != a and solver.Value(self.left[a, b]))

        out, seen = [], set()
        for a in sorted(self.people, key=lambda x: x != self.none):
            if a in seen:
                continue
            partner = other(0, a)
            if self.left is not None:       # turned so that N and E are first-kind opponents
                ring = (a, left_of(a), partner, left_of(partner))
                turn = 0 if solver.Value(self.pair(1, a, ring[1])) else 1
                table = ring[turn:] + ring[:turn]
            else:
                table = (a, other(1, a), partner, other(2, a))
            seen.update(table)
            out.append(tuple(None if x == self.none else x for x in table))
        return tuple(out)


def check(players: int, first, ordered: bool) -> bool:
    """The conditions again, on the tables (N, E, S, W), by the movements package's own
    tests: everyone seated once, every kind's differences once
    (:func:`triplewhist.is_starter`), and with ``ordered`` the steps too
    (:func:`directed_whist.starter_ok`)."""
    m = rotation(players).size
    people = sorted(x for table in first for x in table if x is not None)
    if people != (list(range(m)) if players % 4 == 0 else list(range(1, m))):
        return False
    return triplewhist.is_starter(players, first) and (
        not ordered or directed_whist.starter_ok(players, first, ordered=True))


def symmetries(players: int, ordered: bool):
    """Every symmetry the sweep tries (module docstring), as (u, c, kinds, sides)."""
    m = rotation(players).size
    groups: dict[frozenset, int] = {}
    for u in range(2, m):
        if gcd(u, m) == 1:
            groups.setdefault(frozenset(pow(u, k, m) for k in range(m)), u)
    for group, u in sorted(groups.items(), key=lambda item: (-len(item[0]), item[1])):
        for kinds in ((0, 1, 2),) + SWAPS + CYCLES:
            if kinds == (0, 1, 2) or len(group) % (2 if kinds in SWAPS else 3) == 0:
                yield from ((u, 0, kinds, sides) for sides in ((1, -1) if ordered else (1,)))
    if players % 4 == 0:
        seen: set[frozenset] = set()
        for u in range(1, m):
            if gcd(u, m) != 1 or gcd(u - 1, m) == 1:
                continue
            for c in range(1, gcd(u - 1, m)):
                maps, x = set(), (1, 0)
                while x not in maps:
                    maps.add(x)
                    x = (u * x[0] % m, (u * x[1] + c) % m)
                if frozenset(maps) not in seen:
                    seen.add(frozenset(maps))
                    for kinds in ((0, 1, 2),) + SWAPS + CYCLES:
                        if kinds == (0, 1, 2) or len(maps) % (2 if kinds in SWAPS else 3) == 0:
                            yield u, c, kinds, 1


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("players", type=int)
    parser.add_argument("--ordered", action="store_true")
    parser.add_argument("--symmetry", metavar="U[,C[,KINDS[,SIDES]]]")
    parser.add_argument("--sweep", action="store_true", help="try every symmetry (module docstring)")
    parser.add_argument("--seconds", type=float, default=60, help="for each model")
    parser.add_argument("--workers", type=int, default=1)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    if args.sweep:
        tries = list(symmetries(args.players, args.ordered))
    elif args.symmetry:
        parts = args.symmetry.split(",")
        tries = [(int(parts[0]), int(parts[1]) if len(parts) > 1 else 0,
                  tuple(int(k) for k in parts[2]) if len(parts) > 2 else (0, 1, 2),
                  int(parts[3]) if len(parts) > 3 else 1)]
    else:
        tries = [None]
    for symmetry in tries:
        model = Model(args.players, args.ordered, symmetry)
        status, wall, first = model.solve(args.seconds, args.workers, args.seed)
        how = "no symmetry" if symmetry is None else "x -> {}x + {}, kinds {}, sides {}".format(
            *symmetry)
        print(f"# {args.players} players{', ordered' if args.ordered else ''}, {how}: {status} "
              f"in {wall:.1f} s (seed {args.seed}, {args.workers} workers)", file=sys.stderr,
              flush=True)
        if first:
            assert check(args.players, first, args.ordered)
            print(f"    {args.players}: {first!r},  # {how}, seed {args.seed}, {wall:.0f} s")
            return


if __name__ == "__main__":
    main()
