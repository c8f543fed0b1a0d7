"""What the starter searches print (tools/directed_whist_search.c, tools/starter_orbits.py),
read back and played: the movements package and the independent checker must accept it."""

import ast

from movements import generate
from movements.check import check
from movements.data import directed_starters
from movements.generators.individuals import directed_whist, walkers
from movements.generators.individuals.safford import build
from movements.model import Movement


def printed_starter(printed) -> tuple[int, tuple]:
    """(players, tables) of a search's line for movements/data/directed_starters.py."""
    assert printed.returncode == 0, printed.stderr
    count, tables = printed.stdout.split("#")[0].split(":", 1)
    return int(count), ast.literal_eval(tables.strip().rstrip(","))


def walkers_movement(players: int, first) -> Movement:
    """A first round with four walkers (tables N, E, S, W) played as Safford's movement."""
    return build("safford-individuals", players, walkers.rounds(players, first), None, "four walkers")


def assert_accepted(monkeypatch, printed, players, table):
    """Stores the printed starter in ``table`` of directed_starters for this test and plays
    Safford's movement (triplewhist for the ordered tables): the checker finds it valid and
    no pair of players twice on one side (4t players: v - 1 pairs, a rotation's fewest)."""
    count, first = printed_starter(printed)
    assert count == players
    monkeypatch.setitem(getattr(directed_starters, table), players, first)
    monkeypatch.setattr(directed_whist, table, getattr(directed_starters, table))
    monkeypatch.delitem(directed_starters.GROUP_STARTERS, players, raising=False)    # the rotation
    monkeypatch.delitem(directed_starters.FOUR_FIXED, players, raising=False)        # not a rotation
    directed_whist.starter.cache_clear()
    try:
        ordered = table in ("ORDERED", "NEAR_ORDERED")          # played as the triplewhist movement
        movement = generate("safford-individuals", players, **({"variant": "triplewhist"} if ordered else {}))
        report = check(movement)
        assert report.ok, report       # the triplewhist rule included
        assert len(report.lead.unbalanced) == (0 if players % 4 else players - 1)
    finally:
        directed_whist.starter.cache_clear()
