"""A small XLSX writer: just what the results workbook uses, written straight as XML.

openpyxl builds an object for every cell and writes it through a general XML
tree: two seconds for the 130,000 cells of a 60-table event.  Here a sheet keeps
plain (value, style, as text) entries and writes each as one formatted string,
about thirty times faster.  What it writes: numbers, text (inline strings),
formulas (text starting with "=", unless put as text), a few styles (bold,
size, a grey fill, centred and wrapped, a number format), cell comments,
frozen heading rows and column widths, in the same parts and elements openpyxl
writes for them; the tests read every workbook back with openpyxl.
"""

from __future__ import annotations

import io
import re
import zipfile
from dataclasses import dataclass

from openpyxl.utils import get_column_letter


@dataclass(frozen=True)
class Style:
    """How a cell looks; the default style is plain 11-point text, General format."""

    bold: bool = False
    size: float | None = None
    fill: str | None = None            # an RGB colour such as "DDDDDD"
    centre: bool = False
    wrap: bool = False
    number_format: str = "General"


DEFAULT = Style()
_BUILTIN_FORMATS = {"General": 0, "0": 1, "0.00": 2}
_ILLEGAL = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f]")     # no XML may hold them
_SPECIAL = re.compile('[&<>"\x00-\x08\x0b\x0c\x0e-\x1f]')


def _escape(text: str) -> str:
    if not _SPECIAL.search(text):
        return text
    text = text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
    return _ILLEGAL.sub("", text.replace('"', "&quot;"))


class Sheet:
    """One worksheet: cells by row and column (from 1), comments, frozen rows, widths."""

    def __init__(self, name: str):
        self.name = name
        # A row is a list of values (column 1 first) and a dict of its cells' styles, so
        # that a big sheet makes no object per cell (the garbage collector walks them all).
        self.rows: dict[int, list] = {}
        self.styles: dict[int, dict[int, Style]] = {}
        self.texts: set[tuple[int, int]] = set()       # put as text, never as a formula
        self.comments: dict[tuple[int, int], str] = {}
        self.freeze: str | None = None         # the top left cell that scrolls, e.g. "A2"
        self.widths: list[float] = []

    def put(self, row: int, col: int, value, style: Style = DEFAULT, text: bool = False) -> None:
        """``value`` in the cell; a str starting with "=" is a formula unless ``text``."""
        values = self.rows.setdefault(row, [])
        values.extend([None] * (col - len(values)))
        values[col - 1] = value
        if style is not DEFAULT:
            self.styles.setdefault(row, {})[col] = style
        if text:
            self.texts.add((row, col))

    def put_row(self, row: int, values: list, styles: dict[int, Style] | None = None) -> None:
        """A whole row of values from column 1 (replacing what it had); ``styles`` by column."""
        self.rows[row] = values
        if styles:
            self.styles[row] = dict(styles)

    def comment(self, row: int, col: int, text: str) -> None:
        self.comments[(row, col)] = text

    def xml(self, style_id) -> str:
        out = ['<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
               '<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" '
               'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships">']
        if self.freeze:
            top = int(re.sub(r"\D", "", self.freeze)) - 1
            out.append(f'<sheetViews><sheetView workbookViewId="0"><pane ySplit="{top}" '
                       f'topLeftCell="{self.freeze}" activePane="bottomLeft" state="frozen"/>'
                       f'<selection pane="bottomLeft" activeCell="{self.freeze}" '
                       f'sqref="{self.freeze}"/></sheetView></sheetViews>')
        out.append('<sheetFormatPr defaultRowHeight="15"/>')
        if self.widths:
            out.append("<cols>" + "".join(
                f'<col min="{i}" max="{i}" width="{w}" customWidth="1"/>'
                for i, w in enumerate(self.widths, 1)) + "</cols>")
        out.append("<sheetData>")
        letters = [get_column_letter(c) for c in range(1, 1 + max(map(len, self.rows.values()),
                                                                   default=0))]
        no_styles: dict[int, Style] = {}
        for r in sorted(self.rows):
            styles = self.styles.get(r, no_styles)
            out.append(f'<row r="{r}">')
            for c, value in enumerate(self.rows[r], 1):
                style = styles.get(c, DEFAULT)
                if style is DEFAULT:
                    if value is None:
                        continue
                    if type(value) is int:       # most cells: say it fast
                        out.append(f'<c r="{letters[c - 1]}{r}"><v>{value}</v></c>')
                        continue
                out.append(_cell(f"{letters[c - 1]}{r}", value, style, (r, c) in self.texts,
                                 style_id))
            out.append("</row>")
        out.append("</sheetData>")
        if self.comments:
            out.append('<legacyDrawing r:id="vml"/>')
        out.append("</worksheet>")
        return "".join(out)

    def comments_xml(self) -> str:
        notes = "".join(f'<comment ref="{get_column_letter(c)}{r}" authorId="0"><text><t '
                        f'xml:space="preserve">{_escape(text)}</t></text></comment>'
                        for (r, c), text in sorted(self.comments.items()))
        return ('<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<comments xmlns='
                '"http://schemas.openxmlformats.org/spreadsheetml/2006/main"><authors><author>'
                f'whist</author></authors><commentList>{notes}</commentList></comments>')

    def vml(self) -> str:
        """The legacy drawing Excel needs to show the comments (one hidden note box each)."""
        shapes = "".join(
            f'<v:shape id="_x0000_s{1025 + i}" type="#_x0000_t202" style="position:absolute;'
            'width:144pt;height:79pt;z-index:1;visibility:hidden" fillcolor="#ffffe1" '
            'o:insetmode="auto"><v:fill color2="#ffffe1"/><v:path o:connecttype="none"/>'
            '<v:textbox style="mso-direction-alt:auto"><div style="text-align:left"></div>'
            '</v:textbox><x:ClientData ObjectType="Note"><x:MoveWithCells/><x:SizeWithCells/>'
            f'<x:AutoFill>False</x:AutoFill><x:Row>{r - 1}</x:Row><x:Column>{c - 1}</x:Column>'
            '</x:ClientData></v:shape>'
            for i, (r, c) in enumerate(sorted(self.comments)))
        return ('<xml xmlns:v="urn:schemas-microsoft-com:vml" xmlns:o="urn:schemas-microsoft-com:'
                'office:office" xmlns:x="urn:schemas-microsoft-com:office:excel"><o:shapelayout '
                'v:ext="edit"><o:idmap v:ext="edit" data="1"/></o:shapelayout><v:shapetype '
                'id="_x0000_t202" coordsize="21600,21600" o:spt="202" path="m,l,21600r21600,'
                'l21600,xe"><v:stroke joinstyle="miter"/><v:path gradientshapeok="t" '
                f'o:connecttype="rect"/></v:shapetype>{shapes}</xml>')


