"""``manage.py score FILE [--json]``: the table, the JSON, exit status 2 on a bad file."""

from __future__ import annotations

import io
import json
import subprocess
import sys
from pathlib import Path

import pytest
from django.core.management import call_command

from scoring_cases import FIXTURES

ROOT = Path(__file__).resolve().parent.parent.parent


def run(*args) -> tuple[str, str, int]:
    out, err = io.StringIO(), io.StringIO()
    try:
        call_command("score", *args, stdout=out, stderr=err)
        status = 0
    except SystemExit as exit_:
        status = exit_.code
    return out.getvalue(), err.getvalue(), status


def test_readable_table():
    out, err, status = run(str(FIXTURES / "e1_mitchell.json"))
    assert status == 0 and err == ""
    assert "Average N-S: 145 (exactly 144.80)" in out
    assert "Average E-W: 115" in out
    first = next(line for line in out.splitlines() if line.strip().startswith("1 "))
    assert first.split() == ["1", "7", "N-S", "151", "+6"]


def test_json_is_whist_standings():
    out, _, status = run(str(FIXTURES / "e2_compass.json"), "--json")
    doc = json.loads(out)
    assert status == 0 and doc["format"] == "whist-standings/1"
    assert [(r["name"], r["score"]) for r in doc["standings"][:2]] == [("f", 6), ("e", 5)]


def test_individuals_table():
    out, _, status = run(str(FIXTURES / "e4_individuals.json"))
    assert status == 0 and "tricks lost" in out


def test_bad_file_lists_every_problem_and_exits_2(tmp_path):
    doc = json.loads((FIXTURES / "e1_mitchell.json").read_text())
    doc["results"][0]["ns"] = 14
    doc["results"][1]["tray"] = 19
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(doc))
    out, err, status = run(str(path))
    assert status == 2 and out == ""
    assert "cannot be scored (2 problems)" in err
    assert "round 1, table 1, tray 1: N-S tricks must be from 0 to 13, not 14" in err
    assert "round 1, table 1: tray 19 is not played at table 1 in round 1" in err
    assert "Traceback" not in err


@pytest.mark.parametrize("content", [None, "{not json", "[1, 2]"])
def test_unreadable_files_exit_2(tmp_path, content):
    path = tmp_path / "session.json"
    if content is not None:
        path.write_text(content)
    _, err, status = run(str(path))
    assert status == 2 and "cannot be scored" in err


def manage(*args) -> subprocess.CompletedProcess:
    """``python manage.py ARGS`` in a fresh process, as a director types it."""
    return subprocess.run([sys.executable, "manage.py", *args], cwd=ROOT, capture_output=True,
                          text=True, timeout=60)


@pytest.mark.parametrize("args", [["e1_mitchell.json"], ["e2_compass.json", "--json"]])
def test_manage_py_prints_what_the_django_command_prints(args):
    """manage.py runs score without setting Django up; the output is the command's own."""
    path = str(FIXTURES / args[0])
    done = manage("score", path, *args[1:])
    out, err, status = run(path, *args[1:])
    assert (done.returncode, done.stdout, done.stderr) == (status, out, err)


def test_manage_py_score_help_and_refusal(tmp_path):
    helped = manage("score", "--help")
    assert helped.returncode == 0 and helped.stdout.startswith("usage: manage.py score")
    assert "--json" in helped.stdout and "--settings" in helped.stdout
    (tmp_path / "bad.json").write_text("{not json")
    refused = manage("score", str(tmp_path / "bad.json"))
    assert refused.returncode == 2 and "cannot be scored" in refused.stderr
    assert "Traceback" not in refused.stderr
