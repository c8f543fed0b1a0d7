"""tools/starter_orbits.py, the search for starters that a multiplier maps onto themselves: what
it prints is a starter the movements package and the independent checker accept, and where it
says every choice was tried it has proved what docs/individual-lead.md says of 45 and 56."""

import math
import subprocess
import sys

import pytest

from tests.movements.starters import assert_accepted
from tests.realparts import ROOT


def run(*args) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, str(ROOT / "tools" / "starter_orbits.py"), *map(str, args)],
                          capture_output=True, text=True, timeout=300)


def test_an_ordered_29_under_a_multiplier_of_order_7(monkeypatch):
    """16 has order 7 modulo 29: one table and its six images are the whole starter."""
    assert_accepted(monkeypatch, run(29, "ordered", 16), 29, "ORDERED")


def test_a_near_ordered_40_under_a_multiplier_of_order_3(monkeypatch):
    """As the stored one (directed_whist_search's near-ordered-cube): 16 has order 3 modulo
    39 and fixes the fixed player's table (None, 0, 13, 26)."""
    assert_accepted(monkeypatch, run(40, "near-ordered", 16, "--fixed", "0,13,26"), 40, "NEAR_ORDERED")


@pytest.mark.parametrize("args,unmet", [
    ((45, "ordered", 17), "first-kind class 5"),  # order 4, only 0 fixed (the same group as 8)
    ((45, "ordered", 16), "first-kind class 1"),  # order 3, fixes the multiples of 3
    ((45, "ordered", 28), "first-kind class 9"),  # order 4, fixes the multiples of 5
    ((56, "near-ordered", 32, "--fixed", "30,0,25"), "first-kind class 5"),  # order 4, only 0 fixed
    ((56, "near-ordered", 12, "--fixed", "0,5,10"), "first-kind class 11"),  # order 4, fixes the multiples of 5
])
def test_every_choice_tried_finds_none(args, unmet):
    """Each time some class is met by no orbit of tables at all, and the tool names it."""
    proof = run(*args)
    assert proof.returncode == 1, proof.stdout
    reason, verdict = proof.stderr.strip().split("\n")
    assert reason.startswith(f"no orbit of tables meets {unmet},")
    assert verdict.endswith("every choice tried")


def test_the_multipliers_tried_for_45_cover_every_group_without_minus_one():
    """A starter that x -> h x maps onto itself is mapped so by every power of h: so 17, 16
    and 28 settle every h whose powers number 3 or more and leave out -1 (with -1 a table's
    image -T repeats its partner classes, or, T = -T, its first-kind ones)."""
    for h in (h for h in range(2, 45) if math.gcd(h, 45) == 1):
        powers = {pow(h, k, 45) for k in range(12)}
        if len(powers) >= 3 and 44 not in powers:
            assert powers & {17, 16, 28}, h


def test_the_fixed_tables_tried_for_56_stand_for_every_one():
    """Multiplying a starter by a unit, or adding a number the multiplier fixes, keeps it a
    starter and keeps the symmetry; so (None, 30, 0, 25) under 32 and (None, 0, 5, 10) under
    12 stand for every fixed player's table (None, B, C, D), C - B = D - C, whose players
    the multiplier's powers permute."""
    m = 55
    units = [u for u in range(1, m) if math.gcd(u, m) == 1]
    for h, tried in ((32, (30, 0, 25)), (12, (0, 5, 10))):
        powers = {pow(h, k, m) for k in range(4)}
        fixed = [t for t in range(m) if h * t % m == t]
        allowed = {(b, (b + c) % m, (b + 2 * c) % m) for b in range(m) for c in range(1, m)
                   if {k * (b + i * c) % m for k in powers for i in range(3)} == {(b + i * c) % m for i in range(3)}}
        assert allowed == {tuple((u * x + t) % m for x in tried) for u in units for t in fixed} & allowed
        assert len(allowed) > 1


def test_4_and_38_stand_for_every_multiplier_of_order_3_or_more_modulo_51():
    """What docs/individual-lead.md says of the near-ordered 52 (whose runs take 9 to 18
    minutes, too long here): every cyclic group of units modulo 51 with 3 or more elements
    holds 4 or 38, and adding 17 commutes with x -> 4x."""
    for h in (h for h in range(2, 51) if math.gcd(h, 51) == 1):
        powers = {pow(h, k, 51) for k in range(16)}
        assert len(powers) in (1, 2) or powers & {4, 38}, h
    assert all((4 * (x + 17) - (4 * x + 17)) % 51 == 0 for x in range(51))


def test_a_budget_that_runs_out_says_so():
    short = run(40, "near-ordered", 16, "--fixed", "0,13,26", "--nodes", 3)
    assert short.returncode == 1 and short.stderr.strip().endswith("within 3 nodes")


@pytest.mark.parametrize("args,says", [
    ((45, "near", 17), "4t + 1 players: directed or ordered"),
    ((52, "near-ordered", 38), "--fixed B,C,D is for (and needed by) the near modes"),
    ((45, "ordered", 15), "H must be a unit modulo 45"),
    ((52, "near-ordered", 38, "--fixed", "0,17,35"), "C - B = D - C"),
    ((52, "near-ordered", 38, "--fixed", "0,17"), "--fixed takes three numbers, B,C,D, not '0,17'"),
    ((52, "near-ordered", 38, "--fixed", "0,x,34"), "--fixed takes three numbers"),
    ((29, "ordered", 16, "--nodes", 0), "--nodes takes a number of 1 or more"),
])
def test_bad_arguments_are_refused(args, says):
    refused = run(*args)
    assert refused.returncode == 2 and says in refused.stderr
