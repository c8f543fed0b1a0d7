"""club-sets: the sum of the sets' majorities; example E3 reproduced from its rule (003:7449-7484)."""

from __future__ import annotations

import random

import pytest

import movements
from tournament.scoring import load_session, score
from tournament.scoring.session import SessionError

from scoring_cases import fixture, scored


def club_match_results(movement, ns_tricks) -> list[dict]:
    return [{"round": p.round, "table": p.table, "tray": p.tray, "ns": ns_tricks(p)}
            for p in movement.plays()]


def test_e3_from_its_rule_o_one_up_at_table_1_x_three_up_at_table_2_x_wins_by_two():
    """One four a side at two tables, the fours changing places (003:7454-7479).

    Hand 1 at table 1: O's N-S make 7, X's E-W 6; O's E-W overplay it and make 6:
    O's total 13, no gain.  Over the match O has a majority of one trick at
    table No. 1 and X of three at table No. 2: X wins by two.
    """
    m = movements.generate("club-match", 2, trays_per_round=1)
    clubs = {who: club for club, members in m.extra["clubs"].items() for who in members}
    o_gain = {1: 0, 3: 1, 5: 0, 2: -1, 4: -2, 6: 0}     # O's gain on each tray, per the seed's sums

    def ns_tricks(p):
        first_play = p.round % 2 == 1
        ns_is_o = clubs[p.ns[0]] == "O"
        # O holds N-S on one play and E-W on the other: the whole gain on the first play.
        # Tray 1: O's N-S 7 (X's E-W 6), then X's N-S 7, so O's E-W 6.
        o_tricks = 7 + o_gain[p.tray] if first_play else 6
        return o_tricks if ns_is_o else 13 - o_tricks

    standings = scored(m.to_json(), club_match_results(m, ns_tricks), method="club-sets")
    at = {int(match.label.split()[1]): match for match in standings.matches}
    assert (at[1].winner, at[1].margin) == ("O", 1)                  # O: a majority of one trick
    assert (at[2].winner, -at[2].margin) == ("X", 3)                 # X: three at table No. 2
    assert at[1].label == "table 1 (set of tables 1, 2)"
    assert [(r.entrant, r.score, r.rank) for r in standings.rows] == [("X", 2, 1), ("O", -2, 2)]
    tray1 = {(line.round, line.table): line for line in standings.recap[0].lines}
    assert tray1[(1, 1)].ns_score == 7 and tray1[(2, 1)].ew_score == 6   # 7 + 6 = 13: no gain


def test_the_e3_fixture_scores_alike_by_sets_and_by_aggregate():
    doc = fixture("e3_club_match.json")
    by_sets = score(load_session({**doc, "method": "club-sets"}))
    by_aggregate = score(load_session(doc))
    assert [(r.entrant, r.score) for r in by_sets.rows] == [(r.entrant, r.score) for r in by_aggregate.rows]
    assert [m.label for m in by_sets.matches] == ["table 1 (set of tables 1, 2)", "table 2 (set of tables 1, 2)",
                                                   "table 3 (set of tables 3, 4)", "table 4 (set of tables 3, 4)"]


@pytest.mark.parametrize("system,size", [("club-match", 4), ("league", 16), ("harvard", 6),
                                         ("league", 8)])
def test_the_sum_of_the_majorities_is_each_clubs_tricks_over_half(system, size):
    m = movements.generate(system, size)
    rng = random.Random(system)
    results = [{"round": p.round, "table": p.table, "tray": p.tray, "ns": rng.randint(3, 10)}
               for p in m.plays()]
    standings = scored(m.to_json(), results, method="club-sets")
    a, b = standings.rows
    assert a.score == -b.score and a.tricks + b.tricks == 26 * m.trays
    assert a.score == a.tricks - 13 * m.trays
    assert sum(match.margin for match in standings.matches) in (a.score, -a.score)


def test_club_sets_refuses_a_movement_without_two_clubs():
    m = movements.generate("howell-pairs", 6)
    results = [{"round": p.round, "table": p.table, "tray": p.tray, "ns": 7} for p in m.plays()]
    with pytest.raises(SessionError, match="scores a match of two clubs"):
        scored(m.to_json(), results, method="club-sets")
    with pytest.raises(SessionError, match="naming the two clubs"):
        scored(m.to_json(), results, method="club-sets", clubs={"A": [1, 2], "B": [3, 4], "C": [5, 6]})
