"""The event as an Excel workbook a director can audit.

Sheets: Standings, Matches (teams), Recap (a line per tray: tables, deal
averages), Results (a line per table per tray) and Movement (round by round).
Where a figure is a plain sum or average of other cells it is written as a live
formula (a pair's tricks = SUMIF over the Results sheet, a deal average = the
rounded AVERAGEIF, a ± = score − average), so the director can follow it and a
corrected result recalculates.  Where the laws make the figure something else
(a revoke's penalty counted differently in the averages, a compass sit-out
credited with the average) the scoring module's value is written instead, with
a cell comment saying so: every formula is checked against the scoring module
before it is written.

Text a person typed (a name, a club, a note) is put as text, never as a formula
(``tournament.cells`` guards every cell): a name such as
``=HYPERLINK(...)`` would otherwise run when the workbook is opened.

Several sections (a list of sources) give one set of sheets per section.
"""

from __future__ import annotations

from fractions import Fraction
from functools import cached_property

from openpyxl.utils import column_index_from_string, get_column_letter

from tournament.printing.parts import Parts, gather
from tournament.scoring.registry import METHODS
from tournament.scoring.rounding import whist_round
from tournament.vocabulary import DIRECTION_NAMES

from tournament.cells import DEFAULT, Book, Formula, Sheet, Style

SIGNED = '+0;-0;"="'
EXACT = '+0.00;-0.00;"="'
PLAIN = "General"         # 7, 2.5, 56.25: matches won, tricks lost, per cent
BOLD = Style(bold=True)
HEAD = Style(bold=True, fill="DDDDDD", centre=True, wrap=True)
TITLE = Style(bold=True, size=14)
LAW_NOTE = ("Set by the scoring rules (a revoke, an adjustment or a sit-out), "
            "not a plain sum of the cells: {value}")


def workbook(sources, standings=None) -> bytes:
    """The workbook of one source, or of several sections: a list of (name, source)."""
    if isinstance(sources, (list, tuple)):
        sections = [(name, gather(src)) for name, src in sources]
    else:
        sections = [("", gather(sources, standings))]
    book = Book()
    for name, parts in sections:
        _Section(book, parts, name).write()
    return book.save()


