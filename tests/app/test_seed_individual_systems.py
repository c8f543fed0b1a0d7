"""The seed's memory, couples and Foster pair systems end to end: seated (the director's
movement page), every result played, closed, scored by the method that fits, and their
indicator and guide cards printed."""

import pytest
from django.urls import reverse

import movements
from app_fixtures import make_event, play_round
from tournament.evening import lifecycle
from tournament.models import Event
from tournament.scoring.registry import fitting
from tournament.web.views.standings import scored

SYSTEMS = [  # (form, system, entrants, options, the method the seed scores it by)
    ("pairs", "foster-four-pairs", 4, {}, "matches"),
    ("pairs", "foster-six-pairs", 6, {}, "matches"),
    ("individuals", "memory", 4, {"variant": "foster"}, "east-west"),
    ("individuals", "memory", 8, {}, "east-west"),
    ("individuals", "ladies-and-gentlemen", 16, {"variant": "relay"}, "four-winners"),
    ("individuals", "ladies-and-gentlemen", 12, {}, "individual-average"),
    ("individuals", "safford-couples", 16, {}, "individual-loss"),
]


@pytest.mark.parametrize("form, system, count, options, method", SYSTEMS,
                         ids=[f"{s[1]}-{s[2]}" for s in SYSTEMS])
def test_seated_played_scored_and_printed(director_client, club, form, system, count, options,
                                          method):
    movement = movements.generate(system, count, **options)
    assert method in [m.name for m in fitting(form, movement)]
    event = make_event(club, form=form, method=method, count=count)
    event = lifecycle.start(lifecycle.seat(event, movement, "barney"), "barney")
    page = director_client.get(reverse("director:event", args=[event.pk]))
    assert page.status_code == 200
    for rnd in movement.rounds:
        play_round(event, rnd.round)
    event.refresh_from_db()
    assert event.status == Event.Status.FINISHED
    _, standings = scored(event)
    assert len(standings.rows) == movement.entrants
    for name in ("director:standings", "director:print-workbook"):
        assert director_client.get(reverse(name, args=[event.pk])).status_code == 200, name
    for kind in ("indicator-cards", "guide-cards", "table-cards"):
        response = director_client.get(reverse("director:print-document", args=[event.pk, kind]))
        assert response.status_code == 200 and response["Content-Type"] == "application/pdf", kind


def test_east_west_is_refused_for_a_movement_without_replays(club):
    movement = movements.generate("safford-couples", 16)
    assert "east-west" not in [m.name for m in fitting("individuals", movement)]
