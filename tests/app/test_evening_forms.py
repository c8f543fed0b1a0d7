"""The short forms of an evening in the application: chosen on the movement page,
seated, printed (indicator and guide cards) and scored.

Partial Howell (``rounds``), short individual movements (``rounds``) and the
arrow-switch Mitchell (``arrow_switch``) are movement options
(movements.registry.System.options) the director gives on the movement page;
triplewhist is a variant of Safford's individual movement.
"""

import pytest
from django.urls import reverse

from app_fixtures import make_event, play_all_but_the_last_round
from tournament.models import Event
from tournament.seated import movement_of
from tournament.web.views.standings import scored

FORMS = [  # (form, method, count, system, options, variant shown)
    ("pairs", "howell", 10, "howell-pairs", {"rounds": "6"}, "partial"),
    ("individuals", "individual-loss", 12, "safford-individuals", {"rounds": "4"}, "partial"),
    ("pairs", "howell", 10, "mitchell", {"arrow_switch": "0"}, "standard"),
    ("individuals", "individual-loss", 8, "safford-individuals", {"variant": "triplewhist"},
     "triplewhist"),
]


def seat_through_the_page(client, event, system, options):
    url = reverse("director:movement", args=[event.pk])
    preview = client.get(url, {"system": system, **options}).content.decode()
    assert "The checker finds no problem" in preview, preview[:3000]
    response = client.post(url, {"system": system, **options, "confirm": "1"})
    assert response.status_code == 302, response.content.decode()[:3000]
    event.refresh_from_db()
    return preview


@pytest.mark.parametrize("form, method, count, system, options, variant", FORMS)
def test_a_short_form_is_chosen_seated_printed_and_scored(director_client, club, form, method,
                                                          count, system, options, variant):
    event = make_event(club, form=form, method=method, count=count)
    preview = seat_through_the_page(director_client, event, system, options)
    assert f'name="{next(iter(options))}"' in preview
    assert event.status == Event.Status.SEATED and event.variant == variant
    movement = movement_of(event)
    if "rounds" in options:
        assert len(movement.rounds) == int(options["rounds"])
    for kind in ("indicator-cards", "guide-cards", "table-cards"):
        response = director_client.get(reverse("director:print-document", args=[event.pk, kind]))
        assert response.status_code == 200 and response["Content-Type"] == "application/pdf", kind
    play_all_but_the_last_round(event, movement)
    standings = director_client.get(reverse("director:standings", args=[event.pk]))
    assert standings.status_code == 200
    assert "Player 1" in standings.content.decode() or "North1" in standings.content.decode()


def test_the_movement_page_proposes_the_partial_form_for_the_evening(director_client, club):
    event = make_event(club, form="pairs", method="howell", count=40)
    url = reverse("director:movement", args=[event.pk])
    page = director_client.get(url, {"minutes": "180"}).content.decode()
    assert "25 of 39" in page and "rounds=25" in page


def test_a_number_of_rounds_the_system_cannot_play_is_explained(director_client, club):
    event = make_event(club, form="pairs", method="howell", count=10)
    url = reverse("director:movement", args=[event.pk])
    page = director_client.get(url, {"system": "howell-pairs", "rounds": "2"}).content.decode()
    assert "plays 5 to 8 rounds" in page
    page = director_client.get(url, {"system": "mitchell", "rounds": "2"}).content.decode()
    assert "mitchell has no option" in page


def test_an_arrow_switch_mitchell_is_scored_across_directions_with_one_winner(director_client, club):
    """The event was to be scored by compass (two winners); the arrow switch moves pairs
    across, so the page offers the Howell method first and seating takes it."""
    event = make_event(club, form="pairs", method="compass", count=10)
    preview = seat_through_the_page(director_client, event, "mitchell", {"arrow_switch": "2"})
    assert 'name="arrow_switch"' in preview and "Arrow switch: in the last 2 rounds" in preview
    assert event.status == Event.Status.SEATED and event.method == "howell"
    movement = movement_of(event)
    assert movement.extra["arrow_switch"] == [4, 5]
    assert movement.round(5).table(1).ew == 1          # N-S pair 1 holds the E-W cards
    page = director_client.get(reverse("director:event", args=[event.pk])).content.decode()
    assert ("standard, arrow switch in rounds 4-5 (all 25 N-S/E-W couples compared) — 5 rounds, "
            "5 tables") in page
    play_all_but_the_last_round(event, movement)
    assert director_client.get(reverse("director:standings", args=[event.pk])).status_code == 200
    _, standings = scored(event)
    assert {row.direction for row in standings.rows} == {None}      # one list: one winner
    assert sorted(row.entrant for row in standings.rows) == list(range(1, 11))
