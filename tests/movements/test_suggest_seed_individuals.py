"""suggest offers the seed's memory, couples and Foster pair systems where they fit."""

import pytest

from movements.suggest import suggest

OFFERED = [("pairs", 4, "foster-four-pairs", None), ("pairs", 6, "foster-six-pairs", None),
           ("individuals", 4, "memory", "foster"), ("individuals", 4, "memory", "thirds"),
           ("individuals", 4, "memory", "up-and-back"), ("individuals", 10, "memory", "up-and-back"),
           ("individuals", 12, "ladies-and-gentlemen", "standard"),
           ("individuals", 16, "ladies-and-gentlemen", "relay"),
           ("individuals", 24, "ladies-and-gentlemen", "halves"),
           ("individuals", 16, "safford-couples", None)]


@pytest.mark.parametrize("form, count, system, variant", OFFERED)
def test_offered_where_it_fits(form, count, system, variant):
    assert (system, variant) in [(c.system, c.variant) for c in suggest(form, count)]


@pytest.mark.parametrize("form, count, system", [
    ("pairs", 5, "foster-four-pairs"), ("individuals", 6, "memory"),
    ("individuals", 12, "safford-couples"), ("individuals", 14, "ladies-and-gentlemen")])
def test_not_offered_where_it_does_not(form, count, system):
    assert system not in [c.system for c in suggest(form, count)]
