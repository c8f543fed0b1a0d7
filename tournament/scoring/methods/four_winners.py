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


from tournament.vocabulary import SEAT_NAMES, SEATS
from tournament.scoring.rounding import mean, whist_round
from tournament.scoring.standings import Standings
from tournament.scoring.methods.common import Entry, Total, rows
from tournament.scoring.registry import seats_kept


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
    averages: dict = {}
    entries: list[Entry] = []
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
