"""tools/four_fixed_search.c, a search tried for the lead of 4t players (docs/individual-lead.md):
it builds, refuses what it cannot search, and its 16 players are a whist tournament in which
only the four fixed players' 3 pairs sit twice on one side, where Safford's rotation has 15."""

import subprocess

import pytest

from movements.check import check
from movements.check.lead import lead
from movements.generators.individuals.safford import build
from tests.realparts import built_tool


@pytest.fixture(scope="module")
def search(tmp_path_factory):
    return built_tool("four_fixed_search", tmp_path_factory.mktemp("tool"))


def test_16_players_leave_only_the_fixed_players_pairs_on_one_side(search):
    printed = subprocess.run([str(search), "4", "3", "1", "1000000", "50"], capture_output=True,
                             text=True, timeout=300, check=True).stdout
    seating = []
    for line in printed.splitlines():
        tables = [tuple(int(x) for x in table.split(",")) for table in line.split(":")[1].split()]
        seating.append((tuple((n, s, e, w) for n, e, s, w in tables), ()))
    movement = build("safford-individuals", 16, seating, None, "four fixed players")
    assert len(seating) == 15 and not check(movement).problems
    found = lead(movement)
    assert len(found.unbalanced) == 3 and all(a > 12 and b > 12 for a, b, _, _ in found.unbalanced)


@pytest.mark.parametrize("args", [["3", "3", "1", "10", "1"], ["4", "4", "1", "10", "1"],
                                  ["4", "3", "1", "10"], ["4", "3", "1", "10", "1", "tidy"]])
def test_it_refuses_what_it_cannot_search(search, args):
    done = subprocess.run([str(search), *args], capture_output=True, text=True, timeout=10)
    assert done.returncode == 2 and "usage" in done.stderr
