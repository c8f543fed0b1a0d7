"""PBN files: the deal interchange of bridge software and dealing machines, for whist.

We write, one game per tray, separated by a blank line::

    [Event "Tuesday compass"]
    [Date "2026.11.22"]
    [Board "1"]
    [Dealer "W"]
    [Deal "N:QT2.AT2.Q75.JT64 KJ95.Q63.A92.953 A7.984.J8643.KQ8 8643.KJ75.KT.A72"]
    [Trump "6S"]

``[Board]``, ``[Dealer]`` and ``[Deal]`` are standard PBN.  Whist needs one
more thing, the trump, which PBN has no tag for; we add ``[Trump]``:

* ``[Trump "6S"]`` -- the card the dealer turns (rank then suit, T for the
  ten), as written on the trump slip.  It must be in the dealer's hand.
* ``[Trump "S"]`` -- a suit declared trumps for the whole sitting, no card
  turned (mnemonic duplicate).

Programs that do not know the tag ignore it, as PBN requires.  When reading,
``[Dealer]`` is kept as given, or when left out the whist rotation is
assumed (West deals tray 1); other tags and ``%`` / ``;`` / ``{...}`` commentary are skipped, and a
broken file is refused with the line number and the reason.
"""

from __future__ import annotations

import re
from datetime import date as Date
from typing import Iterable

from tournament.deals.cards import SEATS, DealError, deal_from_pbn
from tournament.parsing import NotANumber, whole_number
from tournament.deals.dealing import TrayDeal, make_deal

_TAG = re.compile(r'^\[(\w+)\s+"(.*)"\]\s*$')


def write_pbn(deals: Iterable[TrayDeal], event: str = "", date: Date | None = None) -> str:
    """The deals as the text of a PBN file."""
    head = ["% PBN 2.1", "% EXPORT",
            '% Duplicate whist: [Trump "7H"] is the dealer\'s turned card; [Trump "H"] a suit declared '
            "for the sitting."]
    games = []
    for deal in deals:
        tags = [("Event", event)]
        if date is not None:
            tags.append(("Date", date.strftime("%Y.%m.%d")))
        tags += [("Board", str(deal.number)), ("Dealer", deal.dealer), ("Deal", deal.pbn)]
        if deal.trump:
            tags.append(("Trump", deal.trump))
        games.append("\n".join(f'[{name} "{_escape(value)}"]' for name, value in tags))
    return "\n".join(head) + "\n\n" + "\n\n".join(games) + "\n"


def _escape(value: str) -> str:
    return value.replace("\\", "\\\\").replace('"', '\\"')


class PbnError(DealError):
    """A PBN file that cannot be read; the message starts with the line number."""

    def __init__(self, line: int, reason: str):
        super().__init__(f"line {line}: {reason}")
        self.line = line
        self.reason = reason


def read_pbn(text: str) -> list[TrayDeal]:
    """The deals of a PBN file, in tray order; :class:`PbnError` for a broken file."""
    deals: dict[int, TrayDeal] = {}
    for game in _games(text):
        deal = _game_deal(game)
        if deal.number in deals:
            raise PbnError(game["Board"][0], f"tray {deal.number} appears twice in the file")
        deals[deal.number] = deal
    if not deals:
        raise PbnError(1, "the file holds no deals (no [Board] and [Deal] tags)")
    return [deals[n] for n in sorted(deals)]


def _games(text: str) -> list[dict[str, tuple[int, str]]]:
    """Split the file into games: tag name -> (line number, value).  Blank lines end a game."""
    games: list[dict[str, tuple[int, str]]] = []
    game: dict[str, tuple[int, str]] = {}
    in_comment = False
    for number, raw in enumerate(text.splitlines(), start=1):
        line = raw.strip()
        if in_comment:
            in_comment = "}" not in line
            continue
        if line.startswith("{"):
            in_comment = "}" not in line
            continue
        if not line:
            if game:
                games.append(game)
            game = {}
            continue
        if line.startswith(("%", ";")):
            continue
        if not line.startswith("["):
            continue  # play, auction or note sections: nothing whist needs
        match = _TAG.match(line)
        if not match:
            raise PbnError(number, f"cannot read the tag {line!r}; a tag looks like [Board \"1\"]")
        name, value = match.group(1), match.group(2).replace('\\"', '"').replace("\\\\", "\\")
        if name == "Board" and "Board" in game:  # a new game without a blank line between
            games.append(game)
            game = {}
        game[name] = (number, value)
    if game:
        games.append(game)
    return [g for g in games if "Board" in g or "Deal" in g]


def _game_deal(game: dict[str, tuple[int, str]]) -> TrayDeal:
    first_line = min(line for line, _value in game.values())
    for needed in ("Board", "Deal", "Trump"):
        if needed not in game:
            hint = ' (the dealer\'s turned card, e.g. [Trump "7H"])' if needed == "Trump" else ""
            raise PbnError(first_line, f"this deal has no [{needed}] tag{hint}")
    line, board_text = game["Board"]
    try:
        board = whole_number(board_text, "the board number") or 0
    except NotANumber:
        board = 0
    if board < 1:
        raise PbnError(line, f'the board number "{game["Board"][1][:20]}" is not a tray number')
    dealer = None
    if "Dealer" in game:
        line, dealer = game["Dealer"]
        dealer = dealer.upper()
        if dealer not in SEATS:
            raise PbnError(line, f'the dealer "{dealer}" is unknown; it must be N, E, S or W')
    line, text = game["Deal"]
    try:
        hands = deal_from_pbn(text)
    except DealError as exc:
        raise PbnError(line, str(exc)) from None
    line, trump = game["Trump"]
    try:
        return make_deal(board, hands, trump, dealer)
    except DealError as exc:
        raise PbnError(line, str(exc)) from None
