"""``python manage.py print_pack (EVENT_ID | --from FILE) --out DIR [--paper a4|letter]``.

Writes every printed document of an event, one PDF each, plus the workbook:
indicator-cards.pdf, table-cards.pdf, guide-cards.pdf, trays-and-trump-slips.pdf,
score-cards.pdf, scorer-slips.pdf, results.pdf (once there are results) and
results.xlsx.
"""

from __future__ import annotations

from pathlib import Path

from django.core.management.base import BaseCommand, CommandError

from movements.errors import MovementError
from tournament import printing
from tournament.exports import workbook
from tournament.management.events import event_or_error
from tournament.printing import PrintError
from tournament.scoring import SessionError, load_session
from tournament.scoring.session import loads


class Command(BaseCommand):
    help = ("Print an event's paperwork as PDF files (indicator, table and guide cards, tray "
            "labels and trump slips, score cards, scorer's slips, results) and its Excel "
            "workbook, from the database (EVENT_ID) or a whist-session/1 file (--from).")

    def add_arguments(self, parser):
        parser.add_argument("event_id", nargs="?", type=int, help="the event's number")
        parser.add_argument("--from", dest="source", metavar="SESSION_FILE",
                            help="a whist-session/1 file instead of an event")
        parser.add_argument("--out", required=True, metavar="DIR", help="folder to write into")
        parser.add_argument("--paper", default="a4", choices=["a4", "letter"])
        parser.add_argument("--site", metavar="URL",
                            help="the site's address (https://...; default: the setting "
                                 "WHIST_PUBLIC_URL): table cards then carry each table's "
                                 "live-entry QR code (events only)")

    def handle(self, *args, event_id=None, source=None, out, paper, site=None, **options):
        if (event_id is None) == (source is None):
            raise CommandError("give an EVENT_ID or --from SESSION_FILE (one of them)")
        session, urls = (self._file(source), None) if source else self._event(event_id, site)
        folder = Path(out)
        folder.mkdir(parents=True, exist_ok=True)
        try:
            parts = printing.gather(session)
            for kind in printing.available(parts):
                self._write(folder / f"{kind}.pdf",
                            printing.build(kind, parts, paper=paper, table_urls=urls))
            self._write(folder / "results.xlsx", workbook(parts))
        except PrintError as exc:
            raise CommandError(str(exc)) from None

    def _write(self, path: Path, data: bytes) -> None:
        path.write_bytes(data)
        self.stdout.write(f"wrote {path} ({len(data) // 1024} KB)")

    def _file(self, path: str):
        try:
            with open(path, "rb") as handle:
                return load_session(loads(handle.read()))
        except OSError as exc:
            raise CommandError(f"cannot read {path}: {exc.strerror}") from None
        except SessionError as exc:
            raise CommandError(f"{path} cannot be printed:\n  " + "\n  ".join(exc.problems)) from None

    def _event(self, event_id: int, site: str | None):
        from tournament.evening.links import table_urls
        from tournament.evening.as_session import event_session

        event = event_or_error(event_id, seated=True)
        urls = table_urls(event, site=site) or None
        try:
            return event_session(event), urls
        except MovementError as exc:
            raise CommandError(f"event {event_id}: {exc}") from None
