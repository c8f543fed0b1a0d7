"""Cards, hands and the PBN deal string: the vocabulary every deals module shares.

A card is written rank then suit, as on a trump slip: ``"7H"``, ``"TS"``,
``"AC"`` (T is the ten).  A hand is a tuple of such cards in the order of a
hand record: spades, hearts, diamonds, clubs, each from the ace down.  The
seats go round the table to the left: North, East, South, West, so the player
on anyone's left is the next seat in :data:`SEATS`.
"""

from __future__ import annotations

from tournament.errors import UserError
from tournament.vocabulary import DIRECTIONS, SEAT_NAMES, SEATS, SIDE_OF_SEAT

SUITS = ("S", "H", "D", "C")
SUIT_NAMES = {"S": "spades", "H": "hearts", "D": "diamonds", "C": "clubs"}
SUIT_SYMBOLS = {"S": "\u2660", "H": "\u2665", "D": "\u2666", "C": "\u2663"}
RANKS = "AKQJT98765432"
DECK = tuple(rank + suit for suit in SUITS for rank in RANKS)
_ORDER = {card: i for i, card in enumerate(DECK)}


class DealError(UserError):
    """A deal, a file or a request that cannot be used; the message says why."""


def side_of(seat: str) -> str:
    """``"NS"`` or ``"EW"``: the partnership ``seat`` belongs to."""
    return DIRECTIONS[SIDE_OF_SEAT[seat]]


def is_card(text: str) -> bool:
    return text in _ORDER


def suit_of(card: str) -> str:
    return card[1]


def sort_cards(cards) -> tuple[str, ...]:
    """Cards in hand-record order: spades to clubs, each from the ace down."""
    return tuple(sorted(cards, key=_ORDER.__getitem__))


def suit_holding(cards, suit: str) -> str:
    """The ranks ``cards`` hold in ``suit``, highest first (``""`` for a void)."""
    return "".join(c[0] for c in sort_cards(cards) if c[1] == suit)


def suit_lengths(cards) -> dict[str, int]:
    return {suit: sum(1 for c in cards if c[1] == suit) for suit in SUITS}


def hand_to_pbn(cards) -> str:
    """One hand as PBN writes it: ``"AKQ.JT9.8765.432"`` (spades first)."""
    return ".".join(suit_holding(cards, suit) for suit in SUITS)


def deal_to_pbn(hands: dict[str, tuple[str, ...]]) -> str:
    """The four hands as a PBN deal string, North first: ``"N:... ... ... ..."``."""
    return "N:" + " ".join(hand_to_pbn(hands[seat]) for seat in SEATS)


def deal_from_pbn(text: str) -> dict[str, tuple[str, ...]]:
    """Read a PBN deal string into seat -> cards; a :class:`DealError` says what is wrong.

    The string names the first hand's seat (``"W:..."`` starts with West) and
    gives four hands to the left from there.  Every hand must hold 13 cards and
    every card of the pack must appear exactly once.
    """
    text = text.strip()
    if len(text) < 2 or text[1] != ":" or text[0].upper() not in SEATS:
        raise DealError(f'the deal "{text}" must start with a seat and a colon, like "N:"')
    first = SEATS.index(text[0].upper())
    parts = text[2:].split()
    if len(parts) != 4:
        raise DealError(f"the deal gives {len(parts)} hands; it must give all four")
    hands: dict[str, tuple[str, ...]] = {}
    seen: dict[str, str] = {}
    for offset, part in enumerate(parts):
        seat = SEATS[(first + offset) % 4]
        cards = _hand_from_pbn(part, seat)
        for card in cards:
            if card in seen:
                raise DealError(f"the {card_name(card)} appears twice "
                                f"({SEAT_NAMES[seen[card]]} and {SEAT_NAMES[seat]})")
            seen[card] = seat
        if len(cards) != 13:
            raise DealError(f"{SEAT_NAMES[seat]}'s hand has {len(cards)} cards; a hand must have 13")
        hands[seat] = sort_cards(cards)
    return hands


def _hand_from_pbn(text: str, seat: str) -> list[str]:
    holdings = text.split(".")
    if len(holdings) != 4:
        raise DealError(f'{SEAT_NAMES[seat]}\'s hand "{text}" must give four suits separated by dots')
    cards = []
    for suit, holding in zip(SUITS, holdings):
        for rank in holding.upper():
            if rank not in RANKS:
                raise DealError(f'{SEAT_NAMES[seat]}\'s hand "{text}" has "{rank}", which is not a rank')
            card = rank + suit
            if card in cards:
                raise DealError(f"the {card_name(card)} appears twice in {SEAT_NAMES[seat]}'s hand")
            cards.append(card)
    return cards


def parse_card(text: str) -> str:
    """A card written like ``"7H"``, ``"10h"`` or ``"th"``, as ``"7H"``; else :class:`DealError`."""
    card = text.strip().upper().replace("10", "T")
    if not is_card(card):
        raise DealError(f'"{text}" is not a card; write the rank then the suit, like "7H" or "TS"')
    return card


def card_name(card: str) -> str:
    """``"7H"`` -> ``"7 of hearts"``, for messages."""
    rank = {"A": "ace", "K": "king", "Q": "queen", "J": "jack", "T": "10"}.get(card[0], card[0])
    return f"{rank} of {SUIT_NAMES[card[1]]}"
