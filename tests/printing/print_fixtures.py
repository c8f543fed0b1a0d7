"""Small movements built by hand, sessions with made-up results, a formula evaluator.

Helpers for the printing tests, imported by name (no pytest fixtures here).
"""

import io
import random
import re
from fractions import Fraction

from pypdf import PdfReader

from movements.model import Movement, Round, Table
from tournament.scoring.registry import ranks_teams

# Howell's eight-individual table of changes as the seed describes it (004:445):
# the player at North of Table 1 goes to East at Table 2, East of Table 2 goes to
# South at Table 1, ... one player keeps his seat.
CYCLE = [(1, "n"), (2, "e"), (1, "s"), (2, "n"), (1, "e"), (2, "s"), (1, "w")]
STAYS = (2, "w")


def eight_individuals() -> Movement:
    seats = CYCLE + [STAYS]
    at = {place: player for player, place in enumerate(seats, start=1)}   # round 1
    rounds = []
    for r in range(1, 8):
        tables = []
        for t in (1, 2):
            who = {s: at[(t, s)] for s in "nsew"}
            tables.append(Table(t, (2 * r - 1, 2 * r) if t == 1 else (2 * r, 2 * r - 1),
                                individual=True, **who))
        rounds.append(Round(r, tuple(tables)))
        moved = {CYCLE[(CYCLE.index(p) + 1) % 7]: who for p, who in at.items() if p in CYCLE}
        at = {**moved, STAYS: at[STAYS]}
    return Movement("test-eight", "individuals", 8, 2, 14, tuple(rounds))


def mitchell(tables: int, trays_per_round: int = 1, rounds: int | None = None) -> Movement:
    """N-S stay, E-W move up one table, trays down one: odd or even, good enough to print.

    ``rounds`` cuts the evening short (a big room printed quickly).
    """
    played = []
    for r in range(rounds or tables):
        ts = []
        for t in range(1, tables + 1):
            ew = (t - 1 - r) % tables + tables + 1
            tray_set = (t - 1 + r) % tables
            trays = tuple(tray_set * trays_per_round + k for k in range(1, trays_per_round + 1))
            ts.append(Table(t, trays, ns=t, ew=ew))
        played.append(Round(r + 1, tuple(ts)))
    return Movement("test-mitchell", "pairs", 2 * tables, tables, tables * trays_per_round,
                    tuple(played))


def teams(pairs_per_team=2) -> Movement:
    """Three teams, two tables and a dummy table, pairs of a team never meeting."""
    team_pairs = {1: (1, 2), 2: (3, 4), 3: (5, 6)}
    plan = [  # (table, ns, ew) per round
        [(1, 1, 4), (2, 3, 6), (3, 5, None)],
        [(1, 3, 2), (2, 5, 4), (3, 1, None)],
        [(1, 5, 2), (2, 1, 6), (3, 3, None)],
    ]
    rounds = []
    for r, tables in enumerate(plan, start=1):
        ts = tuple(Table(t, (2 * ((t + r) % 3) + 1, 2 * ((t + r) % 3) + 2), ns=ns, ew=ew)
                   for t, ns, ew in tables)
        rounds.append(Round(r, ts, idle=tuple(p for p in range(1, 7)
                                              if p not in {x for _, a, b in tables for x in (a, b)})))
    return Movement("test-teams", "teams", 6, 3, 6, tuple(rounds), teams=team_pairs)


def read(pdf: bytes) -> PdfReader:
    return PdfReader(io.BytesIO(pdf))


def page_text(reader: PdfReader, index: int, orientation: int | None = None) -> str:
    page = reader.pages[index]
    if orientation is None:
        return page.extract_text()
    return page.extract_text(orientations=(orientation,))


