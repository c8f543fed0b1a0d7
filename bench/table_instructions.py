"""What a table's requests cost, counted in instructions: the same figures on every run.

Worker CPU time on a shared machine moves by 10-30 % from one run to the next (other
processes, the host's other guests), more than most changes to the table path save, so
``bench/table_cost.py`` and ``bench/site.py`` can only compare by alternating many runs.
Here the application runs under valgrind's callgrind, which counts the instructions the
process executes: the count is the same on a loaded machine and a quiet one, so a change
that saves 2 % shows as 2 %.

In one process, through Django's WSGI handler and all the site's middleware (DEBUG off,
the database and cache as configured: ``DATABASE_URL`` or a PostgreSQL database of its own,
``REDIS_URL`` or local memory), a 60-table Mitchell's round 1 (120 pairs, 3 trays a round),
each kind of request apart, the first tables' requests left out (they fill the caches):

* ``/healthz``: the floor, a view that does nothing;
* a table's round (``GET /api/table/<token>/round``), what a phone reads first;
* an entry (N-S's figures) and a confirmation (E-W's), each tray of each table; the last
  confirmation ends the round, as on an evening;
* the same entries by ``bench/_plain_entry.py`` (no form, no ORM) on an event of its own:
  the simplest fair program for the job (bench/table_cost.py).

Prints millions of instructions a request, and a table's round of requests (a read, three
entries and three confirmations, as bench/site.py's phones send them) on average.  No
target: the 3 ms of issue 22 is worker CPU time on the whole stack (bench/site.py); this
says where it goes and whether a change saves any.  Needs valgrind (Debian's package).
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from entry_load import PAIRS, in_a_database, seated_event  # noqa: E402
from table_cost import wsgi_caller  # noqa: E402

WARM_TABLES, FLOOR_REQUESTS = 2, 200
KINDS = {"floor": "/healthz (the floor)", "read": "a table's round (GET)", "enter": "an entry",
         "confirm": "a confirmation", "plain": "an entry, plain SQL"}     # by the label of each count
UNDER = "WHIST_CALLGRIND"   # for the child that valgrind runs: bench/_callgrind.c, compiled


class Callgrind:
    """Callgrind's client requests (bench/_callgrind.c) in this process, or nothing when it
    does not run under callgrind."""

    def __init__(self):
        import ctypes

        library = os.environ.get(UNDER)
        self.requests = ctypes.CDLL(library) if library else None

    def count(self, label: str, requests, call) -> None:
        """Count the instructions of answering ``requests`` alone, and write them under ``label``."""
        if self.requests:
            self.requests.counting_on()
        for path, body in requests:
            call(path, body)
        if self.requests:
            self.requests.counting_off()
            self.requests.dump(label.encode())


def round_requests(event, tokens: dict[int, str], pattern: str = "/api/table/{token}/") -> dict[str, list]:
    """Round 1's requests of every table, by kind: (path, body) each, table by table."""
    trays = {seat.table: seat.trays for seat in event.rounds.get(number=1).seats.all()}
    kinds: dict[str, list] = {"read": [], "enter": [], "confirm": []}
    for table in sorted(tokens):
        api = pattern.format(token=tokens[table])
        kinds["read"].append((api + "round", None))
        for tray in trays[table]:
            kinds["enter"].append((api + "results", {"round": 1, "tray": tray, "ns": (table + tray) % 14}))
            kinds["confirm"].append((api + f"results/{tray}/confirm", {"round": 1}))
    return kinds


def play(pairs: int = PAIRS) -> dict[str, int]:
    """Each kind of request of a Mitchell of ``pairs`` pairs, counted apart (under callgrind);
    how many of each were counted."""
    import django

    django.setup()
    from django.core.handlers.wsgi import WSGIHandler
    from django.test.utils import override_settings

    from config.preload import settle

    with override_settings(ROOT_URLCONF="_plain_entry"):
        call = wsgi_caller(WSGIHandler())
        ours, plain = seated_event(pairs), seated_event(pairs)
        kinds = round_requests(*ours)
        warm = WARM_TABLES * len(kinds["enter"]) // len(kinds["read"])    # their trays
        plain_entries = round_requests(*plain, pattern="/plain/{token}/")["enter"]
        phases = [("floor", [("/healthz", None)] * (FLOOR_REQUESTS + 1), 1),
                  ("read", kinds["read"], WARM_TABLES),
                  ("enter", kinds["enter"], warm),
                  ("confirm", kinds["confirm"], warm),
                  ("plain", plain_entries, warm)]
        callgrind, counted = Callgrind(), {}
        if callgrind.requests:  # as gunicorn.conf.py before the workers start: no full collection
            settle()            # of what was loaded lands in what is counted
        for label, requests, first in phases:
            for path, body in requests[:first]:
                call(path, body)
            callgrind.count(label, requests[first:], call)
            counted[label] = len(requests) - first
    return counted


def totals(folder: Path) -> dict[str, int]:
    """The instructions of each dump callgrind wrote in ``folder``, by its label."""
    found = {}
    for path in folder.glob("callgrind.out*"):
        text = path.read_text(errors="replace")
        label = re.search(r"^desc: Trigger: Client Request: (\S+)", text, re.M)
        total = re.search(r"^totals: (\d+)", text, re.M)
        if label and total:
            found[label.group(1)] = int(total.group(1))
    return found


def main() -> int:
    if os.environ.get(UNDER):       # the child, under callgrind
        counted = play()
        print(" ".join(f"{label}={n}" for label, n in counted.items()))
        return 0
    if not shutil.which("valgrind") or not shutil.which("cc"):
        print("valgrind or a C compiler is not installed here (Debian: valgrind, gcc): nothing counted")
        return 1
    return in_a_database(count, "instructions")


def count() -> int:
    import django

    django.setup()
    from django.conf import settings
    from django.db import connection

    with tempfile.TemporaryDirectory(prefix="whist-callgrind-") as folder:
        library = f"{folder}/_callgrind.so"
        subprocess.run(["cc", "-O2", "-shared", "-fPIC", "-o", library, str(ROOT / "bench" / "_callgrind.c")],
                       check=True)
        child = subprocess.run(
            ["valgrind", "--tool=callgrind", "--instr-atstart=no",
             f"--callgrind-out-file={folder}/callgrind.out", sys.executable, __file__],
            env={**os.environ, UNDER: library}, capture_output=True, text=True, cwd=ROOT)
        if child.returncode != 0:
            print(child.stdout[-2000:], child.stderr[-2000:])
            return 1
        counted = dict(pair.split("=") for pair in child.stdout.strip().splitlines()[-1].split())
        found = totals(Path(folder))
    each = {label: found[label] / int(n) / 1e6 for label, n in counted.items()}
    backend = settings.CACHES["default"]["BACKEND"].rsplit(".", 1)[-1]
    print(f"Instructions a request, in millions (callgrind); {connection.vendor}, {backend}, "
          f"Python {sys.version.split()[0]} ({sys.base_prefix})")
    for label, kind in KINDS.items():
        print(f"  {kind:<40} {each[label]:7.2f}   ({counted[label]} requests)")
    mix = (each["read"] + 3 * each["enter"] + 3 * each["confirm"]) / 7
    print(f"  {'a table request (1 read, 3 entries, 3 confirmations)':<40} {mix:7.2f}")
    print(f"  {'an entry: ours / plain SQL':<40} {each['enter'] / each['plain']:7.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
