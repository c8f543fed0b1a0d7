"""A late table joins a running Mitchell (lifecycle.add_late with kind "table").

Ten pairs, five tables: two late pairs arrive after round 2 and sit at table 6
from round 3; each round the late E-W pair hosts at one table of the field and
the E-W pair it displaces plays the same trays at table 6, one slot later.
"""

import io
import json

import pdfplumber
import pytest
from django.urls import reverse

from app_fixtures import but_the_restore, play_round, seated
from tournament.seated import movement_of
from tournament import printing
from tournament.evening import lifecycle
from tournament.evening.lifecycle import LifecycleError
from tournament.models import AuditEntry, Event, TableSeat
from tournament.scoring import score
from tournament.evening.as_session import event_session
from tournament.evening.session_io import export_session, import_session

LATE = "Late Lucy & Tardy Tom\nSlow Sam & Belated Bea"


@pytest.fixture
def ten(club):
    """Ten pairs, a Mitchell of five tables, rounds 1 and 2 played (each closes itself)."""
    event = lifecycle.start(seated(club, "mitchell", 10), "barney")
    for number in (1, 2):
        play_round(event, number)
    event.refresh_from_db()
    return event


def test_a_late_table_joins_after_round_two_plays_on_and_is_scored(ten):
    event = lifecycle.add_late(ten, "barney", LATE, kind="table")
    assert [str(p) for p in event.pairs.filter(number__gt=10)] == ["Late Lucy & Tardy Tom",
                                                                   "Slow Sam & Belated Bea"]
    assert event.tables.filter(number=6).exists()
    movement = movement_of(event)
    assert (movement.entrants, movement.tables) == (12, 6)
    assert movement.extra["late_tables"] == {"6": 3}
    seats = TableSeat.objects.filter(round__event=event, table=6).order_by("round__number")
    assert [(s.round.number, s.ns) for s in seats] == [(3, 11), (4, 11), (5, 11)]
    audit = AuditEntry.objects.get(event=event, action=AuditEntry.Action.FIELD_CHANGED)
    assert audit.what.startswith("added table 6 late, from round 3: N-S pair 11 (Late Lucy & "
                                 "Tardy Tom) sits still there, E-W pair 12 (Slow Sam & Belated Bea)")
    assert audit.new["entrants"] == {"11": "Late Lucy & Tardy Tom", "12": "Slow Sam & Belated Bea"}

    for number in (3, 4, 5):
        play_round(event, number)
    event.refresh_from_db()
    assert event.status == Event.Status.FINISHED
    standings = score(event_session(event))
    assert standings.row(11).direction == "NS" and standings.row(12).direction == "EW"
    assert standings.row(11).name == "Late Lucy & Tardy Tom"


def test_the_late_table_has_its_link_and_the_pages_show_it(director_client, client, ten):
    event = lifecycle.add_late(ten, "barney", LATE, kind="table")
    token = event.tables.get(number=6).token
    page = client.get(reverse("tables:page", args=[token])).content.decode()
    assert "Late Lucy &amp; Tardy Tom" in page
    host = TableSeat.objects.get(round__event=event, round__number=3, ew=12).table
    page = client.get(reverse("tables:page", args=[event.tables.get(number=host).token])).content.decode()
    assert "Slow Sam &amp; Belated Bea" in page
    for name in ("director:control", "director:results"):
        response = director_client.get(reverse(name, args=[event.pk]))
        assert response.status_code == 200, name


def test_the_control_room_adds_a_late_table(director_client, ten):
    url = reverse("director:control-late", args=[ten.pk])
    response = director_client.post(url, {"kind": "table", "names": "Late Lucy & Tardy Tom",
                                          "names_ew": "Slow Sam & Belated Bea"}, follow=True)
    assert "Table 6 late, from round 3" in response.content.decode()
    assert ten.pairs.count() == 12


def test_a_backup_restores_the_late_table(ten):
    event = lifecycle.add_late(ten, "barney", LATE, kind="table")
    play_round(event, 3)
    event.refresh_from_db()
    first = json.dumps(export_session(event))
    event.delete()
    again = import_session(json.loads(first), event.club, who="restorer")
    assert json.dumps(but_the_restore(export_session(again))) == first and again.tables.count() == 6


def test_refused_while_the_round_is_in_progress(ten):
    play_round(ten, 3, skip=(1, 2, 3, 4))
    with pytest.raises(LifecycleError, match=r"Round 3 is in progress \(table 5 entered results\): "
                                             "a late table joins between rounds"):
        lifecycle.add_late(ten, "barney", LATE, kind="table")


def test_refused_while_a_pair_sits_out(club):
    event = lifecycle.start(seated(club, "mitchell", 9), "barney")
    with pytest.raises(LifecycleError, match="There is no place for a late table: a pair sits out "
                                             r"in round 1 \(a late pair takes that place first"):
        lifecycle.add_late(event, "barney", LATE, kind="table")


def test_refused_with_one_tray_a_round(club):
    event = lifecycle.start(seated(club, "mitchell", 10, trays_per_round=1), "barney")
    with pytest.raises(LifecycleError, match="needs two trays a round or more"):
        lifecycle.add_late(event, "barney", LATE, kind="table")


def test_two_pairs_are_needed(ten):
    with pytest.raises(Exception, match=r"Enter the late pairs one a line \(2 lines\): 1 line given"):
        lifecycle.add_late(ten, "barney", "Late Lucy & Tardy Tom", kind="table")
    assert ten.pairs.count() == 10


def test_the_whole_printing_pack_with_a_late_table(ten):
    event = lifecycle.add_late(ten, "barney", LATE, kind="table")
    pdf = printing.build_pack(event_session(event))
    with pdfplumber.open(io.BytesIO(pdf)) as doc:
        text = "\n".join(page.extract_text() for page in doc.pages)
    assert "Table 6" in text and "Slow Sam & Belated Bea" in text


def test_no_hosts_from_this_round_is_refused_with_the_reason(club):
    """Nine tables, joining in round 1: no choice of hosts keeps every rule (a later round would)."""
    event = lifecycle.start(seated(club, "mitchell", 18), "barney")
    with pytest.raises(LifecycleError, match="There is no place for a late table: no table can host "
                                             "the late pairs in every round from round 1"):
        lifecycle.add_late(event, "barney", LATE, kind="table")
    assert event.pairs.count() == 18 and event.tables.count() == 9
