"""The connection and the cursor the table path's own statements go through (issue 22).

Sixty phones enter and confirm all evening, and each request sends four or five statements.
Django's cursor costs more CPU than the statement does: finding the connection again (a
context-local lookup, some 14,000 instructions), a wrapper made for each cursor, and, with
psycopg 3, the values written into the SQL text by the client (Django's default binding,
kept for the ORM's queries).  On PostgreSQL these statements go instead through psycopg's
own cursor: the values are sent apart from the SQL (server-side binding), and each
statement is prepared once per connection, so the server plans it once, not at every
request.  What Django's cursor does besides is done here too: the connection is opened
(and health-checked) as Django opens it, a broken transaction is refused, the driver's
errors become Django's (an entry sent twice still meets ``django.db.IntegrityError``), and a
connection that logs its queries (``CaptureQueriesContext``, DEBUG) logs these too.  A
connection with execute wrappers, and any other database, gets Django's own cursor.

A prepared statement names the tables it read when first planned; PostgreSQL plans it again
after a migration, but one whose columns changed fails until the connection is renewed:
restart gunicorn after ``migrate``, as docs/deploy.md says.
"""

from __future__ import annotations

import time

import psycopg
from django.db import DEFAULT_DB_ALIAS, connections


def database():
    """The database's connection itself, for a function to use throughout: Django's
    ``connection`` finds it again on every use (a context-local lookup, some 14,000
    instructions each, issue 22), and a table's request used it some thirty times."""
    return connections[DEFAULT_DB_ALIAS]


def cursor(db):
    """A cursor of ``db`` (:func:`database`) for one statement of the table path, used as
    Django's: ``with cursor(db) as c: c.execute(sql, params); c.fetchone()``."""
    if db.vendor != "postgresql" or db.execute_wrappers:
        return db.cursor()
    return _DriverCursor(db)


class _DriverCursor:
    """psycopg's own cursor, server-side binding, every statement prepared, in Django's
    clothes (see the module's docstring)."""

    __slots__ = ("db", "cursor")

    def __init__(self, db):
        self.db = db

    def __enter__(self):
        db = self.db
        db.close_if_health_check_failed()
        db.ensure_connection()
        self.cursor = psycopg.Cursor(db.connection)
        return self

    def __exit__(self, *exc):
        self.cursor.close()

    def execute(self, sql: str, params: list) -> None:
        db = self.db
        db.validate_no_broken_transaction()
        logged, start = db.queries_logged, time.monotonic()
        try:
            with db.wrap_database_errors:
                self.cursor.execute(sql, params, prepare=True)
        finally:
            if logged:
                db.queries_log.append({"sql": sql, "time": f"{time.monotonic() - start:.3f}"})

    def fetchone(self):
        return self.cursor.fetchone()

    def fetchall(self):
        return self.cursor.fetchall()
