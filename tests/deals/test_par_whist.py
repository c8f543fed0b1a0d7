"""Double-dummy par: the turned trump, the lead from the dealer's left, checked against endplay."""

from dataclasses import replace
from types import SimpleNamespace

from endplay.dds import calc_dd_table, solve_board
from endplay.dds.solve import SolveMode
from endplay.types import Deal, Denom, Player

from tournament.deals.cards import deal_from_pbn
from tournament.deals.dealing import deal_trays, make_deal
from tournament.deals.par import par_report, par_tricks, solver_deal, with_par

# North all the spades, East the hearts, South the diamonds, West the clubs.
SUITED = deal_from_pbn("N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432")


def test_obvious_deals():
    # Tray 1: West deals, North leads a spade, hearts trumps: East ruffs and runs his hearts.
    assert with_par([make_deal(1, SUITED, "H")])[0].par_ew == 13
    # Tray 2: North deals and turns the ace of spades; East leads, North ruffs and runs the spades.
    deal = with_par([make_deal(2, SUITED, "AS")])[0]
    assert (deal.par_ns, deal.par_ew) == (13, 0)


def test_par_agrees_with_the_solver_called_directly():
    deals = deal_trays(4, seed=11)
    for deal, (ns, ew) in zip(deals, par_tricks(deals)):
        assert ns + ew == 13
        direct = Deal(deal.pbn)
        direct.first = Player.find(deal.leader)
        direct.trump = Denom.find(deal.trump_suit)
        leaders = max(tricks for _card, tricks in solve_board(direct, SolveMode.OptimalOne))
        assert (ns if deal.leader in "NS" else ew) == leaders


def test_the_whist_declarer_is_the_dealer_in_a_solver_table():
    # A double-dummy table's "declarer X" has the lead from X's left: that is the whist dealer.
    for deal in with_par(deal_trays(1, seed=12)):
        table = calc_dd_table(Deal(deal.pbn))
        dealers_side = table[Denom.find(deal.trump_suit), Player.find(deal.dealer)]
        assert dealers_side == (deal.par_ns if deal.dealer in "NS" else deal.par_ew)


def test_solver_deal_sets_lead_and_trump():
    deal = make_deal(3, SUITED, "D")
    endplay_deal = solver_deal(deal)
    assert endplay_deal.first == Player.south and endplay_deal.trump == Denom.diamonds


def _recap(*trays):
    """A recap shaped like ``Standings.recap``: (tray, [(round, table, ns, ew, ns_made), ...])."""
    return [SimpleNamespace(tray=tray, lines=[
        SimpleNamespace(round=r, table=t, ns=ns, ew=ew, ns_made=made) for r, t, ns, ew, made in lines])
        for tray, lines in trays]


def _with(deal, par_ns):
    return replace(deal, par_ns=par_ns, par_ew=13 - par_ns)


def test_par_report_sets_results_beside_par_and_totals_per_pair():
    deals = [_with(make_deal(1, SUITED, "H"), 5), _with(make_deal(2, SUITED, "AS"), 8)]
    recap = _recap(
        (1, [(1, 1, (1,), (2,), 7), (1, 2, (3,), (4,), 4)]),
        (2, [(1, 1, (1,), (2,), 8), (1, 2, (3,), (4,), None)]),  # table 2 adjusted: no tricks made
        (9, [(2, 2, (3,), (4,), 6)]),  # no par known for tray 9
    )
    report = par_report(recap, deals)
    assert [(line.tray, line.table, line.ns_made, line.par_ns, line.ns_vs_par) for line in report.lines] == [
        (1, 1, 7, 5, 2), (1, 2, 4, 5, -1), (2, 1, 8, 8, 0)]
    assert report.gained == {1: 2, 2: -2, 3: -1, 4: 1}
    assert [line.table for line in report.for_tray(1)] == [1, 2]


def test_par_report_counts_each_individual():
    deal = _with(make_deal(1, SUITED, "H"), 0)
    report = par_report(_recap((1, [(1, 1, (5, 7), (6, 8), 3)])), [deal])
    assert report.gained == {5: 3, 6: -3, 7: 3, 8: -3}
