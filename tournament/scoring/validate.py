"""The rules a result must obey, in one place.

:func:`check_result` is what the web application and the table API call for a
single result; :func:`check_session` runs the same rules over a whole session
file.  Each problem says what is wrong and where, in words a director
understands: "round 3, table 2: tray 9 is not played at table 2 in round 3".
"""

from __future__ import annotations

import re

from movements.model import Movement, Table

from tournament.vocabulary import SEATS
from tournament.scoring.registry import METHODS
from tournament.scoring.revokes import limited_by_tricks_before
from tournament.scoring.session import (ADJUSTMENTS, SIDE_NAMES, SIDES, Figures, Result, Session, SessionError,
                                        _Reader, laws_problems, method_problems)

_CARD = re.compile(r"^(10|[2-9TJQKA])?[SHDC]$")
_SUIT = re.compile(r"^[AKQJT98765432]*$")


class Seating:
    """The movement indexed by (round, table), so each check is a lookup."""

    def __init__(self, movement: Movement):
        self.rounds = {r.round for r in movement.rounds}
        self.tables: dict[tuple[int, int], Table] = {
            (r.round, t.table): t for r in movement.rounds for t in r.tables}

    def where_problem(self, rnd: int, table: int, tray: int) -> str | None:
        """Why (round, table, tray) is not a tray the movement has played there, or None."""
        if rnd not in self.rounds:
            return f"the movement has no round {rnd}"
        seat = self.tables.get((rnd, table))
        if seat is None:
            return f"there is no table {table} in round {rnd}"
        if tray not in seat.trays:
            return f"tray {tray} is not played at table {table} in round {rnd}"
        if not seat.played:
            return f"nobody plays at table {table} in round {rnd} (an empty seat)"
        return None


def check_result(movement: Movement, result: Result, existing_results=(), laws: str | None = None) -> list[str]:
    """Every reason ``result`` cannot be accepted beside ``existing_results`` (empty if none).

    With the event's ``laws``, a new entry's revoke must give what its penalty reads; a
    session file is read without them, so an evening kept before that rule still loads.
    """
    seen = {r.key for r in existing_results}
    return _check(Seating(movement), result, seen, laws)


def check_session(session: Session) -> list[str]:
    """Every problem of a session's results, names and trump slips."""
    seating = Seating(session.movement)
    problems: list[str] = []
    seen: set[tuple[int, int, int]] = set()
    for result in session.results:
        problems += _check(seating, result, seen)
        seen.add(result.key)
    problems += _check_names(session)
    problems += _check_deals(session)
    if not method_problems(session.method):  # the reader has already said so of any other
        problems += _method_fits(session)
    return problems


def _check(seating: Seating, result: Result, seen: set, laws: str | None = None) -> list[str]:
    problems = []
    misplaced = seating.where_problem(result.round, result.table, result.tray)
    if misplaced:
        problems.append(f"{result.where}: {misplaced}")
    if result.key in seen:
        problems.append(f"{result.where}: tray {result.tray} already has a result at this table")
    where = f"{result.where}, tray {result.tray}"
    return problems + [f"{where}: {message}" for _, message in figure_problems(result, laws)]


def figure_problems(figures: Figures, laws: str | None = None) -> list[tuple[str, str]]:
    """Every reason the figures cannot stand wherever they were made, as (figure, message).

    The figure is the name of the field at fault (from :data:`FIGURES`), so a
    form can show the message beside the box that was typed wrong.  With the event's
    ``laws``, a revoke whose penalty reads the tricks won before it must give them.
    """
    if (figures.adjusted is None and type(figures.ns) is int and 0 <= figures.ns <= 13
            and not figures.revokes_ns and not figures.revokes_ew
            and figures.before_revoke_ns is None and figures.before_revoke_ew is None):
        return []  # a plain result: nothing more to check
    problems = []
    if figures.adjusted is not None and figures.adjusted not in ADJUSTMENTS:
        problems.append(("adjusted", f"adjusted must be one of {', '.join(ADJUSTMENTS)}, "
                                     f"not {figures.adjusted!r}"))
    if figures.ns is None:
        if figures.adjusted is None:
            problems.append(("ns", "no tricks given for N-S and no adjustment"))
    elif not 0 <= figures.ns <= 13:
        problems.append(("ns", f"N-S tricks must be from 0 to 13, not {figures.ns}"))
    for side in SIDES:
        problems += _revoke_problems(figures, side)
    return problems + _missing_tricks_before(figures, laws)


def _missing_tricks_before(figures: Figures, laws: str | None) -> list[tuple[str, str]]:
    """A revoke under laws that keep a side's tricks won before it, with those tricks not given."""
    if laws is None:
        return []
    revokes = {side: figures.revokes(side) for side in SIDES}
    return [(f"before_revoke_{side}", f"{SIDE_NAMES[side]} revoked: under the laws of 1900 "
                                      f"{SIDE_NAMES[side]} keep at least the tricks they won before "
                                      "the first revoke; give them (0 if none).")
            for side in limited_by_tricks_before(laws, revokes) if figures.before_revoke(side) is None]


