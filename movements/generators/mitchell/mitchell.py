"""The Mitchell movement and its eight modifications for an even number of tables.

John T. Mitchell's system (004:551-599): the N-S pairs sit still; after each
round the E-W pairs move up one table (the last table's to table 1) and the
trays move down one table (table 1's to the last).  With an odd number of
tables every E-W pair meets every N-S pair once and every pair plays every
tray.  With an even number the E-W pairs would meet the trays they have played,
so the seed gives eight modifications; each is the ``variant`` of the same name.
Two later remedies whose tables share tray sets, the relay and bye stand and
the twin Mitchell, are the variants of :mod:`movements.generators.mitchell.share`.

The seed's "deal" is here a *tray set*: the ``trays_per_round`` trays a table
plays in one round (Foster plays "two or three deals" a round, 003:8393).  Its
count of deals ("twice as many deals as tables") is a count of tray sets.

Importing this module also registers the other compass systems, Clay and Snow.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Callable

from movements.arrow_switch import arrow_switch as switched
from movements.generators.mitchell import share
from movements.generators.mitchell.compass import (Stage, build, numbered_sets, positive, room_for, stages, tables_label, travel)
from movements.errors import MovementError
from movements.model import Movement
from movements.registry import system

FEWEST_PAIRS, MOST_PAIRS = 5, 120      # 3 to 60 tables
SEED_VARIANTS = ("standard", "basic", "mod1", "mod2", "mod3", "mod4", "mod5", "mod6", "mod7",
                 "mod8")
VARIANTS = SEED_VARIANTS + (share.RELAY, share.SHARE)

MOVE = ("N-S pairs sit still. After each round the E-W pairs move up one table "
        "(from the last table to table 1) and the trays move down one table "
        "(from table 1 to the last).")


def _first_plan(n: int) -> list[int]:
    """E-W shifts of the first modification: after half the rounds they skip a
    table and finish at the table they began at (004:585)."""
    half = n // 2
    return list(range(half)) + list(range(half + 1, n + 1))


def _second_plan(n: int) -> list[int]:
    """E-W shifts of the second modification: after half the rounds they stay
    seated once while the trays move (004:587)."""
    half = n // 2
    return list(range(half)) + list(range(half - 1, n - 1))


def _through(n: int, size: int, shifts: list[int], start: int = 0,
             first_set: int = 0) -> list[Stage]:
    """Play once through with one fresh tray set on each table, the E-W pairs
    ``start`` tables on from their own table, then moving by ``shifts``."""
    stacks = numbered_sets([1] * n, size, first_tray=first_set * size + 1)
    return stages([start + s for s in shifts], travel(stacks, n, step=-1))


def _twice_through(first: Callable[[int], list[int]], second: Callable[[int], list[int]],
                   start: Callable[[int], int]) -> Callable[[int, int, int], list[Stage]]:
    """Two passes, a new tray set on each table for the second (mods 3 to 6)."""
    def plan(n: int, size: int, circuits: int) -> list[Stage]:
        return (_through(n, size, first(n))
                + _through(n, size, second(n), start=start(n), first_set=n))
    return plan


def _two_sets_each(n: int, size: int, circuits: int) -> list[Stage]:
    """Seventh modification: two sets on each table, E-W move after each set,
    the trays only after both have been played (004:597)."""
    stacks = numbered_sets([2] * n, size)
    return stages(range(2 * n), travel(stacks, 2 * n, step=-1))


def eighth_layout(n: int, circuits: int = 2) -> list[int]:
    """Tray sets on each table at the start of the eighth modification (004:599).

    One set on every table; the ``circuits - 1`` extra sets of ``n`` are split
    between two tables half the room apart, an odd number to each: one to table
    n/2 and the rest to the last table (the seed's 8-table layouts for 16 and
    24 deals).
    """
    counts = [1] * n
    counts[n // 2 - 1] += 1
    counts[n - 1] += (circuits - 1) * n - 1
    return counts


def _extra_sets(n: int, size: int, circuits: int) -> list[Stage]:
    stacks = numbered_sets(eighth_layout(n, circuits), size)
    return stages(range(circuits * n), travel(stacks, circuits * n, step=-1))


def _even(name: str) -> Callable[[int], str | None]:
    def refusal(n: int) -> str | None:
        if n % 2:
            return (f"the {name} modification is for an even number of tables, not "
                    f"{tables_label(n)} (use the basic Mitchell)")
        return None
    return refusal


def _seventh_refusal(n: int) -> str | None:
    if n % 3 == 0:
        return (f"the seventh modification does not work with {tables_label(n)}: it is \"not "
                f"applicable to a number of tables divisible by three\" (004:597), because the "
                f"E-W pairs would come back to trays they have played")
    return None


def _basic_refusal(n: int) -> str | None:
    if n % 2 == 0:
        works = ", ".join(v for v in VARIANTS[2:] if PLANS[v].refusal(n) is None)
        return (f"the basic Mitchell needs an odd number of tables (004:583); "
                f"for {tables_label(n)} choose one of: {works}")
    return None


@dataclass(frozen=True)
class Plan:
    """One variant: when it works, how it is built, and what the director announces."""

    refusal: Callable[[int], str | None]       # why it cannot serve n tables, or None
    schedule: Callable[[int, int, int], list[Stage]]
    title: str
    how: Callable[[int], str]                  # the director's instructions for n tables
    extra: Callable[[int], dict] = lambda n: {}  # extra keys of the movement (shared sets ...)

    def instructions(self, n: int) -> str:
        return f"Mitchell, {self.title}, {tables_label(n)}. {self.how(n)}"


def _halves(first: str, second: str, start: str) -> Callable[[int], str]:
    return lambda n: (f"{MOVE} Rounds 1-{n} go by the {first} modification; then {start}, "
                      f"a new set of trays is put out, and rounds {n + 1}-{2 * n} go by the "
                      f"{second} modification.")


PLANS: dict[str, Plan] = {
    "basic": Plan(_basic_refusal, lambda n, size, c: _through(n, size, list(range(n))),
                  "basic movement (004:555)", lambda n: MOVE),
    "mod1": Plan(_even("first"), lambda n, size, c: _through(n, size, _first_plan(n)),
                 "first modification (004:585)",
                 lambda n: f"{MOVE} After round {n // 2} the E-W pairs skip one table, and finish "
                           f"at the table they began at."),
    "mod2": Plan(_even("second"), lambda n, size, c: _through(n, size, _second_plan(n)),
                 "second modification (004:587)",
                 lambda n: f"{MOVE} After round {n // 2} only the trays move: the E-W pairs stay "
                           f"and play the same N-S pair again."),
    "mod3": Plan(_even("third"), _twice_through(_first_plan, _first_plan, lambda n: n // 2),
                 "third modification (004:589)",
                 _halves("first", "first", "each E-W pair goes to the table it skipped")),
    "mod4": Plan(_even("fourth"), _twice_through(_second_plan, _second_plan, lambda n: n // 2),
                 "fourth modification (004:591)",
                 _halves("second", "second",
                         "each E-W pair goes to the table after the one where it played twice")),
    "mod5": Plan(_even("fifth"), _twice_through(_first_plan, _second_plan, lambda n: n + 1),
                 "fifth modification (004:593)",
                 _halves("first", "second", "the E-W pairs move up one table")),
    "mod6": Plan(_even("sixth"), _twice_through(_second_plan, _first_plan, lambda n: n - 1),
                 "sixth modification (004:595)",
                 _halves("second", "first", "the E-W pairs move up one table")),
    "mod7": Plan(_seventh_refusal, _two_sets_each, "seventh modification (004:597)",
                 lambda n: "N-S pairs sit still. Each table has two sets of trays. The E-W pairs "
                           "move up one table after every round, the trays move down one table "
                           "after every second round: the E-W pairs go twice round the room."),
    "mod8": Plan(_even("eighth"), _extra_sets, "eighth modification (004:599)",
                 lambda n: f"{MOVE} Tables {n // 2} and {n} start with extra sets of trays; a set "
                           f"arriving at a table waits behind the sets already there. The E-W "
                           f"pairs go round the room more than once."),
    share.RELAY: Plan(share.relay_refusal, share.relay_schedule,
                      f"relay and bye stand ({share.SOURCES})", share.relay_how,
                      share.relay_extra),
    share.SHARE: Plan(share.share_refusal, share.share_schedule,
                      f"shared trays, the twin Mitchell ({share.SOURCES})", share.share_how,
                      share.share_extra),
}


def standard_plan(tables: int) -> str:
    """What "standard" plays: basic for an odd number of tables, else the first modification."""
    return "basic" if tables % 2 else "mod1"


@system("mitchell", "pairs", "Mitchell", sizes=range(FEWEST_PAIRS, MOST_PAIRS + 1),
        trays_per_round=2, variants=VARIANTS, aliases=("standard",),
        options=("circuits", "arrow_switch"))
def mitchell(pairs: int, trays_per_round: int = 2, variant: str = "standard",
             circuits: int = 2, arrow_switch: int | None = None) -> Movement:
    """Mitchell: N-S sit still, E-W move up one table and the trays down one.

    ``variant`` "standard" is the basic movement for an odd number of tables and
    the first modification for an even number (the movement records "standard";
    its description says which).  ``circuits`` (eighth modification only) is how
    many times the E-W pairs go round the room: 2 gives the seed's 16 deals at
    8 tables, 3 its 24 deals.  ``arrow_switch``: that many last rounds (0: a
    quarter) are arrow-switched, for one winner (:mod:`movements.arrow_switch`).
    """
    if variant not in VARIANTS:
        raise MovementError(f"mitchell has no variant {variant!r}; "
                            f"choose one of {', '.join(VARIANTS)}")
    size = positive("trays per round", trays_per_round)
    if variant != "mod8" and circuits != 2:
        raise MovementError("only the eighth modification lets the E-W pairs go round "
                            "more than twice")
    if positive("circuits", circuits) < 2:
        raise MovementError("under the eighth modification the E-W pairs go round at least twice")
    if variant == "standard":
        plan = PLANS[standard_plan(room_for("mitchell", pairs, FEWEST_PAIRS, MOST_PAIRS).tables)]
    else:
        plan = PLANS[variant]
    room = room_for("mitchell", pairs, FEWEST_PAIRS, MOST_PAIRS, plan.refusal)
    schedule = plan.schedule(room.tables, size, circuits)
    movement = build("mitchell", room, schedule, variant, plan.instructions(room.tables))
    movement = replace(movement, extra={**movement.extra, **plan.extra(room.tables)})
    return movement if arrow_switch is None else switched(movement, arrow_switch)


# Registers the other compass systems.
from movements.generators.mitchell import clay, snow  # noqa: E402,F401  isort:skip
