"""The arrow switch: one winner from a Mitchell.

A Mitchell's N-S pairs are compared only with N-S pairs, so it has two
winners.  Turning the arrow (the table's N-S marker) round for the last rounds
makes every table's pairs change direction there: the N-S pair holds the E-W
cards and the E-W pair the N-S cards, seats and trays otherwise unchanged.  So
every pair is compared with pairs of the other direction too, and the evening
is scored across directions, by the Howell method, with one winner.  The
default switches the last quarter of the rounds.

The movement records the switched rounds as ``arrow_switch`` (an extra key of
``whist-movement/1``), so the checker can turn them back and test the
Mitchell it came from.
"""

from __future__ import annotations

from dataclasses import replace

from movements.errors import MovementError
from movements.model import Movement, Round, Table

KEY = "arrow_switch"


def default_rounds(rounds: int) -> int:
    """The last quarter of ``rounds`` (at least one)."""
    return max(1, round(rounds / 4))


def arrow_switch(movement: Movement, last: int) -> Movement:
    """``movement`` with the last ``last`` rounds arrow-switched (0: the last quarter)."""
    total = len(movement.rounds)
    last = last or default_rounds(total)
    if isinstance(last, bool) or not isinstance(last, int) or not 1 <= last < total:
        raise MovementError(f"the arrow switch turns 1 to {total - 1} of the {total} rounds "
                            f"round (the last ones), not {last}")
    switched = [r.round for r in movement.rounds[total - last:]]
    return replace(
        movement,
        rounds=switch_rounds(movement.rounds, set(switched)),
        description=(f"{movement.description} Arrow switch: in the last {last} round"
                     f"{'s' if last > 1 else ''} (round{'s' if last > 1 else ''} "
                     f"{', '.join(map(str, switched))}) the pairs at every table change "
                     "direction, so that there is one winner.").strip(),
        extra={**movement.extra, KEY: switched},
    )


def variant_text(movement: Movement) -> str:
    """The movement's variant as a director reads it: "standard, arrow switch in rounds 9-12"."""
    switched = movement.extra.get(KEY) or []
    words = [movement.variant or ""]
    if switched:
        words.append(f"arrow switch in round{'s' if len(switched) > 1 else ''} "
                     f"{switched[0]}{f'-{switched[-1]}' if len(switched) > 1 else ''}")
    return ", ".join(w for w in words if w)


def switch_rounds(rounds: tuple[Round, ...], switched: set[int]) -> tuple[Round, ...]:
    """``rounds`` with every table of the rounds in ``switched`` turned round."""
    return tuple(replace(r, tables=tuple(_turned(t) for t in r.tables)) if r.round in switched
                 else r for r in rounds)


def _turned(table: Table) -> Table:
    return replace(table, ns=table.ew, ew=table.ns)
