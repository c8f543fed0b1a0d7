"""What scoring produces: ranked rows, matches, the tray recap and score cards.

These dataclasses are the contract for printing, the web pages and the
exports; :meth:`Standings.to_json` writes the `whist-standings/1` format (with
the extra keys ``recap``, ``cards``, ``averages`` and ``notes``).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any, TypeVar

from tournament.scoring.registry import METHODS
from tournament.scoring.rounding import fraction_text, number

STANDINGS_FORMAT = "whist-standings/1"


@dataclass(frozen=True)
class Row:
    """One entrant's line in the standings.

    ``score`` is the shown score (rounded averages; tricks lost for
    individual-loss; matches won for teams, an int or a Fraction for halves;
    a percentage for matchpoints) and ``exact`` the same from exact averages.
    ``pairs`` names a team's pairs, ``((pair, name), ...)``, N-S pair first.
    """

    rank: int
    entrant: int
    name: str
    direction: str | None
    tricks: int
    score: int | Fraction
    exact: Fraction
    net_tricks: Fraction | None = None
    losses: int | None = None
    extra: dict = field(default_factory=dict)
    pairs: tuple[tuple[int, str], ...] = ()

    @property
    def label(self) -> str:
        return self.name or str(self.entrant)

    @property
    def pairs_text(self) -> str:
        """A team's pairs as the room knows them: "Alice & Bob; Carol & Dan" ("" if unnamed)."""
        if not any(name for _, name in self.pairs):
            return ""
        return "; ".join(name or f"Pair {pair}" for pair, name in self.pairs)

    def to_json(self) -> dict:
        doc: dict[str, Any] = {"rank": self.rank, "entrant": self.entrant}
        if self.name:
            doc["name"] = self.name
        if self.direction:
            doc["direction"] = self.direction
        doc.update({"tricks": self.tricks, "score": number(self.score),
                    "exact": fraction_text(self.exact)})
        if self.net_tricks is not None:
            doc["net_tricks"] = number(self.net_tricks)
        if self.losses is not None:
            doc["losses"] = self.losses
        if self.pairs_text:
            doc["pair_names"] = {str(pair): name for pair, name in self.pairs if name}
        doc.update(self.extra)
        return doc


@dataclass(frozen=True)
class Match:
    """Two competitors compared on the same cards: ``winner`` is None for a half match."""

    a: int | str
    b: int | str
    trays: tuple[int, ...]
    a_tricks: int | Fraction
    b_tricks: int | Fraction
    winner: int | str | None
    label: str = ""

    @property
    def margin(self) -> Fraction:
        """A's tricks minus half the match total (B's margin is the negative)."""
        return Fraction(self.a_tricks - self.b_tricks, 2)

    def to_json(self) -> dict:
        doc = {"a": self.a, "b": self.b, "trays": list(self.trays), "a_tricks": self.a_tricks,
               "b_tricks": self.b_tricks, "winner": self.winner}
        if self.label:
            doc["set"] = self.label
        return doc


@dataclass(slots=True)
class RecapLine:
    """One table's play of a tray: tricks as made, the scores counted, marks, ±.

    ``*_score`` is what the side is finally credited with (after the revoke
    penalty or the adjustment); ``*_diff`` is that score against the deal
    average of the side's direction (None when the tray was not played here).
    """

    round: int
    table: int
    ns: tuple[int, ...]
    ew: tuple[int, ...]
    ns_made: int | None
    ew_made: int | None
    ns_score: int | None
    ew_score: int | None
    ns_exact: Fraction | None
    ew_exact: Fraction | None
    ns_mark: str
    ew_mark: str
    adjusted: str | None
    ns_diff: int | None
    ew_diff: int | None
    note: str = ""

    def to_json(self) -> dict:
        return {"round": self.round, "table": self.table, "ns": list(self.ns), "ew": list(self.ew),
                "ns_made": self.ns_made, "ew_made": self.ew_made,
                "ns_score": self.ns_score, "ew_score": self.ew_score,
                "ns_mark": self.ns_mark, "ew_mark": self.ew_mark, "adjusted": self.adjusted,
                "ns_diff": self.ns_diff, "ew_diff": self.ew_diff, "note": self.note}


@dataclass(frozen=True)
class TrayRecap:
    """Every table's result on one tray with the deal averages of each direction."""

    tray: int
    average_ns: int | None
    average_ew: int | None
    exact_ns: Fraction | None
    exact_ew: Fraction | None
    lines: tuple[RecapLine, ...]

    def to_json(self) -> dict:
        return {"tray": self.tray, "average_ns": self.average_ns, "average_ew": self.average_ew,
                "exact_ns": _exact(self.exact_ns), "exact_ew": _exact(self.exact_ew),
                "lines": [line.to_json() for line in self.lines]}


