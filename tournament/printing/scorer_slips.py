"""Scorer's slips: per table per round, "filled out and collected from the tables
at the end of each round" (003:7960-7963).

Table, round, the sides, and a line per tray for the N-S tricks, the E-W
tricks and the revokes, with both sides' initials to agree the slip.  Tables
where nobody plays (a dummy table) get no slip.
"""

from __future__ import annotations

from tournament.printing.layout import Column, Document, RuledCard, flow
from tournament.printing.parts import Parts

TITLE = "Scorer's slips"
ABOUT = ("Per table per round, collected by the scorer: each side's tricks on every tray, "
         "revokes, initials.")
COLUMNS = [Column("Tray", 0.8), Column("N-S tricks", 1.1), Column("E-W tricks", 1.1),
           Column("Revokes N-S", 1.1), Column("Revokes E-W", 1.1)]


def build(doc: Document, parts: Parts, table_urls=None) -> None:
    m = parts.movement
    cards = []
    for r in m.rounds:
        for t in r.tables:
            if not t.played:
                continue
            sides = (f"N-S {_side(parts, t.ns_side)}  v  E-W {_side(parts, t.ew_side)}")
            rows = [[str(tray), None, None, None, None] for tray in t.trays]
            cards.append(RuledCard(f"Table {t.table} · Round {r.round}", sides, COLUMNS, rows,
                                   footer="Initials:  N-S ____________    E-W ____________",
                                   row=17))
    flow(doc, cards, columns=2)


def _side(parts: Parts, side) -> str:
    word = "players" if parts.movement.is_individual else "pair"
    return f"{word} " + " & ".join(str(x) for x in side)
