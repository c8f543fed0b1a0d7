"""An uploaded workbook (.xlsx) is measured before it is opened, and read only as far as a limit.

An .xlsx file is a zip of XML parts; a small file can unpack to hundreds of
megabytes (a sheet of millions of empty cells, a huge shared-strings part), or
declare a sheet of a million rows by sixteen thousand columns that a reader
then fills in.  So, before openpyxl sees the file, its zip directory is read
(:func:`check_packed`): the parts' total unpacked size, each sheet's and the
shared strings' size, and the sheet's declared dimension are held to the limits.
Then (:func:`limited_rows`) the sheet is read in openpyxl's streaming mode, its
declared dimension ignored, and reading stops with a clear message past the
largest number of rows or cells a member list can have.

Limits (settings): ``WHIST_MAX_UNPACKED`` bytes unpacked in all,
``WHIST_MAX_SHEET_XML`` bytes for any one sheet or the shared strings,
``WHIST_MAX_MEMBER_ROWS`` rows and ``WHIST_MAX_MEMBER_CELLS`` cells.
"""

from __future__ import annotations

import io
import re
import zipfile
from collections.abc import Iterator

from django.conf import settings
from django.template.defaultfilters import filesizeformat

from tournament.errors import Code, UserError

UNREADABLE = "The file is not an Excel workbook (.xlsx) that can be read."
MOST_PARTS = 500
_DIMENSION = re.compile(rb'<(?:\w+:)?dimension\s+ref="[A-Z]*\d*:?([A-Z]+)(\d+)"')


class WorkbookRefused(UserError):
    """A workbook too big to read, or not one at all; the message says which limit."""


def _big_part(name: str) -> bool:
    return name.startswith("xl/worksheets/") or name in ("xl/sharedStrings.xml",)


def check_packed(data: bytes) -> None:
    """Refuse (WorkbookRefused) a workbook whose parts unpack beyond the limits, by its zip
    directory alone: nothing is unpacked here but the first bytes of its sheets."""
    try:
        archive = zipfile.ZipFile(io.BytesIO(data))
        parts = archive.infolist()
    except (zipfile.BadZipFile, zipfile.LargeZipFile, ValueError, OSError):
        raise WorkbookRefused(UNREADABLE) from None
    if len(parts) > MOST_PARTS:
        raise WorkbookRefused(f"The workbook has {len(parts)} parts; a member list has a few "
                              f"dozen at most. {UNREADABLE}", Code.TOO_LARGE)
    unpacked = sum(p.file_size for p in parts)
    if unpacked > settings.WHIST_MAX_UNPACKED:
        raise WorkbookRefused(
            f"The workbook unpacks to {filesizeformat(unpacked)}; at most "
            f"{filesizeformat(settings.WHIST_MAX_UNPACKED)} is read. Save the member list alone "
            "in a new workbook, or as CSV.", Code.TOO_LARGE)
    for part in parts:
        if _big_part(part.filename) and part.file_size > settings.WHIST_MAX_SHEET_XML:
            raise WorkbookRefused(
                f"The workbook's part {part.filename} unpacks to {filesizeformat(part.file_size)}; "
                f"at most {filesizeformat(settings.WHIST_MAX_SHEET_XML)} is read. Save the member "
                "list alone in a new workbook, or as CSV.", Code.TOO_LARGE)
    for part in parts:
        if part.filename.startswith("xl/worksheets/") and part.filename.endswith(".xml"):
            _check_dimension(archive, part)


def _check_dimension(archive: zipfile.ZipFile, part: zipfile.ZipInfo) -> None:
    try:
        with archive.open(part) as sheet:
            head = sheet.read(4096)
    except (zipfile.BadZipFile, ValueError, OSError, NotImplementedError, EOFError):
        raise WorkbookRefused(UNREADABLE) from None
    found = _DIMENSION.search(head)
    if found:
        rows, columns = int(found.group(2)), _column_number(found.group(1).decode())
        if rows > settings.WHIST_MAX_MEMBER_ROWS or rows * columns > settings.WHIST_MAX_MEMBER_CELLS:
            raise WorkbookRefused(_too_many(f"says it has {rows:,} rows and {columns:,} columns"),
                                  Code.TOO_LARGE)


def _column_number(letters: str) -> int:
    number = 0
    for letter in letters:
        number = number * 26 + ord(letter) - ord("A") + 1
    return number


def _too_many(what: str) -> str:
    return (f"The workbook's first sheet {what}; a member list has at most "
            f"{settings.WHIST_MAX_MEMBER_ROWS:,} rows and {settings.WHIST_MAX_MEMBER_CELLS:,} "
            "cells. Remove the rest, or save the member list alone in a new workbook.")


def limited_rows(sheet) -> Iterator[tuple]:
    """The rows of a read-only openpyxl sheet, its declared size ignored; WorkbookRefused past
    the limits of rows or cells (empty ones count: a reader builds them too)."""
    sheet.reset_dimensions()
    cells = 0
    for number, row in enumerate(sheet.iter_rows(values_only=True), 1):
        cells += len(row)
        if number > settings.WHIST_MAX_MEMBER_ROWS:
            raise WorkbookRefused(_too_many(f"has more than {settings.WHIST_MAX_MEMBER_ROWS:,} rows"),
                                  Code.TOO_LARGE)
        if cells > settings.WHIST_MAX_MEMBER_CELLS:
            raise WorkbookRefused(_too_many(f"has more than {settings.WHIST_MAX_MEMBER_CELLS:,} cells"),
                                  Code.TOO_LARGE)
        yield row
