"""tools/walkers_reflections.py: of every reflection of a first round's tables without a
walker, the one with the fewest pairs on one side (then the most even comparisons), as the
checker counts them; it reproduces what tools/triplewhist_search.c's lead mode printed
beside this starter (4 wrong classes with REFLECT 0x1: 4 x 20 + 18 pairs) and keeps the
stored 60 as it is.  With ``--turn`` (whist) it turns tables instead, which keeps the lead
and changes the comparisons: Safford's stored 44 from what the search printed."""

import ast
import subprocess
import sys
from pathlib import Path

from movements.data.directed_starters import WALKERS
from movements.data.triplewhist_starters import FOUR_WALKERS
from movements.generators.individuals import walkers
from movements.check.lead import lead
from tests.movements.starters import walkers_movement

TOOL = Path(__file__).resolve().parents[2] / "tools" / "walkers_reflections.py"
# triplewhist_search 24 1 30 four lead: its first line, "4 wrong classes (REFLECT 0x1)"
PRINTED = ("24: ((8, 10, 11, 17), (1, 21, 19, 15), (2, 3, 6, 9), (7, 0, 18, 20), (13, 22, 14, 5), "
           "(16, 4, 23, 12)),  # seed 1, four, lead")


# directed_whist_search 44 2 1500 directed 5000 four (about four minutes)
SEARCHED_44 = ("44: ((4, 39, 10, 16), (23, 31, 36, 30), (5, 18, 19, 21), (11, 43, 15, 34), (3, 25, 12, 27), "
               "(9, 32, 28, 17), (7, 38, 35, 33), (13, 22, 29, 14), (26, 40, 37, 0), (41, 24, 2, 6), "
               "(1, 42, 8, 20)),  # seed 2, directed, nodes 5000, four")


def run(line: str, *options: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, str(TOOL), *options], input=line, capture_output=True,
                          text=True, timeout=120)


def tables(line: str) -> tuple:
    return ast.literal_eval(line.split(":", 1)[1].split("#")[0].strip().rstrip(","))


def test_it_finds_the_fewest_pairs_on_one_side_the_search_found():
    done = run(PRINTED)
    assert done.returncode == 0, done.stderr
    summary, line = done.stdout.splitlines()
    assert summary.startswith("# 98 pairs on one side")
    first = tables(line)
    assert walkers.is_starter(24, first)
    movement = walkers_movement(24, first)
    assert len(lead(movement).unbalanced) == 98 == 4 * 20 + 18


def test_what_is_not_a_first_round_with_walkers_is_refused():
    done = run(PRINTED.replace("(8, 10,", "(10, 8,"))
    assert done.returncode == 1 and "not a triplewhist first round with four walkers for 24 players" in done.stderr
    done = run(PRINTED, "--turn")       # a triplewhist one is a whist one too; turning keeps its lead
    as_printed = walkers_movement(24, tables(PRINTED))
    assert done.returncode == 0
    assert done.stdout.startswith(f"# {len(lead(as_printed).unbalanced)} pairs on one side")


def test_turning_tables_keeps_the_lead_and_evens_the_comparisons_of_the_stored_44():
    before = walkers_movement(44, tables(SEARCHED_44))
    done = run(SEARCHED_44, "--turn")
    assert done.returncode == 0, done.stderr
    summary, line = done.stdout.splitlines()
    assert len(lead(before).unbalanced) == 33 == 3 * 44 // 4
    assert summary == "# 33 pairs on one side, largest comparison deviation 4 rounds, rms 1.88"
    assert tables(line) == WALKERS[44] and line.endswith("# TURN 0x73")


def test_the_stored_sixty_is_its_own_best():
    """Its stored reflections are the best already: mask 0 (about 30 s: 2,048 choices)."""
    done = run(f"60: {FOUR_WALKERS[60]!r},")
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines()[0] == "# 493 pairs on one side, largest comparison deviation 7 rounds, rms 2.74"
    assert done.stdout.rstrip().endswith("# REFLECT 0x0")
