"""Dealing the trays as the whist laws have it.

West deals tray 1 and the deal passes to the left: tray 2 North, tray 3 East,
tray 4 South, and so on (003:7034-7042).  The cards are dealt one at a time
from the dealer's left, so the last card is the dealer's; it is turned, and it
is the trump written on the trump slip.  The player on the dealer's left leads.

Options the books describe:

* ``max_suit``: throw out any deal in which a hand holds a suit longer than
  this and deal again -- "the present practice of throwing out all hands in
  which there is found to be a suit of more than six cards" (003:8683-8686),
  so the seeds' value is 6.
* ``trump_suit``: mnemonic duplicate, "one suit should be declared trumps for
  the sitting, and no trump card should be turned" (004:416); the deals then
  carry no trump card.
* :func:`transpose`: Foster's system for two pairs, where the umpire
  duplicates each hand for the overplay "but changed the suits, making clubs
  trumps instead of hearts, etc." (003:8670-8686).

Shuffles come from the operating system's cryptographic source unless a seed
is given, which makes the set reproducible (the same seed deals the same trays).
"""

from __future__ import annotations

import random
import secrets
from dataclasses import dataclass, replace
from typing import Iterable

from tournament.vocabulary import SEATS, dealer_of, left_of
from tournament.deals.cards import (DECK, SUITS, DealError, deal_to_pbn, parse_card, sort_cards, suit_lengths)


# Foster's transposition: hearts and clubs change places, and so do spades and
# diamonds.  Every hand keeps its shape and the deal its par, but a player who
# held a long heart suit at the original play holds it in clubs at the overplay.
FOSTER_SUITS = {"H": "C", "C": "H", "S": "D", "D": "S"}


@dataclass(frozen=True)
class TrayDeal:
    """One tray's deal: the four hands, who deals, the trump, and the double-dummy par.

    ``hands`` maps "N", "E", "S", "W" to that hand's 13 cards.  ``trump_card``
    is the dealer's turned last card (``None`` when a trump suit is declared for
    the sitting); ``trump_suit`` is its suit or the declared one (``""`` for a
    tray read back whose trump slip is still blank).  ``par_ns`` and
    ``par_ew`` are the tricks each side takes with best play, once computed
    (:func:`tournament.deals.par.with_par`).
    """

    number: int
    dealer: str
    hands: dict[str, tuple[str, ...]]
    trump_card: str | None
    trump_suit: str
    par_ns: int | None = None
    par_ew: int | None = None

    @property
    def leader(self) -> str:
        """The player on the dealer's left, who leads to the first trick."""
        return left_of(self.dealer)

    @property
    def pbn(self) -> str:
        """The deal as a PBN deal string, North first."""
        return deal_to_pbn(self.hands)

    @property
    def trump(self) -> str:
        """What the trump slip says: the turned card, or the declared suit alone."""
        return self.trump_card or self.trump_suit

    def longest_suit(self) -> int:
        return max(max(suit_lengths(cards).values()) for cards in self.hands.values())


def deal_trays(trays: int | Iterable[int], *, seed=None, max_suit: int | None = None,
               trump_suit: str | None = None) -> list[TrayDeal]:
    """Deal the trays: a count (numbered from 1) or the tray numbers themselves.

    ``seed`` (a word or a number; 7 and "7" are the same seed) makes the set
    reproducible on any machine; without it the
    shuffles come from :class:`secrets.SystemRandom`.  See the module notes for
    ``max_suit`` and ``trump_suit``.
    """
    numbers = list(range(1, trays + 1) if isinstance(trays, int) else trays)
    if not numbers:
        raise DealError("deal at least one tray")
    check_options(max_suit, trump_suit)
    rng = secrets.SystemRandom() if seed in (None, "") else random.Random(str(seed))
    return [deal_tray(number, rng, max_suit=max_suit, trump_suit=trump_suit) for number in numbers]


def check_options(max_suit: int | None, trump_suit: str | None) -> None:
    """Refuse options no deal can meet, with the reason."""
    if max_suit is not None and not 5 <= max_suit <= 13:
        raise DealError("the longest suit allowed must be between 5 and 13 cards "
                        "(the books throw out suits longer than 6)")
    if trump_suit is not None and trump_suit not in SUITS:
        raise DealError(f'"{trump_suit}" is not a suit; declare S, H, D or C')


def deal_tray(number: int, rng: random.Random, *, max_suit: int | None = None,
              trump_suit: str | None = None) -> TrayDeal:
    """Shuffle and deal one tray, again and again while a suit is too long."""
    dealer = dealer_of(number)
    while True:
        pack = list(DECK)
        rng.shuffle(pack)
        deal = _deal_out(number, dealer, pack, trump_suit)
        if max_suit is None or deal.longest_suit() <= max_suit:
            return deal


def _deal_out(number: int, dealer: str, pack: list[str], trump_suit: str | None) -> TrayDeal:
    """Deal ``pack`` one card at a time from the dealer's left; the last card is the dealer's."""
    order = [left_of(dealer)]
    while len(order) < 4:
        order.append(left_of(order[-1]))
    hands = {seat: sort_cards(pack[order.index(seat)::4]) for seat in SEATS}
    if trump_suit is not None:
        return TrayDeal(number, dealer, hands, None, trump_suit)
    turned = pack[-1]
    return TrayDeal(number, dealer, hands, turned, turned[1])


def transpose(deal: TrayDeal, suits: dict[str, str] = FOSTER_SUITS) -> TrayDeal:
    """The deal with its suits changed for the overplay (Foster's system).

    Every card keeps its rank and its hand; its suit becomes ``suits[suit]``.
    The trump card changes with it, so the twin plays exactly like the original
    (the par is unchanged) while looking different.
    """
    if sorted(suits) != sorted(SUITS) or sorted(suits.values()) != sorted(SUITS):
        raise DealError("a transposition must send each of the four suits to a different suit")

    def card(c: str) -> str:
        return c[0] + suits[c[1]]

    hands = {seat: sort_cards(card(c) for c in cards) for seat, cards in deal.hands.items()}
    trump_card = card(deal.trump_card) if deal.trump_card else None
    return replace(deal, hands=hands, trump_card=trump_card, trump_suit=suits[deal.trump_suit])


def make_deal(number: int, hands: dict[str, tuple[str, ...]], trump: str,
              dealer: str | None = None) -> TrayDeal:
    """A tray deal from known hands and what its trump slip says (``"7H"`` or ``"H"``).

    The dealer defaults to the whist rotation.  A turned trump card must be in
    the dealer's hand: it was his last card.
    """
    dealer = dealer or dealer_of(number)
    if dealer not in SEATS:
        raise DealError(f'"{dealer}" is not a seat; the dealer is N, E, S or W')
    if len(trump.strip()) == 1:
        suit = trump.strip().upper()
        if suit not in SUITS:
            raise DealError(f'"{trump}" is not a suit; the trump is a card like "7H" or a suit S, H, D, C')
        return TrayDeal(number, dealer, hands, None, suit)
    trump = parse_card(trump)
    if trump not in hands[dealer]:
        raise DealError(f"the trump card {trump} is not in the dealer's ({dealer}) hand")
    return TrayDeal(number, dealer, hands, trump, trump[1])
