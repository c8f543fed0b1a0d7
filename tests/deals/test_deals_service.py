"""Dealing an event's trays into the database, importing, and reading them back."""

import pytest

from tournament.deals.cards import DealError
from tournament.deals.dealing import deal_trays
from tournament.deals.par import par_tricks
from tournament.evening.deals import deal_event, event_deals, import_deals
from tournament.models import AuditEntry, Event, Result


def test_deal_event_writes_hands_par_and_trump_slips(event):
    deals = deal_event(event, seed=5, max_suit=6, who="barney")
    trays = list(event.trays.order_by("number").select_related("trump_slip"))
    assert [t.dealer for t in trays] == ["W", "N", "E"]
    for tray, deal in zip(trays, deals):
        assert tray.hands == deal.pbn and tray.hands.startswith("N:")
        assert tray.trump_slip.card == deal.trump_card and deal.trump_card in deal.hands[tray.dealer]
        assert (tray.par_ns, tray.par_ew) == (deal.par_ns, deal.par_ew)
        assert tray.trump_slip.recorded_by == "barney" and tray.trump_slip.recorded_at
    assert event_deals(event) == deals
    assert deals == deal_event(event, seed=5, max_suit=6)  # a seed deals the same set again
    assert AuditEntry.objects.filter(event=event, what__startswith="dealt 3 trays").exists()


def test_declared_trump_is_written_as_the_suit_alone(event):
    deal_event(event, seed=1, trump_suit="C")
    assert {t.trump_slip.card for t in event.trays.all()} == {"C"}
    assert all(d.trump_card is None and d.trump_suit == "C" for d in event_deals(event))


def test_dealing_refused_once_results_exist(event):
    deal_event(event, seed=1)
    tray = event.trays.first()
    Result.objects.create(event=event, round=event.rounds.first(), table=1, tray=tray, ns=7)
    with pytest.raises(DealError, match="Results have been entered"):
        deal_event(event, seed=2)
    with pytest.raises(DealError, match="Results have been entered"):
        import_deals(event, deal_trays(3, seed=2))


def test_dealing_refused_before_seating(club):
    import datetime
    draft = Event.objects.create(club=club, name="Draft", date=datetime.date(1897, 7, 5))
    with pytest.raises(DealError, match="seat the event first"):
        deal_event(draft)


def test_import_must_fit_the_trays_and_computes_par(event):
    with pytest.raises(DealError, match=r"no deal for tray\(s\) 3; tray\(s\) 4 not in this event"):
        import_deals(event, deal_trays([1, 2, 4], seed=3))
    deals = import_deals(event, deal_trays(3, seed=3))
    assert [(d.par_ns, d.par_ew) for d in deals] == par_tricks(deal_trays(3, seed=3))
    assert event_deals(event) == deals


def test_event_par_totals_each_pairs_tricks_against_par(event):
    from tournament.evening.deals import event_par
    from tournament.models import TableSeat

    deals = {d.number: d for d in deal_event(event, seed=8)}
    expected = {}
    for seat in TableSeat.objects.filter(round__event=event).select_related("round"):
        for number in seat.trays:
            Result.objects.create(event=event, round=seat.round, table=seat.table,
                                  tray=event.trays.get(number=number), ns=6)
            gain = 6 - deals[number].par_ns
            expected[seat.ns] = expected.get(seat.ns, 0) + gain
            expected[seat.ew] = expected.get(seat.ew, 0) - gain
    report, names = event_par(event)
    assert report.gained == dict(sorted(expected.items()))
    assert len(report.lines) == 9 and names[1].startswith("North1")
