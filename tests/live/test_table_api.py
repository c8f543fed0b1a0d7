"""The table API: reading the round, entering, confirming, and every refusal with its status."""

import pytest
from django.db import connection
from django.test import Client
from django.test.utils import CaptureQueriesContext

from tests.live.conftest import playing, post_json
from tournament.evening import lifecycle, results
from tournament.models import AuditEntry, Event, Result


@pytest.fixture
def api():
    """A client that enforces CSRF, as a device would meet it: the API must not need it."""
    return Client(enforce_csrf_checks=True)


def url(token, tail):
    return f"/api/table/{token}/{tail}"


def test_reads_the_current_round(api, tokens):
    body = api.get(url(tokens[1], "round")).json()
    assert (body["table"], body["round"], body["round_status"]) == (1, 1, "open")
    assert body["seats"] == {"N-S": [{"number": 1, "name": "North1 & South1"}],
                             "E-W": [{"number": 5, "name": "North5 & South5"}]}
    assert [(t["tray"], t["next_table"], t["next_round"], t["result"]) for t in body["trays"]] == \
        [(1, 4, 2, None), (2, 4, 2, None)]


def test_enter_then_confirm(api, tokens):
    status, body = post_json(api, url(tokens[1], "results"), {"tray": 1, "ns": 7})
    assert status == 201
    assert body["result"]["ns"] == 7
    assert (body["result"]["ew"], body["result"]["status"], body["result"]["version"]) == (6, "entered", 1)
    status, body = post_json(api, url(tokens[1], "results/1/confirm"), {"version": 1})
    assert (status, body["result"]["status"], body["result"]["version"]) == (200, "confirmed", 2)
    result = Result.objects.get()
    assert (result.entered_by, result.confirmed_by) == ("table 1 N-S", "table 1 E-W")


def statements(request) -> int:
    """How many SQL statements ``request()`` makes, transaction control left out."""
    with CaptureQueriesContext(connection) as captured:
        request()
    control = ("BEGIN", "COMMIT", "ROLLBACK", "SAVEPOINT", "RELEASE SAVEPOINT", "ROLLBACK TO SAVEPOINT")
    return sum(1 for q in captured.captured_queries if not q["sql"].upper().startswith(control))


def test_a_table_request_stays_a_few_queries(api, tokens):
    """Sixty tables at once are served by two cores: each request must stay cheap."""
    post_json(api, url(tokens[1], "results"), {"tray": 1, "ns": 7})  # the worker learns the event
    assert statements(lambda: api.get(url(tokens[1], "round"))) <= 4
    # A write also moves the event's revision on (tournament/evening/revision.py): one UPDATE more.
    assert statements(lambda: post_json(api, url(tokens[1], "results"), {"tray": 2, "ns": 6})) <= 5
    assert statements(lambda: post_json(api, url(tokens[1], "results/1/confirm"), {})) <= 5


def test_resubmitting_the_same_figures_is_harmless(api, tokens):
    first = post_json(api, url(tokens[1], "results"), {"tray": 1, "ns": 7})
    again = post_json(api, url(tokens[1], "results"), {"tray": 1, "ns": 7})
    assert (first[0], again[0]) == (201, 200)
    assert Result.objects.count() == 1 and AuditEntry.objects.filter(result__isnull=False).count() == 1
    post_json(api, url(tokens[1], "results/1/confirm"), {})
    assert post_json(api, url(tokens[1], "results/1/confirm"), {})[0] == 200


def test_other_figures_for_an_entered_tray_conflict(api, tokens):
    post_json(api, url(tokens[1], "results"), {"tray": 1, "ns": 7})
    status, body = post_json(api, url(tokens[1], "results"), {"tray": 1, "ns": 8})
    assert status == 409
    assert "already has a result" in body["error"] and "director" in body["error"]


def test_disagreement_keeps_both_figures(api, tokens):
    post_json(api, url(tokens[1], "results"), {"tray": 2, "ns": 8, "revokes_ew": 1, "before_revoke_ew": 2})
    status, body = post_json(api, url(tokens[1], "results/2/confirm"), {"agree": False, "ns": 9})
    assert status == 200
    assert body["result"]["status"] == "disputed"
    assert (body["result"]["ns"], body["result"]["claim"]["ns"]) == (8, 9)
    shown = api.get(url(tokens[1], "round")).json()["trays"][1]["result"]
    assert shown["claim"]["ns"] == 9
    entry = AuditEntry.objects.filter(what__startswith="disputed").get()
    assert entry.who == "table 1 E-W" and entry.new["claim"]["ns"] == 9


