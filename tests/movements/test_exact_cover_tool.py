"""tools/exact_cover.c, the dancing links that tools/starter_orbits.py hands its options to:
it finds a cover where there is one, says when every choice was tried or the budget ran out,
and refuses input it cannot read."""

import subprocess

import pytest

from tests.realparts import built_tool


@pytest.fixture(scope="module")
def cover(tmp_path_factory):
    return built_tool("exact_cover", tmp_path_factory.mktemp("tool"))


def run(cover, text: str, *args) -> subprocess.CompletedProcess:
    return subprocess.run([str(cover), *args], input=text, capture_output=True, text=True, timeout=10)


def test_it_finds_the_one_cover(cover):
    """Items 0 to 3; only options 1 and 2 meet each once."""
    done = run(cover, "4 4\n2 0 1\n3 0 1 2\n1 3\n3 1 2 3\n", "7")
    assert done.returncode == 0
    assert sorted(map(int, done.stdout.split()[1:])) == [1, 2]


def test_it_says_when_every_choice_was_tried(cover):
    done = run(cover, "3 2\n2 0 1\n2 1 2\n", "1")
    assert done.returncode == 1 and done.stdout == "none, every choice tried\n"


def test_it_says_when_the_budget_ran_out(cover):
    """Three items, each option meets two of them: every item is met, so the search must
    choose an option to learn there is no cover, and one node is not enough."""
    text = "3 3\n2 0 1\n2 1 2\n2 0 2\n"
    assert run(cover, text, "1", "1").stdout == "none within 1 nodes\n"
    assert run(cover, text, "1").stdout == "none, every choice tried\n"


@pytest.mark.parametrize("text,args,says", [
    ("3 1\n1 0\n", [], "usage"),
    ("3 1\n1 0\n", ["1", "0"], "usage"),
    ("three\n", ["1"], "ITEMS OPTIONS"),
    ("3 1\n2 0 3\n", ["1"], "not from 0 to 2"),
    ("3 1\n2 1 1\n", ["1"], "meets an item twice"),
    ("3 2\n1 0\n", ["1"], "option 1 must start"),
])
def test_bad_input_is_refused(cover, text, args, says):
    done = run(cover, text, *args)
    assert done.returncode == 2 and says in done.stderr
