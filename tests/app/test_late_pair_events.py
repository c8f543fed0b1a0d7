"""A late pair takes the missing pair's seat in a running event (lifecycle.add_late).

Seven pairs in a Mitchell: pair 8 arrives after round 2, plays rounds 3 and 4
at the last table's N-S seat, and is scored for rounds 1 and 2 by the sit-out
rule (its direction's average on the trays it did not play).
"""

import io
import json

import pdfplumber
import pytest
from django.urls import reverse
from hypothesis import HealthCheck, given, settings, strategies as st

from movements.check import check
from app_fixtures import but_the_restore, close_rounds, play_round, seated
from tournament.seated import movement_of
from tournament import printing
from tournament.evening import lifecycle, results
from tournament.evening.entrants import split_partners
from tournament.evening.lifecycle import LifecycleError
from tournament.models import AuditEntry, Event, TableSeat
from tournament.scoring import score
from tournament.evening.as_session import event_session
from tournament.evening.session_io import export_session, import_session


@pytest.fixture
def seven(club):
    """Seven pairs, a Mitchell of four tables (the N-S seat of table 4 is empty), play started."""
    return lifecycle.start(seated(club, "mitchell", 7), "barney")


def after_two_rounds(event):
    """Rounds 1 and 2 played: the last confirmation of each closes it (the tables' auto-advance)."""
    for number in (1, 2):
        play_round(event, number)
    event.refresh_from_db()
    return event


def test_a_late_pair_joins_after_round_two_and_is_scored_for_the_rounds_missed(seven):
    event = after_two_rounds(seven)
    assert event.current_round == 3
    lifecycle.add_late(event, "barney", "Late Lucy & Tardy Tom")
    event.refresh_from_db()
    pair = event.pairs.get(number=8)
    assert str(pair) == "Late Lucy & Tardy Tom" and event.pairs.count() == 8
    movement = movement_of(event)
    assert movement.entrants == 8 and movement.extra["late"] == {"8": 3}
    assert check(movement).ok
    assert [r.idle for r in event.rounds.order_by("number")] == [[7, 8], [6, 8], [], []]
    seats = TableSeat.objects.filter(round__event=event, table=4).order_by("round__number")
    assert [s.ns for s in seats] == [None, None, 8, 8]
    audit = AuditEntry.objects.get(event=event, action=AuditEntry.Action.FIELD_CHANGED)
    assert audit.who == "barney" and audit.what == (
        "added pair 8 (Late Lucy & Tardy Tom) late: from round 3 it plays the missing pair's seat "
        "at table 4; rounds 1 to 2 are its sit-outs")
    assert audit.new == {"entrants": {"8": "Late Lucy & Tardy Tom"}, "from_round": 3, "table": 4}

    for number in (3, 4):
        play_round(event, number)
    event.refresh_from_db()
    assert event.status == Event.Status.FINISHED
    session = event_session(event)
    standings = score(session)
    late = standings.row(8)
    assert late.name == "Late Lucy & Tardy Tom"
    # Every table entered 7 tricks to N-S: the late N-S pair's average on the four trays
    # it missed is 7 a tray too, so it ties its direction exactly.
    assert late.tricks == standings.row(1).tricks and late.score == 0
    assert export_session(event)["names"]["8"] == "Late Lucy & Tardy Tom"


def test_the_late_pairs_sit_outs_take_the_average_of_its_direction(seven):
    """The late pair's total on the trays it missed is the N-S average of each tray (the scoring's own sit-out rule, nothing special for lateness)."""
    event = after_two_rounds(seven)
    event = lifecycle.add_late(event, "barney", "Late Lucy & Tardy Tom")
    movement = movement_of(event)
    for number in (3, 4):
        event.refresh_from_db()
        for play in movement.plays():
            if play.round == number:
                ns = 9 if 8 in play.ns else 7
                results.enter(event, number, play.table, play.tray, results.Figures(ns=ns))
                results.confirm(event, number, play.table, play.tray)
    standings = score(event_session(event))
    late, ns_pair = standings.row(8), standings.row(1)
    # Every other table took 7 a tray, so the N-S average of each of the 4 trays the late
    # pair missed is 7 (28); it took 9 on each of the 4 it played (36).
    assert late.tricks == 28 + 36
    assert late.score > 0 and ns_pair.score < 0


