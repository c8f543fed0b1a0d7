"""The season ladder's rules: total, best N, average with a minimum; ties as an evening breaks them."""

import datetime
from fractions import Fraction

import pytest
from hypothesis import given, settings, strategies as st

from tournament.scoring.ladder import Credit, EventCredits, Figure, Kind, Rule, arithmetic, rank, shown

SETTINGS = settings(max_examples=80, deadline=None)
DAY = datetime.date(2026, 9, 1)


def event(number: int, credits: dict, places: dict | None = None) -> EventCredits:
    """An event on day ``number``: who -> shown score, or (shown, exact)."""
    out = []
    for who, value in credits.items():
        shown, exact = value if isinstance(value, tuple) else (value, value)
        out.append(Credit(who, Fraction(shown), Fraction(exact), (places or {}).get(who, 1)))
    return EventCredits(number, f"Evening {number}", DAY + datetime.timedelta(days=7 * number),
                        tuple(out))


def table(standings) -> list[tuple]:
    return [(s.rank, s.who, s.score) for s in standings]


def test_a_member_with_three_partners_is_credited_with_each_pairs_score():
    # Alice plays with Bob, then Carol, then Dan: each evening credits her with that pair's score.
    season = [event(1, {"Alice": 3, "Bob": 3, "Eve": -3, "Fay": -3}),
              event(2, {"Alice": -1, "Carol": -1, "Eve": 1, "Fay": 1}),
              event(3, {"Alice": 4, "Dan": 4, "Bob": -4, "Carol": -4})]
    ladder = rank(season, Rule(Kind.TOTAL))
    alice = next(s for s in ladder if s.who == "Alice")
    assert alice.score == 6 and alice.events == 3 and alice.rank == 1
    assert [p.score for p in alice.played] == [3, -1, 4]
    by_who = {s.who: s.score for s in ladder}
    assert by_who == {"Alice": 6, "Bob": -1, "Carol": -5, "Dan": 4, "Eve": -2, "Fay": -2}


def test_best_n_keeps_the_best_and_ties_break_on_the_exact_scores_then_share():
    season = [event(1, {"A": (5, Fraction(47, 10)), "B": 2, "C": 5, "D": 1}),
              event(2, {"A": -3, "B": (3, Fraction(31, 10)), "C": 2, "D": 6}),
              event(3, {"A": 2, "B": 2, "C": -6, "D": 1})]
    ladder = rank(season, Rule(Kind.BEST, n=2))
    # A: 5 + 2 = 7 (exact 6.7); C: 5 + 2 = 7 (exact 7); B: 3 + 2 = 5; D: 6 + 1 = 7 (exact 7)
    assert table(ladder) == [(1, "C", 7), (1, "D", 7), (3, "A", 7), (4, "B", 5)]
    a = next(s for s in ladder if s.who == "A")
    assert [p.counted for p in a.played] == [True, False, True]
    # D's two 1s tie for its second event: the earlier one counts.
    d = next(s for s in ladder if s.who == "D")
    assert [p.counted for p in d.played] == [True, True, False]


def test_average_needs_the_minimum_number_of_events_to_be_ranked():
    season = [event(1, {"A": 4, "B": 10, "C": 1}), event(2, {"A": 2, "C": 1}), event(3, {"A": 0, "C": 1})]
    ladder = rank(season, Rule(Kind.AVERAGE, minimum=2))
    assert table(ladder) == [(1, "A", 2), (2, "C", 1), (None, "B", 10)]


def test_an_event_withdrawn_leaves_the_ladder_at_once():
    season = [event(1, {"A": 4, "B": -4}), event(2, {"A": -6, "B": 6})]
    assert table(rank(season, Rule()))[0] == (1, "B", 2)
    assert table(rank(season[:1], Rule())) == [(1, "A", 4), (2, "B", -4)]
    assert rank([], Rule()) == ()


def test_best_n_refuses_a_missing_n():
    with pytest.raises(ValueError):
        Rule(Kind.BEST)
    with pytest.raises(ValueError):
        Rule(Kind.BEST_AVERAGE, n=0)
    with pytest.raises(ValueError):
        Rule(forms=frozenset())


def test_the_average_of_the_best_n_and_the_sum_the_page_shows():
    season = [event(1, {"A": Fraction(6250, 100)}), event(2, {"A": Fraction(5833, 100)}),
              event(3, {"A": 40}), event(4, {"A": 55})]
    best = rank(season, Rule(Kind.BEST_AVERAGE, n=3))[0]
    assert best.score == Fraction(6250 + 5833 + 5500, 300)
    assert arithmetic(best, Rule(Kind.BEST_AVERAGE, n=3)) == "(62.50 + 58.33 + 55) / 3 = 58.61"
    total = rank(season, Rule(Kind.BEST, n=3))[0]
    assert arithmetic(total, Rule(Kind.BEST, n=3)) == "62.50 + 58.33 + 55 = 175.83"
    assert [p.counted for p in total.played] == [True, True, False, True]


