"""Live score entry under load: 60 tables entering at once, over HTTP, through gunicorn.

Seats a 60-table Mitchell (120 pairs, 3 trays a round) in PostgreSQL
(``DATABASE_URL``, or a database of its own on 127.0.0.1, made under a new
name and dropped at the end: it never drops one it did not make), starts
the application under gunicorn on a loopback port, and drives 60 concurrent
table clients through round 1 (each N-S enters its 3 trays, E-W confirms each)
and then through round 2.  Round 1 is the room on an ordinary evening: its
latency is what the target judges.  Round 2 is the fault run: in its middle
the bench kills one gunicorn worker and terminates every database connection
of the application twice (``pg_terminate_backend``, only in a database of its
own).  Clients do what the phone's outbox does (static/js/outbox.js): send
again after a dropped connection or a 5xx answer; an identical resubmission
is harmless, so retrying is safe.

Prints submitted, stored, duplicates, errors, retries, 5xx answers, the latency
(p50/p95/max over every answered request, for each round) and the CPU time
gunicorn spent a request during the two bursts (which depends much less than
the latency on what else the machine runs).  Exits 1 if a single result is
lost or duplicated, if a request fails for good, if the faults were not made,
or if round 1's p95 is 100 ms or more.
Bounded: it stops by itself (about 20 s; 3 minutes at most).
"""

from __future__ import annotations

import http.client
import json
import os
import random
import secrets
import signal
import socket
import subprocess
import sys
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

TABLES, PAIRS, TRAYS_PER_ROUND = 60, 120, 3
TARGET_P95_MS = 100
DEADLINE = time.monotonic() + 180
SERVER = "postgresql://postgres@127.0.0.1:5432"
WORKERS, THREADS = 2 * (os.cpu_count() or 2), 4
THINK = float(os.environ.get("ENTRY_THINK", "1.0"))  # seconds a table may pause between actions


def database_url() -> tuple[str, str | None]:
    """The database to use, and the name of the one this run made (to drop after), if it made one.

    Without ``DATABASE_URL`` it makes a new database under a name nobody else uses;
    ``CREATE DATABASE`` fails rather than reuse one that exists.
    """
    if os.environ.get("DATABASE_URL"):
        return os.environ["DATABASE_URL"], None
    import psycopg
    from psycopg import sql

    name = f"whist_bench_{os.getpid()}_{secrets.token_hex(4)}"
    with psycopg.connect(f"{SERVER}/postgres", autocommit=True) as conn:
        conn.execute(sql.SQL("CREATE DATABASE {}").format(sql.Identifier(name)))
    return f"{SERVER}/{name}", name


def drop_database(name: str) -> None:
    """Drop the database this run made (``name`` from :func:`database_url`), and nothing else."""
    import psycopg
    from psycopg import sql

    with psycopg.connect(f"{SERVER}/postgres", autocommit=True) as conn:
        conn.execute(sql.SQL("DROP DATABASE IF EXISTS {} WITH (FORCE)").format(sql.Identifier(name)))


def in_a_database(measure, prefix: str) -> int:
    """Migrate a database of the bench's own (PostgreSQL, or SQLite in a temporary file when
    no PostgreSQL answers), run ``measure()`` there as a production-like site, drop it."""
    import shutil
    import tempfile

    env = {"SECRET_KEY": secrets.token_urlsafe(32), "DEBUG": "0", "ALLOWED_HOSTS": "testserver",
           "DJANGO_SETTINGS_MODULE": "config.settings"}
    made, scratch = None, None
    try:
        url, made = database_url()
    except Exception as problem:  # no PostgreSQL here: SQLite in a file of the bench's own
        print(f"(no PostgreSQL: {problem.__class__.__name__}; SQLite instead)")
        scratch = tempfile.mkdtemp(prefix=f"bench-{prefix}-")
        url = f"sqlite:///{scratch}/{prefix}.sqlite3"
    os.environ.pop("WHIST_TESTING", None)
    os.environ.update(env, DATABASE_URL=url)
    try:
        subprocess.run([sys.executable, "manage.py", "migrate", "--no-input", "-v", "0"],
                       cwd=ROOT, env=os.environ, check=True)
        return measure()
    finally:
        if made:
            from django.db import connections
            connections.close_all()
            drop_database(made)
        if scratch:
            shutil.rmtree(scratch, ignore_errors=True)


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def seated_event(pairs: int = PAIRS):
    """A Mitchell of ``pairs`` pairs (120, 60 tables, unless told) in play, round 1 open;
    returns (event, table number -> token)."""
    import datetime

    import movements
    from tournament.evening import entrants
    from tournament.models import Club, Event
    from tournament.evening import lifecycle

    club = Club.objects.create(name="Bench club", slug=f"bench-{secrets.token_hex(4)}")
    event = Event.objects.create(club=club, name="Load benchmark", date=datetime.date(1897, 7, 5))
    lines = "\n".join(f"North{n} & South{n}" for n in range(1, pairs + 1))
    entrants.replace_entrants(event, entrants.parse("pairs", lines))
    lifecycle.seat(event, movements.generate("mitchell", pairs, trays_per_round=TRAYS_PER_ROUND), "bench")
    event = lifecycle.start(event, "bench")
    return event, dict(event.tables.values_list("number", "token"))


