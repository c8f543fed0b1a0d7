"""Four walkers taking turns at four seats (movements/generators/individuals/walkers.py):
60 players' triplewhist tournament, Safford's 24, 32, 36 and 44 and the triplewhist 24 (directed
or ordered but within the holes), the walkers compared with each other in half the rounds,
the last three rounds, the least the holes allow on one side, and a stored first round that
is not one refused (the searches' ``four`` modes: tests/movements/test_triplewhist_search_tool.py
and tests/movements/test_directed_whist_search_tool.py)."""

from collections import Counter
from itertools import combinations, permutations, product

import pytest

from movements import generate
from movements.balance import balance
from movements.check import check
from movements.data import directed_starters, triplewhist_starters
from movements.generators.individuals import directed_whist, triplewhist, walkers
from movements.generators.individuals.groups import RELATIONS

STORED = triplewhist_starters.FOUR_WALKERS[60]
# (players, variant, first round) of every stored movement with walkers
EVERY = [(v, "triplewhist", first) for v, first in triplewhist_starters.FOUR_WALKERS.items()] + \
        [(v, "whist", first) for v, first in directed_starters.WALKERS.items()]
# The rotation each replaced, as the checker and movements.balance found it: (pairs on one
# side, largest comparison deviation, rms); 60's triplewhist had no rotation.
ROTATION = {(24, "whist"): (23, 4, 2.00), (32, "whist"): (31, 4, 2.00), (36, "whist"): (35, 6, 2.00),
            (44, "whist"): (43, 6, 2.41), (24, "triplewhist"): (23, 4, 1.83)}


@pytest.mark.parametrize("players,variant,first", EVERY)
def test_every_stored_walkers_movement_is_one_the_checker_accepts(players, variant, first):
    assert walkers.is_starter(players, first, triplewhist=variant == "triplewhist")
    movement = generate("safford-individuals", players, variant=variant)
    report = check(movement)
    assert report.ok, report        # for "triplewhist" its rule included
    m = walkers.modulus(players)
    assert len(movement.rounds) == players - 1
    assert f"Players {m + 1} to {players} take turns at four seats" in movement.description


@pytest.mark.parametrize("players,variant,first", [e for e in EVERY if e[:2] in ROTATION])
def test_walkers_sit_fewer_on_one_side_than_the_rotation_they_replaced_and_compare_as_evenly(
        players, variant, first):
    """Directed (or ordered) but within the holes: exactly 3v/4 pairs on one side, where
    every rotation has v - 1 or more; the comparisons no worse than the rotation's."""
    movement = generate("safford-individuals", players, variant=variant)
    report, even = check(movement), balance(movement)
    pairs, largest, rms = ROTATION[players, variant]
    assert len(report.lead.unbalanced) == 3 * players // 4 < pairs
    assert even.largest <= largest and even.rms <= rms
    assert "only 3 of the 6 pairs at each table of the last three rounds" in movement.description


@pytest.mark.parametrize("players,variant,first", EVERY)
def test_any_two_walkers_are_compared_in_half_the_moved_rounds(players, variant, first):
    """Walker seats: one N or S, three E or W; so two walkers hold the same cards at different
    tables in half the moved rounds (a keeper who never moved: all or none)."""
    m = walkers.modulus(players)
    rounds = walkers.rounds(players, first)[:m]
    directions = {w: [next(seat < 2 for table in tables for seat, p in enumerate(table) if p == w)
                      for tables, _ in rounds] for w in range(m + 1, players + 1)}  # (N, S, E, W): N-S first
    for a, b in combinations(directions, 2):
        assert sum(x == y for x, y in zip(directions[a], directions[b])) == m // 2


@pytest.mark.parametrize("players,variant,first", EVERY)
def test_the_others_move_up_one_and_each_walker_takes_the_seat_of_the_one_before(players, variant, first):
    m = walkers.modulus(players)
    rounds = [r.tables for r in generate("safford-individuals", players, variant=variant).rounds]
    for earlier, later in zip(rounds[:m - 1], rounds[1:m]):
        for a, b in zip(earlier, later):
            for x, y in zip((a.n, a.e, a.s, a.w), (b.n, b.e, b.s, b.w)):
                assert y == (x % m + 1 if x <= m else m + 1 + (x - m) % 4)


def test_sixty_players_compare_within_ten_rounds():
    assert balance(generate("safford-individuals", 60, variant="triplewhist")).largest < 10


