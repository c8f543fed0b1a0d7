"""The checker on hand-built movements: correct ones pass, each kind of mistake is named.

The movements come from :mod:`handmade` (no generator involved) and are broken
on purpose, one mistake at a time; the tests look for the director's sentence.
"""

import importlib
from dataclasses import replace
from fractions import Fraction

import handmade as hm
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from movements.check import check
from movements.check.facts import MAX_LISTED, MAX_PER_KIND, Problems
from movements.model import Movement, Round, Table

# The module, not the function the package may export under the same name.
check_module = importlib.import_module("movements.check.checker")


def problems(movement) -> list[str]:
    return check(movement).problems


def assert_problem(movement, sentence: str) -> None:
    found = problems(movement)
    assert sentence in found, "\n".join(found)


# -- correct movements ------------------------------------------------------------

@pytest.mark.parametrize("movement", [
    hm.mitchell(3), hm.mitchell(5, 3), hm.mitchell(7, 1), hm.howell4(), hm.howell4(3),
    hm.howell6(), hm.howell5(), hm.howell_teams(3), hm.howell_teams(5), hm.howell_teams(9),
    hm.eight_individuals(), hm.eight_individuals(4), hm.nine_individuals(),
], ids=lambda m: f"{m.system}-{m.entrants}-{m.trays}")
def test_correct_movements_pass(movement):
    report = check(movement)
    assert report.problems == []
    assert report.ok
    assert str(report).startswith("ok, balance ")


def test_report_lists_problems_one_a_line():
    report = check(hm.replace_table(hm.mitchell(), 1, 2, ns=1))
    assert not report.ok
    assert str(report) == "\n".join(report.problems)


# -- the universal rules --------------------------------------------------------------

def test_round_numbers():
    m = hm.replace_round(hm.mitchell(), 2, round=1)
    assert_problem(m, "round 1 appears twice")
    assert_problem(m, "the rounds should be numbered 1 to 3, but 2 is missing")


def test_entrant_not_in_the_field():
    assert_problem(hm.replace_table(hm.mitchell(), 1, 1, ns=99),
                   "round 1, table 1: pair 99 is not one of the 6 pairs")
    assert_problem(replace(hm.eight_individuals(), entrants=7),
                   "round 1, table 1: player 8 is not one of the 7 players")


def test_table_numbers():
    assert_problem(hm.replace_table(hm.mitchell(), 1, 3, table=9),
                   "round 1 has a table 9, but the movement has 3 tables")
    assert_problem(hm.replace_table(hm.mitchell(), 1, 3, table=2), "table 2 appears twice in round 1")


def test_tray_numbers():
    assert_problem(hm.replace_table(hm.mitchell(), 2, 1, trays=(1, 99)),
                   "round 2, table 1 has tray 99, but the movement has 6 trays")


def test_tray_at_two_tables_in_one_slot():
    assert_problem(hm.replace_table(hm.mitchell(), 1, 2, trays=(1, 4)),
                   "tray 1 is at tables 1 and 2 in round 1, slot 1")


def test_tray_clash_counts_tables_with_an_empty_seat():
    """An unplayed table's trays still travel, so they still clash."""
    m = hm.replace_table(hm.howell5(), 1, 2, trays=(1, 2, 3))
    assert_problem(m, "tray 1 is at tables 1 and 2 in round 1, slot 1")


def test_two_seats_in_one_round():
    assert_problem(hm.replace_table(hm.mitchell(), 1, 2, ns=1),
                   "pair 1 has 2 seats in round 1 (tables 1 and 2)")


def test_tray_played_twice():
    m = hm.howell4()
    m = hm.replace_table(m, 2, 1, trays=(1, 2))
    m = hm.replace_table(m, 2, 2, trays=(2, 1))
    assert_problem(m, "pair 4 plays tray 1 twice (rounds 1 and 2)")
    assert_problem(m, "tray 3 is never played")


def test_tray_played_twice_in_one_round():
    assert_problem(hm.replace_table(hm.mitchell(), 1, 1, trays=(1, 1)),
                   "pair 1 plays tray 1 twice (both in round 1)")


def test_tray_played_only_once():
    m = hm.replace_table(hm.howell4(), 1, 2, trays=(2,))
    assert_problem(m, "tray 1 is played only once (round 1, table 1), so it compares nobody")


def test_tray_never_played():
    assert_problem(replace(hm.mitchell(), trays=7), "tray 7 is never played")


def test_idle_but_playing():
    m = hm.replace_round(hm.mitchell(), 1, idle=(1,))
    assert_problem(m, "pair 1 is listed as idle in round 1 but plays at table 1")


