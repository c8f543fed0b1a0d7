"""The ladder as a workbook sheet: one row per competitor, one column per event."""

from __future__ import annotations

from tournament.cells import Book, Style
from tournament.club.ladders import Computed
from tournament.scoring.rounding import number


def ladder_workbook(computed: Computed) -> bytes:
    """A workbook with the ladder's sheet: place, name, events, score, and each event's score
    (in brackets when best N leaves it out)."""
    book = Book()
    ws = book.sheet("Ladder")
    ws.append([computed.ladder.name, computed.rule.describe()], {1: Style(bold=True, size=14)})
    heading = ["Place", "Name", "Events", "Score"] + [f"{e.date:%d %b} {e.name}" for e in computed.events]
    ws.append(heading, dict.fromkeys(range(1, len(heading) + 1), Style(bold=True)))
    column = {e.event: 5 + i for i, e in enumerate(computed.events)}
    for line in computed.lines:
        s = line.standing
        r = ws.append([s.rank, line.name, s.events, number(s.score)])
        for p in s.played:
            ws.put(r, column[p.event], number(p.score) if p.counted else f"({number(p.score)})")
    ws.widths = [None, 30]
    return book.save()
