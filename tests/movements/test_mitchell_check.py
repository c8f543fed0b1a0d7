"""check_mitchell on broken movements: each departure from the seed's pattern is named.

Movements are generated correctly, then broken one way at a time (a wrong
variant label, an E-W pair out of step, trays swapped, a skip in the wrong
place, a second half started at the wrong table), or built by hand from a
schedule that is not the seed's.
"""

from dataclasses import replace

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from movements import MovementError
from movements.check.mitchell import PATTERNS, problems
from movements.generators.mitchell.clay import clay
from movements.generators.mitchell.compass import Room, build, numbered_sets, stages, travel
from movements.generators.mitchell.mitchell import SEED_VARIANTS as VARIANTS, mitchell
from movements.model import Movement
from movements.generators.mitchell.snow import snow


def one_problem_says(movement: Movement, *words: str) -> None:
    found = problems(movement)
    assert any(all(w in p for w in words) for p in found), "\n".join(found) or "no problems"


def relabel(movement: Movement, variant: str | None, system: str | None = None) -> Movement:
    return replace(movement, variant=variant, system=system or movement.system)


def swap_in_round(movement: Movement, index: int, a: int, b: int, field: str) -> Movement:
    """Swap ``field`` (ew, ns or trays) between tables a and b in round ``index``."""
    rnd = movement.rounds[index]
    ta, tb = rnd.table(a), rnd.table(b)
    tables = tuple(replace(ta, **{field: getattr(tb, field)}) if t.table == a else
                   replace(tb, **{field: getattr(ta, field)}) if t.table == b else t
                   for t in rnd.tables)
    rounds = list(movement.rounds)
    rounds[index] = replace(rnd, tables=tables)
    return replace(movement, rounds=tuple(rounds))


def mitchell_by_shifts(n: int, shifts: list[int], variant: str, fresh_after: int | None = None) -> Movement:
    """A hand-made Mitchell: E-W pairs at the given shifts, one tray set a table moving down."""
    if fresh_after is None:
        schedule = stages(shifts, travel(numbered_sets([1] * n, 1), len(shifts), step=-1))
    else:
        first = travel(numbered_sets([1] * n, 1), fresh_after, step=-1)
        second = travel(numbered_sets([1] * n, 1, n + 1), len(shifts) - fresh_after, step=-1)
        schedule = stages(shifts, first + second)
    return build("mitchell", Room(2 * n), schedule, variant, "")


# -- correct movements pass -----------------------------------------------------------

@pytest.mark.parametrize("variant", VARIANTS)
def test_generated_movements_pass(variant):
    n = 7 if variant == "basic" else 8
    assert problems(mitchell(2 * n, 2, variant)) == []


def test_other_systems_are_not_its_business():
    assert problems(relabel(mitchell(10), None, "howell-pairs")) == []


# -- wrong patterns -------------------------------------------------------------------

def test_a_basic_mitchell_at_an_even_number_of_tables():
    one_problem_says(relabel(mitchell(16, 2, "mod1"), "basic"), "odd number of tables")


def test_first_modification_labelled_second():
    m = relabel(mitchell(16, 1, "mod1"), "mod2")
    one_problem_says(m, "after round 4", "stay seated", "skip a table")


def test_second_modification_labelled_first():
    one_problem_says(relabel(mitchell(16, 1, "mod2"), "mod1"), "finishes where it began")


def test_skip_in_the_wrong_round():
    # 8 tables: the E-W pairs skip after round 2 instead of round 4
    m = mitchell_by_shifts(8, [0, 1, 3, 4, 5, 6, 7, 8], "mod1")
    one_problem_says(m, "after round 2", "skip a table")
    one_problem_says(m, "after round 4", "should skip a table")


def test_no_skip_at_all_is_a_basic_mitchell_at_even_tables():
    m = mitchell_by_shifts(8, list(range(8)), "mod1")
    one_problem_says(m, "misses one N-S pair and plays twice against another")


def test_third_modification_second_half_at_the_wrong_table():
    first = [0, 1, 2, 3, 5, 6, 7, 8]
    m = mitchell_by_shifts(8, first + [s + 3 for s in first], "mod3", fresh_after=8)
    one_problem_says(m, "starts round 9", "the table it skipped")


def test_fourth_modification_second_half_at_the_wrong_table():
    second = [0, 1, 2, 3, 3, 4, 5, 6]
    m = mitchell_by_shifts(8, second + [s + 1 for s in second], "mod4", fresh_after=8)
    one_problem_says(m, "starts round 9", "after the one it played at twice")


def test_fifth_modification_without_the_move_between_halves():
    first, second = [0, 1, 2, 3, 5, 6, 7, 8], [0, 1, 2, 3, 3, 4, 5, 6]
    m = mitchell_by_shifts(8, first + [s + 8 for s in second], "mod5", fresh_after=8)
    one_problem_says(m, "after round 8", "should move one table")


