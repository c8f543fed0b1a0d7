"""The admin keeps the application's rules: read-only trail and statuses, the one write path,
a reason for each deletion, and each staff user's own clubs only."""

import re

import pytest
from django.contrib.auth import get_user_model
from django.contrib.auth.models import Permission
from django.core.management import call_command
from django.urls import reverse

from app_fixtures import PASSWORD, seated
from tests.live.conftest import start_play
from tournament.evening import results
from tournament.models import AuditEntry, Event, Result, Round
from tournament.scoring.session import Figures


def staff(username, club=None, superuser=False):
    users = get_user_model().objects
    if superuser:
        return users.create_superuser(username, password=PASSWORD)
    user = users.create_user(username, password=PASSWORD, is_staff=True)
    user.user_permissions.set(Permission.objects.filter(content_type__app_label="tournament"))
    if club is not None:
        club.directors.add(user)
    return user


@pytest.fixture
def playing_event(club):
    event = start_play(seated(club, "mitchell", 8, trays_per_round=2))
    results.enter(event, 1, 1, 1, Figures(ns=7))
    return event


@pytest.fixture
def admin_client(client, club):
    client.force_login(staff("clubstaff", club))
    return client


def result_form(event, table, tray, ns=7, **extra):
    rnd = event.rounds.get(number=1)
    return {"event": event.pk, "round": rnd.pk, "table": table, "tray": event.trays.get(number=tray).pk,
            "ns": ns, "revokes_ns": 0, "revokes_ew": 0, "before_revoke_ns": "", "before_revoke_ew": "",
            "adjusted": "", "status": "entered", "reason": "the slip came in late", **extra}


@pytest.mark.parametrize("superuser", [False, True])
def test_the_audit_trail_cannot_be_added_to_changed_or_deleted(client, club, playing_event, superuser):
    client.force_login(staff("someone", club, superuser=superuser))
    entry = AuditEntry.objects.filter(event=playing_event).first()
    before = list(AuditEntry.objects.values_list("id", "what"))
    forged = {"event": playing_event.pk, "action": "confirmed", "who": "table 1", "what": "confirmed"}
    assert client.post(reverse("admin:tournament_auditentry_add"), forged).status_code == 403
    change = reverse("admin:tournament_auditentry_change", args=[entry.pk])
    assert client.post(change, {**forged, "what": "nothing"}).status_code == 403
    delete = reverse("admin:tournament_auditentry_delete", args=[entry.pk])
    assert client.post(delete, {"post": "yes"}).status_code == 403
    assert client.get(change).status_code == 200                  # it can be read
    assert list(AuditEntry.objects.values_list("id", "what")) == before


def test_a_result_for_a_table_the_movement_lacks_is_refused_with_the_reason(admin_client, playing_event):
    response = admin_client.post(reverse("admin:tournament_result_add"), result_form(playing_event, 99, 1))
    assert response.status_code == 200
    assert "there is no table 99 in round 1" in response.content.decode()
    assert not Result.objects.filter(table=99).exists()
    control = admin_client.get(reverse("director:control", args=[playing_event.pk]))
    assert control.status_code == 200


@pytest.mark.parametrize("change,problem", [
    ({"ns": 14}, "N-S tricks must be from 0 to 13"),
    ({"revokes_ew": 20}, "cannot have revoked 20 times"),
    ({"reason": ""}, "This field is required"),
])
def test_the_admin_applies_the_result_rules(admin_client, playing_event, change, problem):
    response = admin_client.post(reverse("admin:tournament_result_add"),
                                 result_form(playing_event, 1, 2, **change))
    assert response.status_code == 200 and problem in response.content.decode()
    assert not Result.objects.filter(table=1, tray__number=2).exists()


def test_a_result_added_in_the_admin_goes_through_the_write_path(admin_client, playing_event):
    response = admin_client.post(reverse("admin:tournament_result_add"), result_form(playing_event, 1, 2, ns=9))
    assert response.status_code == 302, response.content.decode()[:3000]
    result = Result.objects.get(event=playing_event, table=1, tray__number=2)
    entry = result.audit.get()
    assert (result.ns, result.version, result.entered_by) == (9, 1, "clubstaff")
    assert entry.who == "clubstaff" and entry.reason == "the slip came in late"


