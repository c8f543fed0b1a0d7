"""The E & W hands only, each against the other plays of the same cards (003:8003).

Memory duplicate at one table: "The E & W hands only are scored, the card
being laid aside after the original play is completed, and a new card used for
the overplay.  The difference in the totals of these two sets of score-cards
will show which pair gained the most tricks."  On every tray each side that
held the E & W cards scores its tricks less the mean of the other E & W plays
of that tray: with one original and one overplay that is the difference
itself, the gain, in whole tricks.  The same figure is Foster's tabulation for
four individuals (E5, 003:8646-8662).  The N & S results only fill the cards.
"""

from __future__ import annotations

from fractions import Fraction

from tournament.scoring.rounding import whist_round
from tournament.scoring.standings import Standings
from tournament.scoring.methods.common import Entry, Total, rows


def east_west(session, trays, policy) -> Standings:
    gains: dict[int, Total] = {}
    tricks: dict[int, int] = {}
    for tray in trays.values():
        for line in tray.lines:
            for side in line.sides.values():
                for entrant in side.entrants:
                    gains.setdefault(entrant, Total())
                    tricks.setdefault(entrant, 0)
        held = [line.sides["ew"] for line in tray.lines if line.sides["ew"].own is not None]
        for side in held:
            others = [other.own_exact for other in held if other is not side]
            if not others:
                continue
            gain = side.own_exact - Fraction(sum(others), len(others))
            for entrant in side.entrants:
                gains[entrant].add(gain, gain)
                tricks[entrant] += side.own
    entries = [Entry(e, whist_round(t.shown), t.exact, tricks=tricks[e]) for e, t in gains.items()]
    return Standings(session.method, rows(entries, session.names))
