"""Memory (mnemonic) duplicate: the same players replay every deal with the other hands.

"When the cards are replayed by the same four players, North and South
receiving the hands originally held by East and West, and *vice versa*, the
game is known as Memory Whist, or Mnemonic Duplicate" (004:416).  It breaks
duplicate's first rule on purpose: every player plays every tray twice, once
with each side's cards; the checker holds ``memory`` to that instead.

How the overplay is written.  Foster keeps the players in their chairs and
turns the trays: "If the indicators pointed N & S on the original deals, they
must lie E & W for the overplay" (003:7991).  In ``whist-movement/1`` a seat
names the *hand held*, so an overplay round lists under ``n`` the player
who holds the tray's North hand.  The tray is taken as turned a quarter
clockwise: the North hand lies before the player in the East chair, East's
before South, South's before West, West's before North.  The chairs Foster
prints are kept in the extra key ``seating`` (``"turned": true`` on the
overplay rounds).

Variants:

* ``up-and-back`` (003:7984-8006, 004:416, 003:9249-9292): four players, two
  fixed pairs, three rounds of original deals then the overplay in the reverse
  order (004: "replaying the deals in a different order").  For eight players or
  more it is "any of the Duplicate Whist schedules ... played through twice"
  (003:9281): Howell's pair schedule, then again with each table's N-S and E-W
  hands exchanged.  Pair k is players 2k - 1 and 2k.
* ``foster`` (003:8509-8573): four individuals, S keeps his seat and partners
  each of the others for four hands and their four overplays; the chairs are
  Foster's printed positions.  Players a, b, c, S are 1, 2, 3, 4.
* ``thirds`` (004:418): four individuals, one third of the deals with each
  partner, "South and East exchanging seats after the first third, and South
  and West after the second third", the replay in the original positions.

Foster scores the one-table game on the E & W hands only (003:8003): the
``east-west`` scoring method.
"""

from __future__ import annotations

from movements.errors import MovementError
from movements.generators.howell.pairs import FEWEST_PAIRS, MOST_PAIRS, howell_pairs
from movements.model import Movement, Round, Table
from movements.registry import system

VARIANTS = ("up-and-back", "foster", "thirds")
Chairs = tuple[int, int, int, int]     # the players in the N, S, E, W chairs

# Foster's positions (003:8517-8624): (N, W, E, S) as printed, a b c S = 1 2 3 4.
FOSTER_ORIGINAL = ((3, 1, 2, 4), (2, 1, 3, 4), (1, 3, 2, 4))
FOSTER_OVERPLAY = ((3, 2, 1, 4), (2, 3, 1, 4), (1, 3, 2, 4))


def _from_printed(n: int, w: int, e: int, s: int) -> Chairs:
    return n, s, e, w


def held(chairs: Chairs) -> Chairs:
    """The hands the chairs hold when the tray lies turned: (N, S, E, W) hand holders."""
    n, s, e, w = chairs
    return e, w, s, n


def _thirds() -> list[Chairs]:
    """004:418: S and E change seats after the first third, S and W after the second."""
    first = (1, 2, 3, 4)
    second = (1, 3, 2, 4)
    third = (1, 4, 2, 3)
    return [first, second, third]


@system("memory", "individuals", "Memory (mnemonic) duplicate",
        sizes=(4, *range(2 * FEWEST_PAIRS, 2 * MOST_PAIRS + 1, 2)), trays_per_round=4,
        variants=VARIANTS,
        summary="same players replay every deal with the other side's hands; one table "
                "(up-and-back, Foster's or 004's four individuals) or a schedule played twice")
