"""Small movements built by hand, so the printing tests need no generator."""

import io

import pytest
from pypdf import PdfReader

from movements.model import Movement, Round, Table

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
            tables.append(Table(t, (2 * r - 2 + t,),
                                individual=True, **who))
        rounds.append(Round(r, tuple(tables)))
        moved = {CYCLE[(CYCLE.index(p) + 1) % 7]: who for p, who in at.items() if p in CYCLE}
        at = {**moved, STAYS: at[STAYS]}
    return Movement("test-eight", "individuals", 8, 2, 14, tuple(rounds))


def mitchell(tables: int, trays_per_round: int = 1) -> Movement:
    """N-S stay, E-W move up one table, trays down one: odd or even, good enough to print."""
    rounds = []
    for r in range(tables):
        ts = []
        for t in range(1, tables + 1):
            ew = (t - 1 - r) % tables + tables + 1
            tray_set = (t - 1 + r) % tables
            trays = tuple(tray_set * trays_per_round + k for k in range(1, trays_per_round + 1))
            ts.append(Table(t, trays, ns=t, ew=ew))
        rounds.append(Round(r + 1, tuple(ts)))
    return Movement("test-mitchell", "pairs", 2 * tables, tables, tables * trays_per_round,
                    tuple(rounds))


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


@pytest.fixture
def eight():
    return eight_individuals()
