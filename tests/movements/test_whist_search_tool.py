"""tools/whist_search.c, the C search that found the starters for 48, 57 and 60 players:
it builds, and what it prints is a starter in the form whist_starters.py keeps."""

import ast
import subprocess

import pytest

from movements.generators.individuals.groups import rotation
from movements.generators.individuals.whist_tournament import classes_ok
from tests.realparts import built_tool


@pytest.fixture(scope="module")
def whist_search(tmp_path_factory):
    return built_tool("whist_search", tmp_path_factory.mktemp("tool"))


@pytest.mark.parametrize("players", [24, 28, 32, 33])
def test_it_prints_a_starter(whist_search, players):
    found = subprocess.run([str(whist_search), str(players), "1", "100"],
                           capture_output=True, text=True, check=True, timeout=60).stdout
    count, tables = found.split(":", 1)
    assert int(count) == players
    tables = ast.literal_eval(tables.strip().rstrip(","))
    assert len(tables) == players // 4
    assert classes_ok(rotation(players).size, tables)


def test_same_seed_same_starter(whist_search):
    runs = [subprocess.run([str(whist_search), "32", "5", "100"], capture_output=True, text=True,
                           check=True).stdout for _ in range(2)]
    assert runs[0] == runs[1]