class _Section:
    """The sheets of one section, which refer to each other by cell."""

    def __init__(self, book: Book, parts: Parts, name: str):
        self.book = book
        self.parts = parts
        self.s = parts.standings
        self.method = METHODS[self.s.method] if self.s else None
        self.m = parts.movement
        self.suffix = f" ({name[:18]})" if name else ""     # "Standings (East room)"
        self.title = " · ".join(x for x in (parts.title, parts.date, name) if x)
        self.results_rows = 0
        self.res_col: dict[str, str] = {}
        self.recap_row = {t.tray: r for r, t in enumerate(self.s.recap, 2)} if self.s else {}
        self.won: dict = {}        # team -> (cell of its matches won, the figure)
        self.net: dict = {}        # team -> (cell of its net tricks, the figure)
        self.sheets: dict[str, Sheet] = {}

    def sheet(self, name: str) -> Sheet:
        self.sheets[name] = self.book.sheet(name + self.suffix)
        return self.sheets[name]

    def ref(self, name: str) -> str:
        return self.sheets[name].ref

    def write(self) -> None:
        if self.s is not None:
            standings = self.sheet("Standings")
            if self.method.team and self.s.matches:
                self.matches()
            recap = self.sheet("Recap")
            self.results()
            self.recap(recap)
            self.standings(standings)
        self.movement()

    # -- Results: a line per table per tray ------------------------------------

    def side_columns(self) -> list[tuple[str, str, int]]:
        """(heading, side, index in the side) for the entrant number columns."""
        if self.m.is_individual:
            return [("North", "ns", 0), ("South", "ns", 1), ("East", "ew", 0), ("West", "ew", 1)]
        return [("N-S", "ns", 0), ("E-W", "ew", 0)]

    def results(self) -> None:
        ws = self.sheet("Results")
        seats = self.side_columns()
        heads = (["Tray", "Round", "Table"] + [h for h, _, _ in seats]
                 + ["N-S tricks", "E-W tricks", "N-S score", "E-W score", "N-S ±", "E-W ±",
                    "Marks", "Adjusted", "Note"])
        _header(ws, 1, heads)
        col = {h: get_column_letter(i) for i, h in enumerate(heads, 1)}
        at = {h: i for i, h in enumerate(heads, 1)}
        self.res_col = col
        signed, recap = Style(number_format=SIGNED), self.ref("Recap")
        styles = {at["N-S ±"]: signed, at["E-W ±"]: signed}
        r = 1
        for tray in self.s.recap:
            average_row = self.recap_row[tray.tray]
            for line in tray.lines:
                r += 1
                values = [tray.tray, line.round, line.table]
                for _, side, k in seats:
                    who = getattr(line, side)
                    values.append(who[k] if k < len(who) else None)
                both = line.ns_made is not None and line.ew_made == 13 - line.ns_made
                values += [line.ns_made, Formula(f"=13-{col['N-S tricks']}{r}") if both else line.ew_made,
                           line.ns_score, line.ew_score]
                # ± on the tray: score − the tray's average on the Recap sheet (as scoring does)
                for side, diff, avg in (("N-S", line.ns_diff, "C"), ("E-W", line.ew_diff, "D")):
                    values.append(None if diff is None else
                                  Formula(f"={col[side + ' score']}{r}-{recap}${avg}${average_row}"))
                values += [" ".join(x for x in (line.ns_mark and f"N-S {line.ns_mark}",
                                                line.ew_mark and f"E-W {line.ew_mark}") if x)
                           or None, line.adjusted]
                ws.put_row(r, values, styles)
                if line.note:
                    ws.put(r, at["Note"], line.note)
        self.results_rows = r
        _finish(ws, [6, 7, 7] + [7] * len(seats) + [10, 10, 10, 10, 8, 8, 14, 12, 40])

    def rng(self, heading: str) -> str:
        """An absolute range over the Results sheet's data rows in one column."""
        c = self.res_col[heading]
        return f"{self.ref('Results')}${c}$2:${c}${max(self.results_rows, 2)}"

    # -- Recap: a line per tray ----------------------------------------------------

    def recap(self, ws: Sheet) -> None:
        _header(ws, 1, ["Tray", "Tables", "N-S average", "E-W average", "N-S exact",
                        "E-W exact"])
        for r, tray in enumerate(self.s.recap, 2):
            ws.put(r, 1, tray.tray)
            ws.put(r, 2, Formula(f"=COUNTIF({self.rng('Tray')},A{r})"))
            for col, side, shown in ((3, "ns", tray.average_ns), (4, "ew", tray.average_ew)):
                scores = [getattr(line, f"{side}_score") for line in tray.lines]
                scores = [x for x in scores if x is not None]
                mine = whist_round(Fraction(sum(scores), len(scores))) if scores else None
                formula = (f"=INT(AVERAGEIF({self.rng('Tray')},A{r},"
                           f"{self.rng(_score_col(side))})+0.5)")
                _audited(ws, r, col, formula, mine, shown)
            for col, exact in ((5, tray.exact_ns), (6, tray.exact_ew)):
                ws.put(r, col, None if exact is None else float(exact), Style(number_format="0.00"))
        _finish(ws, [6, 8, 12, 12, 10, 10])

    # -- Standings --------------------------------------------------------------------

    def standings(self, ws: Sheet) -> None:
        s, method = self.s, self.method
        ws.put(1, 1, f"Standings — {self.title}" if self.title else "Standings", TITLE)
        ws.put(2, 1, f"Laws of {s.laws}; method: {method.name}, {method.measures}")
        with_dir = any(r.direction for r in s.rows)
        with_pairs = any(r.pairs_text for r in s.rows)
        heads = ["Place", "Team" if method.team else "No.", "Name"]
        heads += ["Pairs"] if with_pairs else []
        heads += ["Direction"] if with_dir else []
        score_head = f"Score {method.heading}" if method.signed else method.heading
        heads += ["Tricks", score_head, "Exact"]
        heads += ["Net tricks"] if method.team else []
        top = 4
        _header(ws, top, heads)
        col = {h: get_column_letter(i) for i, h in enumerate(heads, 1)}
        at = {h: i for i, h in enumerate(heads, 1)}
        first, last = top + 1, top + len(s.rows)
        averages = self.averages(ws, last + 2, col, first, last) if method.keeps_direction else {}
        exact = Style(number_format=EXACT if method.signed else "0.00")
        for r, row in enumerate(s.rows, first):
            ws.put(r, 1, row.rank)
            ws.put(r, 2, row.entrant)
            ws.put(r, 3, row.name)
            if with_pairs:
                ws.put(r, at["Pairs"], row.pairs_text)
            if with_dir:
                ws.put(r, at["Direction"], DIRECTION_NAMES.get(row.direction, row.direction))
            self.tricks(ws, r, at["Tricks"], row)
            self.score(ws, r, at[score_head], row, col, averages)
            ws.put(r, at["Exact"], float(row.exact), exact)
            if method.team:
                cell, figure = self.net.get(row.entrant, (None, None))
                _audited(ws, r, at["Net tricks"], cell and f"={cell}", figure, row.net_tricks,
                         Style(number_format='+0.0;-0.0;"="'))
        if s.notes:
            ws.put(last + 5, 1, "For the director:", BOLD)
            for i, note in enumerate(s.notes, last + 6):
                ws.put(i, 1, note)
        ws.freeze = f"A{top + 1}"
        ws.widths = ([7, 7, 28] + ([40] if with_pairs else []) + ([10] if with_dir else [])
                     + [8, 10, 10] + ([10] if method.team else []))

    def averages(self, ws, row: int, col, first: int, last: int) -> dict:
        """The compass direction averages under the table: rounded AVERAGEIF of the tricks."""
        out = {}
        for i, (key, (shown, _)) in enumerate(sorted(self.s.averages.items())):
            r = row + i
            label = DIRECTION_NAMES.get(key, key)
            ws.put(r, 1, f"Average {label}", BOLD)
            tricks = [x.tricks for x in self.s.rows if x.direction == key]
            mine = whist_round(Fraction(sum(tricks), len(tricks))) if tricks else None
            d, t = col["Direction"], col["Tricks"]
            formula = (f'=INT(AVERAGEIF(${d}${first}:${d}${last},"{label}",'
                       f'${t}${first}:${t}${last})+0.5)')
            _audited(ws, r, column_index_from_string(t), formula, mine, shown,
                     Style(number_format="0"))
            out[key] = f"${t}${r}"
        return out

    def tricks(self, ws: Sheet, r: int, c: int, row) -> None:
        """A pair's or player's tricks: the SUMIF of its scores on the Results sheet."""
        if self.method.team:
            ws.put(r, c, row.tricks)
            return
        seats = self.side_columns()
        terms = [f"SUMIF({self.rng(heading)},B{r},{self.rng(_score_col(side))})"
                 for heading, side, _ in seats]
        _audited(ws, r, c, "=" + "+".join(terms), self.sums.get(row.entrant, (0, 0))[0], row.tricks)

    @cached_property
    def sums(self) -> dict:
        """Entrant -> (its scores, its ±) summed over the results: what the SUMIFs give."""
        sums: dict = {}
        for tray in self.s.recap:
            for line in tray.lines:
                for side, score, diff in (("ns", line.ns_score, line.ns_diff),
                                          ("ew", line.ew_score, line.ew_diff)):
                    for entrant in set(getattr(line, side)):
                        total = sums.setdefault(entrant, [0, 0])
                        total[0] += score or 0
                        total[1] += diff or 0
        return sums

    def score(self, ws: Sheet, r: int, c: int, row, col, averages) -> None:
        s, method = self.s, self.method
        style = Style(number_format=SIGNED if method.signed else PLAIN)
        if method.keeps_direction and row.direction in averages:
            shown = int(s.averages[row.direction][0])
            _audited(ws, r, c, f"={col['Tricks']}{r}-{averages[row.direction]}",
                     row.tricks - shown, row.score, style)
        elif method.deal_averages:
            terms = [f"SUMIF({self.rng(heading)},B{r},"
                     f"{self.rng('N-S ±' if side == 'ns' else 'E-W ±')})"
                     for heading, side, _ in self.side_columns()]
            _audited(ws, r, c, "=" + "+".join(terms), self.sums.get(row.entrant, (0, 0))[1],
                     row.score, style)
        elif method.matches_won and row.entrant in self.won:
            ref, figure = self.won[row.entrant]
            _audited(ws, r, c, f"={ref}", figure, row.score, style)
        else:
            ws.put(r, c, _number(row.score), style)

    # -- Matches: each team against each ------------------------------------------------

    def matches(self) -> None:
        ws = self.sheet("Matches")
        s = self.s
        teams = sorted({x for m in s.matches for x in (m.a, m.b)}, key=lambda t: str(t).zfill(6))
        n = len(teams)
        ws.put(1, 1, "Matches won: 1 a match won, ½ a tie, 0 a match lost", TITLE)
        grids = [("Points", 3), ("Tricks for", 3 + n + 3), ("Net tricks", 3 + 2 * (n + 3))]
        cells = {}
        for m in s.matches:
            for us, them, ours, margin in ((m.a, m.b, m.a_tricks, m.margin),
                                           (m.b, m.a, m.b_tricks, -m.margin)):
                point = Fraction(1, 2) if m.winner is None else int(m.winner == us)
                cells.setdefault((us, them), [0, 0, 0])
                acc = cells[(us, them)]
                acc[0] += point
                acc[1] += ours
                acc[2] += margin
        for g, (name, top) in enumerate(grids):
            _header(ws, top, [name] + [f"v {t}" for t in teams] + ["Total"])
            for i, t in enumerate(teams):
                r = top + 1 + i
                ws.put(r, 1, t, BOLD)
                for j, o in enumerate(teams):
                    if (t, o) in cells:
                        ws.put(r, 2 + j, _number(cells[(t, o)][g]))
                    elif t == o:
                        ws.put(r, 2 + j, "—", Style(centre=True))
                last = get_column_letter(1 + n)
                ws.put(r, 2 + n, Formula(f"=SUM(B{r}:{last}{r})"), BOLD)
                ref = f"{self.ref('Matches')}${get_column_letter(2 + n)}${r}"
                figure = sum((cells[(t, o)][g] for o in teams if (t, o) in cells), Fraction(0))
                if g == 0 and self.method.matches_won:
                    self.won[t] = (ref, figure)
                elif g == 2 and self.method.matches_won:
                    self.net[t] = (ref, figure)
        r = 3 + 3 * (n + 3)
        _header(ws, r, ["Team", "against", "Trays", "Tricks", "Against", "Winner", "Set"])
        for i, m in enumerate(s.matches, r + 1):
            for j, v in enumerate((m.a, m.b, ", ".join(map(str, m.trays)), m.a_tricks, m.b_tricks,
                                   "half" if m.winner is None else m.winner), 1):
                ws.put(i, j, v)
            ws.put(i, 7, m.label)
        ws.widths = [10] + [9] * (n + 1)

    # -- Movement ----------------------------------------------------------------------

    def movement(self) -> None:
        ws = self.sheet("Movement")
        seats = (["North", "South", "East", "West"] if self.m.is_individual else ["N-S", "E-W"])
        keys = ("n", "s", "e", "w") if self.m.is_individual else ("ns", "ew")
        _header(ws, 1, ["Round", "Table"] + seats + ["Trays", "Played", "Sits out"])
        r = 1
        for rnd in self.m.rounds:
            for i, t in enumerate(rnd.tables):
                r += 1
                values = ([rnd.round, t.table] + [getattr(t, k) for k in keys]
                          + [", ".join(map(str, t.trays)), "yes" if t.played else "no",
                             ", ".join(map(str, rnd.idle)) if i == 0 and rnd.idle else None])
                ws.put_row(r, values)
        _finish(ws, [7, 7] + [7] * len(seats) + [16, 8, 14])


def _score_col(side: str) -> str:
    return "N-S score" if side == "ns" else "E-W score"


def _number(value):
    value = Fraction(value)
    return value.numerator if value.denominator == 1 else float(value)


def _audited(ws: Sheet, r: int, c: int, formula: str | None, mine, module,
             style: Style = DEFAULT) -> None:
    """The formula when it gives the scoring module's figure, else the figure and a note.

    ``mine`` is what the formula computes, worked out here in Python.
    """
    if formula is not None and mine is not None and module is not None and \
            Fraction(mine) == Fraction(module):
        ws.put(r, c, Formula(formula), style)
        return
    ws.put(r, c, None if module is None else _number(module), style)
    if formula is not None and module is not None:
        ws.comment(r, c, LAW_NOTE.format(value=formula))


def _header(ws: Sheet, row: int, heads) -> None:
    for i, h in enumerate(heads, 1):
        ws.put(row, i, h, HEAD)


def _finish(ws: Sheet, widths) -> None:
    """Freeze the heading row and set the column widths."""
    ws.freeze = "A2"
    ws.widths = widths
