"""An event's seated movement, read once per process, and what it plays each round.

A movement never changes while the event is seated, and a big one (a 60-table
Mitchell) takes longer to read than a whole score entry, so each worker keeps
the last few.  This module sits beside the models (it reads an event's columns,
never writes, and imports none of them), so the models, the write path and the lifecycle can all ask it.
"""

from __future__ import annotations

import threading
from dataclasses import replace

from movements import Movement

_MOVEMENTS: dict[tuple, Movement] = {}
_READING = threading.RLock()


def kept(cache: dict, event, read):
    """``read(event)``, kept per process for the last few events (None is not kept).

    For what never changes while an event is seated; the key has the seating
    time too, so a re-seated event, or a new one that reuses a deleted one's id,
    is not confused with what was seated before.
    One thread reads while the worker's other threads wait for it (a worker
    restarted mid-evening is asked by many tables at once).
    """
    key = (event.pk, event.seated_at)
    value = cache.get(key)
    if value is None:
        with _READING:
            value = cache.get(key)
            if value is None:
                value = read(event)
                if value is None:
                    return None
                if len(cache) >= 16:
                    cache.pop(next(iter(cache)))
                cache[key] = value
    return value


def movement_of(event) -> Movement | None:
    """The event's seated movement, read once per process (None before seating).

    A movement never changes while seated, and a big one (a 60-table Mitchell)
    takes longer to read than a whole score entry, so each worker keeps the
    last few.  Callers may load the event with ``defer("movement")``.
    """
    return kept(_MOVEMENTS, event, lambda e: Movement.from_json(e.movement) if e.movement else None)



def round_only(movement: Movement, round_no: int) -> Movement:
    """The movement cut down to one round: all a single result is checked against."""
    return replace(movement, rounds=tuple(r for r in movement.rounds if r.round == round_no))


def plays(event, round_no: int, table: int | None = None):
    """The trays really played in the round (at ``table``, or everywhere)."""
    return [p for p in round_only(movement_of(event), round_no).plays()
            if table is None or p.table == table]
