"""The few queries every table's request makes, written once from the models' fields.

A table's phone asks for its round, enters and confirms all evening, sixty tables at once:
the table by its token, the round, the table's results, the names at the table, the count of
the round's confirmations, and the rows a result and its audit entry are written with.  And
every director's page of an event begins by reading the event, its club and whether he
directs it (a phone reopening the standings: a page kept in the cache, but for this read).
For these few queries the ORM spends more CPU compiling the query, or reading a raw
queryset's rows, than the database spends answering it (issue 22; bench/table_instructions.py
counts it), so each is written once, for the database in use, from the models' own fields
(a field added to a model is read and written here too), and its rows are read through the
converters the ORM would apply.  The objects made are the models' own (``from_db``), as the
ORM would make them.  Each statement goes through tournament/database.py's cursor (on
PostgreSQL, psycopg's own, the statement prepared).  Writes are only made inside
``rows_in_bulk`` for their event, where ``save()``'s signal would do nothing either
(tournament/evening/revision.py).
"""

from __future__ import annotations

import dataclasses
import functools

from django.db import DEFAULT_DB_ALIAS, connection, models

from tournament.database import cursor as cursor_of, database
from tournament.models import EVENT_IN_BULK, Club, Event, EventTable, Individual, Pair, Player, Result, Round, Team, Tray


@dataclasses.dataclass(frozen=True)
class RowQuery:
    """A query written once from the models' fields, its rows read as the ORM would read them:
    a column whose field has converters goes through them (on SQLite, a date's text; a JSON
    field's text anywhere).  For the few queries every table's request makes, where compiling
    the ORM's query, or reading a raw queryset, costs more than running it (issue 22)."""

    sql: str
    converted: tuple  # (column's index, its converters, its column expression), where there are some

    @classmethod
    def of(cls, sql: str, fields: list) -> RowQuery:
        """``sql`` selecting one column for each of ``fields`` (model fields), in that order."""
        expressions = [(f, f.get_col(f.model._meta.db_table)) for f in fields]
        return cls(sql, tuple((i, converters, column) for i, (f, column) in enumerate(expressions)
                              if (converters := connection.ops.get_db_converters(column)
                                  + f.get_db_converters(connection))))

    def rows(self, db, params: list) -> list[list]:
        """The rows of the query with ``params`` from the database ``db`` (``tournament.database.database``)."""
        with cursor_of(db) as cursor:
            cursor.execute(self.sql, params)
            rows = [list(row) for row in cursor.fetchall()]
        for values in rows:
            for i, converters, column in self.converted:
                for convert in converters:
                    values[i] = convert(values[i], column, db)
        return rows


def table_by_token(token: str) -> EventTable | None:
    """The first table one of whose tokens is ``token``, with its event (all but the
    movement) from the same query; None if there is none.  Every request of a table's
    phone starts here."""
    db = database()
    rows = _table_by_token_query(db.vendor).rows(db, [token, token])
    if not rows:
        return None
    values, split = rows[0], len(_EVENT_FIELDS)
    table = EventTable.from_db(db.alias, _TABLE_NAMES, values[split:])
    return with_related(table, event=Event.from_db(db.alias, _EVENT_NAMES, values[:split]))


_EVENT_FIELDS = [f for f in Event._meta.concrete_fields if f.name != "movement"]
_TABLE_FIELDS = list(EventTable._meta.concrete_fields)
_EVENT_NAMES, _TABLE_NAMES = [f.attname for f in _EVENT_FIELDS], [f.attname for f in _TABLE_FIELDS]


@functools.cache
def _table_by_token_query(vendor: str) -> RowQuery:
    """The query of :func:`table_by_token` for the database ``vendor``: the event's fields
    but the movement (:data:`_EVENT_FIELDS`), then the table's, in the models' order (as
    ``from_db`` takes them)."""
    qn = connection.ops.quote_name

    def table(name: str) -> str:
        return f"t.{qn(EventTable._meta.get_field(name).column)}"

    columns = [f"e.{qn(f.column)}" for f in _EVENT_FIELDS] + [f"t.{qn(f.column)}" for f in _TABLE_FIELDS]
    sql = (f"SELECT {', '.join(columns)} FROM {qn(Event._meta.db_table)} e "
           f"JOIN {qn(EventTable._meta.db_table)} t ON {table('event')} = e.{qn(Event._meta.pk.column)} "
           f"WHERE {table('token')} = %s OR {table('ew_token')} = %s ORDER BY {table('id')}")
    return RowQuery.of(sql, _EVENT_FIELDS + _TABLE_FIELDS)


