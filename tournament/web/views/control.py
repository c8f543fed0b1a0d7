"""The director's control room: the live grid, rounds, disputes and rulings, tables' links.

The grid and the standings refresh themselves by polling small fragments; the
director's rulings go through :func:`tournament.evening.results.settle` (the one write
path, with version check and audit) and rounds through ``lifecycle.close_round``.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field

import qrcode
import qrcode.image.svg
from django.contrib import messages
from django.http import Http404, HttpResponse
from django.shortcuts import redirect, render
from django.views.decorators.http import require_POST

from movements import Movement

from tournament.evening import lifecycle, results
from tournament.seated import movement_of
from tournament.web.access import director_event
from tournament.evening.entrants import NOUNS
from tournament.errors import UserError
from tournament.evening.lifecycle import LifecycleError
from tournament.models import AuditEntry, Result, Round
from tournament.parsing import whole_number
from tournament.evening.links import site_context, table_links, table_url
from tournament.web.forms.results import RulingForm
from tournament.evening.results import Figures, ResultRefused
from tournament.web.tables import StandingsTable
from tournament.vocabulary import SIDE_NAMES
from tournament.web.views.live import OTHER_SIDE, entered_side
from tournament.web.views.standings import scored

# Each state of a grid cell: its mark and its words, so that no state is told by colour alone.
STATES = {
    "confirmed": ("✓", "every tray confirmed"),
    "entered": ("✎", "entered, awaiting E-W's confirmation"),
    "missing": ("…", "playing, nothing entered yet"),
    "disputed": ("!", "disputed: waiting for your ruling"),
    "late": ("⚠", "late: the round closed before every tray was confirmed"),
    "pending": ("·", "not played yet"),
    "none": ("—", "no play at this table this round"),
}


@dataclass
class Cell:
    """One table in one round: how many of its trays are entered, confirmed, disputed."""

    round: int
    table: int
    trays: int
    played: bool
    status: str  # the round's: pending, open or closed
    entered: int = 0
    confirmed: int = 0
    disputed: int = 0

    @property
    def state(self) -> str:
        if not self.played:
            return "none"
        if self.disputed:
            return "disputed"
        if self.confirmed == self.trays:
            return "confirmed"
        if self.status == Round.Status.CLOSED:
            return "late"
        if self.status == Round.Status.PENDING and not self.entered:
            return "pending"
        return "entered" if self.entered else "missing"

    @property
    def mark(self) -> str:
        return STATES[self.state][0]

    @property
    def words(self) -> str:
        """The cell in words, for its tooltip: "Table 3, round 2: entered, … (1 of 2 confirmed)"."""
        words = f"Table {self.table}, round {self.round}: {STATES[self.state][1]}"
        if self.played and self.state not in ("confirmed", "pending"):
            words += f" ({self.confirmed} of {self.trays} tray{'s' if self.trays != 1 else ''} confirmed)"
        return words


@dataclass
class Pending:
    """A tray the director must look at: disputed, or not confirmed in a closed round."""

    round: int
    table: int
    tray: int
    result: Result | None
    why: str

    @property
    def claim(self) -> Figures | None:
        return self.result.claimed if self.result else None

    @property
    def enterer(self) -> str:
        return SIDE_NAMES[entered_side(self.result)] if self.result else SIDE_NAMES["ns"]

    @property
    def checker(self) -> str:
        return SIDE_NAMES[OTHER_SIDE[entered_side(self.result)]] if self.result else SIDE_NAMES["ew"]

    def ruling_form(self) -> RulingForm:
        """The ruling form, pre-filled with every figure the side that entered gave (revokes
        included); :meth:`fills` offers each side's figures."""
        return RulingForm.for_result(self.round, self.table, self.tray, self.result)

    def fills(self) -> list[tuple[str, str]]:
        """(whose, the figures as the form's boxes as JSON) for each side's version of a
        disputed tray, for the buttons that fill the ruling form with either."""
        if self.claim is None:
            return []
        return [(who, json.dumps(RulingForm.initial_of(figures) | {"adjusted": ""}))
                for who, figures in ((self.enterer, self.result.figures), (self.checker, self.claim))]


