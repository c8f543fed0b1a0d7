"""Hand records: the deals as players like to take them home, as a PDF.

Each tray gets the usual diagram -- North at the top, West on the left, East
on the right, South at the bottom, one line per suit -- with the dealer, the
trump card and the double-dummy par.  Four or six trays to a page, on A4 or
US letter.  The suit symbols need a font that has them: DejaVu Sans (Debian's
fonts-dejavu-core) when it is installed, else the letters S H D C.
"""

from __future__ import annotations

import io
from pathlib import Path
from typing import Sequence

from reportlab.lib.colors import black, HexColor
from reportlab.lib.pagesizes import A4, letter
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont
from reportlab.pdfgen.canvas import Canvas

from tournament.deals.cards import (SEAT_NAMES, SUIT_NAMES, SUIT_SYMBOLS, SUITS, DealError, suit_holding)
from tournament.deals.dealing import TrayDeal

PAPERS = {"a4": A4, "letter": letter}
LAYOUTS = {4: (2, 2), 6: (2, 3)}  # trays a page -> (columns, rows)
FONT_DIRS = ("/usr/share/fonts/truetype/dejavu", "/usr/share/fonts/dejavu")
RED = HexColor("#b00020")
MARGIN = 36  # half an inch


def _fonts() -> tuple[str, str, bool]:
    """(regular, bold, has suit symbols): DejaVu Sans if we can find it, else Helvetica."""
    for folder in FONT_DIRS:
        regular, bold = Path(folder, "DejaVuSans.ttf"), Path(folder, "DejaVuSans-Bold.ttf")
        if regular.exists() and bold.exists():
            if "DejaVuSans" not in pdfmetrics.getRegisteredFontNames():
                pdfmetrics.registerFont(TTFont("DejaVuSans", str(regular)))
                pdfmetrics.registerFont(TTFont("DejaVuSans-Bold", str(bold)))
            return "DejaVuSans", "DejaVuSans-Bold", True
    return "Helvetica", "Helvetica-Bold", False


def hand_records_pdf(deals: Sequence[TrayDeal], title: str = "", per_page: int = 6,
                     paper: str = "a4") -> bytes:
    """The hand records of ``deals`` as PDF bytes."""
    if per_page not in LAYOUTS:
        raise DealError("hand records come four or six trays to a page")
    if paper.lower() not in PAPERS:
        raise DealError('the paper is "a4" or "letter"')
    if not deals:
        raise DealError("there are no deals yet: deal the trays first")
    buffer = io.BytesIO()
    size = PAPERS[paper.lower()]
    canvas = Canvas(buffer, pagesize=size, pageCompression=1)
    canvas.setTitle(f"Hand records {title}".strip())
    sheet = _Sheet(canvas, size, per_page, title)
    deals = sorted(deals, key=lambda d: d.number)
    pages = [deals[i:i + per_page] for i in range(0, len(deals), per_page)]
    for page_no, page in enumerate(pages, start=1):
        sheet.page(page, page_no, len(pages))
    canvas.save()
    return buffer.getvalue()


