"""Scoring the movements the generators make (random results): the methods fit them."""

from __future__ import annotations

import random
from collections import Counter

import pytest

import movements
from tournament.scoring import load_session, score

from scoring_cases import session_doc


def scored(system: str, entrants: int, method: str, laws: str = "1900"):
    if system not in movements.SYSTEMS:
        pytest.skip(f"{system} is not registered yet")
    movement = movements.generate(system, entrants)
    rng = random.Random(f"{system}{entrants}")
    results = [{"round": p.round, "table": p.table, "tray": p.tray, "ns": rng.randint(2, 11)}
               for p in movement.plays()]
    return score(load_session(session_doc(movement.to_json(), results, method, laws)))


@pytest.mark.parametrize("teams", [5, 6])
def test_howell_teams_every_two_teams_play_one_match(teams):
    standings = scored("howell-teams", teams, "matches")
    assert len(standings.matches) == teams * (teams - 1) // 2
    for match in standings.matches:
        assert match.a_tricks + match.b_tricks == 26 * len(match.trays)
    assert sum(row.score for row in standings.rows) == len(standings.matches)
    assert sum(row.net_tricks for row in standings.rows) == 0


def test_four_pair_match_every_pair_compared_with_every_other_on_eight_deals():
    """004:449-455: "Eight hands complete a match"; matches won, then tricks."""
    standings = scored("four-pair-match", 4, "matches", laws="1897")
    assert [len(m.trays) for m in standings.matches] == [8] * 6
    assert Counter(p for m in standings.matches for p in (m.a, m.b)) == {1: 3, 2: 3, 3: 3, 4: 3}
    assert sum(row.net_tricks for row in standings.rows) == 0


@pytest.mark.parametrize("pairs", [10, 9])
def test_howell_pairs_plus_minus_sums_to_zero(pairs):
    standings = scored("howell-pairs", pairs, "howell")
    assert len(standings.rows) == pairs
    assert sum(row.exact for row in standings.rows) == 0


def test_mitchell_compass_each_direction_sums_to_zero_exactly():
    standings = scored("mitchell", 14, "compass")
    for direction in ("NS", "EW"):
        assert sum(r.exact for r in standings.rows if r.direction == direction) == 0
    assert not standings.notes
