"""The table path's cursor (tournament/database.py) and the kept connection's health check
(config/postgresql/base.py): what Django's own would do, at less cost, on PostgreSQL."""

import time

import psycopg
import pytest
from django.db import IntegrityError, connection, connections, transaction
from django.test.utils import CaptureQueriesContext

from tests.app.app_fixtures import seated
from tests.realparts import require
from tournament.database import cursor, database
from tournament.evening import lifecycle, revision
from tournament.models import Result
from tournament.rows import insert_in_bulk, round_row, table_by_token

pytestmark = pytest.mark.django_db


@pytest.fixture
def postgres():
    require(connection.vendor == "postgresql", "PostgreSQL (DATABASE_URL)")


@pytest.fixture
def own_connection(postgres):
    """A connection of its own to the test database, apart from the test's transaction."""
    kept = connections.create_connection("default")
    kept.ensure_connection()
    yield kept
    kept.close()


def end_on_the_server(pid: int) -> None:
    """The server ends the backend ``pid``, as a restart or ``pg_terminate_backend`` does."""
    with connection.cursor() as other:
        other.execute("SELECT pg_terminate_backend(%s)", [pid])


def test_a_kept_connection_is_checked_without_a_query(own_connection, monkeypatch):
    def no_query(*args, **kwargs):
        raise AssertionError("the health check sent a query")

    monkeypatch.setattr(psycopg.Connection, "cursor", no_query)
    monkeypatch.setattr(psycopg.Connection, "execute", no_query)
    assert own_connection.is_usable()


def test_a_connection_the_server_ended_is_replaced_before_use(own_connection):
    with own_connection.cursor() as c:
        c.execute("SELECT pg_backend_pid()")
        (first,) = c.fetchone()
    end_on_the_server(first)
    deadline = time.monotonic() + 5
    while own_connection.is_usable() and time.monotonic() < deadline:
        time.sleep(0.01)
    assert not own_connection.is_usable()
    own_connection.health_check_done = False    # as at the start of the next request
    with own_connection.cursor() as c:     # no error: replaced first
        c.execute("SELECT pg_backend_pid()")
        (second,) = c.fetchone()
    assert second != first


def test_the_table_paths_statements_are_prepared_once_and_logged(club, postgres):
    event = lifecycle.start(seated(club), "test")
    token = event.tables.first().token
    with CaptureQueriesContext(connection) as logged:
        for _ in range(3):
            assert table_by_token(token).event.pk == event.pk
    assert len(logged.captured_queries) == 3 and "WHERE" in logged.captured_queries[0]["sql"]
    with cursor(database()) as c:
        c.execute("SELECT count(*) FROM pg_prepared_statements WHERE statement LIKE %s", ["%ew_token%"])
        assert c.fetchone() == (1,)


def test_the_drivers_errors_are_djangos(club, postgres):
    """A result entered twice meets Django's IntegrityError, which the write path catches."""
    event = lifecycle.start(seated(club), "test")
    rnd, tray = round_row(event.pk, 1), event.trays.get(number=1)
    with transaction.atomic(), revision.changing(event):
        insert_in_bulk(Result(event=event, round=rnd, table=1, tray=tray, ns=7))
    with pytest.raises(IntegrityError), transaction.atomic(), revision.changing(event):
        insert_in_bulk(Result(event=event, round=rnd, table=1, tray=tray, ns=8))
    assert Result.objects.filter(event=event).count() == 1
