"""A season's ladder: members (or fixed pairs) ranked across evenings. No Django here.

Each event credits every competitor who played in it with the score of the
pair, team or seat they played in, as that event's own standings give it
(tricks above or below average, matches won for teams, tricks lost counted
as a minus).  A ladder's rule then totals the credits, keeps the best N of
them, or averages them over the events played, a competitor needing a
minimum number of events to be ranked.

Ties are broken as an evening breaks them (spec §2): first on the shown
scores, then on the exact ones ("by the fraction of a trick"); still tied,
the competitors share the place (1, 2, 2, 4).
"""

from __future__ import annotations

import datetime
from collections.abc import Hashable, Iterable
from dataclasses import dataclass
from enum import Enum
from fractions import Fraction

from tournament.scoring.standings import ranked

LADDER_FORMAT = "whist-ladder/1"


class Kind(str, Enum):
    """How a competitor's credits make the ladder's score."""

    TOTAL = "total"
    BEST = "best"
    AVERAGE = "average"

    @property
    def title(self) -> str:
        """The rule as the director's ladder form names it."""
        return KIND_TITLES[self]


KIND_TITLES = {Kind.TOTAL: "Total score over the season", Kind.BEST: "Best N events played",
               Kind.AVERAGE: "Average per event played"}


@dataclass(frozen=True)
class Rule:
    """The ladder's rule: ``n`` counts for ``best``; ``minimum`` events to be ranked."""

    kind: Kind = Kind.TOTAL
    n: int | None = None
    minimum: int = 1

    def __post_init__(self):
        if self.kind == Kind.BEST and not (self.n and self.n >= 1):
            raise ValueError("best N needs N of at least 1")
        if self.minimum < 0:
            raise ValueError("the minimum number of events cannot be negative")

    def describe(self) -> str:
        """The rule in words, for the page heading and the printout."""
        text = {Kind.TOTAL: "total score over the season",
                Kind.BEST: f"best {self.n} events played",
                Kind.AVERAGE: "average score per event played"}[self.kind]
        if self.minimum > 1:
            text += f"; ranked after {self.minimum} events"
        return text


@dataclass(frozen=True)
class Credit:
    """What one competitor earned in one event: the shown score, the exact one, the place."""

    who: Hashable
    score: Fraction
    exact: Fraction
    place: int


@dataclass(frozen=True)
class EventCredits:
    """One event of the season and every competitor's credit in it."""

    event: Hashable
    name: str
    date: datetime.date
    credits: tuple[Credit, ...]


@dataclass(frozen=True)
class Played:
    """A competitor's event on the ladder; ``counted`` is False for one best-N leaves out."""

    event: Hashable
    name: str
    date: datetime.date
    place: int
    score: Fraction
    exact: Fraction
    counted: bool = True


@dataclass(frozen=True)
class Standing:
    """A competitor's line on the ladder; ``rank`` is None while short of the minimum."""

    rank: int | None
    who: Hashable
    score: Fraction
    exact: Fraction
    played: tuple[Played, ...]

    @property
    def events(self) -> int:
        return len(self.played)


def _by_competitor(events: Iterable[EventCredits]) -> dict[Hashable, list[Played]]:
    played: dict[Hashable, list[Played]] = {}
    for event in sorted(events, key=lambda e: (e.date, str(e.event))):
        for credit in event.credits:
            played.setdefault(credit.who, []).append(
                Played(event.event, event.name, event.date, credit.place,
                       Fraction(credit.score), Fraction(credit.exact)))
    return played


def _counted(played: list[Played], rule: Rule) -> tuple[Played, ...]:
    """The competitor's events, each marked counted or not by the rule (best N keeps N)."""
    if rule.kind != Kind.BEST or len(played) <= rule.n:
        return tuple(played)
    # The best by shown score, then exact; between equal ones the earlier event counts.
    order = sorted(range(len(played)), key=lambda i: (-played[i].score, -played[i].exact, i))
    kept = set(order[:rule.n])
    return tuple(p if i in kept else Played(p.event, p.name, p.date, p.place, p.score, p.exact, False)
                 for i, p in enumerate(played))


def _score(played: tuple[Played, ...], rule: Rule) -> tuple[Fraction, Fraction]:
    """(shown, exact) by the rule over the counted events."""
    counted = [p for p in played if p.counted]
    shown = sum((p.score for p in counted), Fraction(0))
    exact = sum((p.exact for p in counted), Fraction(0))
    if rule.kind == Kind.AVERAGE and counted:
        return shown / len(counted), exact / len(counted)
    return shown, exact


def rank(events: Iterable[EventCredits], rule: Rule) -> tuple[Standing, ...]:
    """The ladder: ranked competitors best first, then those short of the minimum (unranked)."""
    lines = []
    for who, played in _by_competitor(events).items():
        marked = _counted(played, rule)
        shown, exact = _score(marked, rule)
        lines.append(Standing(None, who, shown, exact, marked))
    lines.sort(key=lambda s: str(s.who))

    def key(line: Standing):
        return (line.score, line.exact)

    eligible = [s for s in lines if s.events >= max(rule.minimum, 1)]
    short = [s for s in lines if s.events < max(rule.minimum, 1)]
    ranked_lines = [Standing(place, s.who, s.score, s.exact, s.played) for place, s in ranked(eligible, key)]
    return tuple(ranked_lines) + tuple(sorted(short, key=key, reverse=True))


def running_totals(played: Iterable[Played]) -> list[tuple[Played, Fraction]]:
    """Each event in date order with the running total of the shown scores counted so far."""
    total, out = Fraction(0), []
    for p in played:
        if p.counted:
            total += p.score
        out.append((p, total))
    return out