def _cell(ref: str, value, style: Style, text: bool, style_id) -> str:
    s = "" if style is DEFAULT else f' s="{style_id(style)}"'
    if value is None:
        return f'<c r="{ref}"{s}/>'
    if isinstance(value, str):
        if value.startswith("=") and not text:
            return f'<c r="{ref}"{s}><f>{_escape(value[1:])}</f></c>'
        return f'<c r="{ref}"{s} t="inlineStr"><is><t xml:space="preserve">{_escape(value)}</t></is></c>'
    if isinstance(value, bool):
        return f'<c r="{ref}"{s} t="b"><v>{int(value)}</v></c>'
    return f'<c r="{ref}"{s}><v>{value!r}</v></c>'


class Book:
    """Sheets in order, saved as the bytes of an .xlsx file."""

    def __init__(self):
        self.sheets: list[Sheet] = []

    def sheet(self, name: str) -> Sheet:
        sheet = Sheet(name)
        self.sheets.append(sheet)
        return sheet

    def save(self) -> bytes:
        styles: dict[Style, int] = {DEFAULT: 0}

        def style_id(style: Style) -> int:
            return styles.setdefault(style, len(styles))

        out = io.BytesIO()
        with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED, compresslevel=1) as z:
            for i, sheet in enumerate(self.sheets, 1):
                z.writestr(f"xl/worksheets/sheet{i}.xml", sheet.xml(style_id))
                if sheet.comments:
                    z.writestr(f"xl/comments{i}.xml", sheet.comments_xml())
                    z.writestr(f"xl/drawings/commentsDrawing{i}.vml", sheet.vml())
                    z.writestr(f"xl/worksheets/_rels/sheet{i}.xml.rels", _rels([
                        ("comments", "comments", f"../comments{i}.xml"),
                        ("vml", "vmlDrawing", f"../drawings/commentsDrawing{i}.vml")]))
            z.writestr("xl/styles.xml", _styles(list(styles)))
            z.writestr("xl/workbook.xml", self._workbook_xml())
            z.writestr("xl/_rels/workbook.xml.rels", _rels(
                [(f"s{i}", "worksheet", f"worksheets/sheet{i}.xml")
                 for i in range(1, len(self.sheets) + 1)] + [("st", "styles", "styles.xml")]))
            z.writestr("_rels/.rels", _rels([("wb", "officeDocument", "xl/workbook.xml")]))
            z.writestr("[Content_Types].xml", self._content_types())
        return out.getvalue()

    def _workbook_xml(self) -> str:
        sheets = "".join(f'<sheet name="{_escape(s.name)}" sheetId="{i}" r:id="s{i}"/>'
                         for i, s in enumerate(self.sheets, 1))
        return ('<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<workbook xmlns="http://'
                'schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.'
                'openxmlformats.org/officeDocument/2006/relationships"><bookViews><workbookView/>'
                f'</bookViews><sheets>{sheets}</sheets></workbook>')

    def _content_types(self) -> str:
        ml = "application/vnd.openxmlformats-officedocument.spreadsheetml"
        parts = [("/xl/workbook.xml", f"{ml}.sheet.main+xml"), ("/xl/styles.xml", f"{ml}.styles+xml")]
        for i, sheet in enumerate(self.sheets, 1):
            parts.append((f"/xl/worksheets/sheet{i}.xml", f"{ml}.worksheet+xml"))
            if sheet.comments:
                parts.append((f"/xl/comments{i}.xml", f"{ml}.comments+xml"))
        overrides = "".join(f'<Override PartName="{p}" ContentType="{t}"/>' for p, t in parts)
        return ('<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Types xmlns="http://'
                'schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" '
                'ContentType="application/vnd.openxmlformats-package.relationships+xml"/>'
                '<Default Extension="xml" ContentType="application/xml"/><Default Extension="vml" '
                'ContentType="application/vnd.openxmlformats-officedocument.vmlDrawing"/>'
                f'{overrides}</Types>')


