"""The movement as plain data: rounds -> tables -> seats and trays.

A movement says, for every round, who sits where at every table and which trays
that table plays, in slot order.  It is the `whist-movement/1` exchange format
(``../shared/spec/movements.md``) as frozen dataclasses, with ``to_json`` and
``from_json``.  Nothing here knows how a movement was generated or whether it is
correct: that is :mod:`movements.check`.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field, replace
from functools import cached_property
from typing import Any, Iterator, Mapping

from movements.errors import MovementError

FORMAT = "whist-movement/1"
FORMS = {"pairs": "Pairs", "teams": "Teams of four", "individuals": "Individuals"}
"""The forms of play a movement serves, and what a director calls each."""
PAIR_SEATS = ("ns", "ew")
PLAYER_SEATS = ("n", "s", "e", "w")


@dataclass(frozen=True)
class Table:
    """One table in one round: who sits there and the trays it plays, in slot order.

    Pairs and teams fill ``ns`` and ``ew`` (pair numbers); individuals fill
    ``n``, ``s``, ``e``, ``w`` (player numbers).  ``None`` is an empty seat
    (phantom pair, dummy table): the trays are still listed because they travel.
    """

    table: int
    trays: tuple[int, ...]
    ns: int | None = None
    ew: int | None = None
    n: int | None = None
    s: int | None = None
    e: int | None = None
    w: int | None = None
    individual: bool = False

    @property
    def ns_side(self) -> tuple[int, ...]:
        """The entrants holding the N-S cards (empty when nobody sits there)."""
        seats = (self.n, self.s) if self.individual else (self.ns,)
        return tuple(x for x in seats if x is not None)

    @property
    def ew_side(self) -> tuple[int, ...]:
        """The entrants holding the E-W cards (empty when nobody sits there)."""
        seats = (self.e, self.w) if self.individual else (self.ew,)
        return tuple(x for x in seats if x is not None)

    @property
    def played(self) -> bool:
        """True when both sides are seated, so the trays are really played here."""
        if self.individual:
            return None not in (self.n, self.s, self.e, self.w)
        return self.ns is not None and self.ew is not None

    def seats(self) -> dict[str, int | None]:
        """Seat name -> entrant, in the order of the exchange format."""
        names = PLAYER_SEATS if self.individual else PAIR_SEATS
        return {name: getattr(self, name) for name in names}

    def reseated(self, seats: Mapping[str, int | None]) -> Table:
        """This table with the named seats (``ns``, ``ew``; ``n`` ... ``w``) given to other
        entrants (None: left empty)."""
        unknown = set(seats) - set(self.seats())
        if unknown:
            raise ValueError(f"a table of this kind has no seat {sorted(unknown)[0]!r}")
        changes: dict[str, Any] = dict(seats)
        return replace(self, **changes)

    def to_json(self) -> dict:
        return {"table": self.table, **self.seats(), "trays": list(self.trays)}


@dataclass(frozen=True)
class Round:
    """One round: every table's seating and trays, and who sits out."""

    round: int
    tables: tuple[Table, ...]
    idle: tuple[int, ...] = ()

    def table(self, number: int) -> Table:
        for t in self.tables:
            if t.table == number:
                return t
        raise KeyError(f"round {self.round} has no table {number}")

    def to_json(self) -> dict:
        return {
            "round": self.round,
            "tables": [t.to_json() for t in self.tables],
            "idle": list(self.idle),
        }


@dataclass(frozen=True)
class Play:
    """One tray in one slot at one table: the unit a result is entered for."""

    round: int
    table: int
    slot: int
    tray: int
    ns: tuple[int, ...]
    ew: tuple[int, ...]


@dataclass(frozen=True)
class Stop:
    """Where a tray goes next: the table that has it in ``round``."""

    round: int
    table: int


