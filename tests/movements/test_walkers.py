"""Four walkers taking turns at four seats (movements/generators/individuals/walkers.py):
60 players' triplewhist tournament, the walkers compared with each other in half the
rounds, its last three rounds, the least the holes allow on one side, and a stored first
round that is not one refused (tools/triplewhist_search.c's ``four`` mode:
tests/movements/test_triplewhist_search_tool.py)."""

from collections import Counter
from itertools import combinations, permutations, product

import pytest

from movements import generate
from movements.balance import balance
from movements.check import check
from movements.data import triplewhist_starters
from movements.generators.individuals import triplewhist, walkers
from movements.generators.individuals.groups import RELATIONS

STORED = triplewhist_starters.FOUR_WALKERS[60]


def test_sixty_players_have_a_triplewhist_movement_the_checker_accepts():
    movement = generate("safford-individuals", 60, variant="triplewhist")
    report = check(movement)
    assert report.ok, report
    assert len(movement.rounds) == 59 and "Players 57 to 60 take turns at four seats" in movement.description


def test_any_two_walkers_are_compared_in_half_the_moved_rounds():
    """Walker seats: one N or S, three E or W; so two walkers hold the same cards at different
    tables in 28 of the 56 moved rounds (a keeper who never moved: 0 or 56)."""
    rounds = walkers.rounds(60, STORED)[:56]
    directions = {w: [next(seat < 2 for table in tables for seat, p in enumerate(table) if p == w)
                      for tables, _ in rounds] for w in range(57, 61)}      # (N, S, E, W): N-S first
    for a, b in combinations(directions, 2):
        assert sum(x == y for x, y in zip(directions[a], directions[b])) == 28
    assert balance(generate("safford-individuals", 60, variant="triplewhist")).largest < 10


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


def test_a_stored_first_round_that_is_not_one_is_refused(monkeypatch):
    first, second = STORED[0], STORED[1]
    broken = ((first[0], second[1], *first[2:]), (second[0], first[1], *second[2:]), *STORED[2:])
    monkeypatch.setitem(triplewhist_starters.FOUR_WALKERS, 60, broken)
    with pytest.raises(RuntimeError, match="is not one"):
        triplewhist.rounds(60)


def test_four_players_triplewhist_leaves_three_pairs_on_one_side_at_best_and_the_hole_seats_do():
    """Every seating of four players' three rounds that makes each two partners once and
    opponents once of each kind leaves at least 3 of the 6 pairs twice on one side; so a
    movement of 4t players with four walkers has at least 3 v / 4 (its holes and walkers
    meet only there), and HOLE_SEATS reach 3."""
    def kinds(rounds):
        return sorted((min(t[i], t[j]), max(t[i], t[j]), k) for t in rounds
                      for k, seats in enumerate(RELATIONS) for i, j in seats)

    def one_side(rounds):
        left = Counter((t[i], t[(i + 1) % 4]) for t in rounds for i in range(4))
        return sum(abs(left[a, b] - left[b, a]) > 1 for a, b in combinations(range(4), 2))

    every = sorted((a, b, k) for a, b in combinations(range(4), 2) for k in range(3))
    found = [one_side(r) for r in product(permutations(range(4)), repeat=3) if kinds(r) == every]
    assert found and min(found) == 3 == one_side(walkers.HOLE_SEATS)


def test_the_description_says_who_takes_whose_seat_as_the_rounds_do():
    """58 takes 57's seat, ... 57 takes 60's: as :func:`walkers.rounds` seats them."""
    rounds = walkers.rounds(60, STORED)

    def seat(r, player):
        return next((t, i) for t, table in enumerate(rounds[r][0]) for i, p in enumerate(table) if p == player)

    for walker in range(57, 61):
        assert seat(1, 57 + (walker - 56) % 4) == seat(0, walker)
    assert "(58 takes 57's seat, 59 58's, 60 59's and 57 60's each round)" in walkers.describe(60)
