"""The fixed match schedules printed in the seeds, as named systems.

Each serves one size only, the one the seed prints.  Where the seed states a
rule, the schedule is built by that rule, and the tests compare the result
with the printed table cell by cell; only what no rule gives is typed here.

Representation: a schedule whose partners never change is in the pairs form
(pair ``k`` = players ``2k-1`` and ``2k``), with the printed seat of every
player kept in the extra key ``seating``; a schedule whose partners change is
in the individuals form with the seed's player numbers, and the two clubs are
named in the extra key ``clubs``.  A two-table round whose trays are dealt at
one table and overplayed at the other lists them in playing order at each
table ("play two deals at each table, exchange and replay them").
"""

from __future__ import annotations

from collections.abc import Sequence, Set

from movements.errors import MovementError
from movements.model import Movement, Round, Table
from movements.registry import system

Seats = tuple[int, int, int, int]   # the players at North, South, East, West


def _require(title: str, entrants: int, size: int, unit: str,
             trays_per_round: int, printed_trays: int | None) -> None:
    """Refuse any size but the printed one, and a tray count the print does not allow."""
    if entrants != size:
        raise MovementError(
            f"the {title} is printed for exactly {size} {unit}, not {entrants}")
    if printed_trays is not None and trays_per_round != printed_trays:
        raise MovementError(
            f"the {title} is printed with {printed_trays} tray{'s' if printed_trays > 1 else ''} "
            f"a round; it cannot be played with {trays_per_round}")
    if isinstance(trays_per_round, bool) or not isinstance(trays_per_round, int) \
            or trays_per_round < 1:
        raise MovementError(f"trays per round must be a whole number of 1 or more, "
                            f"not {trays_per_round!r}")


def _printed(rounds: str) -> tuple[tuple[Seats, ...], ...]:
    """A schedule as the seed prints it, one round after another: each table's N S E W, a
    player a digit ("1256 7834, 1278 5634" is two rounds at two tables)."""
    def seats(table: str) -> Seats:
        n, s, e, w = (int(player) for player in table)
        return n, s, e, w
    return tuple(tuple(seats(table) for table in one_round.split()) for one_round in rounds.split(","))


def _player_table(table: int, trays, seats: Seats) -> Table:
    n, s, e, w = seats
    return Table(table, tuple(trays), n=n, s=s, e=e, w=w, individual=True)


def _exchanged(first: int, per_table: int) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """Trays of a round dealt ``per_table`` at each of two tables, then exchanged and replayed."""
    one = tuple(range(first, first + per_table))
    two = tuple(range(first + per_table, first + 2 * per_table))
    return one + two, two + one


def _swap_partners(seats: Seats, club: Set[int]) -> Seats:
    """The same table with the partners of ``club`` changing places (N-S or E-W)."""
    n, s, e, w = seats
    return (s, n, e, w) if n in club else (n, s, w, e)


def _seating_key(rounds: Sequence[tuple[Seats, ...]]) -> list[dict]:
    return [{"round": r, "tables": [dict(zip(("table", "n", "s", "e", "w"), (t, *seats)))
                                    for t, seats in enumerate(tables, start=1)]}
            for r, tables in enumerate(rounds, start=1)]


# -- M22: the four-pair match (004:447-466) --------------------------------


def _exchange_north_south(one: Seats, two: Seats) -> tuple[Seats, Seats]:
    """After deals 4, 12, 20: table 2's N-S go to table 1 as they sat, table 1's go to
    table 2 reversed (North becomes South), and table 2's E-W change places."""
    return (two[0], two[1], one[2], one[3]), (one[1], one[0], two[3], two[2])


def _turn_table_one(one: Seats, two: Seats) -> tuple[Seats, Seats]:
    """After deals 8 and 16: table 1's N-S and E-W change places (North to East, South
    to West, East to North, West to South); table 2's N-S change places with each other."""
    return (one[2], one[3], one[0], one[1]), (two[1], two[0], two[2], two[3])


@system("four-pair-match", "pairs", "Four-pair match (two tables, 24 deals)", sizes=(4,),
        trays_per_round=4, fixed=True)
