"""Choosing some rounds of a complete schedule so that what is played stays fair.

A full Howell or whist tournament is often too long for one evening; the club
plays some of its rounds.  Which rounds (and, for pairs, which way round each
table sits) decides how evenly the evening compares and opposes the entrants.
This module is the search both short forms share: a seeded annealing over the
chosen rounds (swap one in, one out) and over per-table flips, minimising the
sum of each entrant-pair's *deviation* to the fourth power (so that one large
deviation costs more than many small ones: it approximates the largest), plus,
when the caller asks (``spread``), a weight of the squares (the RMS): the
partial Howell's spread, near full length, was otherwise no better than a
random choice of rounds.

The caller describes the schedule as *cells*: per round a list of
``(flippable, side_a, side_b, unit)`` where ``unit`` is the tray set the table
plays (or ``None``), and gives what two entrants add to their sum through
``pair_terms``.  Everything is integers and dicts: the pure core stays pure.
"""

from __future__ import annotations

import math
import random
import zlib
from dataclasses import dataclass
from typing import Callable, Sequence

HOT, COLD = 30.0, 0.3      # annealing temperatures, in units of D⁴ (a step 1 -> 2 costs 15)
FLIP_SHARE = 0.85          # of the steps, when tables may flip: a swap of rounds costs far more

# A table of one round: (flippable, side_a, side_b, unit); unit may be None.
Cell = tuple[bool, tuple[int, ...], tuple[int, ...], int | None]


@dataclass
class Choice:
    """The rounds chosen (indices into the schedule, in order) and the flipped cells."""

    rounds: list[int]
    flipped: set[tuple[int, int]]      # (round index, cell index) whose sides swap
    energy: int


def choose(schedule: Sequence[Sequence[Cell]], count: int, pair_terms: Callable,
           allowed: Callable[[list[int]], bool], seed: int, steps: int,
           flips: bool, start: dict[tuple[int, int], int] | None = None,
           spread: int = 0) -> Choice:
    """Choose ``count`` rounds of ``schedule`` (and flips) minimising the energy.

    ``pair_terms(schedule, r, i, flipped, present)`` yields ``((p, q), value)``:
    what table ``i`` of round ``r`` adds to the running sum ``D[p, q]`` against the rounds in
    ``present``.  ``allowed(rounds)`` says whether a selection is acceptable
    (e.g. every tray set played at least twice).  ``flips``: tables may swap sides.
    ``start``: the sums before any round is chosen (minus a target, so that the energy
    measures the distance from it; zero when not given).  ``spread`` weighs the sum of
    the squares too (the RMS), beside the fourth powers (the largest).
    """
    state = _State(schedule, pair_terms, start or {}, spread)
    rng = random.Random(seed)
    total = len(schedule)
    chosen = _first_allowed(total, count, allowed, rng)
    for r in chosen:
        state.add(r)
    out = [r for r in range(total) if r not in set(chosen)]
    best = Choice(sorted(chosen), set(state.flipped), state.energy)
    temperature = HOT
    cooling = (COLD / HOT) ** (1 / max(1, steps))
    flippable = [(r, i) for r in range(total) for i, cell in enumerate(schedule[r]) if cell[0]]
    for _ in range(steps):
        temperature *= cooling
        before = state.energy
        if flips and flippable and (not out or rng.random() < FLIP_SHARE):
            r, i = rng.choice(flippable)
            state.flip(r, i)
            undo = lambda r=r, i=i: state.flip(r, i)       # noqa: E731
        elif out:
            a, b = rng.randrange(len(chosen)), rng.randrange(len(out))
            trial = sorted(chosen[:a] + chosen[a + 1:] + [out[b]])
            if not allowed(trial):
                continue
            state.remove(chosen[a])
            state.add(out[b])
            chosen[a], out[b] = out[b], chosen[a]

            def undo(a=a, b=b):
                state.remove(chosen[a])
                state.add(out[b])
                chosen[a], out[b] = out[b], chosen[a]
        else:
            break
        delta = state.energy - before
        if delta > 0 and rng.random() >= math.exp(-delta / temperature):
            undo()
        elif state.energy < best.energy:
            best = Choice(sorted(chosen), set(state.flipped), state.energy)
    return best


def fingerprint(schedule) -> int:
    """A checksum of a full schedule: stored round indices are only read against it."""
    return zlib.crc32(repr(schedule).encode())


def _first_allowed(total: int, count: int, allowed, rng: random.Random) -> list[int]:
    """The first ``count`` rounds if allowed, else random selections until one is."""
    chosen = list(range(count))
    for _ in range(2000):
        if allowed(sorted(chosen)):
            return chosen
        chosen = rng.sample(range(total), count)
    raise LookupError("no selection of rounds keeps every tray played twice")


class _State:
    """The running sums D[p, q] of the chosen rounds and their energy (sum of D⁴).

    ``pair_terms`` gives the terms a table adds against the rounds in
    ``present``; adding and removing are symmetric, and flipping a table
    negates its terms.
    """

    def __init__(self, schedule, pair_terms, start: dict[tuple[int, int], int], spread: int = 0):
        self.schedule = schedule
        self.pair_terms = pair_terms
        self.spread = spread
        self.values: dict[tuple[int, int], int] = dict(start)
        self.energy = sum(v ** 4 + spread * v * v for v in start.values())
        self.present: set[int] = set()
        self.flipped: set[tuple[int, int]] = set()

    def _bump(self, key, by: int) -> None:
        old = self.values.get(key, 0)
        new = old + by
        self.values[key] = new
        self.energy += new ** 4 - old ** 4 + self.spread * (new * new - old * old)

    def _apply(self, r: int, sign: int, cells=None) -> None:
        for i in cells if cells is not None else range(len(self.schedule[r])):
            for key, value in self.pair_terms(self.schedule, r, i, self.flipped, self.present):
                self._bump(key, sign * value)

    def add(self, r: int) -> None:
        self._apply(r, 1)
        self.present.add(r)

    def remove(self, r: int) -> None:
        self.present.discard(r)
        self._apply(r, -1)

    def flip(self, r: int, i: int) -> None:
        """Swap the sides of table ``i`` of round ``r``: its terms change sign."""
        if r in self.present:
            self.present.discard(r)
            self._apply(r, -2, (i,))
            self.present.add(r)
        self.flipped ^= {(r, i)}