def test_idle_twice_in_a_round():
    assert_problem(hm.replace_round(hm.howell5(), 1, idle=(1, 1)),
                   "pair 1 is listed as idle twice in round 1")


def test_a_sit_out_holds_no_seat():
    """One way to write a sit-out (docs/formats.md): in ``idle``, never in a seat as well."""
    m = hm.replace_table(hm.howell5(), 1, 1, ew=1)
    assert_problem(m, "pair 1 sits out round 1 but holds a seat at table 1: a sit-out holds "
                      "no seat (leave it empty)")


def test_without_a_game_but_not_idle():
    m = hm.replace_round(hm.replace_table(hm.howell5(), 1, 1, ew=1), 1, idle=())
    assert_problem(m, "pair 1 sits opposite an empty seat at table 1 in round 1 "
                      "but is not listed as idle")
    m = hm.replace_table(hm.mitchell(), 1, 1, ew=None)
    assert_problem(m, "pair 4 has no seat in round 1 but is not listed as idle")


def test_entrant_who_never_plays():
    assert_problem(replace(hm.mitchell(), entrants=7), "pair 7 never plays")


def test_teams_map():
    m = hm.howell_teams(3)
    assert_problem(replace(m, teams={1: (1, 2), 2: (3, 4), 3: (5, 2)}), "pair 2 belongs to teams 1 and 3")
    assert_problem(replace(m, teams={1: (1, 2), 2: (3, 4), 3: (5, 7)}), "pair 6 belongs to no team")
    assert_problem(replace(m, teams={1: (1, 2), 2: (3, 4), 3: (5, 7)}),
                   "team 3 lists pair 7, but the pairs are numbered 1 to 6")
    assert_problem(replace(m, teams={1: (1, 2), 2: (3, 4), 5: (5, 6)}),
                   "the teams should be numbered 1 to 3")


# -- Mitchell family ----------------------------------------------------------------------

def test_north_south_pair_moves():
    m = hm.mitchell()
    m = hm.replace_table(m, 2, 1, ns=2)
    m = hm.replace_table(m, 2, 2, ns=1)
    assert_problem(m, "N-S pair 1 moves: it sits at tables 1 and 2")


def test_north_south_pair_turns_east_west():
    assert_problem(hm.replace_table(hm.mitchell(), 1, 1, ns=4, ew=1),
                   "pair 1 sits N-S in some rounds and E-W in others")


def test_mitchell_pair_misses_a_tray():
    assert_problem(hm.replace_table(hm.mitchell(), 1, 1, trays=(1,)), "pair 1 never plays tray 2")


def test_mitchell_odd_tables_meetings():
    m = hm.mitchell()
    m = hm.replace_table(m, 1, 1, ew=5)
    m = hm.replace_table(m, 1, 2, ew=4)
    assert_problem(m, "N-S pair 1 never meets E-W pair 4")
    assert_problem(m, "N-S pair 1 meets E-W pair 5 twice (rounds 1 and 3), where other pairs meet once")


def test_mitchell_patterns_come_from_check_mitchell(monkeypatch):
    monkeypatch.setattr(check_module.check_mitchell, "problems",
                        lambda movement: ["E-W pair 4 should meet N-S pair 1 twice"])
    assert problems(hm.mitchell()) == ["E-W pair 4 should meet N-S pair 1 twice"]
    assert problems(hm.howell4()) == []


# -- Howell pairs ---------------------------------------------------------------------------

def test_howell_meetings():
    m = hm.replace_table(hm.howell4(), 3, 1, ew=1)
    m = hm.replace_table(m, 3, 2, ns=3, ew=2)
    assert_problem(m, "pair 1 meets pair 4 twice (rounds 1 and 3)")
    assert_problem(m, "pair 3 never meets pair 4")


def test_howell_needs_a_stationary_pair():
    m = hm.howell4()
    first, second = m.round(2).tables
    m = hm.replace_round(m, 2, tables=(replace(first, ns=second.ns, ew=second.ew),
                                       replace(second, ns=first.ns, ew=first.ew)))
    assert_problem(m, "no pair keeps the same table and seat all evening")


def test_howell_pair_misses_a_tray():
    assert_problem(hm.replace_table(hm.howell6(), 1, 2, trays=(2, 3)), "pair 2 never plays tray 1")


def test_howell_odd_needs_the_empty_seat_to_stay():
    m = hm.howell5()
    first, second = m.round(2).tables[:2]
    m = hm.replace_round(m, 2, tables=(replace(first, ns=second.ns, ew=second.ew),
                                       replace(second, ns=first.ns, ew=first.ew))
                         + m.round(2).tables[2:])
    assert_problem(m, "with 5 pairs one seat should stay empty all evening "
                      "(the missing pair in the stationary seat), but none does")


