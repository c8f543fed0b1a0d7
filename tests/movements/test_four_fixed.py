"""Four fixed players and sections (movements/generators/individuals/four_fixed.py): Safford's
16 is a whist tournament the checker accepts, with only the fixed players' 3 pairs on one side
where the near starter it replaced had 15, comparing at least as evenly; players move as the
description says; the stored entry is what the search and the turns tool print; an entry that
is no whist tournament is refused."""

import ast
import subprocess
import sys

import pytest

from movements import generate
from movements.balance import balance
from movements.check import check
from movements.data import directed_starters
from movements.generators.individuals import four_fixed
from tests.realparts import ROOT, built_tool

# The near starter 16 played before, as the checker and movements.balance found it: pairs on
# one side, largest comparison deviation, rms.
REPLACED = {16: (15, 2, 1.42)}


@pytest.mark.parametrize("players", sorted(directed_starters.FOUR_FIXED))
def test_fewer_on_one_side_than_the_rotation_and_compared_as_evenly(players):
    movement = generate("safford-individuals", players)
    report, even = check(movement), balance(movement)
    assert report.ok, report
    pairs, largest, rms = REPLACED[players]
    fixed = range(players - 3, players + 1)
    assert len(report.lead.unbalanced) == 3 < pairs
    assert all(a in fixed and b in fixed for a, b, _, _ in report.lead.unbalanced)
    assert even.largest <= largest and even.rms <= rms
    assert "only 3 of the 6 pairs of players 13 to 16" in movement.description


@pytest.mark.parametrize("players", sorted(directed_starters.FOUR_FIXED))
def test_players_move_as_the_description_says(players):
    """Within each q rounds the fixed players keep their seats and every section player takes
    the next number's seat in his section; in the last three rounds the fixed players sit
    together."""
    q = directed_starters.FOUR_FIXED[players][0]
    movement = generate("safford-individuals", players)

    def seats(table):
        return (table.n, table.e, table.s, table.w)
    for start in range(0, players - 4, q):
        block = movement.rounds[start:start + q]
        for earlier, later in zip(block, block[1:]):
            for a, b in zip(earlier.tables, later.tables):
                for x, y in zip(seats(a), seats(b)):
                    assert y == (x if x > players - 4 else (x - 1) // q * q + x % q + 1)
    for last in movement.rounds[-3:]:
        assert sorted(seats(last.tables[0])) == list(range(players - 3, players + 1))


def test_the_stored_16_is_what_the_search_and_the_turns_print(tmp_path):
    search = built_tool("four_fixed_search", tmp_path)
    printed = subprocess.run([str(search), "4", "3", "4", "1000000", "50"], capture_output=True,
                             text=True, timeout=300, check=True).stdout
    turned = subprocess.run([sys.executable, str(ROOT / "tools" / "four_fixed_turns.py"), "4", "3"],
                            input=printed, capture_output=True, text=True, timeout=300, check=True).stdout
    players, entry = turned.split(":", 1)
    assert ast.literal_eval(entry.strip().rstrip(",")) == directed_starters.FOUR_FIXED[int(players)]


def test_an_entry_that_is_no_whist_tournament_is_refused(monkeypatch):
    q, base, fixed = directed_starters.FOUR_FIXED[16]
    first = base[0]
    swapped = ((first[0][1], first[0][0]) + first[0][2:],) + first[1:]   # N and E exchanged
    monkeypatch.setitem(directed_starters.FOUR_FIXED, 16, (q, (swapped,) + base[1:], fixed))
    with pytest.raises(RuntimeError, match="not a whist tournament"):
        four_fixed.stored(16, directed_starters.FOUR_FIXED)