class Tally:
    """What the clients saw, shared between their threads."""

    def __init__(self):
        self.lock = threading.Lock()
        self.latencies: dict[str, list[float]] = {"read": [], "enter": [], "confirm": []}
        self.submitted: dict[tuple[int, int, int], int] = {}
        self.created: dict[tuple[int, int, int], int] = {}
        self.errors: list[str] = []
        self.retries = 0
        self.server_errors = 0  # 5xx answers, each sent again
        self.answered = 0


class TableClient:
    """One table's device: a keep-alive connection, reopened after a dropped one; like the
    phone's outbox, it sends a request again after a 5xx answer."""

    def __init__(self, port: int, token: str, tally: Tally):
        self.port, self.token, self.tally = port, token, tally
        self.conn = None

    def call(self, method: str, path: str, body: dict | None = None) -> tuple[int, dict] | None:
        """One request, retried on a dropped connection or a 5xx; None if it never got an answer."""
        data = None if body is None else json.dumps(body)
        for attempt in range(8):
            if time.monotonic() > DEADLINE:
                break
            if self.conn is None:
                self.conn = http.client.HTTPConnection("127.0.0.1", self.port, timeout=10)
            start = time.perf_counter()
            try:
                self.conn.request(method, f"/api/table/{self.token}/{path}", data,
                                  {"Content-Type": "application/json"})
                response = self.conn.getresponse()
                answer = json.loads(response.read() or b"{}")
            except (OSError, http.client.HTTPException, ValueError):
                self.conn.close()
                self.conn = None
                with self.tally.lock:
                    self.tally.retries += 1
                time.sleep(0.05 * (attempt + 1))
                continue
            with self.tally.lock:
                kind = "read" if method == "GET" else "confirm" if path.endswith("confirm") else "enter"
                self.tally.latencies[kind].append(time.perf_counter() - start)
                self.tally.answered += 1
                if response.status >= 500:
                    self.tally.server_errors += 1
                    self.tally.retries += 1
            if response.status >= 500:
                time.sleep(0.05 * (attempt + 1))
                continue
            return response.status, answer
        return None

    def play_round(self, round_no: int, rng: random.Random) -> None:
        """Read the round, then for each tray: N-S enter it, E-W confirm it."""
        def failed(what, got):
            with self.tally.lock:
                self.tally.errors.append(f"{self.token[:6]}.. round {round_no} {what}: {got}")

        time.sleep(rng.uniform(0, THINK))
        got = self.call("GET", "round")
        if got is None or got[0] != 200 or got[1].get("round") != round_no:
            return failed("read the round", got)
        table = got[1]["table"]
        for tray in [t["tray"] for t in got[1]["trays"]]:
            ns = rng.randint(0, 13)
            key = (round_no, table, tray)
            with self.tally.lock:
                self.tally.submitted[key] = ns
            for path, body, wanted in (("results", {"round": round_no, "tray": tray, "ns": ns}, (200, 201)),
                                       (f"results/{tray}/confirm", {"round": round_no}, (200,))):
                time.sleep(rng.uniform(0, THINK))
                got = self.call("POST", path, body)
                if got is None or got[0] not in wanted:
                    return failed(f"tray {tray} {path}", got)
                if got[0] == 201:
                    with self.tally.lock:
                        self.tally.created[key] = self.tally.created.get(key, 0) + 1


def burst(port, tokens, round_no, tally, during=None) -> None:
    """Every table plays ``round_no`` at once; ``during`` runs once a third of it is answered."""
    rng = random.Random(round_no)
    clients = [(TableClient(port, tokens[t], tally), random.Random(rng.random())) for t in sorted(tokens)]
    threads = [threading.Thread(target=c.play_round, args=(round_no, r)) for c, r in clients]
    answered_before = tally.answered
    for th in threads:
        th.start()
    if during is not None:
        while tally.answered - answered_before < len(tokens) * 7 // 3 and any(th.is_alive() for th in threads):
            time.sleep(0.005)
        during()
    for th in threads:
        th.join(max(1.0, DEADLINE - time.monotonic()))
    for c, _ in clients:
        if c.conn is not None:
            c.conn.close()


