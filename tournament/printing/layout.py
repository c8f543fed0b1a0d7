"""The few drawing moves every printed document shares.

A :class:`Document` is one PDF on A4 or US letter paper, with the house font
(DejaVu Sans, which has the ½ ← → ♠ ♥ ♦ ♣ glyphs; Helvetica and plain ASCII
when it is not installed), boxes to draw cards in, and a grid helper that cuts a
page into equal cards with cut lines between them.  :class:`RuledCard` is the
one card shape most documents use: a heading, then a ruled table that runs on to
a continuation card when it is too long for one page.
"""

from __future__ import annotations

import io
import os
from dataclasses import dataclass
from contextlib import contextmanager
from functools import lru_cache
from typing import Iterable, Iterator, Sequence

from reportlab.lib.pagesizes import A4, LETTER
from reportlab.lib.units import mm
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont
from reportlab.pdfgen.canvas import Canvas

from tournament.printing.errors import PrintError
from tournament.printing.pdftext import TextEncoder, TextRun

PAPERS = {"a4": A4, "letter": LETTER}
MARGIN = 10 * mm
GAP = 4 * mm                      # between cards, where the cut line runs
FONT_DIR = os.environ.get("WHIST_FONT_DIR", "/usr/share/fonts/truetype/dejavu")

# What the ASCII fallback prints for the glyphs Helvetica lacks.
_ASCII = str.maketrans({"½": " 1/2", "←": "<-", "→": "->", "↑": "^", "♠": "S", "♥": "H",
                        "♦": "D", "♣": "C", "✓": "v", "–": "-", "—": "-", "−": "-",
                        "±": "+/-", "·": "-", "…": "..."})


@dataclass(frozen=True)
class Fonts:
    """The regular and bold font names, and whether they carry the card glyphs."""

    regular: str
    bold: str
    unicode: bool

    def clean(self, text: str) -> str:
        """The text as this font can print it."""
        return text if self.unicode else text.translate(_ASCII)


def _load_fonts() -> Fonts:
    regular = os.path.join(FONT_DIR, "DejaVuSans.ttf")
    bold = os.path.join(FONT_DIR, "DejaVuSans-Bold.ttf")
    if not (os.path.exists(regular) and os.path.exists(bold)):
        return Fonts("Helvetica", "Helvetica-Bold", False)
    if "DejaVuSans" not in pdfmetrics.getRegisteredFontNames():
        pdfmetrics.registerFont(TTFont("DejaVuSans", regular))
        pdfmetrics.registerFont(TTFont("DejaVuSans-Bold", bold))
    return Fonts("DejaVuSans", "DejaVuSans-Bold", True)


_FONTS: Fonts | None = None


def fonts() -> Fonts:
    """The house fonts, registered with reportlab on first use."""
    global _FONTS
    if _FONTS is None:
        _FONTS = _load_fonts()
    return _FONTS


def paper_size(paper: str) -> tuple[float, float]:
    try:
        return PAPERS[(paper or "a4").lower()]
    except KeyError:
        raise PrintError(f"paper must be a4 or letter, not {paper!r}") from None


@dataclass(frozen=True)
class Box:
    """A rectangle on the page, in points from the bottom left corner."""

    x: float
    y: float
    w: float
    h: float

    @property
    def top(self) -> float:
        return self.y + self.h

    def inset(self, d: float) -> "Box":
        return Box(self.x + d, self.y + d, self.w - 2 * d, self.h - 2 * d)


@lru_cache(maxsize=20000)
def _width(text: str, font: str) -> float:
    """The width of ``text`` at size 1: cards repeat the same strings many times."""
    return pdfmetrics.stringWidth(text, font, 1.0)


