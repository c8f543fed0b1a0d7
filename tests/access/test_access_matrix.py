"""Every URL of the site x every role: nobody reads or writes where they don't belong.

The URLs come from Django's resolver (a new page is covered the day it is
added); their parameters are filled with two clubs' events: club A's published
event and its event in play, and club B's event in play, with their tables'
tokens (N-S and E-W), results, trays, rounds, tables and entrants.  Each URL is
asked by GET, by POST without a CSRF token, and by POST with one (a payload
that would write if it were let through), as each role.  ``POLICY`` says who
may reach what; every request must:

* answer without a 5xx;
* be refused when the policy says so (a login page, 403, 404, 405 or 410),
  and then leave the database as it was;
* write nothing to a club the role does not direct (a table's token writes
  to its own event only);
* show no name of an event the role may not see (unpublished events are
  the club's directors' business);
* with a session cookie, be refused without a CSRF token (only the table
  API, whose credential is the token in the address, is exempt).

Each request runs in a savepoint that is rolled back, so every request sees
the same database.  The figures are printed at the end of the run.
"""

from __future__ import annotations

import datetime
import json
import re
from collections import defaultdict
from dataclasses import dataclass, field
from urllib.parse import urlencode

import pytest
from django.contrib.admin.sites import site as admin_site
from django.contrib.auth import get_user_model
from django.contrib.auth.models import Group, Permission
from django.contrib.contenttypes.models import ContentType
from django.core.files.uploadedfile import SimpleUploadedFile
from django.db import connection, transaction
from django.test import Client
from django.urls import URLPattern, URLResolver, get_resolver, resolve

import movements
from tests.access.tally import TALLY
from tests.app.app_fixtures import play_round
from tournament.seated import movement_of
from tournament.evening import entrants, lifecycle
from tournament.admin import CLUB_OF
from tournament.models import AuditEntry, Club, Event, EventTable, Ladder, Pair, Player, Result, Tray
from tournament.evening.session_io import export_session

pytestmark = pytest.mark.django_db

CSRF = "c" * 32  # a CSRF secret the client holds in its cookie, and sends back when it is honest
LOGIN = ("/accounts/login/", "/admin/login/")
OTHER_TABLE = "club B's table token"  # holds club B's table link, and aims at club A's table

# --- Who may reach what ---

POLICY = {
    "public": "everyone",
    "public-event": "everyone, for a published event under its own club's address; nobody otherwise",
    "director": "anyone logged in (each sees only the clubs he directs)",
    "director-event": "the event's club's directors, and superusers",
    "director-club": "the club's directors, and superusers (its members and ladders)",
    "token": "whoever holds the table's token, while its event is not published "
             "(E-W's own token only with one device per side)",
    "admin-staff": "staff (lists show only the user's clubs' rows)",
    "admin-club": "superusers, and staff who direct the row's club",
    "admin-site": "superusers (users, groups, login records, new or deleted clubs)",
    "nobody": "nobody (the admin never adds or changes what the director's pages own)",
}

# The admin's pages for the tournament's models: who may reach each by GET and by POST.  The
# rows the director's pages own (events, rounds, trays, the audit trail...) are read-only here.
ADMIN_MODEL_PAGES = {
    "changelist": ("admin-staff",) * 2,
    "add": ("nobody",) * 2,
    "change": ("admin-club", "nobody"),
    "delete": ("nobody",) * 2,
    "history": ("admin-club",) * 2,
}
ADMIN_MODEL_EXCEPTIONS = {
    ("result", "add"): ("admin-staff", "admin-staff"),
    ("result", "change"): ("admin-club", "admin-club"),
    ("result", "delete"): ("admin-club", "admin-club"),
    ("club", "add"): ("admin-site", "admin-site"),
    ("club", "change"): ("admin-club", "admin-club"),
    ("club", "delete"): ("admin-site", "admin-site"),
}
ADMIN_SITE_PAGES = {"index": "admin-staff", "app_list": "admin-staff", "password_change": "admin-staff",
                    "password_change_done": "admin-staff", "jsi18n": "admin-staff",
                    "autocomplete": "admin-staff",
                    # Django's "view on site" redirects a staff user to the row's own page, which
                    # then asks for the right to see it.
                    "view_on_site": "admin-staff",
                    "login": "public", "logout": "public", None: "nobody"}


