"""A club's records survive every migration written since 0008: no row, no column, no value lost.

A fresh database is migrated to ``START``; a club with an event seated on a real movement
(pairs, members, trays and slips, rounds, tables, results, audit entries, a ladder) is written
through the historical models of that state; then the database is migrated to the newest
migration, whatever it is, and every value read at ``START`` must read the same.  A migration
added later is covered without touching this test; one that renames or drops a column, or
rewrites a value, fails it until the test says where the value went.  On PostgreSQL when
``DATABASE_URL`` names it (the settings choose the database).
"""

import datetime

import pytest
from django.conf import settings
from django.db import connection
from django.db.migrations.executor import MigrationExecutor

import movements

APP = "tournament"
START = [(APP, "0008_methods_east_west_and_four_winners")]


@pytest.fixture
def executor(transactional_db):
    """Migrations run back and forth; the database is left at the newest for the next test."""
    yield MigrationExecutor(connection)
    latest = MigrationExecutor(connection)
    latest.migrate(latest.loader.graph.leaf_nodes())


def _latest(executor) -> list[tuple[str, str]]:
    return [node for node in executor.loader.graph.leaf_nodes() if node[0] == APP]


def _rows(apps) -> dict[str, dict]:
    """Every row of every table of the app (the many-to-many tables included), by its key."""
    config = apps.get_app_config(APP)
    return {model._meta.db_table: {row["id"]: row for row in model.objects.values()}
            for model in config.get_models(include_auto_created=True)}


def _club(apps) -> None:
    """A club's evening and its records, written as the models stood at ``START``."""
    model = lambda name: apps.get_model(APP, name)  # noqa: E731
    user_app, user_model = settings.AUTH_USER_MODEL.split(".")
    director = apps.get_model(user_app, user_model).objects.create(username="barney", password="!")
    club = model("Club").objects.create(name="Put-in-Bay Whist Club", slug="put-in-bay")
    club.directors.add(director)
    players = [model("Player").objects.create(club=club, name=name, number=str(n), email=f"m{n}@example.org",
                                              active=n != 3)
               for n, name in enumerate(["Alice", "Bob", "Carol", "Dan", "Eve", "Frank"], 1)]
    movement = movements.generate("mitchell", 6)
    moment = datetime.datetime(2026, 11, 1, 19, 30, tzinfo=datetime.timezone.utc)
    event = model("Event").objects.create(
        club=club, name="Monday pairs", date=datetime.date(2026, 11, 2), form="pairs", laws="english",
        method="matchpoints", status="playing", system="mitchell", variant="", trays_per_round=2,
        movement=movement.to_json(), current_round=2, devices="side", seated_at=moment)
    for number in range(1, 4):
        model("Pair").objects.create(event=event, number=number, player_a=players[2 * number - 2],
                                     player_b=players[2 * number - 1], name="Mr and Mrs B" if number == 3 else "")
    trays = {}
    for number in range(1, movement.trays + 1):
        trays[number] = model("Tray").objects.create(event=event, number=number, dealer="NESW"[number % 4],
                                                     hands="", par_ns=7 if number == 1 else None)
        model("TrumpSlip").objects.create(tray=trays[number], card="7H" if number == 1 else "",
                                          recorded_by="table 1" if number == 1 else "",
                                          recorded_at=moment if number == 1 else None)
    result = None
    for played in movement.rounds:
        rnd = model("Round").objects.create(event=event, number=played.round,
                                            status="closed" if played.round == 1 else "pending", idle=[])
        for table in played.tables:
            model("TableSeat").objects.create(round=rnd, table=table.table, ns=table.ns, ew=table.ew,
                                              trays=list(table.trays))
            if played.round == 1:
                result = model("Result").objects.create(
                    event=event, round=rnd, table=table.table, tray=trays[table.trays[0]], ns=8,
                    revokes_ew=1, before_revoke_ew=3, status="confirmed",
                    claim={"side": "ns", "tricks": 8}, entered_by="N-S", confirmed_by="E-W", version=2)
    model("Result").objects.create(event=event, round=rnd, table=1, tray=trays[movement.rounds[-1].tables[0].trays[0]],
                                   ns=None, adjusted="average", status="entered")
    for number in range(1, 4):
        model("EventTable").objects.create(event=event, number=number, token=f"t{number}" * 8,
                                           ew_token=f"e{number}" * 8)
    model("AuditEntry").objects.create(event=event, action="seated", who="barney", what="Seated",
                                       new={"system": "mitchell"})
    model("AuditEntry").objects.create(event=event, result=result, action="confirmed", who="E-W",
                                       what="Result confirmed", old={"ns": 7}, new={"ns": 8}, reason="a slip")
    ladder = model("Ladder").objects.create(club=club, name="Winter", slug="winter", ranks="players",
                                            rule="best", best=3, minimum=2,
                                            starts=datetime.date(2026, 10, 1), ends=datetime.date(2027, 3, 31))
    ladder.events.add(event)
    teams = model("Event").objects.create(club=club, name="Teams", date=datetime.date(2026, 11, 9),
                                          form="teams", method="aggregate")
    team = model("Team").objects.create(event=teams, number=1, name="The Barneys")
    for number in (1, 2):
        model("Pair").objects.create(event=teams, number=number, team=team, player_a=players[2 * number - 2],
                                     player_b=players[2 * number - 1])
    individuals = model("Event").objects.create(club=club, name="Individuals", date=datetime.date(2026, 11, 16),
                                                form="individuals", method="individual-loss")
    for number, player in enumerate(players, 1):
        model("Individual").objects.create(event=individuals, number=number, player=player)


def test_every_row_and_column_written_at_0008_reads_the_same_after_the_newest_migration(executor):
    executor.migrate([(APP, None)])  # a fresh database for the app: nothing of it left
    executor = MigrationExecutor(connection)
    executor.migrate(START)
    old = executor.loader.project_state(START).apps
    _club(old)
    before = _rows(old)
    empty = sorted(table for table, rows in before.items() if not rows)
    assert not empty, f"the test writes no row in {empty}: a table the migrations are not tried on"

    executor = MigrationExecutor(connection)
    latest = _latest(executor)
    executor.migrate(latest)
    after = _rows(executor.loader.project_state(latest).apps)

    lost = [(table, key, column, value, after.get(table, {}).get(key, {}).get(column, "(gone)"))
            for table, rows in before.items() for key, row in rows.items()
            for column, value in row.items()
            if after.get(table, {}).get(key, {}).get(column, "(gone)") != value]
    assert not lost, "values lost or changed (table, row, column, before, after): " + repr(lost[:20])


def test_the_newest_migration_is_after_the_start(db):
    """The test above tries something: the newest migration is ``START`` or comes after it."""
    executor = MigrationExecutor(connection)
    latest = _latest(executor)
    assert len(latest) == 1, f"the app has {len(latest)} newest migrations: merge them ({latest})"
    assert START[0] in executor.loader.graph.forwards_plan(latest[0])