def event_for_director(event_id: int, user_id: int) -> Event | None:
    """Event ``event_id`` (all but its movement) with its club, and whether the user
    ``user_id`` is one of the club's directors (``directed``), in one query; None if there is
    no such event."""
    db = database()
    rows = _event_for_director_query(db.vendor).rows(db, [user_id, event_id])
    if not rows:
        return None
    *values, directed = rows[0]
    split = len(_EVENT_FIELDS)
    event = Event.from_db(db.alias, _EVENT_NAMES, values[:split])
    with_related(event, club=Club.from_db(db.alias, _CLUB_NAMES, values[split:]))
    event.directed = bool(directed)
    return event


_CLUB_FIELDS = list(Club._meta.concrete_fields)
_CLUB_NAMES = [f.attname for f in _CLUB_FIELDS]


@functools.cache
def _event_for_director_query(vendor: str) -> RowQuery:
    """The query of :func:`event_for_director`: the event's fields but the movement, the club's,
    then whether the user is among the club's directors."""
    qn = connection.ops.quote_name
    directors = Club._meta.get_field("directors").remote_field.through._meta
    club_of, user_of = (qn(directors.get_field(name).column) for name in ("club", "user"))
    event_club = qn(Event._meta.get_field("club").column)
    columns = [f"e.{qn(f.column)}" for f in _EVENT_FIELDS] + [f"c.{qn(f.column)}" for f in _CLUB_FIELDS]
    sql = (f"SELECT {', '.join(columns)}, EXISTS (SELECT 1 FROM {qn(directors.db_table)} d "
           f"WHERE d.{club_of} = e.{event_club} AND d.{user_of} = %s) "
           f"FROM {qn(Event._meta.db_table)} e JOIN {qn(Club._meta.db_table)} c "
           f"ON c.{qn(Club._meta.pk.column)} = e.{event_club} WHERE e.{qn(Event._meta.pk.column)} = %s")
    return RowQuery.of(sql, _EVENT_FIELDS + _CLUB_FIELDS)


def entrants_named(event_id: int, individuals: bool, numbers: list[int]) -> list[Pair | Individual]:
    """The event's pairs (or individuals) with these ``numbers``, each with its players and
    team: what their names (``str``) are made of, in one query.  A table's phone asks for
    the names at its table on every poll."""
    db = database()
    query, parts = _entrants_query(db.vendor, individuals, len(numbers))
    found = []
    for values in query.rows(db, [event_id, *numbers]):
        entrant, start = None, 0
        for model, via, names, pk in parts:
            own, start = values[start:start + len(names)], start + len(names)
            row = model.from_db(db.alias, names, own) if own[pk] is not None else None
            if entrant is None:
                entrant = row
            else:
                with_related(entrant, **{via: row})
        found.append(entrant)
    return found


@functools.cache
def _entrants_query(vendor: str, individuals: bool, count: int) -> tuple[RowQuery, list]:
    """The query of :func:`entrants_named` for ``count`` numbers, and its parts: the entrant's
    model first, then each model joined with the field of the entrant's that leads to it; each
    with its fields' names (as ``from_db`` takes them) and where its id is among them."""
    qn = connection.ops.quote_name
    entrant = Individual if individuals else Pair
    parts = [(entrant, None)] + ([(Player, "player")] if individuals else
                                 [(Player, "player_a"), (Player, "player_b"), (Team, "team")])
    columns, fields, joins = [], [], []
    for i, (model, via) in enumerate(parts):
        own = list(model._meta.concrete_fields)
        columns += [f"m{i}.{qn(f.column)}" for f in own]
        fields += own
        if via:
            joins.append(f"LEFT JOIN {qn(model._meta.db_table)} m{i} ON m{i}.{qn(model._meta.pk.column)} = "
                         f"m0.{qn(entrant._meta.get_field(via).column)}")
    sql = (f"SELECT {', '.join(columns)} FROM {qn(entrant._meta.db_table)} m0 {' '.join(joins)} "
           f"WHERE m0.{qn(entrant._meta.get_field('event').column)} = %s "
           f"AND m0.{qn('number')} IN ({', '.join(['%s'] * count)})")
    return RowQuery.of(sql, fields), [(model, via, [f.attname for f in model._meta.concrete_fields],
                                       model._meta.concrete_fields.index(model._meta.pk))
                                      for model, via in parts]