class _Sheet:
    """Draws pages of tray diagrams on one canvas."""

    def __init__(self, canvas: Canvas, size, per_page: int, title: str):
        self.c = canvas
        self.width, self.height = size
        self.columns, self.rows = LAYOUTS[per_page]
        self.title = title
        self.font, self.bold, self.symbols = _fonts()
        self.size = 10 if per_page == 6 else 12
        self.line = self.size * 1.3

    def page(self, deals: Sequence[TrayDeal], page_no: int, pages: int) -> None:
        c = self.c
        c.setFont(self.bold, 13)
        c.drawString(MARGIN, self.height - MARGIN, f"Hand records  {self.title}".rstrip())
        c.setFont(self.font, 8)
        c.drawRightString(self.width - MARGIN, self.height - MARGIN, f"page {page_no} of {pages}")
        top = self.height - MARGIN - 14
        cell_w = (self.width - 2 * MARGIN) / self.columns
        cell_h = (top - MARGIN) / self.rows
        for i, deal in enumerate(deals):
            col, row = i % self.columns, i // self.columns
            x, y = MARGIN + col * cell_w, top - row * cell_h
            c.setStrokeColor(HexColor("#999999"))
            c.rect(x + 3, y - cell_h + 3, cell_w - 6, cell_h - 6)
            self.tray(deal, x + 12, y - 8, cell_w - 24, cell_h - 16)
        c.showPage()

    def tray(self, deal: TrayDeal, x: float, top: float, width: float, height: float) -> None:
        c = self.c
        c.setFillColor(black)
        c.setFont(self.bold, self.size + 2)
        c.drawString(x, top - self.size - 2, f"Tray {deal.number}")
        c.setFont(self.font, self.size - 1)
        facts = [f"Dealer {SEAT_NAMES[deal.dealer]}", f"{SEAT_NAMES[deal.leader]} leads",
                 "Trump " + self.trump_text(deal)]
        c.drawString(x, top - 2 * self.size - 6, "   ".join(facts))
        head = 2 * self.size + 10
        block = 4 * self.line
        diagram_top = top - head
        room = height - head - self.line * 1.5
        gap = max(0.0, (room - 3 * block) / 2)
        third = width / 3
        rows = [diagram_top, diagram_top - block - gap, diagram_top - 2 * (block + gap)]
        self.hand(deal, "N", x + third, rows[0])
        self.hand(deal, "W", x, rows[1])
        self.hand(deal, "E", x + 2 * third, rows[1])
        self.hand(deal, "S", x + third, rows[2])
        self.compass(deal, x + third, rows[1], third, block)
        c.setFont(self.font, self.size - 1)
        c.setFillColor(black)
        par = (f"Par  N-S {deal.par_ns}, E-W {deal.par_ew}"
               if deal.par_ns is not None else "Par not computed")
        c.drawString(x, top - height + 4, par)

    def hand(self, deal: TrayDeal, seat: str, x: float, top: float) -> None:
        c = self.c
        for i, suit in enumerate(SUITS):
            y = top - (i + 1) * self.line + 3
            c.setFillColor(RED if suit in "HD" else black)
            c.setFont(self.font, self.size)
            c.drawString(x, y, self.suit_mark(suit))
            c.setFillColor(black)
            holding = suit_holding(deal.hands[seat], suit).replace("T", "10")
            void = "\u2014" if self.symbols else "-"
            c.drawString(x + self.size * 1.2, y, holding or void)

    def compass(self, deal: TrayDeal, x: float, top: float, width: float, height: float) -> None:
        """The little table in the middle: seat letters, the dealer's in bold."""
        c = self.c
        side = min(width * 0.6, height * 0.9)
        left, bottom = x + (width - side) / 2, top - height + (height - side) / 2
        c.setStrokeColor(HexColor("#666666"))
        c.rect(left, bottom, side, side)
        spots = {"N": (left + side / 2, bottom + side - self.size - 1),
                 "S": (left + side / 2, bottom + 3),
                 "W": (left + self.size * 0.6, bottom + side / 2 - self.size / 3),
                 "E": (left + side - self.size * 0.6, bottom + side / 2 - self.size / 3)}
        for seat, (sx, sy) in spots.items():
            c.setFont(self.bold if seat == deal.dealer else self.font, self.size - 1)
            c.setFillColor(RED if seat == deal.dealer else black)
            c.drawCentredString(sx, sy, seat)
        c.setFillColor(black)

    def suit_mark(self, suit: str) -> str:
        return SUIT_SYMBOLS[suit] if self.symbols else suit

    def trump_text(self, deal: TrayDeal) -> str:
        if not deal.trump_suit:
            return "not recorded"
        if deal.trump_card is None:
            suit = SUIT_NAMES[deal.trump_suit]
            return f"{suit} (declared)"
        rank = deal.trump_card[0].replace("T", "10")
        return rank + self.suit_mark(deal.trump_suit)
