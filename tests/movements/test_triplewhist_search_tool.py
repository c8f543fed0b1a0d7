"""tools/triplewhist_search.c, the C search behind the stored triplewhist starters: it builds,
what it prints is a starter the independent checker accepts as a triplewhist movement, the
same seed gives the same starter, and its exhaustive mode proves 9 players have none."""

import ast
import subprocess

import pytest

from movements import generate
from movements.data.directed_starters import REFLECT
from movements.generators.individuals import triplewhist, walkers
from movements.check import check
from tests.movements.starters import walkers_movement
from tests.realparts import built_tool


@pytest.fixture(scope="module")
def search(tmp_path_factory):
    return built_tool("triplewhist_search", tmp_path_factory.mktemp("tool"))


def run(search, *args) -> subprocess.CompletedProcess:
    return subprocess.run([str(search), *map(str, args)], capture_output=True, text=True, timeout=60)


def tables_of(line: str) -> tuple:
    """The starter of a printed line ``    v: ((N, E, S, W), ...),  # seed ...``."""
    return ast.literal_eval(line.split("#")[0].split(":", 1)[1].strip().rstrip(","))


def reflections_of(line: str) -> int:
    """The mask of a line ``k wrong classes (REFLECT 0x...), starter ...``."""
    return int(line.split("REFLECT ")[1].split(")")[0], 16)


@pytest.mark.parametrize("players,mode", [(16, ()), (21, ()), (28, ()), (40, ("thirds",))])
def test_it_prints_a_starter_the_checker_accepts(search, monkeypatch, players, mode):
    printed = run(search, players, 1, 20, *mode)
    assert printed.returncode == 0, printed.stderr
    assert int(printed.stdout.split(":", 1)[0]) == players
    monkeypatch.setitem(triplewhist.STARTERS, players, tables_of(printed.stdout))
    triplewhist.starter.cache_clear()
    try:
        movement = generate("safford-individuals", players, variant="triplewhist")
        assert check(movement).ok, check(movement)
    finally:
        triplewhist.starter.cache_clear()


@pytest.mark.parametrize("players", [24, 32, 40])
def test_the_four_mode_prints_first_rounds_the_checker_accepts(search, players):
    """Four walkers taking turns at four seats (:mod:`movements.generators.individuals.walkers`)."""
    printed = run(search, players, 1, 30, "four")
    assert printed.returncode == 0, printed.stderr
    first = tables_of(printed.stdout)
    assert walkers.is_starter(players, first)
    report = check(walkers_movement(players, first))
    assert report.ok, report


def test_the_four_mode_with_lead_stops_where_only_the_holes_are_on_one_side(search):
    """No wrong class of steps: only the holes and the walkers, 3 pairs of each four, sit
    twice on one side (tests/movements/test_walkers.py): 18 for 24 players, where every
    rotation leaves 23 or more."""
    printed = run(search, 24, 1, 30, "four", "lead")
    assert printed.returncode == 0, printed.stderr
    lines = printed.stdout.splitlines()
    assert lines[-1] == "no wrong class: only the holes and the walkers sit twice on one side"
    first = tables_of(lines[-2])
    flipped = tuple((t[1], t[0], t[3], t[2]) if reflections_of(lines[-3]) >> i & 1 else t for i, t in enumerate(first))
    report = check(walkers_movement(24, flipped))
    assert report.ok and len(report.lead.unbalanced) == 18, report


def test_twenty_players_have_no_first_round_with_four_walkers(search):
    assert run(search, 20, 1, 5, "four").returncode == 2


def test_same_seed_same_starter(search):
    assert run(search, 24, 3, 20).stdout == run(search, 24, 3, 20).stdout


def test_the_exhaustive_search_proves_nine_players_have_no_cyclic_starter(search):
    proof = run(search, 9, "all", 20)
    assert proof.returncode == 1 and "no Z-cyclic starter for 9 players" in proof.stdout + proof.stderr


@pytest.mark.parametrize("players,group,starters,wrong", [
    (16, (), "120 in 631 sets", 2), (21, (), "360 in 188181 sets", 3), (21, ("7x3^2",), "420 in 183456 sets", 3)])
def test_the_lead_mode_tries_every_starter(search, monkeypatch, players, group, starters, wrong):
    """Every starter, reflected at its best: the fewest wrong classes of steps any rotation
    allows (docs/individual-lead.md), and the last starter printed has that many, as the
    checker counts them (m pairs of players a class)."""
    printed = run(search, players, "all", 60, *group, "lead")
    assert printed.returncode == 0, printed.stderr
    assert f"every starter for {players} players: {starters} of partner pairs; " \
           f"fewest wrong classes {wrong}" in printed.stdout
    if group:
        return
    lines = printed.stdout.splitlines()
    monkeypatch.setitem(triplewhist.STARTERS, players, tables_of(lines[-2]))
    monkeypatch.setitem(REFLECT, ("triplewhist", players), reflections_of(lines[-3]))
    triplewhist.starter.cache_clear()
    try:
        report = check(generate("safford-individuals", players, variant="triplewhist"))
        assert report.ok, report
        assert len(report.lead.unbalanced) == wrong * (players - 1 + players % 2)
    finally:
        triplewhist.starter.cache_clear()


def test_the_lead_mode_of_the_cube_search_stops_at_the_bound_with_the_stored_44(search):
    """44's stored starter and reflections: the first cube starter of seed 1 with one wrong
    class, the fewest a rotation of 4t players allows, where the search stops."""
    printed = run(search, 44, 1, 50, "cube", "lead")
    assert printed.returncode == 0, printed.stderr
    lines = printed.stdout.splitlines()
    assert lines[-1] == "the fewest a rotation allows: 1 wrong class"
    assert lines[-3].startswith("1 wrong classes") and reflections_of(lines[-3]) == REFLECT["triplewhist", 44]
    assert tables_of(lines[-2]) == triplewhist.STARTERS[44]
