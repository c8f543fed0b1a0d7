"""Printing speed: the whole pack against bare reportlab, and the Excel workbook.

The pack is every document in one PDF (indicator, table and guide cards, tray
labels and trump slips, score cards, scorer's slips and the results, scored
from random results with a fixed seed) on A4, for a 17-table Howell (34 pairs,
33 rounds): 164 pages.  The baseline is bare reportlab drawing the same strings
at the same positions in the same font on as many pages, in the plainest fast
way its API offers (one text object a page, ``setFont`` when the font changes,
``setTextOrigin`` and ``textOut`` for each string), compressed and saved alike;
the strings are recorded from one pack before the timing starts.

Targets (issue 16): the pack within 2× of that baseline, and the workbook of a
60-table event (a Mitchell, 120 pairs, 2 trays a round: 7,200 results) in at
most 0.25 s, written from its standings (scoring is bench/scoring.py's; the time
with it is printed too); the pack also stays under 3 s (issue 6).  Each figure is the least
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

from reportlab.pdfgen.canvas import Canvas  # noqa: E402

import movements  # noqa: E402
from tournament.exports import workbook  # noqa: E402
from tournament.printing import build_pack, layout  # noqa: E402
from tournament.scoring import load_session, score  # noqa: E402

RATIO_TARGET = 2.0
PACK_TARGET = 3.0
WORKBOOK_TARGET = 0.25
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
    (book_cpu, book_wall, book_size), (scored_cpu, scored_wall, _) = timed(
        lambda: workbook(big_sess, standings), lambda: workbook(big_sess))

    ratio = pack_cpu / bare_cpu
    checks = [("pack / bare reportlab", ratio, RATIO_TARGET, "×"),
              ("pack", pack_cpu, PACK_TARGET, " s"),
              ("workbook, 60 tables", book_cpu, WORKBOOK_TARGET, " s")]
    print(f"17-table Howell: {mov.entrants} pairs, {len(mov.rounds)} rounds, {mov.trays} trays: "
          f"{len(pages)} pages, {strings:,} strings")
    print(f"{'what':34} {'cpu s':>7} {'wall s':>7} {'KB':>6}")
    print(f"{'whole pack (PDF, A4)':34} {pack_cpu:7.3f} {pack_wall:7.3f} {pack_size // 1024:6d}")
    print(f"{'bare reportlab, the same strings':34} {bare_cpu:7.3f} {bare_wall:7.3f} "
          f"{bare_size // 1024:6d}")
    print(f"{'workbook (xlsx), 60-table Mitchell':34} {book_cpu:7.3f} {book_wall:7.3f} "
          f"{book_size // 1024:6d}   {big.tables} tables, {len(big_sess.results):,} results")
    print(f"{'  the same, scoring it first':34} {scored_cpu:7.3f} {scored_wall:7.3f}        "
          "(scoring: bench/scoring.py)")
    missed = False
    for what, figure, target, unit in checks:
        ok = figure <= target
        missed |= not ok
        print(f"{what:34} {figure:7.2f}{unit:2} target <= {target:g}{unit.strip()}  "
              f"{'ok' if ok else 'MISSED'}")
    return 1 if missed else 0


if __name__ == "__main__":
    sys.exit(main())
