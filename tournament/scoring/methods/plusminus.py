"""Plus/minus on every tray (Howell and Safford pairs, individuals by average).

Every entrant is compared with every one that held the same cards: on each
tray its score against the deal average of its direction (§4), summed.  A tray
not played here counts 0.
"""

from __future__ import annotations

from fractions import Fraction

from tournament.scoring.standings import Standings
from tournament.scoring.methods.common import Entry, rows


def plus_minus(session, trays, policy) -> Standings:
    shown: dict[int, int] = {}
    tricks: dict[int, int] = {}
    own_exact: dict[int, int | Fraction] = {}
    # entrant -> {tables: sum of that many tables' scores}: the exact averages
    # met, added as one Fraction per number of tables at the end.
    averages: dict[int, dict[int, int | Fraction]] = {}
    for tray in trays.values():
        for line in tray.lines:
            for key, side in line.sides.items():
                for entrant in side.entrants:
                    if entrant not in shown:
                        shown[entrant] = tricks[entrant] = own_exact[entrant] = 0
                        averages[entrant] = {}
                    if side.diff is None:
                        continue
                    shown[entrant] += side.diff
                    tricks[entrant] += side.own
                    own_exact[entrant] += side.own_exact
                    total, tables = tray.totals[key]
                    parts = averages[entrant]
                    parts[tables] = parts.get(tables, 0) + total
    entries = [Entry(e, shown[e], own_exact[e] - sum(Fraction(total, tables) for tables, total
                                                     in averages[e].items()), tricks=tricks[e])
               for e in shown]
    return Standings(session.method, rows(entries, session.names))