def round_row(event_id: int, number: int, *, shared: bool = False) -> Round | None:
    """Round ``number`` of event ``event_id`` (but for its idle list, read when asked for), or
    None; with ``shared``, read under a shared row lock held until the transaction ends
    (``FOR SHARE``, where the database has row locks; see ``results._round_shared``)."""
    db = database()
    rows = _round_query(db.vendor, shared).rows(db, [event_id, number])
    return Round.from_db(db.alias, _ROUND_NAMES, rows[0]) if rows else None


_ROUND_FIELDS = [f for f in Round._meta.concrete_fields if f.name != "idle"]
_ROUND_NAMES = [f.attname for f in _ROUND_FIELDS]


@functools.cache
def _round_query(vendor: str, shared: bool) -> RowQuery:
    qn = connection.ops.quote_name
    sql = (f"SELECT {', '.join(qn(f.column) for f in _ROUND_FIELDS)} FROM {qn(Round._meta.db_table)} "
           f"WHERE {qn(Round._meta.get_field('event').column)} = %s AND {qn('number')} = %s")
    if shared and connection.features.has_select_for_update:
        sql += " FOR SHARE"
    return RowQuery.of(sql, _ROUND_FIELDS)


def results_at_table(event: Event, round_no: int, table: int, *, locked: bool = False) -> list[Result]:
    """The table's results of the round, each with its round and tray (their number and the
    round's status), in one query; ``locked``: for update, with the round locked FOR SHARE.
    A result's times are left unread (deferred, as ``defer()`` leaves them): nothing a table
    does shows them, and each would cost a parse in Python (Django's loader of a time with
    its zone, about 20,000 instructions); asked for, they are read then.

    Locked, as ``results._round_shared`` explains for entries: a confirmation
    sees the round's status as the director's close leaves it (it waits for the
    close, and the close waits for it).  Results are locked in one order, so two
    devices of a table wait for each other and the one that finishes the table
    sees the other's.  A query of our own because Django cannot lock one table
    FOR UPDATE and another FOR SHARE in one query.
    """
    found: list[Result] = []
    db = database()
    query = _at_table_query(db.vendor, locked)
    for *values, tray_number, round_status in query.rows(db, [event.pk, round_no, table]):
        result = Result.from_db(db.alias, _RESULT_NAMES, values)
        rnd = found[0].round if found else Round.from_db(db.alias, _ROUND_PART, [
            result.round_id, round_no, event.pk, round_status])
        with_related(result, round=rnd, tray=tray_of(event.pk, result.tray_id, tray_number, db.alias))
        found.append(result)
    return found


_RESULT_FIELDS = [f for f in Result._meta.concrete_fields if f.name not in ("created_at", "updated_at")]  # see above
_RESULT_NAMES = [f.attname for f in _RESULT_FIELDS]
# what a result's round and tray are read with, in the order of the models' fields (from_db's)
_ROUND_PART, _TRAY_PART = ["id", "number", "event_id", "status"], ["id", "number", "event_id"]


def tray_of(event_id: int, tray_id: int, number: int, alias: str = DEFAULT_DB_ALIAS) -> Tray:
    """Tray ``number`` of event ``event_id`` by its id, with nothing else (its deal, say, is
    read when asked for): all a result's writes and answers need of its tray."""
    return Tray.from_db(alias, _TRAY_PART, [tray_id, number, event_id])


def with_related(row: models.Model, **related: models.Model | None) -> models.Model:
    """``row`` holding the ``related`` rows (by the names of its foreign keys; None for none)
    as if read with ``select_related``: kept where the ORM keeps them (``set_cached_value``),
    without the checks of an assignment the database already made; their ids must be the row's."""
    for name, other in related.items():
        row._meta.get_field(name).set_cached_value(row, other)
    return row


@functools.cache
def _at_table_query(vendor: str, locked: bool) -> RowQuery:
    """The query of :func:`results_at_table` for the database ``vendor``: a result's fields but
    its times, then its tray's number and its round's status."""
    q = connection.ops.quote_name
    sql = (f"SELECT {', '.join(f'r.{q(f.column)}' for f in _RESULT_FIELDS)}, t.number, rd.status "
           f"FROM {Result._meta.db_table} r "
           f"JOIN {Round._meta.db_table} rd ON rd.id = r.round_id "
           f"JOIN {Tray._meta.db_table} t ON t.id = r.tray_id "
           f"WHERE r.event_id = %s AND rd.number = %s AND r.{q('table')} = %s ORDER BY r.id")
    if locked and connection.features.has_select_for_update:
        sql += " FOR UPDATE OF r FOR SHARE OF rd"
    return RowQuery.of(sql, _RESULT_FIELDS + [Tray._meta.get_field("number"), Round._meta.get_field("status")])


