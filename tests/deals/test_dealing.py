"""Dealing: the whole pack once per deal, the whist rotation, the options the books describe."""

from collections import Counter
from math import comb

import pytest

from tournament.deals.cards import DECK, SEATS, DealError, deal_from_pbn, suit_lengths
from tournament.deals.dealing import FOSTER_SUITS, dealer_of, deal_trays, make_deal, transpose


def test_every_card_once_thirteen_to_each_hand():
    for deal in deal_trays(200, seed="pack"):
        cards = [c for hand in deal.hands.values() for c in hand]
        assert sorted(cards) == sorted(DECK)
        assert all(len(deal.hands[seat]) == 13 for seat in SEATS)


def test_west_deals_tray_one_and_the_deal_passes_to_the_left():
    deals = deal_trays(9, seed=1)
    assert [d.dealer for d in deals] == list("WNESWNESW")
    assert [d.leader for d in deals] == list("NESWNESWN")
    assert [dealer_of(n) for n in (1, 2, 3, 4, 5, 24)] == list("WNESWS")


def test_the_trump_is_the_dealers_turned_card():
    for deal in deal_trays(50, seed=2):
        assert deal.trump_card in deal.hands[deal.dealer]
        assert deal.trump_suit == deal.trump_card[1]
        assert deal.trump == deal.trump_card


def test_the_turned_card_is_any_of_the_dealers_cards_with_equal_chance():
    # The last card dealt is uniformly one of the 52: each suit a quarter of the time.
    suits = Counter(d.trump_suit for d in deal_trays(2000, seed=3))
    assert all(420 < n < 580 for n in suits.values())


def test_a_seed_reproduces_the_set_and_no_seed_does_not():
    assert deal_trays(4, seed=99) == deal_trays(4, seed=99) == deal_trays(4, seed="99")
    assert deal_trays(4, seed=99) != deal_trays(4, seed=100)
    assert deal_trays(4) != deal_trays(4)


def test_suit_lengths_follow_the_hypergeometric_law():
    # One hand's length in one suit: P(k) = C(13,k) C(39,13-k) / C(52,13).
    counts = Counter()
    deals = deal_trays(1500, seed="chi-square")
    for deal in deals:
        for cards in deal.hands.values():
            counts.update(suit_lengths(cards).values())
    total = sum(counts.values())
    chi2 = 0.0
    bins = [(k,) for k in range(0, 7)] + [tuple(range(7, 14))]
    for ks in bins:
        expected = total * sum(comb(13, k) * comb(39, 13 - k) for k in ks) / comb(52, 13)
        observed = sum(counts[k] for k in ks)
        chi2 += (observed - expected) ** 2 / expected
    assert chi2 < 24.3  # 7 degrees of freedom, 0.1% level (the samples are not independent; generous)


def test_throw_out_rule_keeps_every_suit_within_the_limit():
    deals = deal_trays(300, seed=4, max_suit=6)
    assert max(d.longest_suit() for d in deals) <= 6
    # without the rule, long suits do turn up
    assert max(d.longest_suit() for d in deal_trays(300, seed=4)) > 6


def test_throw_out_limit_must_be_possible():
    with pytest.raises(DealError, match="between 5 and 13"):
        deal_trays(1, max_suit=4)


def test_mnemonic_declared_trump_turns_no_card():
    deals = deal_trays(8, seed=5, trump_suit="H")
    assert all(d.trump_card is None and d.trump_suit == "H" and d.trump == "H" for d in deals)
    with pytest.raises(DealError, match="not a suit"):
        deal_trays(1, trump_suit="N")


def test_foster_transposition_changes_suits_keeps_shape_and_trump_role():
    deal = deal_trays(1, seed=6)[0]
    twin = transpose(deal)
    assert twin.trump_card == deal.trump_card[0] + FOSTER_SUITS[deal.trump_card[1]]
    assert twin.trump_card in twin.hands[twin.dealer]
    for seat in SEATS:
        before, after = suit_lengths(deal.hands[seat]), suit_lengths(twin.hands[seat])
        assert all(after[FOSTER_SUITS[s]] == n for s, n in before.items())
    assert transpose(twin) == deal  # the pairs swap back
    with pytest.raises(DealError):
        transpose(deal, {"S": "H", "H": "H", "D": "D", "C": "C"})


def test_make_deal_checks_the_trump_slip():
    hands = deal_trays(1, seed=7)[0].hands
    west_card = hands["W"][0]
    assert make_deal(1, hands, west_card.lower()).trump_card == west_card
    with pytest.raises(DealError, match="not in the dealer"):
        make_deal(1, hands, hands["N"][0])
    assert make_deal(1, hands, "c").trump_suit == "C"


KNOWN = "N:QT2.AT2.Q75.JT64 KJ95.Q63.A92.953 A7.984.J8643.KQ8 8643.KJ75.KT.A72"


def test_deal_string_refusals():
    assert deal_from_pbn(KNOWN)["W"][:2] == ("8S", "6S")
    assert deal_from_pbn("W:" + " ".join(KNOWN[2:].split()[3:] + KNOWN[2:].split()[:3])) == deal_from_pbn(KNOWN)
    with pytest.raises(DealError, match="appears twice"):
        deal_from_pbn(KNOWN.replace("JT64", "JT6J"))
    with pytest.raises(DealError, match="North's hand has 12 cards"):
        deal_from_pbn(KNOWN.replace("JT64", "JT6"))
    with pytest.raises(DealError, match="start with a seat"):
        deal_from_pbn(KNOWN[2:])
    with pytest.raises(DealError, match="all four"):
        deal_from_pbn(KNOWN.rsplit(" ", 1)[0])
    with pytest.raises(DealError, match="not a rank"):
        deal_from_pbn(KNOWN.replace("JT64", "JX64"))
