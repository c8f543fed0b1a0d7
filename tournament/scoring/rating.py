"""Each member's rating from every evening played, whatever its form and partner.  No Django.

Modelled on the English Bridge Union's National Grading Scheme, which grades
bridge players from their pairs' percentages: a rating is the percentage a
member would be expected to score with a partner of the same rating against
a field of average (50) players.  docs/ladders.md works an example by hand.

Evenings are taken in date order.  Everyone starts at ``START`` (50) held
with the weight of ``PRIOR_TRAYS`` trays, so that one evening cannot move a
newcomer all the way.  For each evening, with every rating as it stood
before it:

1. the field's strength ``F`` is the mean rating of everyone who played;
2. the side's percentage ``P`` (the evening's matchpoint percentage,
   :mod:`tournament.scoring.season`) is adjusted for the field:
   ``A = P + (F - 50)``: 55% against a field of 52 is worth 57;
3. the member's performance: with a partner, the pair's adjusted percentage
   is taken as the mean of the two players' strengths, so the member's share
   is ``2A - partner's rating``; at an individuals evening, where the
   partners change every round, it is ``A`` itself; kept within 0 and 100;
4. the new rating is the mean of the old one (weight ``W`` trays) and the
   performance (weight ``t``, the trays played that evening):
   ``R' = (R * W + perf * t) / (W + t)``; the weight grows to ``W + t`` but no
   further than ``MEMORY_TRAYS``, so that old evenings fade as new ones come.
   The rating is kept to four decimals, and worked in floating point, so that a
   club's whole history is quick to rate on every read.

A team of four's percentage is its two pairs' (season.py), and a member of it
is rated with his own pair's partner.  A rating held with fewer than
``SETTLED_TRAYS`` trays of evidence (prior excluded) is shown as provisional.
"""

from __future__ import annotations

import datetime
from collections.abc import Hashable, Iterable
from dataclasses import dataclass
from fractions import Fraction

START = Fraction(50)
PRIOR_TRAYS = 24
MEMORY_TRAYS = 240
SETTLED_TRAYS = 48


@dataclass(frozen=True)
class Performance:
    """One member's evening: the side's percentage, his partner (None at individuals), the
    trays he played."""

    who: Hashable
    percentage: Fraction
    trays: int
    partner: Hashable | None = None


@dataclass(frozen=True)
class RatedEvening:
    """An evening to rate: every member's performance in it."""

    event: Hashable
    date: datetime.date
    performances: tuple[Performance, ...]


@dataclass(frozen=True)
class Step:
    """How one evening moved one member's rating, every figure of the arithmetic kept."""

    event: Hashable
    percentage: float
    field: float               # F: the field's mean rating before the evening
    adjusted: float            # A = P + (F - 50)
    partner: float | None      # the partner's rating before the evening
    performance: float         # 2A - partner, or A; within 0 and 100
    trays: int
    before: float
    weight: int                # W: the trays the rating before held (prior included)
    after: float               # to four decimals

    @property
    def evidence(self) -> int:
        """The trays of play the rating after this evening rests on (the prior excluded)."""
        return min(self.weight + self.trays, MEMORY_TRAYS) - PRIOR_TRAYS


def rate(evenings: Iterable[RatedEvening]) -> dict[Hashable, list[Step]]:
    """Each member's steps, oldest first (evenings in date order, then as given).

    In floating point (a club's whole history is rated on every read of a member's page),
    each rating rounded to four decimals."""
    held: dict[Hashable, tuple[float, int]] = {}
    start = (float(START), PRIOR_TRAYS)
    steps: dict[Hashable, list[Step]] = {}
    for evening in sorted(evenings, key=lambda e: e.date):
        if not evening.performances:
            continue
        before = {p.who: held.get(p.who, start) for p in evening.performances}
        field = sum(rating for rating, _ in before.values()) / len(before)
        for p in evening.performances:
            rating, weight = before[p.who]
            percentage = float(p.percentage)
            adjusted = percentage + field - 50
            partner = None
            if p.partner is not None:
                partner = (before.get(p.partner) or held.get(p.partner) or start)[0]
                performance = 2 * adjusted - partner
            else:
                performance = adjusted
            performance = min(max(performance, 0.0), 100.0)
            trays = max(p.trays, 0)
            after = round((rating * weight + performance * trays) / (weight + trays), 4) \
                if weight + trays else rating
            steps.setdefault(p.who, []).append(Step(evening.event, percentage, field, adjusted, partner,
                                                    performance, trays, rating, weight, after))
            held[p.who] = (after, min(weight + trays, MEMORY_TRAYS))
    return steps


def provisional(steps: list[Step]) -> bool:
    """Whether a rating rests on fewer than SETTLED_TRAYS trays of play."""
    return not steps or steps[-1].evidence < SETTLED_TRAYS
