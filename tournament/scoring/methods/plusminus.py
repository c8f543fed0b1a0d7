"""Plus/minus on every tray (Howell and Safford pairs, individuals by average).

Every entrant is compared with every one that held the same cards: on each
tray its score against the deal average of its direction (§4), summed.  A tray
not played here counts 0.
"""

from __future__ import annotations

from ..standings import Standings
from .common import Entry, Total, rows


def plus_minus(session, trays, policy) -> Standings:
    score: dict[int, Total] = {}
    tricks: dict[int, int] = {}
    for tray in trays.values():
        for line in tray.lines:
            for side in line.sides.values():
                for entrant in side.entrants:
                    total = score.setdefault(entrant, Total())
                    tricks.setdefault(entrant, 0)
                    if side.diff is not None:
                        total.add(side.diff, side.diff_exact)
                        tricks[entrant] += side.own
    entries = [Entry(e, t.shown, t.exact, tricks=tricks[e]) for e, t in score.items()]
    return Standings(session.method, rows(entries, session.names))
