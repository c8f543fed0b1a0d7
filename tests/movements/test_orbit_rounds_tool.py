"""tools/orbit_rounds.py, the exact cover for whist tournaments whose rounds come in orbits:
what it prints is a tournament the movements package's independent checker accepts, and
where it says every choice was tried it has proved what docs/individual-lead.md says."""

import ast
import subprocess
import sys

import pytest

from movements.check import check
from tests.realparts import ROOT, tool_module


def run(*args) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, str(ROOT / "tools" / "orbit_rounds.py"), *map(str, args)],
                          capture_output=True, text=True, timeout=300)


def played(printed, players: int, k: int):
    """The printed base rounds, every one moved up 0 to N - 1 in each orbit, as Safford's
    triplewhist movement (the checker then asks the triplewhist rule too)."""
    assert printed.returncode == 0, printed.stderr
    count, text = printed.stdout.split("#")[0].split(":", 1)
    assert int(count) == players
    base = ast.literal_eval(text.strip().rstrip(","))
    tool = tool_module("orbit_rounds")
    rounds = tool.Orbits(players, k, "triplewhist").tournament([[tuple(p - 1 for p in t) for t in rnd] for rnd in base])
    return tool.movement(rounds, players, "triplewhist")


def test_one_orbit_is_a_rotation_and_a_triplewhist_16_is_found():
    """K = 1 is Safford's rotation over the numbers modulo 15 and ∞."""
    report = check(played(run(16, 1, "triplewhist"), 16, 1))
    assert report.ok, report


@pytest.mark.parametrize("args", [
    (16, 3, "directed", "--multiplier", 4),    # x -> -x modulo 5 in every orbit
    (16, 3, "directed", "--multiplier", 2),    # order 4
    (16, 5, "directed", "--multiplier", 2, "--orbit-map", "0,1,2,4,3"),
])
def test_every_choice_tried_finds_none(args):
    proof = run(*args)
    assert proof.returncode == 1, proof.stdout
    assert proof.stderr.strip().startswith("none, every choice tried")


def test_under_minus_one_an_orbits_first_kind_classes_are_met_by_no_table():
    """docs/individual-lead.md's argument: a first-kind pair {(x, i), (-x, i)} would have to
    be exchanged by a turn of its own table, and no turn exchanges two neighbours."""
    proof = run(28, 3, "ordered", "--multiplier", 8)
    assert proof.returncode == 1, proof.stdout
    assert proof.stderr.strip() == ("none, every choice tried: no table meets first-kind opponents of orbits 0 "
                                    "and 0, 1 apart (modulo 9)")


def test_the_checker_finds_a_wrong_tournament_before_it_is_printed():
    """The tool hands every tournament to the checker: a triplewhist 16 that is not
    directed fails the directed mode on the lead, and a player changed in one round
    leaves him seated twice and pairs meeting the wrong number of times."""
    tool = tool_module("orbit_rounds")
    first = [(0, 12, 15, 1), (4, 11, 5, 14), (2, 3, 7, 9), (6, 10, 13, 8)]
    rounds = tool.Orbits(16, 1, "triplewhist").tournament([first])
    assert tool.problems(rounds, 16, "triplewhist") == []
    assert tool.problems(rounds, 16, "directed")[0].startswith("lead unbalanced: 30 of the 120 pairs")
    rounds[0][0] = (0, 12, 15, 2)
    found = tool.problems(rounds, 16, "triplewhist")
    assert found[0] == "player 3 has 2 seats in round 1 (tables 1 and 3)"
    assert "players 2 and 13 are never partners; they should be once" in found
    assert "players 1 and 2 are opponents of the second kind never; they should be once" in found


@pytest.mark.parametrize("args,says", [
    ((18, 1, "directed"), "PLAYERS must be a multiple of 4"),
    ((16, 4, "directed"), "PLAYERS - 1 a multiple of K"),
    ((16, 3, "directed", "--multiplier", 5), "--multiplier 5 is not a unit modulo 5"),
    ((16, 3, "directed", "--orbit-map", "0,1,1"), "--orbit-map must list 0 to 2, each once"),
    ((16, 3, "directed", "--nodes", 0), "--nodes and --count take a number of 1 or more"),
])
def test_bad_arguments_are_refused(args, says):
    refused = run(*args)
    assert refused.returncode == 2 and says in refused.stderr
