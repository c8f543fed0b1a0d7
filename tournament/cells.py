"""Every cell the project writes to a workbook or a CSV file goes through here.

Two guards, for text a person typed (a name, a club, an event, a note):

* Text is text, never a formula.  In a workbook a cell holds a formula only when
  the program built it and said so (:class:`Formula`); every other string is
  stored as text, and one that a spreadsheet would read as a formula when typed
  (it begins with ``= + - @``, a tab or a carriage return) also gets Excel's
  quote prefix, so editing the cell keeps it text.  In a CSV file, which has no
  types, such a field gets a single quote in front (OWASP's advice against CSV
  injection); :func:`csv_unguard` takes it off again when the file is read back.
* Characters XML 1.0 forbids (the control characters but tab, newline and
  carriage return; lone surrogates; U+FFFE and U+FFFF) are removed: openpyxl
  refuses to write a control character, and a file holding the others is not
  XML that it (or a spreadsheet) can read.  A text longer than a cell holds
  (32,767 characters) is cut there.

Workbooks are written by openpyxl in its write-only mode from :class:`Book`:
sheets whose cells are put in any order, then saved as the bytes of an .xlsx
file.
"""

from __future__ import annotations

import csv
import io
import re
from dataclasses import dataclass, replace
from fractions import Fraction

from openpyxl import Workbook
from openpyxl.cell import WriteOnlyCell
from openpyxl.comments import Comment
from openpyxl.styles import Alignment, Font, PatternFill
from openpyxl.utils import get_column_letter, quote_sheetname

CELL_LIMIT = 32767            # the most characters a cell holds (Excel's limit)
FORMULA_START = ("=", "+", "-", "@", "\t", "\r")
_FORBIDDEN = re.compile("[^\t\n\r\x20-\ud7ff\ue000-\ufffd\U00010000-\U0010ffff]")
_NOT_IN_SHEET_NAME = re.compile(r"[\[\]:*?/\\]")
SHEET_NAME_LIMIT = 31


class Formula(str):
    """A formula the program built ("=SUM(A1:A3)"): the only text a workbook runs."""


def clean(text: str) -> str:
    """``text`` without the characters XML 1.0 forbids, cut to what a cell holds."""
    return _FORBIDDEN.sub("", text)[:CELL_LIMIT]


def reads_as_formula(text: str) -> bool:
    """Whether a spreadsheet would take ``text``, typed into a cell, for a formula."""
    return text.startswith(FORMULA_START)


# -- CSV ---------------------------------------------------------------------------------


def _csv_guarded(text: str) -> bool:
    return reads_as_formula(text) or (text.startswith("'") and _csv_guarded(text[1:]))


def csv_field(value):
    """A value as a CSV field: text cleaned and, when it would run, quoted with a "'"."""
    if not isinstance(value, str):
        return value
    text = clean(value)
    return "'" + text if _csv_guarded(text) else text


def csv_unguard(field: str) -> str:
    """The text :func:`csv_field` was given: its guarding quote taken off again."""
    return field[1:] if field.startswith("'") and _csv_guarded(field[1:]) else field


def csv_bytes(rows) -> bytes:
    """Rows of values as a UTF-8 CSV file, every field guarded."""
    out = io.StringIO()
    writer = csv.writer(out)
    for row in rows:
        writer.writerow([csv_field(v) for v in row])
    return out.getvalue().encode("utf-8")


# -- Workbooks ---------------------------------------------------------------------------


@dataclass(frozen=True)
class Style:
    """How a cell looks; the default style is plain 11-point text, General format."""

    bold: bool = False
    size: float | None = None
    fill: str | None = None            # an RGB colour such as "DDDDDD"
    centre: bool = False
    wrap: bool = False
    number_format: str = "General"
    quoted: bool = False               # Excel's quote prefix: the cell stays text when edited


DEFAULT = Style()
_QUOTED = Style(quoted=True)


