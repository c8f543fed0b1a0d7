"""Put-in-Bay's teams ranked by aggregate tricks against the average of all teams (004:904)."""

from fractions import Fraction

import movements
from scoring_cases import results_for, scored


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
