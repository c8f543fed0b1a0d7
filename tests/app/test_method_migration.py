"""Events seated before seating checked the method are given one that scores them."""

import datetime

import pytest
from django.db import connection
from django.db.migrations.executor import MigrationExecutor

import movements

BEFORE = [("tournament", "0002_result_ns_and_revoke_bound")]
AFTER = [("tournament", "0003_method_choices_and_scorable_seated_events")]


@pytest.fixture
def executor(transactional_db):
    """Migrations run back and forth; the database is left at the newest for the next test."""
    yield MigrationExecutor(connection)
    latest = MigrationExecutor(connection)
    latest.migrate(latest.loader.graph.leaf_nodes())


def test_a_compass_event_seated_with_a_howell_becomes_a_howell(executor):
    executor.migrate(BEFORE)
    old = executor.loader.project_state(BEFORE).apps
    club = old.get_model("tournament", "Club").objects.create(name="Old club", slug="old")
    Event = old.get_model("tournament", "Event")
    day = datetime.date(2026, 11, 1)
    broken = Event.objects.create(club=club, name="Broken", date=day, method="compass",
                                  movement=movements.generate("howell-pairs", 8).to_json())
    fine = Event.objects.create(club=club, name="Fine", date=day, method="compass",
                                movement=movements.generate("mitchell", 8).to_json())
    executor = MigrationExecutor(connection)
    executor.migrate(AFTER)
    new = executor.loader.project_state(AFTER).apps.get_model("tournament", "Event")
    assert new.objects.get(pk=broken.pk).method == "howell"
    assert new.objects.get(pk=fine.pk).method == "compass"
    entry = new.objects.get(pk=broken.pk).audit.get()
    assert entry.old == {"method": "compass"} and entry.new == {"method": "howell"}