def confirmed_count(event_id: int, round_no: int) -> int:
    """How many results of the round are confirmed (asked each time a table finishes)."""
    db = database()
    return _confirmed_query(db.vendor).rows(db, [event_id, round_no, Result.Status.CONFIRMED])[0][0]


@functools.cache
def _confirmed_query(vendor: str) -> RowQuery:
    return RowQuery.of(f"SELECT COUNT(*) FROM {Result._meta.db_table} r JOIN {Round._meta.db_table} rd "
                       "ON rd.id = r.round_id WHERE r.event_id = %s AND rd.number = %s AND r.status = %s", [])


def insert_in_bulk(row: models.Model) -> None:
    """Write the new ``row`` (a result, an audit entry) with one INSERT written once for its
    model, and set its id: what ``save()`` does but for compiling that INSERT each time, the
    larger part of a table's entry's CPU after the token (issue 22).

    Only inside ``rows_in_bulk`` for the row's event, which is where a table's writes are
    made (``revision.changing``): there ``save()``'s signal would move no revision either,
    and here none is sent.  Anywhere else it refuses, rather than skip a revision silently.
    """
    _refuse_outside_bulk(row, "insert_in_bulk")
    db = database()
    sql, prepare = _insert_query(type(row), db.vendor)
    with cursor_of(db) as cursor:
        cursor.execute(sql, [value(row, db) for value in prepare])
        _inserted(row, cursor, db)


def update_in_bulk(row: models.Model, names: tuple[str, ...]) -> None:
    """Write the fields ``names`` of ``row`` with one UPDATE written once for its model and
    those fields: ``save(update_fields=names)`` without compiling it each time; inside
    ``rows_in_bulk`` for the row's event only, as :func:`insert_in_bulk`."""
    _refuse_outside_bulk(row, "update_in_bulk")
    db = database()
    sql, prepare = _update_query(type(row), names, db.vendor)
    with cursor_of(db) as cursor:
        cursor.execute(sql, [*(value(row, db) for value in prepare), row.pk])


def write_with_audit(row: models.Model, audit: models.Model, names: tuple[str, ...] | None = None) -> None:
    """Insert the new ``row`` (``names`` None) or update its fields ``names``, and insert
    ``audit``, the audit entry of that change, made to point at it (by its id): as
    :func:`insert_in_bulk` or :func:`update_in_bulk` and then :func:`insert_in_bulk`, but on
    PostgreSQL in one statement (``WITH written AS (...) INSERT INTO ... SELECT ... FROM
    written``), one round trip to the database less for each entry and confirmation of a table."""
    db, pointer = database(), _pointer(type(audit), type(row))
    if db.vendor != "postgresql":
        if names is None:
            insert_in_bulk(row)
        else:
            update_in_bulk(row, names)
        setattr(audit, pointer.attname, row.pk)
        insert_in_bulk(audit)
        return
    for written in (row, audit):
        _refuse_outside_bulk(written, "write_with_audit")
    sql, prepare, prepare_audit = _with_audit_query(type(row), type(audit), names)
    values = [value(row, db) for value in prepare] + ([] if names is None else [row.pk])
    with cursor_of(db) as cursor:
        cursor.execute(sql, values + [value(audit, db) for value in prepare_audit])
        row_id, audit_id = cursor.fetchone()
    if names is None:
        _saved(row, row_id, db)
    setattr(audit, pointer.attname, row.pk)
    _saved(audit, audit_id, db)


def _inserted(row: models.Model, cursor, db) -> None:
    """``row`` as saved by the INSERT just made with ``cursor`` in ``db``."""
    _saved(row, cursor.fetchone()[0] if db.features.can_return_columns_from_insert else
           db.ops.last_insert_id(cursor, row._meta.db_table, row._meta.pk.column), db)


def _saved(row: models.Model, pk: int, db) -> None:
    """``row`` as the new row ``pk`` of ``db`` (its id, and its state as ``save()`` leaves it)."""
    row.pk = pk
    row._state.adding, row._state.db = False, db.alias


def _refuse_outside_bulk(row: models.Model, writer: str) -> None:
    if row.event_id is None or EVENT_IN_BULK.get() != row.event_id:
        raise RuntimeError(f"{writer}({row!r}) outside rows_in_bulk for its event")


