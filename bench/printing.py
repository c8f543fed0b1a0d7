"""Printing speed: the whole pack for a 17-table Howell (34 pairs, 33 rounds).

The pack is every document in one PDF (indicator, table and guide cards, tray
labels and trump slips, score cards, scorer's slips and the results, scored
from random results with a fixed seed) on A4; the Excel workbook is timed
beside it.  Target: the pack in under 3 s (issue 6), judged on the median
run's CPU time so that other work on a shared machine does not decide it; the
wall-clock time is printed beside it.  Exits 1 if the target is missed.
"""

from __future__ import annotations

import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import movements  # noqa: E402
from tournament.exports import workbook  # noqa: E402
from tournament.printing import build_pack  # noqa: E402
from tournament.scoring import load_session  # noqa: E402

TARGET = 3.0
RUNS = 3


def session():
    mov = movements.generate("howell-pairs", 34)
    rng = random.Random(6)
    results = [{"round": p.round, "table": p.table, "tray": p.tray, "ns": rng.randint(3, 10)}
               for p in mov.plays()]
    return mov, load_session({
        "format": "whist-session/1", "name": "Bench Howell", "date": "1897-07-05",
        "laws": "1900", "method": "howell", "movement": mov.to_json(),
        "names": {str(n): f"Pair {n}" for n in range(1, 35)}, "deals": {}, "results": results})


def timed(job) -> tuple[float, float, int]:
    """Median CPU and wall seconds over RUNS, and the output's size."""
    cpu, wall, size = [], [], 0
    for _ in range(RUNS):
        c0, w0 = time.process_time(), time.perf_counter()
        size = len(job())
        cpu.append(time.process_time() - c0)
        wall.append(time.perf_counter() - w0)
    return statistics.median(cpu), statistics.median(wall), size


def main() -> int:
    mov, sess = session()
    urls = {t: f"https://club.example/tables/{t}/" for t in range(1, mov.tables + 1)}
    rows = [("whole pack (PDF, A4)", *timed(lambda: build_pack(sess, table_urls=urls)), TARGET),
            ("workbook (xlsx)", *timed(lambda: workbook(sess)), None)]
    print(f"17-table Howell: {mov.entrants} pairs, {len(mov.rounds)} rounds, {mov.trays} trays")
    print(f"{'what':24} {'cpu s':>7} {'wall s':>7} {'KB':>6} {'target':>7}")
    failed = False
    for what, cpu, wall, size, target in rows:
        mark = "" if target is None else f"< {target:g}"
        print(f"{what:24} {cpu:7.2f} {wall:7.2f} {size // 1024:6d} {mark:>7}")
        failed |= target is not None and cpu >= target
    if failed:
        print("MISSED: the pack took longer than the target")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