@dataclass
class Role:
    name: str
    user: object = None
    clubs: frozenset = frozenset()
    staff: bool = False
    superuser: bool = False

    def directs(self, club_id) -> bool:
        return self.superuser or club_id in self.clubs


@dataclass
class Case:
    """One address to try: what the policy decides by, and what a POST sends."""

    path: str
    route: str
    kind: str
    post_kind: str = ""
    event: Event | None = None
    club_id: int | None = None          # the club whose row or event the address names
    token_of: Event | None = None       # the event whose table token is in the address
    token_valid: bool = False
    data: dict = field(default_factory=dict)
    as_json: bool = False

    def rule(self, method: str) -> str:
        return self.post_kind if method == "POST" and self.post_kind else self.kind


def allowed(role: Role, case: Case, method: str) -> bool:
    """What ``POLICY`` says of ``role`` asking ``case`` by ``method``."""
    rule = case.rule(method)
    if rule == "public":
        return True
    if rule == "public-event":
        return case.event is not None and case.event.is_published and case.club_id == case.event.club_id
    if rule == "director":
        return role.user is not None
    if rule == "director-event":
        return role.user is not None and role.directs(case.event.club_id)
    if rule == "director-club":
        return role.user is not None and role.directs(case.club_id)
    if rule == "token":
        return case.token_valid
    if rule == "admin-staff":
        return role.staff or role.superuser
    if rule == "admin-club":
        return role.superuser or (role.staff and case.club_id is not None and case.club_id in role.clubs)
    if rule == "admin-site":
        return role.superuser
    assert rule == "nobody", rule
    return False


def refused(response) -> bool:
    """The request was turned away: a login page, 403, 404, 405, 410, or the admin's
    "no such row" (a redirect to its index)."""
    if response.status_code in (401, 403, 404, 405, 410):
        return True
    if response.status_code in (301, 302, 303, 307, 308):
        to = response["Location"]
        return to.startswith(LOGIN) or to == "/admin/"
    return False


# --- The site's addresses ---

@dataclass
class Route:
    route: str
    namespace: str | None
    name: str | None
    callback: object


def routes(resolver=None, prefix="", namespace=None):
    """Every URL pattern of the site, its full route and namespace."""
    resolver = resolver or get_resolver()
    for p in resolver.url_patterns:
        if isinstance(p, URLResolver):
            ns = ":".join(filter(None, [namespace, p.namespace])) if p.namespace else namespace
            yield from routes(p, prefix + str(p.pattern), ns)
        else:
            assert isinstance(p, URLPattern)
            yield Route(prefix + str(p.pattern), namespace, p.name, p.callback)


PARAM = re.compile(r"<(?:\w+:)?(\w+)>|\(\?P<(\w+)>[^)]*\)")


def params(route: str) -> set[str]:
    return {a or b for a, b in PARAM.findall(route)}


def fill(route: str, values: dict) -> str:
    path = PARAM.sub(lambda m: str(values[m.group(1) or m.group(2)]), route)
    return "/" + path.replace("^", "").replace("$", "").replace("\\Z", "")


# --- The two clubs ---

def _event(club, marker: str, devices: str = "table") -> Event:
    """A 4-table Mitchell of pairs named after ``marker``, in play."""
    event = Event.objects.create(club=club, name=f"{marker} evening", date=datetime.date(1897, 7, 5),
                                 devices=devices)
    lines = "\n".join(f"{marker}N{n} & {marker}S{n}" for n in range(1, 9))
    entrants.replace_entrants(event, entrants.parse("pairs", lines))
    event = lifecycle.seat(event, movements.generate("mitchell", 8, trays_per_round=2), "barney")
    return lifecycle.start(event, "barney")


def _user(name, *, clubs=(), staff=False, superuser=False):
    User = get_user_model()
    if superuser:
        return User.objects.create_superuser(name, f"{name}@example.org", "a-long-test-password")
    user = User.objects.create_user(name, f"{name}@example.org", "a-long-test-password", is_staff=staff)
    if staff:  # a staff user with every permission on the tournament's models
        user.user_permissions.set(Permission.objects.filter(content_type__app_label="tournament"))
    for club in clubs:
        club.directors.add(user)
    return user


