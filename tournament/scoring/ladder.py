"""A season's ladder: members (or fixed pairs) ranked across evenings. No Django here.

Each evening credits every competitor who played in it with one figure of
the pair, team or seat they played in: the evening's matchpoint percentage
or its place points (:mod:`tournament.scoring.season`), never the evening's
own score, whose scale depends on the method, the trays and the field.  A
ladder takes the forms it names (pairs, teams, individuals); an evening it
cannot compare is left out with the reason (:meth:`Rule.refusal`).  Its rule
then totals the credits, keeps the best N of them (their total or their
average), or averages them over the events played, a competitor needing a
minimum number of events to be ranked.  docs/ladders.md has the rules with
worked examples.

Ties are broken as an evening breaks them (spec §2): first on the shown
scores, then on the exact ones ("by the fraction of a trick"); still tied,
the competitors share the place (1, 2, 2, 4).
"""

from __future__ import annotations

import datetime
import math
from collections.abc import Hashable, Iterable
from dataclasses import dataclass
from enum import Enum
from fractions import Fraction

from movements.model import FORMS
from tournament.scoring.standings import ranked

LADDER_FORMAT = "whist-ladder/1"


class Kind(str, Enum):
    """How a competitor's credits make the ladder's score."""

    TOTAL = "total"
    BEST = "best"
    BEST_AVERAGE = "best-average"
    AVERAGE = "average"

    @property
    def label(self) -> str:
        """The rule as the director's ladder form names it."""
        return KIND_TITLES[self]


KIND_TITLES = {Kind.TOTAL: "Total over the season", Kind.BEST: "Total of the best N events",
               Kind.BEST_AVERAGE: "Average of the best N events",
               Kind.AVERAGE: "Average per event played"}


class Figure(str, Enum):
    """What an evening credits: its matchpoint percentage, or its place points."""

    PERCENTAGE = "percentage"
    POINTS = "points"

    @property
    def label(self) -> str:
        """The figure as the director's ladder form names it."""
        return FIGURE_TITLES[self]


FIGURE_TITLES = {Figure.PERCENTAGE: "Percentage (matchpoints on every tray)",
                 Figure.POINTS: "Place points (one for each entrant placed below)"}
FORM_NOUNS = {"pairs": "a pairs evening", "teams": "a teams evening",
              "individuals": "an individuals evening"}


@dataclass(frozen=True)
class Rule:
    """The ladder's rule: ``n`` counts for the best-N kinds; ``minimum`` events to be ranked;
    the ``figure`` each evening credits; the ``forms`` of evening it takes; ``fixed_pairs``
    when it ranks pairs that keep their partner rather than players."""

    kind: Kind = Kind.TOTAL
    n: int | None = None
    minimum: int = 1
    figure: Figure = Figure.PERCENTAGE
    forms: frozenset = frozenset(FORMS)
    fixed_pairs: bool = False

    def __post_init__(self):
        if self.kind in (Kind.BEST, Kind.BEST_AVERAGE) and not (self.n and self.n >= 1):
            raise ValueError("best N needs N of at least 1")
        if self.minimum < 0:
            raise ValueError("the minimum number of events cannot be negative")
        if not self.forms or not set(self.forms) <= set(FORMS):
            raise ValueError(f"a ladder takes one or more of {', '.join(FORMS)}")

    @property
    def best_n(self) -> bool:
        return self.kind in (Kind.BEST, Kind.BEST_AVERAGE)

    def describe(self) -> str:
        """The rule in words, for the page heading and the printout."""
        figure = {Figure.PERCENTAGE: "percentage", Figure.POINTS: "place points"}[self.figure]
        text = {Kind.TOTAL: f"total of the {figure} over the season",
                Kind.BEST: f"total of the {figure} of the best {self.n} events",
                Kind.BEST_AVERAGE: f"average {figure} of the best {self.n} events",
                Kind.AVERAGE: f"average {figure} per event played"}[self.kind]
        text += "; " + " and ".join(f for f in FORMS if f in self.forms) + " evenings"
        if self.minimum > 1:
            text += f"; ranked after {self.minimum} events"
        return text

    def refusal(self, form: str, left_out: str = "") -> str:
        """Why this ladder cannot compare an evening of ``form`` ("" when it can); ``left_out``
        is the evening's own reason for having no figures (a match between two clubs)."""
        if left_out:
            return left_out
        if form not in self.forms:
            takes = " and ".join(f for f in FORMS if f in self.forms)
            return f"{FORM_NOUNS[form]}: this ladder takes {takes} evenings"
        if self.fixed_pairs and form == "individuals":
            return "an individuals evening has no fixed pairs: this ladder ranks pairs"
        return ""


