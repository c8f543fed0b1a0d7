"""Smaller things a stranger could plant (issue 23, item 7): the admin's club form, terminal
escapes in the ladder command, a stale version of a deleted result, a field of 20,000 lines,
and a Permissions-Policy feature Chromium does not know."""

import io
import json
import re

import pytest
from django.conf import settings
from django.core.management import call_command
from django.urls import reverse

from app_fixtures import seated
from tests.app.test_admin import staff
from tests.live.conftest import start_play
from tournament.evening import results
from tournament.admin import delete_result
from tournament.evening.entrants import EntrantsError, MOST_LINES, parse
from tournament.models import AuditEntry, Event, Ladder, Player, Result
from tournament.evening.results import ResultRefused
from tournament.scoring.session import Figures
from tournament.terminal import printable, printable_json

pytestmark = pytest.mark.django_db


def test_the_club_form_offers_only_the_directors_of_ones_own_clubs(client, club, other_club):
    mine = staff("clubstaff", club)
    fellow = staff("fellow", club)
    stranger = staff("stranger", other_club)
    client.force_login(mine)
    page = client.get(reverse("admin:tournament_club_change", args=[club.pk])).content.decode()
    offered = re.search(r'<select name="directors".*?</select>', page, re.S).group()
    assert f'value="{fellow.pk}"' in offered and f'value="{stranger.pk}"' not in offered
    assert f'value="{mine.pk}"' in offered


def test_changing_a_clubs_directors_is_audited(client, club):
    root = staff("root", superuser=True)
    barney = staff("barney2", club)
    newcomer = staff("newcomer")
    client.force_login(root)
    response = client.post(reverse("admin:tournament_club_change", args=[club.pk]),
                           {"name": club.name, "slug": club.slug, "directors": [barney.pk, newcomer.pk]})
    assert response.status_code == 302
    entry = AuditEntry.objects.get(action=AuditEntry.Action.DIRECTORS_CHANGED)
    assert entry.who == "root" and entry.new["directors"] == ["barney2", "newcomer"]
    assert entry.old["directors"] == ["barney2"]


def test_the_ladder_command_prints_no_terminal_escapes(club):
    from tournament.demo import club_evening
    from tournament.evening.session_io import import_session

    planted = "Zed\x1b]0;owned\x07 Ames\x1b[2J & Zoe \x9b31mBell"
    from tests.app.test_ladders import OTHERS

    import_session(club_evening("Evening", "2026-09-01", [planted, *OTHERS], seed=1),
                   club, who="test", status="published")
    Ladder.objects.create(club=club, name="Autumn", slug="autumn")
    assert Player.objects.filter(name__contains="\x1b").exists()
    for args in ((), ("--json",)):
        out = io.StringIO()
        call_command("ladder", club.slug, *args, stdout=out)
        text = out.getvalue()
        assert not set(text) & {"\x1b", "\x07", "\x9b"}, repr(text)
    assert any("\x9b" in line["name"] for line in json.loads(text)["standings"])   # the same document


def test_the_sanitizers_show_every_control_character():
    assert printable("a\x1b[31mb\x07\x9bc\n") == "a\\x1b[31mb\\x07\\x9bc\\x0a"
    assert json.loads(printable_json(json.dumps("\x9b\x7f", ensure_ascii=False))) == "\x9b\x7f"


@pytest.fixture
def deleted(club):
    event = start_play(seated(club, "mitchell", 8, trays_per_round=2))
    results.enter(event, 1, 1, 1, Figures(ns=7))
    delete_result(Result.objects.get(), "barney", "entered at the wrong table")
    return event


@pytest.mark.parametrize("write", [
    lambda e: results.settle(e, 1, 1, 1, Figures(ns=8), "barney", expected_version=1, reason="ruling"),
    lambda e: results.record(e, 1, 1, 1, Figures(ns=8), "barney", status="confirmed",
                             expected_version=1, reason="slip", director=True),
], ids=["settle", "slip or traveller"])
def test_a_stale_version_of_a_deleted_result_writes_nothing(deleted, write):
    with pytest.raises(ResultRefused, match="deleted meanwhile"):
        write(deleted)
    assert not Result.objects.exists()


def test_the_traveller_with_a_stale_version_of_a_deleted_result_writes_nothing(director_client, deleted):
    url = reverse("director:traveller", args=[deleted.pk, 1])
    director_client.post(url, {"1-1-1-ns": "8", "1-1-1-version": "1", "reason": "slip"})
    assert not Result.objects.exists()


def test_a_field_has_a_maximum_and_says_it(club):
    lines = "\n".join(f"Player{n}a & Player{n}b" for n in range(20_000))
    with pytest.raises(EntrantsError, match=f"at most {MOST_LINES}"):
        parse("pairs", lines)
    assert len(parse("pairs", "\n".join(lines.splitlines()[:MOST_LINES]))) == MOST_LINES


def test_the_field_page_refuses_a_huge_field_and_creates_nobody(director_client, club):
    event = Event.objects.create(club=club, name="Huge", date="2026-11-25")
    lines = "\n".join(f"Player{n}a & Player{n}b" for n in range(MOST_LINES + 1))
    response = director_client.post(reverse("director:entrants", args=[event.pk]),
                                    {"lines": lines, "add_members": "1"})
    assert response.status_code == 200 and f"at most {MOST_LINES}" in response.content.decode()
    assert not Player.objects.exists()


def test_the_permissions_policy_names_only_features_chromium_knows():
    assert "bluetooth" not in settings.PERMISSIONS_POLICY
