"""Printing speed: the whole pack against bare reportlab, and the Excel workbook.

The pack is every document in one PDF (indicator, table and guide cards, tray
labels and trump slips, score cards, scorer's slips and the results, scored
from random results with a fixed seed) on A4, for a 17-table Howell (34 pairs,
33 rounds): 164 pages.  The baseline is bare reportlab drawing the same strings
at the same positions in the same font on as many pages, in the plainest fast
way its API offers (one text object a page, ``setFont`` when the font changes,
``setTextOrigin`` and ``textOut`` for each string), compressed and saved alike;
the strings are recorded from one pack before the timing starts.

The workbook is that of a 60-table event (a Mitchell, 120 pairs, 2 trays a
round: 7,200 results, 120,000 cells), written from its standings (scoring is
bench/scoring.py's; the time with it is printed too).  Its baseline is openpyxl
alone writing the same cells, recorded from one workbook: write-only, each row
appended as it is, a styled cell (or one with a comment) a ``WriteOnlyCell``
given its font, fill, alignment and number format, those made once a style.

Targets: the pack within 2× of its baseline (issue 16) and under 3 s (issue 6);
the workbook within 1.25× of its baseline and under 2 s (issue 24: openpyxl, not
hand-written XML, whose 0.3 s it gave up; the view keeps the workbook of each
revision of an event, so a director waits for it once).  Each figure is the least
CPU time of RUNS runs, the two sides of a ratio taking turns, so that other work
on a shared machine decides neither; the median wall-clock time is printed
beside it.  Exits 1 if a target is missed.
"""

from __future__ import annotations

import io
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from openpyxl import Workbook  # noqa: E402
from openpyxl.cell import WriteOnlyCell  # noqa: E402
from openpyxl.comments import Comment  # noqa: E402
from openpyxl.styles import Alignment, Font, PatternFill  # noqa: E402
from openpyxl.utils import get_column_letter  # noqa: E402
from reportlab.pdfgen.canvas import Canvas  # noqa: E402

import movements  # noqa: E402
from tournament import cells  # noqa: E402
from tournament.exports import workbook  # noqa: E402
from tournament.printing import build_pack, layout  # noqa: E402
from tournament.scoring import load_session, score  # noqa: E402

from _targets import Targets  # noqa: E402  (bench/ is the script's own folder)

RATIO_TARGET = 2.0
PACK_TARGET = 3.0
BOOK_RATIO_TARGET = 1.25
WORKBOOK_TARGET = 2.0
RUNS = 5


def session(system: str, entrants: int, method: str, trays_per_round: int | None = None):
    kwargs = {"trays_per_round": trays_per_round} if trays_per_round else {}
    mov = movements.generate(system, entrants, **kwargs)
    rng = random.Random(6)
    results = [{"round": p.round, "table": p.table, "tray": p.tray, "ns": rng.randint(3, 10)}
               for p in mov.plays()]
    return mov, load_session({
        "format": "whist-session/1", "name": f"Bench {system}", "date": "1897-07-05",
        "laws": "1900", "method": method, "movement": mov.to_json(),
        "names": {str(n): f"Pair {n}" for n in range(1, entrants + 1)}, "deals": {},
        "results": results})


def recorded_strings(make_pack) -> list[list[tuple]]:
    """Every string the pack draws, page by page: (x, y, text, font, size)."""
    pages: list[list[tuple]] = []

    class Recording(layout.TextRun):
        def show(self, x, y, text, font, size):
            pages[-1].append((x, y, text, font, size))
            super().show(x, y, text, font, size)

    new_page = layout.Document.new_page

    def recording_new_page(doc):
        pages.append([])
        return new_page(doc)

    layout.TextRun, layout.Document.new_page = Recording, recording_new_page
    try:
        make_pack()
    finally:
        layout.TextRun, layout.Document.new_page = Recording.__base__, new_page
    return pages


def bare_reportlab(pages: list[list[tuple]]) -> bytes:
    """The recorded strings drawn with reportlab alone."""
    out = io.BytesIO()
    canvas = Canvas(out, pagesize=layout.PAPERS["a4"], pageCompression=1)
    for strings in pages:
        text, current = canvas.beginText(), None
        for x, y, s, font, size in strings:
            if current != (font, size):
                text.setFont(font, size)
                current = (font, size)
            text.setTextOrigin(x, y)
            text.textOut(s)
        canvas.drawText(text)
        canvas.showPage()
    canvas.save()
    return out.getvalue()


def recorded_sheets(make_book) -> list[cells.Sheet]:
    """The sheets a workbook is made of (cells, styles, comments, widths), from one workbook."""
    sheets: list[cells.Sheet] = []
    save = cells.Book.save

    def recording_save(book):
        sheets.extend(book.sheets)
        return save(book)

    cells.Book.save = recording_save
    try:
        make_book()
    finally:
        cells.Book.save = save
    return sheets


