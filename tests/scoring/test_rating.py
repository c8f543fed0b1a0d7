"""The members' rating (no database): the worked example of docs/ladders.md, and its laws."""

import datetime
from fractions import Fraction

from hypothesis import given, settings, strategies as st

from tournament.scoring.rating import MEMORY_TRAYS, Performance, RatedEvening, provisional, rate

SETTINGS = settings(max_examples=30, deadline=None)
DAY = datetime.date(2026, 10, 6)


def evening(n, *performances):
    return RatedEvening(n, DAY + datetime.timedelta(weeks=n), tuple(performances))


def test_the_worked_example():
    # docs/ladders.md, "The rating": everyone starts at 50, held with the weight of 24 trays.
    one = evening(1, Performance("Ann", Fraction(60), 24, "Ben"), Performance("Ben", Fraction(60), 24, "Ann"),
                  Performance("Cat", Fraction(40), 24, "Dan"), Performance("Dan", Fraction(40), 24, "Cat"))
    two = evening(2, Performance("Ann", Fraction(55), 20, "Cat"), Performance("Cat", Fraction(55), 20, "Ann"),
                  Performance("Ben", Fraction(45), 20, "Eve"), Performance("Eve", Fraction(45), 20, "Ben"))
    steps = rate([two, one])   # the date, not the order given, decides
    ann = steps["Ann"]
    # Evening 1: F = 50, A = 60, performance 2 * 60 - 50 = 70, (50 * 24 + 70 * 24) / 48 = 60.
    assert (ann[0].field, ann[0].adjusted, ann[0].performance, ann[0].after) == (50, 60, 70, 60)
    assert steps["Cat"][0].after == 40
    # Evening 2: F = (60 + 40 + 60 + 50) / 4 = 52.5; Ann's A = 55 + 2.5 = 57.5;
    # performance 2 * 57.5 - 40 (Cat) = 75; (60 * 48 + 75 * 20) / 68 = 1095/17 = 64.4118
    # (kept to four decimals).
    assert (ann[1].field, ann[1].adjusted, ann[1].partner, ann[1].performance) == (52.5, 57.5, 40, 75)
    assert ann[1].after == 64.4118
    assert steps["Cat"][1].after == 44.4118     # 755/17: performance 115 - 60 = 55
    assert steps["Ben"][1].after == 55.5882     # 945/17: A = 47.5, performance 95 - 50 = 45
    assert steps["Eve"][0].after == 43.1818     # 475/11: (50 * 24 + 35 * 20) / 44
    assert provisional(steps["Eve"]) and provisional(ann)   # 20 and 44 trays played: fewer than 48
    assert not provisional(rate([one, two, evening(3, Performance("Ann", Fraction(50), 4, None))])["Ann"])


def test_an_individuals_evening_rates_the_percentage_itself():
    steps = rate([evening(1, Performance("Ann", Fraction(70), 24), Performance("Ben", Fraction(30), 24))])
    assert steps["Ann"][0].performance == 70 and steps["Ann"][0].after == 60


percent = st.fractions(min_value=0, max_value=100, max_denominator=12)
people = st.sampled_from("ABCDEF")
evenings = st.lists(st.lists(st.tuples(people, percent, st.integers(1, 30), st.one_of(st.none(), people)),
                             min_size=1, max_size=6), max_size=6)


def build(raw):
    out = []
    for n, perfs in enumerate(raw):
        seen, performances = set(), []
        for who, p, t, partner in perfs:
            if who not in seen:
                seen.add(who)
                performances.append(Performance(who, p, t, partner if partner != who else None))
        out.append(evening(n, *performances))
    return out


@SETTINGS
@given(evenings)
def test_ratings_stay_percentages_and_the_weight_is_bounded(raw):
    for steps in rate(build(raw)).values():
        for step in steps:
            assert 0 <= step.after <= 100 and 0 <= step.performance <= 100
            half = 0.00005 + 1e-9   # the rating is kept to four decimals
            assert min(step.before, step.performance) - half <= step.after <= max(step.before, step.performance) + half
            assert step.weight <= MEMORY_TRAYS


@SETTINGS
@given(evenings)
def test_an_average_club_stays_at_fifty(raw):
    fifty = [[(who, Fraction(50), t, None) for who, _, t, _ in perfs] for perfs in raw]
    assert all(s.after == 50 for steps in rate(build(fifty)).values() for s in steps)


@SETTINGS
@given(evenings)
def test_a_rating_is_the_arithmetic_it_shows(raw):
    for steps in rate(build(raw)).values():
        for step in steps:
            assert abs(step.adjusted - (step.percentage + step.field - 50)) < 1e-9
            expected = step.adjusted if step.partner is None else 2 * step.adjusted - step.partner
            assert abs(step.performance - min(max(expected, 0), 100)) < 1e-9
            mean = (step.before * step.weight + step.performance * step.trays) / (step.weight + step.trays)
            assert abs(step.after - mean) <= 0.00005 + 1e-9
