"""Positioned strings written straight into PDF text objects, each distinct string encoded once.

reportlab's ``TextObject.textOut`` encodes every string afresh: it splits it
into the font's 256-glyph subsets, measures it to move a cursor we never use and
formats the font operators again; that was half the time of a printing pack,
whose cards repeat a few thousand strings tens of thousands of times.  Here a
:class:`TextEncoder` keeps, for one PDF document, the ``Tj`` operators of every
(font, string) it has seen, made as ``reportlab.pdfbase.ttfonts`` says dynamic
(TrueType) fonts must be (``splitString`` and ``getSubsetInternalName``) and as
the canvas does for the standard fonts; a :class:`TextRun` lays them out.
"""

from __future__ import annotations

from reportlab.lib.rl_accel import escapePDF, fp_str, unicode2T1
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont

Pieces = tuple[tuple[str, str], ...]     # (PDF font resource name, "(bytes) Tj"), in order


class TextEncoder:
    """The PDF operators showing a string in a font, remembered for one document.

    The cache is per document because a TrueType font's glyphs are numbered into
    subsets per document, in the order they are first used.
    """

    def __init__(self, pdf_doc):
        self._doc = pdf_doc
        self._seen: dict[tuple[str, str], Pieces] = {}

    def pieces(self, font_name: str, text: str) -> Pieces:
        key = (font_name, text)
        found = self._seen.get(key)
        if found is None:
            found = self._seen[key] = self._encode(font_name, text)
        return found

    def _encode(self, font_name: str, text: str) -> Pieces:
        doc, font = self._doc, pdfmetrics.getFont(font_name)
        if isinstance(font, TTFont):
            return tuple((font.getSubsetInternalName(subset, doc), f"({escapePDF(chunk)}) Tj")
                         for subset, chunk in font.splitString(text, doc))
        return tuple((doc.getInternalFontName(f.fontName), f"({escapePDF(chunk)}) Tj")
                     for f, chunk in unicode2T1(text, [font] + font.substitutionFonts))


class TextRun:
    """One PDF text object of strings at given positions; hand it to ``canvas.drawText``."""

    def __init__(self, encoder: TextEncoder):
        self._encoder = encoder
        self._code = ["BT"]
        self._font: tuple[str, float] | None = None      # the resource and size last set

    def show(self, x: float, y: float, text: str, font_name: str, size: float) -> None:
        """``text`` with its left end of baseline at (x, y)."""
        code = self._code
        code.append(f"1 0 0 1 {fp_str(x, y)} Tm")
        for resource, shown in self._encoder.pieces(font_name, text):
            if self._font != (resource, size):
                self._font = (resource, size)
                code.append(f"{resource} {fp_str(size)} Tf")
            code.append(shown)

    def getCode(self) -> str:          # noqa: N802 - the name reportlab's Canvas.drawText calls
        return " ".join(self._code) + " ET"
