"""Individual movements: every two players partners once and opponents twice.

``safford-individuals`` serves every count of 8 to 64 players that is a
multiple of 4 or one more (a whist tournament, see :mod:`.whist_tournament`):
one player keeps his seat and the others move up one number each round, as on
Safford's and Howell's cards; with 4n + 1 players nobody is fixed and one player
sits out each round.

The seed's printed schedules are named systems of their own, reproduced
exactly: Howell's table of changes for eight (004:428-445) and the twelve- and
sixteen-player matches (004:530-549).  Safford's own eight-player card is only
in a missing picture (003:8700), so it cannot be reproduced.

Trays.  Each table deals ``trays_per_round / tables`` trays at the start of a
round (a tray *set*); the sets then pass down one table after each set has been
played, until every table has played every set: so every player plays every
tray of the round, and in a slot each tray is at one table only.  That is the
seed's "place one deal on each table; play these three deals through at each
table" (004:532) and, with two tables, "play one or two deals; then exchange
the deals at the two tables, and replay them" (004:428).  Every round has new
trays, so nobody plays a tray twice.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from movements.check.lead import lead
from movements.errors import MovementError
from movements.generators.individuals import directed_whist, four_fixed, triplewhist, walkers, whist_tournament
from movements.generators.individuals.groups import Moves
from movements.generators.individuals.short import seating_of, shorten
from movements.generators.individuals.triplewhist import TRIPLEWHIST
from movements.generators.individuals.whist_tournament import (LARGEST, SMALLEST, Seating, require_count,
                                                               tournament_rounds, valid_counts)
from movements.model import Movement, Round, Table
from movements.registry import system


def build(name: str, players: int, seating: list[Seating], trays_per_round: int | None,
          description: str) -> Movement:
    """The movement of ``seating`` (round by round), with trays passed as above."""
    tables = len(seating[0][0])
    per_round = trays_per_round or tables
    if per_round < tables or per_round % tables:
        low = max(tables, per_round // tables * tables)
        choices = sorted({low, low + tables})
        raise MovementError(
            f"with {tables} tables every table plays every tray of the round, so the trays per "
            f"round must be a multiple of {tables}: {per_round} will not do — try "
            f"{' or '.join(map(str, choices))}")
    set_size = per_round // tables
    rounds = []
    for r, (round_tables, idle) in enumerate(seating, start=1):
        first = (r - 1) * per_round
        rows = []
        for t, (n, s, e, w) in enumerate(round_tables):
            sets = [(t + step) % tables for step in range(tables)]
            trays = tuple(first + k * set_size + i + 1 for k in sets for i in range(set_size))
            rows.append(Table(table=t + 1, trays=trays, n=n, s=s, e=e, w=w, individual=True))
        rounds.append(Round(round=r, tables=tuple(rows), idle=tuple(idle)))
    return Movement(system=name, form="individuals", entrants=players, tables=tables,
                    trays=len(seating) * per_round, rounds=tuple(rounds),
                    description=description)


@system("safford-individuals", "individuals", "Safford's individual movement (whist tournament)",
        sizes=valid_counts(), trays_per_round=None,
        summary="partners once and opponents twice with every other player; numbers move up one, "
                "or for a few sizes follow another group (the movement's description says)",
        variants=("whist", TRIPLEWHIST), options=("rounds",))
def safford_individuals(players: int, trays_per_round: int | None = None, variant: str = "whist",
                        rounds: int | None = None) -> Movement:
    """Every two players partners once and opponents twice; the others move up one number.

    ``variant`` "triplewhist": the two meetings as opponents are one of each
    kind (:mod:`movements.generators.individuals.triplewhist`), for the sizes that have one.  Where a
    stored seating lets each have every other once on his left and once on his
    right (:mod:`movements.generators.individuals.directed_whist`) it is played; the description says
    what the checker finds of the lead (:mod:`movements.check.lead`).
    ``rounds``: play only that many rounds, chosen to spread the meetings
    (:mod:`movements.generators.individuals.short`).
    """
    require_count(players)
    if variant == TRIPLEWHIST:
        return _triplewhist(players, trays_per_round, rounds)
    seating = seating_of("directed", players)
    if rounds is not None and rounds != len(seating):
        return _with_lead(shorten(players, seating, rounds, lambda chosen: build(
            "safford-individuals", players, chosen, trays_per_round, "")))
    how = (walkers.describe(players) if _walking(players, "whist") else
           four_fixed.describe(players, directed_whist.FOUR_FIXED[players][0])
           if players in directed_whist.FOUR_FIXED else
           _how(players, "", whist_tournament.moves(players) or directed_whist.moves(players)))
    return _with_lead(build("safford-individuals", players, seating, trays_per_round,
                            f"{players} individuals, {len(seating)} rounds: every two players are "
                            f"partners once and opponents twice. {how}"))


def _how(players: int, cyclic: str, moves: Moves | None = None) -> str:
    """How the players move, for the description; ``moves``: the group the rounds follow
    where it is not the numbers modulo ``players`` (:mod:`movements.generators.individuals.groups`)."""
    if moves is not None:
        who = (f"Player {players} keeps his seat" if players % 4 == 0 else
               "Nobody is fixed; one player sits out each round")
        return f"{who}.  The rounds follow {moves.describe()}, not a rotation by one number{cyclic}."
    if players % 4 == 0:
        return (f"Player {players} keeps his seat; every other player moves up one number "
                f"each round ({players - 1} goes to 1).")
    return (f"Nobody is fixed; every player moves up one number each round ({players} "
            f"goes to 1) and one player sits out each round{cyclic}.")


def _with_lead(movement: Movement) -> Movement:
    """The description told what the checker finds of the lead (:mod:`movements.check.lead`):
    a description claims the left-and-right balance only where it holds."""
    found = lead(movement)
    assert found is not None    # an individual movement has its lead
    players = movement.entrants
    full = movement.variant != "partial"
    if found.balanced:
        said = ("Each has every other once on his left and once on his right." if full else
                "No two players sit twice on the same side of each other.")
    else:
        said = (f"Left and right are not balanced: {len(found.unbalanced)} of the {found.pairs} "
                f"pairs of opponents sit on the same side of each other twice or more")
        if full and _walking(players, movement.variant):
            if len(found.unbalanced) == 3 * players // 4:
                said += ("; only 3 of the 6 pairs at each table of the last three rounds, "
                         "the fewest four players' three rounds allow (see "
                         "movements.generators.individuals.walkers)")
        elif full and movement.variant != TRIPLEWHIST and players in directed_whist.FOUR_FIXED:
            if len(found.unbalanced) == 3:
                said += (f"; only 3 of the 6 pairs of players {players - 3} to {players}, the "
                         "fewest their three rounds of four allow (see "
                         "movements.generators.individuals.four_fixed)")
        elif full and players % 4 == 0 and len(found.unbalanced) == players - 1:
            said += (f"; no movement in which all but player {players} move up one number "
                     f"can have fewer (see movements.generators.individuals.directed_whist)")
        said += "."
    return replace(movement, description=f"{movement.description} {said}")


def _walking(players: int, variant: str | None) -> bool:
    """Whether the ``variant``'s movement for ``players`` has four walkers (:mod:`.walkers`)."""
    return players in (triplewhist.FOUR_WALKERS if variant == TRIPLEWHIST else directed_whist.WALKERS)


