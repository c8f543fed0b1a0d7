"""What the compass movements (Mitchell, Clay, Snow) share.

In every compass movement the N-S pairs sit still, one pair to a table, and the
E-W pairs all move together: in any round every E-W pair is the same number of
tables on from the table it started at (the round's *shift*).  A schedule is
therefore, round by round, that shift and the trays each table plays.

Pair numbers: the N-S pair at table t is pair t; the E-W pairs follow, numbered
by the table they start at (Foster numbers both by the table, "No. 3 N & S" and
"No. 3 E & W", 003:8396).

An odd number of pairs: the missing pair takes the N-S seat at the last table,
as the seed puts the missing Howell pair "in the place of the pair which does
not change positions" (004:703).  The E-W pair that comes to that table sits
out the round (listed as idle, its seat left empty like every sit-out's:
docs/formats.md), and the trays there move on unplayed, so every other table
plays exactly as with a full field.
"""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass
from typing import Callable, Iterable, Sequence

from movements.errors import MovementError
from movements.model import Movement, Round, Table

TraySet = tuple[int, ...]      # trays a table plays in one round, in slot order


@dataclass(frozen=True)
class Room:
    """The pairs and tables of a compass movement."""

    pairs: int

    @property
    def tables(self) -> int:
        return (self.pairs + 1) // 2

    @property
    def phantom(self) -> bool:
        """True when the N-S seat at the last table is empty (odd number of pairs)."""
        return self.pairs % 2 == 1

    def ns(self, table: int) -> int | None:
        """The N-S pair sitting at ``table`` (None: the missing pair's seat)."""
        return None if self.phantom and table == self.tables else table

    def ew(self, start: int) -> int:
        """The number of the E-W pair that starts at table ``start``."""
        return self.tables - self.phantom + start


@dataclass(frozen=True)
class Stage:
    """One round of a schedule: how far the E-W pairs are from their first
    table, and the trays each table plays (index 0 = table 1).

    ``starts``, when given, overrides the shift: for each table (index 0 =
    table 1) the index of the table its E-W pair started at, for the schedules
    whose E-W pairs do not all move together (the twin Mitchell's two halves).
    """

    shift: int
    trays: tuple[TraySet, ...]
    starts: tuple[int, ...] = ()


def positive(what: str, value) -> int:
    """``value`` if it is a whole number of 1 or more, else a MovementError."""
    if isinstance(value, bool) or not isinstance(value, int) or value < 1:
        raise MovementError(f"{what} must be a whole number of 1 or more, not {value!r}")
    return value


def tables_label(tables: int) -> str:
    return f"{tables} table{'s' if tables != 1 else ''}"


def pairs_label(pairs: int) -> str:
    return f"{pairs} pairs ({tables_label(Room(pairs).tables)})"


def room_for(system: str, pairs, fewest: int, most: int,
             refusal: Callable[[int], str | None] = lambda tables: None) -> Room:
    """The room for ``pairs``, or a MovementError naming the nearest sizes that work.

    ``fewest``/``most`` bound the pairs the system takes; ``refusal(tables)``
    says why the system (or variant) cannot serve that many tables, or None.
    """
    if isinstance(pairs, bool) or not isinstance(pairs, int):
        raise MovementError(f"the number of pairs must be a whole number, not {pairs!r}")
    if not fewest <= pairs <= most:
        raise MovementError(f"{system} serves {fewest} to {most} pairs "
                            f"({Room(fewest).tables} to {tables_label(Room(most).tables)}), "
                            f"not {pairs}")
    room = Room(pairs)
    why = refusal(room.tables)
    if why is None:
        return room
    near = nearest_pairs(pairs, fewest, most, lambda tables: refusal(tables) is None)
    if near:
        why += "; the nearest sizes that work: " + " or ".join(pairs_label(p) for p in near)
    raise MovementError(why)


def nearest_pairs(pairs: int, fewest: int, most: int,
                  serves: Callable[[int], bool]) -> list[int]:
    """The pair counts nearest below and above ``pairs`` that ``serves``."""
    below = next((p for p in range(pairs - 1, fewest - 1, -1) if serves(Room(p).tables)), None)
    above = next((p for p in range(pairs + 1, most + 1) if serves(Room(p).tables)), None)
    return [p for p in (below, above) if p is not None]


def numbered(layout: Sequence[Sequence[int]], first_tray: int = 1) -> list[list[TraySet]]:
    """Tray sets numbered in regular order, table by table ("so arranged as to
    come in regular order", 004:599): ``layout[t]`` lists the sizes of the sets
    put on table t+1."""
    tray = first_tray
    stacks = []
    for sizes in layout:
        stack = []
        for size in sizes:
            stack.append(tuple(range(tray, tray + size)))
            tray += size
        stacks.append(stack)
    return stacks


def numbered_sets(counts: Iterable[int], size: int, first_tray: int = 1) -> list[list[TraySet]]:
    """``counts[t]`` sets of ``size`` trays for table t+1, numbered in regular order."""
    return numbered([[size] * count for count in counts], first_tray)


def travel(stacks: Sequence[Sequence[TraySet]], rounds: int,
           step: int) -> list[tuple[TraySet, ...]]:
    """Round by round, the tray set each table plays.

    Every round each table plays the set at the front of its stack, then passes
    it ``step`` tables on (-1 down, +1 up), behind the sets already waiting
    there: "great care must be taken to so place the new deal that it will not
    be played until all the deals previously on the table have been played"
    (004:599).
    """
    queues = [deque(stack) for stack in stacks]
    n = len(queues)
    played_by_round = []
    for _ in range(rounds):
        played = tuple(q.popleft() for q in queues)
        for table, tray_set in enumerate(played):
            queues[(table + step) % n].append(tray_set)
        played_by_round.append(played)
    return played_by_round


def stages(shifts: Sequence[int], trays: Sequence[tuple[TraySet, ...]]) -> list[Stage]:
    return [Stage(shift, tuple(sets)) for shift, sets in zip(shifts, trays, strict=True)]


def build(system: str, room: Room, schedule: Sequence[Stage], variant: str | None,
          description: str) -> Movement:
    """The movement of ``schedule`` in ``room`` (E-W pairs move up by the shift)."""
    n = room.tables
    ns = [room.ns(table) for table in range(1, n + 1)]
    ew = [room.ew(start) for start in range(1, n + 1)]
    rounds = []
    for number, stage in enumerate(schedule, start=1):
        starts = stage.starts or [(table - stage.shift) % n for table in range(n)]
        seated = [ew[start] for start in starts]
        tables = tuple(Table(table=t + 1, trays=stage.trays[t], ns=ns[t],
                             ew=None if ns[t] is None else seated[t])
                       for t in range(n))
        idle = tuple(seated[table] for table in range(n) if ns[table] is None)
        rounds.append(Round(round=number, tables=tables, idle=idle))
    trays = max(tray for stage in schedule for sets in stage.trays for tray in sets)
    return Movement(system=system, form="pairs", entrants=room.pairs, tables=n, trays=trays,
                    rounds=tuple(rounds), variant=variant, description=description)
