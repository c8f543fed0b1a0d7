"""Tables that share a tray set, and the bye stand, as a movement declares them.

Two extra keys of ``whist-movement/1`` (``docs/formats.md``): ``shared_sets``
lists groups of tables that play one tray set together every round (each
beginning at a different tray of it), and ``bye_stand`` the two tables between
which trays rest a round, played by nobody.  The cards, the tray labels and the
schedule print read them here; a movement without them shares nothing.
"""

from __future__ import annotations

from .model import Movement


def partners(movement: Movement) -> dict[int, tuple[int, ...]]:
    """Table -> the other tables sharing its tray set (absent: it shares with nobody)."""
    out = {}
    for group in movement.extra.get("shared_sets") or ():
        for table in group:
            out[table] = tuple(t for t in group if t != table)
    return out


def bye_stand(movement: Movement) -> tuple[int, int] | None:
    """The two tables the bye stand stands between, if the movement has one."""
    where = movement.extra.get("bye_stand")
    return (where[0], where[1]) if where else None


def tables_words(tables) -> str:
    """ "Table 8", "Tables 1 and 8", "Tables 1, 4 and 8" """
    tables = list(tables)
    if len(tables) == 1:
        return f"Table {tables[0]}"
    return "Tables " + ", ".join(map(str, tables[:-1])) + f" and {tables[-1]}"


def bye_stand_words(movement: Movement) -> str:
    """ "the bye stand (between Tables 4 and 5)", or "" without one."""
    where = bye_stand(movement)
    return f"the bye stand (between {tables_words(where)})" if where else ""


def resting(movement: Movement, round_no: int) -> tuple[int, ...]:
    """The trays on the bye stand in ``round_no``: listed before or after it, at no table in it."""
    if not bye_stand(movement):
        return ()
    here = {x for t in movement.round(round_no).tables for x in t.trays}
    later = {x for r in movement.rounds if r.round > round_no for t in r.tables for x in t.trays}
    return tuple(sorted(later - here))


def notes(movement: Movement) -> list[str]:
    """The sentences a director and the players need about the sharing and the bye stand."""
    groups = movement.extra.get("shared_sets") or ()
    lines = []
    if len(groups) == 1:
        lines.append(f"{tables_words(groups[0])} share one tray set every round, each beginning "
                     f"at a different tray.")
    elif groups:
        pairs = ", ".join(tables_words(g).removeprefix("Tables ") for g in groups)
        lines.append(f"Tables share tray sets every round, each beginning at a different tray: "
                     f"{pairs}.")
    if bye_stand(movement):
        lines.append(f"The bye stand stands between {tables_words(bye_stand(movement))}: trays "
                     f"rest there one round, played by nobody.")
    return lines


def starts(movement: Movement, tray: int) -> str:
    """Where a tray is put out: "Round 1: Tables 1 and 8 (shared)", "Round 1: the bye stand ..."."""
    for r in movement.rounds:
        tables = [t.table for t in r.tables if tray in t.trays]
        if tray in resting(movement, r.round) and r.round == movement.rounds[0].round:
            return f"Round {r.round}: {bye_stand_words(movement)}"
        if tables:
            shared = " (shared)" if len(tables) > 1 else ""
            return f"Round {r.round}: {tables_words(tables)}{shared}"
    return ""
