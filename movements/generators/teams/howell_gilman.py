"""Movements for several teams of four: Howell's and Gilman's systems.

Each team of four is two pairs: its home N-S pair (pair ``2t - 1`` for team
``t``) and its home E-W pair (pair ``2t``).  The N-S pairs never move.  Every
two teams A and B play one *match*: a tray set on which A's N-S pair meets B's
E-W pair and, in another round, A's E-W pair meets B's N-S pair, so the two
halves of the match are true duplicate (seed digest M15-M17).

The trays come in *sets* of ``trays_per_round`` trays, set ``s`` holding trays
``(s-1)k+1 .. sk``; a table plays one set a round.

Tables are numbered as in the seeds, 1 at the head of the room.  Foster draws
Howell's system mirrored (his E-W pairs sit and his N-S pairs move, 003:7566);
we follow 004 (N-S sit, E-W move), so Foster's "E & W a" at table 1 is our N-S
pair of team a at table 1 and his moving "N & S" pairs are our E-W pairs: the
same tables, rounds and trays with each table turned a quarter.
"""

from __future__ import annotations

from typing import Iterable, Sequence

from movements.errors import MovementError
from movements.model import Movement, Round, Table, is_whole
from movements.registry import system

TEAM_SIZES = range(3, 32)

# One seating of one table: (table, N-S team or None, E-W team or None, trays).
Seating = tuple[int, int | None, int | None, tuple[int, ...]]


def ns_pair(team: int) -> int:
    """The home N-S pair of ``team``."""
    return 2 * team - 1


def ew_pair(team: int) -> int:
    """The home E-W pair of ``team``."""
    return 2 * team


def tray_set(number: int, trays_per_round: int) -> tuple[int, ...]:
    """The trays of set ``number`` (1-based)."""
    first = (number - 1) * trays_per_round + 1
    return tuple(range(first, first + trays_per_round))


def check_request(name: str, teams: int, trays_per_round: int, least_trays: int = 1,
                  why: str = "", sizes: Sequence[int] = TEAM_SIZES, instead: str = "") -> None:
    """Refuse, in a director's words, a team count (of ``sizes``) or trays per round ``name``
    cannot serve; ``instead`` says what to use for a count it does not serve."""
    if not is_whole(teams):
        raise MovementError(f"{name}: the number of teams must be a whole number, not {teams!r}")
    if teams not in sizes:
        nearest = min(sizes, key=lambda size: abs(size - teams))
        raise MovementError(
            f"{name} serves {sizes[0]} to {sizes[-1]} teams of four, not {teams}; "
            f"the nearest that works is {nearest} teams{instead}")
    if not is_whole(trays_per_round) or trays_per_round < least_trays:
        raise MovementError(
            f"{name} needs at least {least_trays} tray{'s' if least_trays > 1 else ''} "
            f"a round for {teams} teams, not {trays_per_round!r}{why}")


def team_movement(name: str, teams: int, tables: int, trays: int,
                  rounds: Iterable[Iterable[Seating]], description: str,
                  variant: str | None = None, extra: dict | None = None) -> Movement:
    """Build a teams movement from each round's seatings.

    A table where either team is missing (a dummy table, or the table its team
    would have met) is not played: both seats are left empty and the pairs who
    would have sat there are listed as idle, as 004:725 says they sit out.
    """
    built = []
    for number, seatings in enumerate(rounds, start=1):
        tables_now, idle = [], []
        for table, ns_team, ew_team, set_trays in seatings:
            if ns_team is not None and ew_team is not None:
                tables_now.append(Table(table, set_trays, ns=ns_pair(ns_team), ew=ew_pair(ew_team)))
                continue
            tables_now.append(Table(table, set_trays))
            if ns_team is not None:
                idle.append(ns_pair(ns_team))
            if ew_team is not None:
                idle.append(ew_pair(ew_team))
        built.append(Round(number, tuple(tables_now), tuple(sorted(idle))))
    return Movement(
        system=name, form="teams", entrants=2 * teams, tables=tables, trays=trays,
        rounds=tuple(built),
        teams={t: (ns_pair(t), ew_pair(t)) for t in range(1, teams + 1)},
        variant=variant, description=description, extra=extra or {})


@system("howell-teams", "teams", "Howell's system for teams of four", sizes=TEAM_SIZES,
        trays_per_round=4)
