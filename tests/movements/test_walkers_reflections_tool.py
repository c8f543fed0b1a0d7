"""tools/walkers_reflections.py: of every reflection of a first round's tables without a
walker, the one with the fewest pairs on one side (then the most even comparisons), as the
checker counts them; it reproduces what tools/triplewhist_search.c's lead mode printed
beside this starter (4 wrong classes with REFLECT 0x1: 4 x 20 + 18 pairs) and keeps the
stored 60 as it is."""

import ast
import subprocess
import sys
from pathlib import Path

from movements.data.triplewhist_starters import FOUR_WALKERS
from movements.generators.individuals import walkers
from movements.generators.individuals.safford import build
from movements.check.lead import lead

TOOL = Path(__file__).resolve().parents[2] / "tools" / "walkers_reflections.py"
# triplewhist_search 24 1 30 four lead: its first line, "4 wrong classes (REFLECT 0x1)"
PRINTED = ("24: ((8, 10, 11, 17), (1, 21, 19, 15), (2, 3, 6, 9), (7, 0, 18, 20), (13, 22, 14, 5), "
           "(16, 4, 23, 12)),  # seed 1, four, lead")


def run(line: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, str(TOOL)], input=line, capture_output=True, text=True,
                          timeout=120)


def test_it_finds_the_fewest_pairs_on_one_side_the_search_found():
    done = run(PRINTED)
    assert done.returncode == 0, done.stderr
    summary, line = done.stdout.splitlines()
    assert summary.startswith("# 98 pairs on one side")
    first = ast.literal_eval(line.split(":", 1)[1].split("#")[0].strip().rstrip(","))
    assert walkers.is_starter(24, first)
    movement = build("safford-individuals", 24, walkers.rounds(24, first), None, "")
    assert len(lead(movement).unbalanced) == 98 == 4 * 20 + 18


def test_what_is_not_a_first_round_with_walkers_is_refused():
    done = run(PRINTED.replace("(8, 10,", "(10, 8,"))
    assert done.returncode == 1 and "not a first round with four walkers for 24 players" in done.stderr


def test_the_stored_sixty_is_its_own_best():
    """Its stored reflections are the best already: mask 0 (about 30 s: 2,048 choices)."""
    done = run(f"60: {FOUR_WALKERS[60]!r},")
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines()[0] == "# 493 pairs on one side, largest comparison deviation 7 rounds, rms 2.74"
    assert done.stdout.rstrip().endswith("# REFLECT 0x0")