def test_a_disagreement_with_the_same_figures_is_an_agreement(api, tokens):
    post_json(api, url(tokens[1], "results"), {"tray": 1, "ns": 7})
    status, body = post_json(api, url(tokens[1], "results/1/confirm"), {"agree": False, "ns": 7})
    assert (status, body["result"]["status"]) == (200, "confirmed")


def test_a_confirmed_result_cannot_be_changed_from_the_table(api, tokens):
    post_json(api, url(tokens[1], "results"), {"tray": 1, "ns": 7})
    post_json(api, url(tokens[1], "results/1/confirm"), {})
    status, body = post_json(api, url(tokens[1], "results/1/confirm"), {"agree": False, "ns": 6})
    assert status == 409 and "only the director" in body["error"]
    assert post_json(api, url(tokens[1], "results"), {"tray": 1, "ns": 6})[0] == 409
    assert Result.objects.get().ns == 7


def test_confirming_a_result_changed_meanwhile_is_refused(api, tokens):
    post_json(api, url(tokens[1], "results"), {"tray": 1, "ns": 7})
    status, body = post_json(api, url(tokens[1], "results/1/confirm"), {"version": 3})
    assert status == 409 and "changed meanwhile" in body["error"]


@pytest.mark.parametrize("tricks", [14, -1, 99])
def test_refuses_tricks_outside_0_to_13(api, tokens, tricks):
    status, body = post_json(api, url(tokens[1], "results"), {"tray": 1, "ns": tricks})
    assert status == 400 and "0 to 13" in body["error"]
    assert not Result.objects.exists()


@pytest.mark.parametrize("body, words", [
    ('{"tray": 1, "ns": 7', "not valid JSON"),
    ("[1, 7]", "JSON object"),
    ({"tray": 1, "ns": "seven"}, "N-S tricks must be a whole number"),
    ({"tray": 1, "ns": True}, "N-S tricks must be a whole number"),
    ({"tray": 1}, "Give the number of tricks N-S took"),
    ({"ns": 7}, "Say which tray"),
    ({"tray": 1, "ns": 7, "revokes_ns": "x"}, "N-S revokes must be a whole number"),
    ({"tray": 1, "ns": 7, "adjusted": "average"}, "Only the director"),
    ({"tray": 1, "ns": 3, "revokes_ns": 1, "before_revoke_ns": 5}, "more than the 3 tricks"),
])
def test_refuses_bad_values_and_malformed_json(api, tokens, body, words):
    status, answer = post_json(api, url(tokens[1], "results"), body)
    assert status == 400 and words in answer["error"]


def test_refuses_a_tray_not_at_that_table_in_that_round(api, tokens):
    status, body = post_json(api, url(tokens[1], "results"), {"tray": 3, "ns": 7})
    assert status == 404 and "tray 3 is not played at table 1 in round 1" in body["error"]
    status, body = post_json(api, url(tokens[1], "results/3/confirm"), {})
    assert status == 404 and "not played at table 1" in body["error"]
    assert post_json(api, url(tokens[1], "results"), {"tray": 1, "ns": 7, "round": 99})[0] == 404


def test_refuses_a_round_already_closed(api, tokens, event):
    lifecycle.close_round(event, "barney", reason="time called", confirmed=True)
    status, body = post_json(api, url(tokens[1], "results"), {"tray": 1, "ns": 7, "round": 1})
    assert status == 409 and "Round 1 is closed" in body["error"]
    assert api.get(url(tokens[1], "round")).json()["round"] == 2


def test_refuses_a_round_not_started(api, tokens):
    status, body = post_json(api, url(tokens[1], "results"), {"tray": 3, "ns": 7, "round": 2})
    assert status == 409 and "has not started" in body["error"]


def test_refuses_entries_before_play_starts(api, club):
    from tests.app.app_fixtures import seated
    token = seated(club, "mitchell", 8, trays_per_round=2).tables.get(number=1).token
    status, body = post_json(api, url(token, "results"), {"tray": 1, "ns": 7})
    assert status == 409 and "Play has not started" in body["error"]
    assert "has not started" in api.get(url(token, "round")).json()["message"]


def test_refuses_an_unknown_token(api, db):
    status, body = post_json(api, url("no-such-token", "results"), {"tray": 1, "ns": 7})
    assert status == 403 and "not known" in body["error"]
    assert api.get(url("no-such-token", "round")).status_code == 403


