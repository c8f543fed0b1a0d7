"""A late pair takes the sit-out (movements.late.pair) and the checker's rules for it (check_late).

Every system with a missing pair, over its odd sizes and every round of joining:
the joined movement is correct, the rounds gone are unchanged but for the late
pair sitting out, and every other table plays as before.  The checker's rules
are tested on hand-broken movements.
"""

from dataclasses import replace

import pytest

import movements
from movements import Movement, MovementError
from movements.check import check
from movements.late.pair import KEY, join, late_entrants

# (system, variant, odd pair counts with a missing pair), the odd sizes up to 25 pairs.
WITH_A_MISSING_PAIR = [
    ("mitchell", None, range(5, 26, 2)),
    *[("mitchell", f"mod{k}", range(7, 26, 4)) for k in range(1, 9)],
    ("clay", None, range(5, 26, 4)),
    ("snow", None, range(5, 12, 2)),
    ("howell-pairs", None, range(5, 26, 2)),
]


def served(name, variant, pairs) -> bool:
    """The system makes that size in that variant (the seventh modification refuses some)."""
    try:
        movements.get(name)(pairs, variant=variant)
    except MovementError:
        return False
    return True


CASES = [(name, variant, pairs) for name, variant, sizes in WITH_A_MISSING_PAIR for pairs in sizes
         if pairs in movements.get(name).sizes and served(name, variant, pairs)]


@pytest.mark.parametrize("name,variant,pairs", CASES)
def test_a_late_pair_joins_in_every_round(name, variant, pairs):
    m = movements.get(name)(pairs, variant=variant)
    for first in (r.round for r in m.rounds):
        joined = join(m, first)
        report = check(joined)
        assert report.ok, (first, report.problems)
        late = pairs + 1
        assert joined.entrants == late and late_entrants(joined) == {late: first}
        for before, after in zip(m.rounds, joined.rounds):
            if before.round < first:
                assert after.tables == before.tables
                assert set(after.idle) == set(before.idle) | {late}
            else:
                assert after.idle == ()
                changed = [(b, a) for b, a in zip(before.tables, after.tables) if b != a]
                assert len(changed) == 1, "only the missing pair's table changes"
                b, a = changed[0]
                assert a.played and late in a.seats().values() and b.trays == a.trays
        assert Movement.from_json(joined.to_json()) == joined


def test_the_late_pair_takes_the_stationary_seat_of_a_howell():
    m = movements.get("howell-pairs")(7)
    joined = join(m, 3)
    seats = {(t.table, "ns" if t.ns == 8 else "ew") for r in joined.rounds[2:] for t in r.tables
             if 8 in (t.ns, t.ew)}
    assert len(seats) == 1, "the late pair keeps the missing pair's seat"
    assert "Pair 8 joined late" in joined.description


def test_a_late_pair_in_a_mitchell_sits_north_south_at_the_last_table():
    joined = join(movements.get("mitchell")(9), 2)
    assert [r.table(5).ns for r in joined.rounds] == [None, 10, 10, 10, 10]
    assert joined.rounds[0].idle == (9, 10) and joined.rounds[1].idle == ()


@pytest.mark.parametrize("name,entrants,message", [
    ("mitchell", 8, "nobody sits out in round 2"),
    ("howell-pairs", 8, "nobody sits out"),
    ("safford-individuals", 9, "has no table to play at"),
    ("put-in-bay", 15, "a late pair cannot join a teams event|takes the place of one missing pair only"),
])
def test_no_place_for_a_late_entrant_is_refused(name, entrants, message):
    m = movements.get(name)(entrants)
    with pytest.raises(MovementError, match=message):
        join(m, 2)


def test_a_teams_movement_takes_no_late_pair():
    m = movements.get("howell-teams")(5)
    with pytest.raises(MovementError, match="cannot join a teams event"):
        join(m, 2)


def test_only_a_round_of_the_movement():
    m = movements.get("mitchell")(7)
    for bad in (0, len(m.rounds) + 1, True, "2"):
        with pytest.raises(MovementError, match="must join in one of rounds 1 to"):
            join(m, bad)


def test_the_sit_out_is_taken_only_once():
    with pytest.raises(MovementError, match="nobody sits out"):
        join(join(movements.get("mitchell")(7), 2), 3)


# -- the checker on broken late movements -------------------------------------------------------

def _joined():
    return join(movements.get("mitchell")(9), 3)


def test_checker_wants_the_late_pair_sitting_out_before_it_joined():
    m = _joined()
    rounds = list(m.rounds)
    rounds[0] = replace(rounds[0], idle=tuple(x for x in rounds[0].idle if x != 10))
    problems = check(replace(m, rounds=tuple(rounds))).problems
    assert "late pair 10 joined in round 3 but is not listed as sitting out round 1" in problems


def test_checker_wants_the_late_pair_playing_once_it_joined():
    m = _joined()
    moved_earlier = replace(m, extra={**m.extra, KEY: {"10": 2}})
    assert "late pair 10 joined in round 2 but does not play round 2" in check(moved_earlier).problems


def test_checker_wants_late_pairs_numbered_after_the_field():
    m = _joined()
    problems = check(replace(m, extra={**m.extra, KEY: {"4": 3}})).problems
    assert any("must be numbered after the field, 10 to 10, not 4" in p for p in problems)


@pytest.mark.parametrize("raw", [[], {}, {"10": 99}, {"x": 3}, {"10": True}])
def test_checker_refuses_a_malformed_late_list(raw):
    m = _joined()
    problems = check(replace(m, extra={**m.extra, KEY: raw})).problems
    assert any(p.startswith("late must name each late pair") or "numbered after" in p for p in problems)


def test_checker_tests_the_movement_the_late_pair_joined():
    """A late pair that breaks the movement it joined (here: sitting at two tables, so
    the other table's E-W pair has nobody to play) is found through the base movement."""
    m = _joined()
    rounds = list(m.rounds)
    last = rounds[-1]
    first_table = replace(last.tables[0], ns=10)
    rounds[-1] = replace(last, tables=(first_table, *last.tables[1:]))
    problems = check(replace(m, rounds=tuple(rounds))).problems
    assert any("pair 10 has 2 seats in round 5" in p for p in problems)
    assert not check(m).problems


def test_checker_finds_a_late_pair_meeting_a_pair_too_often():
    """Round 4's E-W pairs at table 5 and at the table of round 3's opponent swap places:
    the Mitchell the late pair joined is broken, and the checker says so."""
    m = _joined()
    rounds = list(m.rounds)
    four = rounds[3]
    opponent = rounds[2].table(5).ew
    other, table5 = next(t for t in four.tables if t.ew == opponent), four.table(5)
    swap = {5: opponent, other.table: table5.ew}
    rounds[3] = replace(four, tables=tuple(replace(t, ew=swap.get(t.table, t.ew)) for t in four.tables))
    problems = check(replace(m, rounds=tuple(rounds))).problems
    assert any("meets E-W pair" in p and "twice" in p for p in problems)


@pytest.mark.parametrize("system, pairs", [("mitchell", 7), ("mitchell", 9), ("howell-pairs", 7)])
def test_the_movement_joined_is_checked_with_its_sit_outs_unseated(system, pairs):
    """Taking the late pair out again leaves its opponent sitting out, holding no seat (the
    one way to write a sit-out, docs/formats.md), not in the seat it had."""
    m = Movement.from_json(movements.generate(system, pairs).to_json())
    for first in (1, 2, 3):
        assert check(join(m, first)).problems == []
