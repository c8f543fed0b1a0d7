"""tools/howell_pattern_anneal.c, the offline annealing behind the stored Howell pattern
(movements.data.howell_patterns): it builds, refuses what it cannot search, prints the
stored pattern again from the seed the data names, and with the phantom says how far off
its best reading is."""

import subprocess

import pytest

from movements.data.howell_patterns import PATTERNS
from tests.realparts import built_tool


@pytest.fixture(scope="module")
def anneal(tmp_path_factory):
    return built_tool("howell_pattern_anneal", tmp_path_factory.mktemp("tool"))


def run(anneal, *args) -> str:
    return subprocess.run([str(anneal), *args], capture_output=True, text=True,
                          timeout=300).stdout.strip()


def test_it_prints_the_pattern_of_58_pairs(anneal):
    assert run(anneal, "57", "11", "20000000") == PATTERNS[57, False]


def test_with_the_phantom_it_says_how_far_off_its_best_reading_is(anneal):
    """Seed 325's reading, which 57 pairs played before the two-core schedule: the tool's
    recorded result, one shift class two rounds off."""
    printed = run(anneal, "57", "325", "20000000", "phantom")
    assert printed.startswith("2 rounds off at most with the phantom, gaps squared 72: ")


@pytest.mark.parametrize("args", [["56", "1", "10"], ["65", "1", "10"], ["57"]])
def test_it_refuses_what_it_cannot_search(anneal, args):
    done = subprocess.run([str(anneal), *args], capture_output=True, text=True, timeout=10)
    assert done.returncode == 2 and "usage" in done.stderr
