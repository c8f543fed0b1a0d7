"""The director's and the public's pages say what they mean (#13, items 8 to 11)."""

import datetime

import pytest
from django.contrib.staticfiles import finders
from django.test import override_settings
from django.urls import reverse

from app_fixtures import close_rounds, make_event, play_round, seated
from tournament.evening import lifecycle
from tournament.evening.deals import deal_event
from tournament.models import AuditEntry, Event
from tournament.web.views.director import evening_length


def text(response):
    assert response.status_code == 200
    return response.content.decode()


# 8: the audit trail in words


def test_a_settings_change_reads_old_to_new(director_client, club):
    event = make_event(club)
    lifecycle.change_settings(event, "barney", {"method": "howell"})
    page = text(director_client.get(reverse("director:event", args=[event.pk])))
    assert "method compass → howell" in page
    assert "{" not in page.split("Recent changes")[1]


def test_change_text_of_a_result_and_of_a_creation():
    entry = AuditEntry(old={"ns": 7, "ew": 6}, new={"ns": 8, "ew": 5})
    assert "→" in entry.change_text() and "{" not in entry.change_text()
    assert AuditEntry(new={"name": "Friday"}).change_text() == "name Friday"
    assert AuditEntry(old={"status": "seated", "round": 0}, new={"status": "playing", "round": 0}
                      ).change_text() == "status seated → playing"


# 8: finished events are not "live"; words from the registries and the vocabulary


def test_a_finished_event_is_not_being_played_nor_live(director_client, club):
    event = seated(club, "howell-pairs", 6, method="howell", trays_per_round=2)
    lifecycle.start(event, "barney")
    event = close_rounds(Event.objects.get(pk=event.pk), 5)
    assert event.status == Event.Status.FINISHED
    pages = [text(director_client.get(reverse(name, args=[event.pk])))
             for name in ("director:event", "director:standings", "director:control")]
    live = text(director_client.get(reverse("director:control-live", args=[event.pk])))
    for page in pages + [live]:
        assert "being played" not in page and "live:" not in page and "Standings, live" not in page
    assert "Play is over: 5 rounds played" in live
    assert "Movement: <strong>Howell pairs</strong>" in pages[0]


def test_a_playing_event_says_so(director_client, club):
    event = lifecycle.start(seated(club, "howell-pairs", 6, method="howell", trays_per_round=2), "barney")
    assert "Round 1 is being played" in text(director_client.get(reverse("director:event", args=[event.pk])))
    assert "live: every result" in text(director_client.get(reverse("director:standings", args=[event.pk])))
    assert "Standings, live" in text(director_client.get(reverse("director:control", args=[event.pk])))


def test_individuals_standings_say_tricks_lost(director_client, club):
    event = seated(club, "safford-individuals", 12, form="individuals", method="individual-loss")
    page = text(director_client.get(reverse("director:standings", args=[event.pk])))
    assert "Tricks lost" in page and ">Score<" not in page
    lifecycle.start(event, "barney")
    play_round(event, 1)
    card = text(director_client.get(reverse("director:card", args=[event.pk, 1])))
    assert "· tricks lost " in card


def test_score_cards_write_n_s_and_e_w(director_client, club):
    event = lifecycle.start(seated(club, "mitchell", 10, trays_per_round=2), "barney")
    play_round(event, 1)
    page = text(director_client.get(reverse("director:card", args=[event.pk, 1])))
    assert "<td>N-S</td>" in page and "<td>NS</td>" not in page


def test_the_movement_preview_is_headed_by_the_systems_title(director_client, club):
    event = make_event(club, method="howell", count=14)
    page = text(director_client.get(reverse("director:movement", args=[event.pk]),
                                    {"system": "howell-pairs", "trays_per_round": 2}))
    assert "Preview: Howell pairs" in page and "howell-pairs</h2>" not in page


def test_every_page_links_a_favicon_that_is_there(client, db):
    page = text(client.get(reverse("public:index")))
    assert 'rel="icon" href="/static/favicon.svg"' in page
    assert finders.find("favicon.svg")


def test_the_table_page_shows_no_directors_login(client, club):
    event = seated(club, "mitchell", 10, trays_per_round=2)
    table = event.tables.first()
    page = text(client.get(reverse("tables:page", args=[table.token])))
    assert "Director&#x27;s login" not in page and "Director's login" not in page
    assert "Director's login" in text(client.get(reverse("public:index")))


# 9: hand records only when dealt


def test_the_public_page_links_hand_records_only_when_dealt(client, club):
    event = seated(club, "mitchell", 10, trays_per_round=2)
    event.status = Event.Status.PUBLISHED
    event.save()
    url = reverse("public:event", args=[club.slug, event.pk])
    assert "Hand records" not in text(client.get(url)) and "Against par" not in text(client.get(url))
    deal_event(event, seed=1)
    page = text(client.get(url))
    assert "Hand records" in page and "Against par" in page
    assert client.get(reverse("public:deals-hand-records", args=[club.slug, event.pk])).status_code == 200


# 10: the movement page explains itself


@pytest.mark.parametrize("trays, words", [(26, "about 3 h"), (28, "about 3 h 15 min"), (6, "about 40 min"),
                                          (8, "about 55 min"), (60, "about 7 h")])
def test_the_evening_length_is_trays_times_minutes(trays, words):
    assert evening_length(trays) == words


@override_settings(WHIST_MINUTES_PER_TRAY=8)
def test_the_minutes_per_tray_is_a_setting():
    assert evening_length(24) == "about 3 h 10 min"


def test_the_movement_page_explains_balance_length_and_order(director_client, club):
    event = make_event(club, method="howell", count=14)
    page = " ".join(text(director_client.get(reverse("director:movement", args=[event.pk]))).split())
    assert 'id="balance"' in page and "0 is perfect" in page
    assert "Best first:" in page and "an evening of 16 to 36 trays" in page
    assert "about 3 h 15 min" in page  # Mitchell, 28 trays
    assert "about 5 h 45 min" in page and "more than 16–36 trays" in page  # Snow, 49 trays
    assert page.index("Mitchell") < page.index("Snow")


# 11: a new event's defaults


def test_a_new_event_is_tonight_at_the_directors_one_club(director_client, club):
    page = text(director_client.get(reverse("director:event-new")))
    assert f'<option value="{club.pk}" selected>' in page and "---------" not in page
    assert f'value="{datetime.date.today().isoformat()}"' in page
