"""The ladder and a member's season page of a club with 200 published evenings (issue 25).

Imports 200 evenings through the real import path, published (so each one's figures are
kept as it is published): pairs Mitchells of 8 pairs, teams of four (Howell, 4 teams) and
individuals (Howell's eight) in turn, from a pool of 30 members, in PostgreSQL
(``DATABASE_URL``, or a database of its own on 127.0.0.1, made under a new name and
dropped at the end), or in SQLite in a temporary file when no PostgreSQL answers.  Times
with Django's test client (the server's time) the least of several runs of the public
ladder page (every form, best 10) and a member's season page (his ladders, every evening
and his rating), each just after a change (the cache emptied: nothing of the page kept)
and again unchanged, and ``manage.py ladder --json`` in the process; and, as the baseline,
scoring the 200 evenings once (what each read of a ladder cost before the figures were
kept).  Target: each read <= 200 ms.  Exits 1 if one is missed.
"""

from __future__ import annotations

import datetime
import io
import secrets
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from entry_load import in_a_database  # noqa: E402
from pages import least_ms  # noqa: E402

EVENINGS, RUNS, TARGET_MS = 200, 5, 200
POOL = [f"Member {n:02d}" for n in range(1, 31)]


def season(club):
    """The 200 evenings, published through the import path."""
    import movements
    from tournament.demo import named_session
    from tournament.evening.session_io import import_session

    shapes = [("compass", movements.generate("mitchell", 8, trays_per_round=2)),
              ("matches", movements.generate("howell-teams", 4)),
              ("individual-loss", movements.generate("howell-eight-individuals", 8))]
    start = datetime.date(2020, 1, 6)
    for n in range(EVENINGS):
        method, movement = shapes[n % 3]
        players = [POOL[(n * 7 + i) % len(POOL)] for i in range(16)]
        date = (start + datetime.timedelta(days=3 * n)).isoformat()
        pairs = [f"{a} & {b}" for a, b in zip(players[::2], players[1::2])]
        if method == "matches":
            doc = named_session(f"Teams {n}", date, method, movement, ["Reds", "Blues", "Golds", "Greens"],
                                seed=n, pair_names=pairs)
        elif method == "individual-loss":
            doc = named_session(f"Individuals {n}", date, method, movement, players[:8], seed=n)
        else:
            doc = named_session(f"Pairs {n}", date, method, movement, pairs, seed=n)
        import_session(doc, club, who="bench", status="published")


def measure() -> int:
    import django
    django.setup()
    from django.core.cache import cache
    from django.core.management import call_command
    from django.db import connection
    from django.test import Client
    from django.urls import reverse

    from tournament.models import Club, Event, Ladder, Player
    from tournament.scoring import score
    from tournament.evening.as_session import event_session

    club = Club.objects.create(name="Bench club", slug=f"bench-{secrets.token_hex(4)}")
    start = time.perf_counter()
    season(club)
    built = time.perf_counter() - start
    Ladder.objects.create(club=club, name="Every evening", slug="all", rule=Ladder.Rule.BEST, best=10)
    member = Player.objects.get(club=club, name=POOL[0])
    client = Client()

    def get(url):
        response = client.get(url)
        assert response.status_code == 200, (url, response.status_code)

    events = list(Event.objects.filter(club=club))
    baseline = least_ms(lambda: [score(event_session(e)) for e in events], runs=1)

    def changed(action):
        """The read just after a change (nothing of the pages kept): the cache emptied first."""
        return lambda: (cache.clear(), action())

    ladder = reverse("public:ladder", args=[club.slug, "all"])
    season_page = reverse("public:member", args=[club.slug, member.pk])
    figures = {
        "ladder page, after a change": least_ms(changed(lambda: get(ladder)), RUNS),
        "ladder page, unchanged": least_ms(lambda: get(ladder), RUNS),
        "member page, after a change": least_ms(changed(lambda: get(season_page)), RUNS),
        "member page, unchanged": least_ms(lambda: get(season_page), RUNS),
        "ladder --json (in process)": least_ms(
            lambda: call_command("ladder", club.slug, "--json", stdout=io.StringIO()), RUNS),
    }
    print(f"{connection.vendor}: {len(events)} published evenings imported in {built:.0f} s; "
          f"baseline: scoring them all once {baseline:.0f} ms")
    print(f"{'read':30} {'ms':>8} {'target':>8}")
    missed = False
    for read, ms in figures.items():
        ok = ms <= TARGET_MS
        missed |= not ok
        print(f"{read:30} {ms:>8.1f} {'<=' + str(TARGET_MS):>8}  {'ok' if ok else 'MISSED'}")
    return 1 if missed else 0


def main() -> int:
    return in_a_database(measure, "ladders")


if __name__ == "__main__":
    sys.exit(main())
