"""Two even-table Mitchells whose tables share tray sets: not in the seeds.

The seeds' remedies for an even number of tables are the eight modifications
(004:585-599).  Bridge directors later settled on two others, both kept here
as the bridge literature states them (Ian McKinnon, *Bridge Central*, "Share
and relay Mitchell movement" and "Twin Mitchells"; Bernard Magee's glossary,
"Sharing boards"):

* ``relay-bye-stand`` (the share-and-relay Mitchell): as many tray sets as
  tables.  Sets 1 to N/2 go on tables 1 to N/2, the next set on a *bye stand*
  (a side table nobody plays at) between tables N/2 and N/2 + 1, the rest on
  tables N/2 + 1 to N - 1; table N has no set of its own and shares table 1's
  every round.  N-S sit still, E-W move up one table, the trays down one: from
  table N/2 + 1 to the bye stand, where they rest a round, then to table N/2;
  the set shared at tables 1 and N goes on to table N - 1.  No skip: in N
  rounds every E-W pair meets every N-S pair once and plays every tray once.
* ``share`` (the twin Mitchell, for a club short of trays): N/2 odd (6, 10,
  14 ... tables).  The room is two halves of N/2 tables, each a basic Mitchell;
  table t of the first half shares its set with table N/2 + t of the second.
  After N/2 rounds every E-W pair has met its half's N-S pairs and played all
  the trays in use, so the E-W pairs cross to the other half (moving up one
  table as usual, but to the other half's table) and a new set of N/2 tray
  sets comes out.  Only half the trays are in play at once: the first half's
  trays, finished at half time, can be dealt again and relabelled for the
  second.

Two tables sharing a set play its trays in turn: the second begins halfway
along the set (trays 3, 4, 1, 2 where the first plays 1, 2, 3, 4), so a tray is
at one table in each slot; a set of one tray cannot be shared.  The movement
declares the sharing tables (extra key ``shared_sets``) and the bye stand
(``bye_stand``: the two tables it stands between), for the cards and the
checker (``docs/formats.md``).
"""

from __future__ import annotations

from movements.generators.mitchell.compass import (Stage, TraySet, numbered_sets, tables_label, travel)
from movements.errors import MovementError

RELAY, SHARE = "relay-bye-stand", "share"
SOURCES = "bridge literature: McKinnon, Bridge Central; not in the seeds"


def _circuit(places: int, size: int, first_set: int = 0) -> list[tuple[TraySet, ...]]:
    """Round by round, the set at each place of a circuit of ``places`` one set each,
    passed down one place a round."""
    return travel(numbered_sets([1] * places, size, first_tray=first_set * size + 1), places,
                  step=-1)


def _turned(trays: TraySet) -> TraySet:
    """The same set begun halfway along, for the table sharing it."""
    half = len(trays) // 2
    return trays[half:] + trays[:half]


def _shareable(size: int) -> None:
    if size < 2:
        raise MovementError("tables sharing a tray set play its trays in turn, so they need "
                            "2 trays a round or more")


# -- relay and bye stand --------------------------------------------------------------

def relay_refusal(n: int) -> str | None:
    if n % 2:
        return (f"the relay and bye stand is for an even number of tables, not "
                f"{tables_label(n)} (use the basic Mitchell)")
    return None


def _position(table: int, n: int) -> int:
    """A table's place on the trays' circuit: 0 the shared set (tables 1 and n),
    then tables 2 to n/2, the bye stand (n/2), tables n/2 + 1 to n - 1."""
    if table in (1, n):
        return 0
    return table - 1 if table <= n // 2 else table


def relay_schedule(n: int, size: int, circuits: int) -> list[Stage]:
    """E-W up one table a round; the sets go round the circuit of :func:`_position`."""
    _shareable(size)
    stages = []
    for r, at in enumerate(_circuit(n, size)):
        trays = [at[_position(t, n)] for t in range(1, n + 1)]
        trays[n - 1] = _turned(trays[n - 1])
        stages.append(Stage(r, tuple(trays)))
    return stages


def relay_how(n: int) -> str:
    half = n // 2
    return " ".join((
        f"N-S pairs sit still; the E-W pairs move up one table (from table {n} to table 1) and "
        f"the trays down one.",
        f"A bye stand stands between tables {half} and {half + 1}: the trays of table "
        f"{half + 1} rest there a round, then go to table {half}.",
        f"Tables 1 and {n} share a set every round (table {n} begins halfway along it) and pass "
        f"it to table {n - 1}."))


def relay_extra(n: int) -> dict:
    return {"shared_sets": [[1, n]], "bye_stand": [n // 2, n // 2 + 1]}


# -- twin Mitchell --------------------------------------------------------------------

def share_refusal(n: int) -> str | None:
    if n % 4 != 2:
        other = "the basic Mitchell" if n % 2 else "the relay and bye stand"
        return (f"shared trays (the twin Mitchell) need two halves of an odd number of tables "
                f"(6, 10, 14 ... tables), not {tables_label(n)}; for {tables_label(n)} use "
                f"{other}")
    return None


def share_schedule(n: int, size: int, circuits: int) -> list[Stage]:
    """Each half a basic Mitchell of n/2 tables; the E-W pairs cross at half time."""
    _shareable(size)
    half = n // 2
    sets = _circuit(half, size) + _circuit(half, size, first_set=half)
    stages = []
    for r, at in enumerate(sets):
        second = r >= half
        starts = [0] * n
        for side in (0, 1):
            for i in range(half):
                came_from = side ^ second            # the half this E-W pair began in
                starts[side * half + i] = came_from * half + (i - r) % half
        stages.append(Stage(r, at + tuple(_turned(one) for one in at), tuple(starts)))
    return stages


def share_how(n: int) -> str:
    half = n // 2
    return (f"Two halves: tables 1-{half} and {half + 1}-{n}, each a basic Mitchell (N-S sit "
            f"still, E-W up one table within the half, the trays down one). Table t shares its "
            f"set with table t + {half} (which begins halfway along it). After round {half} the "
            f"E-W pairs move up one table into the other half, and a new set of trays comes "
            f"out: only half the trays are in play at once.")


def share_extra(n: int) -> dict:
    half = n // 2
    return {"shared_sets": [[t, t + half] for t in range(1, half + 1)]}
