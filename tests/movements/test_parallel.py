"""The Parallel system's four forms (004:659-701): what each form says, read off the movement.

Every size of every form is generated and checked in test_all_systems.py."""

import dataclasses

import pytest

import movements
from movements import MovementError
from movements.check import check
from movements.generators.teams.parallel import build


def tables_of(movement, tray):
    """The table that holds ``tray`` in each round."""
    return [next((t.table for t in r.tables if tray in t.trays), None) for r in movement.rounds]


def ew_tables(movement, pair):
    return [next(t.table for t in r.tables if t.ew == pair) for r in movement.rounds]


@pytest.mark.parametrize("variant", ["3", "4"])
def test_odd_deals_in_the_first_row_even_in_the_second(variant):
    # 004:673-701: "AT FIRST ROW OF TABLES, Deals, 1 3 5 7 etc.  AT SECOND ROW ... 2 4 6 8 etc."
    movement = movements.generate("parallel", 16, trays_per_round=1, variant=variant)
    first = {t.table: t.trays for t in movement.rounds[0].tables}
    assert [first[t] for t in range(1, 5)] == [(1,), (3,), (5,), (7,)]
    assert [first[t] for t in range(5, 9)] == [(2,), (4,), (6,), (8,)]


def test_third_form_deals_across_then_up_and_across_ew_up_their_row_twice():
    movement = movements.generate("parallel", 12, trays_per_round=1, variant="3")
    assert tables_of(movement, 1)[:6] == [1, 4, 2, 5, 3, 6]
    assert ew_tables(movement, 7)[:6] == [1, 2, 3, 1, 2, 3]           # twice through row 1
    assert ew_tables(movement, 7)[6:] == [4, 5, 6, 4, 5, 6]           # then exchanged across
    assert movement.trays == 12 and len(movement.rounds) == 12        # twice as many deals as tables


def test_fourth_form_once_through_then_up_and_across_as_many_deals_as_tables():
    movement = movements.generate("parallel", 16, trays_per_round=1, variant="4")
    assert ew_tables(movement, 9) == [1, 2, 3, 4, 5, 6, 7, 8]           # 4 -> up and across -> 5
    assert tables_of(movement, 1) == [1, 5, 2, 6, 7, 3, 8, 4]        # up, not across, after round 4
    assert movement.trays == 8


def test_first_and_second_forms_need_an_odd_number_of_tables_a_row():
    with pytest.raises(MovementError, match="odd number of tables in each row.*12 pairs or 20 pairs"):
        movements.generate("parallel", 16, variant="1")
    second = movements.generate("parallel", 12, trays_per_round=2, variant="2")
    first_round = {t.table: t.trays for t in second.rounds[0].tables}
    assert first_round[1] == (1, 2, 7, 8) and first_round[4] == (7, 8, 1, 2)  # exchanged across
    second_round = {t.table: t.trays for t in second.rounds[1].tables}
    assert second_round[1] == (9, 10, 3, 4)      # then down the row still exchanged


def test_the_checker_holds_each_form_to_its_meetings():
    first = movements.generate("parallel", 12, variant="1")
    assert check(first).problems == []
    claimed = dataclasses.replace(first, variant="2")
    assert any("meets each 1 time" in p for p in check(claimed).problems)


def test_third_form_moving_down_fails_exactly_when_the_tables_divide_by_three():
    # 004:667: "not applicable to an even number of tables divisible by three without a remainder"
    for m in range(1, 31):
        works = not check(build("3-down", m, 1)).problems
        assert works == ((2 * m) % 3 != 0), m


def test_fourth_form_moving_down_the_seed_rule_is_wrong_at_twelve_a_row():
    """004:671: "If the number of tables in each row is divisible by four, the players may be
    moved down."  They may whenever the row is even and not divisible by three: 12 a row
    (24 tables) fails, 10 and 14 a row work."""
    served = [m for m in range(2, 31, 2) if not check(build("4-down", m, 1)).problems]
    assert served == [m for m in range(2, 31, 2) if m % 3]
    assert 12 not in served and {10, 14} <= set(served)
    with pytest.raises(MovementError, match="not divisible by three"):
        movements.generate("parallel", 48, variant="4-down")
