"""Ladies and gentlemen: four winners, the best North, East, South and West (003:8808-8812).

"There must be four winners; the ladies with the best scores for the N & E
hands respectively, and the gentlemen with the best S & W scores.  If a
choice is necessary, the lady and the gentleman taking the greatest number of
tricks above the average should be selected as the winners."  Each player
keeps one seat all evening (the ladies sit still at N or E, the gentlemen keep
S or W); his total is the tricks his side took on every tray he played, and
his score that total less the average of the players of his seat.  The rows
rank by tricks above the average (the choice, if one is necessary); the notes
name the four winners.
"""

from __future__ import annotations

from movements.model import Movement

from ...vocabulary import SEAT_NAMES, SEATS
from ..rounding import mean, whist_round
from ..standings import Standings
from .common import Entry, Total, rows


def seats_kept(movement: Movement) -> tuple[dict[int, str], list[int]]:
    """Each player's seat (N, E, S, W) at the tables where he plays, and those who change seat."""
    seen: dict[int, set[str]] = {}
    for rnd in movement.rounds:
        for table in rnd.tables:
            if table.played:
                for name in SEATS:
                    seen.setdefault(getattr(table, name.lower()), set()).add(name)
    kept = {p: next(iter(s)) for p, s in seen.items() if len(s) == 1}
    return kept, sorted(p for p, s in seen.items() if len(s) > 1)


def four_winners(session, trays, policy) -> Standings:
    seat, _ = seats_kept(session.movement)
    totals: dict[int, Total] = {}
    for tray in trays.values():
        for line in tray.lines:
            for side in line.sides.values():
                for entrant in side.entrants:
                    total = totals.setdefault(entrant, Total())
                    if side.own is not None:
                        total.add(side.own, side.own_exact)
    averages, entries = {}, []
    for name in SEATS:
        players = sorted(p for p in totals if seat.get(p) == name)
        if not players:
            continue
        shown = whist_round(mean(totals[p].shown for p in players))
        exact = mean(totals[p].exact for p in players)
        averages[name] = (shown, exact)
        entries.extend(Entry(p, totals[p].shown - shown, totals[p].exact - exact,
                             tricks=totals[p].shown, direction=name) for p in players)
    ranked = rows(entries, session.names)
    notes = tuple(f"Best {SEAT_NAMES[name]}: " + " and ".join(
        r.label for r in ranked if r.direction == name
        and (r.score, r.exact) == max((o.score, o.exact) for o in ranked if o.direction == name))
        for name in SEATS if name in averages)
    return Standings(session.method, ranked, averages=averages, notes=notes)
