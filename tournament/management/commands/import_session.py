"""python manage.py import_session FILE --club SLUG"""

from django.core.management.base import BaseCommand, CommandError

from tournament.evening.backup import Clash
from tournament.errors import UserError
from tournament.management.events import club_or_error
from tournament.models import Event
from tournament.scoring.session import SessionError, loads
from tournament.evening.session_io import import_session


class Command(BaseCommand):
    help = ("Create an event from a whist-session/1 file: its field, movement, trump slips and "
            "results, through the same checks as the web pages. Every problem of a wrong file is "
            "listed and nothing is written.")

    def add_arguments(self, parser):
        parser.add_argument("file", help="the whist-session/1 JSON file")
        parser.add_argument("--club", required=True, help="slug of the club the event belongs to")
        parser.add_argument("--status", choices=[s for s, _ in Event.Status.choices],
                            help="status to give the event from a plain session file (default: finished "
                                 "if it has results, else seated); a backup keeps its own")
        parser.add_argument("--replace", metavar="REASON",
                            help="a backup whose event is still here replaces that event (deleted, "
                                 "audited with REASON; the restored event keeps its ladders)")
        parser.add_argument("--new-tokens", action="store_true",
                            help="a backup whose event is still here comes back as a copy with new table links")

    def handle(self, *args, file, club, status, replace=None, new_tokens=False, **options):
        if replace is not None and new_tokens:
            raise CommandError("--replace and --new-tokens exclude each other: choose one")
        clash = Clash.REPLACE if replace is not None else Clash.NEW_TOKENS if new_tokens else Clash.REFUSE
        club_obj = club_or_error(club)
        try:
            with open(file, "rb") as fh:
                text = fh.read()
        except OSError as exc:
            raise CommandError(f"cannot read {file}: {exc.strerror}") from None
        try:
            event = import_session(loads(text), club_obj, who="import_session", status=status,
                                   clash=clash, reason=replace or "")
        except SessionError as exc:
            raise CommandError(f"{file} cannot be imported:\n  " + "\n  ".join(exc.problems)) from None
        except UserError as exc:  # a movement that does not fit the field, a status it cannot take
            raise CommandError(f"{file} cannot be imported: {exc}") from None
        self.stdout.write(f"Imported event {event.pk}: {event.name} ({event.get_status_display()}).")
