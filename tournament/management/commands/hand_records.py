"""python manage.py hand_records EVENT_ID --out FILE.pdf [--per-page 4|6] [--paper a4|letter] [--foster]"""

from django.core.management.base import BaseCommand, CommandError

from tournament.deals.cards import DealError
from tournament.deals.dealing import transpose
from tournament.printing.hand_records import hand_records_pdf
from tournament.evening.deals import event_deals
from tournament.management.events import event_or_error


class Command(BaseCommand):
    help = ("Write the hand records of a dealt event as a PDF: each tray's four hands, dealer, "
            "trump card and double-dummy par, four or six trays a page.")

    def add_arguments(self, parser):
        parser.add_argument("event_id", type=int)
        parser.add_argument("--out", required=True, help="the PDF file to write")
        parser.add_argument("--per-page", type=int, choices=[4, 6], default=6)
        parser.add_argument("--paper", choices=["a4", "letter"], default="a4")
        parser.add_argument("--foster", action="store_true",
                            help="the suit-transposed twins for the overplay (Foster's system)")

    def handle(self, *args, event_id, out, per_page, paper, foster, **options):
        event = event_or_error(event_id)
        deals = event_deals(event)
        if not deals:
            raise CommandError(f"the trays of event {event_id} have not been dealt yet")
        if foster:
            deals = [transpose(d) for d in deals]
        try:
            pdf = hand_records_pdf(deals, title=f"{event.name}, {event.date:%d %B %Y}",
                                   per_page=per_page, paper=paper)
        except DealError as exc:
            raise CommandError(str(exc)) from None
        with open(out, "wb") as fh:
            fh.write(pdf)
        self.stderr.write(f"Wrote {out} ({len(deals)} trays).")
