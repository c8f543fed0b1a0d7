"""The pages of a 60-table event (issue 16): director's standings and the tray recap.

Builds a 60-table Mitchell (120 pairs, 2 trays a round, 60 rounds: 7,200 results,
random with a fixed seed, a few revokes and adjustments) in PostgreSQL
(``DATABASE_URL``, or a database of its own on 127.0.0.1, made under a new name
and dropped at the end), or in SQLite in a temporary file when no PostgreSQL
answers.  Times each page with Django's test client (the server's time: the
request through the middleware, the queries, scoring and rendering), the least
of several runs, and prints it beside its target and beside the baseline named:
reading the same result columns with one ``values_list`` query.

The process starts as a gunicorn worker does (config/preload.py: what was
loaded is frozen out of the garbage collector's sight).  Each page is timed
twice: just after a result changed (nothing of it can be kept) and again
unchanged (as a phone opening it again sees).  Targets: standings <= 150 ms,
recap <= 250 ms.  Exits 1 if one is missed.
"""

from __future__ import annotations

import random
import secrets
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from entry_load import in_a_database  # noqa: E402

PAIRS, TRAYS_PER_ROUND = 120, 2
RUNS = 7
TARGETS_MS = {"standings": 150, "standings, unchanged": 150, "recap": 250, "recap, unchanged": 250}
COLUMNS = ("round__number", "table", "tray__number", "ns", "revokes_ns", "revokes_ew",
           "before_revoke_ns", "before_revoke_ew", "adjusted")


def played_event():
    """The 60-table event, every result stored, finished; returns the event."""
    import datetime

    import movements
    from tournament.evening import entrants, lifecycle
    from tournament.models import Club, Event, Result

    rng = random.Random(1897)
    club = Club.objects.create(name="Bench club", slug=f"bench-{secrets.token_hex(4)}")
    event = Event.objects.create(club=club, name="Pages benchmark", date=datetime.date(1897, 7, 5))
    lines = "\n".join(f"North{n} & South{n}" for n in range(1, PAIRS + 1))
    entrants.replace_entrants(event, entrants.parse("pairs", lines))
    movement = movements.generate("mitchell", PAIRS, trays_per_round=TRAYS_PER_ROUND)
    event = lifecycle.seat(event, movement, "bench")
    rounds = {r.number: r for r in event.rounds.all()}
    trays = {t.number: t for t in event.trays.all()}
    stored = []
    for play in movement.plays():
        result = Result(event=event, round=rounds[play.round], table=play.table, tray=trays[play.tray],
                        ns=rng.randint(3, 10), status=Result.Status.CONFIRMED)
        roll = rng.random()
        if roll < 0.02:
            result.revokes_ew, result.before_revoke_ns = 1, result.ns
        elif roll < 0.03:
            result.ns, result.adjusted = None, "average"
        stored.append(result)
    Result.objects.bulk_create(stored, batch_size=2000)
    event.status = Event.Status.PUBLISHED  # a fixture of a state, not the way there
    event.save()
    return event


def least_ms(action, runs: int = RUNS) -> float:
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        action()
        times.append(time.perf_counter() - start)
    return 1000 * min(times)


def measure() -> int:
    import django
    django.setup()
    from config.preload import settle
    settle()    # as gunicorn.conf.py starts the workers: a full collection walks only what came since
    from django.contrib.auth import get_user_model
    from django.core.cache import cache
    from django.db import connection
    from django.test import Client
    from django.urls import reverse

    from tournament.models import Result

    event = played_event()
    user = get_user_model().objects.create_superuser(f"bench-{secrets.token_hex(4)}", "", "x" * 20)
    client = Client()
    client.force_login(user)
    results = Result.objects.filter(event=event)
    one = results.filter(ns__isnull=False).order_by("pk").first()

    def get(name):
        response = client.get(reverse(name, args=[event.pk]))
        assert response.status_code == 200, (name, response.status_code)
        return response

    def after_a_change(name):
        """Seconds of the page just after a correction: nothing of it can come from before."""
        one.ns = (one.ns + 1) % 14
        one.save(update_fields=["ns"])
        cache.clear()   # the figures come back to an earlier version's after 14: it must not be kept
        start = time.perf_counter()
        get(name)
        return time.perf_counter() - start

    baseline = least_ms(lambda: list(results.values_list(*COLUMNS)))
    figures = {}
    for page, name in (("standings", "director:standings"), ("recap", "director:recap")):
        figures[page] = 1000 * min(after_a_change(name) for _ in range(RUNS))
        figures[f"{page}, unchanged"] = least_ms(lambda: get(name))
    size = len(get("director:recap").content)
    print(f"{connection.vendor}: 60 tables, {results.count()} results; "
          f"baseline: values_list of the result columns {baseline:.1f} ms; recap {size / 1e6:.2f} MB")
    print(f"{'page':22} {'ms':>8} {'target':>8} {'x baseline':>11}")
    missed = False
    for page, ms in figures.items():
        ok = ms <= TARGETS_MS[page]
        missed |= not ok
        print(f"{page:22} {ms:>8.1f} {'<=' + str(TARGETS_MS[page]):>8} {ms / baseline:>11.1f}  "
              f"{'ok' if ok else 'MISSED'}")
    return 1 if missed else 0


def main() -> int:
    return in_a_database(measure, "pages")


if __name__ == "__main__":
    sys.exit(main())
