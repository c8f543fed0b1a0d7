"""Whist rounding: the nearest whole trick, a half counting as a whole.

"In taking averages fractions are disregarded, and the nearest whole number
taken, one-half counting as a whole" (1897 law (a), 004:906).  The exact value
is always kept beside the rounded one so that a tie can still be broken "by the
fraction of a trick".
"""

from __future__ import annotations

import math
from fractions import Fraction

HALF = Fraction(1, 2)


def whist_round(value) -> int:
    """The nearest whole number, a half rounding up (144.8 -> 145, 7.5 -> 8)."""
    return math.floor(Fraction(value) + HALF)


def rounded_ratio(total: int, count: int) -> int:
    """``whist_round(total / count)`` for whole numbers, without building a Fraction."""
    return (2 * total + count) // (2 * count)


def mean(values) -> Fraction:
    """The exact mean of a non-empty sequence of numbers."""
    values = list(values)
    return Fraction(sum(values), len(values))


def fraction_text(value) -> str:
    """An exact number as the exchange format writes it: "19/5", "-3" or "7"."""
    value = Fraction(value)
    if value.denominator == 1:
        return str(value.numerator)
    return f"{value.numerator}/{value.denominator}"


def number(value):
    """A shown score for JSON: an int when whole, else a float (halves as .5)."""
    value = Fraction(value)
    if value.denominator == 1:
        return value.numerator
    return float(value)


def signed(value) -> str:
    """+4, -3, or "=" at the average (E2's notation); halves as ½."""
    value = Fraction(value)
    if value == 0:
        return "="
    sign = "+" if value > 0 else "-"
    whole, part = divmod(abs(value), 1)
    if part == 0:
        return f"{sign}{whole}"
    if part == Fraction(1, 2):
        return f"{sign}{whole or ''}½"
    return f"{sign}{float(abs(value)):.2f}"


def plain(value) -> str:
    """A number as printed: 7, 2½, 3.25."""
    value = Fraction(value)
    if value.denominator == 1:
        return str(value.numerator)
    if value.denominator == 2:
        return f"{value.numerator // 2 or ''}½"
    return f"{float(value):.2f}"


EXACT_MEANING = ("Exact: the score against the exact averages, unrounded; it only breaks ties. "
                 "Rounding each average (a half up) can move ± a few tricks from it.")
"""What the "Exact" column means, wherever it is shown."""


def exact_text(value, signed_score: bool = True) -> str:
    """The exact score as people read it, on the web, in the PDF and in the workbook (whose
    number format is ``+0.00;-0.00;"="``): two decimals, "+20.63", "-0.33", "=" at the
    average; without a sign for a score that is not signed ("2.50").  The exact fraction
    itself ranks the ties and travels in `whist-standings/1` as "p/q"."""
    value = Fraction(value)
    if not signed_score:
        return f"{float(value):.2f}"
    return "=" if value == 0 else f"{float(value):+.2f}"