def worker_pids(master: int) -> list[int]:
    path = Path(f"/proc/{master}/task/{master}/children")
    return [int(p) for p in path.read_text().split()] if path.exists() else []


def start_gunicorn(env: dict, port: int, log: Path) -> subprocess.Popen:
    server = subprocess.Popen(
        [str(Path(sys.executable).parent / "gunicorn"), "config.wsgi:application",
         "--bind", f"127.0.0.1:{port}", "--workers", str(WORKERS), "--worker-class", "gthread",
         "--threads", str(THREADS), "--keep-alive", "30", "--graceful-timeout", "2", "--error-logfile", str(log),
         "--access-logfile", str(log.with_suffix(".access")), "--access-logformat", "%(M)s"],
        cwd=ROOT, env=env)
    while time.monotonic() < DEADLINE:
        try:
            with socket.create_connection(("127.0.0.1", port), timeout=1):
                if len(worker_pids(server.pid)) == WORKERS:
                    return server
        except OSError:
            pass
        if server.poll() is not None:
            raise SystemExit(f"gunicorn stopped at start; see {log}")
        time.sleep(0.1)
    raise SystemExit("gunicorn did not start in time")


def cut_database_connections() -> int:
    """Terminate every other session of this database (the application's), from the bench's own
    connection; how many were cut."""
    from django.db import connection

    with connection.cursor() as cursor:
        cursor.execute("SELECT count(pg_terminate_backend(pid)) FROM pg_stat_activity "
                       "WHERE datname = current_database() AND pid <> pg_backend_pid()")
        return cursor.fetchone()[0]


def server_cpu(master: int) -> float:
    """CPU seconds gunicorn has used so far: the master, its workers, and the workers it reaped."""
    def ticks(pid, fields):
        try:
            stat = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
        except OSError:  # a worker that has just ended
            return 0
        return sum(int(stat[i]) for i in fields)
    utime_stime, and_reaped = (11, 12), (11, 12, 13, 14)  # fields 14-17 of proc(5), after the name
    total = ticks(master, and_reaped) + sum(ticks(pid, utime_stime) for pid in worker_pids(master))
    return total / os.sysconf("SC_CLK_TCK")


def percentile(values: list[float], p: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(p / 100 * (len(ordered) - 1))))] if ordered else 0.0


def main() -> int:
    url, made = database_url()
    try:
        return run(url, own=made is not None)
    finally:
        if made:
            from django.db import connections
            connections.close_all()
            drop_database(made)


