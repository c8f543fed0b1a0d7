"""The ladder as a workbook sheet: one row per competitor, one column per event."""

from __future__ import annotations

import io

from openpyxl import Workbook
from openpyxl.styles import Font

from tournament.ladders import Computed
from tournament.scoring.rounding import number


def ladder_workbook(computed: Computed) -> bytes:
    """A workbook with the ladder's sheet: place, name, events, score, and each event's score
    (in brackets when best N leaves it out)."""
    book = Workbook()
    ws = book.active
    ws.title = "Ladder"
    ws.append([computed.ladder.name, computed.rule.describe()])
    ws["A1"].font = Font(bold=True, size=14)
    heading = ["Place", "Name", "Events", "Score"] + [f"{e.date:%d %b} {e.name}" for e in computed.events]
    ws.append(heading)
    for cell in ws[2]:
        cell.font = Font(bold=True)
    column = {e.event: 5 + i for i, e in enumerate(computed.events)}
    for line in computed.lines:
        s = line.standing
        ws.append([s.rank, line.name, s.events, number(s.score)])
        r = ws.max_row
        for p in s.played:
            ws.cell(r, column[p.event], number(p.score) if p.counted else f"({number(p.score)})")
    ws.column_dimensions["B"].width = 30
    out = io.BytesIO()
    book.save(out)
    return out.getvalue()