def _rels(links: list[tuple[str, str, str]]) -> str:
    rel = "http://schemas.openxmlformats.org/officeDocument/2006/relationships"
    items = "".join(f'<Relationship Id="{i}" Type="{rel}/{kind}" Target="{target}"/>'
                    for i, kind, target in links)
    return ('<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Relationships xmlns='
            f'"http://schemas.openxmlformats.org/package/2006/relationships">{items}</Relationships>')


def _styles(styles: list[Style]) -> str:
    """styles.xml: a font, fill and number format for each style, and one cell format each."""
    fonts, fills, formats, xfs = [], [], {}, []
    for style in styles:
        font = (style.bold, style.size or 11)
        if font not in fonts:
            fonts.append(font)
        if style.fill and style.fill not in fills:
            fills.append(style.fill)
        fmt = _BUILTIN_FORMATS.get(style.number_format)
        if fmt is None:
            fmt = formats.setdefault(style.number_format, 164 + len(formats))
        fill = 2 + fills.index(style.fill) if style.fill else 0    # 0 and 1 are the required two
        xf = (f'<xf numFmtId="{fmt}" fontId="{fonts.index(font)}" fillId="{fill}" borderId="0" '
              'xfId="0" applyNumberFormat="1" applyFont="1" applyFill="1"')
        if style.centre or style.wrap:
            xf += (' applyAlignment="1"><alignment' + (' horizontal="center"' if style.centre else "")
                   + (' wrapText="1"' if style.wrap else "") + "/></xf>")
        else:
            xf += "/>"
        xfs.append(xf)
    fill_xml = ('<fill><patternFill patternType="none"/></fill>'
                '<fill><patternFill patternType="gray125"/></fill>'
                + "".join(f'<fill><patternFill patternType="solid"><fgColor rgb="FF{f}"/>'
                          '</patternFill></fill>' for f in fills))
    num_fmts = "".join(f'<numFmt numFmtId="{i}" formatCode="{_escape(code)}"/>'
                       for code, i in formats.items())
    return ('<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<styleSheet xmlns="http://'
            'schemas.openxmlformats.org/spreadsheetml/2006/main">'
            + (f'<numFmts count="{len(formats)}">{num_fmts}</numFmts>' if formats else "")
            + f'<fonts count="{len(fonts)}">'
            + "".join(f'<font>{"<b/>" if bold else ""}<sz val="{size}"/><name val="Calibri"/>'
                      '<family val="2"/></font>' for bold, size in fonts)
            + f'</fonts><fills count="{2 + len(fills)}">{fill_xml}</fills>'
            '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border>'
            '</borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" '
            f'borderId="0"/></cellStyleXfs><cellXfs count="{len(xfs)}">{"".join(xfs)}</cellXfs>'
            '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>'
            '</styleSheet>')
