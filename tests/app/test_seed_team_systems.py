"""The seed's team and parallel systems end to end: seated, every result played, closed,
scored by the method that fits, and their indicator and guide cards printed."""

import pytest
from django.urls import reverse

import movements
from app_fixtures import make_event, play_round
from tournament.seated import movement_of
from tournament.evening import lifecycle
from tournament.models import Event
from tournament.scoring.registry import fitting
from tournament.web.views.standings import scored

SYSTEMS = [  # (form, system, entrants, what the movement page is sent, a method that fits)
    ("teams", "mitchell-teams", 5, {}, "aggregate"),
    ("teams", "clay-teams", 4, {}, "matches"),
    ("teams", "snow-teams", 3, {"trays_per_round": 3}, "aggregate"),   # matches refused: none
    ("teams", "two-teams", 2, {}, "matches"),
    ("pairs", "parallel", 8, {"variant": "4"}, "compass"),
    ("pairs", "put-in-bay", 6, {}, "compass"),
    ("pairs", "put-in-bay", 6, {}, "aggregate"),     # its three teams ranked by their clubs
]


@pytest.mark.parametrize("form, system, count, options, method", SYSTEMS,
                         ids=[f"{s[1]}-{s[4]}" for s in SYSTEMS])
def test_seated_played_scored_and_printed(director_client, club, form, system, count, options,
                                          method):
    event = make_event(club, form=form, method=method, count=count)
    url = reverse("director:movement", args=[event.pk])
    assert f"?system={system}&variant=" in director_client.get(url).content.decode()  # suggested
    response = director_client.post(url, {"system": system, "method": method, "confirm": "1",
                                          **options})
    assert response.status_code == 302, response.content.decode()[:2000]
    event.refresh_from_db()
    movement = movement_of(event)
    assert (event.is_seated, event.method, movement.system) == (True, method, system)
    assert method in [m.name for m in fitting(form, movement)]
    event = lifecycle.start(event, "barney")
    for rnd in movement.rounds:
        play_round(event, rnd.round)
    event.refresh_from_db()
    assert event.status == Event.Status.FINISHED
    _, standings = scored(event)
    teams = movement.extra.get("clubs") if method == "aggregate" else None
    assert len(standings.rows) == (count if form == "teams" else len(teams or ())
                                   or movement.entrants)
    for page in ("standings", "recap"):
        assert director_client.get(reverse(f"director:{page}", args=[event.pk])).status_code == 200
    for kind in ("indicator-cards", "guide-cards", "table-cards"):
        response = director_client.get(reverse("director:print-document", args=[event.pk, kind]))
        assert response.status_code == 200 and response["Content-Type"] == "application/pdf", kind


@pytest.mark.parametrize("system, count", [("mitchell-teams", 5), ("snow-teams", 4)])
def test_teams_without_matches_are_not_offered_matches_won(club, system, count):
    movement = movements.generate(system, count)
    assert [m.name for m in fitting("teams", movement)] == ["aggregate"]
    event = make_event(club, form="teams", method="matches", count=count)
    with pytest.raises(Exception, match="score it with aggregate"):
        lifecycle.seat(event, movement, "barney")
