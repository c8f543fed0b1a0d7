"""Bad request inputs get a clean refusal, never a 500 (issue 12, item 7), and nothing is written."""


import pytest

from tests.app.app_fixtures import make_event, seated
from tests.live.conftest import start_play
from tournament.deals.pbn import PbnError, read_pbn
from tournament.models import AuditEntry, Result
from tournament.parsing import NotANumber, whole_number


@pytest.mark.parametrize("text, number", [("7", 7), (" 12 ", 12), (3, 3), ("0", 0)])
def test_whole_numbers_are_read(text, number):
    assert whole_number(text) == number


@pytest.mark.parametrize("text", ["²", "٣", "-1", "1.5", "abc", "", None, "9" * 5000, True, -3, 2.0, [1]])
def test_anything_else_is_refused_with_a_message(text):
    with pytest.raises(NotANumber, match="the tray must be a whole number|The tray must be a whole number"):
        whole_number(text, "the tray")


def test_blank_gives_the_default():
    assert whole_number("", blank=None) is None and whole_number(None, blank=1) == 1


@pytest.fixture
def playing_event(club):
    return start_play(seated(club, "mitchell", 8, trays_per_round=2))


def _written():
    return Result.objects.count(), AuditEntry.objects.count()


@pytest.mark.parametrize("field, value", [("version", "²"), ("tray", "²"), ("round", "٣"),
                                          ("tray", "9" * 5000), ("round", "-1")])
def test_the_table_page_refuses_odd_digits(client, playing_event, field, value):
    token = playing_event.tables.get(number=1).token
    before = _written()
    data = {"action": "confirm", "tray": "1", "round": "1", "version": "1", field: value}
    response = client.post(f"/table/{token}/", data, follow=True)
    assert response.status_code in (200, 400)   # the page again, the refusal on its tray or at the top
    assert _written() == before


@pytest.mark.parametrize("url", ["/table/%00/", "/table/%00/live/", "/api/table/%00/round",
                                 "/api/table/%00/results"])
def test_a_nul_token_is_unknown(client, db, url):
    assert client.get(url).status_code in (403, 404, 405)


def test_deeply_nested_json_is_refused(client, playing_event):
    token = playing_event.tables.get(number=1).token
    body = "{\"tray\": " + "[" * 5000 + "]" * 5000 + "}"
    response = client.post(f"/api/table/{token}/results", body, content_type="application/json")
    assert response.status_code == 400 and "JSON" in response.json()["error"]


@pytest.mark.parametrize("board", ["²", "9" * 5000, "0", "-2"])
def test_pbn_board_numbers_that_are_not_tray_numbers(board):
    text = f'[Board "{board}"]\n[Deal "N:AKQJ.AKQ.AKQ.AKQ T98.JT9.JT9.JT98 765.876.876.7654 432.5432.5432.32"]\n[Trump "7H"]\n'
    with pytest.raises(PbnError, match="not a tray number"):
        read_pbn(text)


@pytest.mark.parametrize("tail", ["export/", "standings/", "recap/", "cards/1/"])
def test_a_draft_events_scored_pages_are_a_conflict(director_client, club, tail):
    event = make_event(club)
    response = director_client.get(f"/director/events/{event.pk}/{tail}")
    assert response.status_code == 409
    assert "not seated yet" in response.content.decode()


@pytest.mark.parametrize("page, status", [("abc", 400), ("999", 404), ("²", 400), ("1", 200)])
def test_movement_pages_that_do_not_exist(director_client, club, page, status):
    event = make_event(club, count=40)
    response = director_client.get(f"/director/events/{event.pk}/movement/?system=mitchell&page={page}")
    assert response.status_code == status


def test_the_close_round_form_refuses_odd_digits(director_client, playing_event):
    response = director_client.post(f"/director/events/{playing_event.pk}/control/advance/", {"round": "²"})
    assert response.status_code == 400
    assert playing_event.rounds.get(number=1).status == "open"
