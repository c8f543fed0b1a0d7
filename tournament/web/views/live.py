"""What a table sees of the event: its current round, seats, trays and results.

Shared by the phone pages (:mod:`.tables`) and the JSON API (:mod:`.api`); a
table's token only ever addresses that table.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from movements import sharing
from movements.model import Stop

from tournament.models import Event, EventTable, Result, Round, TableSeat, is_token
from tournament.rows import entrants_named, results_at_table, round_row, table_by_token
from tournament.web.forms.results import FiguresForm
from tournament.vocabulary import SIDE_NAMES
from tournament.errors import Code, UserError
from tournament.evening.results import Figures
from tournament.seated import kept_by_number, movement_of


class UnknownToken(UserError):
    """No table has this token (the page answers 404, the API 403)."""

    code = Code.NOT_FOUND


class ResultsPublished(UserError):
    """The table's event is published: its links no longer read or write (410 Gone)."""

    code = Code.GONE

    def __init__(self, event):
        self.event = event
        super().__init__("The results are published: see the club's public page.")


def table_of(token: str) -> EventTable:
    """The table whose link has ``token``, with ``side``: the side whose device it is
    ("ns" or "ew" with one device per side; None for the table's one device).

    E-W's token works only while the event has one device per side, and no
    token works once the event is published (:class:`ResultsPublished`).
    """
    if not is_token(token):  # never a token (a NUL would even upset PostgreSQL)
        raise UnknownToken("This table link is not known.")
    found = table_by_token(token)
    sides = {t: side for side, t in found.tokens().items()} if found else {}
    if token not in sides:
        raise UnknownToken("This table link is not known.")
    if found.event.status == Event.Status.PUBLISHED:
        raise ResultsPublished(found.event)
    found.side = sides[token]
    return found


@dataclass
class TrayLine:
    """One tray of the round at this table, where it goes next, and its result so far."""

    slot: int
    tray: int
    next: Stop | None
    result: Result | None
    via: str = ""                           # where it waits on the way ("the bye stand (...)")
    refused: str = ""                       # the action the table was just refused, if any
    error: str = ""                         # and why
    typed: FiguresForm | None = None        # what was typed for it, with its errors
    device: str | None = None               # whose device shows it: "ns", "ew", or None (the table's)

    @property
    def claim(self) -> Figures | None:
        return self.result.claimed if self.result else None

    @property
    def entering(self) -> str:
        """The side that enters the tray ("ns" or "ew"): the one that did, once entered; else
        this device's side (N-S on the table's one device)."""
        if self.result is not None:
            return entered_side(self.result)
        return self.device or "ns"

    @property
    def enterer(self) -> str:
        return SIDE_NAMES[self.entering]

    @property
    def checker(self) -> str:
        """The side that checks the entry: the other one."""
        return SIDE_NAMES[OTHER_SIDE[self.entering]]

    @property
    def may_check(self) -> bool:
        """This device may confirm or dispute the entry (the table's one, or the other side's)."""
        return self.device is None or self.device != self.entering

    @property
    def may_amend(self) -> bool:
        """This device may correct the entry (the table's one, or the side's that entered it)."""
        return self.device is None or self.device == self.entering

    def _form(self, action: str, initial: dict) -> FiguresForm:
        if self.refused == action and self.typed is not None:
            return self.typed
        return FiguresForm(initial=initial, auto_id=f"{action}-{self.tray}-%s")

    def entry_form(self) -> FiguresForm:
        """N-S's form for this tray: no revokes until one is entered."""
        return self._form("enter", {"revokes_ns": 0, "revokes_ew": 0})

    def amend_form(self) -> FiguresForm:
        """N-S's form to correct their own entry before E-W confirm, starting from it."""
        return self._form("amend", FiguresForm.initial_of(self.result.figures if self.result else None))

    def dispute_form(self) -> FiguresForm:
        """E-W's form for their own figures, starting from N-S's."""
        return self._form("dispute", FiguresForm.initial_of(self.result.figures if self.result else None))

    def as_json(self) -> dict:
        return {"slot": self.slot, "tray": self.tray,
                "next_table": self.next.table if self.next else None,
                "next_round": self.next.round if self.next else None,
                "via": self.via,
                "result": result_json(self.result) if self.result else None}


