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
the machine).

Last, the 59-table Mitchell cut to 10 rounds scored by :func:`plain_compass`, a
plain, straightforward scorer of the same rules written here (Fractions for the
exact values, no care for speed), which must agree with ``score`` on every
entrant; the ratio of the two times must be at most 2.
Prints the figures; exits 1 if a target is missed.
"""

from __future__ import annotations

import math
import random
import statistics
import sys
import time
from collections import defaultdict
from dataclasses import replace
from fractions import Fraction
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import movements  # noqa: E402
from movements.model import Movement  # noqa: E402
from tournament.scoring import load_session, score  # noqa: E402

from _targets import Targets  # noqa: E402  (bench/ is the script's own folder)

TARGET = 0.2
RUNS = 5
GROWTH_TARGET = 1.15
GROWTH_TABLES = (11, 23, 35, 47, 59)
PLAIN_TARGET = 2.0


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


# --- The baseline: a plain compass scorer (1900 laws, pair-match revokes, the default policy) ---

def whist_round(value) -> int:
    return math.floor(value + Fraction(1, 2))


def plain_compass(session) -> dict[int, tuple[int, Fraction]]:
    """Entrant -> (score, exact score) by the compass rules, written as plainly as they read.

    Each tray: the clean average (mean N-S tricks of the tables without revoke or
    adjustment, 6½ if none); a table's result as made, an average adjustment, or
    the 1900 revoke law for pair matches; a missing result counts its direction's
    clean average to both pairs.  A pair's totals also take the clean average of
    every tray it did not play.  Score = own total - the rounded mean of the
    direction's totals counted; exact alike, with Fractions.
    """
    results = {(r.round, r.table, r.tray): r for r in session.results}
    trays = defaultdict(list)
    for play in session.movement.plays():
        trays[play.tray].append((play, results.get((play.round, play.table, play.tray))))
    direction, played, clean_average = {}, defaultdict(set), {}
    own = defaultdict(lambda: [0, Fraction(0)])
    counted = defaultdict(lambda: [0, Fraction(0)])
    for tray, lines in trays.items():
        clean = [r.ns for _, r in lines if r and r.adjusted is None and not r.revokes_ns and not r.revokes_ew]
        average = Fraction(sum(clean), len(clean)) if clean else Fraction(13, 2)
        clean_average[tray] = {"ns": average, "ew": 13 - average}
        for play, result in lines:
            scores = plain_table(result, [r for p, r in lines if p is not play], clean, clean_average[tray])
            for key, pairs in (("ns", play.ns), ("ew", play.ew)):
                for pair in pairs:
                    direction[pair] = key
                    played[pair].add(tray)
                    if scores is None:          # not played here: the clean average, kept out of averages
                        value = clean_average[tray][key]
                        for total in (own[pair], counted[pair]):
                            total[0] += whist_round(value)
                            total[1] += value
                    else:
                        (own_shown, own_exact), (counted_shown, counted_exact) = scores[key]
                        own[pair][0] += own_shown
                        own[pair][1] += own_exact
                        counted[pair][0] += counted_shown
                        counted[pair][1] += counted_exact
    for pair, key in direction.items():
        for tray in trays:
            if tray not in played[pair]:
                value = clean_average[tray][key]
                for total in (own[pair], counted[pair]):
                    total[0] += whist_round(value)
                    total[1] += value
    scores = {}
    for key in ("ns", "ew"):
        pairs = [p for p, d in direction.items() if d == key]
        shown = whist_round(Fraction(sum(counted[p][0] for p in pairs), len(pairs)))
        exact = sum(counted[p][1] for p in pairs) / len(pairs)
        for pair in pairs:
            scores[pair] = (own[pair][0] - shown, own[pair][1] - exact)
    return scores


def plain_table(result, others, clean, average):
    """{side: ((own shown, own exact), (counted shown, counted exact))}, or None when not played."""
    if result is None or result.adjusted == "not-played":
        return None
    if result.adjusted == "average":
        return {k: ((whist_round(average[k]), average[k]),) * 2 for k in ("ns", "ew")}
    if result.adjusted:
        raise NotImplementedError(result.adjusted)   # the bench's sessions have none
    made = {"ns": result.ns, "ew": 13 - result.ns}
    revokes = {"ns": result.revokes_ns, "ew": result.revokes_ew}
    if not any(revokes.values()):
        return {k: ((made[k], made[k]),) * 2 for k in made}
    if all(revokes.values()):               # both revoked: transfers net off, no limits
        ns = min(13, max(0, made["ns"] - (1 + revokes["ns"]) + (1 + revokes["ew"])))
        return {"ns": ((ns, ns),) * 2, "ew": ((13 - ns, 13 - ns),) * 2}
    side = "ns" if revokes["ns"] else "ew"
    other = "ew" if side == "ns" else "ns"
    tricks = {k: [r.ns if k == "ns" else 13 - r.ns for r in others if r and r.adjusted is None]
              for k in ("ns", "ew")}
    penalty = 2 + revokes[side] - 1
    floor = (result.before_revoke_ns if side == "ns" else result.before_revoke_ew) or 0
    full = made[side] - penalty
    if clean:
        full = min(full, whist_round(Fraction(sum(clean), len(clean)) if side == "ns"
                                     else Fraction(sum(13 - v for v in clean), len(clean))))
    full = max(full, floor)
    moved = min(penalty, made[side] - floor)
    gainers = made[other] + moved
    if tricks[other]:
        gainers = min(gainers, max(made[other], max(tricks[other])))
    losers = made[side] - moved
    if tricks[side]:
        losers = min(made[side], max(losers, min(tricks[side])))
    return {side: ((full, full), (losers, losers)), other: ((gainers, gainers), (gainers, gainers))}


def against_plain(rng: random.Random) -> tuple[float, float]:
    """(least seconds of score, of plain_compass) on the 59-table Mitchell cut to 10 rounds;
    the two must agree on every entrant's score and exact score."""
    mov = movements.generate("mitchell", 2 * GROWTH_TABLES[-1])
    session = load_session(session_doc(replace(mov, rounds=mov.rounds[:10]), "compass", rng))
    ours = {row.entrant: (row.score, row.exact) for row in score(session).rows}
    assert ours == plain_compass(session), "the plain scorer and score() disagree"
    return least(lambda: score(session)), least(lambda: plain_compass(session))


