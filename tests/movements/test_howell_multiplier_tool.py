"""tools/howell_multiplier_search.c, an exhaustive search tried for 57 pairs before the
two-core schedule brought them to one round: it builds, finds a pattern within one round
where one is known (21, the multiplier 8) and shows 57 has none with the multiplier 37,
and its pattern is what the balance formula of movements.generators.howell.balance says
it is."""

import subprocess

import pytest

from movements.generators.howell.balance import gaps
from movements.generators.howell.groups import cyclic
from tests.realparts import built_tool


@pytest.fixture(scope="module")
def search(tmp_path_factory):
    return built_tool("howell_multiplier_search", tmp_path_factory.mktemp("tool"))


def run(search, *args) -> str:
    done = subprocess.run([str(search), *map(str, args)], capture_output=True, text=True,
                          timeout=120, check=True)
    return done.stdout


@pytest.mark.parametrize("phantom", [False, True])
def test_it_finds_a_pattern_within_one_round_for_21(search, phantom):
    printed = run(search, 21, 8, *(["phantom"] if phantom else []))
    assert "largest deviation 1.0 rounds at best" in printed
    pattern = [1 if c == "+" else -1 for c in printed.split("within one round: ")[1].strip()]
    assert pattern[0] == -1 and sum(pattern) == -1                  # balanced
    assert all(pattern[8 * x % 21] == pattern[x] for x in range(21))  # fixed by x -> 8x
    assert max(gaps(cyclic(21), pattern, phantom)) <= 2             # within one round


def test_57_has_no_pattern_within_one_round_fixed_by_37(search):
    printed = run(search, 57, 37, "phantom")
    assert "29 orbits, 40116600 patterns, largest deviation 3.0 rounds at best" in printed
    assert "within one round" not in printed


def test_it_refuses_a_multiplier_that_is_not_a_unit(search):
    done = subprocess.run([str(search), "57", "19"], capture_output=True, text=True)
    assert done.returncode == 2 and "not a unit" in done.stderr
