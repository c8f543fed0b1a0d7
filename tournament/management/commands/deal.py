"""python manage.py deal (EVENT_ID | --trays N) [--seed S] [--max-suit 6] [--trump-suit H]
                         [--pbn FILE] [--dlm FILE] [--foster]"""

from django.core.management.base import BaseCommand, CommandError

from tournament.deals.cards import DealError
from tournament.deals.dealing import deal_trays, transpose
from tournament.deals.dlm import write_dlm
from tournament.deals.par import with_par
from tournament.deals.pbn import write_pbn
from tournament.evening.deals import deal_event
from tournament.management.events import event_or_error


class Command(BaseCommand):
    help = ("Deal the trays of an event (hands, trump slips and double-dummy par are saved), or with "
            "--trays N deal a set without touching the database. West deals tray 1, the deal passes "
            "to the left, and the dealer's last card is the trump. --pbn / --dlm also write the deals "
            "for other programs and dealing machines; the table of trays is printed.")

    def add_arguments(self, parser):
        parser.add_argument("event_id", type=int, nargs="?", help="the event whose trays to deal")
        parser.add_argument("--trays", type=int, help="deal this many trays, without any event")
        parser.add_argument("--seed", help="deal a reproducible set (the same seed deals the same trays)")
        parser.add_argument("--max-suit", type=int,
                            help="throw out and redeal any deal with a longer suit (the books use 6)")
        parser.add_argument("--trump-suit", choices=["S", "H", "D", "C"],
                            help="one suit trumps for the sitting, no card turned (mnemonic duplicate)")
        parser.add_argument("--pbn", help="also write the deals to this PBN file")
        parser.add_argument("--dlm", help="also write the deals to this Duplimate DLM file")
        parser.add_argument("--foster", action="store_true",
                            help="write the files with the suits transposed for the overplay "
                                 "(Foster's system: hearts<->clubs, spades<->diamonds)")

    def handle(self, *args, event_id, trays, seed, max_suit, trump_suit, pbn, dlm, foster, **options):
        if (event_id is None) == (trays is None):
            raise CommandError("give either an EVENT_ID or --trays N")
        try:
            if trays is not None:
                name, date = "", None
                deals = with_par(deal_trays(trays, seed=seed, max_suit=max_suit, trump_suit=trump_suit))
            else:
                event = event_or_error(event_id)
                name, date = event.name, event.date
                deals = deal_event(event, seed=seed, max_suit=max_suit, trump_suit=trump_suit,
                                   who="manage.py deal")
            written = [transpose(d) for d in deals] if foster else deals
            if pbn:
                self.write(pbn, write_pbn(written, event=name, date=date), "utf-8")
            if dlm:
                self.write(dlm, write_dlm(written, headline=name), "cp1252")
        except DealError as exc:
            raise CommandError(str(exc)) from None
        self.stdout.write("Tray  Dealer  Trump  Par N-S  Par E-W  Deal")
        for d in deals:
            self.stdout.write(f"{d.number:>4}  {d.dealer:<6}  {d.trump:<5}  {d.par_ns:>7}  {d.par_ew:>7}  {d.pbn}")

    def write(self, path: str, text: str, encoding: str) -> None:
        with open(path, "w", encoding=encoding, errors="replace", newline="") as fh:
            fh.write(text)
        self.stderr.write(f"Wrote {path}.")
