"""A table's entry inside Django beside the simplest fair program for it (issue 22's 3 ms).

In one process, through Django's WSGI handler and all the site's middleware (DEBUG off,
the cache as configured: ``REDIS_URL``, or local memory), the CPU time a request of:

* ``/healthz``: the floor, a view that does nothing;
* a table's entry through the table API (``/api/table/<token>/results``);
* the same entry by the plain view of ``bench/_plain_entry.py``: the same statements and
  refusals, written by hand, no form and no ORM.

Each enters every tray of round 1 of 60-table Mitchells of its own (120 pairs, 3 trays a
round), taking turns, in PostgreSQL (``DATABASE_URL``, or a database of its own on
127.0.0.1, dropped at the end) or SQLite when no PostgreSQL answers.  Then the rows both
stored are compared: the results and their audit entries must be the same but for the
event (the baseline stores what ours stores, or the comparison is void and the bench
fails).  No target: the site's 3 ms is judged on the whole stack by ``bench/site.py``,
which adds gunicorn, the proxy and the clients' load; this shows how much of a table's
request is the work itself and how much is ours.
"""

from __future__ import annotations

import io
import json
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from entry_load import in_a_database, seated_event  # noqa: E402

EVENTS, FLOOR_REQUESTS = 3, 500
WAYS = {"the table API": "/api/table/{token}/results", "plain SQL": "/plain/{token}/results"}


def stored(events) -> tuple[list, list]:
    """The results of ``events`` and their audit entries, without what names the event: two
    ways of entering the same figures must give the same."""
    from tournament.models import AuditEntry, Result

    results = sorted(Result.objects.filter(event__in=events).values_list(
        "round__number", "table", "tray__number", "ns", "status", "entered_by", "version",
        "revokes_ns", "revokes_ew", "claim"))
    audit = sorted((action, who, what, json.dumps(new, sort_keys=True)) for action, who, what, new in
                   AuditEntry.objects.filter(event__in=events, result__isnull=False).values_list(
                       "action", "who", "what", "new"))
    return results, audit


def wsgi_caller(app):
    """``call(path, body=None)``: ``app`` answers a GET, or a POST of ``body`` as JSON, as a
    server would hand it the request; its status line, which must be 200 or 201."""
    def call(path: str, body: dict | None = None) -> str:
        data = json.dumps(body).encode() if body is not None else b""
        environ = {"REQUEST_METHOD": "POST" if body is not None else "GET", "PATH_INFO": path,
                   "QUERY_STRING": "", "SERVER_NAME": "testserver", "SERVER_PORT": "80",
                   "HTTP_HOST": "testserver", "REMOTE_ADDR": "127.0.0.1", "wsgi.url_scheme": "http",
                   "wsgi.input": io.BytesIO(data), "CONTENT_LENGTH": str(len(data)),
                   "CONTENT_TYPE": "application/json"}
        status: list[str] = []
        b"".join(app(environ, lambda s, headers: status.append(s)))
        assert status[0].startswith(("200", "201")), (path, status[0])
        return status[0]
    return call


def measure() -> int:
    import django

    django.setup()
    from django.conf import settings
    from django.core.handlers.wsgi import WSGIHandler
    from django.db import connection
    from django.test.utils import override_settings

    with override_settings(ROOT_URLCONF="_plain_entry"):
        call = wsgi_caller(WSGIHandler())

        def cpu_ms(requests: list[tuple[str, dict | None]]) -> float:
            began = time.process_time()
            for path, body in requests:
                call(path, body)
            return 1000 * (time.process_time() - began)

        call("/healthz")
        floor = cpu_ms([("/healthz", None)] * FLOOR_REQUESTS) / FLOOR_REQUESTS
        spent = {way: 0.0 for way in WAYS}
        entered = {way: 0 for way in WAYS}
        events = {way: [] for way in WAYS}
        for _ in range(EVENTS):
            for way, pattern in WAYS.items():
                event, tokens = seated_event()
                events[way].append(event)
                trays = {seat.table: seat.trays for seat in event.rounds.get(number=1).seats.all()}
                requests = [(pattern.format(token=tokens[table]),
                             {"round": 1, "tray": tray, "ns": (table + tray) % 14})
                            for table in sorted(tokens) for tray in trays[table]]
                call(*requests[0])                       # the first of an event fills its caches
                spent[way] += cpu_ms(requests[1:])
                entered[way] += len(requests) - 1

    ours_rows, plain_rows = stored(events["the table API"]), stored(events["plain SQL"])
    every = entered["the table API"] + EVENTS      # the first entry of each event counted too
    same = ours_rows == plain_rows and len(ours_rows[0]) == len(ours_rows[1]) == every
    backend = settings.CACHES["default"]["BACKEND"].rsplit(".", 1)[-1]
    print(f"{connection.vendor}, {backend}; CPU a request in ms, {entered['the table API']} entries each way")
    print(f"  /healthz (the floor)      {floor:6.2f}")
    for way in WAYS:
        each = spent[way] / entered[way]
        print(f"  an entry, {way:<15} {each:6.2f}   {each / floor:5.1f} x the floor")
    ours, plain = (spent[w] / entered[w] for w in WAYS)
    print(f"  ours / plain SQL          {ours / plain:6.2f}")
    print(f"  rows stored alike: {'yes' if same else 'NO: the baseline is not the same job'}")
    return 0 if same else 1


def main() -> int:
    return in_a_database(measure, "table-cost")


if __name__ == "__main__":
    sys.exit(main())
