"""Small helpers the methods share: totals per entrant and building ranked rows."""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from ..standings import Row, ranked


@dataclass(slots=True)
class Total:
    """A running total, shown and exact.

    The exact total keeps its whole tricks apart from its fractions, so that
    adding whole tricks stays cheap once an adjusted score brings a Fraction in.
    """

    shown: int | Fraction = 0
    whole: int = 0
    parts: Fraction | int = 0

    def add(self, shown, exact) -> None:
        self.shown += shown
        if type(exact) is int:
            self.whole += exact
        else:
            self.parts += exact

    def copy(self) -> Total:
        return Total(self.shown, self.whole, self.parts)

    @property
    def exact(self) -> Fraction | int:
        return self.whole + self.parts


@dataclass(frozen=True)
class Entry:
    """An entrant's figures before ranking."""

    entrant: int | str
    score: int | Fraction
    exact: Fraction
    tricks: int
    direction: str | None = None
    net_tricks: Fraction | None = None
    losses: int | None = None
    tie_break: tuple = ()
    extra: tuple = ()


def rows(entries, names, lower_wins: bool = False, pairs=None) -> tuple[Row, ...]:
    """Rank entries (shown score, then exact, then any tie-break) into rows with shared places.

    ``pairs`` maps a team to its named pairs, ``((pair, name), ...)``.
    """
    pairs = pairs or {}
    sign = -1 if lower_wins else 1

    def key(e: Entry):
        return (sign * e.score, *e.tie_break, sign * e.exact)

    entries = sorted(entries, key=lambda e: str(e.entrant).zfill(6))
    return tuple(
        Row(rank=place, entrant=e.entrant, name=names.get(e.entrant, ""), direction=e.direction,
            tricks=e.tricks, score=e.score, exact=Fraction(e.exact), net_tricks=e.net_tricks,
            losses=e.losses, extra=dict(e.extra), pairs=pairs.get(e.entrant, ()))
        for place, e in ranked(entries, key))
