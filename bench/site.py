"""The site's stack at 60 tables: nginx (TLS) in front of gunicorn's 4 workers, PostgreSQL, Redis.

Starts the stack deploy/ describes, on loopback (deploy/stack.py, which
tests/deploy uses too), seats a 60-table Mitchell (120 pairs, 3 trays a round),
and runs the same measures three times, one round of the evening each, side by
side: Django's cache in Redis (``REDIS_URL``, as on a site), in each worker's
local memory (``REDIS_URL`` unset), and no cache at all (Django's DummyCache).
Between them only gunicorn is started again: as deploy/whist.service starts it (no access
log of its own: nginx keeps the site's) for the floor and the evening, then with an access
log that names the worker of each request for the standings.

For each:

* the floor: ``/healthz`` (no database, no template) through the same stack,
  one device, one request after another;
* the evening: 60 devices play a round at once through the table API (each
  pauses 0-1 s between actions): every answer's time (p50/p95, target p95 < 100 ms)
  and the workers' CPU time for each table request (from /proc/<pid>/stat of
  gunicorn's master and workers before and after, the reaped ones included;
  target <= 3 ms);
* the director's standings just after a correction, 8 phones asking at once,
  again until every worker has answered one since the correction: the slowest of
  the first 8, and each worker's time inside gunicorn for its first answer;
* the standings again, unchanged, one request after another: a cache hit
  (p50; target < 10 ms with a cache).

The targets are judged on the Redis run (the site's configuration); the cache
hit on both runs that have a cache.  Exits 1 if one is missed.  Bounded: each
round stops after 240 s, each loop after a fixed count.
"""

from __future__ import annotations

import os
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from deploy.stack import Stack, Tally, at_once, missing_parts, percentile, play_round_everywhere  # noqa: E402

PAIRS, TRAYS_PER_ROUND = 120, 3
TARGET_ENTRY_P95_MS, TARGET_CPU_MS, TARGET_HIT_MS = 100, 3.0, 10
CACHES = ("redis", "local", "none")


def floor(stack: Stack, count: int = 200) -> dict:
    """``/healthz`` over one kept-alive connection: p50/p95 in ms, and workers' CPU a request."""
    client = stack.client()
    client.get("/healthz")
    times, cpu = [], stack.workers_cpu()
    for _ in range(count):
        began = time.perf_counter()
        assert client.get("/healthz").status == 200
        times.append(1000 * (time.perf_counter() - began))
    cpu = stack.workers_cpu() - cpu
    client.close()
    return {"p50": percentile(times, 50), "p95": percentile(times, 95), "cpu": 1000 * cpu / count}


def evening_round(stack: Stack, tokens: dict[int, str], round_no: int) -> dict:
    """The 60 tables play ``round_no`` at once: p50/p95 in ms, CPU a request, what went wrong."""
    for token in tokens.values():   # each device opens its page before play starts (not timed)
        stack.client().get(f"/api/table/{token}/round")
    tally = Tally()
    cpu = stack.workers_cpu()
    play_round_everywhere(stack, tokens, round_no, tally, think=1.0)
    cpu = stack.workers_cpu() - cpu
    times = [1000 * t for t in tally.latencies]
    return {"p50": percentile(times, 50), "p95": percentile(times, 95), "max": max(times, default=0.0),
            "cpu": 1000 * cpu / max(1, tally.answered()), "requests": tally.answered(),
            "entered": len(tally.submitted), "errors": tally.errors, "resent": tally.resent,
            "submitted": tally.submitted}


def after_a_correction(stack: Stack, event: int, round_no: int, table: int, tray: int, ns: int) -> dict:
    """A correction, then 8 phones at once on the standings until every worker answered once."""
    path = f"/director/events/{event}/standings/"
    phones = stack.directors(8)
    at_once(phones, path)   # the page as it was, kept by whatever cache there is
    stack.orm("correct", event, round_no, table, tray, ns)
    before = len(stack.served_by(path))
    first: list[float] = []
    for batch in range(12):
        answers = at_once(phones, path)
        assert all(a.status == 200 for a, _ in answers), [a.status for a, _ in answers]
        if batch == 0:
            first = [1000 * seconds for _, seconds in answers]
        if set(stack.served_by(path)[before:]) >= set(stack.worker_pids()):
            break
    by_worker: dict[int, float] = {}
    for pid, ms in stack.served_times(path)[before:]:
        by_worker.setdefault(pid, ms)
    hits, before = [], len(stack.served_by(path))
    for _ in range(30):
        began = time.perf_counter()
        assert phones[0].get(path).status == 200
        hits.append(1000 * (time.perf_counter() - began))
    return {"slowest of the first 8": max(first), "by worker": by_worker,
            "hit p50": percentile(hits, 50), "hit p95": percentile(hits, 95),
            "hit inside": percentile([ms for _, ms in stack.served_times(path)[before:]], 50)}


