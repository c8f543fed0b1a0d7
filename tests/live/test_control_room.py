"""The director's control room: the grid, rounds, settling disputes and late results, rulings."""

import pytest
from django.contrib.auth import get_user_model

from tournament.evening import results
from tournament.models import AuditEntry, Result
from tournament.evening.results import Figures


def room(event, tail=""):
    return f"/director/events/{event.pk}/control/{tail}"


def settle(client, event, **fields):
    return client.post(room(event, "settle/"), {"round": 1, "table": 1, "tray": 1, "adjusted": "",
                                                "revokes_ns": "0", "revokes_ew": "0", **fields},
                       follow=True)


def test_only_the_clubs_directors_get_in(client, event, club):
    assert client.get(room(event)).status_code == 302  # to the login page
    stranger = get_user_model().objects.create_user("mallory")
    client.force_login(stranger)
    assert client.get(room(event)).status_code == 403
    assert client.post(room(event, "settle/"), {"round": 1, "table": 1, "tray": 1, "ns": 7,
                                                "reason": "x"}).status_code == 403
    assert not Result.objects.exists()


def test_the_grid_shows_each_tables_state(director_client, event):
    results.enter(event, 1, 1, 1, Figures(ns=7))
    results.confirm(event, 1, 1, 1)
    results.enter(event, 1, 1, 2, Figures(ns=7))
    results.enter(event, 1, 2, 3, Figures(ns=6))
    results.confirm(event, 1, 2, 3, claim=Figures(ns=5))
    text = director_client.get(room(event, "live/")).content.decode()
    assert text.count('<td class="cell-entered"') == 1      # table 1: one of two confirmed
    assert "✎ 1/2" in text and "Table 1, round 1: entered, awaiting E-W" in text
    assert text.count('<td class="cell-disputed"') == 1     # table 2
    assert text.count('<td class="cell-missing"') == 2      # tables 3 and 4
    assert text.count('<td class="cell-pending"') == 12     # rounds 2-4
    assert "Round 2, table" not in text and "Round 1, table 2, tray 3" in text
    assert "N-S entered: N-S 6, E-W 7; E-W say: N-S 5, E-W 8" in text
    assert "⚠ 1 disputed result: the table waits for your ruling" in text
    assert "Still playing: tables 1, 2, 3, 4" in text


def test_settling_a_dispute_confirms_it_with_the_reason(director_client, event):
    results.enter(event, 1, 1, 1, Figures(ns=7))
    results.confirm(event, 1, 1, 1, claim=Figures(ns=8))
    text = settle(director_client, event, ns="8", version="2", reason="E-W's count is right").content.decode()
    assert "recorded (version 3)" in text
    result = Result.objects.get()
    assert (result.ns, result.status, result.claim, result.version) == (8, "confirmed", None, 3)
    entry = result.audit.latest("id")
    assert (entry.who, entry.reason, entry.old["ns"], entry.new["ns"]) == ("barney", "E-W's count is right", 7, 8)
    history = director_client.get(f"/director/events/{event.pk}/results/{result.pk}/history/").content.decode()
    assert "table 1" in history and "barney" in history and "E-W&#x27;s count is right" in history


def test_a_ruling_needs_a_reason(director_client, event):
    results.enter(event, 1, 1, 1, Figures(ns=7))
    text = settle(director_client, event, ns="8", version="1", reason=" ").content.decode()
    assert "Give the reason" in text
    assert Result.objects.get().ns == 7


def test_a_correction_against_a_stale_version_is_refused(director_client, event):
    results.enter(event, 1, 1, 1, Figures(ns=7))
    results.confirm(event, 1, 1, 1)
    text = settle(director_client, event, ns="8", version="1", reason="recount").content.decode()
    assert "changed by someone else meanwhile" in text
    assert Result.objects.get().ns == 7


def test_a_correction_without_a_version_never_overwrites_a_result(director_client, event):
    results.enter(event, 1, 1, 1, Figures(ns=7))
    text = settle(director_client, event, ns="8", reason="late slip").content.decode()
    assert "was entered meanwhile: it is now 7 tricks to N-S" in text
    assert Result.objects.get().ns == 7


@pytest.mark.parametrize("ruling, adjusted", [
    ("average", "average"), ("lowest-ns", "lowest-ns"), ("lowest-ew", "lowest-ew"), ("not-played", "not-played")])
def test_adjustments(director_client, event, ruling, adjusted):
    text = settle(director_client, event, adjusted=ruling, ns="", reason="trump slip wrong").content.decode()
    assert "recorded" in text
    result = Result.objects.get()
    assert (result.adjusted, result.ns, result.status) == (adjusted, None, "confirmed")


def test_a_new_deal_records_the_replayed_tricks(director_client, event):
    results.enter(event, 1, 1, 1, Figures(ns=7))
    settle(director_client, event, adjusted="new-deal", ns="9", version="1", reason="cards left in the tray")
    result = Result.objects.get()
    assert (result.ns, result.adjusted) == (9, "")
    assert result.audit.latest("id").reason == "new deal: cards left in the tray"


def test_unknown_rulings_and_missing_tricks_are_refused(director_client, event):
    assert "Choose one of the rulings" in settle(director_client, event, adjusted="split", ns="7",
                                                reason="x").content.decode()
    assert "no tricks given for N-S" in settle(director_client, event, ns="", reason="x").content.decode()
    assert not Result.objects.exists()


def test_closing_a_round_early_lists_late_results_to_settle(director_client, event):
    results.enter(event, 1, 1, 1, Figures(ns=7))
    director_client.post(room(event, "advance/"), {"round": 1, "confirm": "1", "reason": "time called"})
    event.refresh_from_db()
    assert event.current_round == 2
    assert AuditEntry.objects.get(what__startswith="closed round 1").reason == \
        "time called (closed while tables 1, 2, 3, 4 still played)"
    text = director_client.get(room(event, "live/")).content.decode()
    assert "late: not confirmed" in text and "late: not entered" in text
    assert "cell-late" in text
    settle(director_client, event, table=2, tray=3, ns="6", reason="slip handed in late")
    assert Result.objects.get(tray__number=3).status == "confirmed"


def test_closing_again_is_harmless(director_client, event):
    for _ in range(2):
        director_client.post(room(event, "advance/"), {"round": 1, "confirm": "1", "reason": "time"})
    event.refresh_from_db()
    assert event.current_round == 2


def test_the_last_round_closing_finishes_play(director_client, event):
    for n in range(1, 5):
        director_client.post(room(event, "advance/"), {"round": n, "confirm": "1", "reason": "time"})
    event.refresh_from_db()
    assert event.status == "finished"
    assert "The event is finished" in director_client.get(room(event, "live/")).content.decode()


def test_the_room_shows_links_tokens_and_qr_codes(director_client, event, tokens):
    text = director_client.get(room(event)).content.decode()
    assert f"http://testserver/table/{tokens[3]}/" in text and tokens[3] in text
    svg = director_client.get(room(event, "tables/3/qr.svg"))
    assert svg["Content-Type"] == "image/svg+xml" and b"<svg" in svg.content
    assert director_client.get(room(event, "tables/9/qr.svg")).status_code == 404


def test_live_standings_follow_the_results(director_client, event):
    results.enter(event, 1, 1, 1, Figures(ns=9))
    text = director_client.get(room(event, "standings/")).content.decode()
    assert "<html" not in text and "North1 &amp; South1" in text