def howell_teams(entrants: int, trays_per_round: int = 4) -> Movement:
    """N-S pairs sit, E-W pairs move up one table, trays go from the centre table to the head.

    Seed digest M15 (004:713-725, 003:7495-7889).  With an odd number n of teams there are n tables and n tray sets; in round r
    the E-W pair of team j sits at table j + r and set s is at table
    s - (r-1)(n-1)/2 (everything counted round the n tables), so the centre
    table's trays go to table 1 and the rest follow (n-1)/2 tables at a time.
    With an even number a dummy table is added (004:725): the pairs who would
    meet the dummy team sit out, and the dummy table's trays still move.
    """
    check_request("howell-teams", entrants, trays_per_round)
    teams = entrants
    tables = teams if teams % 2 else teams + 1
    step = (tables - 1) // 2

    def real(team: int) -> int | None:
        return team if team <= teams else None

    rounds = [
        [(t, real(t), real((t - r - 1) % tables + 1),
          tray_set((t + (r - 1) * step - 1) % tables + 1, trays_per_round))
         for t in range(1, tables + 1)]
        for r in range(1, tables)
    ]
    dummy = "" if tables == teams else f" Table {tables} is the dummy table."
    return team_movement(
        "howell-teams", teams, tables, tables * trays_per_round, rounds,
        f"Howell's system for {teams} teams: N-S pairs sit, E-W pairs move up one table, "
        f"trays move {step} table{'s' if step > 1 else ''} toward table 1.{dummy}")


GILMAN_VARIANTS = ("own-table-first", "matches")


@system("gilman-teams", "teams", "Gilman's system for teams of four", sizes=TEAM_SIZES,
        trays_per_round=3, variants=GILMAN_VARIANTS)
def gilman_teams(entrants: int, trays_per_round: int = 3,
                 variant: str = "own-table-first") -> Movement:
    """Each team starts at its own table; E-W pairs and trays move the same way.

    Gilman's system (seed digest M16, M17; 003:7891-7953): a tray never passes
    from a pair to its own team-mates, so no hints can go with it.  Every team
    starts at its own table.  Variant ``own-table-first`` plays that first
    round, as Gilman did "so as to get an individual score" (003:7893), and is
    the default because it is the seed's own form (the printed ten-team
    schedule starts with it); a team's two pairs then oppose each other once,
    and the scoring by matches leaves that round out.  Variant ``matches``
    keeps the own table as the starting position only, so every round played
    is a match round (one round shorter).  Odd numbers: E-W move two tables
    down, trays one (M16).  Even numbers: two rows of tables, the tables facing
    each other share a tray set, half the sets idle each round, and table 1
    receives every set in order (M17).
    """
    check_request("gilman-teams", entrants, trays_per_round,
                  least_trays=1 if entrants % 2 else 2,
                  why="" if entrants % 2 else ": two facing tables share each tray set")
    teams = entrants
    seatings = _gilman_odd if teams % 2 else _gilman_even
    rounds = [seatings(teams, r, trays_per_round) for r in range(teams)]
    if variant == "matches":
        rounds = rounds[1:]
    how = ("E-W pairs move two tables down, trays one" if teams % 2 else
           f"two rows, table t facing table t + {teams // 2}; E-W pairs move down one table, "
           "the facing tables share a tray set and half the sets lie idle each round")
    start = ("round 1 is played by each team at its own table" if variant != "matches"
             else "each team starts at its own table; that first position is not played")
    return team_movement(
        "gilman-teams", teams, teams, teams * trays_per_round, rounds,
        f"Gilman's system for {teams} teams: {how}; {start}.", variant=variant)


def _gilman_odd(teams: int, step: int, trays_per_round: int) -> list[Seating]:
    """Seatings after ``step`` moves (0 = own tables): E-W of team j at j - 2·step, set s at s - step."""
    return [(t, t, (t + 2 * step - 1) % teams + 1,
             tray_set((t + step - 1) % teams + 1, trays_per_round))
            for t in range(1, teams + 1)]


def _gilman_even(teams: int, step: int, trays_per_round: int) -> list[Seating]:
    """Seatings after ``step`` moves in Gilman's two rows (003:7903-7953).

    Tables 1..m face tables m+1..2m.  E-W move one table down (2 to 1, and
    1 round to 2m).  The facing tables t and t+m play the set numbered
    2(t-1) + step + 1 (round the 2m sets): sets move up a table every other
    round, so table 1 receives them all in order.  Within the round the
    second-row table plays the set's trays starting one later, so a tray is
    never at both tables at once (tray 2 to table 6 while tray 1 is at table 1).
    """
    rows = teams // 2
    seatings: list[tuple[int, int | None, int | None, tuple[int, ...]]] = []
    for t in range(1, teams + 1):
        place = (t - 1) % rows
        trays = tray_set((2 * place + step) % teams + 1, trays_per_round)
        if t > rows:
            trays = trays[1:] + trays[:1]
        seatings.append((t, t, (t - 1 + step) % teams + 1, trays))
    return seatings
