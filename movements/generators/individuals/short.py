"""Short individual movements: some rounds of a whist tournament, spread evenly.

Safford's movement for ``n`` players is ``n - 1`` rounds (``n`` with 4t + 1
players): 63 rounds for 64 players.  ``safford-individuals --rounds R`` plays
``R`` of them.  Any choice keeps what the tournament promises at most once:
two players are partners at most once and opponents at most twice, and nobody
sits out twice.  The rounds are chosen by :mod:`movements.generators.selection` so that
every two players sit at the same table (as partners or opponents) as nearly
equally often as ``R`` rounds allow: the search measures each couple's distance
from the mean number of meetings (before, it only kept the counts small, and so
liked couples who never meet); the trays are those of the chosen rounds,
renumbered.
"""

from __future__ import annotations

from dataclasses import replace
from functools import lru_cache
from itertools import combinations

from movements.errors import MovementError
from movements.model import Movement
from movements.generators.selection import choose
from movements.generators.individuals.whist_tournament import Seating

PARTIAL = "partial"
STEPS = 4000          # annealing steps: a round swap is cheap here (no tray sets shared)
SCALE = 8             # a meeting, in the search's units: the mean target to 1/8 of one


def round_range(full_rounds: int) -> range:
    """Two rounds up to one short of the whole tournament."""
    return range(2, full_rounds)


@lru_cache(maxsize=64)
def chosen_rounds(players: int, seating: tuple[Seating, ...], rounds: int) -> tuple[int, ...]:
    """Which ``rounds`` rounds of ``seating`` (indices, in order) spread the meetings best."""
    allowed = round_range(len(seating))
    if rounds not in allowed:
        raise MovementError(f"a short individual movement for {players} players plays "
                            f"{allowed.start} to {allowed.stop - 1} rounds (the whole one is "
                            f"{len(seating)}), not {rounds}")
    schedule = [[(False, table, (), None) for table in tables] for tables, _ in seating]
    # Every two players should meet ``mean`` times: the search measures each couple's
    # distance from it (in 1/SCALE meetings), so a couple who never meet costs most.
    couples = players * (players - 1) // 2
    meetings = rounds * len(seating[0][0]) * 6
    target = round(SCALE * meetings / couples)

    def together(schedule, r, i, flipped, present):
        """SCALE for every two players at table ``i`` of round ``r``."""
        for a, b in combinations(sorted(schedule[r][i][1]), 2):
            yield (a, b), SCALE

    found = choose(schedule, rounds, together, lambda selection: True,
                   seed=players * 100 + rounds, steps=STEPS, flips=False,
                   start={couple: -target for couple in combinations(range(1, players + 1), 2)})
    return tuple(found.rounds)


def shorten(players: int, seating: list[Seating], rounds: int, build) -> Movement:
    """The movement ``build`` makes of the chosen rounds, marked partial."""
    chosen = chosen_rounds(players, tuple(seating), rounds)
    short = build([seating[r] for r in chosen])
    return replace(short, variant=PARTIAL, description=(
        f"{players} individuals, {rounds} of the {len(seating)} rounds of Safford's movement "
        f"(rounds {', '.join(str(r + 1) for r in chosen)}), chosen so that every two players "
        "meet as evenly as the rounds allow; partners at most once, opponents at most twice."),
        extra={**short.extra, "full_rounds": len(seating)})