@pytest.fixture
def world(db):
    a = Club.objects.create(name="Alpha Whist Club", slug="alpha")
    b = Club.objects.create(name="Bravo Whist Club", slug="bravo")
    shown = _event(a, "Alphapub")
    for round_no in range(1, len(shown.movement["rounds"]) + 1):
        play_round(shown, round_no)
    shown.refresh_from_db()
    shown = lifecycle.publish(shown, "barney")
    playing = _event(a, "Alphasecret", devices="side")
    play_round(playing, 1)
    other = _event(b, "Bravosecret")
    play_round(other, 1)
    for club in (a, b):
        Ladder.objects.create(club=club, name=f"{club.name} season", slug="season")
    Group.objects.create(name="Scorers")
    roles = [
        Role("anonymous"), Role(OTHER_TABLE),
        Role("no club", _user("nobody")),
        Role("club B's director", _user("bravo", clubs=[b], staff=True), frozenset({b.pk}), staff=True),
        Role("staff, no club", _user("staffer", staff=True), staff=True),
        Role("club A's director", _user("alpha", clubs=[a], staff=True), frozenset({a.pk}), staff=True),
        Role("superuser", _user("root", superuser=True), superuser=True),
    ]
    return {"a": a, "b": b, "shown": shown, "playing": playing, "other": other,
            "roles": {role.name: role for role in roles}}


# What each event's secret names look like: a role that may not see the event must never read them.
MARKERS = {"Alphapub": None, "Alphasecret": "playing", "Bravosecret": "other"}


def _member(club, events) -> Player:
    """A member of ``club`` who played its first event (club A's: the published one)."""
    event = next(e for e in events if e.club_id == club.pk)
    return event.pairs.order_by("number").first().player_a


def _first_tray(event, table=1) -> tuple[int, int]:
    """(round, tray) a table plays now (the last round once play is over)."""
    event.refresh_from_db()
    round_no = max(event.current_round, 1)
    plays = [p for p in movement_of(event).plays() if p.table == table and p.round == round_no]
    return round_no, plays[0].tray


def _form_data(world, event) -> dict:
    """A director's or a table's POST that would write if it were let through."""
    round_no, tray = _first_tray(event) if event else (1, 1)
    return {
        "step": "delete", "reason": "attack", "confirm": "1",
        "name": "Hijacked", "date": "2026-01-01", "laws": "1900", "method": "compass",
        "devices": "table", "form": "pairs", "club": str(world["a"].pk),
        "lines": "Mallory & Eve\nTrudy & Oscar",
        "round": str(round_no), "table": "1", "tray": str(tray), "ns": "9", "action": "enter",
        "version": "", "seed": "attack", "max_suit": "6", "system": "mitchell", "trays_per_round": "2",
        "1-1-1-ns": "3", "1-1-1-version": "", "1-1-2-ns": "3",  # a traveller's or a slip's lines
        "username": "alpha", "password": "not-the-password", "email": "alpha@example.org",
        "old_password": "x", "new_password1": "Another-long-pass-1", "new_password2": "Another-long-pass-1",
    }


def _api_data(event, addressed=None) -> dict:
    round_no, tray = _first_tray(event)
    body = {"round": round_no, "tray": tray, "ns": 9}
    if addressed is not None:
        body |= {"event": addressed.pk, "table": 1}
    return body


def _admin_data(world, objects) -> dict:
    """An admin POST that would delete ``objects`` (a changelist's action), change a row to
    "Hijacked" with every user its club's director, or add a result to club A's event."""
    playing = world["playing"]
    rnd = playing.rounds.get(number=playing.current_round)
    data = {"post": "yes", "reason": "attack", "action": "delete_selected", "index": "0",
            "_selected_action": [str(o.pk) for o in objects if o is not None],
            "name": "Hijacked", "slug": "hijacked",
            "directors": [str(r.user.pk) for r in world["roles"].values() if r.user is not None],
            "event": str(playing.pk), "round": str(rnd.pk), "table": "1",
            "tray": str(playing.trays.get(number=_first_tray(playing)[1]).pk), "ns": "9",
            "status": "confirmed"}
    return data


def _admin_object(model_cls, club):
    if model_cls is None or model_cls not in CLUB_OF:
        return None
    return model_cls.objects.filter(**{CLUB_OF[model_cls]: club.pk}).order_by("pk").first()