class Sheet:
    """One worksheet: cells by row and column (from 1), comments, frozen rows, widths."""

    def __init__(self, name: str, ref: str):
        self.name = name
        self.ref = ref                         # how a formula names it: "'Results'!"
        # A row is a list of values (column 1 first) and a dict of its cells' styles, so
        # that a big sheet makes no object per cell until it is written.
        self.rows: dict[int, list] = {}
        self.styles: dict[int, dict[int, Style]] = {}
        self.comments: dict[tuple[int, int], str] = {}
        self.freeze: str | None = None         # the top left cell that scrolls, e.g. "A2"
        self.widths: list[float | None] = []  # by column from A; None: the default
        self.last_row = 0

    def put(self, row: int, col: int, value, style: Style = DEFAULT) -> None:
        """``value`` in the cell: a number, a :class:`Formula`, or text (always text)."""
        values = self.rows.setdefault(row, [])
        self.last_row = max(self.last_row, row)
        values.extend([None] * (col - len(values)))
        values[col - 1] = value
        if style is not DEFAULT:
            self.styles.setdefault(row, {})[col] = style

    def put_row(self, row: int, values: list, styles: dict[int, Style] | None = None) -> None:
        """A whole row of values from column 1 (replacing what it had); ``styles`` by column."""
        self.rows[row] = list(values)
        self.last_row = max(self.last_row, row)
        if styles:
            self.styles[row] = dict(styles)

    def append(self, values: list, styles: dict[int, Style] | None = None) -> int:
        """The values as the row after the last one; its number."""
        self.put_row(self.last_row + 1, values, styles)
        return self.last_row

    def comment(self, row: int, col: int, text: str) -> None:
        self.comments[(row, col)] = text

    def write(self, ws, look) -> None:
        """Into openpyxl's write-only worksheet ``ws``; ``look(style)`` sets a cell's style."""
        if self.freeze:
            ws.freeze_panes = self.freeze
        for i, width in enumerate(self.widths, 1):
            if width is not None:
                ws.column_dimensions[get_column_letter(i)].width = width
        # openpyxl writes a row's plain values through one cell object of its own, or
        # through ours when we give one unstyled: it would keep our cell's comment for
        # the values after it.  A row with a comment is given cells only.
        noted = {r for r, _ in self.comments}
        last = 0
        for r in sorted(self.rows):
            for _ in range(r - last - 1):
                ws.append(())
            last = r
            styles = self.styles.get(r)
            out = []
            for c, value in enumerate(self.rows[r], 1):
                kind = type(value)
                style = styles.get(c, DEFAULT) if styles else DEFAULT
                note = self.comments.get((r, c)) if r in noted else None
                text = False
                if kind is Fraction:
                    value = value.numerator if value.denominator == 1 else float(value)
                elif kind is not Formula and isinstance(value, str):
                    value, text = clean(value), True
                    if reads_as_formula(value):
                        style = _quoted(style)
                if value is None and style is DEFAULT and note is None:
                    out.append(None)
                elif style is DEFAULT and r not in noted and not (text and value.startswith("=")):
                    # Most cells: a number, a formula or text that no spreadsheet runs, as
                    # openpyxl takes them (no object made here: a big sheet has many).
                    out.append(value)
                else:
                    out.append(_cell(ws, value, style, note, look))
            ws.append(out)


def _cell(ws, value, style: Style, note: str | None, look) -> WriteOnlyCell:
    cell = WriteOnlyCell(ws, value)
    if isinstance(value, Formula):
        cell.data_type = "f"
    elif isinstance(value, str):
        cell.data_type = "s"        # never a formula, whatever it starts with
    if style is not DEFAULT:
        look(cell, style)
    if note is not None:
        cell.comment = Comment(clean(note), "whist")
    return cell


def _quoted(style: Style) -> Style:
    if style is DEFAULT:
        return _QUOTED
    return replace(style, quoted=True)


def _look(cell, style: Style) -> None:
    cell.font = Font(name="Calibri", family=2, bold=style.bold, size=style.size or 11)
    if style.fill:
        cell.fill = PatternFill("solid", fgColor="FF" + style.fill)
    if style.centre or style.wrap:
        cell.alignment = Alignment(horizontal="center" if style.centre else None,
                                   wrap_text=style.wrap or None)
    cell.number_format = style.number_format
    cell.quotePrefix = style.quoted


def sheet_name(name: str) -> str:
    """A name Excel takes for a sheet: no forbidden character, at most 31 long."""
    name = _NOT_IN_SHEET_NAME.sub(" ", clean(name))[:SHEET_NAME_LIMIT].strip("'")
    return name.strip() or "Sheet"


class Book:
    """Sheets in order, saved as the bytes of an .xlsx file."""

    def __init__(self):
        self.sheets: list[Sheet] = []

    def sheet(self, name: str) -> Sheet:
        """A new sheet called ``name`` (made a sheet name, and unlike the others)."""
        name = sheet_name(name)
        taken = {s.name.lower() for s in self.sheets}
        base, n = name, 1
        while name.lower() in taken:
            n += 1
            name = f"{base[:SHEET_NAME_LIMIT - len(str(n)) - 1].rstrip()} {n}"
        sheet = Sheet(name, quote_sheetname(name) + "!")
        self.sheets.append(sheet)
        return sheet

    def save(self) -> bytes:
        book = Workbook(write_only=True)
        looks: dict[Style, object] = {}

        def look(cell, style: Style) -> None:
            # openpyxl keeps a cell's look as an array of indexes into the book's fonts,
            # fills... : work it out once per style and copy it onto each cell.
            if style not in looks:
                _look(cell, style)
                looks[style] = cell._style
            else:
                cell._style = looks[style].__copy__()

        for sheet in self.sheets:
            sheet.write(book.create_sheet(sheet.name), look)
        out = io.BytesIO()
        book.save(out)
        return out.getvalue()
