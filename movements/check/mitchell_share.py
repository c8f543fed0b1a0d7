"""The rules of the two Mitchells whose tables share tray sets, as the bridge literature states them.

:func:`problems` is called by :mod:`movements.check.mitchell` for the variants
``relay-bye-stand`` and ``share`` of the system mitchell.  It reads only who
sits where and which trays each table plays, with the tables the movement
declares as sharing (extra key ``shared_sets``) and its bye stand
(``bye_stand``), and tests (McKinnon, *Bridge Central*, "Share and relay
Mitchell movement" and "Twin Mitchells"):

* both: an even number of tables and as many rounds; N-S pairs sit still; every
  E-W pair meets every N-S pair exactly once; the tables of a declared group play
  one and the same tray set in a round, and no other table plays any of it.
* relay and bye stand: tables 1 and N share; the bye stand stands between tables
  N/2 and N/2 + 1; the E-W pairs move up one table every round; the trays move
  down one table, from table N/2 + 1 to the bye stand, where they rest (played
  by nobody) one round, then to table N/2; the set shared at tables 1 and N goes
  to table N - 1; tables 1 and N get table 2's.
* shared trays (twin Mitchell): N/2 odd; table t shares with table t + N/2; each
  E-W pair plays the first N/2 rounds in one half of the room and the rest in
  the other; within a half the E-W pairs move up one table and the trays down
  one; the second half's trays are new.

The universal properties (nobody plays a tray twice, a tray at one table per
slot, every pair plays every tray) are :mod:`movements.check`'s business.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import replace

from movements.model import Movement

RELAY, SHARE = "relay-bye-stand", "share"
VARIANTS = (RELAY, SHARE)
_RELAY = "under the relay and bye stand"
_TWIN = "under the twin Mitchell (shared trays)"


def seat_sitters(movement: Movement) -> Movement:
    """``movement`` read as a compass movement: the pair sitting out back in its seat.

    A sit-out holds no seat (docs/formats.md): the table the missing pair would
    have played at has both seats empty and the round's one idle pair is listed.
    The patterns follow that pair as it moves, so it is put back opposite the
    missing pair: in the N-S seat when it holds that table's N-S seat in another
    round (the missing pair is E-W), else in the E-W seat.
    """
    north: dict[int, set[int]] = {}
    for rnd in movement.rounds:
        for t in rnd.tables:
            if t.ns is not None:
                north.setdefault(t.table, set()).add(t.ns)
    rounds = []
    for rnd in movement.rounds:
        seated = {who for t in rnd.tables for who in (t.ns, t.ew) if who is not None}
        waiting = [who for who in rnd.idle if who not in seated]
        empty = [t for t in rnd.tables if t.ns is None and t.ew is None]
        if len(waiting) == 1 and len(empty) == 1:
            table, pair = empty[0], waiting[0]
            seat = "ns" if pair in north.get(table.table, ()) else "ew"
            rnd = replace(rnd, tables=tuple(t.reseated({seat: pair}) if t is table else t
                                            for t in rnd.tables))
        rounds.append(rnd)
    return replace(movement, rounds=tuple(rounds))


class _Room:
    """Who sits where and which set each table plays, round by round."""

    def __init__(self, movement: Movement):
        self.m = movement
        self.n = movement.tables
        self.rounds = sorted(movement.rounds, key=lambda r: r.round)
        self.numbers = [r.round for r in self.rounds]
        self.sets = [{t.table: frozenset(t.trays) for t in r.tables} for r in self.rounds]
        self.ns = {t.table: t.ns for t in self.rounds[0].tables}
        self.every = frozenset(x for sets in self.sets for s in sets.values() for x in s)
        self.ew: dict[int | None, list[int]] = {}          # E-W pair -> table, round by round
        for r in self.rounds:
            for t in sorted(r.tables, key=lambda t: t.table):
                self.ew.setdefault(t.ew, []).append(t.table)

    def resting(self, i: int) -> frozenset:
        """The trays in use that no table has in round position ``i``."""
        return self.every - frozenset(x for s in self.sets[i].values() for x in s)


def _groups(room: _Room, want: list[list[int]], words: str) -> list[str]:
    declared = room.m.extra.get("shared_sets")
    if declared != want:
        return [f"the tables sharing a tray set should be declared as {want} (extra key "
                f"'shared_sets'); {words}, not {declared!r}"]
    found = []
    group_of = {t: tuple(g) for g in want for t in g}
    for i, sets in enumerate(room.sets):
        holders: dict[int, list[int]] = {}
        for table, trays in sorted(sets.items()):
            for tray in trays:
                holders.setdefault(tray, []).append(table)
        for table, trays in sorted(sets.items()):
            group = group_of.get(table, (table,))
            wrong = sorted({x for x in trays if tuple(holders[x]) != group})
            if wrong:
                found.append(f"in round {room.numbers[i]} tray {wrong[0]} is at tables "
                             f"{holders[wrong[0]]}, not at tables {list(group)}; {words}")
    return found


def _shape(room: _Room) -> list[str]:
    """Why no other rule can be read: the tables or the rounds are wrong."""
    n = room.n
    if any(sorted(s) != list(range(1, n + 1)) for s in room.sets):
        return [f"every round should list tables 1 to {n}, once each"]
    if n % 2:
        return [f"sharing trays this way is for an even number of tables, not {n}"]
    if len(room.rounds) != n:
        return [f"with {n} tables this movement takes {n} rounds, not {len(room.rounds)}"]
    return []


def _meetings(room: _Room) -> list[str]:
    n = room.n
    found = [f"the N-S pair of table {t.table} changes in round {r.round}"
             for r in room.rounds for t in r.tables if t.ns != room.ns.get(t.table)]
    for pair, tables in sorted(room.ew.items(), key=lambda kv: (kv[0] is None, kv[0])):
        who = "the empty E-W seat" if pair is None else f"E-W pair {pair}"
        met = Counter(tables)
        for table in range(1, n + 1):
            if met[table] != 1:
                found.append(f"{who} sits at table {table} {met[table]} times; every E-W pair "
                             f"meets every N-S pair exactly once")
    return found


def _relay(room: _Room) -> list[str]:
    n, half = room.n, room.n // 2
    found = _groups(room, [[1, n]], f"{_RELAY} tables 1 and {n} share")
    if room.m.extra.get("bye_stand") != [half, half + 1]:
        found.append(f"the bye stand should be declared between tables {half} and {half + 1} "
                     f"(extra key 'bye_stand'), not {room.m.extra.get('bye_stand')!r}")
    for pair, tables in room.ew.items():
        for i, (a, b) in enumerate(zip(tables, tables[1:])):
            if b != a % n + 1:
                found.append(f"after round {room.numbers[i]} E-W pair {pair} goes from table {a} "
                             f"to table {b}; {_RELAY} the E-W pairs move up one table")
                break
    source = {t: t + 1 for t in range(2, n - 1)} | {1: 2, n: 2, n - 1: 1}
    for i in range(len(room.rounds) - 1):
        now, nxt = room.sets[i], room.sets[i + 1]
        if room.resting(i + 1) != now[half + 1]:
            found.append(f"the trays of table {half + 1} in round {room.numbers[i]} are not on "
                         f"the bye stand in round {room.numbers[i + 1]}; {_RELAY} they rest "
                         f"there a round")
        for table in range(1, n + 1):
            came = room.resting(i) if table == half else now[source[table]]
            if nxt[table] != came:
                whence = "the bye stand" if table == half else f"table {source[table]}"
                found.append(f"table {table} does not get the trays of {whence} in round "
                             f"{room.numbers[i + 1]}; {_RELAY} the trays move down one table")
    return found


def _twin(room: _Room) -> list[str]:
    n, half = room.n, room.n // 2
    if half % 2 == 0:
        return [f"the twin Mitchell needs two halves of an odd number of tables, not {n} tables"]
    found = _groups(room, [[t, t + half] for t in range(1, half + 1)],
                    f"{_TWIN} table t shares with table t + {half}")
    for pair, tables in room.ew.items():
        sides = [{(t - 1) // half for t in part} for part in (tables[:half], tables[half:])]
        if any(len(s) != 1 for s in sides) or sides[0] == sides[1]:
            found.append(f"E-W pair {pair} sits at tables {tables}; {_TWIN} it plays the first "
                         f"{half} rounds in one half of the room and the rest in the other")
    early = {x for sets in room.sets[:half] for s in sets.values() for x in s}
    late = {x for sets in room.sets[half:] for s in sets.values() for x in s}
    if early & late:
        found.append(f"tray {min(early & late)} is played in both halves of the evening; "
                     f"{_TWIN} a new set of trays comes out at half time")
    for i in [i for i in range(len(room.rounds) - 1) if i != half - 1]:
        for table in range(1, n + 1):
            base = (table - 1) // half * half
            came = base + (table - base) % half + 1
            if room.sets[i + 1][table] != room.sets[i][came]:
                found.append(f"table {table} does not get table {came}'s trays in round "
                             f"{room.numbers[i + 1]}; {_TWIN} the trays move down one table "
                             f"within the half")
    return found


def problems(movement: Movement) -> list[str]:
    """What in ``movement`` breaks the rules of its sharing variant, in a director's words."""
    if movement.form != "pairs":
        return [f"mitchell is a movement for pairs, not {movement.form}"]
    room = _Room(movement)
    return _shape(room) or (_meetings(room)
                            + (_relay if movement.variant == RELAY else _twin)(room))
