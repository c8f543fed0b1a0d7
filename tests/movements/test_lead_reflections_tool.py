"""tools/lead_reflections.py: for every stored REFLECT entry it prints the stored mask, the
fewest wrong classes of steps and, of the masks with that many, the most even comparisons
(every such movement played), as the checker and movements.balance count them."""

import subprocess
import sys
from pathlib import Path

import pytest

from movements.balance import balance
from movements.check.lead import lead
from movements.data.directed_starters import REFLECT
from movements.registry import generate
from tests.realparts import tool_module

TOOL = Path(__file__).resolve().parents[2] / "tools" / "lead_reflections.py"


@pytest.mark.parametrize("kind, players", sorted(REFLECT))
def test_it_prints_the_stored_mask_and_the_movements_figures(kind, players):
    options = ["--triplewhist"] if kind == "triplewhist" else []
    done = subprocess.run([sys.executable, str(TOOL), str(players), *options], capture_output=True,
                          text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    line = done.stdout.strip()
    assert line.startswith(f"({kind!r}, {players}): {REFLECT[kind, players]:#x},")
    movement = generate("safford-individuals", players, variant="triplewhist" if kind == "triplewhist" else None)
    wrong = int(line.split(" -> ")[1].split(";")[0])
    assert len(lead(movement).unbalanced) == wrong * len(movement.rounds)   # a class: a pair each round
    even = balance(movement)
    assert line.endswith(f"comparisons within {float(even.largest):g} rounds, rms {even.rms:.2f}")


@pytest.mark.parametrize("args, said", [(["7"], "7 players: an individual movement needs 8 to 64 players"),
                                        (["abc"], "usage: lead_reflections.py PLAYERS"),
                                        ([], "usage: lead_reflections.py PLAYERS")])
def test_bad_sizes_are_refused_with_a_message(args, said):
    done = subprocess.run([sys.executable, str(TOOL), *args], capture_output=True, text=True, timeout=60)
    assert done.returncode == 1 and done.stderr.startswith(said) and "Traceback" not in done.stderr


@pytest.mark.parametrize("players, ruled_out", [(21, {1, 2}), (45, {1, 2}), (52, {2, 3})])
def test_no_reflection_leaves_a_count_the_sum_of_the_steps_rules_out(players, ruled_out):
    """A table's four steps add up to 0 and the fixed player's two to D - B; a class whose
    two steps come one each way adds 0, a wrong one ±2c.  Over the numbers modulo 21 and the
    pairs modulo 3 and 15 (odd, no fixed player) the wrong classes' ±c must so add up to 0:
    one or two cannot.  52's fixed player's table (None, 0, 17, 34) has both steps 17, wrong
    whatever is reflected, and D - B = 34 = 2 x 17 leaves the others adding up to 0: 1, or 4
    and more.  The stored starters, at 3, 3 and 4, are at that floor; only an ordered (21,
    45) or near-ordered (52) rotation does better.  Every mask of each is counted."""
    tables, wrong = tool_module("lead_reflections").wrong_classes(players, True)
    counts = {wrong(mask) for mask in range(1 << tables)}
    assert not counts & ruled_out and min(counts) == max(ruled_out) + 1
