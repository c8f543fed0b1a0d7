"""Individual movements: whist tournaments for 8 to 64 players and the seed's schedules."""

from collections import Counter
from itertools import combinations

import pytest

from movements.errors import MovementError
from movements.generators.individuals import directed_whist
from movements.generators.individuals.groups import rotation
from movements.generators.individuals.safford import HOWELL_EIGHT, SIXTEEN, TWELVE
from movements.registry import generate
from movements.data.whist_starters import STARTERS
from movements.generators.individuals.whist_tournament import (FIXED, classes_ok, multiplier, search_starter, starter,
                                        valid_counts)

from movements.check import check

SIZES = valid_counts()     # every count 8 to 64 that is 0 or 1 modulo 4


def seats(table):
    return table.n, table.s, table.e, table.w


def assert_whist_tournament(m):
    """Partners once, opponents twice, sit-outs, and the tray rules, checked directly."""
    v = m.entrants
    partners, opponents, idle = Counter(), Counter(), Counter()
    for rnd in m.rounds:
        seated = [p for t in rnd.tables for p in seats(t)]
        assert sorted(seated + list(rnd.idle)) == list(range(1, v + 1)), rnd.round
        assert len(rnd.idle) == (1 if v % 4 == 1 else 0)
        idle.update(rnd.idle)
        for t in rnd.tables:
            n, s, e, w = seats(t)
            partners.update([frozenset((n, s)), frozenset((e, w))])
            opponents.update(frozenset(p) for p in ((n, e), (n, w), (s, e), (s, w)))
    every = [frozenset(p) for p in combinations(range(1, v + 1), 2)]
    assert all(partners[p] == 1 for p in every)
    assert all(opponents[p] == 2 for p in every)
    if v % 4 == 1:
        assert all(idle[p] == 1 for p in range(1, v + 1))
    assert_trays(m)
    assert check(m).problems == []


def assert_trays(m):
    """Nobody plays a tray twice; a tray at one table per slot; every player plays
    every tray of his rounds; every tray is played at every table of its round."""
    played = set()
    for rnd in m.rounds:
        round_trays = {tray for t in rnd.tables for tray in t.trays}
        for slot in range(len(rnd.tables[0].trays)):
            in_slot = [t.trays[slot] for t in rnd.tables]
            assert len(set(in_slot)) == len(in_slot)
        for t in rnd.tables:
            assert set(t.trays) == round_trays
            for player in seats(t):
                for tray in t.trays:
                    assert (player, tray) not in played
                    played.add((player, tray))
    every_tray = {tray for r in m.rounds for t in r.tables for tray in t.trays}
    assert every_tray == set(range(1, m.trays + 1))


@pytest.mark.parametrize("players", SIZES)
def test_every_size_is_a_whist_tournament(players):
    m = generate("safford-individuals", players)
    assert m.form == "individuals" and m.entrants == players and m.tables == players // 4
    assert len(m.rounds) == (players - 1 if players % 4 == 0 else players)
    assert m.trays == len(m.rounds) * m.tables      # one tray dealt per table by default
    assert_whist_tournament(m)


@pytest.mark.parametrize("players", [v for v in SIZES if v % 4 == 0 and directed_whist.moves(v) is None
                                     and v not in directed_whist.WALKERS     # tests/movements/test_walkers.py
                                     and v not in directed_whist.FOUR_FIXED])  # tests/movements/test_four_fixed.py
def test_one_player_fixed_the_others_move_up_one(players):
    m = generate("safford-individuals", players)
    first = m.rounds[0]
    for earlier, later in zip(m.rounds, m.rounds[1:]):
        for a, b in zip(earlier.tables, later.tables):
            for x, y in zip(seats(a), seats(b)):
                assert y == (x if x == players else x % (players - 1) + 1)
    assert first.tables[0].n == players


@pytest.mark.parametrize("players", [v for v in SIZES if v % 4 == 1 and v != 9])
def test_odd_counts_move_up_one_and_sit_out_in_turn(players):
    m = generate("safford-individuals", players)
    for earlier, later in zip(m.rounds, m.rounds[1:]):
        assert later.idle[0] == earlier.idle[0] % players + 1
        for a, b in zip(earlier.tables, later.tables):
            assert [y for y in seats(b)] == [x % players + 1 for x in seats(a)]


@pytest.mark.parametrize("players", SIZES)
def test_starter_differences(players):
    if players != 9:
        st = starter(players)
        assert classes_ok(st.modulus, st.tables)


@pytest.mark.parametrize("modulus", [7, 11, 15, 19, 21, 25, 27, 33, 35, 45, 47, 51, 55, 57, 59, 63])
def test_the_multiplier_is_a_symmetry_of_the_numbers(modulus):
    h = multiplier(modulus)
    others = [x for x in range(2, modulus - 1) if x * x % modulus == 1]
    if others:
        assert h in others
    else:       # a prime (or prime power) modulus has only +-1
        assert h == 1


def seated_by_pairs(tables):
    """A starter as a set of tables, each its two partner pairs, seat order aside."""
    return {frozenset((frozenset(t[:2]), frozenset(t[2:]))) for t in tables}


