"""Many tables at once, against the real database: nothing duplicated, nothing lost.

These tests use real threads, each with its own database connection, so they
run with ``transaction=True`` (the writes really commit, as in production).
"""

import threading

import pytest
from django.db import connection
from django.test import Client

from tests.live.conftest import post_json, wait_for_closed_sessions
from tests.realparts import require
from tournament.errors import Code
from tournament import seated
from tournament.evening import results
from tournament.models import AuditEntry, Result
from tournament.evening.results import Figures, ResultRefused

pytestmark = pytest.mark.django_db(transaction=True)


@pytest.fixture(autouse=True)
def shared_database(transactional_db):
    """Threads need a database they can share as production does: PostgreSQL, or SQLite in a
    file (an in-memory SQLite test database locks whole tables instead of waiting)."""
    require(not (connection.vendor == "sqlite" and connection.is_in_memory_db()),
            "a database threads can share (PostgreSQL or SQLite in a file)")


def at_once(*jobs):
    """Run the jobs in threads started together; return what each returned (or raised)."""
    start = threading.Barrier(len(jobs))
    outcomes = [None] * len(jobs)

    def run(i, job):
        try:
            start.wait()
            outcomes[i] = job()
        except Exception as exc:  # the outcome under test, not a failure of the harness
            outcomes[i] = exc
        finally:
            connection.close()

    threads = [threading.Thread(target=run, args=(i, job)) for i, job in enumerate(jobs)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    wait_for_closed_sessions()
    return outcomes


def submit(token, body):
    return lambda: post_json(Client(), f"/api/table/{token}/results", body)[0]


def test_the_same_figures_from_several_devices_make_one_result(tokens):
    statuses = at_once(*[submit(tokens[1], {"tray": 1, "ns": 7}) for _ in range(6)])
    assert sorted(statuses) == [200] * 5 + [201]
    assert Result.objects.count() == 1
    assert AuditEntry.objects.filter(what__startswith="entered").count() == 1


def test_different_figures_racing_make_one_result_and_conflicts(tokens):
    statuses = at_once(*[submit(tokens[1], {"tray": 1, "ns": n}) for n in (5, 6, 7, 8)])
    assert sorted(statuses) == [201, 409, 409, 409]
    assert Result.objects.count() == 1


def test_a_directors_correction_racing_the_tables_confirmation_is_caught(event, tokens):
    results.enter(event, 1, 1, 1, Figures(ns=7))
    director = lambda: results.settle(event, 1, 1, 1, Figures(ns=8), "barney",  # noqa: E731
                                      expected_version=1, reason="N-S miscounted")
    table = lambda: results.confirm(event, 1, 1, 1, seen_version=1)  # noqa: E731
    outcomes = at_once(director, table)
    refused = [o for o in outcomes if isinstance(o, ResultRefused)]
    assert len(refused) == 1 and refused[0].code == Code.CONFLICT
    result = Result.objects.get()
    assert result.version == 2 and result.status == "confirmed"
    assert result.ns == (8 if refused[0] is outcomes[1] else 7)


def test_a_confirmation_arriving_after_the_directors_correction_is_refused_not_replayed(event):
    """The order the race above may take: the director first.  E-W confirm the figures they saw
    (version 1), which are no longer the result's; that is no earlier sending of their
    confirmation, though the result is confirmed now (by the director's ruling)."""
    results.enter(event, 1, 1, 1, Figures(ns=7))
    results.settle(event, 1, 1, 1, Figures(ns=8), "barney", expected_version=1, reason="N-S miscounted")
    with pytest.raises(ResultRefused) as refused:
        results.confirm(event, 1, 1, 1, seen_version=1)
    assert refused.value.code == Code.CONFLICT and "changed meanwhile" in refused.value.message
    assert Result.objects.get().ns == 8


def test_the_last_confirmations_racing_advance_the_round_once(event, tokens):
    plays = {1: (1, 2), 2: (3, 4), 3: (5, 6), 4: (7, 8)}
    for table, trays in plays.items():
        for tray in trays:
            results.enter(event, 1, table, tray, Figures(ns=7))
    confirms = [lambda t=t, tray=tray: results.confirm(event, 1, t, tray)
                for t, trays in plays.items() for tray in trays]
    assert not [o for o in at_once(*confirms) if isinstance(o, Exception)]
    event.refresh_from_db()
    assert event.current_round == 2
    assert AuditEntry.objects.filter(what__startswith="closed round 1").count() == 1


def test_a_directors_late_entry_racing_the_tables_entry_is_caught(event):
    director = lambda: results.settle(event, 1, 1, 1, Figures(ns=8), "barney",  # noqa: E731
                                      expected_version=0, reason="slip handed in")
    table = lambda: results.enter(event, 1, 1, 1, Figures(ns=7))  # noqa: E731
    outcomes = at_once(director, table)
    refused = [o for o in outcomes if isinstance(o, ResultRefused)]
    assert len(refused) == 1 and refused[0].code == Code.CONFLICT
    result = Result.objects.get()
    assert result.version == 1
    assert (result.ns, result.status) == ((7, "entered") if refused[0] is outcomes[0] else (8, "confirmed"))


def test_entries_and_confirmations_racing_the_directors_close_land_before_it(event):
    """The round's status is read under the lock the close waits for: whatever the tables
    store lands before "closed round 1" in the audit, and whatever comes after is refused."""
    from tournament.evening import lifecycle

    plays = [(p.table, p.tray) for p in seated.plays(event, 1)]
    first = {}
    for table, tray in plays:
        first.setdefault(table, tray)
    for table, tray in first.items():
        results.enter(event, 1, table, tray, Figures(ns=7))

    def play(table, tray):
        if first[table] == tray:
            return lambda: results.confirm(event, 1, table, tray)
        return lambda: results.enter(event, 1, table, tray, Figures(ns=6))

    jobs = [play(table, tray) for table, tray in plays]
    close = lambda: lifecycle.close_round(event, "barney", reason="the room must close",  # noqa: E731
                                          confirmed=True, from_round=1)
    outcomes = at_once(*jobs[:len(jobs) // 2], close, *jobs[len(jobs) // 2:])
    assert not [o for o in outcomes if isinstance(o, Exception) and not isinstance(o, ResultRefused)]
    assert all("closed" in o.message for o in outcomes if isinstance(o, ResultRefused))
    closed = AuditEntry.objects.get(action=AuditEntry.Action.ROUND_CLOSED)
    late = AuditEntry.objects.filter(result__isnull=False, id__gt=closed.id)
    assert not late.exists(), [str(a) for a in late]