def test_a_changed_result_keeps_its_place_and_is_audited(admin_client, playing_event):
    result = Result.objects.get(event=playing_event, table=1, tray__number=1)
    url = reverse("admin:tournament_result_change", args=[result.pk])
    form = result_form(playing_event, 3, 2, ns=10, status="confirmed")   # table and tray are read-only
    assert admin_client.post(url, form).status_code == 302
    result.refresh_from_db()
    assert (result.table, result.tray.number, result.ns, result.status, result.version) == (1, 1, 10, "confirmed", 2)
    assert result.audit.filter(action=AuditEntry.Action.CORRECTED, who="clubstaff").exists()


def test_deleting_a_result_needs_a_reason_and_is_logged(admin_client, playing_event):
    result = Result.objects.get(event=playing_event, table=1, tray__number=1)
    url = reverse("admin:tournament_result_delete", args=[result.pk])
    assert 'name="reason"' in admin_client.get(url).content.decode()
    admin_client.post(url, {"post": "yes"})
    assert Result.objects.filter(pk=result.pk).exists()
    admin_client.post(url, {"post": "yes", "reason": "entered at the wrong table"})
    assert not Result.objects.filter(pk=result.pk).exists()
    deleted = AuditEntry.objects.get(event=playing_event, action=AuditEntry.Action.DELETED)
    assert deleted.who == "clubstaff" and deleted.reason == "entered at the wrong table"
    assert deleted.what == "deleted the result of round 1, table 1, tray 1" and deleted.old["ns"] == 7
    entered = AuditEntry.objects.get(event=playing_event, action=AuditEntry.Action.ENTERED)
    assert "since deleted by clubstaff: entered at the wrong table" in entered.what


def test_results_cannot_be_deleted_in_bulk(admin_client, playing_event):
    page = admin_client.get(reverse("admin:tournament_result_changelist")).content.decode()
    assert "delete_selected" not in page


@pytest.mark.parametrize("model", ["event", "round"])
def test_statuses_are_read_only(admin_client, playing_event, model):
    obj = playing_event if model == "event" else playing_event.rounds.get(number=1)
    url = reverse(f"admin:tournament_{model}_change", args=[obj.pk])
    assert admin_client.get(url).status_code == 200
    assert admin_client.post(url, {"status": "published" if model == "event" else "closed"}).status_code == 403
    playing_event.refresh_from_db()
    assert playing_event.status == Event.Status.PLAYING
    assert playing_event.rounds.get(number=1).status == Round.Status.OPEN


def test_staff_see_and_change_only_their_own_clubs(client, club, other_club, playing_event):
    theirs = start_play(seated(other_club, "mitchell", 8, trays_per_round=2))
    results.enter(theirs, 1, 1, 1, Figures(ns=5))
    foreign = Result.objects.get(event=theirs)
    client.force_login(staff("nobody"))             # staff with every permission, no club
    for name in ("result", "event", "auditentry", "round", "player", "eventtable", "club"):
        page = client.get(reverse(f"admin:tournament_{name}_changelist")).content.decode()
        assert "Put-in-Bay" not in page and "Utica" not in page and "Tuesday compass" not in page
    assert client.get(reverse("admin:tournament_result_change", args=[foreign.pk])).status_code == 302
    client.force_login(staff("clubstaff", club))
    page = client.get(reverse("admin:tournament_result_changelist")).content.decode()
    assert page.count("/change/") == 1                               # its own one result
    add = client.get(reverse("admin:tournament_result_add")).content.decode()
    choices = re.search(r'<select name="event".*?</select>', add, re.S).group()
    assert f'value="{playing_event.pk}"' in choices and f'value="{theirs.pk}"' not in choices
    rounds = re.search(r'<select name="round".*?</select>', add, re.S).group()
    assert rounds.count("<option value=\"") == playing_event.rounds.count() + 1   # and the blank
    response = client.post(reverse("admin:tournament_result_add"), result_form(theirs, 1, 2))
    assert response.status_code == 200 and "Select a valid choice" in response.content.decode()
    url = reverse("admin:tournament_result_change", args=[foreign.pk])
    assert client.post(url, result_form(theirs, 1, 1, ns=13)).status_code == 302
    foreign.refresh_from_db()
    assert foreign.ns == 5


def test_superusers_see_every_club(client, club, other_club, playing_event):
    start_play(seated(other_club, "mitchell", 8, trays_per_round=2))
    client.force_login(staff("root", superuser=True))
    page = client.get(reverse("admin:tournament_event_changelist")).content.decode()
    assert page.count("Tuesday compass") == 2


def test_the_demo_director_is_not_staff(db):
    call_command("load_demo")
    director = get_user_model().objects.get(username="director")
    assert not director.is_staff and director.clubs.filter(slug="demo").exists()
