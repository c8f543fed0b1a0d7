"""Comparison balance: does every entrant hold the same cards as every other equally often?

Two entrants are *compared* on a tray when they held the same cards (the same
direction, N-S or E-W) at different tables.  For two entrants p and q::

    c(p, q)     = trays on which they were compared
    ideal(p, q) = (trays both played - trays they opposed - trays they partnered) / 2

(partnering only happens in individual movements).  Of the trays both played at
different tables, half should find them in the same direction.  A movement is
perfectly balanced when c = ideal for every two entrants; the figures are given
in *rounds* (divided by the trays per round) so that movements with two or
three trays a round can be compared.  Mitchell pairs are only compared within
their own direction, which is exactly the weakness Howell's and Safford's
systems were invented to remove (seed 004 line 703).

Each entrant's trays are kept as bit sets (Python ints), so two entrants'
shared trays are one ``&`` and ``bit_count``: 64 pairs over 189 trays take a
few milliseconds.
"""

from __future__ import annotations

import math
from collections import Counter
from dataclasses import dataclass
from fractions import Fraction

from movements.model import Movement


@dataclass(frozen=True)
class Balance:
    """How far the comparisons are from ideal, in rounds.

    ``largest`` is the largest |c - ideal| over all two entrants (exact),
    ``rms`` the root-mean-square deviation, ``worst`` two entrants at the
    largest deviation (``None`` when perfect).
    """

    largest: Fraction
    rms: float
    trays_per_round: int
    worst: tuple[int, int] | None = None

    @property
    def perfect(self) -> bool:
        return self.largest == 0

    def __str__(self) -> str:
        if self.perfect:
            return "perfect (every two entrants compared equally often)"
        return (f"largest deviation {float(self.largest):.2f} rounds, "
                f"RMS {self.rms:.2f} rounds")


def balance(movement: Movement) -> Balance | None:
    """The comparison balance of ``movement``, or ``None`` when nothing is played."""
    per_round = movement.trays_per_round
    if per_round == 0:
        return None
    ns, ew, opposed, partnered = _holdings(movement)
    entrants = sorted(set(ns) | set(ew))
    if len(entrants) < 2:
        return None
    north_south = [ns.get(p, 0) for p in entrants]
    east_west = [ew.get(p, 0) for p in entrants]
    played = [a | b for a, b in zip(north_south, east_west)]
    largest, worst, square_sum, count = 0, None, 0, 0
    for i, p in enumerate(entrants):
        ns_p, ew_p, played_p = north_south[i], east_west[i], played[i]
        for j in range(i + 1, len(entrants)):
            key = (p, entrants[j])
            together = partnered.get(key, 0) if partnered else 0
            compared = (ns_p & north_south[j]).bit_count() + (ew_p & east_west[j]).bit_count() - together
            apart = (played_p & played[j]).bit_count() - opposed.get(key, 0) - together
            twice_deviation = abs(2 * compared - apart)       # 2 * |c - ideal|
            square_sum += twice_deviation * twice_deviation
            count += 1
            if twice_deviation > largest:
                largest, worst = twice_deviation, key
    return Balance(
        largest=Fraction(largest, 2 * per_round),
        rms=math.sqrt(square_sum / count) / (2 * per_round),
        trays_per_round=per_round,
        worst=worst,
    )


def _holdings(movement: Movement):
    """Per entrant the trays held N-S and E-W (bit sets), and per two entrants
    the trays they opposed and partnered (counters keyed by (low, high))."""
    ns: dict[int, int] = {}
    ew: dict[int, int] = {}
    opposed: Counter = Counter()
    partnered: Counter = Counter()
    for rnd in movement.rounds:
        for table in rnd.tables:
            if not table.played:
                continue                                  # an empty seat: not played here
            north_south, east_west = table.ns_side, table.ew_side
            mask, count = 0, len(table.trays)
            for tray in table.trays:
                mask |= 1 << tray
            for p in north_south:
                ns[p] = ns.get(p, 0) | mask
            for p in east_west:
                ew[p] = ew.get(p, 0) | mask
            for a in north_south:
                for b in east_west:
                    opposed[(a, b) if a < b else (b, a)] += count
            for a, b in (north_south, east_west) if table.individual else ():
                partnered[(a, b) if a < b else (b, a)] += count
    return ns, ew, opposed, partnered
