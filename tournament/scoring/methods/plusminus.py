"""Plus/minus on every tray (Howell and Safford pairs, individuals by average).

Every entrant is compared with every one that held the same cards: on each
tray its score against the deal average of its direction (§4), summed.  A tray
not played here counts 0.
"""

from __future__ import annotations

from ..standings import Standings
from .common import Entry, rows


def plus_minus(session, trays, policy) -> Standings:
    shown: dict[int, int] = {}
    own_exact: dict[int, object] = {}
    average_exact: dict[int, object] = {}
    tricks: dict[int, int] = {}
    for tray in trays.values():
        for line in tray.lines:
            for key, side in line.sides.items():
                for entrant in side.entrants:
                    if entrant not in shown:
                        shown[entrant] = tricks[entrant] = own_exact[entrant] = 0
                        average_exact[entrant] = 0
                    if side.diff is not None:
                        shown[entrant] += side.diff
                        tricks[entrant] += side.own
                        own_exact[entrant] += side.own_exact
                        average_exact[entrant] += tray.exact[key]
    entries = [Entry(e, shown[e], own_exact[e] - average_exact[e], tricks=tricks[e])
               for e in shown]
    return Standings(session.method, rows(entries, session.names))
