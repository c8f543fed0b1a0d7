"""Offline: turn the tables of a four-fixed-players tournament so that its comparisons are even.

``tools/four_fixed_search.c`` prints a whist tournament of four fixed players and sections
(:mod:`movements.generators.individuals.four_fixed`).  Turning a table one seat, (N, E, S, W)
-> (W, N, E, S), keeps partners and who sits on whose left, and swaps N-S with E-W: only who
is compared with whom changes.  A base table is turned in all its places at once (so the
sections still move up one, seats and all), a fixed round's table on its own.  Annealing
over those turns (a step turns one, seeded) lowers the largest comparison deviation, then
the sum of the squares, as :func:`movements.balance.balance` counts them; prints the entry
for :data:`movements.data.directed_starters.FOUR_FIXED`.

Run: ``tools/four_fixed_search 4 3 4 1000000 50 | .venv/bin/python tools/four_fixed_turns.py 4 3``
(the sections, K and Q, as given to the search; ``--seed S``, default 1).
"""

from __future__ import annotations

import argparse
import math
import random
import sys

STEPS = 60_000


def read(lines) -> list[list[tuple[int, ...]]]:
    """The search's rounds: per round its tables (N, E, S, W), players from 0."""
    return [[tuple(int(x) - 1 for x in table.split(",")) for table in line.split(":")[1].split()]
            for line in lines if line.strip()]


def groups(rounds, k: int, q: int) -> list[list[tuple[int, int]]]:
    """(round, table) sets turned together: a base table in its q places, a fixed round's tables."""
    found = [[(b * q + g, t) for g in range(q)] for b in range(k) for t in range(len(rounds[b * q]))]
    for r in range(k * q, len(rounds)):
        found.append([(r, 0)])
        found += [[(r, 1 + x * q + g) for g in range(q)] for x in range((len(rounds[r]) - 1) // q)]
    return found


class Comparisons:
    """For every two players, the sum over the rounds they play at different tables of +1
    (same direction) or -1: twice their comparison deviation (balance.py)."""

    def __init__(self, rounds, players: int):
        self.rounds, self.players = rounds, players
        self.sign = [[0] * players for _ in rounds]
        self.table = [[0] * players for _ in rounds]
        for r, tables in enumerate(rounds):
            for t, (n, e, s, w) in enumerate(tables):
                for p, d in ((n, 1), (s, 1), (e, -1), (w, -1)):
                    self.sign[r][p], self.table[r][p] = d, t
        self.sum = [[0] * players for _ in range(players)]
        for r in range(len(rounds)):
            for p in range(players):
                for o in range(p + 1, players):
                    if self.table[r][p] != self.table[r][o]:
                        self.sum[p][o] += self.sign[r][p] * self.sign[r][o]

    def turn(self, group) -> None:
        for r, t in group:
            seated = [p for p in range(self.players) if self.table[r][p] == t]
            for p in seated:
                for o in range(self.players):
                    if self.table[r][o] != t:
                        a, b = min(p, o), max(p, o)
                        self.sum[a][b] -= 2 * self.sign[r][p] * self.sign[r][o]
            for p in seated:
                self.sign[r][p] = -self.sign[r][p]

    def cost(self) -> tuple[int, int]:
        gaps = [abs(self.sum[p][o]) for p in range(self.players) for o in range(p + 1, self.players)]
        return max(gaps), sum(g * g for g in gaps)


def anneal(rounds, k: int, q: int, seed: int) -> list[bool]:
    """Which groups to turn: the best met by a seeded annealing."""
    players = k * q + 4
    sets = groups(rounds, k, q)
    state = Comparisons(rounds, players)
    turned = [False] * len(sets)
    rng = random.Random(seed)
    energy = lambda c: c[0] * 10_000 + c[1]     # noqa: E731  the largest first
    now = energy(state.cost())
    best = (now, list(turned))
    for step in range(STEPS):
        heat = 50.0 * 0.01 ** (step / STEPS)
        i = rng.randrange(len(sets))
        state.turn(sets[i])
        moved = energy(state.cost())
        if moved <= now or rng.random() < math.exp((now - moved) / heat):
            now, turned[i] = moved, not turned[i]
            if now < best[0]:
                best = (now, list(turned))
        else:
            state.turn(sets[i])
    return best[1]


def entry(rounds, k: int, q: int, turned: list[bool]) -> str:
    seats = [list(tables) for tables in rounds]
    for group, yes in zip(groups(rounds, k, q), turned):
        if yes:
            for r, t in group:
                n, e, s, w = seats[r][t]
                seats[r][t] = (w, n, e, s)

    def numbered(tables):
        return tuple(tuple(p + 1 for p in table) for table in tables)
    base = tuple(numbered(seats[b * q]) for b in range(k))
    fixed = tuple(numbered(seats[r]) for r in range(k * q, len(seats)))
    return f"    {k * q + 4}: ({q}, {base!r},\n         {fixed!r}),"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("k", type=int, help="sections, as given to four_fixed_search")
    parser.add_argument("q", type=int, help="numbers in a section")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    rounds = read(sys.stdin)
    if len(rounds) != args.k * args.q + 3:
        print(f"expected {args.k * args.q + 3} rounds, read {len(rounds)}", file=sys.stderr)
        return 2
    print(entry(rounds, args.k, args.q, anneal(rounds, args.k, args.q, args.seed)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