def test_second_half_with_the_same_trays():
    m = relabel(mitchell(16, 1, "mod1"), "mod3")
    one_problem_says(m, "takes 16 rounds")
    first = [0, 1, 2, 3, 5, 6, 7, 8]
    m = mitchell_by_shifts(8, first + [s + 4 for s in first], "mod3")
    one_problem_says(m, "a new set of trays")


def test_seventh_modification_with_trays_moving_every_round():
    m = relabel(mitchell(16, 2, "mod8"), "mod7")
    one_problem_says(m, "deals move only after both")


def test_seventh_modification_at_tables_divisible_by_three():
    m = relabel(mitchell(12, 1, "mod8", circuits=2), "mod7")
    one_problem_says(m, "divisible by three")


def test_eighth_modification_must_go_round_whole_times():
    m = mitchell(16, 1, "mod8")
    one_problem_says(replace(m, rounds=m.rounds[:12]), "whole times")


def test_an_east_west_pair_out_of_step():
    one_problem_says(swap_in_round(mitchell(14), 2, 1, 4, "ew"), "must move together")


def test_a_north_south_pair_that_moves():
    one_problem_says(swap_in_round(mitchell(14), 3, 2, 5, "ns"), "must sit still")


def test_trays_that_jump():
    one_problem_says(swap_in_round(mitchell(14), 2, 1, 4, "trays"), "the other way from the E-W")


def test_clay_trays_moving_the_mitchell_way():
    m = relabel(mitchell(14, 1, "mod7"), "basic", "clay")
    one_problem_says(m, "carry the tray")


def test_clay_third_modification_breaking_the_gcd_rule():
    m = relabel(clay(16, 3, "mod4"), "mod3")
    one_problem_says(m, "no common divisor")


def test_clay_second_modification_needs_alternating_portions():
    m = relabel(clay(14, 4, "mod1"), "mod2")
    one_problem_says(m, "alternate between a portion")


def test_snow_with_a_set_played_twice():
    m = snow(6, 3)
    rounds = list(m.rounds)
    rounds[1] = replace(rounds[1], tables=tuple(replace(t, trays=u.trays)
                                               for t, u in zip(rounds[1].tables, rounds[0].tables)))
    one_problem_says(replace(m, rounds=tuple(rounds)), "each round has a new set")


def test_unknown_variant_and_wrong_form():
    one_problem_says(relabel(mitchell(14), "mod9"), "no variant 'mod9'")
    one_problem_says(replace(mitchell(14), form="teams"), "for pairs")


def test_missing_pair_in_an_east_west_seat_is_understood():
    """Another program may leave an E-W seat empty instead: the pattern still holds."""
    m = mitchell(14)
    rounds = tuple(replace(r, idle=tuple(t.ns for t in r.tables if t.ew == 14),
                           tables=tuple(replace(t, ns=None, ew=None) if t.ew == 14 else t
                                        for t in r.tables))
                   for r in m.rounds)
    assert problems(replace(m, rounds=rounds)) == []


# -- any single break is caught -----------------------------------------------------

@settings(max_examples=60, deadline=None)
@given(n=st.integers(3, 16), variant=st.sampled_from(VARIANTS[1:]), data=st.data())
def test_any_swap_of_two_tables_is_caught(n, variant, data):
    if (variant == "basic") != (n % 2 == 1) or (variant == "mod7" and n % 3 == 0):
        return
    m = mitchell(2 * n, 1, variant)
    index = data.draw(st.integers(0, len(m.rounds) - 1))
    a, b = data.draw(st.lists(st.integers(1, n), min_size=2, max_size=2, unique=True))
    field = data.draw(st.sampled_from(["ew", "trays"]))
    assert problems(swap_in_round(m, index, a, b, field)) != []


@settings(max_examples=60, deadline=None)
@given(system=st.sampled_from(["mitchell", "clay", "snow"]), pairs=st.integers(4, 17),
       k=st.integers(1, 3), data=st.data())
def test_any_movement_under_any_label_gets_sentences_not_a_crash(system, pairs, k, data):
    """Whatever a file claims to be, and however many rounds it has, the answer is words."""
    try:
        m = {"mitchell": mitchell, "clay": clay, "snow": snow}[system](pairs, k if system != "clay" else 2)
    except MovementError:
        return
    label = data.draw(st.sampled_from(sorted(PATTERNS, key=str)))
    cut = data.draw(st.integers(1, len(m.rounds)))
    found = problems(replace(m, system=label[0], variant=label[1], rounds=m.rounds[:cut]))
    assert all(isinstance(p, str) and p for p in found)
