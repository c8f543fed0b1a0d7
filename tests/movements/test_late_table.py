"""A late table of two late pairs joins a running pairs movement (movements.late.table).

Over the Mitchell's sizes and modifications, Howell pairs, and every round of
joining: either a clear refusal or a movement the independent checker accepts,
with the rounds already played unchanged and every tray of the field where it was.
The checker's late-table rules are tested on hand-broken movements.
"""

from dataclasses import replace

import pytest

import movements
from movements import Movement, MovementError
from movements.check import check
from movements.late.table import KEY, add_table
from test_late import served

CASES = ([("mitchell", None, pairs) for pairs in range(6, 41, 2)]
         + [("mitchell", f"mod{k}", pairs) for k in range(1, 9) for pairs in (8, 12, 16, 20)]
         + [("howell-pairs", None, pairs) for pairs in (6, 8, 10, 12, 16)])
CASES = [case for case in CASES if served(*case)]


@pytest.mark.parametrize("name,variant,pairs", CASES)
def test_a_late_table_from_every_round(name, variant, pairs):
    m = movements.get(name)(pairs, variant=variant)
    joined_in = []
    for first in (r.round for r in m.rounds):
        try:
            joined = add_table(m, first)
        except MovementError as exc:
            assert "no table can host the late pairs" in str(exc)
            continue
        joined_in.append(first)
        report = check(joined)
        assert report.ok, (first, report.problems)
        late_ns, late_ew, table = pairs + 1, pairs + 2, m.tables + 1
        assert (joined.entrants, joined.tables) == (pairs + 2, table)
        assert joined.extra[KEY] == {str(table): first}
        assert joined.extra["late"] == {str(late_ns): first, str(late_ew): first}
        for before, after in zip(m.rounds, joined.rounds):
            if before.round < first:
                assert after.tables == before.tables
                assert set(after.idle) == set(before.idle) | {late_ns, late_ew}
                continue
            # The field's tables keep their trays and N-S pairs; one (the host) gives its E-W
            # seat to the late E-W pair, and its E-W pair plays the same trays at the late table.
            assert [(t.table, t.trays, t.ns) for t in after.tables[:-1]] == \
                   [(t.table, t.trays, t.ns) for t in before.tables]
            host = next(t for t in after.tables if t.ew == late_ew)
            late = after.table(table)
            assert late.ns == late_ns and late.ew == before.table(host.table).ew
            assert sorted(late.trays) == sorted(host.trays) and late.trays != host.trays
        assert Movement.from_json(joined.to_json()) == joined
    # A table may join in every round of the second half, whatever the size.
    assert set(joined_in) >= {r.round for r in m.rounds if r.round > len(m.rounds) // 2 + 1}


@pytest.mark.parametrize("tables", [5, 7, 11, 13])
def test_a_mitchell_of_prime_tables_takes_a_late_table_from_round_two(tables):
    assert check(add_table(movements.get("mitchell")(2 * tables), 2)).ok


@pytest.mark.parametrize("name,entrants,kwargs,message", [
    ("mitchell", 9, {}, r"a pair sits out in round 2 \(a late pair takes that place first"),
    ("mitchell", 10, {"trays_per_round": 1}, "needs two trays a round or more"),
    ("safford-individuals", 8, {}, "joins a pairs movement only"),
    ("howell-teams", 4, {}, "joins a pairs movement only"),
])
def test_what_takes_no_late_table_is_refused(name, entrants, kwargs, message):
    m = movements.get(name)(entrants, **kwargs)
    with pytest.raises(MovementError, match=message):
        add_table(m, 2)


def test_only_a_round_of_the_movement():
    m = movements.get("mitchell")(10)
    for bad in (0, 6, None):
        with pytest.raises(MovementError, match="must join in one of rounds 1 to 5"):
            add_table(m, bad)


def test_two_late_tables_one_after_the_other():
    m = add_table(add_table(movements.get("mitchell")(14), 3), 5)
    assert m.extra[KEY] == {"8": 3, "9": 5} and check(m).ok


def test_a_late_pair_then_a_late_table():
    from movements.late.pair import join
    m = add_table(join(movements.get("mitchell")(9), 2), 3)
    assert m.entrants == 12 and check(m).ok


# -- the checker on broken late tables ------------------------------------------------------------

def _joined():
    return add_table(movements.get("mitchell")(10), 3)


def _with_round(m, number, **changes):
    return replace(m, rounds=tuple(replace(r, **changes) if r.round == number else r
                                   for r in m.rounds))


def test_checker_wants_the_late_table_to_share_one_tables_trays():
    m = _joined()
    four = m.round(4)
    late = four.table(6)
    strange = replace(late, trays=(late.trays[0], 99))
    problems = check(_with_round(replace(m, trays=99), 4,
                                 tables=four.tables[:-1] + (strange,))).problems
    assert any(p.startswith("late table 6 must play the trays of one other table in round 4, "
                            "but 0 play") for p in problems)


def test_checker_finds_the_shared_trays_in_the_same_slot():
    m = _joined()
    four = m.round(4)
    host = next(t for t in four.tables if t.ew == 12)
    same_order = replace(four.table(6), trays=host.trays)
    problems = check(_with_round(m, 4, tables=four.tables[:-1] + (same_order,))).problems
    assert any(p.startswith(f"tray {host.trays[0]} is at tables") for p in problems)


def test_checker_wants_the_late_table_only_from_the_round_it_joined():
    m = _joined()
    problems = check(replace(m, extra={**m.extra, KEY: {"6": 4}})).problems
    assert "late table 6 joined in round 4 but plays round 3" in problems
    gone = _with_round(m, 5, tables=m.round(5).tables[:-1])
    assert "late table 6 joined in round 3 but does not play round 5" in check(gone).problems


@pytest.mark.parametrize("raw", [{}, [], {"5": 3}, {"6": 0}, {"x": 3}])
def test_checker_refuses_a_malformed_late_tables_list(raw):
    m = _joined()
    problems = check(replace(m, extra={**m.extra, KEY: raw})).problems
    assert any(p.startswith("late_tables must name the tables added") for p in problems)


def test_checker_finds_a_late_pair_playing_a_tray_twice():
    """The late table given the host's trays of round 3 again in round 4 (as if it kept them)."""
    m = _joined()
    three, four = m.round(3), m.round(4)
    again = replace(four.table(6), trays=three.table(6).trays)
    problems = check(_with_round(m, 4, tables=four.tables[:-1] + (again,))).problems
    assert any("pair 11 plays tray" in p and "twice" in p for p in problems)


def test_no_host_where_every_table_shares_already():
    """Where every table shares its trays with another (a twin Mitchell: here two halves made
    by hand, each table t sharing with t + 4), no table can host."""
    m = movements.get("mitchell")(8)
    twinned = replace(m, tables=8, rounds=tuple(
        replace(r, tables=r.tables + tuple(replace(t, table=t.table + 4, trays=t.trays[::-1],
                                                   ns=t.ns + 8, ew=t.ew + 8) for t in r.tables))
        for r in m.rounds), entrants=16)
    with pytest.raises(MovementError, match="in round 2 every table already shares its trays"):
        add_table(twinned, 2)
