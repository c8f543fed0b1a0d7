"""The checker's rules for late entrants (``late``: entrant -> first round played).

A late entrant joined a movement in progress in the missing entrant's place, or at a
late table (:mod:`movements.late.table`), which is taken out first: whoever of the field
played there goes back to the table whose trays it shared.
The checker takes every late entrant out again (:func:`without_late`: its seats
empty, whoever it played against sitting out) and tests what is left as a
movement of its system; on the movement as played it tests that each late
entrant is numbered after the field, sits out every round before it joined,
plays every round from then on and meets nobody more often than two entrants of
the field meet, and the rules every movement keeps (no tray twice, one seat a round,
a tray at one table in a slot) are tested on the movement as played too.  Like the rest of
:mod:`movements.check`, these rules read only the movement, never how it was built.
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import replace

from movements.check.facts import Facts, Problems, rounds_of, times_said
from movements.late.pair import KEY
from movements.late.table import KEY as TABLES_KEY
from movements.model import Movement

# The universal rules tested on the movement as played too: the base movement cannot show
# a late table's tray at two tables in one slot, or a late pair's tray played twice.
_AS_PLAYED = ("tray clash", "tray twice", "two seats", "table numbers")


def _listed(movement: Movement, found: Problems) -> dict[int, int] | None:
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
    found.add("late", f"late must name each late {noun} and the round it joined, not {raw!r:.80}")
    return None


def without_late(movement: Movement, found: Problems) -> Movement:
    """``movement`` as it was before its late entrants joined (itself when none did).

    Each late entrant's seats are emptied and it leaves the idle lists;
    whoever sat at its table sits out instead, holding no seat (docs/formats.md).  The played movement's own
    problems with its late entrants are reported in ``found``.
    """
    if KEY not in movement.extra and TABLES_KEY not in movement.extra:
        return movement
    late = _listed(movement, found)
    if late is None:
        return movement
    _late_rules(movement, late, found)
    played = Problems()
    Facts(movement, played)
    for kind in _AS_PLAYED:
        for text in played.by_kind.get(kind, ()):
            found.add(kind, text)
    movement = _without_late_tables(movement, late, found)
    rounds = []
    for rnd in movement.rounds:
        tables, idle = [], [who for who in rnd.idle if who not in late]
        for table in rnd.tables:
            seats = table.seats()
            if any(who in late for who in seats.values()):
                idle += [who for who in seats.values() if who is not None and who not in late]
                table = table.reseated({s: None for s in seats})    # a sit-out holds no seat
            tables.append(table)
        rounds.append(replace(rnd, tables=tuple(tables), idle=tuple(sorted(idle))))
    extra = {k: v for k, v in movement.extra.items() if k != KEY}
    return replace(movement, entrants=movement.entrants - len(late), rounds=tuple(rounds), extra=extra)


def _without_late_tables(movement: Movement, late: dict[int, int], found: Problems) -> Movement:
    """``movement`` without its late tables (``late_tables``: table -> first round).

    A late table plays the trays of exactly one other table, its host, in each
    round from the one it joined; whoever of the field sits there goes back to
    the host in place of the late pair sitting there.
    """
    raw = movement.extra.get(TABLES_KEY)
    if raw is None:
        return movement
    numbers = {r.round for r in movement.rounds}
    try:
        added = {int(table): first for table, first in raw.items()}
    except (AttributeError, ValueError):
        added = {}
    field = movement.tables - len(added)
    if not added or sorted(added) != list(range(field + 1, movement.tables + 1)) or not all(
            isinstance(f, int) and not isinstance(f, bool) and f in numbers for f in added.values()):
        found.add("late", f"late_tables must name the tables added after the field's "
                          f"(numbered after them) and the round each joined, not {raw!r:.80}")
        return movement
    rounds = []
    for rnd in movement.rounds:
        tables = {t.table: t for t in rnd.tables}
        for number, first in sorted(added.items()):
            table = tables.pop(number, None)
            if table is None:
                if rnd.round >= first:
                    found.add("late", f"late table {number} joined in round {first} but does not "
                                      f"play round {rnd.round}")
                continue
            if rnd.round < first:
                found.add("late", f"late table {number} joined in round {first} but plays "
                                  f"round {rnd.round}")
                continue
            hosts = [t for t in tables.values() if sorted(t.trays) == sorted(table.trays)]
            if len(hosts) != 1:
                found.add("late", f"late table {number} must play the trays of one other table in "
                                  f"round {rnd.round}, but {len(hosts)} play its trays "
                                  f"{', '.join(map(str, table.trays))}")
                continue
            host, back = hosts[0], dict[str, int | None]()
            for seat, who in table.seats().items():
                if who is not None and who not in late and host.seats()[seat] in late:
                    back[seat] = who
            tables[host.table] = host.reseated(back)
        rounds.append(replace(rnd, tables=tuple(sorted(tables.values(), key=lambda t: t.table))))
    extra = {k: v for k, v in movement.extra.items() if k != TABLES_KEY}
    return replace(movement, tables=field, rounds=tuple(rounds), extra=extra)


def _late_rules(movement: Movement, late: dict[int, int], found: Problems) -> None:
    """Each late entrant sits out before it joined, plays every round after, and meets
    nobody more often than two of the field meet."""
    noun = "player" if movement.is_individual else "pair"
    met: dict[tuple[int, int], list[int]] = defaultdict(list)
    for rnd in movement.rounds:
        playing: set[int] = set()
        for table in rnd.tables:
            if not table.played:
                continue
            playing.update(table.ns_side + table.ew_side)
            for a in table.ns_side:
                for b in table.ew_side:
                    met[(b, a) if b in late else (a, b)].append(rnd.round)
        for who, first in late.items():
            if rnd.round < first and who not in rnd.idle:
                found.add("late", f"late {noun} {who} joined in round {first} but is not listed "
                                  f"as sitting out round {rnd.round}")
            elif rnd.round >= first and who not in playing:
                found.add("late", f"late {noun} {who} joined in round {first} but does not play "
                                  f"round {rnd.round}")
    usual = max((len(r) for (a, b), r in met.items() if a not in late and b not in late), default=1)
    for (who, other), rounds in sorted(met.items()):
        if who in late and len(rounds) > usual:
            found.add("late", f"late {noun} {who} meets {noun} {other} {times_said(len(rounds))} "
                              f"({rounds_of(rounds)}), where no two other {noun}s meet more than "
                              f"{times_said(usual)}")
