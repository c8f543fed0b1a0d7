"""What a printed document is made from: plain data, never the database.

Every document takes a :class:`Parts`: the movement, the names of the pairs or
players who sit at the tables and of the teams they play for, the deals (dealer
and trump card, when known), the standings (``None`` before any result) and the
event's name and date.  :func:`gather` makes one from whatever
the caller has: a :class:`Parts`, a scoring ``Session``, a ``whist-session/1``
document or a bare :class:`~movements.model.Movement`.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Mapping

from movements.model import Movement

from tournament import vocabulary
from tournament.printing.errors import PrintError

SEAT_NAMES = {seat.lower(): name for seat, name in vocabulary.SEAT_NAMES.items()} | vocabulary.SIDE_NAMES
"""A movement's seat keys (n, e, s, w for players, ns, ew for pairs) as printed."""
SUITS = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}


def side_text(numbers, team_of: Mapping[int, int], team) -> str:
    """A side as score cards name it, printed and on the web: "5 & 7", or "4 (Reds)" for a
    pair of a team (``team_of`` its team's number, ``team`` a team's name); "—" for nobody."""
    text = " & ".join(str(x) for x in numbers) or "—"
    teams = {team_of[x] for x in numbers if x in team_of}
    return f"{text} ({team(teams.pop())})" if len(teams) == 1 else text


@dataclass(frozen=True)
class Parts:
    """Everything a document may print, already worked out.

    ``names`` names whoever sits at the tables (pairs, or players at an
    individual event); ``team_names`` the teams of four the standings rank.
    """

    movement: Movement
    names: Mapping[int, str] = field(default_factory=dict)
    team_names: Mapping[int, str] = field(default_factory=dict)
    deals: Mapping[int, Any] = field(default_factory=dict)
    standings: Any = None
    title: str = ""
    date: str = ""
    method: str = ""

    @property
    def heading(self) -> str:
        """The event's name and date for the top of every page."""
        return " · ".join(x for x in (self.title, str(self.date or "")) if x)

    def name(self, entrant: int) -> str:
        """The name of a pair or player who sits at the tables."""
        return self.names.get(entrant, "")

    def team(self, number: int) -> str:
        """A team as a card names it: its name ("Reds"), else "team 3"."""
        return self.team_names.get(number) or f"team {number}"

    def entrant(self, number: int) -> str:
        """"Pair 5", "Player 3" or "Pair 5 (Reds)": how a card names an entrant."""
        m = self.movement
        if m.is_individual:
            return f"Player {number}"
        team = m.team_of().get(number)
        return f"Pair {number}" + (f" ({self.team(team)})" if team else "")

    def side(self, numbers) -> str:
        """A side as a card prints it: "5 & 7", or "4 (Reds)" so a team pair knows
        which team it plays against (003:7957); "—" for nobody."""
        return side_text(numbers, self.movement.team_of(), self.team)

    def dealer(self, tray: int) -> str:
        """The dealer's seat letter for ``tray``: the deal's own, else by rotation."""
        deal = self.deals.get(tray)
        seat = _get(deal, "dealer")
        return str(seat).upper() if seat else vocabulary.dealer_of(tray)

    def trump(self, tray: int) -> str:
        """The trump card as printed (``7♥``), or "" when it is to be turned at the table."""
        card = _get(self.deals.get(tray), "trump")
        if not card:
            return ""
        card = str(card).strip().upper()
        rank, suit = card[:-1], card[-1:]
        rank = {"T": "10"}.get(rank, rank)
        return f"{rank}{SUITS.get(suit, suit)}"


def _get(obj, key):
    if obj is None:
        return None
    if isinstance(obj, Mapping):
        return obj.get(key)
    return getattr(obj, key, None)


def _numbered(mapping) -> dict[int, Any]:
    out = {}
    for key, value in (mapping or {}).items():
        try:
            out[int(key)] = value
        except (TypeError, ValueError):
            raise PrintError(f"{key!r} is not an entrant or tray number") from None
    return out


def gather(source, standings=None) -> Parts:
    """A :class:`Parts` from a Parts, a Session, a session document or a Movement.

    A session with results is scored here unless ``standings`` is given.
    """
    if isinstance(source, Parts):
        return source
    if isinstance(source, Movement):
        return Parts(source, standings=standings)
    if isinstance(source, Mapping):
        from tournament.scoring.validate import load_session
        source = load_session(source)
    movement = getattr(source, "movement", None)
    if not isinstance(movement, Movement):
        raise PrintError("print what? give a movement, a session or Parts")
    if standings is None and getattr(source, "results", None):
        from tournament.scoring import score
        standings = score(source)
    return Parts(
        movement=movement,
        names=_numbered(getattr(source, "seat_names", None)),
        team_names=_numbered(getattr(source, "team_names", None)),
        deals=_numbered(getattr(source, "deals", None)),
        standings=standings,
        title=getattr(source, "name", "") or "",
        date=str(getattr(source, "date", "") or ""),
        method=getattr(source, "method", "") or "",
    )