def test_the_tables_page_shows_the_late_pair(client, seven):
    event = after_two_rounds(seven)
    lifecycle.add_late(event, "barney", "Late Lucy & Tardy Tom")
    token = event.tables.get(number=4).token
    page = client.get(reverse("tables:page", args=[token])).content.decode()
    assert "Late Lucy &amp; Tardy Tom" in page


def test_the_control_room_offers_the_late_pair_and_adds_it(director_client, seven):
    event = after_two_rounds(seven)
    url = reverse("director:control", args=[event.pk])
    page = director_client.get(url).content.decode()
    assert "A late pair" in page and reverse("director:control-late", args=[event.pk]) in page
    assert "<script>" not in page.split("A late pair", 1)[1].split("</form>", 1)[0]
    response = director_client.post(reverse("director:control-late", args=[event.pk]),
                                    {"names": "Late Lucy & Tardy Tom"}, follow=True)
    text = response.content.decode()
    assert "Pair 8 (Late Lucy &amp; Tardy Tom) late: from round 3" in text
    assert event.pairs.count() == 8


def test_refused_while_the_round_is_in_progress(director_client, seven):
    event = after_two_rounds(seven)
    play_round(event, 3, skip=(2, 3, 4))
    with pytest.raises(LifecycleError, match=r"Round 3 is in progress \(table 1 entered results\): "
                                             "a late pair joins between rounds; add the late pair "
                                             "once round 3 is closed"):
        lifecycle.add_late(event, "barney", "Late Lucy & Tardy Tom")
    response = director_client.post(reverse("director:control-late", args=[event.pk]),
                                    {"names": "Late Lucy & Tardy Tom"}, follow=True)
    assert "Round 3 is in progress" in response.content.decode()
    assert event.pairs.count() == 7 and not AuditEntry.objects.filter(
        event=event, action=AuditEntry.Action.FIELD_CHANGED).exists()


def test_refused_when_play_is_not_running(club):
    event = seated(club, "mitchell", 7)
    with pytest.raises(LifecycleError, match="The event is seated: “add a late pair” is only "
                                             "for an event that is playing"):
        lifecycle.add_late(event, "barney", "Late Lucy & Tardy Tom")


def test_refused_when_nobody_sits_out(director_client, club):
    event = lifecycle.start(seated(club, "mitchell", 8), "barney")
    message = "There is no place for a late pair: nobody sits out in round 1"
    with pytest.raises(LifecycleError, match=message):
        lifecycle.add_late(event, "barney", "Late Lucy & Tardy Tom")
    page = director_client.get(reverse("director:control", args=[event.pk])).content.decode()
    assert message in page and 'name="kind" value="pair"' not in page
    assert 'name="kind" value="table"' in page, "a late table may still join"


def test_the_sit_out_is_taken_once(seven):
    event = after_two_rounds(seven)
    lifecycle.add_late(event, "barney", "Late Lucy & Tardy Tom")
    with pytest.raises(LifecycleError, match="no place for a late pair: nobody sits out"):
        lifecycle.add_late(event, "barney", "Later Still & Last One")


@pytest.mark.parametrize("text,message", [
    ("Lonely Larry", "a pair is two players"),
    ("North3 & Somebody", "North3 is already playing \\(pair 3\\)"),
    ("A & B\nC & D", "Enter the late pair on one line"),
])
def test_bad_names_are_refused_and_nothing_changes(seven, text, message):
    event = after_two_rounds(seven)
    with pytest.raises(Exception, match=message):
        lifecycle.add_late(event, "barney", text)
    assert event.pairs.count() == 7 and movement_of(event).entrants == 7


def test_a_howell_takes_a_late_pair_and_the_backup_keeps_it(club):
    event = lifecycle.start(seated(club, "howell-pairs", 7, method="howell"), "barney")
    play_round(event, 1)
    event.refresh_from_db()
    lifecycle.add_late(event, "barney", "Late Lucy & Tardy Tom")
    event.refresh_from_db()
    doc = export_session(event)
    assert doc["movement"]["late"] == {"8": 2} and doc["names"]["8"] == "Late Lucy & Tardy Tom"
    assert score(event_session(event)).row(8) is not None