class Document:
    """One PDF being drawn: pages, fonts, text and the card grid."""

    def __init__(self, paper: str = "a4", title: str = ""):
        self.paper = (paper or "a4").lower()
        self.size = paper_size(self.paper)
        self.fonts = fonts()
        self.buffer = io.BytesIO()
        self.canvas = Canvas(self.buffer, pagesize=self.size, pageCompression=1)
        self.canvas.setTitle(title)
        self.canvas.setCreator("whist tournament director")
        self._encoder = TextEncoder(self.canvas._doc)
        self.title = title
        self.pages = 0
        self._page_open = False
        self._outline: tuple[str, str] | None = None
        self.free_top: float | None = None    # where :func:`flow` may go on, on this page

    # -- pages -------------------------------------------------------------

    @property
    def page(self) -> Box:
        """The printable part of the page, inside the margins."""
        w, h = self.size
        return Box(MARGIN, MARGIN, w - 2 * MARGIN, h - 2 * MARGIN)

    def new_page(self) -> Box:
        if self._page_open:
            self.canvas.showPage()
        self._page_open = True
        self.pages += 1
        self.free_top = None
        if self._outline:
            key, name = self._outline
            self.canvas.bookmarkPage(key)
            self.canvas.addOutlineEntry(name, key, 0)
            self._outline = None
        return self.page

    def section(self, key: str, name: str) -> None:
        """Start a section: its first page gets an entry in the PDF outline."""
        self._outline = (key, name)

    def finish(self) -> bytes:
        if not self._page_open:
            self.new_page()
            self.text(self.page.x, self.page.top - 12, "Nothing to print.", 12)
        self.canvas.showPage()
        self.canvas.save()
        return self.buffer.getvalue()

    # -- text --------------------------------------------------------------

    def font(self, bold: bool) -> str:
        return self.fonts.bold if bold else self.fonts.regular

    def width(self, text: str, size: float, bold: bool = False) -> float:
        return _width(self.fonts.clean(text), self.font(bold)) * size

    def fit(self, text: str, size: float, width: float, bold: bool = False) -> float:
        """The largest font size up to ``size`` at which ``text`` fits ``width``."""
        if len(text) * size * 0.72 <= width:      # no glyph is wider than 0.72 em
            return size
        actual = self.width(text, size, bold)
        return size if actual <= width else max(4.0, size * width / actual)

    def text(self, x: float, y: float, text: str, size: float = 10, bold: bool = False,
             align: str = "left", width: float | None = None) -> None:
        """Draw one line; ``width`` shrinks it to fit, ``align`` is left, centre or right."""
        with self.lines() as out:
            out(x, y, text, size, bold, align, width)

    @contextmanager
    def lines(self):
        """Many lines in one PDF text object (much faster): yields ``out(x, y, text, ...)``."""
        run = TextRun(self._encoder)
        clean, fonts, fit = self.fonts.clean, self.fonts, self.fit

        def out(x: float, y: float, text: str, size: float = 10, bold: bool = False,
                align: str = "left", width: float | None = None) -> None:
            if width is not None:
                size = fit(text, size, width, bold)
            text = clean(text)
            font = fonts.bold if bold else fonts.regular
            if align != "left":
                w = _width(text, font) * size
                x -= w / 2 if align == "centre" else w
            run.show(x, y, text, font, size)

        yield out
        self.canvas.drawText(run)

    def paragraph(self, x: float, top: float, text: str, size: float, width: float,
                  bold: bool = False) -> float:
        """Word-wrapped lines from ``top`` down; returns the y below the last line."""
        line = ""
        y = top - size
        for word in text.split():
            trial = f"{line} {word}".strip()
            if line and self.width(trial, size, bold) > width:
                self.text(x, y, line, size, bold)
                y -= size * 1.3
                line = word
            else:
                line = trial
        if line:
            self.text(x, y, line, size, bold)
            y -= size * 1.3
        return y

    def fill(self, box: Box, grey: float) -> None:
        c = self.canvas
        c.setFillGray(grey)
        c.rect(box.x, box.y, box.w, box.h, stroke=0, fill=1)
        c.setFillGray(0)

    # -- boxes -------------------------------------------------------------

    def frame(self, box: Box, width: float = 0.8, grey: float = 0.0) -> None:
        c = self.canvas
        c.setLineWidth(width)
        c.setStrokeGray(grey)
        c.rect(box.x, box.y, box.w, box.h)
        c.setStrokeGray(0)

    def line(self, x1: float, y1: float, x2: float, y2: float, width: float = 0.5,
             grey: float = 0.0, dash: Sequence[float] | None = None) -> None:
        c = self.canvas
        c.setLineWidth(width)
        c.setStrokeGray(grey)
        c.setDash(list(dash) if dash else [])
        c.line(x1, y1, x2, y2)
        c.setDash([])
        c.setStrokeGray(0)

    def cut_line_below(self, box: Box) -> None:
        y = box.y - GAP / 2
        self.line(box.x, y, box.x + box.w, y, 0.3, 0.6, (3, 3))

    def cut_line_right(self, box: Box) -> None:
        x = box.x + box.w + GAP / 2
        self.line(x, box.y, x, box.top, 0.3, 0.6, (3, 3))

    def grid(self, columns: int, rows: int) -> Iterator[Box]:
        """Endless card boxes, ``columns`` × ``rows`` to a page, with cut lines.

        A new page starts when one is full; stop iterating to stop.
        """
        while True:
            page = self.new_page()
            w = (page.w - GAP * (columns - 1)) / columns
            h = (page.h - GAP * (rows - 1)) / rows
            for r in range(rows):
                for col in range(columns):
                    box = Box(page.x + col * (w + GAP), page.top - (r + 1) * h - r * GAP, w, h)
                    if r < rows - 1:
                        self.cut_line_below(box)
                    if col < columns - 1:
                        self.cut_line_right(box)
                    yield box


