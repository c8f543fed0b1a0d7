"""tools/four_fixed_search.c, the search behind Safford's 16 (docs/individual-lead.md): it
builds and refuses what it cannot search; tests/movements/test_four_fixed.py has it print the
stored 16 again."""

import subprocess

import pytest

from tests.realparts import built_tool


@pytest.fixture(scope="module")
def search(tmp_path_factory):
    return built_tool("four_fixed_search", tmp_path_factory.mktemp("tool"))


@pytest.mark.parametrize("args", [["3", "3", "1", "10", "1"], ["4", "4", "1", "10", "1"],
                                  ["4", "3", "1", "10"], ["4", "3", "1", "10", "1", "tidy"]])
def test_it_refuses_what_it_cannot_search(search, args):
    done = subprocess.run([str(search), *args], capture_output=True, text=True, timeout=10)
    assert done.returncode == 2 and "usage" in done.stderr