def cases(world) -> list[Case]:
    """Every URL of the site, filled with each fitting event, token, row and club."""
    a, b, shown, playing, other = (world[k] for k in ("a", "b", "shown", "playing", "other"))
    events = [shown, playing, other]
    found = []
    for r in routes():
        first = len(found)
        names = params(r.route)
        ns = r.namespace or ""
        base = {"entrant": 1, "tray": 1, "round_no": 1, "table": 1, "kind": "table-cards"}
        if ns == "admin":
            found += _admin_cases(world, r, names)
        elif ns in ("tables", "api"):
            tokens = []
            for event in events:
                t = event.tables.get(number=1)
                valid = not event.is_published
                tokens += [(event, t.token, valid), (event, t.ew_token, valid and event.devices == "side")]
            tokens.append((None, "no-such-token", False))
            for event, token, valid in tokens:
                values = {"token": token, "tray": _first_tray(event)[1] if event else 1}
                api = ns == "api"
                found.append(Case(fill(r.route, values), r.route, "token", event=event,
                                  club_id=event.club_id if event else None, token_of=event,
                                  token_valid=valid, as_json=api,
                                  data=_api_data(event) if api and event else _form_data(world, event)))
        elif "event_id" in names:
            kind = "public-event" if ns == "public" else "director-event"
            for event in events:
                result = event.results.order_by("pk").first()
                slugs = [event.club.slug] + ([b.slug] if ns == "public" and event is shown else [])
                for slug in slugs:
                    values = base | {"event_id": event.pk, "club": slug, "result_id": result.pk}
                    club_id = Club.objects.get(slug=slug).pk
                    found.append(Case(fill(r.route, values), r.route, kind, event=event, club_id=club_id,
                                      data=_form_data(world, event)))
            if "result_id" in names:  # club A's event with club B's result
                values = base | {"event_id": playing.pk, "result_id": other.results.first().pk}
                found.append(Case(fill(r.route, values), r.route, kind, event=playing, club_id=a.pk,
                                  data=_form_data(world, playing)))
        else:
            kind = "director" if ns == "director" else "public"
            if kind == "director" and "club" in names:
                kind = "director-club"
            clubs = [a, b] if "club" in names else [None]
            for club in clubs:
                values = {"club": club.slug if club else "", "uidb64": "MQ", "token": "set-password",
                          "ladder": "season", "member": _member(club, events).pk if club else 0}
                found.append(Case(fill(r.route, values), r.route, kind, club_id=club.pk if club else None,
                                  data=_form_data(world, None)))
        assert len(found) > first, f"no address made of {r.route}"
        for case in found[first:]:
            match = resolve(case.path.split("?")[0])
            assert match.func == r.callback, f"{case.path} resolves to another view than {r.route}"
    return found


def _admin_cases(world, r, names) -> list[Case]:
    a, b, playing = world["a"], world["b"], world["playing"]
    apps = "|".join({m._meta.app_label for m in admin_site._registry})
    match = re.match(rf"admin/({apps})/(\w+)/", r.route)
    if match is None:  # the site's own pages
        rule = ADMIN_SITE_PAGES[r.name]
        values = {"app_label": "tournament", "url": "nowhere/",
                  "content_type_id": ContentType.objects.get_for_model(Event).pk, "object_id": playing.pk}
        out = [Case(fill(r.route, values), r.route, rule, club_id=a.pk,
                    data=_form_data(world, None))]
        if "app_label" in names:
            out.append(Case(fill(r.route, values | {"app_label": "auth"}), r.route, "admin-site",
                            data=_form_data(world, None)))
        if r.name == "autocomplete":
            for case in out:
                case.path += "?app_label=tournament&model_name=result&field_name=event&term="
        return out
    app, model = match.groups()
    # changelist, add, change, delete, history; "redirect" for the bare row address (it only
    # redirects staff to the row's change page), "password" for a user's password.
    page = (r.name or "redirect").rsplit("_", 1)[-1].removeprefix(f"{app}_{model}_")
    if r.name and r.name.endswith("password_change"):
        page = "password"
    model_cls = next((m for m in admin_site._registry
                      if m._meta.app_label == app and m._meta.model_name == model), None)
    objects = [_admin_object(model_cls, club) for club in (a, b)]
    if app == "auth" and model == "user":
        objects = [world["roles"]["club A's director"].user, None]
    elif app == "auth" and model == "group":
        objects = [Group.objects.first(), None]
    if page == "redirect":
        get_rule = post_rule = "admin-staff"
    elif app != "tournament":
        get_rule = post_rule = "admin-site"
    else:
        get_rule, post_rule = ADMIN_MODEL_EXCEPTIONS.get((model, page), ADMIN_MODEL_PAGES[page])
    data = _admin_data(world, objects)
    if not names & {"object_id", "id"}:
        return [Case(fill(r.route, {}), r.route, get_rule, post_kind=post_rule, club_id=None, data=data)]
    out = []
    for club, obj in zip((a, b), objects):
        object_id = obj.pk if obj is not None else 999999
        out.append(Case(fill(r.route, {"object_id": object_id, "id": object_id}), r.route, get_rule,
                        post_kind=post_rule, club_id=club.pk if obj is not None and app == "tournament" else None, data=data))
    return out


