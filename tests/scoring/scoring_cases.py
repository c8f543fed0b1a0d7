"""Small sessions built in code for the scoring tests."""

from __future__ import annotations

import json
from pathlib import Path

from tournament.scoring import load_session, score

FIXTURES = Path(__file__).parent / "fixtures"


def fixture(name: str) -> dict:
    return json.loads((FIXTURES / name).read_text())


def mitchell(tables: int, per_round: int = 1) -> dict:
    """A basic Mitchell: N-S pair t stays at table t, E-W pair tables+t moves up, trays down.

    With an even number of tables the E-W pairs meet some trays twice (004:583).
    """
    rounds = []
    for rnd in range(1, tables + 1):
        rounds.append({"round": rnd, "idle": [], "tables": [
            {"table": t, "ns": t, "ew": tables + (t - rnd) % tables + 1,
             "trays": [per_round * ((t + rnd - 2) % tables) + i for i in range(1, per_round + 1)]}
            for t in range(1, tables + 1)]})
    return {"format": "whist-movement/1", "system": "mitchell", "form": "pairs",
            "entrants": 2 * tables, "tables": tables, "trays": tables * per_round,
            "rounds": rounds}


def plays(movement: dict):
    """(round, table, tray, ns, ew) of every tray played, from a movement document."""
    for rnd in movement["rounds"]:
        for t in rnd["tables"]:
            for tray in t["trays"]:
                yield rnd["round"], t["table"], tray, t.get("ns"), t.get("ew")


def result(rnd, table, tray, ns, **more) -> dict:
    doc = {"round": rnd, "table": table, "tray": tray, "ns": ns}
    doc.update(more)
    return doc


def results_for(movement: dict, tricks, changes: dict | None = None) -> list[dict]:
    """A result for every play: ``tricks(round, table, tray)`` N-S tricks.

    ``changes`` maps (table, tray) to extra keys (or a replacement "ns") for that play.
    """
    changes = changes or {}
    found = []
    for rnd, table, tray, _, _ in plays(movement):
        doc = result(rnd, table, tray, tricks(rnd, table, tray))
        doc.update(changes.get((table, tray), {}))
        found.append(doc)
    return found


def session_doc(movement: dict, results: list[dict], method: str = "compass",
                laws: str = "1900", **extra) -> dict:
    doc = {"format": "whist-session/1", "name": "test", "date": "1900-07-01", "laws": laws,
           "method": method, "movement": movement, "names": {}, "deals": {},
           "results": results}
    doc.update(extra)
    return doc


def scored(movement: dict, results: list[dict], method: str = "compass", laws: str = "1900",
           **extra):
    return score(load_session(session_doc(movement, results, method, laws, **extra)))


def tray_lines(standings, tray: int) -> dict:
    """Table number -> recap line of ``tray``."""
    for recap in standings.recap:
        if recap.tray == tray:
            return {line.table: line for line in recap.lines}
    raise KeyError(tray)


def tray_recap(standings, tray: int):
    return next(r for r in standings.recap if r.tray == tray)


def one_tray(tables: int, ns_by_table: dict, changes: dict | None = None, **options):
    """A Mitchell of ``tables`` tables with one tray a round, scored; tray 1 as given.

    Every other tray is made 7-6 everywhere, so only tray 1 differs between pairs.
    """
    movement = mitchell(tables)
    changes = {(table, 1): more for table, more in (changes or {}).items()}
    results = results_for(movement, lambda r, t, tray: ns_by_table[t] if tray == 1 else 7,
                          changes)
    return scored(movement, results, **options)
