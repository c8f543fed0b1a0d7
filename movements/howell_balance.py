"""Comparison balance of Howell pairs movements: measuring it and steering it.

Two pairs are *compared* on a tray when they held the same cards at different
tables; ideally every two pairs are compared on half the trays they both
played apart from the ones on which they met (``../shared/spec/movements.md``,
"Comparison balance").  :func:`balance` measures any pairs movement.

:func:`orient` chooses who sits N-S in a cyclic Howell schedule.  There the
direction is a ±1 *pattern* ``f`` on the group: pair ``p`` holds N-S in tray
set ``c`` when ``f(p - c) = +1``, the stationary pair always N-S.  Pairs ``p``
and ``p + d`` then deviate from the ideal by ``|A(d) + 1| / 2`` rounds, ``A``
the cyclic autocorrelation of ``f`` — so an ideal pattern (``A = -1``, a
Hadamard matrix) is perfect.  With a phantom in the stationary seat the
deviation is ``|A(d) + f(d) + f(-d) + 1| / 2``.  Without an ideal pattern a
seeded local search over the starter pairs' directions keeps the largest
deviation and then the sum of squares as small as it can.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass
from fractions import Fraction
from itertools import combinations

from .model import Movement
from .roomsquare import RoomSquare


@dataclass(frozen=True)
class Balance:
    """How far the comparisons are from ideal, in rounds of trays."""

    largest: Fraction
    rms: float

    @property
    def perfect(self) -> bool:
        return self.largest == 0


def balance(movement: Movement) -> Balance:
    """Largest and root-mean-square ``|c - ideal|`` over all pairs of pairs,
    divided by the trays per round."""
    played: dict[int, list[tuple[int, int]]] = {}      # tray -> [(pair, +1 N-S / -1 E-W)]
    for play in movement.plays():
        played.setdefault(play.tray, []).extend(
            [(p, 1) for p in play.ns] + [(p, -1) for p in play.ew])
    twice_gap: dict[tuple[int, int], int] = {}       # 2c - (both played - opposed)
    for holders in played.values():
        holders.sort()
        for (p, dp), (q, dq) in combinations(holders, 2):
            twice_gap[p, q] = twice_gap.get((p, q), 0) + dp * dq
    # Opposed trays count -1 each above, but belong in neither side: add them back.
    for play in movement.plays():
        for p in play.ns:
            for q in play.ew:
                key = (min(p, q), max(p, q))
                twice_gap[key] += 1
    per_round = movement.trays_per_round
    pairs = range(1, movement.entrants + 1)
    gaps = [Fraction(abs(twice_gap.get((p, q), 0)), 2 * per_round)
            for p, q in combinations(pairs, 2)]
    largest = max(gaps, default=Fraction(0))
    rms = math.sqrt(sum(g * g for g in gaps) / len(gaps)) if gaps else 0.0
    return Balance(largest, rms)


def orient(square: RoomSquare, pattern, phantom: bool, seed: int = 0) -> tuple[int, ...]:
    """The direction of every starter pair: +1 puts its first pair N-S.

    ``pattern`` is an ideal pattern the starter is split by, or None.  For the
    full schedule it is used as it stands (perfect); with a phantom, or
    without one, the local search improves on it.
    """
    if pattern is not None and not phantom:
        return tuple(pattern[u] for u, _ in square.starter)
    start = [pattern[u] for u, _ in square.starter] if pattern is not None else None
    return _Search(square, phantom, random.Random(seed), start).run()


class _Search:
    """Iterated steepest descent over the starter pairs' directions."""

    def __init__(self, square: RoomSquare, phantom: bool, rng: random.Random, start):
        self.group = square.group
        self.starter = square.starter
        self.phantom = phantom
        self.rng = rng
        q = self.group.order
        self.shifts = [d for d in range(1, q) if d <= self.group.negatives[d]]
        bits = start or [rng.choice((1, -1)) for _ in self.starter]
        self.f = [-1] * q
        for b, (u, v) in zip(bits, self.starter):
            self.f[u], self.f[v] = b, -b
        g, f = self.group, self.f
        self.a = [sum(f[u] * f[g.add(u, d)] for u in range(q)) for d in range(q)]

    def score(self, a) -> tuple[int, int]:
        f, neg = self.f, self.group.negatives
        gaps = [abs(a[d] + 1 + (f[d] + f[neg[d]] if self.phantom else 0)) for d in self.shifts]
        return max(gaps), sum(x * x for x in gaps)

    def flipped(self, i: int) -> list[int]:
        """The autocorrelation after flipping starter pair ``i`` (f flipped in place)."""
        g, f = self.group, self.f
        moved = self.starter[i]
        a = list(self.a)
        for d in range(1, g.order):
            change = 0
            for x in moved:
                y = g.add(x, d)
                if y not in moved:
                    change += f[x] * f[y]
                w = g.sub(x, d)
                if w not in moved:
                    change += f[w] * f[x]
            a[d] -= 2 * change
        for x in moved:
            f[x] = -f[x]
        return a

    def flip(self, i: int) -> None:
        self.a = self.flipped(i)

    def unflip(self, i: int) -> None:
        for x in self.starter[i]:
            self.f[x] = -self.f[x]

    def descend(self) -> tuple[int, int]:
        current = self.score(self.a)
        while True:
            best, choice = current, None
            for i in range(len(self.starter)):
                trial = self.score(self.flipped(i))
                self.unflip(i)
                if trial < best:
                    best, choice = trial, i
            if choice is None:
                return current
            self.flip(choice)
            current = best

    def run(self, rounds: int = 40) -> tuple[int, ...]:
        best = self.descend()
        best_f = list(self.f)
        for _ in range(rounds):
            if best[0] == 0:
                break
            for i in self.rng.sample(range(len(self.starter)), min(3, len(self.starter))):
                self.flip(i)
            found = self.descend()
            if found < best:
                best, best_f = found, list(self.f)
            else:
                self._restore(best_f)
        return tuple(best_f[u] for u, _ in self.starter)

    def _restore(self, f) -> None:
        g = self.group
        self.f[:] = f
        self.a = [sum(f[u] * f[g.add(u, d)] for u in range(g.order)) for d in range(g.order)]
