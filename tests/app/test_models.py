"""The models and the constraints the laws make absolute, on whichever database runs."""

import pytest
from django.db import IntegrityError, transaction

import movements
from tournament.evening import lifecycle
from tournament.evening.lifecycle import LifecycleError
from tournament.models import Event, Result, Round, TableSeat, Tray
from tournament.evening.seating import SeatingError
from tournament.vocabulary import dealer_of

from app_fixtures import make_event


def test_dealer_is_west_for_tray_one_and_passes_to_the_left():
    assert [dealer_of(n) for n in range(1, 10)] == list("WNESWNESW")


def test_seating_materialises_the_movement(mitchell_event):
    event = mitchell_event
    movement = movements.Movement.from_json(event.movement)
    assert event.status == Event.Status.SEATED
    assert Round.objects.filter(event=event).count() == len(movement.rounds)
    assert TableSeat.objects.filter(round__event=event).count() == sum(len(r.tables) for r in movement.rounds)
    assert Tray.objects.filter(event=event).count() == movement.trays
    assert all(t.trump_slip.card == "" for t in event.trays.all())
    assert event.tables.count() == movement.tables
    assert len({t.token for t in event.tables.all()}) == movement.tables
    first = TableSeat.objects.get(round__event=event, round__number=1, table=1)
    assert first.trays == list(movement.rounds[0].table(1).trays)


def test_seating_refuses_a_movement_for_another_field(club):
    event = make_event(club, count=10)
    with pytest.raises(SeatingError, match="the event has 10"):
        lifecycle.seat(event, movements.generate("mitchell", 12), "barney")
    assert event.rounds.count() == 0


def test_seating_twice_is_refused(mitchell_event):
    with pytest.raises(LifecycleError, match="The event is seated"):
        lifecycle.seat(mitchell_event, movements.generate("mitchell", 10), "barney")


def _result(event, **kwargs):
    rnd = event.rounds.get(number=1)
    seat = rnd.seats.get(table=1)
    tray = event.trays.get(number=seat.trays[0])
    values = {"event": event, "round": rnd, "table": 1, "tray": tray, "ns": 7}
    values.update(kwargs)
    return Result.objects.create(**values)


@pytest.mark.parametrize("bad", [{"ns": 14}, {"ns": None}, {"before_revoke_ns": 14}])
def test_database_refuses_what_the_laws_forbid(mitchell_event, bad):
    with pytest.raises(IntegrityError), transaction.atomic():
        _result(mitchell_event, **bad)


def test_one_result_per_tray_per_table_per_round(mitchell_event):
    _result(mitchell_event)
    with pytest.raises(IntegrityError), transaction.atomic():
        _result(mitchell_event, ns=6)
    assert Result.objects.count() == 1


def test_an_adjusted_result_needs_no_tricks(mitchell_event):
    result = _result(mitchell_event, ns=None, adjusted="average")
    assert result.ew_tricks is None
