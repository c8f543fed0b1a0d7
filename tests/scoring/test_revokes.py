"""Law X Sec. 4 clause by clause (1900), and the 1897 and English transfers (§7)."""

from __future__ import annotations

import pytest

from tournament.scoring import load_session, score
from tournament.scoring.policy import Policy
from tournament.scoring.revokes import Limits, penalise, transfer

from scoring_cases import mitchell, one_tray, results_for, session_doc, tray_lines

NO_LIMITS = Limits(average={"ns": None, "ew": None}, best={"ns": None, "ew": None},
                   worst={"ns": None, "ew": None})


def made(ns: int) -> dict:
    return {"ns": ns, "ew": 13 - ns}


def ns_revokes(k: int) -> dict:
    return {"ns": k, "ew": 0}


def limits(average=None, best=None, worst=None) -> Limits:
    """Limits for an N-S revoke: N-S average and worst, E-W best."""
    return Limits(average={"ns": average, "ew": None}, best={"ns": None, "ew": best},
                  worst={"ns": worst, "ew": None})


NOTHING_BEFORE = {"ns": None, "ew": None}


@pytest.mark.parametrize("k, expected", [(1, 2), (2, 3), (3, 4), (5, 6)])
def test_two_for_the_first_revoke_and_one_for_each_further(k, expected):
    assert transfer("1900", k) == expected
    out = penalise("1900", made(9), ns_revokes(k), NOTHING_BEFORE, NO_LIMITS, pair_match=False)
    assert out.own == {"ns": 9 - expected, "ew": 4 + expected}


@pytest.mark.parametrize("laws, k, expected", [("1897", 1, 2), ("1897", 3, 6),
                                               ("english", 1, 3), ("english", 2, 6)])
def test_1897_and_english_transfers_per_revoke(laws, k, expected):
    assert transfer(laws, k) == expected


def test_1897_has_no_limits():
    out = penalise("1897", made(9), ns_revokes(2), {"ns": 8, "ew": None},
                   limits(average=3, best=4, worst=8), pair_match=True)
    assert out.own == out.counted == {"ns": 5, "ew": 8}


def test_english_three_tricks_a_revoke_never_below_nothing():
    out = penalise("english", made(4), ns_revokes(2), NOTHING_BEFORE, NO_LIMITS, pair_match=True)
    assert out.own == {"ns": 0, "ew": 13}


def test_revoking_side_cannot_score_more_than_the_average():
    """9 made, one revoke: 7, but the average of the other tables is 6."""
    out = penalise("1900", made(9), ns_revokes(1), NOTHING_BEFORE, limits(average=6),
                   pair_match=False)
    assert out.own == {"ns": 6, "ew": 7}


def test_average_does_not_limit_when_below_it_already():
    out = penalise("1900", made(6), ns_revokes(1), NOTHING_BEFORE, limits(average=8),
                   pair_match=False)
    assert out.own == {"ns": 4, "ew": 9}


def test_tricks_won_before_the_first_revoke_are_kept():
    out = penalise("1900", made(3), ns_revokes(2), {"ns": 2, "ew": None}, NO_LIMITS,
                   pair_match=False)
    assert out.own == {"ns": 2, "ew": 11}


def test_before_revoke_floor_beats_the_average_cap():
    out = penalise("1900", made(5), ns_revokes(1), {"ns": 2, "ew": None}, limits(average=1),
                   pair_match=False)
    assert out.own["ns"] == 2


def test_pair_match_adversaries_not_lifted_above_the_best_elsewhere():
    """E-W made 5, +2 would be 7, but the best E-W score at the other tables is 6."""
    out = penalise("1900", made(8), ns_revokes(1), NOTHING_BEFORE, limits(best=6, worst=0),
                   pair_match=True)
    assert out.own["ew"] == out.counted["ew"] == 6


def test_pair_match_adversaries_score_above_the_best_stands_as_made():
    out = penalise("1900", made(6), ns_revokes(1), NOTHING_BEFORE, limits(best=6, worst=0),
                   pair_match=True)
    assert out.own["ew"] == 7          # they won 7 themselves; the penalty adds nothing


def test_pair_match_revoking_pair_not_below_the_worst_until_averages_are_fixed():
    """N-S made 6, one revoke: 4 in the end, but 5 (the worst elsewhere) for the averages."""
    out = penalise("1900", made(6), ns_revokes(1), NOTHING_BEFORE, limits(worst=5),
                   pair_match=True)
    assert out.counted["ns"] == 5
    assert out.own["ns"] == 4          # the second phase: the full penalty