def main() -> int:
    missing = missing_parts()
    if missing:
        print("The site's stack cannot start here: " + "; ".join(missing))
        return 1
    figures = {}
    with tempfile.TemporaryDirectory(prefix="whist-site-bench-") as where, Stack(Path(where)) as stack:
        seated = stack.orm("seat", PAIRS, TRAYS_PER_ROUND)
        event, tokens = seated["event"], {int(n): t for n, t in seated["tokens"].items()}
        for round_no, cache in enumerate(CACHES, start=1):
            stack.use_cache(cache, access_log=False)     # as the site runs: nginx keeps the log
            backend = stack.cache_backend().rsplit(".", 1)[-1].removesuffix("Cache")
            played, lowest = evening_round(stack, tokens, round_no), floor(stack)
            key = min(played["submitted"])   # (round, table, tray): the director corrects it
            stack.use_cache(cache)           # with gunicorn's access log: which worker answered
            figures[cache] = {"backend": backend, "floor": lowest, "round": played,
                              "standings": after_a_correction(
                                  stack, event, *key, (played["submitted"][key] + 7) % 14)}
        workers = stack.workers
    return report(figures, workers)


def report(figures: dict, workers: int) -> int:
    print(f"The site's stack: nginx (TLS) -> gunicorn {workers} workers (deploy/whist.service) -> "
          f"PostgreSQL, Redis; {PAIRS // 2} tables, {TRAYS_PER_ROUND} trays a round")
    print(f"  machine load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} CPUs; times in ms")
    print(f"  {'':<44}" + "".join(f"{c:>16}" for c in CACHES))
    rows = [("cache backend in use", lambda f: f["backend"], "{:>16}"),
            ("/healthz p50 (the floor)", lambda f: f["floor"]["p50"], "{:16.1f}"),
            ("/healthz p95", lambda f: f["floor"]["p95"], "{:16.1f}"),
            ("/healthz workers' CPU a request", lambda f: f["floor"]["cpu"], "{:16.2f}"),
            ("table requests answered", lambda f: f["round"]["requests"], "{:16d}"),
            ("table requests p50", lambda f: f["round"]["p50"], "{:16.1f}"),
            (f"table requests p95 (target < {TARGET_ENTRY_P95_MS})", lambda f: f["round"]["p95"], "{:16.1f}"),
            ("table requests max", lambda f: f["round"]["max"], "{:16.1f}"),
            (f"workers' CPU a table request (<= {TARGET_CPU_MS:g})", lambda f: f["round"]["cpu"], "{:16.2f}"),
            ("table requests sent again", lambda f: f["round"]["resent"], "{:16d}"),
            ("standings after a correction, 8 at once:", None, ""),
            ("  slowest of the first 8", lambda f: f["standings"]["slowest of the first 8"], "{:16.1f}"),
            ("  workers that answered since", lambda f: len(f["standings"]["by worker"]), "{:16d}"),
            ("  each worker's first, inside gunicorn: max", lambda f: max(
                f["standings"]["by worker"].values(), default=0.0), "{:16.1f}"),
            ("                                        min", lambda f: min(
                f["standings"]["by worker"].values(), default=0.0), "{:16.1f}"),
            (f"standings unchanged p50 (a hit; < {TARGET_HIT_MS})", lambda f: f["standings"]["hit p50"], "{:16.1f}"),
            ("standings unchanged p95", lambda f: f["standings"]["hit p95"], "{:16.1f}"),
            ("standings unchanged p50 inside gunicorn", lambda f: f["standings"]["hit inside"], "{:16.1f}")]
    for label, value, form in rows:
        print(f"  {label:<44}" + ("".join(form.format(value(figures[c])) for c in CACHES) if value else ""))
    redis = figures["redis"]
    missed = [what for what, bad in [
        ("results refused or lost", any(f["round"]["errors"] for f in figures.values())),
        ("entries not all made", any(f["round"]["entered"] != PAIRS // 2 * TRAYS_PER_ROUND for f in figures.values())),
        ("table requests p95", redis["round"]["p95"] >= TARGET_ENTRY_P95_MS),
        ("workers' CPU a table request", redis["round"]["cpu"] > TARGET_CPU_MS),
        ("a standings cache hit", any(figures[c]["standings"]["hit p50"] >= TARGET_HIT_MS
                                      for c in ("redis", "local"))),
        ("every worker answered after the correction",
         any(len(f["standings"]["by worker"]) < workers for f in figures.values()))] if bad]
    for cache in CACHES:
        for line in figures[cache]["round"]["errors"][:5]:
            print(f"  error ({cache}): {line}")
    if missed:
        print("TARGETS MISSED: " + ", ".join(missed))
    return 1 if missed else 0


if __name__ == "__main__":
    sys.exit(main())