def least(action) -> float:
    """The least CPU seconds of ``action`` over RUNS runs (each repeated to take 0.1 s)."""
    times = []
    for _ in range(RUNS):
        start, done = time.process_time(), 0
        while time.process_time() - start < 0.1:
            action()
            done += 1
        times.append((time.process_time() - start) / done)
    return min(times)


def main() -> int:
    rng = random.Random(1897)
    cases = [("30-table Mitchell, 2 trays a round", "mitchell", 60, 2, "compass"),
             ("34-pair Howell, 3 trays a round", "howell-pairs", 34, 3, "howell")]
    print(f"{'session':36} {'results':>7} {'cpu s':>7} {'wall s':>7} {'target':>7}")
    targets = Targets()
    for title, system, entrants, per_round, method in cases:
        mov = movements.generate(system, entrants, trays_per_round=per_round)
        doc = session_doc(mov, method, rng)
        cpu, wall = timed(doc)
        ok = cpu < TARGET
        print(f"{title:36} {len(doc['results']):>7} {cpu:>7.3f} {wall:>7.3f} "
              f"{'<' if ok else '>='}{TARGET:>6}  {targets.judge(ok)}")
    print(f"\n{'growth, Mitchell 11-59 tables':36} {'results':>15} {'cpu s':>15} {'exponent':>8}")
    for title, rounds in (("played in full", None), ("cut to 10 rounds", 10)):
        points, exponent = growth(rng, rounds)
        print(f"{title:36} {points[0][0]:>6} -> {points[-1][0]:<6} "
              f"{points[0][1]:>6.3f} -> {points[-1][1]:<6.3f} {exponent:>8.2f}  "
              f"<={GROWTH_TARGET} {targets.judge(exponent <= GROWTH_TARGET)}")
    ours, plain = against_plain(rng)
    print(f"\n{'59-table Mitchell cut to 10 rounds':36} score {1000 * ours:.1f} ms, plain scorer "
          f"{1000 * plain:.1f} ms: ratio {ours / plain:.2f}  <={PLAIN_TARGET} {targets.judge(ours <= PLAIN_TARGET * plain)}")
    return targets.status()


if __name__ == "__main__":
    sys.exit(main())
