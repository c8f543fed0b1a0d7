"""Score cards: one per pair or player, after Foster's card.

Columns: the tray, its trump, the opponents, the direction held, the tricks
won and a column for the check mark made when the two sides' cards are
compared (003:7471-7476, 8395-8402).  The rows follow the order of play; the
trump is printed when the deals were generated, else written in.  Every pair
has its own card (003:7957), so a team's overplay is on its other pair's fresh
card, never on the card of the original play (003:8666-8668).
"""

from __future__ import annotations

from tournament.printing.layout import Column, Document, RuledCard, flow
from tournament.printing.parts import Parts
from tournament.printing.travel import direction, entrants, itinerary

TITLE = "Score cards"
ABOUT = ("Per pair or player, Foster's columns: tray, trump, opponents (and a player's "
         "partner), direction, tricks won, check mark.")
COLUMNS = [Column("Tray", 0.8), Column("Trump", 0.9), Column("Opponents", 1.4),
           Column("Direction", 1.0), Column("Tricks won", 1.1), Column("✓", 0.6)]
# A player's partner changes from round to round: the individuals' card names him too.
INDIVIDUAL_COLUMNS = COLUMNS[:2] + [Column("Partner", 0.9), Column("Opponents", 1.2)] + COLUMNS[3:]


def build(doc: Document, parts: Parts, table_urls=None) -> None:
    m = parts.movement
    cards = []
    for who in entrants(m):
        rows = []
        for stop in itinerary(m, who):
            if stop.table is None or not stop.played:
                continue
            against = [parts.side(stop.partner)] * m.is_individual + [parts.side(stop.opponents)]
            for tray in stop.trays:
                rows.append([str(tray), parts.trump(tray) or None, *against,
                             direction(stop.seat), None, None])
        columns = INDIVIDUAL_COLUMNS if m.is_individual else COLUMNS
        rows.append(["Total"] + [""] * (len(columns) - 3) + [None, ""])
        subtitle = " · ".join(x for x in (parts.name(who), parts.heading) if x)
        cards.append(RuledCard(f"Score card — {parts.entrant(who)}", subtitle, columns, rows,
                               footer="Names: ________________________________", row=15))
    flow(doc, cards, columns=2)
