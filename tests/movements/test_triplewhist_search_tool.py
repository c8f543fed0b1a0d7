"""tools/triplewhist_search.c, the C search behind the stored triplewhist starters: it builds,
what it prints is a starter the independent checker accepts as a triplewhist movement, the
same seed gives the same starter, and its exhaustive mode proves 9 players have none."""

import ast
import subprocess

import pytest

from movements import generate
from movements.generators.individuals import triplewhist
from movements.check import check
from tests.realparts import built_tool


@pytest.fixture(scope="module")
def search(tmp_path_factory):
    return built_tool("triplewhist_search", tmp_path_factory.mktemp("tool"))


def run(search, *args) -> subprocess.CompletedProcess:
    return subprocess.run([str(search), *map(str, args)], capture_output=True, text=True, timeout=60)


@pytest.mark.parametrize("players,mode", [(16, ()), (21, ()), (28, ()), (40, ("thirds",))])
def test_it_prints_a_starter_the_checker_accepts(search, monkeypatch, players, mode):
    printed = run(search, players, 1, 20, *mode)
    assert printed.returncode == 0, printed.stderr
    count, tables = printed.stdout.split("#")[0].split(":", 1)
    assert int(count) == players
    monkeypatch.setitem(triplewhist.STARTERS, players, ast.literal_eval(tables.strip().rstrip(",")))
    triplewhist.starter.cache_clear()
    try:
        movement = generate("safford-individuals", players, variant="triplewhist")
        assert check(movement).ok, check(movement)
    finally:
        triplewhist.starter.cache_clear()


def test_same_seed_same_starter(search):
    assert run(search, 24, 3, 20).stdout == run(search, 24, 3, 20).stdout


def test_the_exhaustive_search_proves_nine_players_have_no_cyclic_starter(search):
    proof = run(search, 9, "all", 20)
    assert proof.returncode == 1 and "no Z-cyclic starter for 9 players" in proof.stdout + proof.stderr
