"""python -m movements: schedules, JSON, check, suggest, list; mistakes are one line and exit 2."""

import importlib
import io
import json
import subprocess
import sys
from pathlib import Path

import handmade as hm
import pytest

from movements.check import check
from movements.cli import describe_sizes, main, trays_text
from movements.model import Movement

# The module, not the function the package may export under the same name.
suggest_module = importlib.import_module("movements.suggest")

ROOT = Path(__file__).resolve().parents[2]


pytestmark = pytest.mark.usefixtures("handmade_systems")


def run(capsys, *argv):
    status = main(list(argv))
    out, err = capsys.readouterr()
    return status, out, err


def assert_one_line_mistake(status, err, *fragments):
    assert status == 2
    assert err.count("\n") == 1 and "Traceback" not in err, err
    assert err.startswith("python -m movements")
    for fragment in fragments:
        assert fragment in err


# -- printing a movement ---------------------------------------------------------------

def test_schedule(capsys):
    status, out, err = run(capsys, "test-howell", "--pairs", "4")
    assert status == 0 and err == ""
    lines = out.splitlines()
    assert lines[0] == "Hand-made Howell: 4 pairs, 2 tables, 3 rounds, 9 trays"
    assert lines[2:6] == ["Round 1",
                          "  Table    N-S    E-W  Trays",
                          "      1      4      1  1-3",
                          "      2      2      3  2, 3, 1"]


def test_schedule_shows_empty_seats_and_sit_outs():
    from movements.cli import schedule
    text = schedule(hm.howell5(), "Five")
    assert "      1      -      -  1-3" in text
    assert "  Sitting out: pair 1" in text


def test_schedule_of_teams_and_individuals():
    from movements.cli import schedule
    teams = schedule(hm.howell_teams(3), "Teams")
    assert teams.splitlines()[0] == "Teams: 3 teams (6 pairs), 3 tables, 2 rounds, 6 trays"
    assert "  team 2: pair 3 (starts N-S) and pair 4 (starts E-W)" in teams
    players = schedule(hm.eight_individuals(), "Eight")
    assert "  Table      N      S      E      W  Trays" in players


def test_tables_give_the_entrants(capsys):
    status, out, _ = run(capsys, "test-howell", "--tables", "2", "--trays-per-round", "2")
    assert status == 0 and "4 pairs, 2 tables, 3 rounds, 6 trays" in out
    status, out, _ = run(capsys, "test-teams", "--tables", "5")
    assert status == 0 and "5 teams (10 pairs)" in out


def test_json_is_a_whist_movement(capsys):
    status, out, _ = run(capsys, "test-mitchell", "--pairs", "10", "--variant", "a", "--json")
    assert status == 0
    doc = json.loads(out)
    assert doc["format"] == "whist-movement/1" and doc["variant"] == "a"
    assert out.startswith('{\n  "format"')                  # indent 2
    assert check(Movement.from_json(doc)).ok


@pytest.mark.parametrize(("argv", "fragments"), [
    (["test-howell", "--pairs", "5"], ["test-howell serves 4 or 6 pairs"]),
    (["test-howell", "--teams", "4"], ["test-howell is a movement for pairs: give --pairs N or "
                                       "--tables N, not --teams"]),
    (["test-teams", "--players", "4"], ["give --teams N"]),
    (["test-howell"], ["one of the arguments --pairs --teams --players --tables is required"]),
    (["test-howell", "--pairs", "4", "--teams", "3"], ["not allowed with argument"]),
    (["test-howell", "--pairs", "x"], ["'x' is not a whole number"]),
    (["test-howell", "--pairs", "0"], ["0 must be 1 or more"]),
    (["test-howell", "--pairs", "4", "--variant", "a"], ["unrecognized arguments: --variant a"]),
    (["test-mitchell", "--pairs", "6", "--variant", "z"], ["invalid choice: 'z'"]),
    (["test-mitchell", "--pairs", "10", "--variant", "b"], ["variant b cannot serve 10 pairs"]),
    (["no-such-system", "--pairs", "4"], ["invalid choice: 'no-such-system'"]),
    ([], ["name a movement system, or check, suggest or list"]),
])
def test_mistakes_are_one_line_and_exit_2(capsys, argv, fragments):
    status, out, err = run(capsys, *argv)
    assert out == ""
    assert_one_line_mistake(status, err, *fragments)


def test_help_reads_like_documentation(capsys):
    status, out, _ = run(capsys, "--help")
    assert status == 0
    assert "test-howell" in out and "check" in out and "suggest" in out and "list" in out
    status, out, _ = run(capsys, "test-mitchell", "--help")
    assert status == 0
    assert "Hand-made Mitchell." in out and "Serves 6, 10, 14 pairs" in out
    assert "Variants: a, b (the first is the default)." in out
    assert "--trays-per-round K" in out


# -- check FILE ---------------------------------------------------------------------------

def test_check_a_correct_file(capsys, tmp_path):
    path = tmp_path / "howell.json"
    path.write_text(hm.howell4().dumps())
    status, out, _ = run(capsys, "check", str(path))
    assert status == 0
    assert out == "ok, balance perfect (every two entrants compared equally often)\n"


def test_check_a_broken_file(capsys, tmp_path):
    path = tmp_path / "broken.json"
    path.write_text(hm.replace_table(hm.mitchell(), 1, 2, ns=1).dumps())
    status, out, _ = run(capsys, "check", str(path))
    assert status == 1
    assert "pair 1 has 2 seats in round 1 (tables 1 and 2)" in out.splitlines()


