"""The three rulings of 2026-11-23 (../shared/spec/scoring.md), pinned as the default scoring.

1. Law X §4's "in no case" covers the first phase too: the tricks won before the first
   revoke limit the transfer there (``Policy.before_revoke_limits_first_phase``, on).
2. Exact scores come from exact averages, for adjusted and unplayed tables too: an
   ``average`` table takes the exact mean of the clean tables (17/3), not its rounding (6).
3. Individual events are scored as pair matches under §7.
"""

from fractions import Fraction

from tests.scoring.scoring_cases import one_tray
from tournament.scoring.policy import DEFAULT


def test_the_first_phase_transfer_is_limited_by_default():
    assert DEFAULT.before_revoke_limits_first_phase is True


def test_an_average_table_takes_the_exact_mean_in_the_exact_score():
    # Tray 1: tables 2-4 clean with N-S 5, 6, 6 (mean 17/3, shown 6); table 1 average.
    # Every other tray is 7 to N-S, so N-S pairs 1-4 total 21 + (17/3 | 5 | 6 | 6).
    standings = one_tray(4, {1: 0, 2: 5, 3: 6, 4: 6}, {1: {"adjusted": "average", "ns": None}})
    rows = {row.entrant: row for row in standings.rows}
    assert rows[1].tricks == 27                      # shown: the rounded average, 6
    # exact N-S average (21 + 17/3 + 26 + 27 + 27) / 4 = 80/3; with 6 it would be 107/4
    assert rows[2].exact == 26 - Fraction(80, 3) == Fraction(-2, 3)
    assert rows[1].exact == 21 + Fraction(17, 3) - Fraction(80, 3) == 0


def test_individual_methods_are_pair_matches():
    assert {"individual-loss", "individual-average"} <= DEFAULT.pair_match_methods
