"""Everything a duplicate room prints, as PDF: one module per document.

``build(kind, source, paper="a4", table_urls=None) -> bytes`` prints one
document; ``build_pack(source, ...)`` prints them all in one PDF.  ``source`` is
a :class:`~tournament.printing.parts.Parts`, a scoring ``Session``, a
``whist-session/1`` document or a bare movement (see :func:`parts.gather`).
``table_urls`` maps a table number to its live score-entry address (or is a
callable taking the table number); table cards then carry its QR code.
"""

from __future__ import annotations

from tournament.printing import (guide_cards, indicator_cards, results, score_cards, scorer_slips, table_cards, trays)
from tournament.printing.errors import PrintError
from tournament.printing.layout import Document
from tournament.printing.parts import Parts, gather

DOCUMENTS = {
    "indicator-cards": indicator_cards,
    "table-cards": table_cards,
    "guide-cards": guide_cards,
    "trays-and-trump-slips": trays,
    "score-cards": score_cards,
    "scorer-slips": scorer_slips,
    "results": results,
}
KINDS = tuple(DOCUMENTS)


def title(kind: str) -> str:
    return _module(kind).TITLE


def available(source) -> list[str]:
    """The documents that can be printed now: results only once there are some."""
    parts = gather(source)
    return [k for k in KINDS if k != "results" or parts.standings is not None]


def build(kind: str, source, paper: str = "a4", table_urls=None) -> bytes:
    """One document as PDF bytes."""
    module = _module(kind)
    parts = gather(source)
    doc = Document(paper, _doc_title(parts, module.TITLE))
    module.build(doc, parts, table_urls)
    return doc.finish()


def build_pack(source, paper: str = "a4", table_urls=None) -> bytes:
    """Every available document, one after another, in one PDF."""
    parts = gather(source)
    doc = Document(paper, _doc_title(parts, "Printing pack"))
    for kind in available(parts):
        doc.section(kind, DOCUMENTS[kind].TITLE)
        DOCUMENTS[kind].build(doc, parts, table_urls)
    return doc.finish()


def _module(kind: str):
    try:
        return DOCUMENTS[kind]
    except KeyError:
        raise PrintError(f"there is no document {kind!r}; choose one of {', '.join(KINDS)}") from None


def _doc_title(parts: Parts, what: str) -> str:
    return f"{what} — {parts.heading}" if parts.heading else what


__all__ = ["DOCUMENTS", "KINDS", "Parts", "PrintError", "available", "build", "build_pack",
           "gather", "title"]
