"""Whole numbers from a request, a form or a file: the one guard before ``int()``.

``str.isdigit()`` is true for "²" and "٣", which ``int()`` refuses or reads as
another digit, and ``int()`` refuses a number of thousands of digits; either
would be a crash.  Here only plain digits 0-9 count, and a number longer than
any the club uses is refused with a clear message (:class:`NotANumber`, an
invalid input).
"""

from __future__ import annotations

from tournament.errors import Code, UserError

MAX_DIGITS = 9  # larger than any tray, round, table, version or page a club will see


class NotANumber(UserError):
    """The value is not a whole number a person would write (0-9 digits, not too long)."""

    code = Code.INVALID


_REQUIRED = object()


def whole_number(value, what: str = "the number", *, blank=_REQUIRED) -> int | None:
    """``value`` (text, or an int that is not a bool) as a whole number >= 0.

    Blank or missing gives ``blank`` when one is given (None too), else a
    refusal that names ``what``; so does anything but plain digits.
    """
    if isinstance(value, int) and not isinstance(value, bool) and 0 <= value < 10 ** MAX_DIGITS:
        return value
    text = value.strip() if isinstance(value, str) else None
    if blank is not _REQUIRED and (value is None or text == ""):
        return blank
    if text and len(text) <= MAX_DIGITS and text.isascii() and text.isdigit():
        return int(text)
    shown = text if text is not None and len(text) <= 20 else "that"
    raise NotANumber(f"{what[:1].upper()}{what[1:]} must be a whole number, not “{shown}”.")
