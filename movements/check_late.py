"""The checker's rules for late entrants (``late``: entrant -> first round played).

A late entrant joined a movement in progress in the missing entrant's place.
The checker takes every late entrant out again (:func:`without_late`: its seats
empty, whoever it played against sitting out) and tests what is left as a
movement of its system; on the movement as played it tests that each late
entrant is numbered after the field, sits out every round before it joined,
plays every round from then on, no tray twice, and meets nobody more often than
two entrants of the field meet.  Like the rest of
:mod:`movements.check`, these rules read only the movement, never how it was built.
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import replace

from .check import _Problems, _rounds, _times
from .late import KEY
from .model import Movement


def _listed(movement: Movement, found: _Problems) -> dict[int, int] | None:
    """The late entrants as listed, or None (and a problem) when the list is malformed."""
    raw = movement.extra.get(KEY)
    numbers = {r.round for r in movement.rounds}
    noun = "player" if movement.is_individual else "pair"
    late = {}
    if isinstance(raw, dict) and raw:
        for who, first in raw.items():
            try:
                number = int(who)
            except ValueError:
                number = 0
            if isinstance(first, bool) or not isinstance(first, int) or first not in numbers:
                break
            late[number] = first
        else:
            field = movement.entrants - len(late)
            if sorted(late) == list(range(field + 1, movement.entrants + 1)):
                return late
            found.add("late", f"the late {noun}s must be numbered after the field, "
                              f"{field + 1} to {movement.entrants}, not {', '.join(map(str, sorted(late)))}")
            return None
    found.add("late", f"late must name each late {noun} and the round it joined, not {raw!r}")
    return None


def without_late(movement: Movement, found: _Problems) -> Movement:
    """``movement`` as it was before its late entrants joined (itself when none did).

    Each late entrant's seats are emptied and it leaves the idle lists;
    whoever sat at its table sits out instead.  The played movement's own
    problems with its late entrants are reported in ``found``.
    """
    if KEY not in movement.extra:
        return movement
    late = _listed(movement, found)
    if late is None:
        return movement
    _late_rules(movement, late, found)
    rounds = []
    for rnd in movement.rounds:
        tables, idle = [], [who for who in rnd.idle if who not in late]
        for table in rnd.tables:
            seats = table.seats()
            if any(who in late for who in seats.values()):
                idle += [who for who in seats.values() if who is not None and who not in late]
                table = replace(table, **{s: None if who in late else who for s, who in seats.items()})
            tables.append(table)
        rounds.append(replace(rnd, tables=tuple(tables), idle=tuple(sorted(idle))))
    extra = {k: v for k, v in movement.extra.items() if k != KEY}
    return replace(movement, entrants=movement.entrants - len(late), rounds=tuple(rounds), extra=extra)


def _late_rules(movement: Movement, late: dict[int, int], found: _Problems) -> None:
    """Each late entrant sits out before it joined and plays every round after, at one
    table, never a tray twice, and meets nobody more often than two of the field meet."""
    noun = "player" if movement.is_individual else "pair"
    met: dict[tuple[int, int], list[int]] = defaultdict(list)
    trays: dict[int, dict[int, int]] = defaultdict(dict)       # late entrant -> tray -> round
    for rnd in movement.rounds:
        seats: dict[int, list[int]] = defaultdict(list)        # late entrant -> its tables
        playing = set()
        for table in rnd.tables:
            for who in table.seats().values():
                if who in late:
                    seats[who].append(table.table)
            if not table.played:
                continue
            for a in table.ns_side:
                for b in table.ew_side:
                    met[(b, a) if b in late else (a, b)].append(rnd.round)
            playing.update(table.ns_side + table.ew_side)
            for who in set(table.ns_side + table.ew_side) & set(late):
                for tray in table.trays:
                    first = trays[who].setdefault(tray, rnd.round)
                    if first != rnd.round:
                        found.add("late", f"late {noun} {who} plays tray {tray} twice "
                                          f"(rounds {first} and {rnd.round})")
        for who, first in late.items():
            if len(seats[who]) > 1:
                found.add("late", f"late {noun} {who} has {len(seats[who])} seats in round {rnd.round}")
            if rnd.round < first and who not in rnd.idle:
                found.add("late", f"late {noun} {who} joined in round {first} but is not listed "
                                  f"as sitting out round {rnd.round}")
            elif rnd.round >= first and who not in playing:
                found.add("late", f"late {noun} {who} joined in round {first} but does not play "
                                  f"round {rnd.round}")
    usual = max((len(r) for (a, b), r in met.items() if a not in late and b not in late), default=1)
    for (who, other), rounds in sorted(met.items()):
        if who in late and len(rounds) > usual:
            found.add("late", f"late {noun} {who} meets {noun} {other} {_times(len(rounds))} "
                              f"({_rounds(rounds)}), where no two other {noun}s meet more than "
                              f"{_times(usual)}")
