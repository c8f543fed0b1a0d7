"""Matchpoints (beyond the seeds, §9): points for every result beaten or tied.

On each tray every side is compared with the other sides of its direction:
2 for each one it beat, 1 for each tie (the policy holds the figures).  A tray
played fewer times than the most-played tray is scaled by the Neuberg formula
``(mp + 1) * N / n - 1`` (in tie points).  An ``average`` adjustment takes half
the top; a side given the lowest score is compared by that score.  The score
is the percentage of the tops of the trays the entrant scored.
"""

from __future__ import annotations

from fractions import Fraction

from tournament.scoring.rounding import whist_round
from tournament.scoring.standings import Standings
from tournament.scoring.methods.common import Entry, Total, rows


def matchpoints(session, trays, policy) -> Standings:
    beat, tie = policy.matchpoints_beaten, policy.matchpoints_tied
    most = max((sum(1 for line in t.lines if line.sides["ns"].in_average)
                for t in trays.values()), default=1)
    top = beat * (most - 1)
    points: dict[int, Total] = {}
    tops: dict[int, int] = {}
    tricks: dict[int, int] = {}
    for tray in trays.values():
        for key in ("ns", "ew"):
            compared = [line.sides[key] for line in tray.lines
                        if line.sides[key].in_average and line.adjusted is None]
            for line in tray.lines:
                side = line.sides[key]
                for entrant in side.entrants:
                    if entrant not in points:
                        points[entrant], tops[entrant], tricks[entrant] = Total(), 0, 0
                if not side.in_average:
                    continue
                if line.adjusted == "average":
                    mp = Fraction(top, 2)
                else:
                    others = [o.counted for o in compared if o is not side]
                    raw = sum(beat if side.own > o else tie if side.own == o else 0 for o in others)
                    n = len(others) + 1
                    mp = Fraction((raw + tie) * most, n) - tie
                for entrant in side.entrants:
                    points[entrant].add(mp, mp)
                    tops[entrant] += top
                    tricks[entrant] += side.own
    entries = []
    for entrant, total in points.items():
        percent = Fraction(100 * total.exact, tops[entrant]) if tops[entrant] else Fraction(0)
        shown = Fraction(whist_round(percent * 100), 100)
        entries.append(Entry(entrant, shown, percent, tricks=tricks[entrant],
                             extra=(("matchpoints", float(total.exact)),)))
    return Standings(session.method, rows(entries, session.names))