@dataclass(frozen=True)
class Movement:
    """A whole movement in the `whist-movement/1` format.

    ``teams`` maps a team number to ``(home N-S pair, home E-W pair)`` for the
    teams form and is ``None`` otherwise.  ``variant`` and ``description`` are
    extra keys of the format: other programs may ignore them.
    """

    system: str
    form: str
    entrants: int
    tables: int
    trays: int
    rounds: tuple[Round, ...]
    teams: dict[int, tuple[int, int]] | None = None
    variant: str | None = None
    description: str = ""
    extra: dict = field(default_factory=dict, compare=False)

    @property
    def is_individual(self) -> bool:
        return self.form == "individuals"

    @property
    def trays_per_round(self) -> int:
        """The largest number of trays any table plays in a round."""
        return max((len(t.trays) for r in self.rounds for t in r.tables), default=0)

    @property
    def trays_at_a_table(self) -> int:
        """The evening's length in trays: each round, the most trays any table plays.  Less than
        :attr:`trays` where each table plays only some of them (a club match, a Harvard, a
        partial Howell)."""
        return sum(max((len(t.trays) for t in r.tables), default=0) for r in self.rounds)

    def round(self, number: int) -> Round:
        for r in self.rounds:
            if r.round == number:
                return r
        raise KeyError(f"the movement has no round {number}")

    def plays(self, include_unplayed: bool = False, table: int | None = None) -> Iterator[Play]:
        """Every tray played at every table (or at ``table`` only), round by round, slot by slot.

        Tables with an empty seat are left out unless ``include_unplayed``.
        """
        for r in self.rounds:
            for t in r.tables:
                if not (t.played or include_unplayed) or table not in (None, t.table):
                    continue
                ns, ew = t.ns_side, t.ew_side
                for slot, tray in enumerate(t.trays, start=1):
                    yield Play(r.round, t.table, slot, tray, ns, ew)

    def next_stop(self, round_no: int, table: int, tray: int) -> Stop | None:
        """Where ``tray`` goes after ``table`` has it in round ``round_no``.

        The next table that lists it, in the first later round that does (not
        necessarily the next round: a tray may wait a round or more), or None
        when no later round has it and it goes back to the director.  Tables
        with an empty seat count: the tray travels there even if nobody plays
        it.  The table cards and the tables' phones both say this.
        """
        return self._next_stops.get((round_no, table, tray))

    @cached_property
    def _next_stops(self) -> dict[tuple[int, int, int], Stop | None]:
        """(round, table, tray) -> :meth:`next_stop`, worked out once for the whole movement."""
        stops = sorted((r.round, slot, t.table, tray) for r in self.rounds for t in r.tables
                       for slot, tray in enumerate(t.trays))
        following: dict[int, Stop] = {}
        out: dict[tuple[int, int, int], Stop | None] = {}
        for rnd, _slot, table, tray in reversed(stops):
            out[(rnd, table, tray)] = following.get(tray)
            following[tray] = Stop(rnd, table)
        return out

    def team_of(self) -> dict[int, int]:
        """Pair number -> team number (empty unless the form is teams)."""
        return {p: team for team, pairs in (self.teams or {}).items() for p in pairs}

    # -- whist-movement/1 -------------------------------------------------

    def to_json(self) -> dict:
        doc: dict = {
            "format": FORMAT,
            "system": self.system,
            "form": self.form,
            "entrants": self.entrants,
            "tables": self.tables,
            "trays": self.trays,
        }
        if self.variant:
            doc["variant"] = self.variant
        if self.description:
            doc["description"] = self.description
        if self.teams is not None:
            doc["teams"] = {str(k): list(v) for k, v in sorted(self.teams.items())}
        doc.update({k: v for k, v in self.extra.items() if k not in doc})
        doc["rounds"] = [r.to_json() for r in self.rounds]
        return doc

    def dumps(self, indent: int | None = None) -> str:
        return json.dumps(self.to_json(), indent=indent)

    @classmethod
    def from_json(cls, doc: object) -> "Movement":
        """Build a movement from a parsed `whist-movement/1` document.

        Raises :class:`MovementError` naming what is malformed; whether the
        movement is *correct* is the checker's business, not this one's.
        """
        return _Reader(doc).movement()

    @classmethod
    def loads(cls, text: str) -> "Movement":
        try:
            doc = json.loads(text)
        except json.JSONDecodeError as exc:
            raise MovementError(f"not valid JSON: {exc}") from None
        return cls.from_json(doc)


_KNOWN_KEYS = {"format", "system", "form", "entrants", "tables", "trays", "teams",
               "rounds", "variant", "description"}


def is_whole(value) -> bool:
    """True for a whole number (an int, and not True or False, which Python counts as ints)."""
    return isinstance(value, int) and not isinstance(value, bool)