def test_close_rounds_then_score_with_a_late_pair(seven):
    """The director may close rounds without every tray; the late pair's table is one of them."""
    event = after_two_rounds(seven)
    lifecycle.add_late(event, "barney", "Late Lucy & Tardy Tom")
    event = close_rounds(event, 2)
    assert event.status == Event.Status.FINISHED
    assert score(event_session(event)).row(8).name == "Late Lucy & Tardy Tom"


def test_the_printed_cards_carry_the_late_pair(seven):
    event = lifecycle.add_late(after_two_rounds(seven), "barney", "Late Lucy & Tardy Tom")
    session = event_session(event)
    score_cards = pdf_text(printing.build("score-cards", session))
    assert "Late Lucy & Tardy Tom" in score_cards
    table_cards = pdf_text(printing.build("table-cards", session))
    seat = movement_of(event).round(3).table(4)
    assert f"3 8 {seat.ew} {', '.join(map(str, seat.trays))}" in table_cards, \
        "table 4's card seats pair 8 from round 3"


def pdf_text(pdf: bytes) -> str:
    with pdfplumber.open(io.BytesIO(pdf)) as doc:
        return "\n".join(page.extract_text() for page in doc.pages)


def test_a_backup_restores_the_late_pair_as_it_was(seven):
    event = lifecycle.add_late(after_two_rounds(seven), "barney", "Late Lucy & Tardy Tom")
    play_round(event, 3)
    event.refresh_from_db()
    first = json.dumps(export_session(event))
    event.delete()
    again = import_session(json.loads(first), event.club, who="restorer")
    assert json.dumps(but_the_restore(export_session(again))) == first
    assert again.current_round == 4 and str(again.pairs.get(number=8)) == "Late Lucy & Tardy Tom"
    assert list(TableSeat.objects.filter(round__event=again, table=4).order_by("round__number")
                .values_list("ns", flat=True)) == [None, None, 8, 8]


def test_refused_in_the_last_round_once_it_has_begun(seven):
    event = after_two_rounds(seven)
    play_round(event, 3)
    play_round(event, 4, skip=(2, 3, 4))
    with pytest.raises(LifecycleError, match="Round 4 is in progress .*it is the last round, so no "
                                             "round is left to join"):
        lifecycle.add_late(event, "barney", "Late Lucy & Tardy Tom")


def test_a_late_player_has_no_table_at_an_individual_event(club):
    event = lifecycle.start(seated(club, "safford-individuals", 9, form="individuals",
                                   method="individual-loss"), "barney")
    with pytest.raises(LifecycleError, match="There is no place for a late player: in round 1 the "
                                             "player sitting out has no table to play at"):
        lifecycle.add_late(event, "barney", "Late Lucy")


BAD_NAMES = st.one_of(st.sampled_from(["", "Lonely Larry", "&", " & ", "A & B & C", "A & B\nC & D",
                                       "A & \x00", "North1 & Somebody", "x" * 5000 + " & y",
                                       "Late Lucy & late lucy"]),
                      st.text(max_size=40).filter(lambda t: len(split_partners(t)) != 2))


# Names a late pair cannot have, posted to the control room: refused, nothing written.
@settings(max_examples=30, deadline=None, derandomize=True, database=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])
@given(names=BAD_NAMES)
def test_malformed_names_are_refused_and_nothing_written(director_client, club, names):
    event = Event.objects.filter(name="Late fuzz").first()
    if event is None:
        event = lifecycle.start(seated(club, "mitchell", 7), "barney")
        Event.objects.filter(pk=event.pk).update(name="Late fuzz")
    before = (event.pairs.count(), AuditEntry.objects.filter(event=event).count())
    response = director_client.post(reverse("director:control-late", args=[event.pk]), {"names": names})
    assert response.status_code == 302
    assert (event.pairs.count(), AuditEntry.objects.filter(event=event).count()) == before