def run(url: str, own: bool) -> int:
    """The two bursts; the database connections are cut only in a database of the bench's own (``own``)."""
    env = {**os.environ, "DATABASE_URL": url, "SECRET_KEY": secrets.token_urlsafe(32), "DEBUG": "0",
           "ALLOWED_HOSTS": "127.0.0.1", "DJANGO_SETTINGS_MODULE": "config.settings", "CONN_MAX_AGE": "60"}
    env.pop("WHIST_TESTING", None)
    os.environ.update(env)
    subprocess.run([sys.executable, "manage.py", "migrate", "--no-input", "-v", "0"], cwd=ROOT, env=env, check=True)
    import django
    django.setup()
    from django.db.models import Count

    from tournament.models import AuditEntry, Event, Result

    event, tokens = seated_event()
    port, log = free_port(), Path(os.environ.get("TMPDIR", "/tmp")) / f"entry_load-{os.getpid()}.log"
    server = start_gunicorn(env, port, log)
    tally, killed, cut = Tally(), [], []

    def cut_connections():
        if own:
            cut.append(cut_database_connections())

    try:
        for token in tokens.values():  # the tables open their pages before play starts (not timed)
            TableClient(port, token, Tally()).call("GET", "round")
        cpu_before = server_cpu(server.pid)
        burst(port, tokens, 1, tally)
        ordinary = {kind: len(values) for kind, values in tally.latencies.items()}
        event.refresh_from_db()
        if event.current_round != 2:
            tally.errors.append(f"round 1 did not close by itself (current round {event.current_round})")

        def kill_a_worker():
            pids = worker_pids(server.pid)
            if pids:
                os.kill(pids[0], signal.SIGKILL)
                killed.append(pids[0])
            cut_connections()
            time.sleep(0.3)   # the survivors reconnect, then lose their connections once more
            cut_connections()

        burst(port, tokens, 2, tally, during=kill_a_worker)
        cpu_used = server_cpu(server.pid) - cpu_before
    finally:
        server.send_signal(signal.SIGTERM)
        try:
            server.wait(10)
        except subprocess.TimeoutExpired:
            server.kill()

    stored = {(r.round.number, r.table, r.tray.number): r
              for r in Result.objects.filter(event=event).select_related("round", "tray")}
    rows = Result.objects.filter(event=event).values("round", "table", "tray").annotate(n=Count("id"))
    duplicates = sum(r["n"] - 1 for r in rows) + sum(n - 1 for n in tally.created.values())
    entries = AuditEntry.objects.filter(event=event, what__startswith="entered ").values("result").annotate(n=Count("id"))
    duplicates += sum(e["n"] - 1 for e in entries)
    kept = sum(1 for key, ns in tally.submitted.items()
               if key in stored and stored[key].ns == ns and stored[key].status == "confirmed")
    lost = len(tally.submitted) - kept
    by_round = {1: [1000 * x for kind, values in tally.latencies.items() for x in values[:ordinary.get(kind, 0)]],
                2: [1000 * x for kind, values in tally.latencies.items() for x in values[ordinary.get(kind, 0):]]}
    p50, p95, worst = percentile(by_round[1], 50), percentile(by_round[1], 95), max(by_round[1], default=0.0)
    final_round = Event.objects.get(pk=event.pk).current_round

    print(f"Live score entry: {TABLES} tables, {TRAYS_PER_ROUND} trays a round, 2 rounds over HTTP "
          f"(gunicorn {WORKERS} workers x {THREADS} threads, PostgreSQL)")
    print(f"  tables pause 0-{THINK:g} s between actions; machine load average {os.getloadavg()[0]:.1f} "
          f"on {os.cpu_count()} CPUs")
    print(f"  round 2, one worker killed mid-burst: {'yes, pid ' + str(killed[0]) if killed else 'NO'}")
    print(f"  round 2, database connections terminated mid-burst: "
          f"{' and '.join(str(n) for n in cut) if cut else 'NO'}"
          f"{'' if own else ' (not in a database the bench did not make)'}")
    for label, value in [("submitted", len(tally.submitted)), ("stored (confirmed, same figures)", kept),
                         ("lost", lost), ("duplicates", duplicates), ("errors", len(tally.errors)),
                         ("retries (dropped connection or 5xx)", tally.retries),
                         ("5xx answers (each sent again)", tally.server_errors),
                         ("requests answered", tally.answered), ("round open after the run", final_round)]:
        print(f"  {label:<36}{value:>8}")
    print(f"  {'round 1 latency p50 / p95 / max (ms)':<36}{p50:8.1f}{p95:8.1f}{worst:8.1f}   target p95 < {TARGET_P95_MS}")
    faults = by_round[2]
    print(f"  {'round 2 (faults) p50 / p95 / max':<36}{percentile(faults, 50):8.1f}"
          f"{percentile(faults, 95):8.1f}{max(faults, default=0.0):8.1f}   (not judged)")
    for kind, values in tally.latencies.items():
        values = [x * 1000 for x in values]
        print(f"    {kind:<34}{percentile(values, 50):8.1f}{percentile(values, 95):8.1f}{max(values, default=0):8.1f}")
    served = [float(x) for x in log.with_suffix(".access").read_text().split()]
    print(f"  {'time inside the server p50/p95/max':<36}{percentile(served, 50):8.1f}"
          f"{percentile(served, 95):8.1f}{max(served, default=0):8.1f}")
    print(f"  {'gunicorn CPU a request (ms)':<36}{1000 * cpu_used / max(1, tally.answered):8.1f}"
          "   (both bursts, the restarted worker included)")
    for line in tally.errors[:10]:
        print("  error:", line)
    failed = (lost or duplicates or tally.errors or not killed or (own and len(cut) < 2)
              or p95 >= TARGET_P95_MS or len(tally.submitted) != 2 * TABLES * TRAYS_PER_ROUND)
    if failed:
        print("FAILED: " + ", ".join(w for w, bad in [
            ("results lost", lost), ("results duplicated", duplicates), ("requests failed", tally.errors),
            ("no worker was killed", not killed), ("connections not cut twice", own and len(cut) < 2),
            ("round 1's p95 over target", p95 >= TARGET_P95_MS)] if bad))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
