"""Exports of an event for other programs: the Excel workbook.

Every workbook and CSV file is written through :mod:`tournament.cells`.

``workbook(source) -> bytes`` where ``source`` is what
:func:`tournament.printing.parts.gather` accepts (a Session, a session
document, Parts or a movement), or a list of (section name, source).
"""

from tournament.exports.workbook import workbook

__all__ = ["workbook"]