@dataclass
class Room:
    event: object
    movement: Movement
    rounds: dict[int, Round]
    cells: dict[tuple[int, int], Cell] = field(default_factory=dict)
    pending: list[Pending] = field(default_factory=list)
    reopened: AuditEntry | None = None     # the reopening, while play runs again after it

    def rows(self):
        """Tables x rounds, for the grid."""
        return [(t, [self._cell(r, t) for r in sorted(self.rounds)])
                for t in range(1, self.movement.tables + 1)]

    def _cell(self, round_no: int, table: int) -> Cell:
        """A table's cell in a round; a table added late has no play before it joined."""
        return self.cells.get((round_no, table)) or Cell(round_no, table, 0, False,
                                                         self.rounds[round_no].status)

    @property
    def current(self) -> Round | None:
        return self.rounds.get(self.event.current_round)

    @property
    def disputed(self) -> int:
        return sum(1 for p in self.pending if p.why == "disputed")

    @property
    def waiting_tables(self) -> list[int]:
        current = self.event.current_round
        return [t for (r, t), c in sorted(self.cells.items())
                if r == current and c.played and c.state != "confirmed"]


def _room(event) -> Room:
    movement = movement_of(event)
    rounds = {r.number: r for r in event.rounds.all()}
    room = Room(event, movement, rounds, reopened=_reopened(event))
    for r in movement.rounds:
        status = rounds[r.round].status
        for t in r.tables:
            room.cells[(r.round, t.table)] = Cell(r.round, t.table, len(t.trays), t.played, status)
    found = {}
    for res in Result.objects.filter(event=event).select_related("round", "tray"):
        cell = room.cells[(res.round.number, res.table)]
        cell.entered += 1
        cell.confirmed += res.status == Result.Status.CONFIRMED
        cell.disputed += res.status == Result.Status.DISPUTED
        found[(res.round.number, res.table, res.tray.number)] = res
    for p in movement.plays():
        res = found.get((p.round, p.table, p.tray))
        if res is not None and res.status == Result.Status.DISPUTED:
            room.pending.append(Pending(p.round, p.table, p.tray, res, "disputed"))
        elif rounds[p.round].status == Round.Status.CLOSED and (res is None or res.status != "confirmed"):
            room.pending.append(Pending(p.round, p.table, p.tray, res,
                                        "late: not entered" if res is None else "late: not confirmed"))
    return room


def _reopened(event) -> AuditEntry | None:
    """The director's reopening of play, while play runs again after it (None otherwise):
    finishing play once more then takes a reason and the confirmation, as reopening did."""
    if event.status != event.Status.PLAYING:
        return None
    last = (event.audit.filter(action__in=[AuditEntry.Action.REOPENED, AuditEntry.Action.FINISHED])
            .order_by("-id").first())
    return last if last is not None and last.action == AuditEntry.Action.REOPENED else None


def _seated(request, event_id):
    event = director_event(request, event_id)
    if not event.is_seated:
        raise Http404("The event is not seated yet: choose the movement first.")
    return event


def _context(event) -> dict:
    return {"event": event, "room": _room(event), "legend": STATES.items()}


def _late(event) -> dict:
    """The late arrivals' forms while play runs: a late pair where the movement has a missing
    pair's seat, a late table where it can take one; else why not (a round already begun
    is refused when the form is sent, with the reason)."""
    if event.status != event.Status.PLAYING:
        return {}
    return {"late_noun": NOUNS[event.form], "late_refused": lifecycle.no_late_place(event),
            "late_table_refused": lifecycle.no_late_place(event, "table")}


def _unsent(room: Room, table: int) -> str:
    """What a table's phone may still hold unsent in the round now open, in words for the
    director about to give it a new link ("" when the table has finished the round)."""
    if room.event.status != room.event.Status.PLAYING or table not in room.waiting_tables:
        return ""
    cell = room.cells[(room.event.current_round, table)]
    return (f"Table {table} is still playing round {cell.round}: {cell.entered} of its {cell.trays} "
            f"tray{'s' if cell.trays != 1 else ''} entered, {cell.confirmed} confirmed. Its phone may "
            "hold an entry not yet sent: the phone keeps it, and sends it once the new link is "
            "opened on that same phone (or shows it, for you to enter as a ruling).")


def control(request, event_id):
    """The whole control room; its parts then refresh themselves."""
    event = _seated(request, event_id)
    context = _context(event)
    tables = [(t, table_links(t, request), _unsent(context["room"], t.number)) for t in event.tables.all()]
    return render(request, "control/room.html", {**context, "tables": tables,
                                                 "ruling": RulingForm(auto_id="any-%s"),
                                                 **site_context(request), **_late(event),
                                                 **_standings(request, event)})


def live(request, event_id):
    """The grid, the round and the trays to settle: the part that refreshes every few seconds."""
    event = _seated(request, event_id)
    return render(request, "control/_live.html", _context(event))


def _standings(request, event) -> dict:
    session, standings = scored(event)
    table = StandingsTable.for_standings(standings, "director", event)
    table.orderable = False
    table.columns.hide("exact")  # the panel is narrow: the full standings show them
    table.columns.hide("net")
    return {"standings": standings, "standings_table": table}