# -- ruled cards ------------------------------------------------------------------

ROW = 13.0        # height of one table row, points
HEAD = 15.0       # height of the column headings row
TOP = 40.0        # the title and subtitle above the table
QR = 86.0         # the same with a QR code beside them (about 28 mm square)


@dataclass
class Column:
    """One column of a ruled card: heading, share of the width, alignment."""

    heading: str
    share: float = 1.0
    align: str = "centre"


@dataclass
class RuledCard:
    """A card with a title, a subtitle and a ruled table of rows.

    Text cells may be ``str``; a ``None`` cell is left empty for the pen.
    """

    title: str
    subtitle: str
    columns: Sequence[Column]
    rows: list[Sequence[str | None]]
    footer: str = ""
    aside: object = None              # drawn at the top right: a callable(doc, box)
    row: float = ROW                  # taller rows leave room to write in

    @property
    def top(self) -> float:
        """Room above the table: the titles, or a QR code big enough for a phone."""
        return QR if self.aside is not None else TOP

    def height(self) -> float:
        return self.top + HEAD + len(self.rows) * self.row + (14 if self.footer else 0) + 8

    def rows_in(self, height: float) -> int:
        """How many rows fit a card of ``height``."""
        return max(1, int((height - self.top - HEAD - (14 if self.footer else 0) - 8) // self.row))

    def pieces(self, height: float) -> list["RuledCard"]:
        """The card cut into pieces that fit ``height``, continuations marked."""
        per = self.rows_in(height)
        allrows = list(self.rows)
        if len(allrows) <= per:
            return [self]
        chunks = [allrows[i:i + per] for i in range(0, len(allrows), per)]
        out = []
        for i, chunk in enumerate(chunks):
            title = self.title if i == 0 else f"{self.title} (continued)"
            out.append(RuledCard(title, self.subtitle, self.columns, chunk,
                                 self.footer if i == len(chunks) - 1 else "",
                                 self.aside if i == 0 else None, self.row))
        return out

    def draw(self, doc: Document, box: Box) -> None:
        inner = box.inset(4)
        aside_w = 0.0
        if self.aside is not None:
            aside_w = self.top
            self.aside(doc, Box(inner.x + inner.w - aside_w, inner.top - aside_w + 6,
                                aside_w - 6, aside_w - 6))
        doc.text(inner.x, inner.top - 15, self.title, 14, bold=True, width=inner.w - aside_w)
        doc.text(inner.x, inner.top - 30, self.subtitle, 9, width=inner.w - aside_w)
        y = inner.top - self.top
        total = sum(c.share for c in self.columns)
        xs = [inner.x]
        for c in self.columns:
            xs.append(xs[-1] + inner.w * c.share / total)
        rows = self.rows
        bottom = y - HEAD - self.row * len(rows)
        c = doc.canvas
        c.setFillGray(0.9)
        c.rect(inner.x, y - HEAD, inner.w, HEAD, stroke=0, fill=1)
        c.setFillGray(0)
        with doc.lines() as out:
            for i, col in enumerate(self.columns):
                _cell(out, col.heading, xs[i], xs[i + 1], y - HEAD + 4, "centre", 8, True)
            for r, row in enumerate(rows):
                base = y - HEAD - (r + 1) * self.row + (self.row - 6) / 2
                for i, col in enumerate(self.columns):
                    if row[i]:
                        _cell(out, row[i], xs[i], xs[i + 1], base, col.align, 9)
        c.setStrokeGray(0.3)
        c.setLineWidth(0.4)
        c.lines([(inner.x, yy, inner.x + inner.w, yy)
                 for yy in (y - HEAD - r * self.row for r in range(1, len(rows) + 1))]
                + [(x, y, x, bottom) for x in xs])
        c.setStrokeGray(0)
        c.setLineWidth(0.8)
        c.lines([(inner.x, yy, inner.x + inner.w, yy) for yy in (y, y - HEAD)])
        if self.footer:
            doc.text(inner.x, bottom - 12, self.footer, 8, width=inner.w)
        doc.frame(box, 0.6, 0.5)


def _cell(out, text: str, x0: float, x1: float, base: float, align: str,
          size: float, bold: bool = False) -> None:
    x = x0 + 2 if align == "left" else x1 - 2 if align == "right" else (x0 + x1) / 2
    out(x, base, text, size, bold, align, x1 - x0 - 4)


def flow(doc: Document, cards: Iterable[RuledCard], columns: int = 1, go_on: bool = False) -> None:
    """Print ruled cards down the pages, ``columns`` across, each row as tall as it needs.

    A new page starts when a row does not fit; a card longer than a page runs on
    to continuation cards.  Dashed cut lines separate the cards.  ``go_on``
    carries on below the previous flow's cards instead of starting a page.
    """
    page = doc.page
    width = (page.w - GAP * (columns - 1)) / columns
    pieces = [p for card in cards for p in card.pieces(page.h)]
    y = doc.free_top if go_on else None
    for start in range(0, len(pieces), columns):
        row = pieces[start:start + columns]
        h = max(p.height() for p in row)
        if y is None or y - h < page.y - 0.01:
            page = doc.new_page()
            y = page.top
        for i, piece in enumerate(row):
            box = Box(page.x + i * (width + GAP), y - h, width, h)
            piece.draw(doc, box)
            if i < len(row) - 1:
                doc.cut_line_right(box)
        if y - h - GAP > page.y:
            doc.cut_line_below(Box(page.x, y - h, page.w, h))
        y -= h + GAP
    doc.free_top = y


# Any of the eight masks makes a valid code; trying all eight for the one with the
# fewest confusing patterns was a tenth of a printing pack's time.  OpenCV's reader,
# tried on 360 table addresses, decoded every mask-0 code but one (and missed 17 of
# the codes with the "best" mask).
QR_MASK = 0


def qr_code(doc: Document, url: str, box: Box) -> None:
    """The QR code of ``url``, square at the right of ``box``: one filled path, drawn fast."""
    import qrcode

    code = qrcode.QRCode(border=0, error_correction=qrcode.constants.ERROR_CORRECT_M,
                         mask_pattern=QR_MASK)
    code.add_data(url)
    code.make(fit=True)
    matrix = code.get_matrix()
    side = min(box.w, box.h)
    unit = side / len(matrix)
    x0, top = box.x + box.w - side, box.y + side
    c = doc.canvas
    path = c.beginPath()
    for r, row in enumerate(matrix):
        col = 0
        while col < len(row):
            if not row[col]:
                col += 1
                continue
            start = col
            while col < len(row) and row[col]:
                col += 1
            path.rect(x0 + start * unit, top - (r + 1) * unit, (col - start) * unit, unit)
    c.drawPath(path, stroke=0, fill=1)
