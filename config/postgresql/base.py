"""Django's PostgreSQL backend, with a kept connection checked without a query (issue 22).

With ``CONN_HEALTH_CHECKS`` Django checks a kept connection before each request uses it by
sending ``SELECT 1``: a round trip for every phone's request, about a tenth of what a table's
read costs a worker (bench/table_instructions.py), and as much again of the server's CPU.
Between requests the connection is idle and the server sends nothing on it, but when it goes
away (a restart, ``pg_terminate_backend``, an idle timeout): then it writes its last words
and closes the socket.  So a connection is usable while the driver holds it open and there
is nothing to read on its socket; anything there means it is not, or may not be, and it is
replaced, as after a failed ``SELECT 1``.  A server that vanished without a word (a cable
pulled) is not seen by either check: the request's own query fails, and the connection is
replaced at the end of that request, as Django does anyway.
"""

from __future__ import annotations

import select

from django.db.backends.postgresql import base


class DatabaseWrapper(base.DatabaseWrapper):
    def is_usable(self):
        connection = self.connection
        if connection is None or connection.closed:
            return False
        try:
            readable, _, _ = select.select([connection.fileno()], [], [], 0)
        except (OSError, ValueError):
            return False
        return not readable