def test_howell_odd_sit_outs():
    m = hm.howell5()
    idle_pair = m.round(1).idle[0]
    m = hm.replace_round(m, 2, idle=m.round(2).idle + (idle_pair,))
    assert_problem(m, "round 2 has 2 pairs sitting out; with an odd number of pairs exactly one sits out")
    assert_problem(m, f"pair {idle_pair} sits out twice (rounds 1 and 2); it should sit out once")


def test_howell_odd_excuses_only_the_trays_of_the_round_sat_out():
    m = hm.replace_table(hm.howell5(), 1, 2, trays=(2, 3))
    assert_problem(m, "pair 2 never plays tray 1")


def test_a_pair_without_a_seat_is_excused_a_round_of_trays():
    m = hm.howell5()
    for r in range(1, 6):
        m = hm.replace_table(m, r, 1, ew=None)
    assert check(m).ok
    m = hm.replace_table(m, 1, 2, trays=(2, 3))
    assert_problem(m, "pair 2 never plays tray 1")        # the empty table's are excused


# -- teams -------------------------------------------------------------------------------------

def test_team_plays_itself():
    assert_problem(hm.replace_table(hm.howell_teams(3), 1, 1, ns=1),
                   "team 1's own pairs play each other in round 1 (table 1)")


def test_teams_that_never_meet():
    m = hm.howell_teams(7)
    m = replace(m, rounds=m.rounds[:2])
    assert_problem(m, "teams 1 and 4 never meet")


def test_teams_without_a_match():
    m = hm.howell_teams(3)
    m = replace(m, rounds=m.rounds[:1])
    assert_problem(m, "teams 1 and 2 have no match: no tray is played by both teams in both "
                      "directions against each other")


def test_own_table_first_variant_needs_its_own_table_round():
    m = replace(hm.howell_teams(3), variant="own-table-first")
    assert_problem(m, "team 1 does not play at its own table in round 1")
    own_round = Round(1, tuple(Table(t, (7 + t,), ns=2 * t - 1, ew=2 * t) for t in (1, 2, 3)))
    later = tuple(replace(r, round=r.round + 1) for r in m.rounds)
    m = replace(m, rounds=(own_round,) + later, trays=9)
    assert [p for p in problems(m) if "own" in p] == []


def test_total_tricks_variant_needs_every_team_on_both_sides_of_every_tray():
    m = replace(hm.howell_teams(3), variant="total-tricks")
    assert_problem(m, "team 2 never holds the N-S or E-W cards of tray 1")


# -- individuals ------------------------------------------------------------------------------

def test_partners_and_opponents():
    m = hm.eight_individuals()
    one, two = m.round(1).tables
    m = hm.replace_round(m, 1, tables=(replace(one, s=two.s), replace(two, s=one.s)))
    assert_problem(m, "players 2 and 4 are never partners; they should be once")
    assert_problem(m, "players 4 and 6 are partners twice (rounds 1 and 3); they should be once")
    assert_problem(m, "players 2 and 8 are opponents once (round 6); they should be twice")
    assert_problem(m, "players 1 and 6 are opponents 3 times (rounds 1, 2 and 4); they should be twice")


def test_individual_sit_outs():
    m = replace(hm.eight_individuals(), entrants=9)
    assert_problem(m, "round 1 has 0 players sitting out; with 9 players it should have 1")
    assert_problem(m, "player 1 never sits out; every player should sit out once")
    m = hm.replace_round(hm.eight_individuals(), 1, idle=(8,))
    assert_problem(m, "round 1 has 1 players sitting out; with 8 players it should have 0")


def test_individual_sit_outs_with_4t_plus_1_players():
    m = hm.nine_individuals()
    m = hm.replace_round(m, 2, idle=m.round(1).idle)
    assert_problem(m, "player 1 sits out twice (rounds 1 and 2); every player should sit out once")


def test_individuals_play_every_tray_of_the_round():
    m = hm.replace_table(hm.eight_individuals(), 1, 2, trays=(2,))
    assert_problem(m, "the players at table 2 in round 1 miss tray 1 of that round")


# -- many problems -------------------------------------------------------------------------------

def test_repeated_problems_are_capped_per_kind():
    found = problems(replace(hm.mitchell(5), entrants=30))
    never = [p for p in found if p.endswith("never plays")]
    assert len(never) == MAX_PER_KIND
    assert "… and 10 more like this" in found


def test_problems_are_capped_in_all():
    found = Problems()
    for kind in range(7):
        for n in range(12):
            found.add(str(kind), f"problem {kind}.{n}")
    listed = found.listed()
    assert len(listed) == MAX_LISTED + 1
    assert listed[-1] == "… and 27 more problems"


