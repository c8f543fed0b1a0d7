"""CI runs the whole suite on PostgreSQL; this makes sure it really does."""

import os

from django.db import connection

from tests.realparts import IN_CI, require


def test_ci_runs_on_postgresql(db):
    wants_postgres = IN_CI or os.environ.get("DATABASE_URL", "").startswith("postgres")
    if wants_postgres:
        require(connection.vendor == "postgresql", "PostgreSQL")
        assert connection.vendor == "postgresql"
    else:
        assert connection.vendor == "sqlite"
