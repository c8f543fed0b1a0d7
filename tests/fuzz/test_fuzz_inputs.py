"""Malformed values posted to every form and API endpoint a table or a director uses.

Each input has one bad value (text, odd digits, a huge or negative number, a
float, a wrong JSON type, nesting) among otherwise good ones, so it must be
refused: never a 5xx, and nothing written (results, audit entries, events and
their state are compared before and after).  Hypothesis draws the inputs,
derandomized so CI sees the same ones every run; the figures are tallied in
tests/fuzz/conftest.py.
"""

import io
import json

import pytest
from django.db.models import Sum
from django.urls import reverse
from hypothesis import HealthCheck, given, settings, strategies as st

from tests.app.app_fixtures import make_event, seated
from tests.fuzz.tally import TALLY
from tests.live.conftest import start_play
from tournament.evening import results
from tournament.deals.pbn import PbnError, read_pbn
from tournament.errors import UserError
from tournament.models import AuditEntry, Event, Result
from tournament.evening.results import Figures

FUZZ = settings(max_examples=40, deadline=None, derandomize=True, database=None,
                suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])

pytestmark = pytest.mark.django_db

# --- Malformed values ---

ODD = ["²", "٣", "१२", "-1", "-0", "1.5", "1e3", "0x10", "NaN", "inf", "seven", "\x00", "7\x00",
       "9" * 50, "9" * 5000, "1_000", "14", "99", "40000", "2147483648", "32768", "65536", "７"]


def _never_a_count(text: str) -> bool:
    """Text that no count box (0-13) may accept: not blank, not 0-13 (in any script's digits,
    which Django's forms read)."""
    try:
        return not 0 <= int(text.strip().replace("_", "x")) <= 13
    except ValueError:
        return bool(text.strip())


bad_text = st.sampled_from(ODD).filter(_never_a_count) | st.text(max_size=30).filter(_never_a_count)
bad_json = st.one_of(
    st.sampled_from(ODD),
    st.text(max_size=20).filter(_never_a_count),
    st.booleans(), st.floats(allow_nan=True, allow_infinity=True),
    st.integers().filter(lambda n: not 0 <= n <= 13),
    st.lists(st.integers(0, 13), max_size=3),
    st.dictionaries(st.text(max_size=5), st.integers(0, 13), max_size=3),
    st.integers(1, 3000).map(lambda depth: json.loads("[" * depth + "]" * depth) if depth < 900 else [[]]),
)


def _state():
    """What a refusal must leave as it was."""
    return (Result.objects.count(), AuditEntry.objects.count(), Event.objects.count(),
            Result.objects.aggregate(v=Sum("version"))["v"],
            tuple(Event.objects.order_by("pk").values_list("status", "current_round", "name", "date",
                                                        "laws", "method", "devices")),
            tuple(Result.objects.order_by("pk").values_list("status", "ns", "revokes_ns", "revokes_ew")))


def refused(send, *, ok=(200, 302, 400, 403, 404, 405, 409, 410, 413)):
    """Send one malformed input: it must be answered without a 5xx and change nothing."""
    before = _state()
    TALLY["tried"] += 1
    status = send()
    if status >= 500 or status not in ok:
        TALLY["crashed"] += 1
        pytest.fail(f"answered {status}")
    if _state() != before:
        TALLY["accepted"] += 1
        pytest.fail("a malformed input was written")
    TALLY["refused"] += 1


# --- Fixtures: an event in play with an entered tray, a director ---

@pytest.fixture
def play(club):
    event = start_play(seated(club, "mitchell", 8, trays_per_round=2))
    results.enter(event, 1, 1, 1, Figures(ns=7))
    return event


def token(event, number=1):
    return event.tables.get(number=number).token


FIGURE_FIELDS = ["ns", "revokes_ns", "revokes_ew", "before_revoke_ns", "before_revoke_ew"]


# --- The table page ---

@FUZZ
@given(action=st.sampled_from(["enter", "confirm", "dispute"]),
       field=st.sampled_from(["tray", "round", "version", *FIGURE_FIELDS]), value=bad_text)
def test_the_table_page(client, play, action, field, value):
    if action == "confirm" and field in FIGURE_FIELDS or action == "enter" and field == "version":
        action = "dispute"   # a confirmation reads no figures, an entry no version
    good = {"action": action, "tray": "2" if action == "enter" else "1", "round": "1", "version": "1",
            "ns": "6", "revokes_ns": "0", "revokes_ew": "0"}
    if field.startswith("before_revoke"):   # read only for a side that revoked
        good["revokes_" + field[-2:]] = "1"
        good["ns"] = "6"
    data = good | {field: value}
    refused(lambda: client.post(f"/table/{token(play)}/", data).status_code)


