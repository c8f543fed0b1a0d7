"""Import and export of whist-session/1: commands, uploads, and the round trip."""

import json

import pytest
from django.core.management import call_command
from django.core.management.base import CommandError
from django.urls import reverse

import movements
from app_fixtures import but_the_restore
from tournament.models import Event, Result
from tournament.scoring.session import SessionError
from tournament.evening.session_io import export_session, import_session

from tournament.demo import played_session


def _session_doc(system="mitchell", count=10, rounds_played=2, **kwargs):
    movement = movements.generate(system, count, **kwargs)
    return played_session("Round trip", "1897-07-05", "compass", movement, rounds_played, seed=1)


def test_export_import_export_gives_the_same_file(club):
    doc = _session_doc()
    first = import_session(doc, club)
    exported = export_session(first)
    first.delete()  # a backup's table tokens are the event's own: restored once
    second = import_session(exported, club)
    assert but_the_restore(export_session(second)) == exported
    assert exported["results"] and len(exported["results"]) == len(doc["results"])


@pytest.mark.parametrize("system,count,form", [("howell-teams", 5, "teams"), ("howell-pairs", 10, "pairs")])
def test_round_trip_for_other_forms(club, system, count, form):
    movement = movements.generate(system, count)
    method = "matches" if form == "teams" else "howell"
    doc = played_session("Other", "1897-07-05", method, movement, 1, seed=2)
    first = import_session(doc, club)
    exported = export_session(first)
    first.delete()
    assert but_the_restore(export_session(import_session(exported, club))) == exported


def test_a_wrong_file_is_refused_with_every_problem_and_nothing_written(club):
    doc = _session_doc()
    doc["results"][0]["ns"] = 14
    doc["results"][1]["tray"] = 999
    with pytest.raises(SessionError) as info:
        import_session(doc, club)
    assert len(info.value.problems) >= 2
    assert Event.objects.count() == 0 and Result.objects.count() == 0


def test_commands_round_trip(club, tmp_path, capsys):
    path = tmp_path / "in.json"
    path.write_text(json.dumps(_session_doc()))
    call_command("import_session", str(path), "--club", club.slug)
    event = Event.objects.get()
    out = tmp_path / "out.json"
    call_command("export_session", str(event.pk), "--out", str(out))
    assert json.loads(out.read_text()) == export_session(event)


def test_import_command_lists_problems(club, tmp_path):
    path = tmp_path / "bad.json"
    doc = _session_doc()
    doc["results"][0]["ns"] = -1
    path.write_text(json.dumps(doc))
    with pytest.raises(CommandError, match="cannot be imported"):
        call_command("import_session", str(path), "--club", club.slug)
    path.write_text("{not json")
    with pytest.raises(CommandError, match="not a JSON document"):
        call_command("import_session", str(path), "--club", club.slug)
    with pytest.raises(CommandError, match="there is no club"):
        call_command("import_session", str(path), "--club", "nowhere")


def test_upload_and_download(director_client, club):
    from django.core.files.uploadedfile import SimpleUploadedFile

    upload = SimpleUploadedFile("s.json", json.dumps(_session_doc()).encode(), "application/json")
    response = director_client.post(reverse("director:import"), {"club": club.pk, "file": upload})
    event = Event.objects.get()
    assert response.status_code == 302 and response["Location"].endswith(f"/events/{event.pk}/")
    download = director_client.get(reverse("director:export", args=[event.pk]))
    assert json.loads(download.content) == export_session(event)
    assert "attachment" in download["Content-Disposition"]


def test_demo_club_loads_through_the_import_path(db):
    call_command("load_demo")
    events = {e.name: e for e in Event.objects.filter(club__slug="demo")}
    assert len(events) == 12   # three evenings of the seeds' forms, and nine of the autumn season
    statuses = sorted(e.status for e in events.values())
    assert statuses == ["finished", "playing"] + ["published"] * 10
    call_command("load_demo")  # a second time changes nothing
    assert Event.objects.filter(club__slug="demo").count() == 12
