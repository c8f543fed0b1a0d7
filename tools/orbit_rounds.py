"""Offline search: whist tournaments of 4t players whose rounds come in orbits, not one
rotation: K base rounds, each moved up one number at a time in every orbit of players.

The players are (x, i), x a number modulo N and i < K an *orbit*, and one player ∞
(4t = K N + 1).  Round (r, q) is base round r with every x moved up by q, so the
tournament is fixed by K base rounds.  A relation between two players (partners, first-
or second-kind opponents, or b on a's left) then has a *class*: the orbits of the two and
the difference of their numbers; every class must be met once among the base rounds.
Safford's rotation is K = 1, where no seating is directed (its steps add up to 0 but the
fixed player's table's do not, docs/individual-lead.md); with K > 1 that sum only asks
the K tables of ∞ together to add up to 0, so the proof does not carry over.

A symmetry makes the search smaller: with ``--multiplier MU`` and ``--orbit-map PI`` the
base rounds are asked to be images of each other under σ(x, i) = (MU x, PI(i)), which maps
base round r onto base round PI(r).  An *option* is a seated table in one base round with
all its images; an exact cover (tools/exact_cover.c) meets every player of every base
round once and every class of the mode once (classes taken up to σ).  ∞'s partner in base
round r is (0, r): each orbit holds one of his partners, moving a base round's numbers
puts it at 0, and σ keeps it so (it maps (0, r) to (0, PI(r))).  Without a budget of nodes "none" means every choice was tried.

    python tools/orbit_rounds.py PLAYERS K MODE [--multiplier MU] [--orbit-map PI]
                                 [--seed S] [--count N] [--nodes N] [--cover PROGRAM]

MODE directed (partners once, b on a's left once: Safford's whist, each once on the
other's left and once on his right), ordered (and first-kind opponents once: triplewhist
too) or triplewhist (partners, first- and second-kind opponents once each).  Prints the
base rounds found as one line of Python, each table (N, E, S, W) of player numbers 1 to
4t (x + 1 + i N, and 4t for ∞), once the movements package's checker has accepted the
whole tournament as Safford's movement (exit 0), or that there is none (exit 1).
Results (issue 26): docs/individual-lead.md, stops 52 and 53.
"""

from __future__ import annotations

import argparse
import dataclasses
import itertools
import math
import sys
import tempfile
from pathlib import Path

TOOLS = Path(__file__).resolve().parent
sys.path[:0] = [str(TOOLS), str(TOOLS.parent)]
from starter_orbits import add_search_options, built, exact_cover, numbers  # noqa: E402

from movements.check import check  # noqa: E402
from movements.generators.individuals import safford  # noqa: E402
from movements.model import Movement  # noqa: E402

# The pairs of seats (N, E, S, W = 0, 1, 2, 3) each kind of class is taken from; "left":
# the second sits on the first's left.
SEATS = {"partners": ((0, 2), (1, 3)), "first": ((0, 1), (2, 3)), "second": ((1, 2), (3, 0)),
         "left": ((0, 1), (1, 2), (2, 3), (3, 0))}
NAMES = {"partners": "partners", "first": "first-kind opponents", "second": "second-kind opponents",
         "left": "one on the other's left"}
# The seatings (new N, E, S, W as seats of the old) that meet the same classes of each mode:
# turning one seat keeps partners and sides but swaps the kinds; turning two keeps all; and
# exchanging N with E and S with W keeps the three kinds (not the sides).
SAME = {"directed": ((0, 1, 2, 3), (1, 2, 3, 0), (2, 3, 0, 1), (3, 0, 1, 2)),
        "ordered": ((0, 1, 2, 3), (2, 3, 0, 1)),
        "triplewhist": ((0, 1, 2, 3), (2, 3, 0, 1), (1, 0, 3, 2), (3, 2, 1, 0))}
KINDS = {"directed": ("partners", "left"), "ordered": ("partners", "first", "left"),
         "triplewhist": ("partners", "first", "second")}


