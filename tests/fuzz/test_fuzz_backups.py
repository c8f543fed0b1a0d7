"""Mutated backups through Import: refused with the reason and nothing stored, or restored
into an event every page of which works.

Real backups of several evenings (seated; in play, with a dispute, an unconfirmed entry and a
director's correction; finished; published; a late table) are made by the application's own
export.  Hypothesis mutates each (a value replaced by another of any kind, or by a value of
the right kind taken from elsewhere in the file, a key dropped, a list item doubled or moved,
a number nudged, a text rewritten), and uploads it as a director does.  Never a server error; a
refused file stores nothing; an accepted one opens in the control room, the standings and
the export.  The figures are tallied in tests/fuzz/conftest.py.
"""

import io
import json
import os

import pytest
from django.urls import reverse
from hypothesis import HealthCheck, given, settings, strategies as st

from tests.app.app_fixtures import (but_the_restore, finished_evening, play_round, playing_evening,
                                    published_evening, seated, seated_evening)
from tests.fuzz.tally import TALLY
from tournament.evening import lifecycle, results
from tournament.models import AuditEntry, Event, EventTable, Result, TrumpSlip
from tournament.evening.results import Figures
from tournament.seated import plays

EXAMPLES = int(os.environ.get("WHIST_FUZZ_BACKUPS", "120"))
FUZZ = settings(max_examples=EXAMPLES, deadline=None, derandomize=True, database=None,
                suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow,
                                       HealthCheck.data_too_large])

pytestmark = pytest.mark.django_db


def _late_table(club):
    event = lifecycle.start(seated(club, "mitchell", 10), "barney")
    for number in (1, 2):
        play_round(event, number)
    event.refresh_from_db()
    event = lifecycle.add_late(event, "barney", "Late Lucy & Tardy Tom\nSlow Sam & Belated Bea", kind="table")
    results.enter(event, 3, 6, plays(event, 3, 6)[0].tray, Figures(ns=5))
    return event


EVENINGS = (seated_evening, playing_evening, finished_evening, published_evening, _late_table)


@pytest.fixture
def backups(director_client, club):
    """The evenings' backups, as the export page hands them out; the events themselves gone."""
    docs = []
    for make in EVENINGS:
        event = make(club)
        response = director_client.get(reverse("director:export", args=[event.pk]))
        assert response.status_code == 200
        docs.append(response.json())
        event.delete()
    return docs


# --- Mutations ---

TIMES = ["9999-12-31T23:30:00-01:00", "0001-01-01T00:30:00+01:00", "2024-07-05T20:15:00",
         "2999-01-01T00:00:00+00:00", "1999-12-31T23:59:59+00:00", "2024-02-30T10:00:00+00:00",
         "2024-07-05T20:15:00+00:00", "yesterday", ""]
ODD = [None, True, False, 0, 1, -1, 2, 13, 14, 2 ** 31 - 1, 2 ** 31, 2 ** 63, -2 ** 63, 1.5, float("inf"),
       "", "a", "\x00", "\ud800", "Ann \udfff", "x" * 300, "٧", "table 1 N-S", "open", "closed",
       "pending", "playing", "seated", "finished", "published", "draft", "confirmed", "entered",
       "disputed", "entered", "ruled", "deleted", [], [1, 1, 1], [1], {}, {"ns": 7},
       Figures(ns=6).as_dict(), dict(Figures(ns=6).as_dict(), status="confirmed"), *TIMES]


def _deep(depth: int):
    return json.loads("[" * depth + "]" * depth)


def _places(node, prefix=()):
    """Every place in the document: (path, value)."""
    items = node.items() if isinstance(node, dict) else enumerate(node) if isinstance(node, list) else ()
    for key, value in items:
        yield prefix + (key,), value
        yield from _places(value, prefix + (key,))


@st.composite
def mutated(draw, docs):
    doc = json.loads(json.dumps(draw(st.sampled_from(docs))))
    for _ in range(draw(st.integers(1, 3))):
        places = list(_places(doc))
        backup = [p for p in places if "backup" in p[0]]
        path, value = draw(st.sampled_from(backup if backup and draw(st.integers(0, 3)) else places))
        parent = doc
        for key in path[:-1]:
            parent = parent[key]
        key = path[-1]
        how = draw(st.sampled_from(["odd", "elsewhere", "drop", "double", "nudge", "deep", "retext"]))
        if how == "drop" and isinstance(parent, dict):
            del parent[key]
        elif how == "double" and isinstance(parent, list):
            parent.insert(draw(st.integers(0, len(parent))), json.loads(json.dumps(value)))
        elif how == "elsewhere":       # a value of the right kind, from another place in the file
            kin = [v for _, v in places if type(v) is type(value) and v != value]
            parent[key] = json.loads(json.dumps(draw(st.sampled_from(kin)))) if kin else None
        elif how == "nudge" and type(value) is int:
            parent[key] = value + draw(st.sampled_from([-1, 1, -value, 2 ** 31 - 1 - value]))
        elif how == "retext" and isinstance(value, str):   # other words, often harmless
            parent[key] = draw(st.text(st.characters(exclude_categories=("Cs",)), max_size=30))
        elif how == "deep":
            parent[key] = _deep(draw(st.sampled_from([4, 50, 900])))
        else:
            parent[key] = draw(st.sampled_from(ODD))
    return doc


def _stored():
    return (Event.objects.count(), EventTable.objects.count(), Result.objects.count(),
            AuditEntry.objects.count(), TrumpSlip.objects.count())


@FUZZ
@given(data=st.data())
def test_a_mutated_backup_is_refused_cleanly_or_restores_a_working_event(director_client, club, backups, data):
    doc = data.draw(mutated(backups))
    upload = io.BytesIO(json.dumps(doc).encode("utf-8", "surrogatepass"))
    upload.name = "backup.json"
    before = _stored()
    TALLY["backups tried"] += 1
    response = director_client.post(reverse("director:import"), {"club": club.pk, "file": upload})
    if response.status_code >= 500:
        TALLY["backups crashed"] += 1
        pytest.fail(f"the import answered {response.status_code}")
    event = Event.objects.order_by("-pk").first()
    if _stored() == before:
        TALLY["backups refused"] += 1
        return
    assert event is not None and Event.objects.count() == before[0] + 1, "a refusal stored something"
    TALLY["backups accepted"] += 1
    try:
        for name in ("event", "control", "standings", "export"):
            page = director_client.get(reverse(f"director:{name}", args=[event.pk]))
            if page.status_code >= 500 or page.status_code not in (200, 302):
                TALLY["backups crashed"] += 1
                pytest.fail(f"the restored event's {name} page answered {page.status_code}")
    finally:
        event.delete()


def test_every_evening_restores_as_it_was(director_client, club, backups):
    """The mutations start from backups that do restore (else every one is refused for nothing)."""
    for doc in backups:
        upload = io.BytesIO(json.dumps(doc).encode())
        upload.name = "backup.json"
        response = director_client.post(reverse("director:import"), {"club": club.pk, "file": upload})
        assert response.status_code == 302 and "/events/" in response.url, doc["name"]
        event = Event.objects.order_by("-pk").first()
        assert but_the_restore(director_client.get(reverse("director:export", args=[event.pk])).json()) == doc
        event.delete()