def _triplewhist(players: int, trays_per_round: int | None, rounds: int | None) -> Movement:
    if players not in triplewhist.sizes():
        raise MovementError(triplewhist.refusal(players))
    base = tournament_rounds(8) if players == 8 else triplewhist.rounds(players)
    seating = directed_whist.best_rounds(players, base, ordered=True)
    if rounds is not None and rounds != len(seating):
        return _with_lead(shorten(players, seating, rounds, lambda chosen: build(
            "safford-individuals", players, chosen, trays_per_round, "")))
    moves = triplewhist.moves(players)
    how = (walkers.describe(players) if _walking(players, TRIPLEWHIST) else
           _how(players, " (a Z-cyclic triplewhist tournament)" if moves is None else
                " (a triplewhist tournament over them)", moves))
    return _with_lead(replace(build(
        "safford-individuals", players, seating, trays_per_round,
        f"{players} individuals, {len(seating)} rounds, triplewhist: every two players are "
        f"partners once and opponents twice, once of each kind ({{N, E}} or {{S, W}}, and "
        f"{{N, W}} or {{E, S}}). {how}"), variant=TRIPLEWHIST))


# -- the seed's printed schedules ---------------------------------------------------

def rotation(first: tuple[tuple[int, int, int, int], ...], fixed: int) -> list[Seating]:
    """Every round of a printed first round: all but ``fixed`` move up one number."""
    moving = fixed - 1
    rounds: list[Seating] = []
    for shift in range(moving):
        def up(p: int) -> int:
            return p if p == fixed else (p - 1 + shift) % moving + 1
        rounds.append((tuple(tuple(up(p) for p in table) for table in first), ()))
    return rounds


