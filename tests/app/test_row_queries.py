"""The queries a table's request makes without the ORM's query compiler (issue 22) read and
write what the ORM reads and writes: the same objects, the same names, the same rows."""

import datetime
from decimal import Decimal

import pytest
from django.core.exceptions import ValidationError
from django.db import transaction

from tests.app.app_fixtures import make_event, seated
from tournament.evening import lifecycle, revision
from tournament.models import AuditEntry, Event, Result, Round
from tournament.rows import (confirmed_count, entrants_named, event_for_director, insert_in_bulk, results_at_table,
                             round_row, table_by_token, update_in_bulk, write_with_audit)
from tournament.scoring.session import Figures

def fields(row) -> dict:
    return {f.attname: getattr(row, f.attname) for f in type(row)._meta.concrete_fields
            if f.attname in row.__dict__}


@pytest.mark.django_db
def test_a_table_by_its_token_is_what_the_orm_reads(club):
    event = lifecycle.start(seated(club), "test")
    for table in event.tables.all():
        found = table_by_token(table.token)
        assert fields(found) == fields(table)
        assert fields(found.event) == fields(Event.objects.defer("movement").get(pk=event.pk))
        assert "movement" not in found.event.__dict__     # read only when asked for
    assert table_by_token("not-a-token") is None


@pytest.mark.django_db
def test_an_event_for_its_director_is_what_the_orm_reads(club, django_user_model):
    event = seated(club)
    director = django_user_model.objects.create_user("dir", password="x" * 20)
    stranger = django_user_model.objects.create_user("stranger", password="x" * 20)
    club.directors.add(director)
    for user, directs in ((director, True), (stranger, False)):
        found = event_for_director(event.pk, user.pk)
        assert fields(found) == fields(Event.objects.defer("movement").get(pk=event.pk))
        assert "movement" not in found.__dict__
        assert fields(found.club) == fields(club) and found.directed is directs
    assert event_for_director(event.pk + 1000, director.pk) is None


@pytest.mark.django_db
def test_a_round_is_what_the_orm_reads(club):
    event = lifecycle.start(seated(club), "test")
    for rnd in event.rounds.all():
        assert fields(round_row(event.pk, rnd.number)) == fields(Round.objects.defer("idle").get(pk=rnd.pk))
        with transaction.atomic():
            assert round_row(event.pk, rnd.number, shared=True).pk == rnd.pk
    assert round_row(event.pk, 99) is None


@pytest.mark.django_db
@pytest.mark.parametrize("form, method", [("pairs", "compass"), ("teams", "matches"),
                                          ("individuals", "individual-loss")])
def test_the_names_at_a_table_are_the_entrants_own(club, form, method):
    event = make_event(club, form=form, method=method, count=2 if form == "teams" else 8)
    individuals = form == "individuals"
    every = event.individuals.all() if individuals else event.pairs.select_related("player_a", "player_b", "team")
    for entrant in every:
        (found,) = entrants_named(event.pk, individuals, [entrant.number])
        assert (str(found), getattr(found, "team", None)) == (str(entrant), getattr(entrant, "team", None))
    numbers = [e.number for e in every][:4 if individuals else 2]
    assert sorted(e.number for e in entrants_named(event.pk, individuals, numbers)) == sorted(numbers)


@pytest.mark.django_db
def test_a_pair_without_players_or_team_is_named_as_the_orm_names_it(club):
    event = Event.objects.create(club=club, name="Empty", date=datetime.date(1897, 7, 5))
    pair = event.pairs.create(number=1, name="")
    (found,) = entrants_named(event.pk, False, [1])
    assert str(found) == str(pair) == "Pair 1" and found.player_a is None and found.team is None


@pytest.mark.django_db
def test_rows_written_in_bulk_are_what_save_writes(club):
    event = lifecycle.start(seated(club), "test")
    rnd, tray = event.rounds.get(number=1), event.trays.get(number=1)
    with transaction.atomic(), revision.changing(event):
        ours = Result(event=event, round=rnd, table=1, tray=tray, entered_by="table 1 N-S")
        ours.figures = Figures(ns=7)
        insert_in_bulk(ours)
        insert_in_bulk(AuditEntry(event=event, result=ours, who="x", action="entered", what="entered",
                                  new=ours.audit_state()))
        ours.status, ours.claim, ours.version = Result.Status.DISPUTED, {"ns": 8}, 2
        update_in_bulk(ours, ("status", "claim", "version", "updated_at"))
    stored = Result.objects.get(pk=ours.pk)
    assert fields(stored) == fields(ours)
    assert stored.created_at and stored.updated_at >= stored.created_at
    assert AuditEntry.objects.get(result=ours).new == ours.audit_state() | {"status": "entered"}
    (read,) = results_at_table(event, 1, 1)
    assert read.get_deferred_fields() == {"created_at", "updated_at"}     # nothing a table shows
    assert (read.created_at, read.updated_at) == (stored.created_at, stored.updated_at)   # read when asked
    assert fields(read) == fields(stored) and (read.tray.number, read.round.number) == (1, 1)
    assert confirmed_count(event.pk, 1) == 0


