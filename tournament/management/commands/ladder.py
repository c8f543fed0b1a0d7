"""``python manage.py ladder CLUB [--ladder NAME] [--json]``: a club's ladder as it stands now."""

from __future__ import annotations

import json

from django.core.management.base import BaseCommand, CommandError
from django.db.models import Q

from tournament.club.ladders import compute, shown, to_json
from tournament.management.events import club_or_error
from tournament.terminal import printable, printable_json


class Command(BaseCommand):
    requires_system_checks = []   # a read: Django's checks took half its time
    help = ("Print a club's ladder from the kept figures of its published events: a readable "
            "table, or a whist-ladder/1 JSON document with --json (docs/formats.md).  CLUB is the "
            "club's address name (slug); a club with several ladders needs --ladder (name or slug).")

    def add_arguments(self, parser):
        parser.add_argument("club", help="the club's slug, as in its web address")
        parser.add_argument("--ladder", help="the ladder's name or slug (needed if the club has several)")
        parser.add_argument("--json", action="store_true", help="print whist-ladder/1 JSON")

    def handle(self, *args, club, ladder, **options):
        found = club_or_error(club)
        ladders = found.ladders.all()
        if ladder:
            ladders = ladders.filter(Q(slug=ladder) | Q(name__iexact=ladder))
        if len(ladders) != 1:
            names = ", ".join(repr(each.name) for each in found.ladders.all()) or "none"
            why = f"no ladder {ladder!r}" if ladder else "several ladders: say which with --ladder"
            raise CommandError(f"{found.name} has {why} (its ladders: {names})")
        computed = compute(ladders[0])
        if options["json"]:
            self.stdout.write(printable_json(json.dumps(to_json(computed), indent=1, ensure_ascii=False)))
            return
        self.stdout.write(printable(f"{computed.ladder.name} — {found.name}: {computed.rule.describe()}"))
        self.stdout.write(f"{'Place':>5} {'Member':<40} {'Events':>6} {'Score':>8}")
        for line in computed.lines:
            s = line.standing
            self.stdout.write(f"{s.rank or '-':>5} {printable(line.name):<40} {s.events:>6} {shown(s.score):>8}  "
                              f"{line.arithmetic}")
        for event, why in computed.left_out:
            self.stdout.write(f"Left out: {event.date} {printable(event.name)}: {why}")