# Howell's TABLE OF CHANGES (004:428-445): the numbers in parentheses are the
# players' first seats; West at Table 1 "does not move" (player 8).  "Each one
# is told to follow the number preceding him": player k takes k - 1's seat.
HOWELL_EIGHT = ((4, 2, 1, 8), (5, 6, 3, 7))
# The FIRST ROUND of the twelve- and sixteen-player matches (004:536, 004:545).
TWELVE = ((12, 1, 6, 8), (2, 9, 10, 7), (4, 3, 5, 11))
SIXTEEN = ((16, 1, 7, 9), (15, 12, 13, 2), (6, 11, 3, 10), (8, 14, 4, 5))


@dataclass(frozen=True)
class SeedRotation:
    """One of the seed's fixed individual matches: a first round, then everyone but one moves on."""

    name: str
    title: str
    players: int
    first: tuple[tuple[int, int, int, int], ...]
    what: str
    summary: str
    description: str


SEED_ROTATIONS = (
    SeedRotation("howell-eight-individuals", "Howell's table of changes, eight individuals", 8,
                 HOWELL_EIGHT, "Howell's table of changes",
                 "seed 004:428: two tables, seven arrangements, West at Table 1 fixed",
                 "Howell's table of changes (seed 004:428-445): West at Table 1 does not move; "
                 "each player follows the number preceding him (1 follows 7)."),
    SeedRotation("twelve-individuals", "Twelve individuals (three tables)", 12, TWELVE,
                 "the twelve-player match",
                 "seed 004:532: eleven arrangements, number 12 retains his seat",
                 "Twelve individuals (seed 004:532-540): number 12 retains his seat; each other "
                 "player takes the seat of the next lower number."),
    SeedRotation("sixteen-individuals", "Sixteen individuals (four tables)", 16, SIXTEEN,
                 "the sixteen-player match",
                 "seed 004:542: fifteen arrangements, number 16 retains his seat",
                 "Sixteen individuals (seed 004:542-549): number 16 retains his seat; each other "
                 "player takes the seat of the next lower number."),
)


def _register(seed: SeedRotation) -> None:
    """Register ``seed`` as a system: one deal a table for each table by default."""
    tables = seed.players // 4

    def generate(players: int, trays_per_round: int = tables) -> Movement:
        _only(players, seed.players, seed.what)
        return build(seed.name, seed.players, rotation(seed.first, seed.players), trays_per_round,
                     seed.description)

    generate.__doc__ = f"{seed.title}: {seed.summary}."
    system(seed.name, "individuals", seed.title, sizes=(seed.players,), trays_per_round=tables,
           fixed=True, summary=seed.summary)(generate)


for _seed in SEED_ROTATIONS:
    _register(_seed)


def _only(players: int, count: int, what: str) -> None:
    if players != count:
        raise MovementError(f"{what} is for exactly {count} players, not {players}; "
                            f"for other counts ({SMALLEST} to {LARGEST}) use safford-individuals")
