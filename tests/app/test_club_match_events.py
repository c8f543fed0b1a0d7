"""Club against club, the League and the Harvard plan end to end: seated, played, scored, printed."""

import io

import pytest
from django.urls import reverse
from pypdf import PdfReader

import movements
from app_fixtures import make_event, play_round
from tournament.evening import lifecycle
from tournament.models import Event
from tournament.scoring import score
from tournament.evening.as_session import event_session
from tournament.evening.session_io import export_session, import_session

CLUB_MATCHES = [  # (form, system, entrants, the two clubs)
    ("teams", "club-match", 2, ("O", "X")),
    ("individuals", "league", 8, ("challenging", "challenged")),
    ("pairs", "harvard", 6, ("first", "second")),
]


def pdf_text(response) -> str:
    assert response["Content-Type"] == "application/pdf"
    return "\n".join(p.extract_text() for p in PdfReader(io.BytesIO(response.content)).pages)


@pytest.mark.parametrize("form, system, count, clubs", CLUB_MATCHES)
def test_a_club_match_is_seated_played_scored_and_printed(director_client, club, form, system,
                                                          count, clubs):
    event = make_event(club, form=form, method="club-sets", count=count, name=f"{system} night")
    movement = movements.generate(system, count)
    event = lifecycle.start(lifecycle.seat(event, movement, "barney"), "barney")
    for r in movement.rounds:
        play_round(event, r.round)
    event.refresh_from_db()
    if event.status != Event.Status.FINISHED:
        event = lifecycle.close_round(event, "barney", reason="all in", confirmed=True)
    assert event.status == Event.Status.FINISHED
    assert not event.ranks_teams                      # the clubs are ranked, not teams of four

    standings = score(event_session(event))
    assert {row.entrant for row in standings.rows} == set(clubs)
    assert sum(row.score for row in standings.rows) == 0      # every N-S made 7: all square
    assert len(standings.matches) == movement.tables          # a majority at every table
    page = director_client.get(reverse("director:standings", args=[event.pk]))
    assert page.status_code == 200 and clubs[0] in page.content.decode()

    for kind, says in (("indicator-cards", "Table 1"), ("guide-cards", "Round Table Seat")):
        response = director_client.get(reverse("director:print-document", args=[event.pk, kind]))
        assert response.status_code == 200
        assert says in pdf_text(response)

    again = import_session(export_session(event, with_backup=False), club)
    assert again.movement["clubs"] == movement.extra["clubs"]
    assert [(r.entrant, r.score) for r in score(event_session(again)).rows] == \
        [(r.entrant, r.score) for r in standings.rows]


def test_an_imported_club_match_keeps_its_clubs(club):
    """E3's session file names the clubs beside the movement: the event keeps them."""
    import json
    from pathlib import Path

    doc = json.loads((Path(__file__).parents[1] / "scoring" / "fixtures" / "e3_club_match.json").read_text())
    event = import_session(doc, club)
    assert event.movement["clubs"] == {"O": [1, 2, 5, 6], "X": [3, 4, 7, 8]}
    assert not event.ranks_teams
    standings = score(event_session(event))
    assert [(r.entrant, r.score) for r in standings.rows] == [("X", 2), ("O", -2)]
    exported = export_session(event, with_backup=False)
    assert exported["movement"]["clubs"] == doc["clubs"]
    assert [(r.entrant, r.score) for r in score(event_session(import_session(exported, club))).rows] \
        == [("X", 2), ("O", -2)]