def four_pair_match(entrants: int, trays_per_round: int = 4) -> Movement:
    """Four pairs at two tables, 24 deals, every pair compared once with every other.

    004:447-466: the pairs change tables and seats by the seed's two rules.
    """
    _require("four-pair match", entrants, 4, "pairs", trays_per_round, 4)
    seating = [((1, 2, 5, 6), (3, 4, 7, 8))]
    for change in (_exchange_north_south, _turn_table_one) * 2 + (_exchange_north_south,):
        seating.append(change(*seating[-1]))
    rounds: list[Round] = []
    for r, tables in enumerate(seating, start=1):
        trays = _exchanged(4 * r - 3, 2)
        rounds.append(Round(r, tuple(
            Table(t, trays[t - 1], ns=(seats[0] + 1) // 2, ew=(seats[2] + 1) // 2)
            for t, seats in enumerate(tables, start=1))))
    return Movement(
        system="four-pair-match", form="pairs", entrants=4, tables=2, trays=24,
        rounds=tuple(rounds),
        description="Four-pair match (004): pair k is players 2k-1 and 2k; two deals at each "
                    "table, exchanged and replayed; 'seating' gives each player's printed seat.",
        extra={"players": {str(k): [2 * k - 1, 2 * k] for k in range(1, 5)},
               "seating": _seating_key(seating)})


# -- M26-M28: two teams of four, the Trophy and New England schedules ------

CHALLENGING, CHALLENGED = frozenset({1, 2, 3, 4}), frozenset({5, 6, 7, 8})
TWO_CLUBS = {"challenging": sorted(CHALLENGING), "challenged": sorted(CHALLENGED)}

# First session of the Trophy schedule, 004:476-486: (table 1, table 2) per four deals.
TROPHY_FIRST_SESSION = _printed("1256 7834, 1278 5634, 1375 8624, 1368 7524, 1458 7623, 1467 5823")

TROPHY_VARIANTS = ("both-sessions", "first-session")


def _two_club_movement(name: str, seating: Sequence[tuple[Seats, ...]], trays,
                       description: str, variant: str | None = None) -> Movement:
    rounds = tuple(
        Round(r, tuple(_player_table(t, trays[r - 1][t - 1], seats)
                       for t, seats in enumerate(tables, start=1)))
        for r, tables in enumerate(seating, start=1))
    return Movement(
        system=name, form="individuals", entrants=8, tables=2,
        trays=sum(len(one) for one, _ in trays), rounds=rounds,
        variant=variant, description=description, extra={"clubs": TWO_CLUBS})


@system("trophy-schedule", "individuals", "A.W.L. Challenge Trophy schedule (two teams of four)",
        sizes=(8,), trays_per_round=4, variants=TROPHY_VARIANTS, fixed=True)
def trophy_schedule(entrants: int, trays_per_round: int = 4,
                    variant: str = "both-sessions") -> Movement:
    """Two teams of four, 48 deals in two sessions, partners changing every eight.

    The League's Trophy match (004:470-486).  Players 1-4 are the challenging club, 5-8 the challenged.  At the second
    session the challenged players take exactly the opposite positions; the
    ``first-session`` variant is the 24-deal evening the seed says is usual.
    """
    _require("Trophy schedule", entrants, 8, "players", trays_per_round, 4)
    seating: list[tuple[Seats, ...]] = list(TROPHY_FIRST_SESSION)
    if variant == "both-sessions":
        seating += [tuple(_swap_partners(seats, CHALLENGED) for seats in tables)
                    for tables in TROPHY_FIRST_SESSION]
    trays = [_exchanged(4 * r - 3, 2) for r in range(1, len(seating) + 1)]
    return _two_club_movement(
        "trophy-schedule", seating, trays,
        "Trophy schedule (004): players 1-4 challenging, 5-8 challenged; two deals at each "
        "table, exchanged and replayed; the challenged players change tables every four deals.",
        variant=variant)


# The first play of each group of the New England schedules, 004:490-528;
# the overplay follows by the rule "the players of the challenging team
# exchange positions for the overplay" and the deals change tables.
NEW_ENGLAND_24 = _printed("1256 7834, 2178 5643, 1375 8624, 3186 5742, 1485 6723, 4167 8532")
NEW_ENGLAND_36 = _printed("1256 7834, 1278 5634, 3175 8642, 3186 5742, 1485 6723, 1467 8523")


def _new_england(name: str, first_plays, per_table: int, odd_even: bool) -> Movement:
    """Each group: deals at both tables, then the overplay with the deals exchanged."""
    seating, trays = [], []
    for group, tables in enumerate(first_plays):
        deals = range(2 * per_table * group + 1, 2 * per_table * (group + 1) + 1)
        one, two = (tuple(deals[0::2]), tuple(deals[1::2])) if odd_even else \
            (tuple(deals[:per_table]), tuple(deals[per_table:]))
        seating += [tables, tuple(_swap_partners(seats, CHALLENGING) for seats in tables)]
        trays += [(one, two), (two, one)]
    dealt = len(first_plays) * 2 * per_table
    return _two_club_movement(
        name, seating, trays,
        f"New England schedule, {dealt} deals (004): players 1-4 challenging, 5-8 challenged; "
        "the challenging partners change places for the overplay.")


@system("new-england-24", "individuals", "New England schedule, qualifying matches (24 deals)",
        sizes=(8,), trays_per_round=2, fixed=True)
def new_england_24(entrants: int, trays_per_round: int = 2) -> Movement:
    """Two teams of four, 24 deals: odd deals at one table, even at the other.

    004:488-507; the challenging partners change places for the overplay.
    """
    _require("New England 24-deal schedule", entrants, 8, "players", trays_per_round, 2)
    return _new_england("new-england-24", NEW_ENGLAND_24, 2, odd_even=True)


@system("new-england-36", "individuals", "New England schedule, trophy matches (36 deals)",
        sizes=(8,), trays_per_round=3, fixed=True)
def new_england_36(entrants: int, trays_per_round: int = 3) -> Movement:
    """Two teams of four, 36 deals, three at a table, equalizing the deals.

    004:509-528.
    """
    _require("New England 36-deal schedule", entrants, 8, "players", trays_per_round, 3)
    return _new_england("new-england-36", NEW_ENGLAND_36, 3, odd_even=False)


# -- M32: the Narragansett system, teams of eight (004:780-821) ------------

# Tables in clockwise order round the square, numbered as deals 1-4 are placed.
CORNERS = ("Northwest", "Northeast", "Southeast", "Southwest")
NORTH, EAST, SOUTH, WEST = range(4)           # seats in clockwise order
# Where each pair of a round starts: (table, seat of its first player, seat of the second).
CHALLENGED_START = ((2, NORTH, SOUTH), (4, NORTH, SOUTH), (1, EAST, WEST), (3, EAST, WEST))
CHALLENGING_START = ((1, NORTH, SOUTH), (3, NORTH, SOUTH), (2, EAST, WEST), (4, EAST, WEST))
# Deals change tables east-west, then diagonally, then east-west again.
EAST_WEST, DIAGONAL = (2, 1, 4, 3), (3, 4, 1, 2)


def narragansett_partners(round_number: int, first: int) -> list[tuple[int, int]]:
    """The four partnerships of one club in round ``round_number`` (004:808-817).

    The printed table follows one rule: counting the club's players from 0,
    player p partners player p XOR round_number.
    """
    return [(first + p, first + (p ^ round_number)) for p in range(8) if p < p ^ round_number]


def _narragansett_deal_round(round_number: int, step: int) -> list[Seats]:
    """The four tables' N, S, E, W after ``step`` deals of a round.

    The challenging club sits still.  The challenged pairs that began at the
    Northeast and Southwest tables go round the room to the right, turning
    their seats to the right (North to East); the others go to the left,
    turning to the left (North to West) (004:796-798).
    """
    tables = [[0] * 4 for _ in CORNERS]
    for start, pair in zip(CHALLENGING_START, narragansett_partners(round_number, 9)):
        table, *seats = start
        for seat, player in zip(seats, pair):
            tables[table - 1][seat] = player
    for start, pair in zip(CHALLENGED_START, narragansett_partners(round_number, 1)):
        table, *seats = start
        turn = 1 if seats[0] == NORTH else -1
        for seat, player in zip(seats, pair):
            tables[(table - 1 + turn * step) % 4][(seat + turn * step) % 4] = player
    return [(t[NORTH], t[SOUTH], t[EAST], t[WEST]) for t in tables]


@system("narragansett", "individuals", "Narragansett system (two teams of eight)",
        sizes=(16,), trays_per_round=1, fixed=True)
def narragansett(entrants: int, trays_per_round: int = 1) -> Movement:
    """Two teams of eight at four tables in a square, 28 deals, partners changing every four.

    004:780-821.  Players 1-8 are the challenged club, 9-16 the challenging; partners change
    every four deals as the seed's table of rounds says.  The seed's diagrams
    are lost, so which partnership starts at which table is ours: the pairs of
    a round take the starting places in the order the seed names them, the
    lower number North (or East); captain 9 thus never moves, as the seed says.
    """
    _require("Narragansett system", entrants, 16, "players", trays_per_round, 1)
    deals_at: list[tuple[int, ...]] = []
    order: tuple[int, ...] = (1, 2, 3, 4)
    for exchange in (None, EAST_WEST, DIAGONAL, EAST_WEST):
        if exchange:
            order = tuple(order[other - 1] for other in exchange)
        deals_at.append(order)
    rounds: list[Round] = []
    for partnership in range(1, 8):
        for step in range(4):
            tables = _narragansett_deal_round(partnership, step)
            first_deal = 4 * (partnership - 1)
            rounds.append(Round(len(rounds) + 1, tuple(
                _player_table(t, (first_deal + deals_at[step][t - 1],), seats)
                for t, seats in enumerate(tables, start=1))))
    return Movement(
        system="narragansett", form="individuals", entrants=16, tables=4, trays=28,
        rounds=tuple(rounds),
        description="Narragansett system (004): four tables in a square (1 Northwest, "
                    "2 Northeast, 3 Southeast, 4 Southwest); players 1-8 challenged, "
                    "9-16 challenging; new partners every four deals.",
        extra={"clubs": {"challenged": list(range(1, 9)), "challenging": list(range(9, 17))},
               "table_names": {str(t): name for t, name in enumerate(CORNERS, start=1)}})


# -- M33: three teams (004:829-885) ---------------------------------------

# Row by row: (N-S letter, E-W letter, deal set), as printed.  Teams {a, b},
# {m, n}, {x, y}; pairs a=1, b=2, m=3, n=4, x=5, y=6.
THREE_TEAMS = {
    "matches": (
        (("a", "y", 1), ("m", "b", 3), ("x", "n", 5)),
        (("a", "x", 2), ("n", "b", 4), ("m", "y", 5)),
        (("a", "n", 3), ("y", "b", 2), ("m", "x", 6)),
        (("a", "m", 4), ("x", "b", 1), ("y", "n", 6)),
    ),
    "total-tricks": (
        (("a", "m", 1), ("x", "b", 2), ("y", "n", 3)),
        (("a", "n", 2), ("y", "b", 1), ("x", "m", 4)),
        (("a", "x", 3), ("n", "b", 4), ("m", "y", 2)),
        (("a", "y", 4), ("m", "b", 3), ("n", "x", 1)),
    ),
}
LETTERS = {letter: pair for pair, letter in enumerate("abmnxy", start=1)}


@system("three-teams", "teams", "Three teams, every pair meeting every pair", sizes=(3,),
        trays_per_round=2, variants=tuple(THREE_TEAMS), fixed=True)
def three_teams(entrants: int, trays_per_round: int = 2, variant: str = "matches") -> Movement:
    """Three teams in three rows, every pair meeting every pair of the other teams.

    Four arrangements, 004:835-885.  ``matches``: every two teams play a match on the same deals and every pair
    meets every pair of the other teams.  ``total-tricks``: every team plays
    every deal, to be ranked on total tricks.  Each row is one table here (a
    team of four); with larger teams each row plays its deals as a Mitchell.
    """
    _require("three-team schedule", entrants, 3, "teams", trays_per_round, None)
    table = THREE_TEAMS[variant]
    rounds = tuple(
        Round(r, tuple(Table(row, tuple(range((deals - 1) * trays_per_round + 1,
                                              deals * trays_per_round + 1)),
                             ns=LETTERS[ns], ew=LETTERS[ew])
                       for row, (ns, ew, deals) in enumerate(arrangement, start=1)))
        for r, arrangement in enumerate(table, start=1))
    sets = max(deals for arrangement in table for _, _, deals in arrangement)
    return Movement(
        system="three-teams", form="teams", entrants=6, tables=3, trays=sets * trays_per_round,
        rounds=rounds, teams={1: (1, 2), 2: (3, 4), 3: (5, 6)}, variant=variant,
        description="Three teams (004): table k is row k; team 1 = pairs a (1) and b (2), "
                    "team 2 = m (3) and n (4), team 3 = x (5) and y (6).",
        extra={"letters": LETTERS})
