"""Foster's schedules for four and for six pairs (003:8008-8382), as named systems.

Pairs are numbered in Foster's letters: a = 1, b = 2, ... f = 6 (the extra key
``letters`` says so).  Two tables that "exchange" play the same trays in the
opposite order: each deals its own and then overplays the other's, so the
N-S pairs of the two tables are compared on them, and so are the E-W pairs.

``foster-four-pairs`` (003:8008-8131): pair a keeps E & W at table 1 and the
others take turns; three sets of eight hands, four dealt at each table and
exchanged.  Each pair is compared once with every other (a full round robin).

``foster-six-pairs`` (003:8135-8382): three tables, "two of which are
constantly in play, the third only half the time".  Steps 1 to 4 are the
printed diagrams; table 3 deals hands 3 and 4 in step 1 and leaves them in the
trays until b and c overplay them in step 3.  Steps 5 and 6 are only told in
words ("the b c e f pairs play two hands and exchange them; then change
adversaries for two more hands; a and d remaining idle"): the seating here is
the one that completes the matches the text says are then complete (b-c, b-e,
c-f, e-f), so it is a reconstruction.  In the last step a and d sit E & W at
two tables "the N & S positions being filled up by any of the other players":
here b and c, named in the extra key ``fill_ins``; their N-S scores are not
counted (003:8378).
"""

from __future__ import annotations

from movements.errors import MovementError
from movements.model import Movement, Round, Table
from movements.registry import system
from movements.generators.fixed.schedules import _exchanged

LETTERS = "abcdef"


def _pair(letter: str) -> int:
    return LETTERS.index(letter) + 1


def _only(name: str, entrants: int, size: int, trays_per_round: int, printed: int) -> None:
    if entrants != size:
        raise MovementError(f"{name} is for exactly {size} pairs, not {entrants}")
    if trays_per_round != printed:
        raise MovementError(f"{name} is printed with {printed} trays a round; it cannot be "
                            f"played with {trays_per_round}")


# (table 1 N-S, table 1 E-W, table 2 N-S, table 2 E-W) per set, 003:8012-8120.
FOUR_PAIRS_SETS = (("b", "a", "d", "c"), ("c", "a", "b", "d"), ("d", "a", "c", "b"))
FOUR_PAIRS_DESCRIPTION = ("Foster's four pairs (003:8008-8131): three sets of eight hands, four dealt at each "
                          "table and exchanged; table 2 begins with hands 5, 13 and 21. Pairs 1-4 are "
                          "Foster's a-d.")


@system("foster-four-pairs", "pairs", "Foster's four pairs in three sets", sizes=(4,),
        trays_per_round=8, fixed=True,
        summary="seed 003:8008: two tables, a sits E & W at table 1, three sets of eight hands")
def foster_four_pairs(entrants: int, trays_per_round: int = 8) -> Movement:
    """Four pairs at two tables, three sets of eight hands: each pair compared with each."""
    _only("Foster's four-pair schedule", entrants, 4, trays_per_round, 8)
    rounds = []
    for r, seats in enumerate(FOUR_PAIRS_SETS, start=1):
        ns1, ew1, ns2, ew2 = map(_pair, seats)
        one, two = _exchanged(8 * r - 7, 4)
        rounds.append(Round(r, (Table(1, one, ns=ns1, ew=ew1), Table(2, two, ns=ns2, ew=ew2))))
    return Movement(system="foster-four-pairs", form="pairs", entrants=4, tables=2, trays=24,
                    rounds=tuple(rounds), description=FOUR_PAIRS_DESCRIPTION,
                    extra={"letters": {str(k): LETTERS[k - 1] for k in range(1, 5)}})


# Step by step: {table: (N-S, E-W, trays in order)}, idle pairs.  Steps 5 and 6 and the
# fill-ins of step 7 are reconstructed (see the module docstring).
SIX_PAIRS_STEPS = (
    ({1: ("b", "a", (1, 2)), 2: ("d", "c", (2, 1)), 3: ("f", "e", (3, 4))}, ""),
    ({1: ("c", "a", (5, 6)), 2: ("d", "b", (6, 5))}, "ef"),
    ({1: ("e", "a", (7, 8)), 2: ("d", "f", (8, 7)), 3: ("b", "c", (3, 4))}, ""),
    ({1: ("f", "a", (9, 10)), 2: ("d", "e", (10, 9))}, "bc"),
    ({1: ("b", "c", (11, 12)), 2: ("e", "f", (12, 11))}, "ad"),
    ({1: ("b", "e", (13, 14)), 2: ("c", "f", (14, 13))}, "ad"),
    ({1: ("b", "a", (15, 16)), 2: ("c", "d", (16, 15))}, "ef"),
)
SIX_PAIRS_FILL_INS = {7: ["b", "c"]}


@system("foster-six-pairs", "pairs", "Foster's six pairs at three tables (steps 5-6 reconstructed)", sizes=(6,),
        trays_per_round=2, fixed=True,
        summary="seed 003:8135: two tables always in play, the third half the time; "
                "steps 5-6 reconstructed")
def foster_six_pairs(entrants: int, trays_per_round: int = 2) -> Movement:
    """Six pairs at three tables, two always in play: every pair matched with every other."""
    _only("Foster's six-pair schedule", entrants, 6, trays_per_round, 2)
    rounds = []
    for r, (tables, idle) in enumerate(SIX_PAIRS_STEPS, start=1):
        rounds.append(Round(r, tuple(
            Table(t, trays, ns=_pair(ns), ew=_pair(ew)) for t, (ns, ew, trays) in tables.items()),
            idle=tuple(map(_pair, idle))))
    return Movement(
        system="foster-six-pairs", form="pairs", entrants=6, tables=3, trays=16,
        rounds=tuple(rounds),
        description="Foster's six pairs (003:8135-8382): tables 1 and 2 play two hands and "
                    "exchange them every step; table 3 deals hands 3-4 in step 1 and b and c "
                    "overplay them in step 3. Steps 5-6 are reconstructed from the text (the "
                    "seed prints no diagram); in step 7 b and c only fill the N & S seats "
                    "for the a-d match and their scores there are not counted. "
                    "Pairs 1-6 are Foster's a-f.",
        extra={"letters": {str(k): LETTERS[k - 1] for k in range(1, 7)},
               "fill_ins": {str(r): [_pair(x) for x in who]
                            for r, who in SIX_PAIRS_FILL_INS.items()}})
