"""The scoring method is chosen with the movement: seating never leaves pages that cannot score.

The blocker: a new event left at Compass, 14 pairs, seated with the first
movement suggested (Howell pairs), was accepted, and from then on every
standings page answered 500.
"""

import movements
import pytest
from django.urls import reverse

from app_fixtures import make_event, play_all_but_the_last_round
from tournament.models import Event
from tournament.scoring.registry import METHODS
from tournament.evening import lifecycle
from tournament.evening.seating import SeatingError
from tournament.web.views.standings import scored


def test_seating_refuses_a_method_that_cannot_score_the_movement(club):
    event = make_event(club, count=14)
    with pytest.raises(SeatingError) as refused:
        event = lifecycle.seat(event, movements.generate("howell-pairs", 14), "barney")
    message = str(refused.value)
    assert "Compass: pairs keep their direction cannot score this movement" in message
    assert "Choose a method that fits: Howell: pairs change direction; " in message
    assert "Matchpoints" in message
    event.refresh_from_db()
    assert not event.is_seated and event.method == "compass"


def test_seating_refuses_a_method_of_another_form(club):
    event = make_event(club, form="teams", method="compass", count=4)
    with pytest.raises(SeatingError, match="a teams event cannot be scored by compass. Choose a "
                                           "method that fits: Matches won"):
        event = lifecycle.seat(event, movements.generate("howell-teams", 4), "barney")


def test_the_movement_page_offers_the_methods_that_fit(director_client, club):
    event = make_event(club, count=14)
    url = reverse("director:movement", args=[event.pk])
    page = director_client.get(url, {"system": "howell-pairs"}).content.decode()
    assert '<option value="howell" selected>Howell: pairs change direction</option>' in page
    assert '<option value="matchpoints">' in page and '<option value="compass"' not in page
    assert "Compass: pairs keep their direction cannot score this movement" in page
    mitchell = director_client.get(url, {"system": "mitchell"}).content.decode()
    assert '<option value="compass" selected>' in mitchell


def test_seating_with_the_suggested_method_switches_and_says_so(director_client, club):
    event = make_event(club, count=14)
    url = reverse("director:movement", args=[event.pk])
    response = director_client.post(url, {"system": "howell-pairs", "confirm": "1"}, follow=True)
    assert "Scored by Howell: pairs change direction (not Compass: pairs keep their direction)" \
        in response.content.decode()
    event.refresh_from_db()
    assert event.is_seated and event.method == "howell"
    change = event.audit.get(what="changed the scoring method when seating")
    assert change.old == {"method": "compass"} and change.new == {"method": "howell"}


def test_the_director_may_pick_another_method_that_fits(director_client, club):
    event = make_event(club, count=14)
    url = reverse("director:movement", args=[event.pk])
    director_client.post(url, {"system": "howell-pairs", "method": "matchpoints", "confirm": "1"})
    event.refresh_from_db()
    assert event.is_seated and event.method == "matchpoints"


@pytest.mark.parametrize("method, why", [
    ("compass", "Choose a method that fits: Howell: pairs change direction"),
    ("bridge", "method: Select a valid choice. bridge is not one of the available choices."),
])
def test_a_method_that_does_not_fit_is_refused_on_the_page(director_client, club, method, why):
    event = make_event(club, count=14)
    url = reverse("director:movement", args=[event.pk])
    response = director_client.post(url, {"system": "howell-pairs", "method": method, "confirm": "1"})
    assert response.status_code == 200 and why in response.content.decode()
    event.refresh_from_db()
    assert event.status == Event.Status.DRAFT and event.method == "compass"


def test_the_aggregate_score_is_signed_on_the_web_as_in_print(director_client, club):
    event = make_event(club, form="teams", method="aggregate", count=4)
    movement = movements.generate("howell-teams", 4)
    event = lifecycle.seat(event, movement, "barney")
    play_all_but_the_last_round(event, movement)
    _, standings = scored(event)
    assert any(row.score > 0 for row in standings.rows)
    page = director_client.get(reverse("director:standings", args=[event.pk])).content.decode()
    for row in standings.rows:
        assert f'<td class="num">{METHODS["aggregate"].show(row.score)}</td>' in page
