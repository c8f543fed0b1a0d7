"""Who is compared with whom: the comparison field of a movement.

Two entrants are *compared* when each held the same cards of some tray (the
same side, at different tables): their scores on that tray are measured
against each other.  A Mitchell compares N-S pairs with N-S pairs only; the
arrow switch (:mod:`movements.arrow_switch`) makes one field of them, and how
full that field is (how many of the N-S/E-W couples are compared at all) is
:func:`cross_field`.

Pure reading of the movement's seats and trays: nothing here knows how the
movement was built, so the checker reports the figure too.
"""

from __future__ import annotations

from dataclasses import dataclass

from movements.model import Movement


@dataclass(frozen=True)
class Field:
    """The couples of one entrant of each home direction, and those compared."""

    compared: int
    couples: int
    missing: tuple[tuple[int, int], ...]        # (home N-S, home E-W) never compared

    @property
    def full(self) -> bool:
        return self.compared == self.couples

    def words(self) -> str:
        """ "all 25 N-S/E-W couples compared", "20 of the 25 N-S/E-W couples compared" """
        if self.full:
            return f"all {self.couples} N-S/E-W couples compared"
        return f"{self.compared} of the {self.couples} N-S/E-W couples compared"


def home_directions(movement: Movement) -> tuple[set[int], set[int]]:
    """The entrants who hold N-S (and E-W) cards most often in ``movement``: their home
    direction (pass the movement before an arrow switch)."""
    count: dict[int, int] = {}
    for play in movement.plays():
        for who in play.ns:
            count[who] = count.get(who, 0) + 1
        for who in play.ew:
            count[who] = count.get(who, 0) - 1
    north = {who for who, c in count.items() if c > 0}
    return north, set(count) - north


def cross_field(movement: Movement, home: Movement | None = None) -> Field:
    """How many (home N-S, home E-W) couples held the same cards of some tray; the home
    directions are read from ``home`` (the movement before its arrow switch)."""
    north, east = home_directions(home or movement)
    holders: dict[tuple[int, str], set[int]] = {}
    for play in movement.plays():
        holders.setdefault((play.tray, "ns"), set()).update(play.ns)
        holders.setdefault((play.tray, "ew"), set()).update(play.ew)
    met: set[tuple[int, int]] = set()
    for group in holders.values():
        ns, ew = sorted(group & north), sorted(group & east)
        met.update((a, b) for a in ns for b in ew)
    missing = tuple(sorted((a, b) for a in north for b in east if (a, b) not in met))
    couples = len(north) * len(east)
    return Field(couples - len(missing), couples, missing)