@FUZZ
@given(value=st.text(max_size=60))
def test_table_links(client, play, value):
    from urllib.parse import quote
    path = quote(value, safe="")
    for url in (f"/table/{path}/", f"/table/{path}/live/", f"/api/table/{path}/round"):
        refused(lambda: client.get(url).status_code)


# --- The table API ---

def post_json(client, url, body):
    data = body if isinstance(body, (str, bytes)) else json.dumps(body)
    response = client.post(url, data=data, content_type="application/json")
    if response.status_code < 500 and response.status_code != 302:
        assert response["Content-Type"] == "application/json"
        assert "error" in response.json() or response.status_code in (200, 201)
    return response.status_code


@FUZZ
@given(field=st.sampled_from(["tray", "round", "table", "event", *FIGURE_FIELDS]), value=bad_json)
def test_the_api_submit(client, play, field, value):
    body = {"tray": 2, "ns": 6} | {field: value}
    if field == "table" and value == 1 or field == "event" and value == play.pk:
        return
    refused(lambda: post_json(client, f"/api/table/{token(play)}/results", body))


@FUZZ
@given(field=st.sampled_from(["agree", "version", "round", *FIGURE_FIELDS]), value=bad_json)
def test_the_api_confirm(client, play, field, value):
    body = {"agree": False, "ns": 6, "version": 1} | {field: value}
    if field == "agree" and isinstance(value, bool):
        return
    refused(lambda: post_json(client, f"/api/table/{token(play)}/results/1/confirm", body))


@FUZZ
@given(body=st.one_of(st.binary(max_size=60), st.text(max_size=60),
                      st.integers(1, 5000).map(lambda n: "[" * n + "]" * n),
                      st.integers(1, 5000).map(lambda n: '{"tray": ' + "{\"a\": " * n + "1" + "}" * n + "}"),
                      st.recursive(st.none() | st.booleans() | st.text(max_size=5),
                                   lambda inner: st.lists(inner, max_size=3), max_leaves=10)
                      .map(json.dumps)))
def test_the_api_body(client, play, body):
    refused(lambda: post_json(client, f"/api/table/{token(play)}/results", body))


# --- The director's forms ---

@FUZZ
@given(field=st.sampled_from(FIGURE_FIELDS + ["version"]), value=bad_text)
def test_the_traveller_and_the_slip(director_client, play, field, value):
    data = {"1-1-1-ns": "8", "1-1-1-version": "1", "1-1-1-revokes_ns": "0", "1-1-1-revokes_ew": "0",
            "reason": "a slip", f"1-1-1-{field}": value}
    if field.startswith("before_revoke"):
        data[f"1-1-1-revokes_{field[-2:]}"] = "1"
    for url in (reverse("director:traveller", args=[play.pk, 1]),
                reverse("director:slip", args=[play.pk, 1, 1])):
        refused(lambda: director_client.post(url, data).status_code)


@FUZZ
@given(field=st.sampled_from(["round", "table", "tray", "version", "adjusted", *FIGURE_FIELDS]),
       value=bad_text)
def test_the_ruling(director_client, play, field, value):
    data = {"round": "1", "table": "1", "tray": "1", "version": "1", "ns": "8", "revokes_ns": "0",
            "revokes_ew": "0", "adjusted": "", "reason": "miscount", field: value}
    refused(lambda: director_client.post(reverse("director:control-settle", args=[play.pk]), data).status_code)


@FUZZ
@given(value=bad_text)
def test_the_advance(director_client, play, value):
    url = reverse("director:control-advance", args=[play.pk])
    refused(lambda: director_client.post(url, {"round": value, "reason": "", "confirm": ""}).status_code)


@FUZZ
@given(field=st.sampled_from(["name", "date", "laws", "method", "devices"]),
       value=st.one_of(st.sampled_from(["", "yesterday", "2026-02-30", "99999-01-01", "\x00", "x" * 200,
                                        "none", "side ", "TABLE"]), st.text(max_size=8)))
def test_the_settings(director_client, play, field, value):
    good = {"name": play.name, "date": str(play.date), "laws": play.laws, "method": play.method,
            "devices": play.devices, "reason": ""}
    if field == "name" and value.strip() and "\x00" not in value and len(value) <= 160:
        return  # any other name is a good name
    if value == good[field]:
        return
    refused(lambda: director_client.post(reverse("director:settings", args=[play.pk]),
                                         good | {field: value}).status_code)


