"""Indicator cards: at every seat, where its player goes for the next round.

"At North of Table 1 have a card reading 'To East at Table 2'" (004:445);
"indicator cards ... show each player the number of the table and the position
at that table to which he should move next" (003:8494).  One sheet per table,
laid on the table: a card along each edge, its text turned to face the player
sitting there (North's card upside down to South, East's and West's on their
sides).  Pairs' tables have an N-S card at North and South and an E-W card at
East and West.  When a seat always sends its player to the same place, as in
Howell's eight-individual table, that is printed large: "To East at Table 2".
"""

from __future__ import annotations

import math

from movements import sharing

from tournament.printing.layout import GAP, Box, Document
from tournament.printing.parts import SEAT_NAMES, Parts
from tournament.printing.travel import EMPTY, places, seat_moves

TITLE = "Indicator cards"
ABOUT = ("One sheet per table, a card at each seat facing its player: where he goes for "
         "each next round.")
EDGE = {"n": ("n",), "s": ("s",), "e": ("e",), "w": ("w",), "ns": ("n", "s"), "ew": ("e", "w")}
MIN_SIZE = 6.5


def build(doc: Document, parts: Parts, table_urls=None) -> None:
    m = parts.movement
    where = places(m)
    for table in range(1, m.tables + 1):
        edges = {}
        for seat in (("n", "s", "e", "w") if m.is_individual else ("ns", "ew")):
            moves = seat_moves(m, table, seat, where)
            for edge in EDGE[seat]:
                edges[edge] = (seat, moves)
        _table_sheets(doc, parts, table, edges)


def _panels(page: Box) -> dict[str, tuple[float, float, float, float, float]]:
    """Edge -> (origin x, origin y, rotation, width, height) of its card."""
    hs = page.h * 0.3
    band = page.h - 2 * hs - 2 * GAP
    we = (page.w - GAP) / 2
    return {
        "s": (page.x, page.y, 0, page.w, hs),
        "n": (page.x + page.w, page.top, 180, page.w, hs),
        "e": (page.x + page.w, page.y + hs + GAP, 90, band, we),
        "w": (page.x, page.top - hs - GAP, 270, band, we),
    }


def _table_sheets(doc: Document, parts: Parts, table: int, edges) -> None:
    """As many sheets as the longest card needs (one, unless the evening is very long)."""
    page = doc.page
    panels = _panels(page)
    capacity = min(_capacity(doc, w, h) for (_, _, _, w, h) in panels.values())
    rounds = max(len(moves) for _, moves in edges.values())
    sheets = max(1, math.ceil(rounds / capacity))
    for sheet in range(sheets):
        doc.new_page()
        for edge, (x, y, rot, w, h) in panels.items():
            if edge not in edges:
                continue
            seat, moves = edges[edge]
            chunk = moves[sheet * capacity:(sheet + 1) * capacity]
            c = doc.canvas
            c.saveState()
            c.translate(x, y)
            c.rotate(rot)
            _card(doc, parts, Box(0, 0, w, h), table, seat, chunk, moves,
                  sheet + 1 if sheets > 1 else 0)
            c.restoreState()
        _cut_lines(doc, page, panels)


def _cut_lines(doc: Document, page: Box, panels) -> None:
    hs = panels["s"][4]
    for y in (page.y + hs + GAP / 2, page.top - hs - GAP / 2):
        doc.line(page.x, y, page.x + page.w, y, 0.3, 0.6, (3, 3))
    x = page.x + page.w / 2
    doc.line(x, page.y + hs + GAP / 2, x, page.top - hs - GAP / 2, 0.3, 0.6, (3, 3))


LIST_TOP = 40.0     # the round lines start this far below the card's inner top
PAD = 6.0


def _capacity(doc: Document, w: float, h: float) -> int:
    """How many round lines fit a card of w × h at the smallest size."""
    per_column = int((h - 2 * PAD - LIST_TOP) // (MIN_SIZE * 1.45))
    columns = max(1, int((w - 2 * PAD) // (doc.width("Round 99 → East at Table 99", MIN_SIZE) + 14)))
    return max(1, per_column * columns)


def _layout(doc: Document, lines: list[str], w: float, h: float) -> tuple[float, int, int]:
    """Font size, lines per column and columns so the lines fill w × h."""
    size = 14.0
    while True:
        per_column = max(1, int(h // (size * 1.45)))
        columns = math.ceil(len(lines) / per_column)
        widest = max((doc.width(s, size) for s in lines), default=0) + 14
        if columns * widest <= w or size <= MIN_SIZE:
            return size, per_column, columns
        size -= 0.5


def _card(doc: Document, parts: Parts, box: Box, table: int, seat: str, chunk, moves,
          sheet: int) -> None:
    inner = box.inset(PAD)
    head = f"Table {table} · {SEAT_NAMES[seat]}" + (f" · sheet {sheet}" if sheet else "")
    doc.text(inner.x, inner.top - 16, head, 15, bold=True, width=inner.w * 0.55)
    if parts.heading:
        doc.text(inner.x + inner.w, inner.top - 12, parts.heading, 8, align="right",
                 width=inner.w * 0.4)
    places_to = {dest for _, dest in moves if dest != EMPTY}
    big = ""
    if not places_to and moves:
        big = "Nobody sits here"
    elif len(places_to) == 1 and len(moves) > 1:
        only = places_to.pop()
        big = "Stay in this seat" if only == "stays" else f"To {only}"
    if big:
        doc.text(inner.x + inner.w, inner.top - 30, big, 13, bold=True, align="right",
                 width=inner.w * 0.45)
    doc.text(inner.x, inner.top - 32, "After each round, the player in this seat goes to:", 8,
             width=inner.w * 0.55)
    doc.line(inner.x, inner.top - LIST_TOP, inner.x + inner.w, inner.top - LIST_TOP, 0.6)
    lines = [f"Round {rnd} → {dest}" for rnd, dest in chunk] or ["Only one round: nobody moves."]
    note = _sharing_note(parts.movement, table)
    if note:
        doc.text(inner.x, inner.y + 1, note, 7.5, width=inner.w)
    size, per_column, columns = _layout(doc, lines, inner.w, inner.h - LIST_TOP - (10 if note else 0))
    col_w = inner.w / max(columns, 1)
    for i, text in enumerate(lines):
        col, row = divmod(i, per_column)
        y = inner.top - LIST_TOP - (row + 1) * size * 1.45 + 2
        doc.text(inner.x + col * col_w, y, text, size, width=col_w - 8)


def _sharing_note(movement, table: int) -> str:
    """At a table that shares its trays, with whom; and where the bye stand is, if any."""
    others = sharing.partners(movement).get(table)
    where = sharing.bye_stand(movement)
    return " · ".join(
        ([f"This table shares its tray set with {sharing.tables_words(others)}"] if others else [])
        + ([f"Bye stand between {sharing.tables_words(where)}"] if where else []))
