"""Table cards: one per table, the whole evening at that table, round by round.

Who sits N-S and E-W (the four players at an individual event), the trays to
play in order, and where each tray goes afterwards ("pass trays 7–8 to Table
1"): "it is well to have the correct movement marked on a card, and to have the
changes made by the North player at each table" (004:715).  With live entry the
card carries the QR code of the table's score-entry page.
"""

from __future__ import annotations

from movements import sharing

from tournament.vocabulary import SIDE_NAMES
from tournament.printing.layout import Box, Column, Document, RuledCard, flow, qr_code
from tournament.printing.parts import Parts
from tournament.printing.travel import tray_passes

TITLE = "Table cards"
ABOUT = ("Per table, round by round: who sits where, the trays in order, where each tray "
         "goes next, the live-entry QR code.")


def url_for(table_urls, table: int) -> str | tuple[str, str] | None:
    """The table's live-entry address from a mapping or a callable, if any: with one device
    per side, the pair (N-S's, E-W's)."""
    if not table_urls:
        return None
    if callable(table_urls):
        return table_urls(table)
    return table_urls.get(table) or table_urls.get(str(table))


def build(doc: Document, parts: Parts, table_urls=None) -> None:
    m = parts.movement
    passes = tray_passes(m)
    seats = ("n", "s", "e", "w") if m.is_individual else ("ns", "ew")
    heads = ["North", "South", "East", "West"] if m.is_individual else ["N-S", "E-W"]
    columns = ([Column("Round", 0.8)] + [Column(h, 0.9) for h in heads]
               + [Column("Trays, in order", 2.8 if sharing.partners(m) else 1.6), Column("After play", 4.2, "left")])
    cards = []
    for table in range(1, m.tables + 1):
        rows = []
        for r in m.rounds:
            try:
                t = r.table(table)
            except KeyError:
                continue
            who = [_seat(getattr(t, s)) for s in seats]
            trays = (", ".join(str(x) for x in t.trays) + sharing.shared_with(m, table)
                     + ("" if t.played else " (not played)"))
            rows.append([str(r.round), *who, trays, "; ".join(passes[(r.round, table)])])
        url = url_for(table_urls, table)
        aside = (lambda doc, box, url=url: _codes(doc, url, box)) if url else None
        footer = ("Score every tray on the scorer's slip" if not url else
                  "Scan the code and enter this table's results" if isinstance(url, str) else
                  "N-S scan the left code, E-W the right one; one side enters each tray, the other "
                  "confirms it,") + " before passing the trays on."
        cards.append(RuledCard(f"Table {table}", parts.heading or m.description or m.system,
                               columns, rows, aside=aside, footer=footer))
    flow(doc, cards)


def _codes(doc: Document, url, box: Box) -> None:
    """The table's QR code, or N-S's and E-W's side by side (labelled) with one device per side."""
    if isinstance(url, str):
        qr_code(doc, url, box)
        return
    half = box.w / 2
    for i, (side, one) in enumerate(zip(SIDE_NAMES.values(), url)):
        part = Box(box.x + box.w - half * (2 - i), box.y + 8, half - 4, box.h - 8)
        qr_code(doc, one, part)
        doc.text(part.x + part.w - min(part.w, part.h), box.y, side, 7)


def _seat(who) -> str:
    return "—" if who is None else str(who)
