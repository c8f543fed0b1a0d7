"""The "Exact" column against "±" (issue 25, item 7): two quantities, not an inconsistency.

± is each tray's score against the deal average rounded to the nearest trick, a half up
(spec §2); Exact is the same against the exact average.  So Exact - ± is, entrant by entrant,
the sum over the trays it played of (rounded average - exact average) of its direction, and
over a long Howell that sum reaches several tricks, and can turn the sign.
"""

from fractions import Fraction

import movements
from tournament.demo import played_session
from tournament.scoring import score
from tournament.scoring.rounding import EXACT_MEANING, exact_text
from tournament.scoring.validate import load_session


def howell_evening(seed: int):
    movement = movements.generate("howell-pairs", 14, trays_per_round=2)
    doc = played_session("Thursday", "1897-07-05", "howell", movement, len(movement.rounds), seed)
    return score(load_session(doc))


def rounding_of(standings, entrant: int) -> Fraction:
    """What rounding the deal averages moved ``entrant``'s score by: the sum, over the trays it
    played, of its direction's rounded average less the exact one."""
    recap = {t.tray: t for t in standings.recap}
    moved = Fraction(0)
    for line in standings.cards[entrant]:
        if line.tricks is None:
            continue
        tray = recap[line.tray]
        rounded, exact = ((tray.average_ns, tray.exact_ns) if line.direction == "NS"
                          else (tray.average_ew, tray.exact_ew))
        moved += rounded - exact
    return moved


def test_exact_differs_from_the_score_by_the_rounding_of_the_averages_alone():
    standings = howell_evening(seed=6)
    gaps = []
    for row in standings.rows:
        assert row.exact - row.score == rounding_of(standings, row.entrant)
        gaps.append(row.exact - row.score)
    assert max(abs(g) for g in gaps) > 4                      # 4 1/7 tricks over 26 trays
    assert sum(1 for row in standings.rows if row.score * row.exact < 0) == 2   # two change sign


def test_exact_is_written_one_way_and_explained():
    assert [exact_text(v) for v in (Fraction(8663, 420), Fraction(-1, 3), 0, 5)] == [
        "+20.63", "-0.33", "=", "+5.00"]
    assert exact_text(Fraction(5, 2), signed_score=False) == "2.50"
    assert "breaks ties" in EXACT_MEANING and "Rounding each average" in EXACT_MEANING