@dataclass
class TableRound:
    """A table's view of the event's current round."""

    table: EventTable
    round: Round | None
    seat: TableSeat | None
    names: dict[int, str] = field(default_factory=dict)
    lines: list[TrayLine] = field(default_factory=list)

    @property
    def event(self):
        return self.table.event

    @property
    def side(self) -> str | None:
        """Whose device this is: "N-S" or "E-W" with one device per side; None for the table's one."""
        return SIDE_NAMES[self.table.side] if getattr(self.table, "side", None) else None

    @property
    def is_open(self) -> bool:
        return self.round is not None and self.round.status == Round.Status.OPEN

    @property
    def message(self) -> str:
        """What the table is told when it cannot enter anything."""
        event = self.event
        if event.status in ("finished", "published"):
            return "Play is over. Thank you!"
        if self.round is None or self.round.status == Round.Status.PENDING:
            return "Play has not started yet; the director will open round 1."
        if self.seat is None or not self.lines:
            return f"Nobody plays at table {self.table.number} in round {self.round.number}."
        if self.round.status == Round.Status.CLOSED:
            return f"Round {self.round.number} is closed."
        if all(line.result and line.result.status == Result.Status.CONFIRMED for line in self.lines):
            return "Every tray is confirmed: wait for the next round."
        return ""

    def sides(self) -> list[tuple[str, list[tuple[int, str]]]]:
        """("N-S", [(entrant, name), ...]) and ("E-W", ...) for the seat card."""
        if self.seat is None:
            return []
        if self.event.form == "individuals":
            groups = ((SIDE_NAMES["ns"], (self.seat.n, self.seat.s)),
                      (SIDE_NAMES["ew"], (self.seat.e, self.seat.w)))
        else:
            groups = ((SIDE_NAMES["ns"], (self.seat.ns,)), (SIDE_NAMES["ew"], (self.seat.ew,)))
        return [(side, [(n, self.names.get(n, "")) for n in seats if n is not None])
                for side, seats in groups]

    def as_json(self) -> dict:
        return {
            "event": {"id": self.event.pk, "name": self.event.name, "status": self.event.status},
            "table": self.table.number,
            "side": self.side,
            "round": self.round.number if self.round else None,
            "round_status": self.round.status if self.round else None,
            "seats": {side: [{"number": n, "name": name} for n, name in people]
                      for side, people in self.sides()},
            "trays": [line.as_json() for line in self.lines],
            "message": self.message,
        }

    def refuse(self, tray: int, action: str, error: UserError, typed) -> bool:
        """Show ``error`` on ``tray``, keeping the figures ``typed`` for ``action``; False
        when the page no longer shows that tray (the round moved on meanwhile)."""
        line = next((line for line in self.lines if line.tray == tray), None)
        if line is None:
            return False
        line.refused, line.error = action, f"Not accepted: {error.message}"
        if action in ("enter", "amend", "dispute"):     # the actions that carry figures
            line.typed = FiguresForm(typed, page=True, auto_id=f"{action}-{tray}-%s")
            if not line.typed.is_valid():               # each problem beside its box
                line.error = "Not accepted: please correct the figures marked below."
        return True



def table_round(table: EventTable) -> TableRound:
    """The table's current round: seats, trays in order with their next table, and results."""
    event = table.event
    rnd = round_row(event.pk, event.current_round)
    if rnd is None:
        return TableRound(table, None, None)
    plan = _table_plan(event, rnd.number, table.number)
    if plan is None:     # a table that sits out this round
        return TableRound(table, rnd, None)
    seats, lines = plan
    seat = TableSeat(round=rnd, table=table.number, trays=[tray for tray, _, _ in lines], **seats)
    view = TableRound(table, rnd, seat)
    if not _played(seat, event.form == "individuals"):
        return view
    view.names = _names(event, seat)
    results = {result.tray.number: result for result in results_at_table(event, rnd.number, table.number)}
    device = getattr(table, "side", None)
    view.lines = [TrayLine(slot, tray, stop, results.get(tray), via, device=device)
                  for slot, (tray, stop, via) in enumerate(lines, start=1)]
    return view


def _table_plan(event: Event, round_no: int, table: int) -> tuple | None:
    """The table's seats, and each tray with where it goes next and where it waits on the
    way, in round ``round_no`` (None: it does not play): all a table's page needs of the
    movement.  Worked out for every table at once from the whole movement and kept while the
    event is seated (the seats are made from it at seating and never change), a table at a
    time: a table's request then fetches its own, not the movement nor the round."""
    def work_out(e: Event) -> dict:
        movement = movement_of(e)
        resting = sharing.resting(movement).get(round_no + 1, ())
        via = sharing.bye_stand_words(movement)
        return {t.table: (t.seats(), [(tray, movement.next_stop(round_no, t.table, tray),
                                       via if tray in resting else "") for tray in t.trays])
                for r in movement.rounds if r.round == round_no for t in r.tables}

    return kept_by_number(event, f"tables:{round_no}", table, work_out) or None


def _names(event, seat: TableSeat) -> dict[int, str]:
    """The names of the entrants at this table (not the whole field: this runs on every poll)."""
    individuals = event.form == "individuals"
    found = entrants_named(event.pk, individuals, [seat.n, seat.s, seat.e, seat.w] if individuals else [seat.ns, seat.ew])
    # A team's pair is known by its team too ("A1 & B1 (Reds)"): the team numbers are not the pairs'.
    return {entrant.number: f"{entrant} ({entrant.team})" if getattr(entrant, "team", None) else str(entrant)
            for entrant in found}


def _played(seat: TableSeat, individual: bool) -> bool:
    """Both sides are seated (an empty seat means the trays only pass through)."""
    seats = (seat.n, seat.s, seat.e, seat.w) if individual else (seat.ns, seat.ew)
    return None not in seats


OTHER_SIDE = {"ns": "ew", "ew": "ns"}


def entered_side(result: Result) -> str:
    """The side whose device entered ``result`` ("ew" when E-W's own device did, as
    ``results.table_who`` names it; "ns" otherwise, the scorer and the director included)."""
    return "ew" if result.entered_by.endswith(" " + SIDE_NAMES["ew"]) else "ns"


def result_json(result: Result) -> dict:
    """A result as the table API shows it: where, the figures (flat), E-W's tricks, its state."""
    figures = result.figures
    return {"round": result.round.number, "table": result.table, "tray": result.tray.number,
            **figures.as_dict(), "ew": figures.ew, "status": result.status, "claim": result.claim,
            "version": result.version}
