"""Offline search: first rounds with four walkers (movements/generators/individuals/walkers.py)
that a multiplier maps onto themselves, as an exact cover of the multiplier's orbits of
tables, as tools/starter_orbits.py does for rotations.

The numbers modulo m = v - 4 move up one a round and four walkers take turns at four seats;
a first round must give every difference outside the holes x + {0, m/4, m/2, 3m/4} once for
each relation of the mode, let each walker meet every number once in each of his relations
(the residues modulo 4 of (the number at walker seat k's place) - k all four) and seat one
walker N or S.  Here the tables of numbers come with their images under x -> H x (an
*option*: a seated table and its images, as in starter_orbits), and a walker's table holds
three numbers that H permutes among themselves (H fixes the walkers), seated every way; an
exact cover (tools/exact_cover.c) meets every number and walker once, every class of the
mode's kinds once, every step outside the holes once (directed and ordered) and every
walker's residues once.  Without a budget of nodes it tries every choice, so "none" is a
proof for that H.

    python tools/walkers_orbits.py PLAYERS MODE H [--seed S] [--count N] [--nodes N]
                                   [--cover PROGRAM]

MODE directed (partners once, every step outside the holes once: Safford's whist, whose
walkers then meet every number as partner, on the left and on the right), ordered
(triplewhist too) or triplewhist (no steps: tools/walkers_reflections.py then reflects its
tables at their best).  Prints each first round found as a line for
movements/data/directed_starters.py (WALKERS) or triplewhist_starters.py (FOUR_WALKERS), the
walkers numbered m to m + 3, checked by movements.generators.individuals.walkers.is_starter
(exit 0), or that there is none (exit 1).
"""

from __future__ import annotations

import argparse
import itertools
import math
import sys
import tempfile
from pathlib import Path

TOOLS = Path(__file__).resolve().parent
sys.path.insert(0, str(TOOLS))
sys.path.insert(0, str(TOOLS.parent))
from starter_orbits import KINDS, Orbits, Symmetry, add_search_options, built, exact_cover  # noqa: E402

from movements.generators.individuals import walkers  # noqa: E402

MODES = ("directed", "ordered", "triplewhist")
# The relations (walkers.MEETS: partner, first-kind, second-kind, left, right) in which a
# walker must meet every number once: a whist walker as partner, on his left and his right.
WALKER_MEETS = {"directed": (0, 3, 4), "ordered": (0, 1, 2, 3, 4), "triplewhist": (0, 1, 2, 3, 4)}


class WalkerOrbits(Orbits):
    """The items of a first round with four walkers, and its options: orbits of tables of
    numbers (:class:`Orbits`) and walkers' tables."""

    def __init__(self, players: int, mode: str, h: int):      # not Orbits.__init__: that one is a rotation's
        m = walkers.modulus(players)
        self.use(Symmetry.multiplier(m, h))
        self.h, self.kinds, self.stepped, self.mode = h, KINDS[mode], mode != "triplewhist", mode
        self.first = []
        hole = m // 4
        items: set[tuple] = {("player", x) for x in range(m)} | {("walker", k) for k in range(4)}
        items |= {(kind, c) for kind in self.kinds for c in range(1, m // 2 + 1) if c % hole}
        if self.stepped:
            items |= {("step", r) for r in range(1, m) if r % hole}
        # (kind, value) as every item of Orbits: walker's relation i and residue r; the one walker N or S
        items |= {("meets", (i, r)) for i in WALKER_MEETS[mode] for r in range(4)} | {("walker N or S", 1)}
        self.items = items

    def walker_table(self, k: int, table: tuple) -> list[tuple]:
        """The items walker ``k``'s seated ``table`` (walker k as m + k) meets."""
        numbers = tuple(None if x >= self.m else x for x in table)
        seat = numbers.index(None)
        met = self.relations([numbers]) + [("walker", k)]
        met += [("meets", (i, (table[walkers.MEETS[i](seat)] - k) % 4)) for i in WALKER_MEETS[self.mode]]
        return met + ([("walker N or S", 1)] if seat % 2 == 0 else [])

    def triples(self) -> list[tuple[int, ...]]:
        """Every three numbers that x -> H x permutes among themselves."""
        orbits = {frozenset(pow(self.h, e, self.m) * x % self.m for e in range(self.m)) for x in range(self.m)}
        small = [sorted(o) for o in orbits if len(o) <= 3]
        out = [tuple(o) for o in small if len(o) == 3]
        out += [tuple(sorted(a + b)) for a, b in itertools.combinations(small, 2) if len(a) + len(b) == 3]
        out += [tuple(sorted(a + b + c)) for a, b, c in itertools.combinations(small, 3)
                if len(a) + len(b) + len(c) == 3]
        return out

    def options(self) -> dict[tuple, frozenset]:
        out = super().options()
        m = self.m
        for k in range(4):
            for triple in self.triples():
                for seat in (0, 1):            # N or E: a table turned two seats is the same
                    for order in itertools.permutations(triple):
                        table = list(order)
                        table.insert(seat, m + k)
                        met = self.walker_table(k, tuple(table))
                        if len(set(met)) == len(met) and self.items.issuperset(met):
                            out.setdefault((tuple(table),), frozenset(met))
        return out


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("players", type=int, help="4t players, 24 to 64")
    parser.add_argument("mode", choices=MODES)
    parser.add_argument("h", type=int, help="the multiplier H, a unit modulo PLAYERS - 4")
    add_search_options(parser, "first round")
    args = parser.parse_args()
    if args.players % 4 or not 24 <= args.players <= 64:
        parser.error("four walkers are for 4t players, 24 to 64")
    m = walkers.modulus(args.players)
    if math.gcd(args.h, m) != 1:
        parser.error(f"H must be a unit modulo {m}")
    if args.nodes is not None and args.nodes < 1 or args.count < 1:
        parser.error("--nodes and --count take a number of 1 or more")
    orbits = WalkerOrbits(args.players, args.mode, args.h % m)
    options = orbits.options()
    unmet = sorted(orbits.items - set().union(*options.values()), key=repr)
    if unmet:
        print(f"no orbit of tables meets {unmet}", file=sys.stderr)
        return 1
    found = 0
    with tempfile.TemporaryDirectory() as where:
        program = args.cover or built(Path(where))
        for seed in range(args.seed, args.seed + args.count):
            chosen, tried = exact_cover(orbits.items, options, seed, args.nodes, program)
            if chosen is None:
                print("none, every choice tried" if tried else f"none within {args.nodes} nodes", file=sys.stderr)
                if tried:
                    break
                continue
            first = sorted(t for images in chosen for t in images)
            if not walkers.is_starter(args.players, first, triplewhist=args.mode != "directed"):
                raise AssertionError(f"not a first round: {first}")   # a bug in the items above
            text = ", ".join("(" + ", ".join(map(str, t)) + ")" for t in first)
            print(f"    {args.players}: ({text}),  # walkers_orbits {args.mode}, H {args.h}, seed {seed}", flush=True)
            found += 1
    return 0 if found else 1


if __name__ == "__main__":
    sys.exit(main())