# Fields whose preparation (``get_db_prep_save``) of a value of the type named here (a whole
# number, not a bool; text) gives that value back, perhaps as the database's own type (psycopg's
# Int2 for a small integer on PostgreSQL), and of None gives None; their ``pre_save`` reads the
# attribute.  A value of any other type goes through the field's own (a number for a text
# field becomes text).
_AS_HELD = {models.IntegerField: (int, 0), models.CharField: (str, ""), models.TextField: (str, "")}


def _preparer(field: models.Field, add: bool):
    """How to prepare the value ``field`` of a row is written with, ``prepare(row, db)``: what
    ``save()`` would send (``field.get_db_prep_save(field.pre_save(row, add), db)``), without
    its calls for a value the database takes as it is."""
    def prepared(row, db):
        return field.get_db_prep_save(field.pre_save(row, add), db)

    held = field.target_field if isinstance(field, models.ForeignKey) else field
    kind, sample = next((held_as for base, held_as in _AS_HELD.items() if isinstance(held, base)), (None, None))
    if kind is None or getattr(field, "auto_now", False) or getattr(field, "auto_now_add", False):
        return prepared
    name, shape = field.attname, type(field.get_db_prep_save(sample, connection))

    def as_held(row, db):
        value = getattr(row, name)
        if type(value) is kind:
            return value if shape is kind else shape(value)
        return None if value is None else prepared(row, db)
    return as_held


@functools.cache
def _update_query(model: type[models.Model], names: tuple[str, ...], vendor: str) -> tuple[str, tuple]:
    """The UPDATE of the fields ``names`` of a ``model`` row by its id, and how each value is
    prepared (:func:`_preparer`)."""
    qn = connection.ops.quote_name
    fields = [model._meta.get_field(name) for name in names]
    sql = (f"UPDATE {qn(model._meta.db_table)} SET {', '.join(f'{qn(f.column)} = %s' for f in fields)} "
           f"WHERE {qn(model._meta.pk.column)} = %s")
    return sql, tuple(_preparer(f, False) for f in fields)


def _written(model: type[models.Model]) -> list:
    """The fields a new ``model`` row is written with, in the order of their values."""
    return [f for f in model._meta.concrete_fields if not f.primary_key]


@functools.cache
def _insert_query(model: type[models.Model], vendor: str) -> tuple[str, tuple]:
    """The INSERT of a new ``model`` row for the database ``vendor`` (returning its id), and
    how each value is prepared (:func:`_preparer`), in the order of :func:`_written`."""
    qn = connection.ops.quote_name
    fields = _written(model)
    sql = (f"INSERT INTO {qn(model._meta.db_table)} ({', '.join(qn(f.column) for f in fields)}) "
           f"VALUES ({', '.join(['%s'] * len(fields))})")
    if connection.features.can_return_columns_from_insert:
        sql += f" RETURNING {qn(model._meta.pk.column)}"
    return sql, tuple(_preparer(f, True) for f in fields)


@functools.cache
def _pointer(audit: type[models.Model], model: type[models.Model]) -> models.ForeignKey:
    """The field of ``audit`` that points at a ``model`` row."""
    return next(f for f in audit._meta.concrete_fields if f.is_relation and f.related_model is model)


@functools.cache
def _with_audit_query(model: type[models.Model], audit: type[models.Model],
                      names: tuple[str, ...] | None) -> tuple[str, tuple, tuple]:
    """PostgreSQL's one statement of :func:`write_with_audit`: the row's INSERT (or UPDATE of
    ``names``) returning its id, and the audit entry's INSERT taking that id; how the row's
    values and the audit entry's (all but the pointer) are prepared."""
    qn = connection.ops.quote_name
    pk = qn(model._meta.pk.column)
    if names is None:
        row_sql, prepare = _insert_query(model, "postgresql")    # ends RETURNING the id
    else:
        row_sql, prepare = _update_query(model, names, "postgresql")
        row_sql += f" RETURNING {pk}"
    pointer, fields = _pointer(audit, model), _written(audit)
    selected = ", ".join(f"written.{pk}" if f is pointer else "%s" for f in fields)
    sql = (f"WITH written AS ({row_sql}) "
           f"INSERT INTO {qn(audit._meta.db_table)} ({', '.join(qn(f.column) for f in fields)}) "
           f"SELECT {selected} FROM written RETURNING {qn(pointer.column)}, {qn(audit._meta.pk.column)}")
    return sql, prepare, tuple(_preparer(f, True) for f in fields if f is not pointer)
