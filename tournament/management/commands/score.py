"""``python manage.py score FILE [--json]``: score a whist-session/1 file, no database."""

from __future__ import annotations

import json
import sys

from django.core.management.base import BaseCommand

from tournament.scoring import SessionError, load_session, score
from tournament.scoring.session import loads
from tournament.scoring.text import render


class Command(BaseCommand):
    help = (
        "Read one session in the whist-session/1 format (movement, names, trump slips "
        "and results) and print its standings by the session's method and laws: a "
        "readable table, or whist-standings/1 JSON with --json.  The database is not "
        "touched.  A file that cannot be scored gets every problem listed on stderr "
        "and exit status 2."
    )
    requires_system_checks = []

    def add_arguments(self, parser):
        parser.add_argument("file", help="the whist-session/1 file to score ('-' reads stdin)")
        parser.add_argument("--json", action="store_true",
                            help="print whist-standings/1 JSON instead of the table")

    def handle(self, *args, **options):
        try:
            doc = self._read(options["file"])
            standings = score(load_session(doc))
        except SessionError as exc:
            self._refuse(options["file"], exc.problems)
        if options["json"]:
            self.stdout.write(json.dumps(standings.to_json(), indent=1, ensure_ascii=False))
        else:
            self.stdout.write(render(standings), ending="")

    def _read(self, path: str):
        try:
            if path == "-":
                return loads(sys.stdin.buffer.read())
            with open(path, "rb") as handle:
                return loads(handle.read())
        except OSError as exc:
            raise SessionError([f"cannot read {path}: {exc.strerror}"]) from None

    def _refuse(self, path: str, problems: list[str]):
        self.stderr.write(f"{path}: cannot be scored ({len(problems)} "
                          f"problem{'s' if len(problems) != 1 else ''}):")
        for problem in problems:
            self.stderr.write(f"  {problem}")
        sys.exit(2)