@dataclass(frozen=True)
class Credit:
    """What one competitor earned in one event: the shown figure, the exact one, the place
    in a field of ``field`` entrants (0: not said)."""

    who: Hashable
    score: Fraction
    exact: Fraction
    place: int
    field: int = 0


@dataclass(frozen=True)
class EventCredits:
    """One event of the season and every competitor's credit in it."""

    event: Hashable
    name: str
    date: datetime.date
    credits: tuple[Credit, ...]
    left_out: str = ""      # why the ladder cannot compare this evening; it then credits nothing


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
    field: int = 0


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
        if event.left_out:
            continue
        for credit in event.credits:
            played.setdefault(credit.who, []).append(
                Played(event.event, event.name, event.date, credit.place,
                       _fraction(credit.score), _fraction(credit.exact), True, credit.field))
    return played


def _fraction(value) -> Fraction:
    return value if type(value) is Fraction else Fraction(value)


def _counted(played: list[Played], rule: Rule) -> tuple[Played, ...]:
    """The competitor's events, each marked counted or not by the rule (best N keeps N)."""
    if not rule.best_n or rule.n is None or len(played) <= rule.n:
        return tuple(played)
    # The best by shown score, then exact; between equal ones the earlier event counts (a
    # stable sort keeps their order, reversed or not).
    order = sorted(range(len(played)), key=lambda i: (_fast(played[i].score), played[i].exact), reverse=True)
    kept = set(order[:rule.n])
    return tuple(p if i in kept else Played(p.event, p.name, p.date, p.place, p.score, p.exact, False, p.field)
                 for i, p in enumerate(played))


def _fast(value: Fraction):
    """A sort key equal in order to ``value``: a whole number of hundredths when it is one (every
    shown figure is), which compares far quicker than a fraction."""
    if 100 % value.denominator == 0:
        return value.numerator * (100 // value.denominator)
    return value * 100


def _score(played: tuple[Played, ...], rule: Rule) -> tuple[Fraction, Fraction]:
    """(shown, exact) by the rule over the counted events."""
    counted = [p for p in played if p.counted]
    shown = sum((p.score for p in counted), Fraction(0))
    exact = sum((p.exact for p in counted), Fraction(0))
    if rule.kind in (Kind.AVERAGE, Kind.BEST_AVERAGE) and counted:
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


def shown(value) -> str:
    """A ladder figure as read: whole, or to two decimals, a half up (73.215 reads 73.22)."""
    value = Fraction(value)
    if value.denominator == 1:
        return str(value.numerator)
    hundredths = math.floor(abs(value) * 100 + Fraction(1, 2))
    return f"{'-' if value < 0 else ''}{hundredths // 100}.{hundredths % 100:02d}"


def shown_figure(value: Fraction) -> Fraction:
    """The figure a ladder shows and adds for an exact one: to the hundredth, a half up
    (a percentage of 58.3333... reads and counts as 58.33; place points are whole or halves)."""
    value = _fraction(value)
    n, d = value.numerator, value.denominator
    return Fraction((200 * n + d) // (2 * d), 100)   # floor(100 n / d + 1/2), in whole numbers


def arithmetic(line: Standing, rule: Rule) -> str:
    """The sum a competitor's ladder score is, as the season page shows it:
    ``"62.50 + 58.33 + 55 = 175.83"`` or ``"(62.50 + 58.33) / 2 = 60.42"``; one event is its figure."""
    counted = [shown(p.score) for p in line.played if p.counted]
    if not counted:
        return "no event"
    if len(counted) == 1:
        return counted[0]
    terms = " + ".join(counted)
    if rule.kind in (Kind.AVERAGE, Kind.BEST_AVERAGE):
        return f"({terms}) / {len(counted)} = {shown(line.score)}"
    return f"{terms} = {shown(line.score)}"