@FUZZ
@given(name=st.one_of(st.text(min_size=121, max_size=300).filter(str.strip),
                      st.sampled_from(["A\x00B & C", "\x00"])))
def test_the_field(director_client, club, name):
    event = make_event(club, count=8)
    before = list(event.pairs.values_list("number", "name", "player_a__name"))
    url = reverse("director:entrants", args=[event.pk])
    lines = "\n".join([f"{name} & Partner"] + [f"P{i} & Q{i}" for i in range(7)])
    refused(lambda: director_client.post(url, {"lines": lines}).status_code)
    assert list(event.pairs.values_list("number", "name", "player_a__name")) == before


@FUZZ
@given(field=st.sampled_from(["system", "variant", "trays_per_round", "method", "page"]), value=bad_text)
def test_the_movement(director_client, club, field, value):
    event = Event.objects.filter(club=club, status="draft").first() or make_event(club, count=8)
    data = {"system": "mitchell", "variant": "", "trays_per_round": "2", "method": "", field: value}
    url = reverse("director:movement", args=[event.pk])
    refused(lambda: director_client.get(url, data).status_code)
    refused(lambda: director_client.post(url + f"?page={data['page']}" if field == "page" else url,
                                         data).status_code)


# --- Files: PBN deals and session files ---

GOOD_PBN = ('[Board "1"]\n[Dealer "N"]\n'
            '[Deal "N:AKQJ.AKQ.AKQ.AKQ T98.JT9.JT9.JT98 765.876.876.7654 432.5432.5432.32"]\n'
            '[Trump "7H"]\n')


@st.composite
def mutated_text(draw, text: str):
    """``text`` with a few characters replaced, inserted or deleted, or a line repeated."""
    chars = list(text)
    for _ in range(draw(st.integers(1, 4))):
        at = draw(st.integers(0, len(chars)))
        kind = draw(st.sampled_from(["replace", "insert", "delete", "digits"]))
        if kind == "digits":
            chars[at:at] = list(draw(st.sampled_from(["²", "9" * 5000, "-", "٣"])))
        elif kind == "insert":
            chars[at:at] = list(draw(st.text(max_size=3)))
        elif chars and at < len(chars):
            if kind == "delete":
                del chars[at]
            else:
                chars[at] = draw(st.characters())
    return "".join(chars)


@FUZZ
@given(text=mutated_text(GOOD_PBN))
def test_pbn_files(director_client, club, text):
    TALLY["tried"] += 1
    try:
        read_pbn(text)
    except PbnError:
        TALLY["refused"] += 1
    else:
        TALLY["harmless"] += 1
    event = Event.objects.filter(club=club).first() or seated(club, "mitchell", 8, trays_per_round=2)
    upload = io.BytesIO(text.encode("utf-8", "surrogatepass"))
    upload.name = "deals.pbn"
    response = director_client.post(reverse("director:deals-import", args=[event.pk]), {"pbn": upload})
    assert response.status_code < 500


@pytest.fixture
def session_file(director_client, play):
    return director_client.get(reverse("director:export", args=[play.pk])).json()


@st.composite
def mutated_session(draw, doc: dict):
    """The session file with one value somewhere replaced by a malformed one, or a key dropped."""
    doc = json.loads(json.dumps(doc))
    node, key = doc, None
    for _ in range(draw(st.integers(1, 5))):
        keys = list(node) if isinstance(node, dict) else list(range(len(node)))
        if not keys:
            break
        key = draw(st.sampled_from(keys))
        if not isinstance(node[key], (dict, list)) or draw(st.booleans()):
            break
        node, key = node[key], None       # one level down: a key of it is drawn next
    if key is None:
        return doc
    if isinstance(node, dict) and draw(st.booleans()):
        del node[key]
    else:
        node[key] = draw(bad_json)
    return doc


@FUZZ
@given(data=st.data())
def test_session_files(director_client, club, session_file, data):
    doc = data.draw(mutated_session(session_file))
    upload = io.BytesIO(json.dumps(doc).encode())
    upload.name = "session.json"
    events = Event.objects.count()
    TALLY["tried"] += 1
    response = director_client.post(reverse("director:import"), {"club": club.pk, "file": upload})
    if response.status_code >= 500:
        TALLY["crashed"] += 1
        pytest.fail(f"answered {response.status_code}")
    TALLY["refused" if Event.objects.count() == events else "harmless"] += 1


def test_a_user_error_is_what_the_refusals_are():
    """The parsing helper's refusal is a UserError (the middleware turns it into a 400 page)."""
    from tournament.parsing import NotANumber
    assert issubclass(NotANumber, UserError)
