"""Pairs keeping one direction (Mitchell, compass): totals against the direction average.

A pair's total is the tricks it took on every tray; a tray it did not play
through no fault of its own counts as the rounded average of its direction on
that tray.  Each direction's average is the mean of its pairs' totals, rounded
(§2); the score is total - average, and the largest score wins whichever the
direction (E1 at 004:561, E2 at 003:8408).
"""

from __future__ import annotations

from fractions import Fraction

from tournament.scoring.rounding import mean, whist_round
from tournament.scoring.standings import Standings
from tournament.scoring.trays import DIRECTIONS
from tournament.scoring.methods.common import Entry, Total, rows


def compass(session, trays, policy) -> Standings:
    direction: dict[int, str] = {}
    own: dict[int, Total] = {}
    counted: dict[int, Total] = {}
    played: dict[int, set[int]] = {}
    for tray in trays.values():
        for line in tray.lines:
            for key, side in line.sides.items():
                for entrant in side.entrants:
                    if entrant not in direction:
                        direction[entrant] = key
                        own[entrant], counted[entrant], played[entrant] = Total(), Total(), set()
                    played[entrant].add(tray.tray)
                    if side.own is None:
                        continue
                    own[entrant].add(side.own, side.own_exact)
                    if side.in_average:
                        counted[entrant].add(side.counted, side.counted_exact)
                    else:
                        counted[entrant].add(side.own, side.own_exact)
    if policy.not_played_counts_average:
        _sit_outs(trays, direction, played, own, counted)
    averages, entries = {}, []
    for key in ("ns", "ew"):
        pairs = sorted(e for e, d in direction.items() if d == key)
        if not pairs:
            continue
        totals = [counted[e] for e in pairs]
        shown = whist_round(mean(t.shown for t in totals))
        exact = mean(t.exact for t in totals)
        averages[DIRECTIONS[key]] = (shown, exact)
        for entrant in pairs:
            total = own[entrant]
            entries.append(Entry(entrant, total.shown - shown, total.exact - exact,
                                 tricks=total.shown, direction=DIRECTIONS[key]))
    return Standings(session.method, rows(entries, session.names), averages=averages)


def _sit_outs(trays, direction, played, own, counted) -> None:
    """A pair with no seat on a tray its direction played gets that direction's clean average.

    Linear in the results: each direction's averages over every tray are added up
    once, and each pair takes that sum less the averages of the trays it played
    (a Mitchell cut short leaves every pair most trays unplayed).
    """
    everywhere = {key: Total() for key in ("ns", "ew")}
    averages = {}   # (tray, direction) -> (shown, numerator, denominator): integers in the loop below
    for tray in trays.values():
        for key, total in everywhere.items():
            shown, exact = tray.clean_average[key]
            total.add(shown, exact)
            exact = Fraction(exact)
            averages[tray.tray, key] = (shown, exact.numerator, exact.denominator)
    for entrant, key in direction.items():
        missed = everywhere[key].copy()
        parts = missed.parts
        for number in played[entrant]:
            shown, numerator, denominator = averages[number, key]
            missed.shown -= shown
            parts[denominator] = parts.get(denominator, 0) - numerator
        own[entrant].merge(missed)
        counted[entrant].merge(missed)