def test_a_token_of_another_table_or_event_cannot_touch_it(api, tokens, club, event):
    other = playing(club, name="Thursday compass")
    other_token = other.tables.get(number=1).token
    status, body = post_json(api, url(tokens[2], "results"), {"table": 1, "tray": 1, "ns": 7})
    assert status == 403 and "belongs to table 2" in body["error"]
    status, body = post_json(api, url(other_token, "results"), {"event": event.pk, "tray": 1, "ns": 7})
    assert status == 403 and "Thursday compass" in body["error"]
    # Without naming the table, another table's token only ever addresses its own table:
    assert post_json(api, url(tokens[2], "results"), {"tray": 1, "ns": 7})[0] == 404
    assert not Result.objects.exists()


def test_refuses_a_result_for_a_finished_event(api, tokens, event):
    Event.objects.filter(pk=event.pk).update(status=Event.Status.FINISHED)
    status, body = post_json(api, url(tokens[1], "results"), {"tray": 1, "ns": 7})
    assert status == 409 and "finished" in body["error"]


def test_confirming_before_entry_is_a_conflict(api, tokens):
    status, body = post_json(api, url(tokens[1], "results/1/confirm"), {})
    assert status == 409 and "have not entered tray 1" in body["error"]


def test_the_round_advances_when_every_table_has_confirmed(api, tokens, event):
    for table, trays in {1: (1, 2), 2: (3, 4), 3: (5, 6), 4: (7, 8)}.items():
        for tray in trays:
            post_json(api, url(tokens[table], "results"), {"tray": tray, "ns": 7})
            post_json(api, url(tokens[table], "results/%d/confirm" % tray), {})
    event.refresh_from_db()
    assert event.current_round == 2
    assert list(event.rounds.values_list("status", flat=True)[:2]) == ["closed", "open"]
    assert AuditEntry.objects.filter(what="closed round 1 and opened round 2").count() == 1
    assert [t["tray"] for t in api.get(url(tokens[1], "round")).json()["trays"]] == [3, 4]


def test_wrong_method_is_refused(api, tokens):
    response = api.get(url(tokens[1], "results"))
    assert (response.status_code, response["Allow"]) == (405, "POST")
    assert response.json() == {"error": "Use POST for this address."}


def test_a_round_closed_while_the_table_looked_refuses_its_confirmation(event):
    stale = Event.objects.get(pk=event.pk)            # what the table's request loaded
    results.enter(event, 1, 1, 1, results.Figures(ns=7))
    lifecycle.close_round(event, "barney", reason="time called", confirmed=True)
    with pytest.raises(results.ResultRefused, match="Round 1 is closed"):
        results.confirm(stale, 1, 1, 1)
    with pytest.raises(results.ResultRefused, match="Round 1 is closed"):
        results.enter(stale, 1, 1, 2, results.Figures(ns=7))


def test_n_s_correct_their_entry_before_e_w_look(api, tokens):
    """The page's "N-S: change our entry", for a device or the phone's outbox: with the version
    seen, audited as N-S's correction; refused once E-W have confirmed, or from E-W."""
    post_json(api, url(tokens[1], "results"), {"tray": 1, "ns": 7})
    status, body = post_json(api, url(tokens[1], "results/1/correct"), {"ns": 8, "version": 1})
    assert (status, body["result"]["ns"], body["result"]["status"], body["result"]["version"]) == \
        (200, 8, "entered", 2)
    assert post_json(api, url(tokens[1], "results/1/correct"), {"ns": 8, "version": 2})[0] == 200
    status, body = post_json(api, url(tokens[1], "results/1/correct"), {"ns": 9, "version": 1})
    assert status == 409 and "changed meanwhile" in body["error"]
    entry = AuditEntry.objects.get(action="corrected")
    assert (entry.who, entry.old["ns"], entry.new["ns"]) == ("table 1 N-S", 7, 8)
    post_json(api, url(tokens[1], "results/1/confirm"), {})
    status, body = post_json(api, url(tokens[1], "results/1/correct"), {"ns": 9})
    assert status == 409 and "only the director" in body["error"]
    status, body = post_json(api, url(tokens[1], "results/2/correct"), {"ns": 9})
    assert status == 409 and "enter it first" in body["error"]
    assert post_json(api, url(tokens[1], "results/1/correct"), {"ns": "nine"})[0] == 400
