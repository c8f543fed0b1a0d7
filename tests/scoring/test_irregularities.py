"""Adjusted scores (§1, §3, §8): average, lowest score, not played, new deal."""

from __future__ import annotations

from fractions import Fraction

import pytest

from tournament.scoring.irregularities import ruling

from scoring_cases import mitchell, one_tray, results_for, scored, tray_lines, tray_recap

OTHERS = {2: 7, 3: 7, 4: 6, 5: 8}


def test_average_gives_both_sides_the_rounded_average_of_the_clean_tables():
    standings = one_tray(5, {1: None, **OTHERS}, {1: {"adjusted": "average"}})
    line = tray_lines(standings, 1)[1]
    assert (line.ns_made, line.ns_score, line.ew_score) == (None, 7, 6)   # 28/4 = 7, 24/4 = 6
    assert line.adjusted == "average"


def test_average_at_a_half_rounds_up_for_both_sides_and_keeps_the_fraction():
    standings = one_tray(3, {1: None, 2: 6, 3: 7}, {1: {"adjusted": "average"}})
    line = tray_lines(standings, 1)[1]
    assert (line.ns_score, line.ew_score) == (7, 7)          # 6.5 and 6.5, a half counts as a whole
    assert (line.ns_exact, line.ew_exact) == (Fraction(13, 2), Fraction(13, 2))


def test_a_played_result_may_be_recorded_under_an_average():
    standings = one_tray(5, {1: 11, **OTHERS}, {1: {"adjusted": "average"}})
    line = tray_lines(standings, 1)[1]
    assert (line.ns_made, line.ns_score) == (11, 7)


def test_lowest_score_to_the_side_at_fault_average_to_the_other():
    standings = one_tray(5, {1: None, **OTHERS}, {1: {"adjusted": "lowest-ns"}})
    line = tray_lines(standings, 1)[1]
    assert (line.ns_score, line.ew_score) == (6, 6)          # lowest N-S 6; E-W average 6
    standings = one_tray(5, {1: None, **OTHERS}, {1: {"adjusted": "lowest-ew"}})
    line = tray_lines(standings, 1)[1]
    assert (line.ns_score, line.ew_score) == (7, 5)          # N-S average 7; lowest E-W 13-8


def test_not_played_scores_nothing_here_but_counts_as_average_in_compass_totals():
    standings = one_tray(5, {1: None, **OTHERS}, {1: {"adjusted": "not-played"}})
    line = tray_lines(standings, 1)[1]
    assert (line.ns_score, line.ew_score, line.ns_diff) == (None, None, None)
    recap = tray_recap(standings, 1)
    assert recap.exact_ns == 7                               # the four tables that played
    pair1 = standings.row(1)                                 # N-S at table 1
    assert pair1.tricks == 7 * 5                             # four sevens and the average 7


def test_not_played_counts_nothing_in_plus_minus():
    standings = one_tray(5, {1: None, **OTHERS}, {1: {"adjusted": "not-played"}},
                         method="howell")
    assert standings.row(1).score == 0


def test_missing_results_are_noted_and_count_as_not_played():
    movement = mitchell(3)
    results = [r for r in results_for(movement, lambda *_: 7) if (r["table"], r["tray"]) != (2, 2)]
    standings = scored(movement, results)
    assert standings.notes == ("1 result not entered yet",)
    assert tray_lines(standings, 2)[2].adjusted == "missing"


def test_an_adjustment_with_fewer_than_three_tables_is_noted():
    standings = one_tray(2, {1: None, 2: 7}, {1: {"adjusted": "average"}})
    assert any("the laws call for a new deal" in note for note in standings.notes)


@pytest.mark.parametrize("laws, irregularity, at_fault, adjusted", [
    ("1900", "adversary-surplus", None, "average"),
    ("1900", "partner-surplus", "ns", "average"),     # 1900 has no lowest-score case
    ("1900", "wrong-trump", None, "average"),         # Law IV Sec. 9
    ("1900", "wrong-slip", None, "average"),          # Law IV Sec. 10
    ("1897", "adversary-surplus", None, "average"),
    ("1897", "partner-surplus", "ew", "lowest-ew"),   # 004:930
    ("1897", "wrong-trump", "ns", "lowest-ns"),
    ("english", "wrong-trump", None, "average"),
])
def test_rulings_with_three_or_more_tables(laws, irregularity, at_fault, adjusted):
    decided = ruling(laws, 3, irregularity, at_fault)
    assert (decided.adjusted, decided.new_deal) == (adjusted, False)


@pytest.mark.parametrize("laws", ["1900", "1897"])
def test_with_fewer_than_three_tables_a_new_deal(laws):
    decided = ruling(laws, 2, "adversary-surplus")
    assert decided.new_deal and decided.adjusted is None
    assert "new deal" in decided.reason


def test_ruling_refuses_what_it_does_not_know():
    with pytest.raises(ValueError, match="unknown irregularity"):
        ruling("1900", 5, "spilled tea")
    with pytest.raises(ValueError, match="which side is at fault"):
        ruling("1897", 5, "wrong-trump")
