"""Put-in-Bay's teams ranked by aggregate tricks against the average of all teams (004:904)."""

from fractions import Fraction

import movements
from scoring_cases import result, results_for, scored


def test_three_teams_of_twelve_against_the_average_of_all_teams():
    movement = movements.generate("put-in-bay", 18).to_json()
    clubs = movement["clubs"]
    team_of = {p: int(t) for t, pairs in clubs.items() for p in pairs}
    # Team 1's N-S pairs (row 1, tables 1-3) take 8 tricks everywhere, every other N-S pair 6.
    standings = scored(movement, results_for(movement, lambda r, t, tray: 8 if t <= 3 else 6),
                       method="aggregate", clubs=clubs)
    assert {row.entrant for row in standings.rows} == {"1", "2", "3"}      # the clubs' keys
    # Per team: its N-S pairs hold 3 tables x 2 stages x 3 rounds x 2 trays = 36 trays.
    ns = {1: 36 * 8, 2: 36 * 6, 3: 36 * 6}
    ew = {team: 0 for team in ns}
    for rnd in movement["rounds"]:
        for t in rnd["tables"]:
            ew[team_of[t["ew"]]] += (13 - (8 if t["table"] <= 3 else 6)) * len(t["trays"])
    totals = {team: ns[team] + ew[team] for team in ns}
    average = Fraction(sum(totals.values()), 3)
    for row in standings.rows:
        team = int(row.entrant)
        assert row.exact == totals[team] - average
    assert standings.rows[0].entrant == "1"


def test_a_team_with_an_odd_pair_adds_the_average_of_the_pairs_opposite():
    """004:825: "each team should add to its score the average of all the scores of those
    seated opposite its odd pair": three teams of ten, each with 3 N-S pairs and 2 E-W."""
    movement = movements.generate("put-in-bay", 15).to_json()
    clubs = movement["clubs"]
    team_of = {p: int(t) for t, pairs in clubs.items() for p in pairs}
    played = [result(r["round"], t["table"], tray, (t["table"] + tray) % 5 + 5)
              for r in movement["rounds"] for t in r["tables"] if t["ns"] and t["ew"]
              for tray in t["trays"]]
    standings = scored(movement, played, method="aggregate", clubs=clubs)
    pair_total = {p: 0 for p in team_of}
    for rnd in movement["rounds"]:
        for t in rnd["tables"]:
            if t["ns"] and t["ew"]:
                for tray in t["trays"]:
                    ns = (t["table"] + tray) % 5 + 5
                    pair_total[t["ns"]] += ns
                    pair_total[t["ew"]] += 13 - ns
    ew_pairs = [p for pairs in clubs.values() for p in pairs[3:]]
    ew_average = Fraction(sum(pair_total[p] for p in ew_pairs), len(ew_pairs))
    totals = {int(t): sum(pair_total[p] for p in pairs) + ew_average for t, pairs in clubs.items()}
    average = Fraction(sum(totals.values()), 3)
    assert {int(row.entrant): row.exact for row in standings.rows} == \
        {team: total - average for team, total in totals.items()}
