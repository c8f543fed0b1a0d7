"""Standings, tray recap and score cards: one presentation, two audiences.

The director sees them live while play goes on (every result entered so far);
the public sees them once the event is published.  Both come from the same
pure scoring of the event's session.
"""

from __future__ import annotations

from django.http import Http404
from django.shortcuts import render
from django.template.loader import render_to_string
from django.urls import reverse
from django.utils.html import format_html_join
from django_tables2 import RequestConfig

from tournament.web import page_cache
from tournament.web.access import director_event, public_event
from tournament.errors import Code, UserError
from tournament.club.ladders import played_in
from tournament.printing.parts import side_text
from tournament.seated import movement_of
from tournament.models import Event
from tournament.scoring import score
from tournament.scoring.registry import METHODS
from tournament.scoring.rounding import EXACT_MEANING, number
from tournament.evening.as_session import event_session
from tournament.vocabulary import DIRECTION_NAMES
from tournament.web.tables import StandingsTable


def scored(event: Event):
    """The event's session and its standings (director and public alike); 409 before seating."""
    session = _session(event)
    return session, score(session)


def _session(event: Event):
    """The event's session; 409 before seating."""
    _refuse_unless_seated(event)
    return event_session(event)


def _refuse_unless_seated(event: Event) -> None:
    if not event.is_seated:
        raise UserError("The event is not seated yet: its standings, recap and score cards come "
                        "once it is seated and played.", Code.CONFLICT)


def _standings(request, event: Event, audience: str):
    _refuse_unless_seated(event)

    def body() -> str:
        standings = score(event_session(event))
        table = StandingsTable.for_standings(standings, audience, event)
        RequestConfig(request, paginate=False).configure(table)
        return render_to_string("standings/_standings.html", {
            "event": event, "standings": standings, "table": table, "exact_meaning": EXACT_MEANING,
            "matches": _matches(standings)}, request)

    return render(request, "standings/standings.html", {
        "event": event, "audience": audience,
        "body": page_cache.kept(event, ("standings", audience, request.GET.urlencode()), body),
        "live": audience == "director" and event.status == Event.Status.PLAYING,
        **_frame(event, audience)})


def _frame(event: Event, audience: str) -> dict[str, str]:
    """The page's links to the event's other pages and to the players' seasons, kept."""
    return page_cache.frame(event, audience, lambda: str(_season_links(event, audience)))


def _season_links(event: Event, audience: str) -> str:
    """Links to the season page of each member who played, joined here: a 60-table event
    has 240 of them, and a ``{% url %}`` tag each was most of a kept page's time."""
    view = "public:member" if audience == "public" else "director:member"
    return format_html_join(", ", '<a href="{}">{}</a>', (
        (reverse(view, args=[event.club.slug, m.pk]), m.name) for m in played_in(event)))


def _matches(standings) -> list[dict]:
    """Each match with its competitors as the room knows them: "4 Golds v 2 Reds"."""
    label = {r.entrant: f"{r.entrant} {r.name}".strip() for r in standings.rows}
    return [{"a": label.get(m.a, m.a), "b": label.get(m.b, m.b), "label": m.label,
             "trays": m.trays, "a_tricks": m.a_tricks, "b_tricks": m.b_tricks,
             "winner": None if m.winner is None else label.get(m.winner, m.winner)}
            for m in standings.matches]


def _recap(request, event: Event, audience: str):
    """Every tray: each table's result, ± against the averages, and the par when dealt here."""
    _refuse_unless_seated(event)
    movement = movement_of(event)
    teams = (movement.teams if movement else None) or {}
    names = event.entrant_names() if teams else {}
    return render(request, "standings/recap.html", {
        "event": event, "audience": audience,
        # The recap names the pairs at the tables: say which team each plays for.
        "teams": [(f"{t} {names.get(t, '')}".strip(), ", ".join(map(str, pairs)))
                  for t, pairs in sorted(teams.items())],
        "trays": page_cache.recap(event, audience, lambda: event_session(event), score),
        "nav": _frame(event, audience)["nav"]})


def _card(request, event: Event, audience: str, entrant: int):
    session, standings = scored(event)
    if entrant not in standings.cards:
        raise Http404("No such entrant.")
    row = next((r for r in standings.rows if r.entrant == entrant), None)
    individual = session.movement.is_individual
    team_of = session.movement.team_of()   # a team's pairs are numbered apart from the teams

    def team(number: int) -> str:
        return f"{number} {session.names.get(number, '')}".strip()

    def side(numbers) -> str:
        return side_text(numbers, team_of, team)

    return render(request, "standings/card.html", {
        "event": event, "entrant": entrant, "name": session.names.get(entrant, ""),
        "pairs": row.pairs_text if row else "", "individual": individual, "teams": bool(team_of),
        "lines": [{"line": line, "direction": DIRECTION_NAMES.get(line.direction, line.direction),
                   "opponents": side(line.opponents), "pair": " & ".join(map(str, line.side)),
                   "partner": side(p for p in line.side if p != entrant) if individual else ""}
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