class _Reader:
    """Reads a `whist-movement/1` document, naming the first malformed part."""

    def __init__(self, doc):
        if not isinstance(doc, dict):
            raise MovementError("a movement must be a JSON object")
        self.doc = doc

    def _int(self, value, where: str) -> int:
        if not is_whole(value) or value < 1:
            raise MovementError(f"{where} must be a whole number of 1 or more, not {value!r}")
        return value

    def _seat(self, value, where: str) -> int | None:
        """An entrant's number, or None for an empty seat."""
        return None if value is None else self._int(value, where)

    def movement(self) -> Movement:
        doc = self.doc
        if doc.get("format") != FORMAT:
            raise MovementError(f"format must be {FORMAT!r}, not {doc.get('format')!r}")
        form = doc.get("form")
        if form not in FORMS:
            raise MovementError(f"form must be one of {', '.join(FORMS)}, not {form!r}")
        system = doc.get("system")
        if not isinstance(system, str) or not system:
            raise MovementError("system must be a name such as 'mitchell'")
        rounds = doc.get("rounds")
        if not isinstance(rounds, list) or not rounds:
            raise MovementError("rounds must be a non-empty list")
        teams: dict[int, tuple[int, int]] | None = None
        if form == "teams":
            raw = doc.get("teams")
            if not isinstance(raw, dict):
                raise MovementError("a teams movement needs 'teams': {team: [N-S pair, E-W pair]}")
            teams = {}
            for key, pairs in raw.items():
                if not (isinstance(pairs, list) and len(pairs) == 2):
                    raise MovementError(f"team {key} must list two pairs")
                try:
                    number = int(key)
                except ValueError:
                    raise MovementError(f"team number {key!r} is not a number") from None
                teams[number] = (self._int(pairs[0], f"team {key}'s N-S pair"),
                                 self._int(pairs[1], f"team {key}'s E-W pair"))
        individual = form == "individuals"
        return Movement(
            system=system,
            form=form,
            entrants=self._int(doc.get("entrants"), "entrants"),
            tables=self._int(doc.get("tables"), "tables"),
            trays=self._int(doc.get("trays"), "trays"),
            rounds=tuple(self.round(r, i, individual) for i, r in enumerate(rounds, 1)),
            teams=teams,
            variant=doc.get("variant"),
            description=doc.get("description", ""),
            extra={k: v for k, v in doc.items() if k not in _KNOWN_KEYS},
        )

    def round(self, raw, index: int, individual: bool) -> Round:
        if not isinstance(raw, dict):
            raise MovementError(f"round entry {index} must be an object")
        number = self._int(raw.get("round"), f"round entry {index}'s number")
        tables = raw.get("tables")
        if not isinstance(tables, list):
            raise MovementError(f"round {number}: tables must be a list")
        idle = raw.get("idle", [])
        if not isinstance(idle, list):
            raise MovementError(f"round {number}: idle must be a list")
        idle = tuple(self._int(x, f"round {number}: an idle entrant") for x in idle)
        return Round(
            round=number,
            tables=tuple(_without_sitters(self.table(t, number, individual), idle)
                         for t in tables),
            idle=idle,
        )

    def table(self, raw, round_no: int, individual: bool) -> Table:
        if not isinstance(raw, dict):
            raise MovementError(f"round {round_no}: every table must be an object")
        number = self._int(raw.get("table"), f"round {round_no}: a table number")
        where = f"round {round_no}, table {number}"
        trays = raw.get("trays")
        if not isinstance(trays, list) or not trays:
            raise MovementError(f"{where}: trays must be a non-empty list")
        seats = PLAYER_SEATS if individual else PAIR_SEATS
        values = {s: self._seat(raw.get(s), f"{where}: seat {s.upper()}") for s in seats}
        return Table(
            table=number,
            trays=tuple(self._int(x, f"{where}: a tray number") for x in trays),
            individual=individual,
            **values,
        )


def _without_sitters(table: Table, idle: tuple[int, ...]) -> Table:
    """``table`` with the seats of the entrants who sit out emptied.

    A sit-out holds no seat (docs/formats.md).  Files written before that was
    settled put the compass movements' sitting-out pair in the seat opposite the
    missing one, and listed it as idle as well: such a seat reads as empty.  A
    seated entrant missing from ``idle`` is left for the checker to report.
    """
    if table.played:
        return table
    seated = [who for who in table.seats().values() if who is not None]
    if not seated or not all(who in idle for who in seated):
        return table
    return table.reseated({seat: None for seat in table.seats()})
