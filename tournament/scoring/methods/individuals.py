"""Individuals: tricks lost against the best total on the same cards (E4, 003:8707-8758).

Each player totals his tricks on the set of trays his table played in a
round and compares it with the best total made on the same set of trays by
the players who held the same cards (same direction, any table, his own
included): "call the top score zero, and charge all players with the loss of
as many tricks as their total is short of the top score."  Fewest losses wins.
"""

from __future__ import annotations

from tournament.scoring.standings import Standings
from tournament.scoring.methods.common import Entry, Total, rows


def individual_loss(session, trays, policy) -> Standings:
    # (round, table) -> its lines; a table's "set" is the trays it played that round.
    tables: dict[tuple[int, int], list] = {}
    for tray in trays.values():
        for line in tray.lines:
            tables.setdefault((line.play.round, line.play.table), []).append(line)
    # (set of trays, direction) -> [(entrants, own total, counted total)]
    groups: dict[tuple, list] = {}
    for lines in tables.values():
        trayset = frozenset(line.play.tray for line in lines)
        for key in ("ns", "ew"):
            own, counted = Total(), Total()
            for line in lines:
                side = line.sides[key]
                if side.own is None:
                    continue
                own.add(side.own, side.own_exact)
                if side.in_average:
                    counted.add(side.counted, side.counted_exact)
                else:
                    counted.add(side.own, side.own_exact)
            groups.setdefault((trayset, key), []).append((lines[0].sides[key].entrants, own, counted))
    losses: dict[int, Total] = {}
    tricks: dict[int, int] = {}
    for members in groups.values():
        best_shown = max(counted.shown for _, _, counted in members)
        best_exact = max(counted.exact for _, _, counted in members)
        for entrants, own, _ in members:
            for entrant in entrants:
                losses.setdefault(entrant, Total()).add(max(0, best_shown - own.shown),
                                                        max(0, best_exact - own.exact))
                tricks[entrant] = tricks.get(entrant, 0) + own.shown
    entries = [Entry(e, t.shown, t.exact, tricks=tricks[e], losses=t.shown)
               for e, t in losses.items()]
    return Standings(session.method, rows(entries, session.names, lower_wins=True))
