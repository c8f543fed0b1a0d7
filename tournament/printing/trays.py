"""Tray labels and trump slips, one of each per tray.

The label: "Each tray has a mark upon it, usually an arrow, showing which end
of the tray should point toward ... the North.  The pocket into which the
dealer's cards go is marked 'dealer'" (003:7005-7011).  West deals tray 1 and
the deal passes to the left (003:7034-7042) unless the deals say otherwise.

The trump slip: "The trump card and the number of the deal must be recorded,
before the play begins, on a slip provided for that purpose ... Such slip must
be shown to an adversary, then turned face down and placed in the tray" (Law IV
Sec. 1, 003:8960-8964).  The trump is printed when the deals were generated,
else left blank to be filled in at the original play.
"""

from __future__ import annotations

from movements import sharing

from tournament.printing.layout import GAP, Box, Document
from tournament.printing.parts import SEAT_NAMES, Parts

TITLE = "Tray labels and trump slips"
ABOUT = ("Per tray: the label (arrow to North, the dealer's pocket) and the trump slip "
         "with Law IV's instruction.")
PER_PAGE = 5
LAW = ("Record the trump card and the number of the deal before the play begins. "
       "Show this slip to an adversary, then turn it face down and place it in the tray. "
       "After the play, put it face up on the dealer's cards (Law IV).")


def build(doc: Document, parts: Parts, table_urls=None) -> None:
    boxes = doc.grid(1, PER_PAGE)
    put_out = sharing.put_out(parts.movement)
    for tray in range(1, parts.movement.trays + 1):
        box = next(boxes)
        label = Box(box.x, box.y, box.w * 0.58 - GAP / 2, box.h)
        slip = Box(box.x + box.w * 0.58 + GAP / 2, box.y, box.w * 0.42 - GAP / 2, box.h)
        doc.cut_line_right(label)
        _label(doc, parts, tray, label, put_out.get(tray))
        _slip(doc, parts, tray, slip)


def _label(doc: Document, parts: Parts, tray: int, box: Box, put_out: str | None) -> None:
    doc.frame(box, 0.6, 0.5)
    inner = box.inset(6)
    doc.text(inner.x, inner.top - 14, f"Tray {tray}", 14, bold=True)
    if put_out:   # where the tray starts, when tables share trays or one rests on a bye stand
        doc.text(inner.x, inner.top - 25, "Put out " + put_out, 7.5,
                 width=inner.w)
    if parts.heading:
        doc.text(inner.x + inner.w, inner.top - 10, parts.heading, 7, align="right",
                 width=inner.w * 0.6)
    side = min(inner.w * 0.8, inner.h - 24)
    tray_box = Box(inner.x + (inner.w - side * 1.3) / 2, inner.y + 2, side * 1.3, side - 6)
    _tray(doc, tray_box, tray, parts.dealer(tray))


def _tray(doc: Document, t: Box, tray: int, dealer: str) -> None:
    p = min(t.w, t.h) * 0.2
    pockets = {
        "N": Box(t.x + p, t.top - p, t.w - 2 * p, p),
        "S": Box(t.x + p, t.y, t.w - 2 * p, p),
        "W": Box(t.x, t.y + p, p, t.h - 2 * p),
        "E": Box(t.x + t.w - p, t.y + p, p, t.h - 2 * p),
    }
    doc.frame(t, 1.2)
    for seat, pocket in pockets.items():
        if seat == dealer:
            doc.fill(pocket, 0.8)
        doc.frame(pocket, 0.6)
        name = SEAT_NAMES[seat.lower()] + (" · Dealer" if seat == dealer else "")
        size = 9 if seat == dealer else 7
        c = doc.canvas
        c.saveState()
        c.translate(pocket.x + pocket.w / 2, pocket.y + pocket.h / 2)
        if seat in "EW":
            c.rotate(90 if seat == "E" else 270)
        length = pocket.h if seat in "EW" else pocket.w
        doc.text(0, -size / 3, name, size, bold=seat == dealer, align="centre", width=length - 4)
        c.restoreState()
    cx, cy = t.x + t.w / 2, t.y + t.h / 2
    doc.text(cx - p * 0.6, cy - 14, str(tray), 36, bold=True, align="centre")
    _arrow(doc, cx + p * 0.9, cy - p * 0.6, cy + p * 0.6)


def _arrow(doc: Document, x: float, y0: float, y1: float) -> None:
    """An arrow pointing up the tray, to North."""
    c = doc.canvas
    c.setLineWidth(2)
    c.line(x, y0, x, y1 - 6)
    path = c.beginPath()
    path.moveTo(x - 5, y1 - 8)
    path.lineTo(x + 5, y1 - 8)
    path.lineTo(x, y1)
    path.close()
    c.drawPath(path, stroke=0, fill=1)
    doc.text(x + 8, y1 - 8, "N", 10, bold=True)


def _slip(doc: Document, parts: Parts, tray: int, box: Box) -> None:
    doc.frame(box, 0.6, 0.5)
    inner = box.inset(8)
    doc.text(inner.x, inner.top - 12, "Trump slip", 12, bold=True)
    doc.text(inner.x + inner.w, inner.top - 12, f"Deal {tray}", 16, bold=True, align="right")
    doc.text(inner.x, inner.top - 32, f"Dealer: {SEAT_NAMES[parts.dealer(tray).lower()]}", 10)
    trump = parts.trump(tray)
    doc.text(inner.x, inner.top - 58, "Trump card:", 11)
    if trump:
        doc.text(inner.x + 72, inner.top - 60, trump, 20, bold=True)
    else:
        doc.line(inner.x + 72, inner.top - 60, inner.x + inner.w, inner.top - 60, 0.6)
    doc.paragraph(inner.x, inner.top - 74, LAW, 7.5, inner.w)