# --- What the database holds, by club ---

def state() -> dict:
    """Each club's rows (events, results, audit, pairs, trays, table tokens) and the site's."""
    by_club = defaultdict(list)
    queries = [
        Club.objects.values_list("pk", "name", "slug"),
        Club.directors.through.objects.values_list("club_id", "user_id"),
        Event.objects.values_list("club_id", "pk", "status", "current_round", "name", "date", "laws",
                                  "method", "devices", "system"),
        Result.objects.values_list("event__club_id", "pk", "status", "version", "ns", "adjusted",
                                   "revokes_ns", "revokes_ew", "claim"),
        EventTable.objects.values_list("event__club_id", "pk", "token", "ew_token"),
        AuditEntry.objects.values_list("event__club_id", "pk", "action", "what"),
        Pair.objects.values_list("event__club_id", "pk", "player_a", "player_b", "name"),
        Tray.objects.values_list("event__club_id", "pk", "hands"),
        Player.objects.values_list("club_id", "pk", "name", "number", "email", "active"),
        Ladder.objects.values_list("club_id", "pk", "name", "slug", "rule", "best", "minimum"),
    ]
    for query in queries:
        for row in sorted(query, key=repr):
            by_club[row[0]].append((query.model.__name__, *row))
    by_club["site"] = [tuple(get_user_model().objects.order_by("pk").values_list(
        "pk", "username", "is_staff", "is_superuser", "password")), Group.objects.count(),
        get_user_model().user_permissions.through.objects.count()]
    return dict(by_club)


def writes() -> int | None:
    """A counter that moves when anything is written (SQLite's), or None to compare states."""
    raw = connection.connection
    return raw.total_changes if connection.vendor == "sqlite" else None


# --- The run ---

def _client(role: Role) -> Client:
    client = Client(enforce_csrf_checks=True, raise_request_exception=False)
    if role.user is not None:
        client.force_login(role.user)
    client.cookies["csrftoken"] = CSRF
    return client


def _send(client, method, case, honest: bool, data, session_file: bytes):
    extra = {"HTTP_X_CSRFTOKEN": CSRF} if honest else {}
    if method == "GET":
        return client.get(case.path)
    if case.as_json:
        return client.post(case.path, json.dumps(data), content_type="application/json", **extra)
    if case.path.endswith("/import/"):  # club A's event in play, as a session file (or a PBN file)
        upload = SimpleUploadedFile("attack.json", session_file, content_type="application/json")
        return client.post(case.path, data | {"file" if case.event is None else "pbn": upload}, **extra)
    return client.post(case.path, urlencode(data, doseq=True),  # a form, not a slower multipart one
                       content_type="application/x-www-form-urlencoded", **extra)


def _visible(role: Role, case: Case, world) -> set[str]:
    """The event markers ``role`` may read on ``case``'s answer."""
    seen = {"Alphapub"}
    for marker, key in MARKERS.items():
        if key is not None and role.directs(world[key].club_id):
            seen.add(marker)
    if case.token_valid and case.token_of is not None:
        seen.add(case.token_of.name.split()[0])
    return seen