def standings(request, event_id):
    """The live standings fragment."""
    event = _seated(request, event_id)
    return render(request, "control/_standings.html", {"event": event, **_standings(request, event)})


@require_POST
def advance(request, event_id):
    """Close the current round and open the next, on the director's word.

    While tables are still playing it takes a reason and the confirmation box
    (``lifecycle.close_round`` refuses, naming the tables, without them).
    """
    event = _seated(request, event_id)
    reason, confirmed = request.POST.get("reason", "").strip(), bool(request.POST.get("confirm"))
    if _reopened(event) and not (reason and confirmed):
        missing = " and ".join(m for m, ok in (("give the reason", reason), ("tick the confirmation", confirmed))
                               if not ok)
        messages.error(request, f"Play was reopened: to finish it again, {missing}.")
        return redirect("director:control", event.pk)
    try:
        event = lifecycle.close_round(event, request.user.username, reason=request.POST.get("reason", ""),
                                      confirmed=bool(request.POST.get("confirm")),
                                      from_round=whole_number(request.POST.get("round"), "the round",
                                                              blank=None))
    except LifecycleError as exc:
        messages.error(request, exc.message)
    else:
        messages.success(request, "Round closed: play is finished." if event.status == event.Status.FINISHED
                         else f"Round closed: round {event.current_round} is open.")
    return redirect("director:control", event.pk)


@require_POST
def add_late(request, event_id):
    """Late arrivals join from the current round (audited): a pair in the missing pair's seat,
    or (``kind`` "table") an N-S and an E-W pair at a new table."""
    event = _seated(request, event_id)
    kind = "table" if request.POST.get("kind") == "table" else "pair"
    text = "\n".join(request.POST.get(field, "") for field in ("names", "names_ew")[:1 + (kind == "table")])
    try:
        event = lifecycle.add_late(event, request.user.username, text, kind)
    except UserError as exc:
        messages.error(request, exc.message)
    else:
        entry = event.audit.filter(action=AuditEntry.Action.FIELD_CHANGED).first()
        what = entry.what.removeprefix("added ")
        messages.success(request, f"{what[0].upper()}{what[1:]}. The tables' "
                                  "links show the new seats; print the table cards again if you "
                                  "hand out cards.")
    return redirect("director:control", event.pk)


@require_POST
def settle(request, event_id):
    """The director settles a disputed or late result, corrects one, or adjusts it."""
    event = _seated(request, event_id)
    form = RulingForm(request.POST, laws=event.laws)
    if not form.is_valid():
        where = ", ".join(f"{k} {request.POST.get(k)}" for k in ("round", "table", "tray"))
        messages.error(request, f"{where.capitalize()}: {'; '.join(form.problems())}")
        return redirect("director:control", event.pk)
    data = form.cleaned_data
    where = (data["round"], data["table"], data["tray"])
    try:
        result, changed = results.settle(event, *where, form.figures, request.user.username,
                                         expected_version=data["version"] or 0,
                                         reason=form.reason_given())
    except ResultRefused as exc:
        messages.error(request, "Round {}, table {}, tray {}: ".format(*where) + exc.message)
    else:
        messages.success(request, f"{result}: {'recorded' if changed else 'unchanged'} "
                                  f"(version {result.version}).")
    return redirect("director:control", event.pk)


@require_POST
def renew_link(request, event_id, table):
    """The director gives a table new links (audited); the old ones stop working at once."""
    event = _seated(request, event_id)
    if not request.POST.get("confirm"):
        messages.error(request, f"Table {table} keeps its link: tick the confirmation to give it a new one "
                                "(the old link stops at once).")
        return redirect("director:control", event.pk)
    try:
        lifecycle.renew_links(event, request.user.username, table, reason=request.POST.get("reason", ""))
    except LifecycleError as exc:
        messages.error(request, exc.message)
    else:
        messages.success(request, f"Table {table} has a new link: the old one no longer works. "
                                  "Show the table its new QR code, or print its card again.")
    return redirect("director:control", event.pk)


def table_qr(request, event_id, table):
    """The QR code of a table's private link (E-W's own with ``?side=ew``), as SVG."""
    event = _seated(request, event_id)
    found = event.tables.filter(number=table).first()
    if found is None:
        raise Http404(f"There is no table {table}.")
    side = "ew" if request.GET.get("side") == "ew" else None
    image = qrcode.make(table_url(found, request, side=side), image_factory=qrcode.image.svg.SvgPathImage,
                        box_size=10, border=2)
    return HttpResponse(image.to_string(), content_type="image/svg+xml")
