"""tools/howell_pattern_anneal.c, the offline annealing behind the stored Howell patterns
(movements.data.howell_patterns): it builds, refuses what it cannot search, and prints
58 pairs' pattern again from the seed its data names."""

import subprocess

import pytest

from movements.data.howell_patterns import PATTERNS
from tests.realparts import built_tool


@pytest.fixture(scope="module")
def anneal(tmp_path_factory):
    return built_tool("howell_pattern_anneal", tmp_path_factory.mktemp("tool"))


def test_it_prints_the_stored_pattern_of_58_pairs(anneal):
    done = subprocess.run([str(anneal), "57", "11", "20000000"], capture_output=True,
                          text=True, timeout=300, check=True)
    assert done.stdout.strip() == PATTERNS[57, False]


@pytest.mark.parametrize("args", [["56", "1", "10"], ["65", "1", "10"], ["57"]])
def test_it_refuses_what_it_cannot_search(anneal, args):
    done = subprocess.run([str(anneal), *args], capture_output=True, text=True, timeout=10)
    assert done.returncode == 2 and "usage" in done.stderr
