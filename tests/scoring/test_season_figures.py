"""An evening's figures for the season (no database): place points and the percentage."""

from fractions import Fraction

import movements
from hypothesis import given, settings, strategies as st

from tournament.scoring import load_session, score
from tournament.scoring.season import evening_figures, place_points

SETTINGS = settings(max_examples=80, deadline=None)


def test_place_points_count_those_below_and_half_those_alongside():
    assert place_points([1, 2, 2, 2, 5, 5]) == [5, 3, 3, 3, Fraction(1, 2), Fraction(1, 2)]
    assert place_points([1, 2, 2]) == [2, Fraction(1, 2), Fraction(1, 2)]
    assert place_points([1]) == [0]


places = st.lists(st.integers(1, 6), min_size=1, max_size=12).map(
    lambda raw: [1 + sum(1 for other in raw if other < mine) for mine in sorted(raw)])


@SETTINGS
@given(places)
def test_place_points_share_out_every_comparison_and_follow_the_places(field):
    points = place_points(field)
    n = len(field)
    assert sum(points) == Fraction(n * (n - 1), 2)          # each two entrants share one point
    assert all(0 <= p <= n - 1 for p in points)
    for a, pa in zip(field, points):
        for b, pb in zip(field, points):
            assert (a < b) == (pa > pb) and (a == b) == (pa == pb)


def session(method, movement, tricks, names=None):
    return load_session({
        "format": "whist-session/1", "name": "An evening", "date": "2026-10-06", "laws": "1900",
        "method": method, "movement": movement.to_json(), "deals": {},
        "names": names or {}, "results": [
            {"round": p.round, "table": p.table, "tray": p.tray, "ns": tricks(p),
             "revokes": {"ns": 0, "ew": 0}, "adjusted": None} for p in movement.plays()]})


def test_a_mitchell_by_hand():
    # N-S pair 1 takes 9 tricks on every tray, the others 7: 100% for pair 1, 25% for 2 and 3
    # (a tie of 1 matchpoint of a top of 4 on each tray), 50% for E-W (0 + 3 + 3 of 12).
    s = session("compass", movements.generate("mitchell", 6, trays_per_round=1),
                lambda p: 9 if p.ns == (1,) else 7)
    figures = evening_figures(s, score(s))
    got = {r.entrant: (r.percentage, r.place, r.points, r.trays) for r in figures.rows}
    assert got == {1: (100, 1, 5, 3), 2: (25, 5, Fraction(1, 2), 3), 3: (25, 5, Fraction(1, 2), 3),
                   4: (50, 2, 3, 3), 5: (50, 2, 3, 3), 6: (50, 2, 3, 3)}
    assert not figures.left_out and not figures.teams


@settings(max_examples=15, deadline=None)
@given(st.integers(0, 2 ** 32), st.sampled_from(["compass", "matchpoints"]))
def test_the_percentages_average_fifty_whatever_the_play(seed, method):
    import random
    rng = random.Random(seed)
    movement = movements.generate("mitchell", 8, trays_per_round=2)
    s = session(method, movement, lambda p: rng.randint(3, 10))
    rows = evening_figures(s, score(s)).rows
    assert sum(r.percentage for r in rows) / len(rows) == 50     # every tray played four times each way
    assert all(0 <= r.percentage <= 100 for r in rows)


def test_a_match_between_two_clubs_has_no_figures():
    movement = movements.generate("club-match", 4)
    s = session("club-sets", movement, lambda p: 7)
    figures = evening_figures(s, score(s))
    assert figures.rows == () and "two clubs" in figures.left_out