def test_a_whist_first_round_is_no_triplewhist_one_and_the_kinds_are_not_asked_of_it():
    first = directed_starters.WALKERS[24]
    assert walkers.is_starter(24, first, triplewhist=False)
    assert not walkers.is_starter(24, first)
    assert walkers.is_starter(24, triplewhist_starters.FOUR_WALKERS[24], triplewhist=False)


def test_the_last_three_rounds_seat_each_hole_and_the_walkers_at_a_table_of_their_own():
    last = walkers.rounds(60, STORED)[-3:]
    holes = {frozenset(x or 56 for x in hole) for hole in walkers.holes(60)[:-1]} | {frozenset(range(57, 61))}
    for tables, idle in last:
        assert idle == () and {frozenset(table) for table in tables} == holes


def test_a_number_at_two_tables_or_two_walkers_together_or_a_walker_twice_by_one_is_no_first_round():
    assert walkers.is_starter(60, STORED)
    moved = tuple(tuple(1 if x == 0 else x for x in table) for table in STORED)
    assert not walkers.is_starter(60, moved)
    i, j = (next(k for k, table in enumerate(STORED) if walker in table) for walker in (56, 57))
    together = [list(table) for table in STORED]
    k, other = together[j].index(57), next(x for x in together[i] if x < 56)
    together[i][together[i].index(other)], together[j][k] = 57, other
    assert not walkers.is_starter(60, tuple(map(tuple, together)))
    swapped = tuple(tuple({56: 57, 57: 56}.get(x, x) for x in table) for table in STORED)
    assert not walkers.is_starter(60, swapped)     # 56 and 57 would meet some numbers twice


def broken(first):
    """``first`` with two players of its first two tables exchanged."""
    a, b = first[0], first[1]
    return ((a[0], b[1], *a[2:]), (b[0], a[1], *b[2:]), *first[2:])


def test_a_stored_first_round_that_is_not_one_is_refused(monkeypatch):
    monkeypatch.setitem(triplewhist_starters.FOUR_WALKERS, 60, broken(STORED))
    with pytest.raises(RuntimeError, match="triplewhist first round for 60, with four walkers, is not one"):
        triplewhist.rounds(60)
    monkeypatch.setitem(directed_starters.WALKERS, 24, broken(directed_starters.WALKERS[24]))
    with pytest.raises(RuntimeError, match="whist first round for 24, with four walkers, is not one"):
        directed_whist.best_rounds(24, [])


def test_four_players_leave_three_pairs_on_one_side_at_best_and_the_hole_seats_do():
    """Every seating of four players' three rounds that makes each two partners once (a
    whist tournament; and opponents once of each kind, triplewhist) leaves at least 3 of the
    6 pairs twice on one side; so a movement of 4t players with four walkers has at least
    3 v / 4 (its holes and walkers meet only there), and HOLE_SEATS reach 3."""
    def kinds(rounds):
        return sorted((min(t[i], t[j]), max(t[i], t[j]), k) for t in rounds
                      for k, seats in enumerate(RELATIONS) for i, j in seats)

    def one_side(rounds):
        left = Counter((t[i], t[(i + 1) % 4]) for t in rounds for i in range(4))
        return sum(abs(left[a, b] - left[b, a]) > 1 for a, b in combinations(range(4), 2))

    def partners(rounds):
        return sorted((a, b) for a, b, k in kinds(rounds) if k == 0)

    every = sorted((a, b, k) for a, b in combinations(range(4), 2) for k in range(3))
    seatings = list(product(permutations(range(4)), repeat=3))
    triplewhist_found = [one_side(r) for r in seatings if kinds(r) == every]
    whist_found = [one_side(r) for r in seatings if partners(r) == list(combinations(range(4), 2))]
    assert len(whist_found) > len(triplewhist_found) > 0
    assert min(whist_found) == min(triplewhist_found) == 3 == one_side(walkers.HOLE_SEATS)


def test_the_description_says_who_takes_whose_seat_as_the_rounds_do():
    """58 takes 57's seat, ... 57 takes 60's: as :func:`walkers.rounds` seats them."""
    rounds = walkers.rounds(60, STORED)

    def seat(r, player):
        return next((t, i) for t, table in enumerate(rounds[r][0]) for i, p in enumerate(table) if p == player)

    for walker in range(57, 61):
        assert seat(1, 57 + (walker - 56) % 4) == seat(0, walker)
    assert "(58 takes 57's seat, 59 58's, 60 59's and 57 60's each round)" in walkers.describe(60)
