"""A session file the database cannot keep is refused with the reason, and nothing is written."""

import json

import pytest
from django.core.files.uploadedfile import SimpleUploadedFile
from django.core.management import call_command
from django.core.management.base import CommandError
from django.urls import reverse

import movements
from tournament.demo import played_session
from tournament.evening.entrants import EntrantsError, parse
from tournament.models import AuditEntry, Event, Player, Result
from tournament.scoring.session import SessionError, loads
from tournament.evening.session_io import import_session


def pairs_doc() -> dict:
    return played_session("Refusals", "1897-07-05", "compass", movements.generate("mitchell", 8), 1, seed=3)


def teams_doc() -> dict:
    return played_session("Teams", "1897-07-05", "matches", movements.generate("howell-teams", 5), 1, seed=3)


def nothing_written():
    return (Event.objects.count(), Result.objects.count(), Player.objects.count(),
            AuditEntry.objects.count()) == (0, 0, 0, 0)


def refused(doc, club, problem: str):
    with pytest.raises(SessionError) as info:
        import_session(doc, club)
    assert any(problem in p for p in info.value.problems), info.value.problems
    assert nothing_written()


@pytest.mark.parametrize("date", [None, "yesterday", "1897-13-01", "18970705", 1897, "1897-07-05T10:00"])
def test_a_date_that_is_not_an_iso_date_is_refused(club, date):
    doc = pairs_doc()
    doc["date"] = date
    refused(doc, club, "date must be the day of the event as YYYY-MM-DD")


def test_a_missing_date_is_refused(club):
    doc = pairs_doc()
    del doc["date"]
    refused(doc, club, "date must be the day of the event")


@pytest.mark.parametrize("par", ["seven", {"ns": "7"}, {"ns": 99999, "ew": 0}, {"ns": -3, "ew": 16},
                                 {"ns": 7, "ew": 6, "north": 1}, [7, 6]])
def test_a_par_that_is_not_tricks_is_refused(club, par):
    doc = pairs_doc()
    doc["deals"] = {"1": {"dealer": "W", "trump": "7H", "par": par}}
    refused(doc, club, "par must be the tricks of each side from 0 to 13")


def test_a_good_par_is_kept(club):
    doc = pairs_doc()
    doc["deals"] = {"1": {"dealer": "W", "trump": "7H", "par": {"ns": 7, "ew": 6}}}
    event = import_session(doc, club)
    assert event.trays.values_list("par_ns", "par_ew").get(number=1) == (7, 6)


@pytest.mark.parametrize("where", ["event", "player", "pair", "team", "team pair"])
def test_a_name_longer_than_its_column_is_refused(club, where):
    doc = teams_doc() if where.startswith("team") else pairs_doc()
    if where == "event":
        doc["name"] = "E" * 161
        problem = "at most 160 fit"
    elif where == "player":
        doc["names"]["2"] = "P" * 121                       # one name: the pair's one player
        problem = "at most 120 fit"
    elif where == "pair":
        doc["names"]["2"] = "A" * 90 + " and " + "B" * 90   # kept as the pair's own name
        problem = "at most 160 fit"
    elif where == "team":
        doc["names"]["1"] = "T" * 121
        problem = "at most 120 fit"
    else:
        doc["pair_names"]["3"] = "Q" * 121 + " & Bob"
        problem = "at most 120 fit"
    refused(doc, club, problem)


def test_names_at_their_columns_length_are_kept(club):
    doc = pairs_doc()
    doc["name"] = "E" * 160
    doc["names"]["1"] = "A" * 120 + " & " + "B" * 120     # two players of 120: the pair is them
    doc["names"]["2"] = "C" * 75 + " and " + "D" * 80     # kept whole, 160
    event = import_session(doc, club)
    assert event.pairs.get(number=1).name == "" and str(event.pairs.get(number=1)) == doc["names"]["1"]
    assert event.pairs.get(number=2).name == doc["names"]["2"]


@pytest.mark.parametrize("key", ["name", "names"])
def test_a_nul_character_is_refused(club, key):
    doc = pairs_doc()
    if key == "name":
        doc["name"] = "Tuesday\x00compass"
    else:
        doc["names"]["1"] = "Alice\x00 & Bob"
    refused(doc, club, "must not contain a NUL character")


DEEP = "[" * 100_000 + "]" * 100_000


def test_deeply_nested_json_is_refused_by_the_reader():
    with pytest.raises(SessionError, match="nested too deeply"):
        loads(DEEP)


def test_deeply_nested_json_is_refused_by_the_import_command(club, tmp_path):
    path = tmp_path / "deep.json"
    path.write_text(DEEP)
    with pytest.raises(CommandError, match="nested too deeply"):
        call_command("import_session", str(path), "--club", club.slug)
    assert nothing_written()


def test_deeply_nested_json_is_refused_by_the_upload(director_client, club):
    upload = SimpleUploadedFile("deep.json", DEEP.encode(), "application/json")
    response = director_client.post(reverse("director:import"), {"club": club.pk, "file": upload},
                                     follow=True)
    assert response.status_code == 200
    assert "nested too deeply" in response.content.decode()
    assert nothing_written()


def test_the_upload_lists_a_bad_date(director_client, club):
    doc = pairs_doc()
    doc["date"] = "yesterday"
    upload = SimpleUploadedFile("s.json", json.dumps(doc).encode(), "application/json")
    response = director_client.post(reverse("director:import"), {"club": club.pk, "file": upload},
                                    follow=True)
    assert response.status_code == 200 and "YYYY-MM-DD" in response.content.decode()
    assert Event.objects.count() == 0


@pytest.mark.parametrize("form,line", [
    ("pairs", "A" * 121 + " & Bob"),
    ("individuals", "A" * 121),
    ("teams", "T" * 121 + ": Alice & Bob; Carol & Dan"),
])
def test_the_field_parser_refuses_a_name_longer_than_120(form, line):
    with pytest.raises(EntrantsError, match="at most 120 fit"):
        parse(form, line)
    assert parse(form, line.replace("A" * 121, "A" * 120).replace("T" * 121, "T" * 120))


@pytest.mark.parametrize("spoil,problem", [
    (lambda d: d.update(method=["compass"]), "method must be one of"),
    (lambda d: d["results"][0].update(adjusted=["average"]), "adjusted must be one of"),
])
def test_a_value_of_the_wrong_kind_is_refused_not_a_crash(club, spoil, problem):
    doc = pairs_doc()
    spoil(doc)
    refused(doc, club, problem)


def test_the_import_command_refuses_a_status_a_seated_event_cannot_take(club, tmp_path):
    path = tmp_path / "plain.json"
    path.write_text(json.dumps(pairs_doc()))
    with pytest.raises(CommandError, match="cannot be a draft"):
        call_command("import_session", str(path), "--club", club.slug, "--status", "draft")
    assert nothing_written()