def test_check_reads_standard_input(capsys, monkeypatch):
    monkeypatch.setattr(sys, "stdin", io.StringIO(hm.mitchell().dumps()))
    status, out, _ = run(capsys, "check", "-")
    assert status == 0 and out.startswith("ok, balance largest deviation 1.50 rounds")


@pytest.mark.parametrize(("content", "fragment"), [
    ("{not json", "not valid JSON"),
    ('{"format": "whist-movement/1", "form": "pairs"}', "system must be a name"),
    (None, "cannot read"),
])
def test_check_a_file_that_is_not_a_movement(capsys, tmp_path, content, fragment):
    path = tmp_path / "file.json"
    if content is not None:
        path.write_text(content)
    status, out, err = run(capsys, "check", str(path))
    assert out == ""
    assert_one_line_mistake(status, err, fragment)


# -- suggest and list -----------------------------------------------------------------------

def test_suggest_table(capsys):
    status, out, _ = run(capsys, "suggest", "--pairs", "6")
    assert status == 0
    lines = out.splitlines()
    assert lines[0] == "Movements for 6 pairs, best first:"
    assert lines[2].split() == ["system", "variant", "tables", "rounds", "trays", "a", "round",
                                "minutes", "balance", "sit", "out", "only", "for"]
    assert lines[3].split() == ["test-howell", "3", "5", "25", "5", "175", "1.0", "0", "-"]
    assert "test-howell: every pair meets every other" in lines


def test_suggest_with_limits_and_json(capsys):
    status, out, _ = run(capsys, "suggest", "--pairs", "6", "--max-rounds", "4", "--json")
    assert status == 0
    assert [c["system"] for c in json.loads(out)] == ["test-mitchell", "test-mitchell"]


def test_suggest_when_nothing_fits(capsys):
    status, out, _ = run(capsys, "suggest", "--pairs", "8")
    assert status == 1
    assert out == "no movement fits 8 pairs within those limits; nearest sizes that work: 6, 10\n"


def test_suggest_needs_a_field(capsys):
    status, _, err = run(capsys, "suggest")
    assert_one_line_mistake(status, err, "--pairs --teams --players")


def test_list(capsys):
    status, out, _ = run(capsys, "list")
    assert status == 0
    lines = out.splitlines()
    assert lines[0].split() == ["system", "for", "sizes", "variants"]
    assert any(line.startswith("test-mitchell") and "6, 10, 14" in line and "a, b" in line
               for line in lines)
    assert any(line.startswith("test-teams") and "teams of four" in line and "3, 5" in line
               for line in lines)


@pytest.mark.parametrize(("sizes", "words"), [
    (range(4, 65), "4-64"),
    (range(6, 121, 2), "6-120, even"),
    (range(3, 32, 2), "3-31, odd"),
    ([n for n in range(8, 65) if n % 4 in (0, 1)], "8-64, n mod 4 = 0 or 1"),
    (range(8, 161, 8), "8-160, n mod 8 = 0"),
    ([4, *range(8, 129, 2)], "4; 8-128, even"),
    ([3, 5], "3, 5"),
    ((16,), "16"),
    ((4, 7, 30), "4, 7, 30"),
    ((6, 10, 14), "6, 10, 14"),
])
def test_describe_sizes(sizes, words):
    assert describe_sizes(sizes) == words


def test_trays_text():
    assert trays_text((4, 5, 6)) == "4-6"
    assert trays_text((4, 5)) == "4, 5"
    assert trays_text((2, 3, 1)) == "2, 3, 1"


# -- the real command ---------------------------------------------------------------------------

def _command(*argv):
    return subprocess.run([sys.executable, "-m", "movements", *argv], cwd=ROOT,
                          capture_output=True, text=True, timeout=120)


def test_python_dash_m_movements():
    listed = _command("list")
    assert listed.returncode == 0 and listed.stdout.startswith("system")
    wrong = _command("no-such-system", "--pairs", "4")
    assert wrong.returncode == 2
    assert wrong.stderr.count("\n") == 1 and "Traceback" not in wrong.stderr
    missing = _command("check", "/no/such/file.json")
    assert missing.returncode == 2 and "cannot read" in missing.stderr


def test_the_real_systems_from_the_command_line(tmp_path):
    helped = _command("--help")
    assert helped.returncode == 0 and "suggest" in helped.stdout
    eleven = _command("suggest", "--pairs", "11")
    assert eleven.returncode == 0 and eleven.stdout.startswith("Movements for 11 pairs, best first:")
    printed = _command("howell-pairs", "--pairs", "11", "--json")
    assert printed.returncode == 0
    path = tmp_path / "howell.json"
    path.write_text(printed.stdout)
    checked = _command("check", str(path))
    assert checked.returncode == 0 and checked.stdout.startswith("ok, balance")


def test_the_eighth_modification_goes_round_three_times_from_the_command_line():
    three = _command("mitchell", "--tables", "8", "--variant", "mod8", "--circuits", "3",
                     "--trays-per-round", "1", "--json")
    assert three.returncode == 0
    movement = Movement.loads(three.stdout)
    assert movement.trays == 24 and len(movement.rounds) == 24
    refused = _command("mitchell", "--tables", "8", "--variant", "mod3", "--circuits", "3")
    assert refused.returncode == 2 and "eighth modification" in refused.stderr
    assert "--circuits" not in _command("howell-pairs", "--help").stdout
