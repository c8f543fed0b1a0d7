"""tools/walkers_orbits.py, the exact cover for first rounds with four walkers that a
multiplier maps onto themselves: what it prints is a first round the movements package and
the independent checker accept, and where it says every choice was tried it has proved what
docs/individual-lead.md says."""

import subprocess
import sys

import pytest

from movements import generate
from movements.check import check
from movements.data import directed_starters
from movements.generators.individuals import walkers
from tests.movements.starters import printed_starter
from tests.realparts import ROOT


def run(*args) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, str(ROOT / "tools" / "walkers_orbits.py"), *map(str, args)],
                          capture_output=True, text=True, timeout=300)


def test_without_a_symmetry_it_finds_a_directed_24_within_the_holes(monkeypatch):
    """H = 1: every table its own orbit.  Safford's 24 so seated has 3v/4 = 18 pairs on one
    side, the fewest walkers allow."""
    players, first = printed_starter(run(24, "directed", 1, "--nodes", 2_000_000))
    assert players == 24 and walkers.is_starter(24, first, triplewhist=False)
    monkeypatch.setitem(directed_starters.WALKERS, 24, first)
    report = check(generate("safford-individuals", 24))
    assert report.ok and len(report.lead.unbalanced) == 18


@pytest.mark.parametrize("players, mode, h", [(48, "ordered", 21), (48, "directed", 21)])
def test_every_choice_tried_none(players, mode, h):
    """21 (order 2 modulo 44) fixes the hole {0, 11, 22, 33}: no first round of 48 players is
    its own image under it (some seconds each)."""
    done = run(players, mode, h)
    assert done.returncode == 1 and done.stderr.strip().endswith("none, every choice tried")


def test_a_multiplier_whose_orbits_cannot_be_seated_is_named():
    """23 modulo 44 fixes every even number: the odd ones' orbits {x, x + 22} lie in a hole."""
    done = run(48, "directed", 23)
    assert done.returncode == 1 and done.stderr.startswith("no orbit of tables meets [('partners', 1)")


@pytest.mark.parametrize("args, said", [((50, "directed", 1), "four walkers are for 4t players, 24 to 64"),
                                        ((48, "directed", 2), "H must be a unit modulo 44"),
                                        ((48, "near", 1), "invalid choice: 'near'")])
def test_bad_arguments_are_refused_with_a_message(args, said):
    done = run(*args)
    assert done.returncode == 2 and said in done.stderr and "Traceback" not in done.stderr
