"""Rounds that move by the elements of a group other than the numbers modulo v: nine
players' whist tournament and 49 players' ordered triplewhist tournament in the field of
p² elements (the stored base tables tools/triplewhist_field_search.py makes again from its
seed), 45 players' triplewhist tournament over the pairs of numbers modulo 3 and 15
(tools/triplewhist_search.c with a group), and 28 players' directed whist tournament over
pairs modulo 9 and 3 twisted by 4 (tools/directed_whist_search.c with a group)."""

import ast
import subprocess
import sys
from collections import Counter

import pytest

from movements import generate
from movements.check import check
from movements.data import triplewhist_starters
from movements.data import directed_starters
from movements.generators.individuals import directed_whist, triplewhist
from movements.generators.individuals.groups import Moves, SquareField
from tests.realparts import ROOT, built_tool


@pytest.mark.parametrize("p", [3, 7])
def test_the_powers_of_the_primitive_element_are_every_nonzero_element_once(p):
    field = SquareField(p)
    assert sorted(field.powers) == sorted(field.element(n) for n in range(1, p * p))
    assert field.mul(field.powers[(p * p - 1) // 4], field.powers[(p * p - 1) // 4]) == field.inverse((1, 0))


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


@pytest.mark.parametrize("players,group,said", [(21, (3, 7), "modulo 3 and 7"),
                                               (28, (9, 3, 4), "modulo 9 and 3 combined")])
def test_the_c_search_over_a_group_prints_a_starter_the_checker_accepts(search, monkeypatch, fresh_starters,
                                                                        players, group, said):
    spec = "x".join(map(str, group[:2])) + "".join(f"^{t}" for t in group[2:])
    printed = subprocess.run([str(search), str(players), "1", "60", spec], capture_output=True, text=True,
                             timeout=90, check=True).stdout
    assert printed.rstrip().endswith(f"# seed 1, {spec}")
    tables = ast.literal_eval(printed.split("#")[0].split(":", 1)[1].strip().rstrip(","))
    monkeypatch.setitem(triplewhist.MOVES, players, group)
    monkeypatch.setitem(triplewhist_starters.GROUP_STARTERS, players, tables)
    movement = generate("safford-individuals", players, variant="triplewhist")
    assert check(movement).ok and said in movement.description
    if players % 4:     # round 2 moves by (0, 1): player 1 sits out
        assert movement.rounds[1].idle == (1,)
    else:               # the player who keeps his seat
        assert f"Player {players} keeps his seat" in movement.description


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


def test_a_twist_must_come_back_to_one():
    assert Moves(9, 3, 4).combine((1, 1), (1, 0)) == (5, 1) != Moves(9, 3, 4).combine((1, 0), (1, 1))
    with pytest.raises(ValueError):
        Moves(9, 3, 2)          # 2³ = 8, not 1 modulo 9


def test_twenty_eight_players_have_a_directed_whist_movement_over_a_twisted_group():
    movement = generate("safford-individuals", 28)
    report = check(movement)
    assert report.ok, report
    assert report.lead.balanced and not report.lead.unbalanced      # no rotation of 28 does this
    seats_of_28 = {(t.table, seat) for r in movement.rounds for t in r.tables
                   for seat, player in t.seats().items() if player == 28}
    assert seats_of_28 == {(1, "n")} and all(not r.idle for r in movement.rounds)
    assert "Player 28 keeps his seat" in movement.description and "4^b" in movement.description


def test_a_stored_directed_group_starter_that_is_not_one_is_refused(monkeypatch):
    group, tables = directed_starters.GROUP_STARTERS[28]
    monkeypatch.setitem(directed_starters.GROUP_STARTERS, 28, (group, (tables[0][::-1], *tables[1:])))
    directed_whist.group_starter.cache_clear()
    try:
        with pytest.raises(RuntimeError, match="not one"):
            directed_whist.group_starter(28)
    finally:
        directed_whist.group_starter.cache_clear()


def test_the_directed_search_makes_the_stored_28_again_from_its_seed(tmp_path):
    search = built_tool("directed_whist_search", tmp_path)
    printed = subprocess.run([str(search), "28", "1", "60", "directed", "5000", "9x3^4"], capture_output=True,
                             text=True, timeout=90, check=True).stdout
    tables = ast.literal_eval(printed.split("#")[0].split(":", 1)[1].strip().rstrip(","))
    assert printed.rstrip().endswith("9x3^4")
    assert directed_starters.GROUP_STARTERS[28] == ((9, 3, 4), tables)