def howell_pairs(pairs: int, trays_per_round: int = 2) -> Movement:
    """A round robin for an even number of pairs, the last pair stationary at Table 1.

    Round r, table t plays tray set (r + t) so every set travels down a table a round.
    """
    k = pairs - 1
    rounds = []
    for r in range(k):
        meets = [(pairs, r + 1)] + [((r + i) % k + 1, (r - i) % k + 1) for i in range(1, pairs // 2)]
        tables = []
        for t, (a, b) in enumerate(meets, 1):
            s = (r + t - 1) % k
            if r % 2:
                a, b = b, a
            tables.append(Table(t, tuple(range(s * trays_per_round + 1, (s + 1) * trays_per_round + 1)),
                                ns=a, ew=b))
        rounds.append(Round(r + 1, tuple(tables)))
    return Movement("test-howell", "pairs", pairs, pairs // 2, k * trays_per_round, tuple(rounds))


def session_doc(movement: Movement, method: str, seed: int = 1, revoke: bool = True,
                deals: dict | None = None) -> dict:
    """A whist-session/1 document with made-up results for every play (one with a revoke)."""
    rnd = random.Random(seed)
    results = [{"round": p.round, "table": p.table, "tray": p.tray, "ns": rnd.randint(2, 11)}
               for p in movement.plays()]
    if revoke and results:
        results[0]["revokes"] = {"ns": 0, "ew": 1}
    return {"format": "whist-session/1", "name": "Tuesday evening", "date": "1897-07-05",
            "laws": "1900", "method": method, "movement": movement.to_json(),
            **_names(movement, method), "deals": deals or {}, "results": results}


def _names(movement: Movement, method: str) -> dict:
    """Names for every entrant; the teams' and their pairs' when the method ranks teams."""
    names = {str(i): f"Name {i}" for i in range(1, movement.entrants + 1)}
    if not ranks_teams(method, movement.form):
        return {"names": names}
    return {"names": {str(t): f"Team name {t}" for t in movement.teams}, "pair_names": names}


def make_session(movement: Movement, method: str, **options):
    from tournament.scoring import load_session

    return load_session(session_doc(movement, method, **options))


# -- a small evaluator for the workbook's formulas -------------------------------------

_REF = re.compile(r"(?:'((?:[^']|'')+)'!)?\$?([A-Z]{1,3})\$?(\d+)(?::\$?([A-Z]{1,3})\$?(\d+))?")


class Formulas:
    """Works out the workbook's formulas (SUM, SUMIF, COUNTIF, AVERAGEIF, INT, + - ) exactly."""

    def __init__(self, book):
        self.book = book
        self.known = {}

    def value(self, sheet: str, coord: str):
        if (sheet, coord) not in self.known:
            self.known[(sheet, coord)] = self._value(sheet, coord)
        return self.known[(sheet, coord)]

    def _value(self, sheet: str, coord: str):
        cell = self.book[sheet][coord]
        raw = cell.value
        if cell.data_type == "f":                   # text starting with "=" is no formula
            return self.formula(sheet, raw[1:])
        if isinstance(raw, float):
            return Fraction(raw).limit_denominator(1000)
        return raw

    def cells(self, sheet, a, b):
        from openpyxl.utils import range_boundaries

        c0, r0, c1, r1 = range_boundaries(f"{a}:{b}")
        ws = self.book[sheet]
        return [self.value(sheet, ws.cell(r, c).coordinate)
                for r in range(r0, r1 + 1) for c in range(c0, c1 + 1)]

    def formula(self, sheet: str, text: str):
        def ref(m):
            where = m.group(1).replace("''", "'") if m.group(1) else sheet   # 'O''Brien'!A1
            if m.group(4):
                return f"_R({where!r},{m.group(2) + m.group(3)!r},{m.group(4) + m.group(5)!r})"
            return f"_C({where!r},{m.group(2) + m.group(3)!r})"

        expr = _REF.sub(ref, text)
        numbers = lambda xs: [x for x in xs if isinstance(x, (int, Fraction))]  # noqa: E731

        def sumif(keys, key, values):
            return sum(v for k, v in zip(keys, values) if k == key and v is not None)

        def averageif(keys, key, values):
            picked = [v for k, v in zip(keys, values) if k == key and v is not None]
            return Fraction(sum(picked), len(picked))

        env = {"_R": self.cells, "_C": self.value, "SUM": lambda xs: sum(numbers(xs)),
               "SUMIF": sumif, "AVERAGEIF": averageif,
               "COUNTIF": lambda keys, key: sum(1 for k in keys if k == key),
               "INT": lambda x: int(Fraction(x).__floor__()), "Fraction": Fraction}
        expr = re.sub(r"(?<![\w.])(\d+\.\d+)", r"Fraction('\1')", expr)
        return eval(expr, env)  # noqa: S307 - our own workbook, in a test