def memory(players: int, trays_per_round: int = 4, variant: str = "up-and-back") -> Movement:
    """The same players replay each deal, N-S receiving the hands E-W held."""
    if isinstance(players, bool) or not isinstance(players, int) or players < 4 or players % 2 \
            or (4 < players < 2 * FEWEST_PAIRS) or players > 2 * MOST_PAIRS:
        raise MovementError(f"memory duplicate is for 4 players at one table, or an even number "
                            f"from {2 * FEWEST_PAIRS} to {2 * MOST_PAIRS}, not {players}")
    if players > 4 and variant != "up-and-back":
        raise MovementError(f"the {variant} form is for four players at one table; "
                            f"{players} play the up-and-back form")
    if players > 4:
        return _several_tables(players, trays_per_round)
    if variant == "foster":
        original = [_from_printed(*c) for c in FOSTER_ORIGINAL]
        overplay = [_from_printed(*c) for c in FOSTER_OVERPLAY]
        order = (0, 1, 2)
        how = ("Foster's four individuals (003:8509-8573): a, b, c, S are players 1-4; S keeps "
               "his seat and partners each of the others for four hands and their overplay.")
    elif variant == "thirds":
        original = overplay = _thirds()
        order = (0, 1, 2)
        how = ("Four individuals by thirds (004:418): South and East change seats after the "
               "first third, South and West after the second; the replay as before.")
    else:
        original = overplay = [(1, 2, 3, 4)] * 3
        order = (2, 1, 0)
        how = ("Up and back at one table (003:7984, 004:416): pair 1 (players 1 and 2) N & S, "
               "pair 2 (3 and 4) E & W; the overplay in the reverse order.")
    k = trays_per_round
    rounds, seating = [], []
    for third, chairs in enumerate(original):
        trays = tuple(range(third * k + 1, third * k + k + 1))
        rounds.append(Round(third + 1, (_table(chairs, trays),)))
        seating.append({"round": third + 1, "chairs": _named(chairs), "turned": False})
    for i, third in enumerate(order):
        chairs = overplay[i]
        trays = tuple(range(third * k + 1, third * k + k + 1))
        if variant == "up-and-back":
            trays = tuple(reversed(trays))
        r = len(original) + i + 1
        rounds.append(Round(r, (_table(held(chairs), trays),)))
        seating.append({"round": r, "chairs": _named(chairs), "turned": True})
    return Movement(system="memory", form="individuals", entrants=4, tables=1, trays=3 * k,
                    rounds=tuple(rounds), variant=variant,
                    description=how + " Overplay rounds list the holders of each hand; the "
                                      "players keep their chairs and the trays are turned.",
                    extra={"seating": seating, "replay_from": len(original) + 1})


def _table(chairs: Chairs, trays, number: int = 1) -> Table:
    n, s, e, w = chairs
    return Table(number, tuple(trays), n=n, s=s, e=e, w=w, individual=True)


def _named(chairs: Chairs) -> dict[str, int]:
    return dict(zip("nsew", chairs))


def _several_tables(players: int, trays_per_round: int) -> Movement:
    """Howell's pair schedule played through twice, N-S and E-W hands exchanged the second time."""
    base = howell_pairs(players // 2, trays_per_round)
    rounds: list[Round] = []
    for again in (False, True):
        for rnd in base.rounds:
            tables = []
            for t in rnd.tables:
                ns, ew = (t.ew, t.ns) if again else (t.ns, t.ew)
                tables.append(Table(t.table, t.trays, n=_one(ns), s=_two(ns), e=_one(ew),
                                    w=_two(ew), individual=True))
            idle = tuple(p for pair in rnd.idle for p in (2 * pair - 1, 2 * pair))
            rounds.append(Round(len(rounds) + 1, tuple(tables), idle))
    return Movement(
        system="memory", form="individuals", entrants=players, tables=base.tables,
        trays=base.trays, rounds=tuple(rounds), variant="up-and-back",
        description=f"Memory duplicate for {players // 2} pairs (003:9281): Howell's schedule "
                    f"played through twice, the second time N & S holding the hands E & W "
                    f"held. Pair k is players {2}k-1 and {2}k.",
        extra={"replay_from": len(base.rounds) + 1,
               "pairs": {str(p): [2 * p - 1, 2 * p] for p in range(1, players // 2 + 1)}})


def _one(pair: int | None) -> int | None:
    return None if pair is None else 2 * pair - 1


def _two(pair: int | None) -> int | None:
    return None if pair is None else 2 * pair
