"""Rounds that move by the elements of a group other than the numbers modulo v: nine
players' whist tournament and 49 players' ordered triplewhist tournament in the field of
p² elements (the stored base tables tools/triplewhist_field_search.py makes again from its
seed), and 45 players' triplewhist tournament over the pairs of numbers modulo 3 and 15
(tools/triplewhist_search.c with a group)."""

import ast
import subprocess
import sys
from collections import Counter

import pytest

from movements import generate
from movements.check import check
from movements.data import triplewhist_starters
from movements.generators.individuals import triplewhist
from movements.generators.individuals.groups import Moves, SquareField
from tests.realparts import ROOT, built_tool


@pytest.mark.parametrize("p", [3, 7])
def test_the_powers_of_the_primitive_element_are_every_nonzero_element_once(p):
    field = SquareField(p)
    assert sorted(field.powers) == sorted(field.element(n) for n in range(1, p * p))
    assert field.mul(field.powers[(p * p - 1) // 4], field.powers[(p * p - 1) // 4]) == field.neg((1, 0))


@pytest.mark.parametrize("p", [5, 9, 13])
def test_only_primes_of_the_form_4k_plus_3_make_the_field_this_way(p):
    with pytest.raises(ValueError):
        SquareField(p)


def test_the_rounds_move_the_first_one_by_each_element_and_everyone_sits_out_once():
    field = SquareField(7)
    first = [((1, 0), (0, 1), (6, 0), (0, 6))]
    rounds = field.rounds(first)
    assert len(rounds) == 49 and rounds[0] == (((7, 1, 42, 6),), (49,))
    assert rounds[8] == (((15, 9, 1, 7),), (8,))            # moved by 1 + i, player 8
    assert Counter(p for _, idle in rounds for p in idle) == Counter(range(1, 50))


def test_forty_nine_players_have_an_ordered_triplewhist_movement_the_checker_accepts():
    movement = generate("safford-individuals", 49, variant="triplewhist")
    report = check(movement)
    assert report.ok, report
    assert report.lead.balanced and not report.lead.unbalanced
    assert "field of 49 elements" in movement.description
    assert "moves up one number" not in movement.description


def test_forty_five_players_have_a_triplewhist_movement_over_the_pairs_modulo_3_and_15():
    movement = generate("safford-individuals", 45, variant="triplewhist")
    report = check(movement)
    assert report.ok, report                # the triplewhist rule included
    assert len(movement.rounds) == 45 and triplewhist.moves(45) == Moves(3, 15)
    assert "pairs of numbers modulo 3 and 15" in movement.description
    assert "moves up one number" not in movement.description


@pytest.fixture
def fresh_starters():
    """The group starters worked out again from the data a test patches, and after it."""
    triplewhist.group_starter.cache_clear()
    yield
    triplewhist.group_starter.cache_clear()


def test_a_stored_group_starter_that_is_not_one_is_refused(monkeypatch, fresh_starters):
    good = triplewhist_starters.GROUP_STARTERS[45]
    monkeypatch.setitem(triplewhist_starters.GROUP_STARTERS, 45, ((good[0][0], good[1][0], *good[0][2:]),
                                                                   (good[0][1], *good[1][1:]), *good[2:]))
    with pytest.raises(RuntimeError, match="not one"):
        triplewhist.group_starter(45)


@pytest.fixture(scope="module")
def search(tmp_path_factory):
    return built_tool("triplewhist_search", tmp_path_factory.mktemp("tool"))


def test_the_c_search_over_a_group_prints_a_starter_the_checker_accepts(search, monkeypatch, fresh_starters):
    printed = subprocess.run([str(search), "21", "1", "60", "3x7"], capture_output=True, text=True,
                             timeout=90, check=True).stdout
    assert printed.rstrip().endswith("# seed 1, 3x7")
    tables = ast.literal_eval(printed.split("#")[0].split(":", 1)[1].strip().rstrip(","))
    monkeypatch.setitem(triplewhist.MOVES, 21, (3, 7))
    monkeypatch.setitem(triplewhist_starters.GROUP_STARTERS, 21, tables)
    movement = generate("safford-individuals", 21, variant="triplewhist")
    assert check(movement).ok and "modulo 3 and 7" in movement.description
    assert movement.rounds[1].idle == (1,)      # round 2 moves by (0, 1), player 1 sits out


def test_the_c_search_proves_nine_players_have_no_starter_over_the_pairs_modulo_3(search):
    proof = subprocess.run([str(search), "9", "all", "20", "3x3"], capture_output=True, text=True, timeout=60)
    assert proof.returncode == 1 and "no 3x3 starter for 9 players" in proof.stderr


def test_stored_base_tables_that_are_not_balanced_are_refused(monkeypatch, fresh_starters):
    good = triplewhist_starters.FIELD_BASES[49]
    swapped = ((good[0][1], good[0][0], *good[0][2:]), *good[1:])
    monkeypatch.setitem(triplewhist_starters.FIELD_BASES, 49, swapped)
    with pytest.raises(RuntimeError, match="not balanced"):
        triplewhist.group_starter(49)


def test_the_search_tool_makes_the_stored_base_tables_again_from_their_seed():
    printed = subprocess.run([sys.executable, str(ROOT / "tools" / "triplewhist_field_search.py"), "7", "3"],
                             capture_output=True, text=True, timeout=120, cwd=ROOT, check=True).stdout
    count, tables = printed.split("#")[0].split(":", 1)
    assert int(count) == 49
    assert ast.literal_eval(tables.strip().rstrip(",")) == triplewhist_starters.FIELD_BASES[49]
