"""The words of the table, in one place: seats, sides, directions and who deals.

Data writes a side as ``"ns"``/``"ew"``; `whist-standings/1` writes a pair's
direction as ``"NS"``/``"EW"``; people read ``N-S``/``E-W`` and North, East,
South, West.  Everything else derives from these.  Pure Python.
"""

from __future__ import annotations

SEATS = ("N", "E", "S", "W")
"""The seats in the order of play: the player on anyone's left is the next seat."""

SEAT_NAMES = {"N": "North", "E": "East", "S": "South", "W": "West"}

SIDES = ("ns", "ew")
"""The two partnerships at a table, as data writes them."""

SIDE_NAMES = {"ns": "N-S", "ew": "E-W"}
"""The two partnerships as people read them."""

SIDE_OF_SEAT = {"N": "ns", "S": "ns", "E": "ew", "W": "ew"}

DIRECTIONS = {"ns": "NS", "ew": "EW"}
"""A side as `whist-standings/1` writes a pair's direction."""

DIRECTION_NAMES = {DIRECTIONS[side]: SIDE_NAMES[side] for side in SIDES}

DEALER_ROTATION = "WNES"
"""West deals tray 1 and the deal passes to the left (003:7034)."""


def dealer_of(tray: int) -> str:
    """The dealer of a tray: West for tray 1, then to the left (N, E, S, W, ...)."""
    return DEALER_ROTATION[(tray - 1) % 4]


def left_of(seat: str) -> str:
    """The player on ``seat``'s left, who plays (and deals) next."""
    return SEATS[(SEATS.index(seat) + 1) % 4]


def table_who(table: int, side: str) -> str:
    """How the audit trail and the result name the side of a table that entered or confirmed:
    "table 3 N-S" (with one device per table, N-S enter and E-W confirm on it)."""
    return f"table {table} {SIDE_NAMES[side]}"


def by_a_table(who: str) -> bool:
    """Whether ``who`` names a side of a table (:func:`table_who`); a user's name never does
    (Django's user names have no spaces)."""
    number, _, side = who.removeprefix("table ").partition(" ")
    return who.startswith("table ") and number.isascii() and number.isdigit() and side in SIDE_NAMES.values()