@dataclass(slots=True)
class CardLine:
    """One tray on an entrant's score card.

    ``side`` holds the entrants who held the cards (the pair; the two partners
    for individuals), ``opponents`` those against them.
    """

    tray: int
    round: int
    table: int
    direction: str
    opponents: tuple[int, ...]
    tricks: int | None
    diff: int | None
    mark: str = ""
    adjusted: str | None = None
    side: tuple[int, ...] = ()

    def to_json(self) -> dict:
        return {"tray": self.tray, "round": self.round, "table": self.table,
                "direction": self.direction, "side": list(self.side),
                "opponents": list(self.opponents),
                "tricks": self.tricks, "diff": self.diff, "mark": self.mark,
                "adjusted": self.adjusted}


class Cards(Mapping):
    """Entrant -> score card, built the first time it is asked for.

    A standings page needs no score cards and a card page needs one, so the
    cards of a big session are not made until someone looks.
    """

    def __init__(self, build):
        self._build, self._cards = build, None

    def _all(self) -> dict:
        if self._cards is None:
            self._cards, self._build = self._build(), None
        return self._cards

    def __getitem__(self, entrant):
        return self._all()[entrant]

    def __iter__(self):
        return iter(self._all())

    def __len__(self) -> int:
        return len(self._all())

    def __repr__(self) -> str:
        return f"Cards({self._all()!r})"


class Recap(Sequence):
    """The tray recap (a :class:`TrayRecap` a tray), built the first time it is read.

    A standings page shows no recap, and a 60-table event's recap is 7,200 lines.
    """

    def __init__(self, build):
        self._build, self._trays = build, None

    def _all(self) -> tuple:
        if self._trays is None:
            self._trays, self._build = tuple(self._build()), None
        return self._trays

    def __getitem__(self, index):
        return self._all()[index]

    def __len__(self) -> int:
        return len(self._all())

    def __eq__(self, other) -> bool:
        return isinstance(other, Sequence) and self._all() == tuple(other)

    def __repr__(self) -> str:
        return f"Recap({self._all()!r})"


@dataclass(frozen=True)
class Standings:
    """The scored session.  ``lower_wins`` is True when fewer is better (tricks lost).

    ``cards`` has a score card for every entrant of ``rows`` (a team's card
    holds the trays of its pairs).
    """

    method: str
    rows: tuple[Row, ...]
    matches: tuple[Match, ...] = ()
    recap: Sequence = ()
    cards: Mapping = field(default_factory=dict)
    averages: dict = field(default_factory=dict)
    notes: tuple[str, ...] = ()
    name: str = ""
    date: str | None = None
    laws: str = "1900"

    @property
    def team_method(self) -> bool:
        """The method ranks teams, with matches and net tricks."""
        return METHODS[self.method].team

    @property
    def lower_wins(self) -> bool:
        """Fewer is better (tricks lost), as the method's registry entry says."""
        return METHODS[self.method].lower_wins

    def row(self, entrant) -> Row:
        for row in self.rows:
            if row.entrant == entrant:
                return row
        raise KeyError(f"no entrant {entrant} in the standings")

    def to_json(self) -> dict:
        doc: dict[str, Any] = {"format": STANDINGS_FORMAT, "method": self.method, "name": self.name,
               "date": self.date, "laws": self.laws,
               "standings": [row.to_json() for row in self.rows]}
        if self.team_method:
            doc["matches"] = [m.to_json() for m in self.matches]
        doc["averages"] = {k: {"shown": shown, "exact": fraction_text(exact)}
                           for k, (shown, exact) in self.averages.items()}
        doc["notes"] = list(self.notes)
        doc["recap"] = [t.to_json() for t in self.recap]
        doc["cards"] = {str(k): [c.to_json() for c in v] for k, v in sorted(self.cards.items())}
        return doc


Ranked = TypeVar("Ranked")


def ranked(entries: Sequence[Ranked], key: Callable[[Ranked], Any]) -> list[tuple[int, Ranked]]:
    """Sort ``entries`` best first by ``key`` and give shared places: 1, 2, 2, 4.

    ``key(entry)`` must grow with merit; entries with equal keys share a place.
    """
    ordered = sorted(entries, key=key, reverse=True)
    places: list[tuple[int, Ranked]] = []
    previous: object = object()
    place = 0
    for index, entry in enumerate(ordered, 1):
        k = key(entry)
        if k != previous:
            place, previous = index, k
        places.append((place, entry))
    return places


def _exact(value: Fraction | None) -> str | None:
    return None if value is None else fraction_text(value)
