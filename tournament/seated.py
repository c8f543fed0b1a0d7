"""An event's seated movement, and what it plays each round: read once, then kept.

A movement never changes while the event is seated, and a big one (a 60-table
Mitchell) takes longer to read than a whole score entry, so it is kept in Django's
cache (shared by the workers when the cache is Redis), in each worker's own memory in
front of it (the ``seated`` cache: what never changes needs no round trip to Redis once
the worker has a copy) and on the event object for the rest of the request.  This
module sits beside the models (it reads an event's columns, never writes, and imports
none of them), so the models, the write path and the lifecycle can all ask it.
"""

from __future__ import annotations

from dataclasses import replace

from django.core.cache import cache, caches

from movements import Movement

KEPT_FOR = 24 * 3600   # seconds: the movement and the trays' ids of a seated event


def _seated_key(event, what: str) -> str:
    """The cache key of what never changes while the event is seated: its id and seating
    time, so a re-seated event, or a new one that reuses a deleted one's id, is not confused
    with what was seated before."""
    return f"whist:seated:{event.pk}:{event.seated_at.timestamp() if event.seated_at else '-'}:{what}"


def _kept(event, name: str, make, *, shared: bool = True):
    """What is kept under the cache key ``name``: from the event object (this request), else
    from this worker's ``seated`` cache, else from the shared cache (unless not ``shared``:
    it holds no such key; found there, it is kept in the worker's too), else ``make()``,
    which keeps what it makes in both and returns the value for ``name`` (None: nothing to
    keep)."""
    memo = _memo(event)
    if name in memo:
        return memo[name]
    own = caches["seated"]
    value = own.get(name)
    if value is None and shared:
        value = cache.get(name)
        if value is not None:
            own.set(name, value, KEPT_FOR)
    if value is None:
        value = make()
        if value is None:
            return None
    memo[name] = value
    return value


def _memo(event) -> dict:
    """What this request has already read of the event's seated movement, by cache key."""
    return event.__dict__.setdefault("_seated_memo", {})


def kept_while_seated(event, what: str, read):
    """``read(event)``: for what never changes while the event is seated (its movement, or
    some part of it), kept in Django's cache and on the event object for the rest of the
    request; None is not kept."""
    name = _seated_key(event, what)       # re-seated (a late arrival): another key

    def make():
        value = read(event)
        if value is not None:
            cache.set(name, value, KEPT_FOR)
            caches["seated"].set(name, value, KEPT_FOR)
        return value

    return _kept(event, name, make)


def kept_by_number(event, what: str, number: int, read_all):
    """The part numbered ``number`` (a table's, a tray's) of ``read_all(event)`` (a dict by
    number; None: nothing to keep), kept like :func:`kept_while_seated` but one part a number
    in the worker's own cache, so that a table's request reads and decodes its own part, not
    every table's.  The shared cache keeps the dict whole: a worker without the part fetches
    every part at once (or makes them), so it goes to the shared cache once for them all, not
    once a number.  A number the dict does not name gets its value for None, or False."""
    name = _seated_key(event, f"{what}:part:{number}")

    def make():
        whole = _seated_key(event, f"{what}:every-part")
        parts = cache.get(whole)
        if parts is None:
            parts = read_all(event)
            if parts is None:
                return None
            cache.set(whole, parts, KEPT_FOR)
        kept = {_seated_key(event, f"{what}:part:{n}"): part for n, part in parts.items() if n is not None}
        kept.setdefault(name, parts.get(None, False))
        caches["seated"].set_many(kept, KEPT_FOR)
        return kept[name]

    return _kept(event, name, make, shared=False)


def movement_of(event) -> Movement | None:
    """The event's seated movement, read from the database once, then from the cache
    (None before seating).  Callers may load the event with ``defer("movement")``."""
    return kept_while_seated(event, "movement", lambda e: Movement.from_json(e.movement) if e.movement else None)


def round_only(movement: Movement, round_no: int) -> Movement:
    """The movement cut down to one round: all a single result is checked against."""
    return replace(movement, rounds=tuple(r for r in movement.rounds if r.round == round_no))


def round_of(event, round_no: int) -> Movement | None:
    """The movement cut down to round ``round_no`` (None: no such round), kept like the
    movement: what the round's progress and its close read (a table reads
    :func:`at_table`), a sixtieth of a 60-table movement to fetch."""
    def cut(e) -> Movement | bool:
        movement = movement_of(e)
        if movement is None or not any(r.round == round_no for r in movement.rounds):
            return False
        return round_only(movement, round_no)

    return kept_while_seated(event, f"round:{round_no}", cut) or None


def keep_every_round(event) -> None:
    """Cut the seated movement into its rounds and keep each where :func:`round_of` finds it,
    all at once, when play starts: the close of each round reads its round, and would otherwise
    decode the whole movement for it (a 60-table Mitchell: some 40 million instructions in the
    worker that closes, every round)."""
    movement = movement_of(event)
    if movement is not None:
        cache.set_many({_seated_key(event, f"round:{r.round}"): round_only(movement, r.round)
                        for r in movement.rounds}, KEPT_FOR)


def at_table(event, round_no: int, table: int) -> Movement | None:
    """The movement cut down to table ``table`` in round ``round_no`` (None: no such round;
    a table the round lacks gets the round with no tables): all one table's entry is checked
    against, kept a table at a time, a sixtieth of a 60-table round to decode."""
    def cut(e) -> dict | None:
        movement = movement_of(e)
        if movement is None:
            return None
        found = next((r for r in movement.rounds if r.round == round_no), None)
        if found is None:
            return {}
        parts: dict = {t.table: replace(movement, rounds=(replace(found, tables=(t,)),)) for t in found.tables}
        parts[None] = replace(movement, rounds=(replace(found, tables=()),))   # any other table
        return parts

    return kept_by_number(event, f"round:{round_no}", table, cut) or None


def plays(event, round_no: int, table: int | None = None):
    """The trays really played in the round (at ``table``, or everywhere)."""
    one_round = round_of(event, round_no) if table is None else at_table(event, round_no, table)
    return list(one_round.plays(table=table)) if one_round else []


def round_size(event, round_no: int) -> int:
    """How many trays are really played in round ``round_no``, kept: a count, not a round to fetch."""
    sizes = kept_while_seated(event, "round-sizes", lambda e: _sizes(movement_of(e)))
    return sizes.get(round_no, 0) if sizes else 0


def _sizes(movement: Movement | None) -> dict[int, int] | None:
    if movement is None:
        return None
    sizes: dict[int, int] = {}
    for play in movement.plays():
        sizes[play.round] = sizes.get(play.round, 0) + 1
    return sizes
