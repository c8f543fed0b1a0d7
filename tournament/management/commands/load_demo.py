"""python manage.py load_demo [--reset]"""

import datetime
import json

from django.contrib.auth import get_user_model
from django.core.management.base import BaseCommand
from django.db import transaction

import movements
from tournament.demo import DEMO_DIR, MEMBERS, VISITOR, autumn_season, played_session
from tournament.models import Club, Event, Ladder
from tournament.evening.session_io import import_session

DIRECTOR, PASSWORD = "director", "whist1897"


class Command(BaseCommand):
    help = ("Create the demo club with a director's login and its events, all through the real "
            "import path: the seed's compass evening (Foster's example, 5 tables, 30 trays; "
            "published), a Howell pairs evening in progress (10 pairs), a teams-of-four event "
            "(Howell teams, 5 teams), and an autumn season of published pairs, teams and "
            "individuals evenings with a ladder for each form and one for all. Does nothing if "
            "the demo club exists, unless --reset.")

    def add_arguments(self, parser):
        parser.add_argument("--reset", action="store_true",
                            help="delete the demo club and its events first, and load them again")
        parser.add_argument("--port", type=int, default=8000,
                            help="the port the server listens on, for the login address it prints "
                                 "(default 8000; `make run PORT=…` passes its own)")

    @transaction.atomic
    def handle(self, *args, reset, port, **options):
        existing = Club.objects.filter(slug="demo").first()
        if existing and not reset:
            self.stdout.write("The demo club is already loaded (use --reset to load it again).")
            self._login_line(port)
            return
        if existing:
            existing.delete()
        club = Club.objects.create(name="Demo Whist Club", slug="demo")
        user, created = get_user_model().objects.get_or_create(username=DIRECTOR)
        if created:
            user.set_password(PASSWORD)
        user.is_staff = False  # a director, not staff: his pages are enough, the admin is the site's
        user.save()
        club.directors.add(user)

        compass = json.loads((DEMO_DIR / "compass-e2.json").read_text(encoding="utf-8"))
        import_session(compass, club, who="demo", status=Event.Status.PUBLISHED)

        howell = movements.generate("howell-pairs", 10, trays_per_round=3)
        import_session(played_session("Thursday Howell", "2026-11-19", "howell", howell, 4, seed=10),
                       club, who="demo", status=Event.Status.PLAYING)

        teams = movements.generate("howell-teams", 5)
        doc = played_session("Team of four night", "2026-11-12", "matches", teams,
                             len(teams.rounds), seed=5)
        import_session(doc, club, who="demo", status=Event.Status.FINISHED)

        self._season(club)
        self.stdout.write(self.style.SUCCESS("Loaded the demo club with three events and an autumn "
                                             "season of every form (pairs, teams, individuals, a "
                                             "visitor) on four ladders."))
        self._login_line(port)

    def _season(self, club):
        """The autumn season (every form, a visitor) published, and a ladder for each form and
        one for them all (docs/ladders.md)."""
        for doc in autumn_season():
            import_session(doc, club, who="demo", status=Event.Status.PUBLISHED)
        club.players.filter(name=VISITOR).update(visitor=True)
        for number, member in enumerate(club.players.filter(name__in=MEMBERS).order_by("name"), 1):
            member.number = f"M{number:03d}"
            member.save(update_fields=["number"])
        autumn = dict(club=club, starts=datetime.date(2026, 10, 1), ends=datetime.date(2026, 12, 31))
        only = {"pairs": dict(takes_teams=False, takes_individuals=False),
                "teams": dict(takes_pairs=False, takes_individuals=False),
                "individuals": dict(takes_pairs=False, takes_teams=False)}
        Ladder.objects.create(name="Autumn ladder", slug="autumn", rule=Ladder.Rule.BEST_AVERAGE, best=5,
                              minimum=3, **autumn)
        Ladder.objects.create(name="Pairs ladder", slug="pairs", rule=Ladder.Rule.BEST, best=3, minimum=2,
                              **only["pairs"], **autumn)
        Ladder.objects.create(name="Teams ladder", slug="teams", figure=Ladder.Figure.POINTS,
                              **only["teams"], **autumn)
        Ladder.objects.create(name="Individuals ladder", slug="individuals", rule=Ladder.Rule.AVERAGE,
                              **only["individuals"], **autumn)

    def _login_line(self, port: int):
        self.stdout.write(f"Director's login: http://127.0.0.1:{port}/director/  "
                          f"user {DIRECTOR!r}, password {PASSWORD!r}")