def _revoke_problems(figures: Figures, side: str) -> list[tuple[str, str]]:
    name = SIDE_NAMES[side]
    revokes, before = figures.revokes(side), figures.before_revoke(side)
    if revokes < 0:
        return [(f"revokes_{side}", f"{name} revokes cannot be negative ({revokes})")]
    if revokes > 13:
        return [(f"revokes_{side}", f"{name} cannot have revoked {revokes} times: "
                                    "a side revokes at most once a trick, 13 in a tray")]
    if revokes and figures.adjusted is not None:
        return [(f"revokes_{side}", f"an adjusted score replaces the play, so {name}'s revoke "
                                    "cannot be scored as well; enter the tricks as made instead")]
    if before is None:
        return []
    field = f"before_revoke_{side}"
    if not revokes:
        return [(field, f"tricks before the first revoke given for {name}, but {name} made no revoke")]
    if before < 0:
        return [(field, f"{name} tricks before the first revoke cannot be negative ({before})")]
    took = figures.tricks(side)
    if took is not None and 0 <= took <= 13 and before > took:
        return [(field, f"{name} won {before} tricks before the first revoke, "
                        f"more than the {took} tricks {name} took")]
    return []


def _check_names(session: Session) -> list[str]:
    """Names only for entrants the movement has: its teams when the method ranks them."""
    movement = session.movement
    if session.ranks_teams:
        teams = len(movement.teams or {})
        problems = [f"names: there is no team {n} (the movement has {teams} teams); a teams "
                    f"session names its pairs in pair_names"
                    for n in sorted(session.names) if n not in (movement.teams or {})]
    else:
        problems = [f"names: there is no entrant {n} (the movement has {movement.entrants})"
                    for n in sorted(session.names) if n > movement.entrants]
        if session.pair_names:
            problems.append("pair_names is for a session that ranks teams of four; "
                            "name the pairs in names")
    return problems + [f"pair_names: there is no pair {n} (the movement has {movement.entrants})"
                       for n in sorted(session.pair_names) if n > movement.entrants]


def _check_deals(session: Session) -> list[str]:
    problems = []
    for tray, deal in sorted(session.deals.items()):
        where = f"deals: tray {tray}"
        if tray > session.movement.trays:
            problems.append(f"{where}: the movement has only {session.movement.trays} trays")
        if deal.dealer is not None and deal.dealer not in SEATS:
            problems.append(f"{where}: the dealer must be N, E, S or W, not {deal.dealer!r}")
        if deal.trump is not None and not (isinstance(deal.trump, str) and _CARD.match(deal.trump)):
            problems.append(f"{where}: the trump must be a card such as 7H or a suit S, H, D, C, "
                            f"not {deal.trump!r}")
        if deal.hands is not None and not _is_pbn_deal(deal.hands):
            problems.append(f"{where}: hands must be a PBN deal such as "
                            f"'N:AKQ.J2.T98.765 ...' with 52 different cards")
    return problems


def _is_pbn_deal(text) -> bool:
    """True for "N:h h h h" where every hand is four dotted suits, 52 different cards."""
    if not isinstance(text, str) or len(text) < 3 or text[0] not in SEATS or text[1] != ":":
        return False
    hands = text[2:].split()
    if len(hands) != 4:
        return False
    cards = set()
    for hand in hands:
        suits = hand.upper().split(".")
        if len(suits) != 4 or not all(_SUIT.match(s) for s in suits):
            return False
        cards |= {(suit, rank) for suit, holding in enumerate(suits) for rank in holding}
    return len(cards) == 52 and sum(len(h) - 3 for h in hands) == 52


def check_scorable(session: Session) -> list[str]:
    """Why :func:`~tournament.scoring.score` cannot score a session built in code."""
    return laws_problems(session.laws) + check_method(session)


def check_method(session: Session) -> list[str]:
    """Why the session's method cannot score its movement (empty if it can)."""
    return method_problems(session.method) or _method_fits(session)


def _method_fits(session: Session) -> list[str]:
    """Why the session's method, one the scoring knows, cannot score its movement."""
    method = METHODS[session.method]
    clubs = method.club_match and session.clubs is not None
    problems = method.refusals(session.movement, clubs=clubs)
    if clubs and not problems:
        return _check_clubs(session, exactly_two=method.needs_clubs)
    return problems


def _check_clubs(session: Session, exactly_two: bool = False) -> list[str]:
    clubs = session.clubs
    if not isinstance(clubs, dict) or len(clubs) < 2 or (exactly_two and len(clubs) != 2):
        return [f'clubs must be an object naming {"the two" if exactly_two else "two or more"} '
                'clubs: {"O": [1, 2], "X": [3, 4]}']
    problems: list[str] = []
    owner: dict[int, str] = {}
    for club, pairs in clubs.items():
        if not isinstance(pairs, list) or not pairs:
            problems.append(f"clubs: {club} must list its pair numbers")
            continue
        for pair in pairs:
            if not isinstance(pair, int) or not 1 <= pair <= session.movement.entrants:
                problems.append(f"clubs: {club} lists {pair!r}, which is not a pair of the movement")
            elif pair in owner:
                problems.append(f"clubs: pair {pair} is in both {owner[pair]} and {club}")
            else:
                owner[pair] = club
    return problems


def load_session(doc) -> Session:
    """Read a parsed `whist-session/1` document, or raise SessionError listing every problem."""
    reader = _Reader()
    session = reader.session(doc)
    problems = reader.problems
    if session is not None:
        problems += check_session(session)
    if problems or session is None:
        raise SessionError(problems)
    return session
