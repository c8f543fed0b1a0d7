"""Small helpers the methods share: totals per entrant and building ranked rows."""

from __future__ import annotations

from dataclasses import dataclass, field
from fractions import Fraction
from math import lcm

from tournament.scoring.standings import Row, ranked


@dataclass(slots=True)
class Total:
    """A running total, shown and exact.

    The exact total keeps its whole tricks apart, and its fractions as an integer
    numerator for each denominator met (a tray's exact average has its tables for
    denominator, so a session has a few): adding stays integer arithmetic, and the
    one Fraction is made when the exact total is read.
    """

    shown: int | Fraction = 0
    whole: int = 0
    parts: dict = field(default_factory=dict)

    def add(self, shown, exact) -> None:
        self.shown += shown
        if type(exact) is int:
            self.whole += exact
        else:
            parts, denominator = self.parts, exact.denominator
            parts[denominator] = parts.get(denominator, 0) + exact.numerator

    def merge(self, other: Total) -> None:
        """Add ``other`` (kept apart, as its integer parts)."""
        self.shown += other.shown
        self.whole += other.whole
        parts = self.parts
        for denominator, numerator in other.parts.items():
            parts[denominator] = parts.get(denominator, 0) + numerator

    def copy(self) -> Total:
        return Total(self.shown, self.whole, dict(self.parts))

    @property
    def exact(self) -> Fraction | int:
        if not self.parts:
            return self.whole
        common = lcm(*self.parts)
        return Fraction(self.whole * common + sum(n * (common // d) for d, n in self.parts.items()),
                        common)


@dataclass(frozen=True)
class Entry:
    """An entrant's figures before ranking."""

    entrant: int | str
    score: int | Fraction
    exact: int | Fraction
    tricks: int | Fraction
    direction: str | None = None
    net_tricks: Fraction | None = None
    losses: int | Fraction | None = None
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
