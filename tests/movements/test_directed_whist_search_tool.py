"""tools/directed_whist_search.c, the C search behind movements/directed_starters.py: it builds,
what it prints is a starter the movements package and the independent checker accept (each
player once on every other's left and once on his right, or for 4t players all but one class
of pairs), the same seed gives the same starter, and its exhaustive mode proves what the
docstrings say it does."""

import subprocess

import pytest

from movements.check import check
from movements.data import directed_starters, triplewhist_starters
from movements.generators.individuals import walkers
from tests.movements.starters import assert_accepted, printed_starter, walkers_movement
from tests.realparts import built_tool


@pytest.fixture(scope="module")
def search(tmp_path_factory):
    return built_tool("directed_whist_search", tmp_path_factory.mktemp("tool"))


def run(search, *args) -> subprocess.CompletedProcess:
    return subprocess.run([str(search), *map(str, args)], capture_output=True, text=True, timeout=120)


@pytest.mark.parametrize("players,mode,table,extra", [
    (21, "directed", "STARTERS", ()),
    (16, "near", "NEAR", ()),
    (40, "near", "NEAR", (5000, 25)),          # with the multiplier 25 (25^2 = 1 mod 39)
    (40, "near-cube", "NEAR", ()),             # with the multiplier 16 (16^3 = 1 mod 39)
    (64, "near-cube", "NEAR", ()),             # with the multiplier 4 (4^3 = 1 mod 63)
    (40, "near-ordered-cube", "NEAR_ORDERED", ()),     # and the triplewhist rule
])
def test_it_prints_a_starter_the_checker_accepts(search, monkeypatch, players, mode, table, extra):
    assert_accepted(monkeypatch, run(search, players, 1, 60, mode, *extra), players, table)


def test_the_exhaustive_near_search_tries_every_near_step(search, monkeypatch):
    """Modulo 15 the units do not take every step to 1 (3 and 5 are not units): with the
    near step 1 alone, every set of 16's partner pairs fails; with 1, 3 and 5 one is found."""
    assert_accepted(monkeypatch, run(search, 16, "all", 60, "near"), 16, "NEAR")


def test_same_seed_same_starter(search):
    assert run(search, 24, 3, 30, "near").stdout == run(search, 24, 3, 30, "near").stdout


def test_the_stored_starters_are_reproduced(search):
    """The first stored ones, from their seeds (the others take longer to find again)."""
    for players, mode, table in ((21, "directed", directed_starters.STARTERS),
                                 (40, "near-ordered-cube", directed_starters.NEAR_ORDERED),
                                 (64, "near-ordered-cube", directed_starters.NEAR_ORDERED)):
        assert printed_starter(run(search, players, 1, 60, mode))[1] == table[players]
    # 56 with the multiplier 34 (34^2 = 1 mod 55), seed 7: about 11 s
    assert printed_starter(run(search, 56, 7, 110, "near", 5000, 34))[1] == directed_starters.NEAR[56]
    # the ordered 25, seed 101: about 9 s
    assert printed_starter(run(search, 25, 101, 110, "ordered"))[1] == directed_starters.ORDERED[25]
    # with four walkers: Safford's 24 and 32 (directed) and the triplewhist 24 (ordered), at once
    assert printed_starter(run(search, 24, 4, 60, "directed", 5000, "four"))[1] == directed_starters.WALKERS[24]
    assert printed_starter(run(search, 32, 2, 60, "directed", 5000, "four"))[1] == directed_starters.WALKERS[32]
    assert printed_starter(run(search, 24, 37, 60, "ordered", 5000, "four"))[1] == triplewhist_starters.FOUR_WALKERS[24]


@pytest.mark.parametrize("players,seed", [(24, 1), (32, 1)])
def test_near_walkers_leave_one_class_of_steps_and_the_holes(search, players, seed):
    """Mode near with four walkers: every step outside the holes once but one class, whose
    step comes twice and its negative never, so m + 3v/4 pairs of players sit twice on one
    side (m = v - 4: the wrong class's pairs; 3v/4: the holes' and walkers' last rounds)."""
    count, first = printed_starter(run(search, players, seed, 60, "near", 5000, "four"))
    assert count == players and walkers.is_starter(players, first, triplewhist=False)
    report = check(walkers_movement(players, first))
    assert report.ok, report
    assert len(report.lead.unbalanced) == walkers.modulus(players) + 3 * players // 4


@pytest.mark.parametrize("args", [(20, 1, 5, "ordered", 5000, "four"), (16, 1, 5, "directed", 5000, "four"),
                                  (24, "all", 5, "directed", 5000, "four"), (24, 1, 5, "near-ordered", 5000, "four"),
                                  (25, 1, 5, "directed", 5000, "four")])
def test_walkers_are_refused_where_they_cannot_be_had(search, args):
    refused = run(search, *args)
    assert refused.returncode == 2 and "four: 20 to 64 players (ordered 24" in refused.stderr


@pytest.mark.parametrize("players,mode", [(8, "directed"), (8, "near"), (12, "directed"),
                                          (13, "ordered"), (16, "near-ordered"),
                                          (21, "ordered")])     # 188,181 sets of pairs: about 8 s
def test_the_exhaustive_search_proves_there_is_none(search, players, mode):
    proof = run(search, players, "all", 60, mode)
    assert proof.returncode == 1
    assert f"no Z-cyclic {mode} starter for {players} players" in proof.stderr


def test_a_bad_multiplier_is_refused(search):
    refused = run(search, 40, 1, 5, "near", 5000, 7)
    assert refused.returncode == 2 and "H^2 = 1" in refused.stderr


def test_near_cube_is_refused_without_its_multiplier(search):
    """Only 40 and 64 of 8 to 64 players have a multiplier of order 3 fixing three residues."""
    refused = run(search, 56, 1, 5, "near-cube")
    assert refused.returncode == 2 and "u^3 = 1" in refused.stderr
