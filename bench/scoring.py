"""Scoring speed: a big session read and scored end to end (load_session + score).

* a 30-table Mitchell, 2 trays a round (60 pairs, 1,800 results), compass;
* a 34-pair Howell, 3 trays a round (17 tables, 33 rounds), howell.

Random results (a fixed seed, a few revokes and adjustments).  Target: under
0.2 s each (issue 3), judged on the CPU time of the median run so that other
work on a shared machine does not decide it; the wall-clock time is printed
beside it.

Then how scoring grows with the results (issue 16): Mitchells of 11 to 59
tables, played in full and cut to 10 rounds (every pair misses most trays),
scored alone; the growth exponent is the slope of log(time) over log(results)
from the smallest to the largest.  Target: at most 1.15 (linear, give or take
the machine).  Prints the figures; exits 1 if a target is missed.
"""

from __future__ import annotations

import math
import random
import statistics
import sys
import time
from dataclasses import replace
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import movements  # noqa: E402
from movements.model import Movement  # noqa: E402
from tournament.scoring import load_session, score  # noqa: E402

TARGET = 0.2
RUNS = 5
GROWTH_TARGET = 1.15
GROWTH_TABLES = (11, 23, 35, 47, 59)


def session_doc(mov: Movement, method: str, rng: random.Random) -> dict:
    results = []
    for play in mov.plays():
        result = {"round": play.round, "table": play.table, "tray": play.tray,
                  "ns": rng.randint(3, 10), "revokes": {"ns": 0, "ew": 0}, "adjusted": None}
        roll = rng.random()
        if roll < 0.02:
            result["revokes"]["ew"] = 1
        elif roll < 0.03:
            result["ns"], result["adjusted"] = None, "average"
        results.append(result)
    return {"format": "whist-session/1", "name": "bench", "date": "1900-07-01", "laws": "1900",
            "method": method, "movement": mov.to_json(), "names": {}, "deals": {},
            "results": results}


def timed(doc: dict) -> tuple[float, float]:
    """Median CPU seconds and median wall-clock seconds of RUNS runs."""
    cpu, wall = [], []
    for _ in range(RUNS):
        start_cpu, start_wall = time.process_time(), time.perf_counter()
        score(load_session(doc))
        cpu.append(time.process_time() - start_cpu)
        wall.append(time.perf_counter() - start_wall)
    return statistics.median(cpu), statistics.median(wall)


def growth(rng: random.Random, rounds: int | None) -> tuple[list[tuple[int, float]], float]:
    """(results, least CPU seconds of scoring) for each Mitchell size, and the growth exponent."""
    points = []
    for tables in GROWTH_TABLES:
        mov = movements.generate("mitchell", 2 * tables)
        if rounds:
            mov = replace(mov, rounds=mov.rounds[:rounds])
        session = load_session(session_doc(mov, "compass", rng))
        times = []
        for _ in range(RUNS):   # each run scores often enough to take 0.1 s, so small sizes time well
            start, scored = time.process_time(), 0
            while time.process_time() - start < 0.1:
                score(session)
                scored += 1
            times.append((time.process_time() - start) / scored)
        points.append((len(session.results), min(times)))
    (r0, t0), (r1, t1) = points[0], points[-1]
    return points, math.log(t1 / t0) / math.log(r1 / r0)


def main() -> int:
    rng = random.Random(1897)
    cases = [("30-table Mitchell, 2 trays a round", "mitchell", 60, 2, "compass"),
             ("34-pair Howell, 3 trays a round", "howell-pairs", 34, 3, "howell")]
    print(f"{'session':36} {'results':>7} {'cpu s':>7} {'wall s':>7} {'target':>7}")
    missed = False
    for title, system, entrants, per_round, method in cases:
        mov = movements.generate(system, entrants, trays_per_round=per_round)
        doc = session_doc(mov, method, rng)
        cpu, wall = timed(doc)
        ok = cpu < TARGET
        missed |= not ok
        print(f"{title:36} {len(doc['results']):>7} {cpu:>7.3f} {wall:>7.3f} "
              f"{'<' if ok else '>='}{TARGET:>6}  {'ok' if ok else 'MISSED'}")
    print(f"\n{'growth, Mitchell 11-59 tables':36} {'results':>15} {'cpu s':>15} {'exponent':>8}")
    for title, rounds in (("played in full", None), ("cut to 10 rounds", 10)):
        points, exponent = growth(rng, rounds)
        ok = exponent <= GROWTH_TARGET
        missed |= not ok
        print(f"{title:36} {points[0][0]:>6} -> {points[-1][0]:<6} "
              f"{points[0][1]:>6.3f} -> {points[-1][1]:<6.3f} {exponent:>8.2f}  "
              f"<={GROWTH_TARGET} {'ok' if ok else 'MISSED'}")
    return 1 if missed else 0


if __name__ == "__main__":
    sys.exit(main())
