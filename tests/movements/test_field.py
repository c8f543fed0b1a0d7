"""The field of p² elements and the movements whose rounds follow it: nine players' whist
tournament and the ordered triplewhist tournament for 49 players, whose stored base tables
tools/triplewhist_field_search.py makes again from its seed."""

import ast
import subprocess
import sys
from collections import Counter

import pytest

from movements import generate
from movements.check import check
from movements.data import triplewhist_starters
from movements.generators.individuals import triplewhist
from movements.generators.individuals.field import SquareField
from tests.realparts import ROOT


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


def test_stored_base_tables_that_are_not_balanced_are_refused(monkeypatch):
    good = triplewhist_starters.FIELD_BASES[49]
    swapped = ((good[0][1], good[0][0], *good[0][2:]), *good[1:])
    monkeypatch.setitem(triplewhist_starters.FIELD_BASES, 49, swapped)
    triplewhist.field_starter.cache_clear()
    try:
        with pytest.raises(RuntimeError, match="not balanced"):
            triplewhist.field_starter(49)
    finally:
        triplewhist.field_starter.cache_clear()


def test_the_search_tool_makes_the_stored_base_tables_again_from_their_seed():
    printed = subprocess.run([sys.executable, str(ROOT / "tools" / "triplewhist_field_search.py"), "7", "3"],
                             capture_output=True, text=True, timeout=120, cwd=ROOT, check=True).stdout
    count, tables = printed.split("#")[0].split(":", 1)
    assert int(count) == 49
    assert ast.literal_eval(tables.strip().rstrip(",")) == triplewhist_starters.FIELD_BASES[49]
