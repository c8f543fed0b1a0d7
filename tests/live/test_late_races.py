"""A late table (or pair) added while a table enters the round's first result: one of them
waits for the other, never both at once.

``lifecycle.late_refusal`` counts the current round's results; an entry holds the round's row
while it writes.  Without a lock in common, an entry landing between the count and the
commit of the late arrivals is accepted, and credited to a late pair who did not play it.
The add is held open right after its count until the entry has either landed or is
waiting for a lock (PostgreSQL tells which), so the race is taken every run.
"""

import threading

import pytest
from django.db import connection

from tests.app.app_fixtures import play_round, seated
from tests.live.test_entry_races import at_once
from tests.realparts import require
from tournament.seated import movement_of
from tournament.evening import lifecycle, results
from tournament.evening.lifecycle import LifecycleError
from tournament.models import AuditEntry, Result
from tournament.evening.results import Figures

pytestmark = pytest.mark.django_db(transaction=True)

LATE = {"table": "Late Lucy & Tardy Tom\nSlow Sam & Belated Bea", "pair": "Late Lucy & Tardy Tom"}


@pytest.fixture(autouse=True)
def postgresql(transactional_db):
    require(connection.vendor == "postgresql", "PostgreSQL (DATABASE_URL=postgres://...)")


def _someone_waits_for_a_lock() -> bool:
    with connection.cursor() as cursor:
        cursor.execute("SELECT pg_stat_clear_snapshot()")  # else the transaction sees its first look
        cursor.execute("SELECT count(*) FROM pg_stat_activity WHERE datname = current_database() "
                       "AND pid <> pg_backend_pid() AND wait_event_type = 'Lock'")
        return cursor.fetchone()[0] > 0


@pytest.mark.parametrize("kind,pairs", [("table", 10), ("pair", 7)])
def test_a_late_arrival_and_the_rounds_first_entry_are_taken_one_after_the_other(
        club, monkeypatch, kind, pairs):
    event = lifecycle.start(seated(club, "mitchell", pairs), "barney")
    for number in (1, 2):
        play_round(event, number)
    event.refresh_from_db()
    play = next(p for p in movement_of(event).plays() if p.round == 3)
    counted, entered = threading.Event(), threading.Event()
    count = lifecycle.late_refusal

    def count_then_hold(*args, **kwargs):
        problem = count(*args, **kwargs)
        counted.set()
        for _ in range(400):  # until the entry has landed, or waits for this transaction
            if entered.is_set() or _someone_waits_for_a_lock():
                break
            threading.Event().wait(0.025)
        return problem

    monkeypatch.setattr(lifecycle, "late_refusal", count_then_hold)

    def enter():
        counted.wait(30)
        try:
            return results.enter(event, 3, play.table, play.tray, Figures(ns=7))
        finally:
            entered.set()

    added, entry = at_once(lambda: lifecycle.add_late(event, "barney", LATE[kind], kind=kind), enter)
    assert not isinstance(entry, Exception) or isinstance(entry, results.ResultRefused), entry
    assert not isinstance(added, Exception) or isinstance(added, LifecycleError), added
    late = AuditEntry.objects.filter(action=AuditEntry.Action.FIELD_CHANGED).first()
    if late is not None:   # the late arrivals came first: every entry of the round after them
        early = AuditEntry.objects.filter(result__round__number=3, id__lt=late.id)
        assert not early.exists(), [str(a) for a in early]
    else:
        assert Result.objects.filter(round__number=3).exists()
