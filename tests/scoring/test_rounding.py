"""Whist rounding (§2): the nearest whole trick, a half counting as a whole."""

from __future__ import annotations

from fractions import Fraction

import pytest

from tournament.scoring.rounding import fraction_text, number, rounded_ratio, whist_round
from tournament.scoring.standings import ranked
from tournament.scoring.rounding import signed


@pytest.mark.parametrize("value, expected", [
    (Fraction(724, 5), 145), (Fraction(576, 5), 115), (Fraction(15, 2), 8), (207, 207),
    (Fraction(13, 2), 7), (Fraction(29, 4), 7), (Fraction(-1, 2), 0), (Fraction(-3, 2), -1)])
def test_whist_round(value, expected):
    assert whist_round(value) == expected


def test_rounded_ratio_agrees_with_whist_round():
    for total in range(0, 200):
        for count in range(1, 12):
            assert rounded_ratio(total, count) == whist_round(Fraction(total, count))


def test_exchange_format_numbers():
    assert fraction_text(Fraction(19, 5)) == "19/5"
    assert fraction_text(Fraction(-3)) == "-3"
    assert number(Fraction(3, 2)) == 1.5 and number(Fraction(4)) == 4


def test_shared_places():
    places = ranked([5, 3, 3, 1], key=lambda x: x)
    assert [p for p, _ in places] == [1, 2, 2, 4]


def test_signed_shows_equals_at_the_average():
    assert [signed(v) for v in (0, 4, -3, Fraction(1, 2), Fraction(-5, 2))] == [
        "=", "+4", "-3", "+½", "-2½"]
