"""Short individual movements: some rounds of a whist tournament, spread evenly.

Safford's movement for ``n`` players is ``n - 1`` rounds (``n`` with 4t + 1
players): 63 rounds for 64 players.  ``safford-individuals --rounds R`` plays
``R`` of them.  Any choice keeps what the tournament promises at most once:
two players are partners at most once and opponents at most twice, and nobody
sits out twice.  The rounds are chosen so that every two players sit at the
same table (as partners or opponents) as nearly equally often as ``R`` rounds
allow: each couple's distance from the mean number of meetings, the largest
first, then the spread (the RMS).

Up to 24 players the choice is stored (:mod:`movements.data.partial_choices`,
found by ``tools/partial_search.py``, which tries every choice of rounds: of
those no worse on either measure than the best of all the choices of Safford's
plain tournament, the one with the fewest couples who never meet).  Where the
rounds of the seating played for the lead
(:mod:`movements.generators.individuals.directed_whist`) reach that, they are
played; else (some lengths at 16 and 20 players, whose seating for the lead
spreads the meetings less) the rounds of Safford's plain tournament; and at 20
players and 7 or 12 rounds, where no choice of either reaches both measures,
those of the triplewhist tournament, which do (largest deviation 1.11, RMS
0.66).  The description says which.  Above 24 players, for
triplewhist, or if a schedule changes, the annealing of
:mod:`movements.generators.selection` chooses at run time.  The trays are those
of the chosen rounds, renumbered.
"""

from __future__ import annotations

from dataclasses import replace
from functools import lru_cache
from itertools import combinations

from movements.data.partial_choices import INDIVIDUALS
from movements.errors import MovementError
from movements.model import Movement
from movements.generators.selection import choose, fingerprint
from movements.generators.individuals import directed_whist, triplewhist
from movements.generators.individuals.whist_tournament import Seating, tournament_rounds

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


def meetings(seating) -> list[list[list[int]]]:
    """Per round its tables' players, sorted: what the stored choices' fingerprints cover."""
    return [sorted(sorted(table) for table in tables) for tables, _ in seating]


# The whole seatings a short movement's rounds may be taken from, in the order they are
# preferred, each with what its description calls it.
SEATINGS = {"directed": "Safford's movement", "plain": "Safford's plain tournament",
            "triplewhist": "the triplewhist tournament"}


def seating_of(kind: str, players: int) -> list[Seating]:
    """The whole seating of ``SEATINGS`` named ``kind``: "directed", Safford's played for the
    lead (:func:`.directed_whist.best_rounds`), "plain", Safford's as the seed gives it, or
    "triplewhist" (empty for a count that has none)."""
    if kind == "triplewhist":
        return triplewhist.rounds(players) if players in triplewhist.sizes() else []
    plain = tournament_rounds(players)
    return plain if kind == "plain" else directed_whist.best_rounds(players, plain)


def _stored(players: int, seating: list[Seating], rounds: int):
    """The stored choice (:mod:`movements.data.partial_choices`) for this seating: the
    seating to take the rounds from, its name in ``SEATINGS`` and the rounds' indices, or
    ``None``."""
    fingerprints, stored = INDIVIDUALS.get(players, ({}, {}))
    if rounds not in stored or fingerprint(meetings(seating)) != fingerprints["directed"]:
        return None
    kind, chosen = stored[rounds]
    if kind != "directed":
        seating = seating_of(kind, players)
        if fingerprint(meetings(seating)) != fingerprints.get(kind):
            return None
    return seating, kind, chosen


def shorten(players: int, seating: list[Seating], rounds: int, build) -> Movement:
    """The movement ``build`` makes of the chosen rounds, marked partial."""
    found = _stored(players, seating, rounds)
    if found is None:
        found = seating, "directed", chosen_rounds(players, tuple(seating), rounds)
    of, kind, chosen = found
    short = build([of[r] for r in chosen])
    return replace(short, variant=PARTIAL, description=(
        f"{players} individuals, {rounds} of the {len(of)} rounds of {SEATINGS[kind]} "
        f"(rounds {', '.join(str(r + 1) for r in chosen)}), chosen so that every two players "
        "meet as evenly as the rounds allow; partners at most once, opponents at most twice."),
        extra={**short.extra, "full_rounds": len(of)})