def test_pair_match_second_phase_applies_the_average_cap():
    out = penalise("1900", made(10), ns_revokes(1), NOTHING_BEFORE,
                   limits(average=7, worst=9, best=13), pair_match=True)
    assert out.counted["ns"] == 9 and out.own["ns"] == 7


def test_both_sides_revoking_net_off_and_are_flagged():
    out = penalise("1900", made(7), {"ns": 1, "ew": 2}, NOTHING_BEFORE, limits(average=1),
                   pair_match=True)
    assert out.both_sides
    assert out.own == out.counted == {"ns": 8, "ew": 5}
    assert out.mark("ns", {"ns": 1, "ew": 2}) == "-R+R"


# The same clauses through a whole session: five tables, tray 1 at every table.

OTHERS = {2: 7, 3: 7, 4: 6, 5: 8}      # N-S tricks at the other tables on tray 1


def test_session_records_as_made_with_minus_and_plus_r():
    standings = one_tray(5, {1: 9, **OTHERS}, {1: {"revokes": {"ns": 1, "ew": 0}}})
    line = tray_lines(standings, 1)[1]
    assert (line.ns_made, line.ew_made) == (9, 4)
    assert (line.ns_mark, line.ew_mark) == ("-R", "+R")
    # full penalty: min(9 - 2, average 7) = 7; E-W: min(4 + 2, max(4, best 7)) = 6
    assert (line.ns_score, line.ew_score) == (7, 6)


def test_session_averages_use_the_first_phase_values():
    standings = one_tray(5, {1: 6, **OTHERS}, {1: {"revokes": {"ns": 1, "ew": 0}}})
    recap = next(r for r in standings.recap if r.tray == 1)
    # N-S counted for the averages: max(6 - 2, worst 6) = 6; (6 + 7 + 7 + 6 + 8) / 5 = 6.8
    assert (recap.average_ns, recap.exact_ns) == (7, pytest.approx(6.8))
    assert tray_lines(standings, 1)[1].ns_score == 4    # then the full penalty


def test_session_before_revoke_floor():
    standings = one_tray(5, {1: 3, **OTHERS},
                         {1: {"revokes": {"ns": 2}, "before_revoke": {"ns": 2}}})
    assert tray_lines(standings, 1)[1].ns_score == 2


def test_session_both_sides_revoking_is_flagged_for_the_director():
    standings = one_tray(5, {1: 7, **OTHERS}, {1: {"revokes": {"ns": 1, "ew": 1}}})
    line = tray_lines(standings, 1)[1]
    assert (line.ns_score, line.ew_score) == (7, 6)
    assert "both sides revoked" in line.note
    assert any("both sides revoked" in note for note in standings.notes)


def test_session_outside_pair_matches_the_first_paragraph_only():
    """Adversaries get 13 minus the revokers' score: N-S 6 made, 4 after; E-W 9."""
    movement = mitchell(5)
    results = results_for(movement, lambda r, t, tray: ({1: 6, **OTHERS}[t] if tray == 1 else 7),
                          {(1, 1): {"revokes": {"ns": 1}}})
    team_rules = Policy(pair_match_methods=frozenset())
    line = tray_lines(score(load_session(session_doc(movement, results)), team_rules), 1)[1]
    assert (line.ns_score, line.ew_score) == (4, 9)
    pair_rules = tray_lines(score(load_session(session_doc(movement, results))), 1)[1]
    assert (pair_rules.ns_score, pair_rules.ew_score) == (4, 7)   # E-W: best elsewhere is 7


@pytest.mark.parametrize("laws, expected", [("1897", 5), ("english", 3)])
def test_session_1897_and_english(laws, expected):
    standings = one_tray(5, {1: 9, **OTHERS}, {1: {"revokes": {"ns": 2}}}, laws=laws)
    line = tray_lines(standings, 1)[1]
    assert (line.ns_score, line.ew_score) == (expected, 13 - expected)


def test_pair_match_tricks_before_the_first_revoke_limit_the_first_phase_too():
    """3 made, two revokes (3 tricks), 2 won before the first: only 1 trick moves."""
    out = penalise("1900", made(3), ns_revokes(2), {"ns": 2, "ew": None}, NO_LIMITS,
                   pair_match=True)
    assert out.own["ns"] == 2
    assert out.counted == {"ns": 2, "ew": 11}


def test_policy_can_follow_the_spec_formulas_literally():
    out = penalise("1900", made(3), ns_revokes(2), {"ns": 2, "ew": None}, NO_LIMITS,
                   pair_match=True, floor_while_averaging=False)
    assert out.own["ns"] == 2
    assert out.counted == {"ns": 0, "ew": 13}          # r - P and o + P
