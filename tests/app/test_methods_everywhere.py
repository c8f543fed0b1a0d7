"""Every scoring method against every kind of movement the suggestions offer.

Either seating refuses the pair with a message naming the methods that fit, or
every page of the seated event answers: no seated event is in a state its pages
cannot show.
"""

import pytest
from django.urls import reverse

import movements
from app_fixtures import make_event, play_all_but_the_last_round
from tournament.models import Event
from tournament.scoring.registry import METHODS, fitting
from tournament.evening import lifecycle
from tournament.evening.seating import SeatingError

MOVEMENTS = [  # (form, system, entrants): one of each kind the suggestions offer
    ("pairs", "mitchell", 6),         # pairs keep their direction
    ("pairs", "howell-pairs", 6),     # pairs change direction
    ("teams", "howell-teams", 4),
    ("teams", "gilman-teams", 4),
    ("individuals", "safford-individuals", 8),
    ("pairs", "four-pair-match", 4),
]


def director_pages(event: Event) -> list[str]:
    args = [event.pk]
    return [reverse(name, args=args) for name in (
        "director:event", "director:control", "director:control-live", "director:control-standings",
        "director:standings", "director:recap", "director:results", "director:export",
        "director:print-page", "director:print-workbook")] + [
        reverse("director:card", args=args + [1]),
        reverse("director:print-document", args=args + ["results"])]


def public_pages(event: Event) -> list[str]:
    args = [event.club.slug, event.pk]
    return [reverse(name, args=args) for name in (
        "public:event", "public:recap", "public:print-results", "public:print-workbook")] + [
        reverse("public:card", args=args + [1])]


@pytest.mark.parametrize("method", list(METHODS))
@pytest.mark.parametrize("form, system, count", MOVEMENTS)
def test_a_method_either_is_refused_at_seating_or_every_page_shows_it(
        director_client, club, method, form, system, count):
    event = make_event(club, form=form, method=method, count=count)
    movement = movements.generate(system, count)
    fits = fitting(form, movement)
    try:
        event = lifecycle.seat(event, movement, "barney")
    except SeatingError as exc:
        assert METHODS[method] not in fits
        assert all(m.title in str(exc) for m in fits), str(exc)
        event.refresh_from_db()
        assert not event.is_seated
        return
    assert METHODS[method] in fits
    play_all_but_the_last_round(event, movement)
    for url in director_pages(event):
        response = director_client.get(url)
        assert response.status_code == 200, (url, response.content.decode()[:3000])
    event.status = Event.Status.PUBLISHED
    event.save()
    director_client.logout()
    for url in public_pages(event):
        response = director_client.get(url)
        assert response.status_code == 200, (url, response.content.decode()[:3000])


@pytest.mark.parametrize("form, system, count", MOVEMENTS)
def test_every_movement_kind_has_a_method_of_its_form(form, system, count):
    assert fitting(form, movements.generate(system, count))