@pytest.mark.parametrize("players", [16, 45, 52, 56, 64])
def test_search_with_the_multiplier_finds_a_symmetric_starter(players):
    m = rotation(players).size
    h = multiplier(m)
    tables = search_starter(players)
    assert classes_ok(m, tables)
    moved = [tuple(x if x is FIXED else h * x % m for x in t) for t in tables]
    assert seated_by_pairs(moved) == seated_by_pairs(tables)


@pytest.mark.parametrize("players", [45, 52, 56, 64])
def test_stored_starters_are_what_the_search_finds(players):
    assert tuple(search_starter(players)) == STARTERS[players]


def test_without_a_symmetric_starter_the_search_goes_on_without_it():
    # 21 = 3 x 7: its multipliers (8, 13) admit no symmetric starter
    tables = search_starter(21)
    assert classes_ok(21, tables)


@pytest.mark.parametrize("per_round", [8, 16])
def test_several_trays_per_table(per_round):
    m = generate("safford-individuals", 33, trays_per_round=per_round)
    assert m.trays == 33 * per_round
    assert all(len(t.trays) == per_round for r in m.rounds for t in r.tables)
    assert_trays(m)
    first = m.rounds[0].tables
    set_size = per_round // 8
    # table 1 deals trays 1.., table 2 the next set; sets pass down one table
    assert first[0].trays[:set_size] == tuple(range(1, set_size + 1))
    assert first[1].trays[:set_size] == first[0].trays[set_size:2 * set_size]


@pytest.mark.parametrize("players", [1, 4, 5, 6, 7, 10, 11, 14, 15, 18, 19, 62, 63, 65, 68, 100])
def test_other_counts_name_the_nearest(players):
    with pytest.raises(MovementError) as err:
        generate("safford-individuals", players)
    message = str(err.value)
    near = min(valid_counts(), key=lambda v: abs(v - players))
    assert str(near) in message and str(players) in message


def test_trays_per_round_must_suit_the_tables():
    with pytest.raises(MovementError, match="multiple of 3"):
        generate("safford-individuals", 12, trays_per_round=4)


def test_same_input_same_output():
    first, again = (generate("safford-individuals", 36) for _ in range(2))
    assert first.to_json() == again.to_json()


# -- the seed's printed schedules, cell by cell ------------------------------------

def rows(m, r):
    return [seats(t) for t in m.round(r).tables]


def test_howell_eight_first_arrangement_and_cards():
    m = generate("howell-eight-individuals", 8)
    assert rows(m, 1) == [(4, 2, 1, 8), (5, 6, 3, 7)]
    assert len(m.rounds) == 7 and m.trays == 14
    assert_whist_tournament(m)
    # TABLE OF CHANGES (004:428-445): where the player in each seat goes next
    seat_names = [(1, "n"), (1, "s"), (1, "e"), (1, "w"), (2, "n"), (2, "s"), (2, "e"), (2, "w")]
    changes = {(1, "n"): (2, "e"), (1, "e"): (2, "w"), (1, "s"): (1, "e"), (1, "w"): (1, "w"),
               (2, "n"): (1, "n"), (2, "e"): (1, "s"), (2, "s"): (2, "n"), (2, "w"): (2, "s")}
    for r in range(1, 8):          # the 8th move restores the start
        now, after = m.round(r), m.round(r % 7 + 1)
        for table, seat in seat_names:
            to_table, to_seat = changes[(table, seat)]
            assert getattr(after.table(to_table), to_seat) == getattr(now.table(table), seat)


def test_howell_eight_with_two_deals_a_table():
    m = generate("howell-eight-individuals", 8, trays_per_round=4)
    assert m.trays == 28
    assert m.round(1).table(1).trays == (1, 2, 3, 4)
    assert m.round(1).table(2).trays == (3, 4, 1, 2)      # exchanged and replayed
    assert_trays(m)


def test_twelve_players_first_and_second_rounds():
    m = generate("twelve-individuals", 12)
    assert rows(m, 1) == [(12, 1, 6, 8), (2, 9, 10, 7), (4, 3, 5, 11)]
    assert rows(m, 2) == [(12, 2, 7, 9), (3, 10, 11, 8), (5, 4, 6, 1)]
    assert len(m.rounds) == 11 and m.trays == 33
    assert m.round(1).table(1).trays == (1, 2, 3)
    assert_whist_tournament(m)


def test_sixteen_players_first_and_second_rounds():
    m = generate("sixteen-individuals", 16)
    assert rows(m, 1) == [(16, 1, 7, 9), (15, 12, 13, 2), (6, 11, 3, 10), (8, 14, 4, 5)]
    assert rows(m, 2) == [(16, 2, 8, 10), (1, 13, 14, 3), (7, 12, 4, 11), (9, 15, 5, 6)]
    assert len(m.rounds) == 15 and m.trays == 60
    assert_whist_tournament(m)


def test_printed_first_rounds_are_starters():
    for first, fixed in ((HOWELL_EIGHT, 8), (TWELVE, 12), (SIXTEEN, 16)):
        m = fixed - 1
        tables = [tuple(None if p == fixed else p % m for p in t) for t in first]
        assert classes_ok(m, tables)


@pytest.mark.parametrize("name, players", [("howell-eight-individuals", 9),
                                           ("twelve-individuals", 13),
                                           ("sixteen-individuals", 12)])
def test_printed_schedules_only_for_their_size(name, players):
    with pytest.raises(MovementError, match="safford-individuals"):
        generate(name, players)
