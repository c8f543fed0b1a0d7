"""The Snow system (004:650-657).

"Play one set of deals without moving the players; then move the East and West
players one table and play another set of deals, and so on until the East and
West players have been opposed to all of the North and South."  Every table
plays the whole set in a round, the trays passing down one table after each
tray, so a set needs at least as many trays as there are tables (the seed's
table: n tables play n x k deals, k >= n).  Every E-W pair meets every N-S pair
once, and the evening can stop for an intermission after any round.
"""

from __future__ import annotations

from movements.generators.mitchell.compass import Stage, build, positive, room_for, tables_label
from movements.model import Movement
from movements.registry import system

FEWEST_PAIRS, MOST_PAIRS = 4, 120      # 2 to 60 tables
SEED_PAIRS = range(4, 15)              # the seed's table: 2 to 7 tables, "a small number"
USUAL_SET = 7                          # trays a round when the director does not say


def snow_round(n: int, k: int, number: int) -> Stage:
    """Round ``number``: set ``number`` of ``k`` trays; table t starts with its
    t-th tray, and each tray goes down one table after it is played."""
    first = (number - 1) * k + 1
    return Stage(number - 1, tuple(tuple(first + (t + slot) % k for slot in range(k))
                                   for t in range(n)))


def _too_few(n: int, k: int) -> str | None:
    if k < n:
        return (f"Snow plays every tray of a round at every table, so with {tables_label(n)} a "
                f"round needs at least {n} trays, not {k} (004:652)")
    return None


@system("snow", "pairs", "Snow", sizes=SEED_PAIRS, trays_per_round=USUAL_SET)
def snow(pairs: int, trays_per_round: int = USUAL_SET) -> Movement:
    """Snow: a new set of trays every round, played at every table; E-W move one table.

    The system serves 2 to 60 tables, but ``sizes`` lists only the seed's 2 to
    7 ("not applicable except with a small number of tables or a large number
    of deals").
    """
    k = positive("trays per round", trays_per_round)
    room = room_for("snow", pairs, FEWEST_PAIRS, MOST_PAIRS, lambda n: _too_few(n, k))
    n = room.tables
    description = (f"Snow, {tables_label(n)}, {k} trays a round (004:650). N-S pairs sit still. "
                   f"Each round every table plays the round's {k} trays, passing each tray down "
                   f"one table after it is played; then the E-W pairs move up one table and a new set "
                   f"is put out.")
    return build("snow", room, [snow_round(n, k, r) for r in range(1, n + 1)], None, description)
