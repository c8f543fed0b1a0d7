"""The table's phone page: N-S enter, E-W confirm or disagree, nothing else can be touched."""

import pytest

from tournament.models import Result


def page(token):
    return f"/table/{token}/"


def post(client, token, **fields):
    return client.post(page(token), {"round": 1, **fields}, follow=True)


def test_an_unknown_token_is_a_404_page(client, db):
    response = client.get(page("no-such-token"))
    assert response.status_code == 404


def test_shows_the_round_seats_and_where_the_trays_go_next(client, tokens):
    text = client.get(page(tokens[1])).content.decode()
    assert "Table 1 · round 1" in text
    assert "North1 &amp; South1" in text and "North5 &amp; South5" in text
    assert text.index("Tray 1") < text.index("Tray 2")
    assert "then to table 4" in text
    assert 'name="before_revoke_ns"' in text and "13 − N-S" in text


def test_ns_enter_and_ew_confirm(client, tokens):
    text = post(client, tokens[1], tray=1, action="enter", ns="7", revokes_ns="0", revokes_ew="0").content.decode()
    assert "7 to N-S, 6 to E-W entered" in text and "E-W, please check" in text
    result = Result.objects.get()
    assert (result.ns, result.status, result.entered_by) == (7, "entered", "table 1 N-S")
    text = post(client, tokens[1], tray=1, action="confirm", version="1").content.decode()
    assert "Tray 1 confirmed" in text and "✓ Confirmed" in text
    assert Result.objects.get().status == "confirmed"


def test_a_revoke_with_tricks_before_it(client, tokens):
    post(client, tokens[1], tray=1, action="enter", ns="9", revokes_ns="0", revokes_ew="1",
         before_revoke_ns="4", before_revoke_ew="2")
    result = Result.objects.get()
    # "before the first revoke" is only kept for the side that revoked
    assert (result.revokes_ew, result.before_revoke_ew, result.before_revoke_ns) == (1, 2, None)


def test_disagreement_shows_both_figures(client, tokens):
    post(client, tokens[1], tray=2, action="enter", ns="8")
    text = post(client, tokens[1], tray=2, action="dispute", version="1", ns="6").content.decode()
    assert "the two sides disagree" in text
    assert "N-S entered: N-S 8, E-W 5; E-W say: N-S 6, E-W 7" in text
    assert Result.objects.get().claim["ns"] == 6


def test_a_confirmed_result_cannot_be_changed_from_the_page(client, tokens):
    post(client, tokens[1], tray=1, action="enter", ns="7")
    post(client, tokens[1], tray=1, action="confirm")
    text = post(client, tokens[1], tray=1, action="dispute", ns="5").content.decode()
    assert "only the director can change it" in text
    text = post(client, tokens[1], tray=1, action="enter", ns="5").content.decode()
    assert "already has a result" in text
    assert Result.objects.get().ns == 7


@pytest.mark.parametrize("fields, words", [
    ({"tray": 1, "action": "enter", "ns": "14"}, "from 0 to 13"),
    ({"tray": 1, "action": "enter", "ns": "seven"}, "N-S tricks must be a whole number"),
    ({"tray": 1, "action": "enter", "ns": ""}, "Give the number of tricks"),
    ({"tray": 3, "action": "enter", "ns": "7"}, "not played at table 1"),
    ({"tray": "", "action": "enter", "ns": "7"}, "incomplete"),
    ({"tray": 1, "action": "shuffle"}, "Unknown action"),
])
def test_refusals_are_shown_on_the_page(client, tokens, fields, words):
    assert words in post(client, tokens[1], **fields).content.decode()
    assert not Result.objects.exists()


def test_the_live_part_refreshes_alone(client, tokens):
    post(client, tokens[1], tray=1, action="enter", ns="7")
    text = client.get(page(tokens[1]) + "live/").content.decode()
    assert "<html" not in text and "E-W, please check" in text


def test_an_individual_event_shows_the_four_players(client, club):
    from tests.app.app_fixtures import seated
    from tests.live.conftest import start_play

    event = start_play(seated(club, "trophy-schedule", 8, form="individuals", method="individual-loss"))
    seat = event.rounds.get(number=1).seats.get(table=1)
    body = client.get(f"/api/table/{event.tables.get(number=1).token}/round").json()
    assert [p["number"] for p in body["seats"]["N-S"]] == [seat.n, seat.s]
    assert [p["number"] for p in body["seats"]["E-W"]] == [seat.e, seat.w]
    assert body["seats"]["N-S"][0]["name"] == f"Player {seat.n}"


