"""An event's seated movement, and what it plays each round: read once, then kept.

A movement never changes while the event is seated, and a big one (a 60-table
Mitchell) takes longer to read than a whole score entry, so it is kept in Django's
cache (shared by the workers when the cache is Redis) and on the event object for
the rest of the request.  This module sits beside the models (it reads an event's
columns, never writes, and imports none of them), so the models, the write path and
the lifecycle can all ask it.
"""

from __future__ import annotations

from dataclasses import replace

from django.core.cache import cache

from movements import Movement

KEPT_FOR = 24 * 3600   # seconds: the movement and the trays' ids of a seated event


def _seated_key(event, what: str) -> str:
    """The cache key of what never changes while the event is seated: its id and seating
    time, so a re-seated event, or a new one that reuses a deleted one's id, is not confused
    with what was seated before."""
    return f"whist:seated:{event.pk}:{event.seated_at.timestamp() if event.seated_at else '-'}:{what}"


def kept_while_seated(event, what: str, read):
    """``read(event)``: for what never changes while the event is seated (its movement, or
    some part of it), kept in Django's cache and on the event object for the rest of the
    request; None is not kept."""
    memo = event.__dict__.setdefault("_seated_memo", {})
    name = _seated_key(event, what)       # re-seated (a late arrival): another key
    if name in memo:
        return memo[name]
    value = cache.get(name)
    if value is None:
        value = read(event)
        if value is None:
            return None
        cache.set(name, value, KEPT_FOR)
    memo[name] = value
    return value


def movement_of(event) -> Movement | None:
    """The event's seated movement, read from the database once, then from the cache
    (None before seating).  Callers may load the event with ``defer("movement")``."""
    return kept_while_seated(event, "movement", lambda e: Movement.from_json(e.movement) if e.movement else None)


def round_only(movement: Movement, round_no: int) -> Movement:
    """The movement cut down to one round: all a single result is checked against."""
    return replace(movement, rounds=tuple(r for r in movement.rounds if r.round == round_no))


def round_of(event, round_no: int) -> Movement | None:
    """The movement cut down to round ``round_no`` (None: no such round), kept like the
    movement: all a table's entry needs, a sixtieth of a 60-table movement to fetch."""
    def cut(e) -> Movement | bool:
        movement = movement_of(e)
        if movement is None or not any(r.round == round_no for r in movement.rounds):
            return False
        return round_only(movement, round_no)

    return kept_while_seated(event, f"round:{round_no}", cut) or None


def plays(event, round_no: int, table: int | None = None):
    """The trays really played in the round (at ``table``, or everywhere)."""
    one_round = round_of(event, round_no)
    return list(one_round.plays(table=table)) if one_round else []
