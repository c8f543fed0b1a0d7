"""The ladder on paper: one line per competitor, with the rule and the events it counts."""

from __future__ import annotations

from tournament.club.ladders import Computed, shown

from tournament.printing.layout import Document

ROW = 15


def ladder_pdf(computed: Computed, paper: str = "a4") -> bytes:
    """The ladder as a PDF: place, name, events played, score; pages follow as needed."""
    ladder = computed.ladder
    doc = Document(paper, title=f"{ladder.name} — {ladder.club.name}")
    columns = ((0, "Place", "left"), (45, "Name", "left"), (0.8, "Events", "right"), (1.0, "Score", "right"))
    y = None
    for line in (None, *computed.lines):
        if y is None or y < doc.page.y + ROW:
            page = doc.new_page()
            y = page.top - 16
            if line is None:
                doc.text(page.x, y, f"{ladder.name} — {ladder.club.name}", 16, bold=True)
                y -= 18
                doc.text(page.x, y, f"{computed.rule.describe().capitalize()}; "
                                    f"{len(computed.events)} published events.", 10)
                y -= 22
            with doc.lines() as out:
                for x, title, align in columns:
                    out(_x(page, x), y, title, 10, True, align)
            y -= ROW
        if line is None:
            continue
        s = line.standing
        with doc.lines() as out:
            out(page.x, y, str(s.rank) if s.rank else "—", 10)
            out(page.x + 45, y, line.name, 10, width=page.w * 0.8 - 100)
            out(_x(page, 0.8), y, str(s.events), 10, align="right")
            out(_x(page, 1.0), y, shown(s.score), 10, align="right")
        y -= ROW
    return doc.finish()


def _x(page, where: float) -> float:
    """A column's x: points from the left edge, or a share of the width (right-aligned columns)."""
    return page.x + (where * page.w if where <= 1 else where)