@pytest.mark.django_db
def test_rows_are_never_written_in_bulk_outside_the_events_bulk(club):
    """Outside ``rows_in_bulk`` save()'s signal would move the event's revision on: the bulk
    writes refuse rather than leave every cached page of the event standing."""
    event = lifecycle.start(seated(club), "test")
    result = Result(event=event, round=event.rounds.get(number=1), table=1, tray=event.trays.get(number=1))
    with pytest.raises(RuntimeError, match="outside rows_in_bulk"):
        insert_in_bulk(result)
    other = Event.objects.create(club=club, name="Other", date=datetime.date(1897, 7, 5))
    with transaction.atomic(), revision.changing(other), pytest.raises(RuntimeError):
        insert_in_bulk(result)
    assert not Result.objects.exists()


def test_the_bulk_writes_know_every_field_of_their_models():
    """A field added to a result or an audit entry is written by the bulk INSERT too: it is
    built from the model's fields, not from a list of names."""
    from tournament.rows import _insert_query, _written

    for model in (Result, AuditEntry):
        _insert_query.cache_clear()
        sql, prepare = _insert_query(model, "any")
        assert _written(model) == [f for f in model._meta.concrete_fields if not f.primary_key]
        assert len(prepare) == len(_written(model)) == sql.count("%s")


NOW = datetime.datetime(1897, 7, 5, 20, 0, tzinfo=datetime.timezone.utc)


@pytest.mark.django_db
@pytest.mark.parametrize("value", [0, 7, None, "", "table 1 N-S", True, 7.0, Decimal("7"), NOW, {"ns": 8}])
def test_each_value_is_written_as_save_prepares_it(club, value):
    """What the bulk writes send for each field is what ``save()`` would send: the field's own
    preparation, which they skip only for a whole number, text or None that it gives back."""
    from django.db import connection

    from tournament.rows import _insert_query, _written

    event = lifecycle.start(seated(club), "test")
    rnd, tray = event.rounds.get(number=1), event.trays.get(number=1)
    for row in (Result(event=event, round=rnd, table=1, tray=tray),
                AuditEntry(event=event, who="x", action="entered", what="entered", when=NOW)):
        for field, prepare in zip(_written(type(row)), _insert_query(type(row), connection.vendor)[1]):
            if getattr(field, "auto_now", False) or getattr(field, "auto_now_add", False):
                continue                                     # the time of the write
            setattr(row, field.attname, value)
            try:
                expected = repr(field.get_db_prep_save(field.pre_save(row, True), connection))
            except (TypeError, ValueError, ValidationError):
                continue                                     # no value the field takes
            assert repr(prepare(row, connection)) == expected, field


@pytest.mark.django_db
def test_a_write_and_its_audit_entry_together_are_what_the_writes_apart_store(club):
    """``write_with_audit`` (one statement on PostgreSQL) stores what insert/update_in_bulk and
    insert_in_bulk store one after the other, and says both rows' ids."""
    event = lifecycle.start(seated(club), "test")
    rnd, tray = event.rounds.get(number=1), event.trays.get(number=1)
    with transaction.atomic(), revision.changing(event):
        ours = Result(event=event, round=rnd, table=1, tray=tray, entered_by="table 1 N-S")
        ours.figures = Figures(ns=7)
        entered = AuditEntry(event=event, result=ours, who="x", action="entered", what="entered",
                             new=ours.audit_state())
        write_with_audit(ours, entered)
        ours.status, ours.confirmed_by, ours.version = Result.Status.CONFIRMED, "table 1 E-W", 2
        confirmed = AuditEntry(event=event, result=ours, who="y", action="confirmed", what="confirmed",
                               old=entered.new, new=ours.audit_state())
        write_with_audit(ours, confirmed, ("status", "confirmed_by", "version", "updated_at"))
    assert fields(Result.objects.get(pk=ours.pk)) == fields(ours)
    assert [fields(a) for a in AuditEntry.objects.filter(result=ours).order_by("pk")] == \
        [fields(entered), fields(confirmed)]
    assert entered.result_id == confirmed.result_id == ours.pk and entered.pk < confirmed.pk