def test_a_table_with_an_empty_seat_has_nothing_to_enter(client, club):
    from tests.app.app_fixtures import seated
    from tests.live.conftest import start_play

    event = start_play(seated(club, "mitchell", 9, trays_per_round=2))
    empty = event.rounds.get(number=1).seats.get(ns__isnull=True)  # the phantom pair sits N-S
    token = event.tables.get(number=empty.table).token
    text = client.get(page(token)).content.decode()
    assert f"Nobody plays at table {empty.table} in round 1" in text
    assert client.get(f"/api/table/{token}/round").json()["trays"] == []


def test_a_refused_entry_keeps_what_was_typed_and_says_why_on_the_tray(client, tokens):
    response = client.post(page(tokens[1]), {"round": 1, "tray": 2, "action": "enter", "ns": "7",
                                             "revokes_ns": "1", "before_revoke_ns": "9", "revokes_ew": "0"})
    assert response.status_code == 400
    text = response.content.decode()
    tray = text[text.index('id="tray-2"'):]
    tray = tray[:tray.index("</section>")]
    assert "Not accepted" in tray and 'role="alert"' in tray
    assert 'value="7"' in tray and 'value="9"' in tray          # what was typed is still there
    assert 'aria-invalid="true"' in tray and "errorlist" in tray  # the box at fault is marked
    assert text.count("Not accepted") == 1 and 'class="messages"' not in text  # not at the top
    assert not Result.objects.exists()


def test_a_conflict_is_shown_on_the_tray_too(client, tokens):
    post(client, tokens[1], tray=1, action="enter", ns="7")
    post(client, tokens[1], tray=1, action="confirm")
    response = client.post(page(tokens[1]), {"round": 1, "tray": 1, "action": "dispute", "ns": "5", "version": "2"})
    assert response.status_code == 409
    text = response.content.decode()
    assert "Not accepted: round 1, table 1, tray 1 is already confirmed" in text


def test_ns_correct_their_own_entry_until_ew_confirm(client, tokens):
    from tournament.models import AuditEntry

    post(client, tokens[1], tray=1, action="enter", ns="7")
    assert "N-S: change our entry" in client.get(page(tokens[1])).content.decode()
    text = post(client, tokens[1], tray=1, action="amend", ns="8", version="1").content.decode()
    assert "corrected to 8 to N-S, 5 to E-W" in text
    result = Result.objects.get()
    assert (result.ns, result.status, result.version) == (8, "entered", 2)
    audit = AuditEntry.objects.filter(result=result).latest("pk")
    assert (audit.action, audit.who, audit.old["ns"], audit.new["ns"]) == ("corrected", "table 1 N-S", 7, 8)
    stale = client.post(page(tokens[1]), {"round": 1, "tray": 1, "action": "amend", "ns": "9", "version": "1"})
    assert stale.status_code == 409 and "changed meanwhile" in stale.content.decode()
    post(client, tokens[1], tray=1, action="confirm", version="2")
    too_late = client.post(page(tokens[1]), {"round": 1, "tray": 1, "action": "amend", "ns": "9", "version": "3"})
    assert too_late.status_code == 409 and "only the director can change it" in too_late.content.decode()
    assert Result.objects.get().ns == 8


def test_correcting_a_tray_not_entered_is_refused(client, tokens):
    response = client.post(page(tokens[1]), {"round": 1, "tray": 2, "action": "amend", "ns": "8"})
    assert response.status_code == 409 and "Tray 2 has not been entered yet" in response.content.decode()
    assert not Result.objects.exists()


def test_a_refused_confirmation_says_why_on_the_tray(client, tokens):
    post(client, tokens[1], tray=1, action="enter", ns="7")
    post(client, tokens[1], tray=1, action="amend", ns="8", version="1")
    response = client.post(page(tokens[1]), {"round": 1, "tray": 1, "action": "confirm", "version": "1"})
    assert response.status_code == 409
    assert "Not accepted: round 1, table 1, tray 1 was changed meanwhile" in response.content.decode()
    assert Result.objects.get().status == "entered"
