"""Fixtures for live score entry: a club, its director, and an event in play."""

import json
import threading

import pytest
from django.db import connection

from tests.app.app_fixtures import seated
from tournament.evening import lifecycle
from tournament.models import Event


def start_play(event: Event) -> Event:
    """Play begins: round 1 opens for the tables (the director's "start play")."""
    return lifecycle.start(event, "barney")


def playing(club, pairs=8, trays_per_round=2, name="Tuesday compass") -> Event:
    """A Mitchell of ``pairs`` pairs in play: 8 pairs make 4 tables, trays 1-2 at table 1 first."""
    event = seated(club, "mitchell", pairs, trays_per_round=trays_per_round)
    if name != event.name:
        event.name = name
        event.save()
    return start_play(event)


def post_json(client, url, body, **extra):
    """POST ``body`` (a dict, or raw text) as JSON; returns (status, decoded body)."""
    data = body if isinstance(body, (str, bytes)) else json.dumps(body)
    response = client.post(url, data=data, content_type="application/json", **extra)
    return response.status_code, response.json()


def wait_for_closed_sessions():
    """PostgreSQL ends a closed session's backend a moment later, and the test database can
    only be dropped at the end once other threads' sessions are really gone: wait for that."""
    if connection.vendor != "postgresql":
        return
    for _ in range(200):
        with connection.cursor() as cursor:
            cursor.execute("SELECT count(*) FROM pg_stat_activity "
                           "WHERE datname = current_database() AND pid <> pg_backend_pid()")
            if cursor.fetchone()[0] == 0:
                return
        threading.Event().wait(0.05)


@pytest.fixture
def event(club):
    return playing(club)


@pytest.fixture
def tokens(event):
    """Table number -> its token."""
    return dict(event.tables.values_list("number", "token"))
