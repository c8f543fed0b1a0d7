"""The deals of an event in the database: dealing, importing, reading them back.

The trays and their trump slips exist once the event is seated (one tray per
deal of the movement).  Dealing fills in each tray's hands and par and writes
the trump on its slip: the turned card (``"7H"``), or the suit alone (``"H"``)
when one suit is declared for the sitting.  Once a result has been entered the
deals are fixed: changing them would change what was played.
"""

from __future__ import annotations

from dataclasses import replace

from django.db import transaction
from django.utils import timezone

from tournament.evening import revision
from tournament.models import AuditEntry, Event, Tray, TrumpSlip
from tournament.scoring import score
from tournament.evening.as_session import event_session
from tournament.deals.cards import DealError, deal_from_pbn
from tournament.deals.dealing import TrayDeal, deal_trays, make_deal
from tournament.deals.par import ParReport, par_report, with_par


def _trays(event: Event) -> list[Tray]:
    trays = list(event.trays.order_by("number"))
    if not trays:
        raise DealError("The event has no trays yet: choose the movement and seat the event first.")
    return trays


def _refuse_if_played(event: Event) -> None:
    if event.results.exists():
        raise DealError("Results have been entered for this event, so its deals can no longer change.")


def deal_event(event: Event, seed=None, max_suit: int | None = None, trump_suit: str | None = None,
               who: str = "") -> list[TrayDeal]:
    """Deal every tray of the event, compute the par and write the trump slips."""
    _refuse_if_played(event)
    numbers = [t.number for t in _trays(event)]
    deals = deal_trays(numbers, seed=seed, max_suit=max_suit, trump_suit=trump_suit)
    options = [f"seed {seed}" if seed not in (None, "") else "random",
               *([f"no suit longer than {max_suit}"] if max_suit else []),
               *([f"{trump_suit} trumps for the sitting"] if trump_suit else [])]
    return _save(event, with_par(deals), who, f"dealt {len(deals)} trays ({', '.join(options)})")


def import_deals(event: Event, deals: list[TrayDeal], who: str = "") -> list[TrayDeal]:
    """Put imported deals (e.g. from a PBN file) on the event's trays, with their par.

    The file must hold a deal for every tray of the event and no other tray.
    """
    _refuse_if_played(event)
    numbers = [t.number for t in _trays(event)]
    given = sorted(d.number for d in deals)
    if given != numbers:
        missing = sorted(set(numbers) - set(given))
        extra = sorted(set(given) - set(numbers))
        parts = ([f"no deal for tray(s) {', '.join(map(str, missing))}"] if missing else []) + \
                ([f"tray(s) {', '.join(map(str, extra))} not in this event"] if extra else [])
        raise DealError(f"The file does not fit the event's {len(numbers)} trays: {'; '.join(parts)}.")
    deals = with_par(sorted(deals, key=lambda d: d.number))
    return _save(event, deals, who, f"imported the deals of {len(deals)} trays")


@transaction.atomic
def _save(event: Event, deals: list[TrayDeal], who: str, what: str) -> list[TrayDeal]:
    trays = {t.number: t for t in event.trays.select_for_update()}
    now = timezone.now()
    with revision.in_bulk(event):          # one bump for all the trays, below
        for deal in deals:
            tray = trays[deal.number]
            tray.dealer, tray.hands = deal.dealer, deal.pbn
            tray.par_ns, tray.par_ew = deal.par_ns, deal.par_ew
            tray.save(update_fields=["dealer", "hands", "par_ns", "par_ew"])
            TrumpSlip.objects.update_or_create(tray=tray, defaults={
                "card": deal.trump, "recorded_by": who or "dealt by the director", "recorded_at": now})
    revision.bump(event)
    AuditEntry.objects.create(event=event, who=who or "director", action=AuditEntry.Action.DEALS_CHANGED, what=what)
    return deals


def event_deals(event: Event) -> list[TrayDeal]:
    """The dealt trays of the event, as :class:`TrayDeal`, in tray order.

    Trays without hands are left out.  A tray whose trump slip is still blank
    has no trump yet (``trump_suit`` is ``""``).
    """
    out = []
    for tray in event.trays.filter(hands__gt="").select_related("trump_slip").order_by("number"):
        hands = deal_from_pbn(tray.hands)
        slip = getattr(tray, "trump_slip", None)
        if slip is not None and slip.card:
            deal = make_deal(tray.number, hands, slip.card, tray.dealer)
        else:
            deal = TrayDeal(tray.number, tray.dealer, hands, None, "")
        out.append(replace(deal, par_ns=tray.par_ns, par_ew=tray.par_ew))
    return out


def event_par(event: Event) -> tuple[ParReport, dict[int, str]]:
    """The event's results beside the par (tricks gained or lost per entrant), and the names."""
    if not event.is_seated:
        return ParReport((), {}), {}
    session = event_session(event)
    return par_report(score(session).recap, event_deals(event)), session.seat_names
