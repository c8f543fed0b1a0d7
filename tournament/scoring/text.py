"""Standings as a plain-text table for the terminal: what ``manage.py score`` prints."""

from __future__ import annotations

from tournament.vocabulary import DIRECTION_NAMES
from tournament.scoring.registry import METHODS
from tournament.scoring.rounding import plain, signed
from tournament.scoring.standings import Standings


def render(standings: Standings) -> str:
    """The standings, one entrant a line, best first, with averages and notes below."""
    method = METHODS[standings.method]
    title = standings.name or "Session"
    lines = [f"{title}{' — ' + standings.date if standings.date else ''}",
             f"Laws of {standings.laws}; {method.name}: {method.measures}", ""]
    header = ["Place", "No.", "Name"]
    with_pairs = any(row.pairs_text for row in standings.rows)
    if with_pairs:
        header.append("Pairs")
    with_direction = any(row.direction for row in standings.rows)
    if with_direction:
        header.append("Dir.")
    header += ["Tricks", "Score"]
    if method.team:
        header.append("Net")
    table = [header]
    for row in standings.rows:
        cells = [str(row.rank), str(row.entrant), row.name]
        if with_pairs:
            cells.append(row.pairs_text)
        if with_direction:
            cells.append(DIRECTION_NAMES.get(row.direction or "", ""))
        cells += [str(row.tricks), method.show(row.score)]
        if method.team:
            cells.append(signed(row.net_tricks or 0))
        table.append(cells)
    widths = [max(len(r[i]) for r in table) for i in range(len(header))]
    for cells in table:
        lines.append("  ".join(c.ljust(w) if i == 2 or (with_pairs and i == 3) else c.rjust(w)
                               for i, (c, w) in enumerate(zip(cells, widths))).rstrip())
    if standings.matches:
        label: dict[int | str, int | str] = {row.entrant: row.label for row in standings.rows}
        lines += ["", "Matches:"]
        for m in standings.matches:
            a, b = label.get(m.a, m.a), label.get(m.b, m.b)
            result = "half match" if m.winner is None else f"won by {label.get(m.winner, m.winner)}"
            where = f" ({m.label})" if m.label else ""
            lines.append(f"  {a} v {b}{where}: {m.a_tricks}-{m.b_tricks}, {result}")
    if standings.averages:
        target = "Half the grand total" if len(standings.rows) == 2 else "Average of the teams"
        titles = {"NS": "Average N-S", "EW": "Average E-W", "target": target}
        lines += [""] + [f"{titles.get(k, k)}: {shown} (exactly {plain(exact)})"
                         for k, (shown, exact) in standings.averages.items()]
    if standings.notes:
        lines += ["", "Notes:"] + [f"  {note}" for note in standings.notes]
    return "\n".join(lines) + "\n"