def test_a_ladder_says_which_evenings_it_cannot_compare():
    pairs_only = Rule(forms=frozenset({"pairs"}))
    assert pairs_only.refusal("pairs") == ""
    assert pairs_only.refusal("teams") == "a teams evening: this ladder takes pairs evenings"
    assert Rule(fixed_pairs=True).refusal("individuals").startswith("an individuals evening has no fixed pairs")
    assert Rule().refusal("pairs", "a match between two clubs") == "a match between two clubs"
    # An evening left out credits nobody, whatever it holds.
    season = [event(1, {"A": 60, "B": 40}), EventCredits(2, "Teams", DAY, (Credit("B", Fraction(90), Fraction(90), 1),),
                                                       "a teams evening: this ladder takes pairs evenings")]
    assert table(rank(season, pairs_only)) == [(1, "A", 60), (2, "B", 40)]
    assert "place points" in Rule(figure=Figure.POINTS).describe()


def test_figures_read_to_the_hundredth_a_half_up():
    assert [shown(v) for v in (Fraction(29286, 400), Fraction(7, 2), Fraction(300, 7), 5)] == [
        "73.22", "3.50", "42.86", "5"]


scores = st.integers(-12, 12)
exacts = st.fractions(min_value=-12, max_value=12, max_denominator=6)
members = st.sampled_from("ABCDEFG")
seasons = st.lists(st.dictionaries(members, st.tuples(scores, exacts), min_size=1, max_size=7),
                   max_size=6)
rules = st.one_of(st.builds(Rule, st.just(Kind.TOTAL), st.none(), st.integers(0, 4)),
                  st.builds(Rule, st.just(Kind.BEST), st.integers(1, 6), st.integers(0, 4)),
                  st.builds(Rule, st.just(Kind.BEST_AVERAGE), st.integers(1, 6), st.integers(0, 4)),
                  st.builds(Rule, st.just(Kind.AVERAGE), st.none(), st.integers(0, 4)))


def season_of(raw) -> list[EventCredits]:
    return [event(i, credits) for i, credits in enumerate(raw, 1)]


@SETTINGS
@given(seasons, rules)
def test_places_follow_shown_then_exact_and_equal_lines_share(raw, rule):
    ladder = rank(season_of(raw), rule)
    ranked_lines = [s for s in ladder if s.rank is not None]
    for place, line in enumerate(ranked_lines, 1):
        better = [o for o in ranked_lines if (o.score, o.exact) > (line.score, line.exact)]
        assert line.rank == len(better) + 1
        assert line.rank <= place
    assert all(s.events < max(rule.minimum, 1) for s in ladder if s.rank is None)
    assert all(s.events >= rule.minimum for s in ranked_lines)


@SETTINGS
@given(seasons, rules)
def test_the_rules_score_what_they_say(raw, rule):
    for line in rank(season_of(raw), rule):
        shown = [p.score for p in line.played]
        counted = [p.score for p in line.played if p.counted]
        if rule.kind == Kind.TOTAL:
            assert line.score == sum(shown)
        elif rule.kind == Kind.AVERAGE:
            assert line.score == Fraction(sum(shown), len(shown))
        elif rule.kind == Kind.BEST_AVERAGE:
            assert len(counted) == min(rule.n, len(shown))
            assert line.score == Fraction(sum(counted), len(counted))
        else:
            assert len(counted) == min(rule.n, len(shown))
            assert sorted(counted, reverse=True) == sorted(shown, reverse=True)[:len(counted)]
            assert line.score == sum(counted)


@SETTINGS
@given(seasons, st.randoms())
def test_the_order_events_are_given_in_changes_nothing(raw, rnd):
    season = season_of(raw)
    shuffled = list(season)
    rnd.shuffle(shuffled)
    assert rank(season, Rule()) == rank(shuffled, Rule())


@SETTINGS
@given(seasons, st.integers(1, 6))
def test_best_n_of_at_least_every_event_is_the_total(raw, n):
    season = season_of(raw)
    if n >= len(season):
        assert table(rank(season, Rule(Kind.BEST, n=n))) == table(rank(season, Rule()))


@SETTINGS
@given(seasons, st.data())
def test_a_better_evening_never_costs_a_place(raw, data):
    season = season_of(raw)
    if not season:
        return
    before = {s.who: s.rank for s in rank(season, Rule())}
    i = data.draw(st.integers(0, len(season) - 1))
    who = data.draw(st.sampled_from(sorted(c.who for c in season[i].credits)))
    better = tuple(Credit(c.who, c.score + 1, c.exact + 1, c.place) if c.who == who else c
                   for c in season[i].credits)
    season[i] = EventCredits(season[i].event, season[i].name, season[i].date, better)
    after = {s.who: s.rank for s in rank(season, Rule())}
    assert after[who] <= before[who]
