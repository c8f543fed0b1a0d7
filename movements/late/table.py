"""A late table: two late pairs join a running pairs movement, pair against pair.

"Table after table being added as long as players offer to fill them" (Foster,
003:7978-7982): the seeds give no rule for a table that sits down after play
has started, so this is ours.  From round ``from_round`` on:

* the late table's N-S pair (numbered after the field) sits still there;
* every round the late E-W pair takes the E-W seat of one table of the field,
  the *host*, and the E-W pair it displaces plays that round at the late table,
  against the late N-S pair;
* the late table plays the host's trays, in the host's round, one slot later
  (the host plays trays 5, 6, the late table 6, 5: they exchange trays midway,
  as the relay table of 003:8764 shares its neighbour's set).

So every tray of the field stays where it was, every displaced pair plays the
very trays it would have played (against the late N-S pair instead of the
host's N-S pair), and the late pairs play the host's trays.  The hosts are
chosen so that the late E-W pair meets each N-S pair at most once, the late
N-S pair each E-W pair at most once, and neither late pair plays a tray twice;
the rounds already played stay exactly as they were (the late pairs sit them
out).  It needs two trays a round or more (one tray cannot be played at two
tables in one slot) and a field without sit-outs (a late pair takes a sit-out
first: :mod:`movements.late.pair`).

The movement records the late pairs under ``late`` and the table under
``late_tables`` (table -> first round), both extra keys of ``whist-movement/1``.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import replace

from movements.errors import MovementError
from movements.late.pair import KEY as LATE
from movements.model import Movement, Round, Table

KEY = "late_tables"


def refusal(movement: Movement, from_round: int) -> str | None:
    """Why ``movement`` cannot take a late table from round ``from_round`` at all (not pairs,
    a sit-out left, one tray a round), before any host is searched; None when it may."""
    if movement.form != "pairs":
        return "a late table of two pairs joins a pairs movement only"
    numbers = [r.round for r in movement.rounds]
    if isinstance(from_round, bool) or not isinstance(from_round, int) or from_round not in numbers:
        return f"the late table must join in one of rounds {numbers[0]} to {numbers[-1]}, not {from_round!r}"
    for rnd in movement.rounds[numbers.index(from_round):]:
        if rnd.idle or not all(t.played for t in rnd.tables):
            return (f"a pair sits out in round {rnd.round} (a late pair takes that place first, "
                    "and a table is added when two more arrive)")
        if any(len(t.trays) < 2 for t in rnd.tables):
            return ("the late table shares a table's trays, one slot later, so it needs two trays "
                    "a round or more")
        if not _unshared(rnd):
            return (f"in round {rnd.round} every table already shares its trays with another, "
                    "and the late table shares one table's")
    return None


def add_table(movement: Movement, from_round: int) -> Movement:
    """``movement`` with a late table of two late pairs from round ``from_round`` on.

    Raises :class:`MovementError`, in words a director understands, when the
    movement cannot take one (:func:`refusal`, or no choice of hosts keeps every rule).
    """
    problem = refusal(movement, from_round)
    if problem:
        raise MovementError(problem)
    later = [r for r in movement.rounds if r.round >= from_round]
    most = _most_meetings(movement)
    hosts = _hosts(later, most)
    if hosts is None:
        raise MovementError(f"no table can host the late pairs in every round from round "
                            f"{from_round} without a pair meeting another more often than "
                            f"the field's pairs do ({'once' if most == 1 else f'{most} times'}) "
                            "or playing a tray twice; a later round may")
    late_ns, late_ew, table = movement.entrants + 1, movement.entrants + 2, movement.tables + 1
    rounds = []
    for rnd in movement.rounds:
        if rnd.round < from_round:
            rounds.append(replace(rnd, idle=tuple(sorted((*rnd.idle, late_ns, late_ew)))))
            continue
        host = rnd.table(hosts[rnd.round])
        moved = Table(table, host.trays[1:] + host.trays[:1], ns=late_ns, ew=host.ew)
        tables = tuple(replace(t, ew=late_ew) if t is host else t for t in rnd.tables)
        rounds.append(replace(rnd, tables=tables + (moved,)))
    plan = "; ".join(f"round {r}: table {h}" for r, h in sorted(hosts.items()))
    return replace(
        movement,
        entrants=late_ew,
        tables=table,
        rounds=tuple(rounds),
        description=(f"{movement.description} Table {table} joined late, in round {from_round}: "
                     f"N-S pair {late_ns} sits still there; E-W pair {late_ew} takes the E-W seat "
                     f"of the host table, whose E-W pair plays at table {table} on the host's "
                     f"trays one slot later ({plan}).").strip(),
        extra={**movement.extra,
               LATE: {**movement.extra.get(LATE, {}), str(late_ns): from_round, str(late_ew): from_round},
               KEY: {**movement.extra.get(KEY, {}), str(table): from_round}},
    )


SEARCH_STEPS = 2_000   # hosts tried before the search gives up (well under a second at 60 tables)


def _hosts(rounds: list[Round], most: int) -> dict[int, int] | None:
    """Round -> host table, by a depth-first search (:func:`_candidates` gives the order).

    The late E-W pair meets the host's N-S pair, the late N-S pair the host's
    E-W pair, each at most ``most`` times, and both play the host's trays,
    which must be new to them.
    """
    steps = [SEARCH_STEPS]
    chosen: list[int] = []
    met: Counter = Counter()
    played: set[int] = set()

    def search(index: int) -> bool:
        if index == len(rounds):
            return True
        for table in _candidates(rounds[index], chosen[-1] if chosen else None):
            trays = set(table.trays)
            if met["ns", table.ns] >= most or met["ew", table.ew] >= most or trays & played:
                continue
            steps[0] -= 1
            if steps[0] < 0:
                return False
            chosen.append(table.table)
            met["ns", table.ns] += 1
            met["ew", table.ew] += 1
            played.update(trays)
            if search(index + 1):
                return True
            chosen.pop()
            met["ns", table.ns] -= 1
            met["ew", table.ew] -= 1
            played.difference_update(trays)
        return False

    if not search(0):
        return None
    return {rnd.round: table for rnd, table in zip(rounds, chosen)}


def _candidates(rnd: Round, previous: int | None) -> list[Table]:
    """The tables that may host in ``rnd``: those sharing their trays with no other table (a
    late table already shares its host's), nearest below the previous host first (in a
    basic Mitchell the host then moves down two tables a round), else the last first."""
    free = _unshared(rnd)
    if previous is None:
        return sorted(free, key=lambda t: -t.table)
    return sorted(free, key=lambda t: (previous - t.table - 1) % len(rnd.tables))


def _unshared(rnd: Round) -> list[Table]:
    """The tables of ``rnd`` whose trays no other table plays."""
    shared = Counter(frozenset(t.trays) for t in rnd.tables)
    return [t for t in rnd.tables if shared[frozenset(t.trays)] == 1]


def _most_meetings(movement: Movement) -> int:
    """How often two pairs of the field meet at most (once in a Mitchell of odd tables)."""
    met = Counter((t.ns, t.ew) for r in movement.rounds for t in r.tables if t.played)
    return max(met.values(), default=1)
