"""The seeds' worked examples, exactly: E1, E2, E4, and the rules of E3 and E7."""

from __future__ import annotations

from fractions import Fraction

from tournament.scoring import load_session, score
from tournament.scoring.text import render

from scoring_cases import fixture

E1_PRINTED = {  # pair: (direction, score, result) as printed at 004:563-579
    1: ("NS", 147, 2), 2: ("EW", 117, 2), 3: ("NS", 145, 0), 4: ("EW", 112, -3),
    5: ("NS", 140, -5), 6: ("EW", 119, 4), 7: ("NS", 151, 6), 8: ("EW", 112, -3),
    9: ("NS", 141, -4), 10: ("EW", 116, 1)}

E2_PRINTED = {  # pair: (direction, score, ±) as printed at 003:8408-8487
    "a": ("NS", 201, -6), "b": ("NS", 204, -3), "c": ("NS", 211, 4), "d": ("NS", 207, 0),
    "e": ("NS", 212, 5), "f": ("EW", 189, 6), "g": ("EW", 186, 3), "h": ("EW", 179, -4),
    "j": ("EW", 183, 0), "k": ("EW", 178, -5)}


def test_e1_mitchell_totals_averages_and_results():
    standings = score(load_session(fixture("e1_mitchell.json")))
    for pair, (direction, tricks, shown) in E1_PRINTED.items():
        row = standings.row(pair)
        assert (row.direction, row.tricks, row.score) == (direction, tricks, shown)
    assert standings.averages == {"NS": (145, Fraction(724, 5)), "EW": (115, Fraction(576, 5))}
    assert sum(r.tricks for r in standings.rows) == 1300          # "Total score, 1300."
    assert sum(r.score for r in standings.rows if r.score > 0) == 15   # "+15-15"
    assert sum(r.score for r in standings.rows if r.score < 0) == -15


def test_e1_rounding_leaves_minus_one_and_plus_one_in_the_directions():
    standings = score(load_session(fixture("e1_mitchell.json")))
    assert sum(r.score for r in standings.rows if r.direction == "NS") == -1
    assert sum(r.score for r in standings.rows if r.direction == "EW") == 1
    assert sum(r.exact for r in standings.rows if r.direction == "NS") == 0


def test_e1_ties_broken_by_the_fraction_of_a_trick():
    """Pairs 1 (N-S) and 2 (E-W) are both +2; 147 - 144.8 beats 117 - 115.2."""
    standings = score(load_session(fixture("e1_mitchell.json")))
    one, two = standings.row(1), standings.row(2)
    assert (one.exact, two.exact) == (Fraction(11, 5), Fraction(9, 5))
    assert one.rank < two.rank
    assert standings.row(4).rank == standings.row(8).rank == 7     # truly tied: shared place
    assert [r.rank for r in standings.rows] == [1, 2, 3, 4, 5, 6, 7, 7, 9, 10]


def test_e2_compass_averages_and_the_equals_sign():
    standings = score(load_session(fixture("e2_compass.json")))
    by_name = {row.name: row for row in standings.rows}
    for name, (direction, tricks, shown) in E2_PRINTED.items():
        row = by_name[name]
        assert (row.direction, row.tricks, row.score) == (direction, tricks, shown)
    assert standings.averages["NS"] == (207, 207) and standings.averages["EW"] == (183, 183)
    # "the f pair, having won the greatest number of tricks above the average ... winners"
    assert standings.rows[0].name == "f"
    assert by_name["e"].rank == 2            # the best N-S pair, behind f
    text = render(standings)
    assert "Average N-S: 207" in text and "Average E-W: 183" in text
    assert [line.split()[-1] for line in text.splitlines() if " d " in line] == ["="]


def test_e2_every_tray_adds_to_thirteen_and_the_grand_total_is_1950():
    standings = score(load_session(fixture("e2_compass.json")))
    assert sum(r.tricks for r in standings.rows) == 1950
    for recap in standings.recap:
        assert all(line.ns_score + line.ew_score == 13 for line in recap.lines)


def test_e4_eight_individuals_tricks_lost_against_the_top_score():
    standings = score(load_session(fixture("e4_individuals.json")))
    losses = {row.name: row.losses for row in standings.rows}
    assert losses == {"a": 0, "c": 0, "e": 4, "g": 4, "b": 4, "d": 4, "f": 0, "h": 0}
    assert standings.lower_wins
    assert {row.name for row in standings.rows if row.rank == 1} == {"a", "c", "f", "h"}
    assert {row.rank for row in standings.rows if row.losses == 4} == {5}


def test_e4_first_arrangement_sums():
    """a and c take 34 tricks E-W on hands 1-4, e and g 30; b+d 18, f+h 22."""
    standings = score(load_session(fixture("e4_individuals.json")))
    first = [c for c in standings.cards[1] if c.round == 1]      # player a
    assert sum(c.tricks for c in first) == 34
    first_e = [c for c in standings.cards[5] if c.round == 1]    # player e
    assert sum(c.tricks for c in first_e) == 30
    assert all(c.direction == "EW" for c in first + first_e)


def test_e3_club_against_club_by_sets_of_two_tables():
    standings = score(load_session(fixture("e3_club_match.json")))
    first, second = standings.matches
    assert (first.winner, first.margin) == ("O", 1)          # O: a majority of one trick
    assert (second.winner, -second.margin) == ("X", 3)       # X: three at the other set
    assert [(r.entrant, r.score, r.rank) for r in standings.rows] == [("X", 2, 1), ("O", -2, 2)]
    assert standings.averages["target"] == (52, 52)         # half the grand total of 104
    tray1 = {line.table: line for line in standings.recap[0].lines}
    assert tray1[1].ns_score + tray1[2].ew_score == 13       # O: 7 + 6, no gain


def test_e7_matches_won_then_net_tricks():
    """003:7967: c and d tie on matches; c is third "because it has lost one more trick"."""
    standings = score(load_session(fixture("e7_five_teams.json")))
    table = [(r.name, r.score, r.net_tricks, r.rank) for r in standings.rows]
    assert table == [("a", 4, 9, 1), ("d", 2, -1, 2), ("c", 2, -2, 3),
                     ("b", Fraction(3, 2), -3, 4), ("e", Fraction(1, 2), -3, 5)]
    halves = {(m.a, m.b) for m in standings.matches if m.winner is None}
    assert halves == {(2, 3), (3, 5)}                       # b-c and c-e
    doc = standings.to_json()
    assert doc["standings"][3]["score"] == 1.5 and doc["matches"][0]["trays"] == [1, 2]


def test_team_cards_hold_both_pairs_trays():
    standings = score(load_session(fixture("e7_five_teams.json")))
    card = standings.cards[3]                                 # team c
    assert len(card) == 4 * 4                                 # four matches, two trays, two halves
    assert {line.side for line in card} == {(5,), (6,)}
    assert set(standings.cards) == {row.entrant for row in standings.rows}
