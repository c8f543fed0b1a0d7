"""Properties over many deals: whatever the shuffle, the files give back what was written."""

from hypothesis import given, settings
from hypothesis import strategies as st

from tournament.deals.dealing import deal_trays, transpose
from tournament.deals.dlm import decode_board, encode_board
from tournament.deals.pbn import read_pbn, write_pbn

seeds = st.integers(min_value=0, max_value=2**32)
options = st.sampled_from([None, "S", "H", "D", "C"])


@settings(max_examples=60, deadline=None)
@given(seed=seeds, trump_suit=options, count=st.integers(min_value=1, max_value=8))
def test_pbn_gives_back_every_deal(seed, trump_suit, count):
    deals = deal_trays(count, seed=seed, trump_suit=trump_suit)
    assert read_pbn(write_pbn(deals)) == deals


@settings(max_examples=100, deadline=None)
@given(seed=seeds)
def test_dlm_letters_give_back_the_hands(seed):
    deal = deal_trays(1, seed=seed)[0]
    assert decode_board(encode_board(deal.hands)) == deal.hands


@settings(max_examples=100, deadline=None)
@given(seed=seeds)
def test_the_foster_twin_is_a_whist_deal_of_the_same_shape(seed):
    deal = deal_trays(1, seed=seed)[0]
    twin = transpose(deal)
    assert twin.trump_card in twin.hands[twin.dealer]
    assert sorted(c for h in twin.hands.values() for c in h) == sorted(c for h in deal.hands.values() for c in h)
    assert twin.longest_suit() == deal.longest_suit()
