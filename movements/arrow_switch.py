"""The arrow switch: one winner from a Mitchell.

A Mitchell's N-S pairs are compared only with N-S pairs, so it has two
winners.  Turning the arrow (the table's N-S marker) round for the last rounds
makes every table's pairs change direction there: the N-S pair holds the E-W
cards and the E-W pair the N-S cards, seats and trays otherwise unchanged.  So
every pair is compared with pairs of the other direction too, and the evening
is scored across directions, by the Howell method, with one winner.  The
default switches the last quarter of the rounds (two at least from five rounds up).

The movement records the switched rounds as ``arrow_switch`` (an extra key of
``whist-movement/1``), so the checker can turn them back and test the
Mitchell it came from.

One field, but how full?  A N-S pair and an E-W pair are compared when each
held the same cards of some tray (:mod:`movements.compared`).  The rounds
switched are the last ones unless other rounds, as many, compare more
couples (a few swaps are tried, the latest rounds kept on a tie); the figure
is kept as ``arrow_switch_field`` ([compared, couples]) and shown with the
variant.  With one round switched nothing does better than one couple a
table never compared: a N-S pair and the E-W pair it meets in its switched
round are switched together and hold opposite cards of every tray they play,
so when every pair is to hold the other direction equally often, switch two
rounds or more (two compare every couple of a full field from four tables up).
"""

from __future__ import annotations

from dataclasses import replace

from movements.compared import Field, cross_field
from movements.errors import MovementError
from movements.model import Movement, Round, Table

KEY = "arrow_switch"
FIELD = "arrow_switch_field"
SWAPS = 3                 # rounds exchanged one at a time, at most, for a fuller field
SEARCHED_TABLES = 16      # beyond, the last rounds (they compare every couple there)


def default_rounds(rounds: int) -> int:
    """A quarter of ``rounds``, at least one, and at least two from five rounds up: one
    switched round leaves a couple a table never compared (see above)."""
    return max(1 if rounds < 5 else 2, round(rounds / 4))


def arrow_switch(movement: Movement, last: int) -> Movement:
    """``movement`` with ``last`` rounds arrow-switched (0: a quarter), the last ones unless
    others compare more N-S/E-W couples."""
    total = len(movement.rounds)
    last = last or default_rounds(total)
    if isinstance(last, bool) or not isinstance(last, int) or not 1 <= last < total:
        raise MovementError(f"the arrow switch turns 1 to {total - 1} of the {total} rounds "
                            f"round (the last ones), not {last}")
    switched, field = _fullest(movement, last)
    numbers = [r.round for r in movement.rounds]
    return replace(
        movement,
        rounds=switch_rounds(movement.rounds, set(switched)),
        description=(f"{movement.description} Arrow switch: in "
                     f"{'the last ' if switched == numbers[total - last:] else ''}{last} round"
                     f"{'s' if last > 1 else ''} (round{'s' if last > 1 else ''} "
                     f"{', '.join(map(str, switched))}) the pairs at every table change "
                     f"direction, so that there is one winner; {field.words()}.").strip(),
        extra={**movement.extra, KEY: switched, FIELD: [field.compared, field.couples]},
    )


def _fullest(movement: Movement, last: int) -> tuple[list[int], Field]:
    """The ``last`` rounds to switch: the last ones, or, when they leave couples never
    compared, the rounds that compare most found by swapping one round at a time."""
    numbers = [r.round for r in movement.rounds]

    def field(rounds) -> Field:
        switched = replace(movement, rounds=switch_rounds(movement.rounds, set(rounds)))
        return cross_field(switched, movement)

    chosen = numbers[len(numbers) - last:]
    best = field(chosen)
    for _ in range(SWAPS if len(movement.rounds[0].tables) <= SEARCHED_TABLES else 0):
        if best.full:
            break
        trials = [sorted((set(chosen) - {out}) | {into}) for out in chosen
                  for into in reversed(numbers) if into not in chosen]
        scored = [(field(t), t) for t in trials]
        top = max(scored, key=lambda ft: ft[0].compared, default=None)
        if top is None or top[0].compared <= best.compared:
            break
        best, chosen = top
    return list(chosen), best


def variant_text(movement: Movement) -> str:
    """The movement's variant as a director reads it: "standard, arrow switch in rounds 9-12"."""
    switched = movement.extra.get(KEY) or []
    words = [movement.variant or ""]
    if switched:
        consecutive = switched == list(range(switched[0], switched[-1] + 1))
        rounds = (f"{switched[0]}-{switched[-1]}" if consecutive and len(switched) > 1
                  else ", ".join(map(str, switched)))
        words.append(f"arrow switch in round{'s' if len(switched) > 1 else ''} {rounds}")
        field = movement.extra.get(FIELD)
        if isinstance(field, list) and len(field) == 2:
            compared, couples = field
            words[-1] += (f" (all {couples} N-S/E-W couples compared)" if compared == couples
                          else f" ({compared} of the {couples} N-S/E-W couples compared)")
    return ", ".join(w for w in words if w)


def switch_rounds(rounds: tuple[Round, ...], switched: set[int]) -> tuple[Round, ...]:
    """``rounds`` with every table of the rounds in ``switched`` turned round."""
    return tuple(replace(r, tables=tuple(_turned(t) for t in r.tables)) if r.round in switched
                 else r for r in rounds)


def _turned(table: Table) -> Table:
    return replace(table, ns=table.ew, ew=table.ns)
