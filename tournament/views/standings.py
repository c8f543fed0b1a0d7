"""Standings, tray recap and score cards: one presentation, two audiences.

The director sees them live while play goes on (every result entered so far);
the public sees them once the event is published.  Both come from the same
pure scoring of the event's session.
"""

from __future__ import annotations

from django.http import Http404
from django.shortcuts import render
from django_tables2 import RequestConfig

from ..access import director_event, public_event
from ..errors import Code, UserError
from ..ladders import played_in
from ..models import Event
from ..scoring import score
from ..scoring.methods import METHODS
from ..scoring.rounding import number
from ..session_io import event_session
from ..vocabulary import DIRECTION_NAMES
from ..tables import StandingsTable


def scored(event: Event):
    """The event's session and its standings (director and public alike); 409 before seating."""
    if not event.is_seated:
        raise UserError("The event is not seated yet: its standings, recap and score cards come "
                        "once it is seated and played.", Code.CONFLICT)
    session = event_session(event)
    return session, score(session)


def _standings(request, event: Event, audience: str):
    session, standings = scored(event)
    table = StandingsTable.for_standings(standings, audience, event)
    RequestConfig(request, paginate=False).configure(table)
    return render(request, "standings/standings.html", {
        "event": event, "standings": standings, "table": table, "audience": audience,
        "matches": _matches(standings), "names": session.names, "live": audience == "director" and event.status == Event.Status.PLAYING,
        "players": played_in(event)})


def _matches(standings) -> list[dict]:
    """Each match with its competitors as the room knows them: "4 Golds v 2 Reds"."""
    label = {r.entrant: f"{r.entrant} {r.name}".strip() for r in standings.rows}
    return [{"a": label.get(m.a, m.a), "b": label.get(m.b, m.b), "label": m.label,
             "trays": m.trays, "a_tricks": m.a_tricks, "b_tricks": m.b_tricks,
             "winner": None if m.winner is None else label.get(m.winner, m.winner)}
            for m in standings.matches]


def _recap(request, event: Event, audience: str):
    """Every tray: each table's result, ± against the averages, and the par when dealt here."""
    session, standings = scored(event)
    trays = []
    for recap in standings.recap:
        deal = session.deals.get(recap.tray)
        par_ns = (deal.par or {}).get("ns") if deal else None
        lines = [(line, None if par_ns is None or line.ns_made is None else line.ns_made - par_ns)
                 for line in recap.lines]
        trays.append({"recap": recap, "par_ns": par_ns, "lines": lines,
                      "trump": deal.trump if deal else None})
    return render(request, "standings/recap.html", {
        "event": event, "standings": standings, "trays": trays, "names": session.seat_names,
        "audience": audience})


def _card(request, event: Event, audience: str, entrant: int):
    session, standings = scored(event)
    if entrant not in standings.cards:
        raise Http404("No such entrant.")
    row = next((r for r in standings.rows if r.entrant == entrant), None)
    return render(request, "standings/card.html", {
        "event": event, "entrant": entrant, "name": session.names.get(entrant, ""),
        "pairs": row.pairs_text if row else "",
        "lines": [(line, DIRECTION_NAMES.get(line.direction, line.direction))
                  for line in standings.cards[entrant]],
        "row": row, "audience": audience, "heading": METHODS[standings.method].heading,
        "score": number(row.score) if row else None})


def director_standings(request, event_id):
    return _standings(request, director_event(request, event_id), "director")


def director_recap(request, event_id):
    return _recap(request, director_event(request, event_id), "director")


def director_card(request, event_id, entrant):
    return _card(request, director_event(request, event_id), "director", entrant)


def public_standings(request, club, event_id):
    return _standings(request, public_event(club, event_id), "public")


def public_recap(request, club, event_id):
    return _recap(request, public_event(club, event_id), "public")


def public_card(request, club, event_id, entrant):
    return _card(request, public_event(club, event_id), "public", entrant)
