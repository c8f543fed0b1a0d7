"""Duplimate DLM files, so a dealing machine can prepare the trays.

A DLM file is a Windows INI-style text file (CRLF line ends) with one
``[Document]`` section::

    [Document]
    Headline=Tuesday compass
    Status=Show
    Duplicates=0
    From board=1
    To board=24
    Next board to duplimate=0
    PrintOuts=0
    Crypto key=0
    Checksum=24
    Duplicates 01=0
    Board 01=jlifaelnecgmoldfjmcflinlap023
    ...

It always lists boards 01 to 99: those outside ``From board``..``To board``
carry a placeholder deal.  A board's value is 26 letters and a three-digit
check number.  The pack is taken in the order AS KS ... 2S, AH ... 2C; each
letter places two consecutive cards: ``chr(ord("a") + 4 * first + second)``
where a card's holder is 0 for North, 1 East, 2 South, 3 West (``a`` = both
North, ``p`` = both West).  The check number is the board number XOR the
character codes of the 26 letters; the header's ``Checksum`` is
``Duplicates XOR From board XOR To board``, XOR 1 when the status is ``Show``
(``Sealed`` hides the hands on the machine's screen).  This is the layout
Duplimate software and Big Deal write, as described publicly by their users.

A dealing machine only sorts cards into pockets: the whist dealer and trump
are not in the file.  The trump slips come from the hand records (the trump is
the dealer's card named on the slip).  Tray numbers become board numbers, so
a DLM file holds trays 1 to 99 at most, consecutively numbered.
"""

from __future__ import annotations

from functools import reduce
from typing import Sequence

from tournament.deals.cards import DECK, SEATS, DealError, sort_cards
from tournament.deals.dealing import TrayDeal

LAST_BOARD = 99
# A fixed, valid deal for the boards the file must list but the set does not use:
# North holds the spades, East the hearts, South the diamonds, West the clubs.
PLACEHOLDER = "aaaaaabffffffkkkkkklpppppp"


def encode_board(hands: dict[str, tuple[str, ...]]) -> str:
    """The 26 letters that place the pack in the four hands."""
    holder = {card: SEATS.index(seat) for seat, cards in hands.items() for card in cards}
    if sorted(holder) != sorted(DECK):
        raise DealError("a DLM board needs all 52 cards, each in one hand")
    return "".join(chr(ord("a") + 4 * holder[DECK[i]] + holder[DECK[i + 1]])
                   for i in range(0, 52, 2))


def decode_board(letters: str) -> dict[str, tuple[str, ...]]:
    """The four hands placed by 26 DLM letters (the check number left off)."""
    if len(letters) != 26 or any(not "a" <= ch <= "p" for ch in letters):
        raise DealError(f'"{letters}" is not a DLM board: it must be 26 letters from a to p')
    hands: dict[str, list[str]] = {seat: [] for seat in SEATS}
    for i, ch in enumerate(letters):
        code = ord(ch) - ord("a")
        hands[SEATS[code // 4]].append(DECK[2 * i])
        hands[SEATS[code % 4]].append(DECK[2 * i + 1])
    return {seat: sort_cards(cards) for seat, cards in hands.items()}


def board_check(number: int, letters: str) -> int:
    """The check number written after a board's letters."""
    return reduce(lambda acc, ch: acc ^ ord(ch), letters, number)


def write_dlm(deals: Sequence[TrayDeal], headline: str = "", sealed: bool = False) -> str:
    """The deals as the text of a DLM file (CRLF line ends)."""
    deals = sorted(deals, key=lambda d: d.number)
    if not deals:
        raise DealError("there are no deals to write")
    low, high = deals[0].number, deals[-1].number
    if high > LAST_BOARD:
        raise DealError(f"a DLM file holds trays 1 to {LAST_BOARD}; tray {high} is beyond it")
    if [d.number for d in deals] != list(range(low, high + 1)):
        raise DealError("a DLM file needs consecutively numbered trays")
    letters = {d.number: encode_board(d.hands) for d in deals}
    checksum = low ^ high ^ (0 if sealed else 1)  # Duplicates=0 adds nothing to the XOR
    lines = ["[Document]",
             f"Headline={' '.join(headline.split())}",
             f"Status={'Sealed' if sealed else 'Show'}",
             "Duplicates=0",
             f"From board={low}",
             f"To board={high}",
             "Next board to duplimate=0",
             "PrintOuts=0",
             "Crypto key=0",
             f"Checksum={checksum}"]
    for number in range(1, LAST_BOARD + 1):
        board = letters.get(number, PLACEHOLDER)
        lines.append(f"Duplicates {number:02d}=0")
        lines.append(f"Board {number:02d}={board}{board_check(number, board):03d}")
    return "\r\n".join(lines) + "\r\n"
