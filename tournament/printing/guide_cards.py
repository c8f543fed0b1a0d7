"""Guide cards: one per pair, team pair or player, the whole evening's itinerary.

Round by round: the table and seat to go to, partner (individuals), opponents
and the trays to play; the rounds it sits out.  The card a player keeps in his
pocket, as the Narragansett players' badges kept their numbers (004:802).
"""

from __future__ import annotations

from movements import sharing

from tournament.printing.layout import Column, Document, RuledCard, flow
from tournament.printing.parts import SEAT_NAMES, Parts
from tournament.printing.travel import entrants, itinerary

TITLE = "Guide cards"
ABOUT = "Per pair, team pair or player: table, seat, opponents and trays for every round."


def build(doc: Document, parts: Parts, table_urls=None) -> None:
    m = parts.movement
    columns = [Column("Round", 0.9), Column("Table", 0.9), Column("Seat", 1.0)]
    if m.is_individual:
        columns.append(Column("Partner", 1.0))
    columns += [Column("Opponents", 1.3), Column("Trays", 3.0 if sharing.partners(m) else 1.6)]
    cards = []
    for who in entrants(m):
        rows = []
        for stop in itinerary(m, who):
            if stop.table is None:
                rows.append([str(stop.round), "sits out", "", *([""] if m.is_individual else []),
                             "", ""])
                continue
            row = [str(stop.round), str(stop.table), SEAT_NAMES[stop.seat]]
            if m.is_individual:
                row.append(parts.side(stop.partner))
            row += [parts.side(stop.opponents),
                    ", ".join(str(x) for x in stop.trays) + sharing.shared_with(m, stop.table)]
            rows.append(row)
        cards.append(RuledCard(parts.entrant(who), _subtitle(parts, who), columns, rows,
                               footer=sharing.summary(m)))
    flow(doc, cards, columns=2)


def _subtitle(parts: Parts, who: int) -> str:
    return " · ".join(x for x in (parts.name(who), parts.heading) if x)