def bare_openpyxl(sheets: list[cells.Sheet]) -> bytes:
    """The recorded cells written with openpyxl alone, the plainest way its write-only mode
    offers: a sheet is a list of rows, each appended as it is; a styled cell (or one with a
    comment) is a ``WriteOnlyCell`` given its font, fill, alignment and number format, those
    made once for each style."""
    book = Workbook(write_only=True)
    looks = {}
    for sheet in sheets:
        ws = book.create_sheet(sheet.name)
        ws.freeze_panes = sheet.freeze
        for i, width in enumerate(sheet.widths, 1):
            if width:
                ws.column_dimensions[get_column_letter(i)].width = width
        last = 0
        for r in sorted(sheet.rows):
            for _ in range(r - last - 1):
                ws.append([])
            last = r
            styles = sheet.styles.get(r, {})
            row = []
            for c, value in enumerate(sheet.rows[r], 1):
                style, note = styles.get(c), sheet.comments.get((r, c))
                if style is None and note is None:
                    row.append(value)
                    continue
                cell = WriteOnlyCell(ws, value)
                if style is not None:
                    if style not in looks:
                        looks[style] = (
                            Font(name="Calibri", family=2, bold=style.bold, size=style.size or 11),
                            PatternFill("solid", fgColor="FF" + style.fill) if style.fill else None,
                            Alignment(horizontal="center" if style.centre else None,
                                      wrap_text=style.wrap or None))
                    font, fill, alignment = looks[style]
                    cell.font, cell.alignment = font, alignment
                    if fill:
                        cell.fill = fill
                    cell.number_format = style.number_format
                if note is not None:
                    cell.comment = Comment(note, "whist")
                row.append(cell)
            ws.append(row)
    out = io.BytesIO()
    book.save(out)
    return out.getvalue()


def timed(*jobs) -> list[tuple[float, float, int]]:
    """For each job, taking turns: least CPU s, median wall s over RUNS, output bytes."""
    cpu = [[] for _ in jobs]
    wall = [[] for _ in jobs]
    size = [0] * len(jobs)
    for _ in range(RUNS):
        for i, job in enumerate(jobs):
            c0, w0 = time.process_time(), time.perf_counter()
            size[i] = len(job())
            cpu[i].append(time.process_time() - c0)
            wall[i].append(time.perf_counter() - w0)
    return [(min(c), statistics.median(w), s) for c, w, s in zip(cpu, wall, size)]


def main() -> int:
    mov, sess = session("howell-pairs", 34, "howell")
    urls = {t: f"https://club.example/tables/{t}/" for t in range(1, mov.tables + 1)}

    def pack():
        return build_pack(sess, table_urls=urls)

    pages = recorded_strings(pack)
    strings = sum(len(p) for p in pages)
    (pack_cpu, pack_wall, pack_size), (bare_cpu, bare_wall, bare_size) = timed(
        pack, lambda: bare_reportlab(pages))
    big, big_sess = session("mitchell", 120, "compass", trays_per_round=2)
    standings = score(big_sess)
    sheets = recorded_sheets(lambda: workbook(big_sess, standings))
    cells_written = sum(len(v) for sheet in sheets for v in sheet.rows.values())
    (book_cpu, book_wall, book_size), (plain_cpu, plain_wall, plain_size), \
        (scored_cpu, scored_wall, _) = timed(lambda: workbook(big_sess, standings),
                                             lambda: bare_openpyxl(sheets),
                                             lambda: workbook(big_sess))

    ratio = pack_cpu / bare_cpu
    checks = [("pack / bare reportlab", ratio, RATIO_TARGET, "×"),
              ("pack", pack_cpu, PACK_TARGET, " s"),
              ("workbook / bare openpyxl", book_cpu / plain_cpu, BOOK_RATIO_TARGET, "×"),
              ("workbook, 60 tables", book_cpu, WORKBOOK_TARGET, " s")]
    print(f"17-table Howell: {mov.entrants} pairs, {len(mov.rounds)} rounds, {mov.trays} trays: "
          f"{len(pages)} pages, {strings:,} strings")
    print(f"{'what':34} {'cpu s':>7} {'wall s':>7} {'KB':>6}")
    print(f"{'whole pack (PDF, A4)':34} {pack_cpu:7.3f} {pack_wall:7.3f} {pack_size // 1024:6d}")
    print(f"{'bare reportlab, the same strings':34} {bare_cpu:7.3f} {bare_wall:7.3f} "
          f"{bare_size // 1024:6d}")
    print(f"{'workbook (xlsx), 60-table Mitchell':34} {book_cpu:7.3f} {book_wall:7.3f} "
          f"{book_size // 1024:6d}   {big.tables} tables, {len(big_sess.results):,} results, "
          f"{cells_written:,} cells")
    print(f"{'bare openpyxl, the same cells':34} {plain_cpu:7.3f} {plain_wall:7.3f} "
          f"{plain_size // 1024:6d}")
    print(f"{'  the same, scoring it first':34} {scored_cpu:7.3f} {scored_wall:7.3f}        "
          "(scoring: bench/scoring.py)")
    targets = Targets()
    for what, figure, target, unit in checks:
        print(f"{what:34} {figure:7.2f}{unit:2} target <= {target:g}{unit.strip()}  "
              f"{targets.judge(figure <= target)}")
    return targets.status()


if __name__ == "__main__":
    sys.exit(main())