class Orbits:
    """The players, classes and σ of K orbits of N numbers and ∞ (player K N)."""

    def __init__(self, players: int, k: int, mode: str, mu: int = 1, pi: tuple[int, ...] | None = None):
        self.n, self.k, self.mode, self.kinds = (players - 1) // k, k, mode, KINDS[mode]
        self.infinity = players - 1
        self.mu, self.pi = mu % self.n, pi or tuple(range(k))
        self.order = math.lcm(next(s for s in range(1, self.n + 1) if pow(self.mu, s, self.n) == 1),
                              *(len(self.cycle(i)) for i in range(k)))
        self.players = range(players)

    def cycle(self, i: int) -> list[int]:
        out = [i]
        while self.pi[out[-1]] != i:
            out.append(self.pi[out[-1]])
        return out

    def sigma(self, p: int) -> int:
        if p == self.infinity:
            return p
        x, i = p % self.n, p // self.n
        return self.pi[i] * self.n + self.mu * x % self.n

    def relation(self, kind: str, a: int, b: int) -> tuple:
        """The class of a relation of ``kind`` between a and b (ordered for "left"): the two
        orbits (∞ alone in orbit K, which σ fixes) and the difference of the numbers (0 with ∞,
        whom moving up leaves where he is)."""
        i, j = (self.k if p == self.infinity else p // self.n for p in (a, b))
        d = 0 if self.k in (i, j) else (b - a) % self.n
        mine = (kind, i, j, d)
        return mine if kind == "left" else min(mine, (kind, j, i, -d % self.n))

    def image(self, item: tuple) -> tuple:
        """σ's image of a class."""
        kind, i, j, d = item
        mine = (kind, self.moved(i), self.moved(j), self.mu * d % self.n)
        return mine if kind == "left" else min(mine, (kind, mine[2], mine[1], -mine[3] % self.n))

    def moved(self, orbit: int) -> int:
        return orbit if orbit == self.k else self.pi[orbit]

    def orbit_of(self, item: tuple, step) -> tuple:
        seen = [item]
        while (nxt := step(seen[-1])) != item:
            seen.append(nxt)
        return min(seen)

    def seat_item(self, r: int, p: int) -> tuple:
        return self.orbit_of(("seat", r, p), lambda s: ("seat", self.pi[s[1]], self.sigma(s[2])))

    def met(self, r: int, table: tuple[int, ...]) -> list[tuple]:
        """Every player of base round r and every class the seated table meets."""
        return [("seat", r, p) for p in table] + [
            self.relation(kind, table[a], table[b]) for kind in self.kinds for a, b in SEATS[kind]]

    def items(self) -> set[tuple]:
        every = {self.seat_item(r, p) for r in range(self.k) for p in self.players}
        for a, b in itertools.permutations(self.players, 2):
            every |= {self.orbit_of(self.relation(kind, a, b), self.image) for kind in self.kinds}
        return every

    def options(self) -> dict[tuple, frozenset]:
        """Each seated table of a base round r least in its cycle of PI (∞'s partner (0, r)),
        with its images, whose players and classes are all different."""
        options = {}
        for r in range(self.k):
            if min(self.cycle(r)) != r:
                continue
            for least in self.players:
                for rest in itertools.permutations(range(least + 1, len(self.players)), 3):
                    for table in {self.seated(seating) for seating in self.seatings(least, rest)}:
                        if self.infinity in table and table[(table.index(self.infinity) + 2) % 4] != r * self.n:
                            continue
                        images = self.images(r, table)
                        if min(images) != (r, table):
                            continue
                        met = [item for rr, tt in images for item in self.met(rr, tt)]
                        if len(met) == len(set(met)):
                            options[(r, table)] = frozenset(
                                self.seat_item(*item[1:]) if item[0] == "seat" else self.orbit_of(item, self.image)
                                for item in met)
        return options

    def seatings(self, least: int, rest: tuple[int, ...]) -> tuple[tuple[int, ...], ...]:
        """Seatings of a foursome that stand for all of them: the least player N, and, where
        the seatings that meet the same classes do not take him to every seat (ordered: only
        N and S), W too."""
        first = (least, *rest)
        return (first,) if len(SAME[self.mode]) == 4 else (first, (*rest, least))

    def seated(self, table: tuple[int, ...]) -> tuple[int, ...]:
        """The least of the seatings that meet the same classes of the mode as ``table``."""
        return min(tuple(table[seat] for seat in same) for same in SAME[self.mode])

    def images(self, r: int, table: tuple[int, ...]) -> set[tuple]:
        out = set()
        for _ in range(self.order):
            out.add((r, self.seated(table)))
            r, table = self.pi[r], tuple(map(self.sigma, table))
        return out

    def base_rounds(self, chosen: list[tuple]) -> list[list[tuple[int, ...]]]:
        rounds: list[list[tuple[int, ...]]] = [[] for _ in range(self.k)]
        for r, table in chosen:
            for rr, tt in sorted(self.images(r, table)):
                rounds[rr].append(tt)
        return rounds

    def tournament(self, base: list[list[tuple[int, ...]]]) -> list[list[tuple[int, ...]]]:
        """Every round: base round r moved up q in every orbit."""
        def up(p: int, q: int) -> int:
            return p if p == self.infinity else p // self.n * self.n + (p + q) % self.n
        return [[tuple(up(p, q) for p in t) for t in base[r]] for q in range(self.n) for r in range(self.k)]


def described(item: tuple, n: int, k: int) -> str:
    """An item of the cover in words: 'first-kind opponents of orbits 0 and 0, 1 apart'."""
    if item[0] == "seat":
        return f"player {item[2] + 1} in base round {item[1]}"
    kind, i, j, d = item
    if k in (i, j):
        return f"{NAMES[kind]} of orbit {j if i == k else i} and ∞" + (" (∞ first)" if i == k and kind == "left" else "")
    return f"{NAMES[kind]} of orbits {i} and {j}, {d} apart (modulo {n})"


def movement(rounds: list[list[tuple[int, ...]]], players: int, mode: str) -> Movement:
    """The rounds (tables N, E, S, W of players 0 to 4t - 1) as Safford's movement, the
    triplewhist one where the mode asks the kinds, for the movements package's checker."""
    seating = [(tuple((n + 1, s + 1, e + 1, w + 1) for n, e, s, w in rnd), ()) for rnd in rounds]
    played = safford.build("safford-individuals", players, seating, None, "orbit_rounds")
    return dataclasses.replace(played, variant="triplewhist") if "first" in KINDS[mode] else played


def problems(rounds: list[list[tuple[int, ...]]], players: int, mode: str) -> list[str]:
    """What the checker finds wrong with the rounds as a tournament of the mode: its problems,
    and for directed and ordered the lead."""
    report = check(movement(rounds, players, mode))
    lead = [] if "left" not in KINDS[mode] or report.lead is None or report.lead.balanced else [str(report.lead)]
    return report.problems + lead


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("players", type=int, help="4t, one more than K times N")
    parser.add_argument("k", metavar="K", type=int, help="the orbits of players (and base rounds), odd")
    parser.add_argument("mode", choices=tuple(KINDS))
    parser.add_argument("--multiplier", type=int, default=1, help="MU, a unit modulo N (default 1)")
    parser.add_argument("--orbit-map", type=lambda text: numbers(text, tuple(range(1, 100)), "a list of orbits"),
                        help="PI(0),PI(1),...: where σ takes each orbit (default: each to itself)")
    add_search_options(parser, "set of base rounds")
    args = parser.parse_args()
    if args.players % 4 or args.players < 8 or args.k < 1 or (args.players - 1) % args.k:
        parser.error("PLAYERS must be a multiple of 4 (8 or more) and PLAYERS - 1 a multiple of K")
    n = (args.players - 1) // args.k
    if math.gcd(args.multiplier, n) != 1:
        parser.error(f"--multiplier {args.multiplier} is not a unit modulo {n}")
    if args.orbit_map is not None and sorted(args.orbit_map) != list(range(args.k)):
        parser.error(f"--orbit-map must list 0 to {args.k - 1}, each once")
    if args.nodes is not None and args.nodes < 1 or args.count < 1:
        parser.error("--nodes and --count take a number of 1 or more")
    orbits = Orbits(args.players, args.k, args.mode, args.multiplier, args.orbit_map)
    items, options = orbits.items(), orbits.options()
    unmet = sorted(items - set().union(*options.values()))
    if unmet:
        print(f"none, every choice tried: no table meets {described(unmet[0], orbits.n, orbits.k)}", file=sys.stderr)
        return 1
    try:
        with tempfile.TemporaryDirectory() as where:
            program = args.cover or built(Path(where))
            for seed in range(args.seed, args.seed + args.count):
                chosen, tried = exact_cover(items, options, seed, args.nodes, program)
                if chosen is None:
                    print("none, every choice tried" if tried else f"none within {args.nodes} nodes (seed {seed})",
                          file=sys.stderr)
                    if tried:
                        return 1
                    continue
                base = orbits.base_rounds(chosen)
                wrong = problems(orbits.tournament(base), args.players, args.mode)
                if wrong:
                    raise RuntimeError("the cover found is not a tournament: " + "; ".join(wrong[:3]))
                print(f"{args.players}: {[[tuple(p + 1 for p in t) for t in rnd] for rnd in base]},  "
                      f"# orbit_rounds {args.k} {args.mode}, MU {args.multiplier}, seed {seed}", flush=True)
                return 0
    except RuntimeError as error:
        print(f"orbit_rounds: {error}", file=sys.stderr)
        return 2
    return 1


if __name__ == "__main__":
    sys.exit(main())
