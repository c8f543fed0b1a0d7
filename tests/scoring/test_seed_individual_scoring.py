"""The seed systems scored: memory (E5, the E & W hands only), four winners, six pairs."""

from fractions import Fraction

from hypothesis import given, settings
from hypothesis import strategies as st

import movements
from scoring_cases import results_for, scored

# E5: "No. 3 finishes plus 6; No. 4 plus 2; No. 1 minus 4; and No. 2 minus 4."  The card is
# lost; these tricks give S's partnership (S = No. 4, with c = No. 3 on hands 1-4, b on 5-8,
# a on 9-12) a gain of 4, -1 and -1 on the three thirds, the only gains that tabulate to
# E5's figures when a, b, c, S are Nos. 1, 2, 3, 4.
ORIGINAL_NS = {tray: 7 for tray in range(1, 13)}
OVERPLAY_NS = {**ORIGINAL_NS, 4: 3, 5: 8, 9: 8}   # held by S's opponents on the overplay
E5 = {3: 6, 4: 2, 1: -4, 2: -4}


def foster_memory():
    movement = movements.generate("memory", 4, variant="foster")
    replay = movement.extra["replay_from"]
    return movement.to_json(), replay


def e5_results():
    doc, replay = foster_memory()
    return doc, results_for(doc, lambda r, t, tray: (OVERPLAY_NS if r >= replay
                                                       else ORIGINAL_NS)[tray])


def test_e5_four_individuals_tabulate_as_printed():
    doc, results = e5_results()
    standings = scored(doc, results, method="east-west")
    for player, figure in E5.items():
        row = standings.row(player)
        assert (row.score, row.exact) == (figure, figure), player
    assert sum(r.exact for r in standings.rows) == 0
    assert standings.rows[0].entrant == 3
    # plus/minus against the deal averages comes to the same tricks, only rounded per hand
    average = scored(doc, results, method="individual-average")
    assert {p: average.row(p).exact for p in E5} == E5


def test_the_east_and_west_hands_only():
    """Up and back: 'The difference in the totals of these two sets of score-cards will show
    which pair gained the most tricks' - pair 2's E & W card against pair 1's."""
    movement = movements.generate("memory", 4)
    doc, replay = movement.to_json(), movement.extra["replay_from"]
    # original: pair 1 (players 1, 2) N-S makes 7, so pair 2 makes 6 E & W on each of 12 hands;
    # overplay: pair 1 holds those E & W hands and makes 8 on hand 1, 6 on the others.
    results = results_for(doc, lambda r, t, tray: 7 if r < replay else (5 if tray == 1 else 7))
    standings = scored(doc, results, method="east-west")
    assert {p: standings.row(p).score for p in (1, 2, 3, 4)} == {1: 2, 2: 2, 3: -2, 4: -2}
    assert standings.row(1).exact == Fraction(2)


def test_ladies_and_gentlemen_have_four_winners():
    """003:8808: the best N and E ladies and the best S and W gentlemen; the rows rank
    by tricks above the average of the seat, the choice if one is necessary."""
    movement = movements.generate("ladies-and-gentlemen", 12, trays_per_round=1)
    doc = movement.to_json()
    # table 2's N-S make 8 on every tray, everyone else 7-6: lady 2 (N) is best North, and
    # the gentlemen who sat S at table 2 share what it gave them.
    results = results_for(doc, lambda r, t, tray: 8 if t == 2 else 7)
    standings = scored(doc, results, method="four-winners")
    assert standings.row(2).direction == "N" and standings.row(2).tricks == 24
    assert standings.averages["N"] == (22, 22) and standings.row(2).score == 2
    assert standings.notes[0] == "Best North: 2"
    assert standings.notes[2] == "Best South: 7 and 8 and 9"
    assert [n.split(":")[0] for n in standings.notes] == ["Best North", "Best East",
                                                          "Best South", "Best West"]


def test_six_pairs_take_no_notice_of_the_fill_ins():
    """003:8378: the last set is 'simply a match between the a and d pairs'; b and c,
    filling the N & S seats, play no match there, so each two pairs meet in one match."""
    movement = movements.generate("foster-six-pairs", 6)
    doc = movement.to_json()
    standings = scored(doc, results_for(doc, lambda r, t, tray: 7 + (t == 1)), method="matches")
    assert sorted((m.a, m.b) for m in standings.matches) == [
        (a, b) for a in range(1, 7) for b in range(a + 1, 7)]
    b_c = next(m for m in standings.matches if (m.a, m.b) == (2, 3))
    assert max(b_c.trays) < 15


@settings(max_examples=40, deadline=None)
@given(variant=st.sampled_from(movements.get("memory").variants),
       tricks=st.lists(st.integers(0, 13), min_size=24, max_size=24))
def test_memory_gains_sum_to_nothing_and_agree_with_the_deal_averages(variant, tricks):
    """Whatever the tricks, the E & W gains of one table sum to zero, and plus/minus against
    the deal averages gives every player the same exact figure (each gain counted once)."""
    movement = movements.generate("memory", 4, variant=variant)
    doc = movement.to_json()
    order = iter(tricks)
    results = results_for(doc, lambda r, t, tray: next(order))
    east_west = scored(doc, results, method="east-west")
    average = scored(doc, results, method="individual-average")
    assert sum(r.exact for r in east_west.rows) == 0
    assert {r.entrant: r.exact for r in east_west.rows} == \
        {r.entrant: r.exact for r in average.rows}