# -- balance ---------------------------------------------------------------------------------------

def test_howell_for_four_pairs_is_perfectly_balanced():
    found = check(hm.howell4()).balance
    assert found.perfect and found.largest == 0 and found.rms == 0 and found.worst is None
    assert str(found).startswith("perfect")


def test_mitchell_compares_only_within_a_direction():
    """Three tables, two trays a round: two N-S pairs hold the same cards on all 6
    trays (ideal 3): 3 trays = 1.5 rounds off; N-S against E-W: 0 instead of 2."""
    found = check(hm.mitchell(3, 2)).balance
    assert found.largest == Fraction(3, 2)
    assert found.rms == pytest.approx((90 / 15) ** 0.5 / 2)
    assert found.worst == (1, 2)
    assert str(found) == "largest deviation 1.50 rounds, RMS 1.22 rounds"


def test_individual_balance_leaves_out_partners():
    assert check(hm.eight_individuals()).balance.perfect


def test_nothing_played_has_no_balance():
    m = hm.mitchell()
    empty = replace(m, rounds=tuple(replace(r, tables=tuple(replace(t, ew=None) for t in r.tables))
                                    for r in m.rounds))
    assert check(empty).balance is None


@settings(max_examples=25, deadline=None)
@given(st.permutations(range(1, 7)))
def test_renumbering_the_pairs_keeps_a_movement_correct(order):
    """The checker judges seatings, not numbers: any renumbering of a correct
    Howell stays correct, with the same balance."""
    number = dict(zip(range(1, 7), order))
    m = hm.howell6()
    renumbered = replace(m, rounds=tuple(
        replace(r, tables=tuple(replace(t, ns=number[t.ns], ew=number[t.ew]) for t in r.tables))
        for r in m.rounds))
    report = check(renumbered)
    assert report.ok
    assert (report.balance.largest, report.balance.rms) == (check(m).balance.largest,
                                                            check(m).balance.rms)


def _balance_by_definition(movement):
    """The spec's definition, tray by tray, for comparison with the bit sets."""
    held = {}                                   # (entrant, tray) -> (table, "ns"/"ew")
    for play in movement.plays():
        for side, who in (("ns", play.ns), ("ew", play.ew)):
            for p in who:
                held[(p, play.tray)] = ((play.round, play.table), side)
    entrants = sorted({p for p, _ in held})
    deviations = {}
    for i, p in enumerate(entrants):
        for q in entrants[i + 1:]:
            compared = apart = 0
            for tray in range(1, movement.trays + 1):
                if (p, tray) in held and (q, tray) in held:
                    (where_p, side_p), (where_q, side_q) = held[(p, tray)], held[(q, tray)]
                    if where_p != where_q:
                        apart += 1
                        compared += side_p == side_q
            deviations[(p, q)] = Fraction(abs(2 * compared - apart), 2 * movement.trays_per_round)
    return deviations


@st.composite
def seatings(draw):
    """Random movements in which nobody holds a tray twice: every round brings
    its own trays, each entrant one seat, now and then an empty seat."""
    individual = draw(st.booleans())
    per_table = 4 if individual else 2
    tables = draw(st.integers(1, 4))
    entrants = tables * per_table
    per_round = draw(st.integers(1, 3))
    rounds = []
    for r in range(draw(st.integers(1, 5))):
        order = draw(st.permutations(range(1, entrants + 1)))
        empty = draw(st.integers(-1, entrants - 1))
        seated = [None if i == empty else who for i, who in enumerate(order)]
        trays = tuple(range(r * per_round + 1, r * per_round + per_round + 1))
        rows = []
        for t in range(tables):
            seats = seated[t * per_table:(t + 1) * per_table]
            names = ("n", "s", "e", "w") if individual else ("ns", "ew")
            rows.append(Table(t + 1, trays[t % per_round:] + trays[:t % per_round],
                              individual=individual, **dict(zip(names, seats))))
        idle = tuple(who for i, who in enumerate(order) if i // per_table == empty // per_table
                     and empty >= 0 and i != empty)
        rounds.append(Round(r + 1, tuple(rows), idle))
    return Movement("random", "individuals" if individual else "pairs", entrants, tables,
                    len(rounds) * per_round, tuple(rounds))


@settings(max_examples=60, deadline=None)
@given(seatings())
def test_balance_agrees_with_its_definition(movement):
    expected = _balance_by_definition(movement)
    found = check(movement).balance
    if found is None:
        assert not expected
        return
    assert found.largest == max(expected.values())
    mean_square = sum(d * d for d in expected.values()) / len(expected)
    assert found.rms == pytest.approx(float(mean_square) ** 0.5)
