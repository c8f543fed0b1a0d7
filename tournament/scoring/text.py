"""Standings as a plain-text table for the terminal: what ``manage.py score`` prints."""

from __future__ import annotations

from fractions import Fraction

from .standings import Standings

METHOD_TITLES = {
    "compass": "tricks against the average of the direction",
    "howell": "tricks against the deal averages",
    "matches": "matches won, then net tricks",
    "aggregate": "aggregate tricks",
    "individual-loss": "tricks lost against the best score on the same cards",
    "individual-average": "tricks against the deal averages",
    "matchpoints": "matchpoints, per cent",
}


def signed(value) -> str:
    """+4, -3, or "=" at the average (E2's notation); halves as ½."""
    value = Fraction(value)
    if value == 0:
        return "="
    sign = "+" if value > 0 else "-"
    whole, part = divmod(abs(value), 1)
    if part == 0:
        return f"{sign}{whole}"
    if part == Fraction(1, 2):
        return f"{sign}{whole or ''}½"
    return f"{sign}{float(abs(value)):.2f}"


def plain(value) -> str:
    """A number as printed: 7, 2½, 3.25."""
    value = Fraction(value)
    if value.denominator == 1:
        return str(value.numerator)
    if value.denominator == 2:
        return f"{value.numerator // 2 or ''}½"
    return f"{float(value):.2f}"


def render(standings: Standings) -> str:
    """The standings, one entrant a line, best first, with averages and notes below."""
    title = standings.name or "Session"
    lines = [f"{title}{' — ' + standings.date if standings.date else ''}",
             f"Laws of {standings.laws}; {standings.method}: "
             f"{METHOD_TITLES.get(standings.method, '')}", ""]
    header = ["Place", "No.", "Name"]
    with_pairs = any(row.pairs_text for row in standings.rows)
    if with_pairs:
        header.append("Pairs")
    with_direction = any(row.direction for row in standings.rows)
    if with_direction:
        header.append("Dir.")
    header += ["Tricks", "Score"]
    if standings.team_method:
        header.append("Net")
    table = [header]
    for row in standings.rows:
        cells = [str(row.rank), str(row.entrant), row.name]
        if with_pairs:
            cells.append(row.pairs_text)
        if with_direction:
            cells.append({"NS": "N-S", "EW": "E-W"}.get(row.direction, ""))
        shown = plain(row.score) if standings.method in ("matches", "individual-loss",
                                                          "matchpoints") else signed(row.score)
        cells += [str(row.tricks), shown]
        if standings.team_method:
            cells.append(signed(row.net_tricks or 0))
        table.append(cells)
    widths = [max(len(r[i]) for r in table) for i in range(len(header))]
    for cells in table:
        lines.append("  ".join(c.ljust(w) if i == 2 or (with_pairs and i == 3) else c.rjust(w)
                               for i, (c, w) in enumerate(zip(cells, widths))).rstrip())
    if standings.matches:
        label = {row.entrant: row.label for row in standings.rows}
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
