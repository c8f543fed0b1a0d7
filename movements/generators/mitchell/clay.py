"""The Clay system and its four modifications (004:601-648).

"Place two deals on each table. The East and West players move to the next
table after each deal, carrying with them the deal which they have just played.
The North and South pairs play the deals in regular order, the East and West
in reverse order." (004:601)  A carried tray waits at the next table behind the
trays already there.  The N-S pairs sit still.

Here ``trays_per_round`` is the seed's "deals at a table": the trays put on
each table at the start (default 2, the basic system).  A round is one tray
(basic, third and fourth modifications) or the part of a table's trays played
before the E-W pairs move (first and second modifications).
"""

from __future__ import annotations

from dataclasses import dataclass
from math import gcd
from typing import Callable

from movements.generators.mitchell.compass import (Stage, build, numbered, positive, room_for, stages, tables_label, travel)
from movements.errors import MovementError
from movements.model import Movement
from movements.registry import system

FEWEST_PAIRS, MOST_PAIRS = 4, 120      # 2 to 60 tables (the seed's tables start at 2)
VARIANTS = ("basic", "mod1", "mod2", "mod3", "mod4")


def _carried(layout: list[list[int]], rounds: int) -> list[Stage]:
    """E-W move up one table every round, taking the trays they played along."""
    return stages(range(rounds), travel(numbered(layout), rounds, step=+1))


def _basic(n: int, d: int) -> list[Stage]:
    return _carried([[1, 1]] * n, 2 * n)


def _halves(n: int, d: int) -> list[Stage]:
    return _carried([[d // 2, d // 2]] * n, 2 * n)


def _portions(n: int, d: int) -> list[Stage]:
    return _carried([[d - d // 2, d // 2]] * n, 2 * n)


def _one_at_a_time(n: int, d: int) -> list[Stage]:
    return _carried([[1] * d] * n, d * n)


def fourth_layout(n: int, d: int) -> list[int]:
    """Trays on each table at the start of the fourth modification: two on every
    table, and the last table also the ``(d - 2) * n`` extra trays (004:637)."""
    counts = [2] * n
    counts[-1] += (d - 2) * n
    return counts


def _extra_trays(n: int, d: int) -> list[Stage]:
    return _carried([[1] * count for count in fourth_layout(n, d)], d * n)


def _two_only(n: int, d: int) -> str | None:
    if d != 2:
        return (f"the basic Clay system puts two trays on each table (004:601); for {d} use "
                f"{'mod1' if d % 2 == 0 else 'mod2'}, mod3 or mod4")
    return None


def _even_trays(n: int, d: int) -> str | None:
    if d % 2:
        return (f"the first modification needs an even number of trays on each table (004:605), "
                f"not {d}: use {_near(d, lambda k: k % 2 == 0 and k >= 2)}, or mod2 for {d}")
    return None


def _odd_trays(n: int, d: int) -> str | None:
    if d % 2 == 0 or d < 3:
        return (f"the second modification needs an odd number of trays on each table, at least 3 "
                f"(004:609), not {d}: use {_near(d, lambda k: k % 2 == 1 and k >= 3)}, or mod1")
    return None


def _coprime(n: int, d: int) -> str | None:
    common = gcd(n, d - 1)
    if common != 1:
        works = _near(d, lambda k: k >= 2 and gcd(n, k - 1) == 1)
        return (f"the third modification works only when the number of tables and one less than "
                f"the trays on each table have no common divisor but one (004:611); {n} and "
                f"{d - 1} (one less than {d} trays) have the common divisor {common}: "
                f"with {tables_label(n)} put {works} trays on each table")
    return None


def _at_least_two(n: int, d: int) -> str | None:
    if d < 2:
        return f"the fourth modification puts at least two trays on each table (004:637), not {d}"
    return None


def _near(d: int, works: Callable[[int], bool]) -> str:
    """The nearest tray counts below and above ``d`` that work."""
    below = next((k for k in range(d - 1, 0, -1) if works(k)), None)
    above = next(k for k in range(d + 1, d + 1000) if works(k))
    return " or ".join(str(k) for k in (below, above) if k is not None)


@dataclass(frozen=True)
class Plan:
    refusal: Callable[[int, int], str | None]     # why n tables with d trays each cannot be served
    schedule: Callable[[int, int], list[Stage]]
    instructions: Callable[[int, int], str]


MOVE = ("N-S pairs sit still. The E-W pairs move up one table after every round "
        "(from the last table to table 1), carrying the trays they have just played, "
        "which wait at the next table behind the trays there.")

PLANS: dict[str, Plan] = {
    "basic": Plan(_two_only, _basic,
                  lambda n, d: f"Clay, {tables_label(n)}, two trays on each table, one tray "
                               f"a round (004:601). {MOVE}"),
    "mod1": Plan(_even_trays, _halves,
                 lambda n, d: f"Clay, first modification (004:605), {d} trays on each table: play "
                              f"{d // 2} before moving. {MOVE}"),
    "mod2": Plan(_odd_trays, _portions,
                 lambda n, d: f"Clay, second modification (004:609), {d} trays on each table: "
                              f"play {d - d // 2}, move, play the {d // 2} left at the next table, "
                              f"and so on. {MOVE}" + (" With an even number of tables it is unequal as to "
                                               "adversaries." if n % 2 == 0 else "")),
    "mod3": Plan(_coprime, _one_at_a_time,
                 lambda n, d: f"Clay, third modification (004:611), {d} trays on each table, one "
                              f"tray a round, {d} times round the room. {MOVE}"),
    "mod4": Plan(_at_least_two, _extra_trays,
                 lambda n, d: f"Clay, fourth modification (004:637): two trays on each table and "
                              f"{(d - 2) * n} more on table {n}, one tray a round. {MOVE}"),
}


@system("clay", "pairs", "Clay", sizes=range(FEWEST_PAIRS, MOST_PAIRS + 1),
        trays_per_round=2, variants=VARIANTS)
def clay(pairs: int, trays_per_round: int = 2, variant: str = "basic") -> Movement:
    """Clay: E-W move after every tray, carrying it to the next table.

    ``trays_per_round`` is the number of trays put on each table (the seed's
    "deals at a table"); the third modification needs it to satisfy the gcd
    rule, gcd(tables, trays - 1) = 1.
    """
    if variant not in PLANS:
        raise MovementError(f"clay has no variant {variant!r}; choose one of {', '.join(VARIANTS)}")
    d = positive("trays on each table", trays_per_round)
    plan = PLANS[variant]
    room = room_for("clay", pairs, FEWEST_PAIRS, MOST_PAIRS, lambda n: plan.refusal(n, d))
    n = room.tables
    return build("clay", room, plan.schedule(n, d), variant, plan.instructions(n, d))
