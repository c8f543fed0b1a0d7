"""Tables that share a tray set, and the bye stand, as a movement declares them.

Two extra keys of ``whist-movement/1`` (``docs/formats.md``): ``shared_sets``
lists groups of tables that play one tray set together every round (each
beginning at a different tray of it), and ``bye_stand`` the two tables between
which trays rest a round, played by nobody.  The cards, the tray labels and the
schedule print read them here; a movement without them shares nothing.
"""

from __future__ import annotations

from movements.model import Movement


def groups(movement: Movement) -> list[list[int]]:
    """The declared groups of sharing tables (a malformed key declares none)."""
    declared = movement.extra.get("shared_sets")
    if not isinstance(declared, list):
        return []
    return [g for g in declared if isinstance(g, list) and len(g) > 1
            and all(isinstance(t, int) and not isinstance(t, bool) for t in g)]


def partners(movement: Movement) -> dict[int, tuple[int, ...]]:
    """Table -> the other tables sharing its tray set (absent: it shares with nobody)."""
    out = {}
    for group in groups(movement):
        for table in group:
            out[table] = tuple(t for t in group if t != table)
    return out


def bye_stand(movement: Movement) -> tuple[int, int] | None:
    """The two tables the bye stand stands between, if the movement declares one."""
    where = movement.extra.get("bye_stand")
    if isinstance(where, list) and len(where) == 2 and all(isinstance(t, int) for t in where):
        return (where[0], where[1])
    return None


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


def resting(movement: Movement) -> dict[int, tuple[int, ...]]:
    """Round -> the trays on the bye stand: at no table in that round, played in a later one.

    Empty without a bye stand (a tray waiting elsewhere is not resting on it)."""
    if not bye_stand(movement):
        return {}
    later: set[int] = set()
    out = {}
    for r in sorted(movement.rounds, key=lambda r: -r.round):
        here = {x for t in r.tables for x in t.trays}
        out[r.round] = tuple(sorted(later - here))
        later |= here
    return out


def notes(movement: Movement) -> list[str]:
    """The sentences a director and the players need about the sharing and the bye stand."""
    declared = groups(movement)
    lines = []
    if len(declared) == 1:
        lines.append(f"{tables_words(declared[0])} share one tray set every round, each "
                     f"beginning at a different tray.")
    elif declared:
        pairs = ", ".join(tables_words(g).removeprefix("Tables ") for g in declared)
        lines.append(f"Tables share tray sets every round, each beginning at a different tray: "
                     f"{pairs}.")
    if bye_stand(movement):
        lines.append(f"The bye stand stands between {tables_words(bye_stand(movement))}: trays "
                     f"rest there one round, played by nobody.")
    return lines


def summary(movement: Movement) -> str:
    """One short line for a card's foot: "Tables 1 and 8 share a tray set · bye stand between
    Tables 4 and 5"; "" when nothing is shared."""
    declared = groups(movement)
    parts = []
    if len(declared) == 1:
        parts.append(f"{tables_words(declared[0])} share a tray set")
    elif declared:
        parts.append("tray sets shared by Tables " + ", ".join(
            tables_words(g).removeprefix("Tables ") for g in declared))
    if bye_stand(movement):
        parts.append(f"bye stand between {tables_words(bye_stand(movement))}")
    line = " · ".join(parts)
    return line[:1].upper() + line[1:]


def shared_with(movement: Movement, table: int) -> str:
    """ "(shared with Table 8)" after a sharing table's trays, else ""."""
    others = partners(movement).get(table)
    return f" (shared with {tables_words(others)})" if others else ""


def put_out(movement: Movement) -> dict[int, str]:
    """Tray -> where it is put out: "at Tables 1 and 8 (shared)", "on the bye stand (between
    Tables 4 and 5)", "for round 6 at Table 3"; empty when nothing is shared (the labels of an
    ordinary movement need not say).  One pass over the movement, for a whole pack of labels."""
    if not groups(movement) and not bye_stand(movement):
        return {}
    first = movement.rounds[0].round
    out = {tray: f"on {bye_stand_words(movement)}" for tray in resting(movement).get(first, ())}
    for r in movement.rounds:
        tables: dict[int, list[int]] = {}
        for t in r.tables:
            for tray in t.trays:
                if tray not in out:
                    tables.setdefault(tray, []).append(t.table)
        for tray, where in tables.items():
            when = "" if r.round == first else f"for round {r.round} "
            out[tray] = f"{when}at {tables_words(where)}" + (" (shared)" if len(where) > 1 else "")
    return out
