"""An event as a `whist-session/1` document, and back.

Export reads the database into the pure :class:`tournament.scoring.session.Session`;
import validates a document with the scoring module (the one place results are
validated) and creates the event through the same seating path the web uses.
Export -> import -> export gives the same document.
"""

from __future__ import annotations

import datetime

from django.db import transaction

from . import lifecycle
from .entrants import PairEntry, TeamEntry, replace_entrants, split_partners
from .models import Club, Event, Result
from .results import movement_of
from .scoring.session import Deal, Result as SessionResult, Session, load_session


def event_session(event: Event) -> Session:
    """The event as a Session: its movement, names, deals and results so far."""
    movement = movement_of(event)
    deals = {}
    for tray in event.trays.select_related("trump_slip"):
        slip = getattr(tray, "trump_slip", None)
        par = None if tray.par_ns is None else {"ns": tray.par_ns, "ew": tray.par_ew}
        deals[tray.number] = Deal(tray=tray.number, dealer=tray.dealer,
                                  trump=(slip.card if slip else "") or None,
                                  hands=tray.hands or None, par=par)
    rows = Result.objects.filter(event=event).select_related("round", "tray")
    results = [SessionResult.at(r.round.number, r.table, r.tray.number, r.figures) for r in rows]
    return Session(name=event.name, date=event.date.isoformat(), laws=event.laws, method=event.method,
                   movement=movement, names=event.entrant_names(),
                   pair_names=event.pair_names() if event.ranks_teams else {},
                   deals=deals, results=results)


def export_session(event: Event) -> dict:
    """The `whist-session/1` document of ``event``."""
    return event_session(event).to_json()


def _entries(session: Session) -> list:
    """The field of a session, in the shape the entrants module saves."""
    movement, names, seat_names = session.movement, session.names, session.seat_names

    def pair(number: int) -> PairEntry:
        name = seat_names.get(number) or f"Pair {number}"
        players = split_partners(name)
        return PairEntry(players[:2] if len(players) == 2 else (name,))

    if movement.form == Event.Form.INDIVIDUALS:
        return [names.get(n) or f"Player {n}" for n in range(1, movement.entrants + 1)]
    if movement.form == Event.Form.PAIRS:
        return [pair(n) for n in range(1, movement.entrants + 1)]
    return [TeamEntry(session.team_names.get(team, ""), (pair(ns), pair(ew)))
            for team, (ns, ew) in sorted(movement.teams.items())]


@transaction.atomic
def import_session(doc: dict, club: Club, who: str = "import",
                   status: str | None = None) -> Event:
    """Create an event from a `whist-session/1` document (SessionError if it is wrong)."""
    session = load_session(doc)
    event = Event.objects.create(
        club=club, name=session.name, date=datetime.date.fromisoformat(session.date),
        form=session.movement.form, laws=session.laws, method=session.method)
    replace_entrants(event, _entries(session))
    _keep_names(event, session.seat_names)
    event = lifecycle.seat(event, session.movement, who)
    for tray in event.trays.select_related("trump_slip"):
        deal = session.deals.get(tray.number)
        if deal is None:
            continue
        tray.dealer = deal.dealer or tray.dealer
        tray.hands = deal.hands or ""
        if deal.par:
            tray.par_ns, tray.par_ew = deal.par.get("ns"), deal.par.get("ew")
        tray.save()
        if deal.trump:
            tray.trump_slip.card, tray.trump_slip.recorded_by = deal.trump, who
            tray.trump_slip.save()
    rounds = {r.number: r for r in event.rounds.all()}
    trays = {t.number: t for t in event.trays.all()}
    Result.objects.bulk_create(_stored(r, rounds, trays, event, who) for r in session.results)
    status = status or (Event.Status.FINISHED if session.results else Event.Status.SEATED)
    return lifecycle.imported(event, who, status, {r.round for r in session.results}, len(session.results))


def _stored(result: SessionResult, rounds, trays, event: Event, who: str) -> Result:
    stored = Result(event=event, round=rounds[result.round], table=result.table,
                    tray=trays[result.tray], status=Result.Status.CONFIRMED,
                    entered_by=who, confirmed_by=who)
    stored.figures = result.figures
    return stored


def _keep_names(event: Event, names: dict[int, str]) -> None:
    """Keep a session's pair names verbatim where players could not be split out."""
    if event.form == Event.Form.INDIVIDUALS:
        return
    for p in event.pairs.select_related("player_a", "player_b"):
        wanted = names.get(p.number)
        if wanted and str(p) != wanted:
            p.name = wanted
            p.save(update_fields=["name"])