def _check(role, case, method, honest, response, before_writes, world, baseline, problems):
    """Judge one answer; the database is still as the request left it."""
    label = f"{role.name}: {method}{'' if honest else ' (no CSRF token)'} {case.path}"
    TALLY["requests"] += 1
    status = response.status_code
    if status >= 500:
        TALLY["5xx"] += 1
        problems.append(f"{label} -> {status}")
        return
    may = allowed(role, case, method) and (honest or method == "GET" or case.as_json)
    turned_away = refused(response)
    if not may and not turned_away:
        TALLY["wrongly allowed"] += 1
        problems.append(f"{label} -> {status} (policy: {POLICY[case.rule(method)]})")
    TALLY["refused" if turned_away else "answered"] += 1
    if method == "POST" and not honest and not case.as_json and status != 403:
        TALLY["CSRF not enforced"] += 1
        problems.append(f"{label} -> {status}: a POST without a CSRF token was not refused")
    moved = writes()
    if moved is None or moved != before_writes:
        now = state()
        writable = {k for k in baseline if k != "site" and role.directs(k)}
        if case.token_valid and case.token_of is not None:
            writable.add(case.token_of.club_id)
        if role.superuser and not turned_away:
            writable |= set(baseline) | set(now)
        if turned_away:
            writable = set()
        for key in set(baseline) | set(now):
            if key not in writable and baseline.get(key) != now.get(key):
                TALLY["wrongly written"] += 1
                problems.append(f"{label} -> {status} wrote to {'the site' if key == 'site' else f'club {key}'}")
    content_type = response.get("Content-Type", "")
    if content_type.startswith(("text/", "application/json")):
        text = response.content.decode("utf-8", "replace")
        for marker in set(MARKERS) - _visible(role, case, world):
            if marker in text:
                TALLY["leaked"] += 1
                problems.append(f"{label} -> {status} shows {marker}'s names")


def _as_other_table(case: Case, world) -> Case | None:
    """For club B's table token: ``case`` (club A's table in play) asked with B's token, the body
    addressing club A's table; None for any other case."""
    playing, other = world["playing"], world["other"]
    if case.kind != "token" or case.token_of is not playing:
        return None
    return Case(_with_token(case, other.tables.get(number=1).token), case.route, "token", event=other,
                club_id=other.club_id, token_of=other, token_valid=True, as_json=case.as_json,
                data=_api_data(other, playing) if case.as_json else _form_data(world, other))


ROLES = ["anonymous", "no club", "club B's director", "staff, no club", "club A's director", "superuser",
         OTHER_TABLE]


@pytest.mark.parametrize("role_name", ROLES)
def test_every_url_as(role_name, world):
    """Every address x GET, POST without a CSRF token, POST with one, as one role."""
    exempt = {r.route for r in routes() if getattr(r.callback, "csrf_exempt", False)}
    assert exempt and all(route.startswith("api/") for route in exempt), exempt
    role = world["roles"][role_name]
    all_cases = cases(world)
    if role_name == OTHER_TABLE:
        all_cases = [c for c in map(lambda c: _as_other_table(c, world), all_cases) if c is not None]
    baseline = state()
    problems = []
    session_file = json.dumps(export_session(world["playing"])).encode()
    client = _client(role)
    cookies = client.cookies.output(header="", sep=";")
    for case in all_cases:
        for method, honest in (("GET", True), ("POST", False), ("POST", True)):
            before = writes()
            with transaction.atomic():
                response = _send(client, method, case, honest, case.data, session_file)
                _check(role, case, method, honest, response, before, world, baseline, problems)
                transaction.set_rollback(True)
            client.cookies.load(cookies)  # a logout, or a new session, lasts one request
            if role_name == OTHER_TABLE and case.as_json and method == "POST" and not refused(response):
                TALLY["wrongly allowed"] += 1
                problems.append(f"{role.name}: POST {case.path} for club A's table -> {response.status_code}")
    assert state() == baseline
    if role_name != OTHER_TABLE:
        TALLY["addresses"] = len(all_cases)
    TALLY["roles"] += 1
    figures = (f"access as {role.name}: {len(all_cases) * 3} requests ({len(all_cases)} addresses x "
               f"GET/POST/POST without CSRF); wrongly allowed {TALLY['wrongly allowed']}, written where "
               f"not allowed {TALLY['wrongly written']}, leaked {TALLY['leaked']}, CSRF not enforced "
               f"{TALLY['CSRF not enforced']}, 5xx {TALLY['5xx']} (so far)")
    print(figures)
    assert not problems, figures + "\n" + "\n".join(problems[:40])


def _with_token(case: Case, token: str) -> str:
    own = case.token_of.tables.get(number=1)
    for old in (own.token, own.ew_token):
        if f"/{old}/" in case.path:
            return case.path.replace(f"/{old}/", f"/{token}/")
    raise AssertionError(case.path)
