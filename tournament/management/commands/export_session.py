"""python manage.py export_session EVENT_ID [--out FILE]"""

import json

from django.core.management.base import BaseCommand

from tournament.management.events import event_or_error
from tournament.evening.session_io import export_session


class Command(BaseCommand):
    help = ("Write a seated event as a whist-session/1 file (its movement, names, trump slips and "
            "results) with the backup extension (statuses, claims, table tokens, audit trail), to "
            "standard output or --out FILE. Importing that file gives the same event.")

    def add_arguments(self, parser):
        parser.add_argument("event_id", type=int)
        parser.add_argument("--out", help="file to write (default: standard output)")
        parser.add_argument("--without-backup", action="store_true",
                            help="leave out the backup extension (the table tokens and the audit "
                                 "trail): a file to share, imported as a new event")

    def handle(self, *args, event_id, out, without_backup, **options):
        event = event_or_error(event_id, seated=True)
        doc = export_session(event, with_backup=not without_backup)
        text = json.dumps(doc, indent=2, ensure_ascii=False) + "\n"
        if out:
            with open(out, "w", encoding="utf-8") as fh:
                fh.write(text)
            self.stderr.write(f"Wrote {out}.")
        else:
            self.stdout.write(text, ending="")
