"""Howell plus/minus, matchpoints, aggregate with the odd pair, matches and individuals."""

from __future__ import annotations

from fractions import Fraction

from tournament.scoring import load_session, score

from scoring_cases import fixture, one_tray, result, results_for, scored


def test_howell_every_tray_against_its_deal_average():
    standings = one_tray(3, {1: 8, 2: 7, 3: 5}, method="howell")
    # tray 1: N-S average 20/3 -> 7; pair 1 +1, pair 2 =, pair 3 -2 (E-W mirror)
    assert standings.row(1).score == 1 and standings.row(3).score == -2
    assert standings.row(1).exact == Fraction(4, 3)
    assert sum(row.exact for row in standings.rows) == 0
    assert standings.row(1).direction is None


def test_howell_on_the_e1_session_sums_to_zero_exactly():
    doc = fixture("e1_mitchell.json")
    doc["method"] = "howell"
    standings = score(load_session(doc))
    assert sum(row.exact for row in standings.rows) == 0
    assert standings.rows[0].entrant == 7


def test_matchpoints_two_for_each_beaten_one_for_each_tie():
    standings = one_tray(4, {1: 7, 2: 8, 3: 8, 4: 5}, method="matchpoints")
    # every other tray is 7 everywhere: 3 ties = 3 points of a top of 6
    points = {row.entrant: row.extra["matchpoints"] for row in standings.rows}
    assert points[1] == 2 + 9 and points[2] == 5 + 9 and points[4] == 0 + 9
    assert standings.row(2).score == Fraction(5833, 100)     # 14 of 24 = 58.33 %
    assert standings.row(2).rank == standings.row(3).rank == 1


def test_matchpoints_neuberg_for_a_tray_played_fewer_times():
    standings = one_tray(4, {1: 7, 2: 8, 3: 8, 4: None}, {4: {"adjusted": "not-played"}},
                         method="matchpoints")
    # tray 1 played 3 times, most trays 4: (mp + 1) * 4 / 3 - 1
    points = {row.entrant: row.extra["matchpoints"] for row in standings.rows}
    assert points[1] == float(Fraction(1 * 4, 3) - 1 + 9)
    assert points[2] == float(Fraction(4 * 4, 3) - 1 + 9)


def test_matchpoints_average_is_half_the_top():
    standings = one_tray(4, {1: None, 2: 8, 3: 8, 4: 5}, {1: {"adjusted": "average"}},
                         method="matchpoints")
    assert {row.entrant: row.extra["matchpoints"] for row in standings.rows}[1] == 3 + 9


def _odd_pairs_movement() -> dict:
    """Two teams of three pairs: O has pairs 1, 2 N-S and 3 E-W; X has 6 N-S and 4, 5 E-W."""
    seats = [(1, 4), (2, 5), (6, 3)]
    rounds = [{"round": r, "idle": [], "tables": [
        {"table": t, "ns": ns, "ew": ew, "trays": [(t + r - 2) % 3 + 1]}
        for t, (ns, ew) in enumerate(seats, 1)]} for r in (1, 2, 3)]
    return {"format": "whist-movement/1", "system": "club-match", "form": "pairs",
            "entrants": 6, "tables": 3, "trays": 3, "rounds": rounds}


def test_aggregate_odd_pair_adds_the_average_of_the_pairs_opposite():
    movement = _odd_pairs_movement()
    tricks = {1: 8, 2: 7, 3: 6}               # N-S tricks at each table, every tray
    results = results_for(movement, lambda r, t, tray: tricks[t])
    standings = scored(movement, results, method="aggregate",
                       clubs={"O": [1, 2, 3], "X": [4, 5, 6]})
    # pair totals: 1: 24, 2: 21, 3: 21 (E-W at table 3), 4: 15, 5: 18, 6: 18
    # E-W average (3, 4, 5) = 18; N-S average (1, 2, 6) = 21
    o_total, x_total = 24 + 21 + 21 + 18, 15 + 18 + 18 + 21
    assert standings.row("O").tricks == o_total and standings.row("X").tricks == x_total
    half = (o_total + x_total) // 2
    assert standings.row("O").score == o_total - half == 6


def test_aggregate_several_teams_against_the_average_of_all():
    movement = fixture("e2_compass.json")["movement"]
    results = fixture("e2_compass.json")["results"]
    clubs = {"A": [1, 6], "B": [2, 7], "C": [3, 8]}
    for pair in (4, 5, 9, 10):
        clubs["A" if pair in (4, 9) else "B"].append(pair)
    standings = scored(movement, results, method="aggregate", clubs=clubs)
    totals = {"A": 201 + 189 + 207 + 183, "B": 204 + 186 + 212 + 178, "C": 211 + 179}
    average = Fraction(sum(totals.values()), 3)
    for club, total in totals.items():
        assert standings.row(club).exact == total - average


def test_matches_with_a_revoke_use_the_first_paragraph():
    """Team matches: the revoking side's score, the adversaries 13 minus it."""
    rounds = [{"round": 1, "idle": [], "tables": [
        {"table": 1, "ns": 1, "ew": 4, "trays": [1, 2]},
        {"table": 2, "ns": 3, "ew": 2, "trays": [2, 1]}]}]
    movement = {"format": "whist-movement/1", "system": "two-teams", "form": "teams",
                "entrants": 4, "tables": 2, "trays": 2, "rounds": rounds,
                "teams": {"1": [1, 2], "2": [3, 4]}}
    results = [result(1, 1, 1, 7, revokes={"ns": 1, "ew": 0}), result(1, 2, 1, 7),
               result(1, 1, 2, 6), result(1, 2, 2, 7)]
    standings = scored(movement, results, method="matches")
    (match,) = standings.matches
    # tray 1: team 1 made 7 N-S, less 2 (the other table's 7 is no limit): 5; plus 6 E-W
    assert (match.a_tricks, match.b_tricks) == (5 + 6 + 6 + 6, 8 + 7 + 7 + 7)
    assert match.winner == 2 and standings.rows[0].entrant == 2


def test_individual_average_is_plus_minus_for_players():
    doc = fixture("e4_individuals.json")
    doc["method"] = "individual-average"
    standings = score(load_session(doc))
    assert sum(row.exact for row in standings.rows) == 0
    assert {row.name for row in standings.rows if row.rank == 1} <= set("acfh")


def test_score_cards_and_recap_for_printing():
    standings = score(load_session(fixture("e2_compass.json")))
    card = standings.cards[1]
    assert len(card) == 30 and card[0].round == 1 and card[0].direction == "NS"
    assert sum(c.tricks for c in card) == 201
    assert all(len(c.opponents) == 1 for c in card)
    recap = standings.recap[0]
    assert len(recap.lines) == 5
    line = recap.lines[0]
    assert line.ns_diff == line.ns_score - recap.average_ns
    doc = standings.to_json()
    assert doc["format"] == "whist-standings/1" and "matches" not in doc
    assert doc["standings"][0] == {"rank": 1, "entrant": 6, "name": "f", "direction": "EW",
                                   "tricks": 189, "score": 6, "exact": "6"}
    assert len(doc["recap"]) == 30 and len(doc["cards"]["1"]) == 30
