"""The club's member list: import and export as CSV or Excel, all or nothing.

A file has a heading row naming its columns (``name`` is required; ``number``,
``email`` and ``active`` are optional, in any order).  Each row adds a member
or updates one: found by membership number when the row has one, else by name.
Every bad row is refused with its line and why, and then nothing is written.
The CSV export puts a ``'`` before a field a spreadsheet would run (``=SUM(...)``, ``+1``:
``tournament.cells``), and the import takes it off again.
"""

from __future__ import annotations

import csv
import io
from dataclasses import dataclass

from django.core.exceptions import ValidationError
from django.core.validators import validate_email
from django.db import transaction

from tournament.cells import Book, csv_bytes, csv_unguard
from tournament.club.workbook_limits import UNREADABLE, WorkbookRefused, check_packed, limited_rows
from tournament.errors import UserError
from tournament.models import Club, Player

COLUMNS = ("name", "number", "email", "active")
YES, NO = {"", "yes", "y", "true", "1", "active"}, {"no", "n", "false", "0", "inactive"}


class MembersError(UserError):
    """The member file has mistakes; ``problems`` lists each with its line."""


@dataclass(frozen=True)
class MemberRow:
    line: int
    name: str
    number: str
    email: str
    active: bool


def read_rows(upload_name: str, data: bytes) -> list[tuple[int, list[str]]]:
    """The file's rows with their line numbers, as text: CSV, or the first sheet of a workbook."""
    if upload_name.lower().endswith(".xlsx"):
        return _workbook_rows(data)
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise MembersError(["The file is not CSV text in UTF-8; save it as “CSV UTF-8”."]) from None
    return [(n, [csv_unguard(v.strip()) for v in row])
            for n, row in enumerate(csv.reader(io.StringIO(text)), 1)]


def _workbook_rows(data: bytes) -> list[tuple[int, list[str]]]:
    """The first sheet's rows: measured before openpyxl opens it, and read only up to the
    limits (tournament/club/workbook_limits.py)."""
    import openpyxl

    try:
        check_packed(data)
        try:
            workbook = openpyxl.load_workbook(io.BytesIO(data), read_only=True, data_only=True)
            sheet = workbook.worksheets[0]
        except Exception:
            raise WorkbookRefused(UNREADABLE) from None
        try:
            return [(n, ["" if v is None else str(v).strip() for v in row])
                    for n, row in enumerate(limited_rows(sheet), 1)]
        finally:
            workbook.close()
    except WorkbookRefused as refused:
        raise MembersError(refused.problems, refused.code) from None


def parse(rows: list[tuple[int, list[str]]]) -> list[MemberRow]:
    """The member rows; raise MembersError listing every bad row with its line and reason."""
    rows = [(n, r) for n, r in rows if any(r)]
    if not rows:
        raise MembersError(["The file is empty: it needs a heading row (name, number, email, active)."])
    (head_line, head), rows = rows[0], rows[1:]
    heading = [h.strip().lower() for h in head]
    problems = [f"line {head_line}: unknown column {h!r}; the columns are {', '.join(COLUMNS)}"
                for h in heading if h and h not in COLUMNS]
    if "name" not in heading:
        problems.append(f"line {head_line}: the heading row needs a 'name' column")
    if problems:
        raise MembersError(problems)
    longest = {f: Player._meta.get_field(f).max_length for f in ("name", "number", "email")}
    out, names, numbers = [], {}, {}
    for n, row in rows:
        cell = {h: (row[i] if i < len(row) else "") for i, h in enumerate(heading) if h}
        name, number = " ".join(cell.get("name", "").split()), cell.get("number", "")
        email, active = cell.get("email", ""), cell.get("active", "").lower()
        where = f"line {n}"
        if not name:
            problems.append(f"{where}: the name is empty")
        for field, value in (("name", name), ("number", number), ("email", email)):
            if len(value) > longest[field]:
                problems.append(f"{where}: the {field} is {len(value)} characters long; at most "
                                f"{longest[field]} fit")
        if "\x00" in name + number + email:
            problems.append(f"{where}: holds a NUL character")
        if email:
            try:
                validate_email(email)
            except ValidationError:
                problems.append(f"{where}: {email!r} is not an email address")
        if active not in YES | NO:
            problems.append(f"{where}: active is {active!r}; write yes or no")
        if name and name.lower() in names:
            problems.append(f"{where}: {name} is also on line {names[name.lower()]}")
        if number and number in numbers:
            problems.append(f"{where}: membership number {number} is also on line {numbers[number]}")
        names.setdefault(name.lower(), n)
        if number:
            numbers.setdefault(number, n)
        out.append(MemberRow(n, name, number, email, active not in NO))
    if problems:
        raise MembersError(problems)
    return out


@transaction.atomic
def import_members(club: Club, rows: list[MemberRow]) -> tuple[int, int]:
    """Add or update the club's members from ``rows``; (added, updated).  All or nothing."""
    existing = list(Player.objects.select_for_update().filter(club=club))
    by_number = {p.number: p for p in existing if p.number}
    by_name = {p.name.lower(): p for p in existing}
    problems, added, updated = [], 0, 0
    for row in rows:
        member = by_number.get(row.number) if row.number else None
        named = by_name.get(row.name.lower())
        member = member or named
        if named is not None and named is not member:
            problems.append(f"line {row.line}: {row.name} is already the member with number "
                            f"{named.number or '(none)'}, not {row.number}")
            continue
        if row.number and row.number in by_number and by_number[row.number] is not member:
            problems.append(f"line {row.line}: membership number {row.number} belongs to "
                            f"{by_number[row.number].name}")
            continue
        if member is None:
            member = Player(club=club)
            added += 1
        else:
            updated += 1
        by_name.pop(member.name.lower(), None)
        member.name, member.email, member.active = row.name, row.email, row.active
        member.visitor = False   # on the club's member list: a member
        member.number = row.number or member.number
        member.save()
        by_name[member.name.lower()] = member
        if member.number:
            by_number[member.number] = member
    if problems:
        raise MembersError(problems)
    return added, updated


def export_rows(club: Club) -> list[list]:
    """The heading and one row per member, as the import reads them back."""
    return [list(COLUMNS)] + [[p.name, p.number, p.email, "yes" if p.active else "no"]
                              for p in club.players.filter(visitor=False).order_by("name")]


def as_csv(club: Club) -> bytes:
    return csv_bytes(export_rows(club))


def as_xlsx(club: Club) -> bytes:
    book = Book()
    sheet = book.sheet("Members")
    for row in export_rows(club):
        sheet.append(row)
    return book.save()
