"""bench/table_instructions.py counts what it says: every request of each kind answered (200
or 201), the first tables' left out, and a count for each kind; valgrind is the bench's own
business (without it the client requests do nothing)."""

import sys
from pathlib import Path

import pytest
from django.core import signals
from django.db import close_old_connections

BENCH = Path(__file__).resolve().parents[2] / "bench"


@pytest.mark.django_db
def test_each_kind_of_table_request_is_made_and_counted(monkeypatch):
    monkeypatch.syspath_prepend(str(BENCH))
    monkeypatch.delenv("WHIST_CALLGRIND", raising=False)
    import table_instructions

    # The bench calls Django's WSGI handler itself: as the test client does, keep the test's
    # connection (and its transaction) open across the requests.
    for signal in (signals.request_started, signals.request_finished):
        signal.disconnect(close_old_connections)
    try:
        counted = table_instructions.play(pairs=16)     # 8 tables, 3 trays each in round 1
    finally:
        for signal in (signals.request_started, signals.request_finished):
            signal.connect(close_old_connections)
        sys.modules.pop("_plain_entry", None)
    warm = table_instructions.WARM_TABLES
    assert counted == {"floor": table_instructions.FLOOR_REQUESTS, "read": 8 - warm,
                       "enter": 3 * (8 - warm), "confirm": 3 * (8 - warm), "plain": 3 * (8 - warm)}
