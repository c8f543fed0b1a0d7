"""tools/starter_orbits.py, the search for starters that a multiplier (or, over a group, a map
x -> c σ(x)) maps onto themselves: what it prints is a starter the movements package and the
independent checker accept, and where it says every choice was tried it has proved what
docs/individual-lead.md says of 28, 45 and 56."""

import itertools
import math
import subprocess
import sys

import pytest

from movements.data import triplewhist_starters
from movements.generators.individuals.groups import RELATIONS, Moves, both_ways
from tests.movements.starters import assert_accepted, printed_starter
from tests.realparts import ROOT, tool_module


def run(*args) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, str(ROOT / "tools" / "starter_orbits.py"), *map(str, args)],
                          capture_output=True, text=True, timeout=300)


def test_an_ordered_29_under_a_multiplier_of_order_7(monkeypatch):
    """16 has order 7 modulo 29: one table and its six images are the whole starter."""
    assert_accepted(monkeypatch, run(29, "ordered", 16), 29, "ORDERED")


def test_a_near_ordered_40_under_a_multiplier_of_order_3(monkeypatch):
    """As the stored one (directed_whist_search's near-ordered-cube): 16 has order 3 modulo
    39 and fixes the fixed player's table (None, 0, 13, 26), the first the tool tries
    without --fixed."""
    assert_accepted(monkeypatch, run(40, "near-ordered", 16), 40, "NEAR_ORDERED")


def test_the_stored_triplewhist_52_is_seed_1110():
    """movements/data/triplewhist_starters.py says where 52's starter comes from."""
    count, tables = printed_starter(run(52, "triplewhist", 16, "--fixed", "0,17,34", "--seed", 1110))
    assert count == 52 and tables == triplewhist_starters.STARTERS[52]


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


@pytest.mark.parametrize("args", [
    (45, "ordered", 19),                            # order 2, fixes the multiples of 5
    (45, "ordered", 26),                            # order 2, fixes the multiples of 9
    (56, "near-ordered", 32, "--fixed", "5,0,50"),  # order 4, a table whose steps differ
])
def test_every_choice_tried_finds_none_again(args):
    """The runs of order 2 for 45, and one of the fixed player's tables that stop 44 did not
    try (its two steps differ); docs/individual-lead.md has the rest as records.  A line
    says why (no orbit meets some item, or none after every choice) and a line the verdict."""
    proof = run(*args)
    assert proof.returncode == 1, proof.stdout
    reason, verdict = proof.stderr.strip().split("\n")
    assert verdict.endswith("every choice tried")


@pytest.mark.parametrize("m,h", [(55, 32), (55, 12), (55, 16), (55, 21), (55, 34), (51, 4), (51, 16), (51, 35),
                                 (51, 38), (39, 16)])
def test_the_fixed_tables_tried_stand_for_every_one(m, h):
    """Multiplying a starter by a unit, or adding a number the multiplier fixes, keeps it a
    starter and keeps the symmetry; so the tables the tool tries, one of each class, stand for
    every fixed player's table (None, B, C, D) whose players the multiplier's powers permute,
    and no two of them are of one class."""
    tool = tool_module("starter_orbits")
    tried = tool.fixed_tables(tool.Symmetry.multiplier(m, h))
    powers = {pow(h, k, m) for k in range(m)}
    every = {t for t in itertools.permutations(range(m), 3) if {k * x % m for k in powers for x in t} == set(t)}
    units = [u for u in range(1, m) if math.gcd(u, m) == 1]
    fixed = [t for t in range(m) if h * t % m == t]
    classes = [{tuple((u * x + t) % m for x in table) for u in units for t in fixed} for table in tried]
    assert set().union(*classes) >= every and set(tried) <= every
    assert all(a not in classes[j] for i, a in enumerate(tried) for j in range(i))


def test_over_a_group_the_fixed_tables_tried_stand_for_every_one():
    """As above over 28's twisted group under (a, b) -> (-a, b): the maps the tool takes a
    starter's symmetry class by are bijections that commute with the map, and from the
    tables tried they reach every table whose players the map permutes."""
    tool = tool_module("starter_orbits")
    symmetry = tool.Symmetry(Moves(9, 3, 4), (8, 0, 0, 1))
    image = [3 * (-a % 9) + b for a, b in (divmod(x, 3) for x in range(27))]
    maps = symmetry.commuting()
    assert all(sorted(f) == list(range(27)) and all(f[image[x]] == image[f[x]] for x in range(27)) for f in maps)
    tried = tool.fixed_tables(symmetry)
    every = {t for t in itertools.permutations(range(27), 3) if {image[x] for x in t} == set(t)}
    assert {tuple(f[x] for x in t) for t in tried for f in maps} == every


@pytest.mark.parametrize("players,mode,symmetry", [
    (28, "directed", ((9, 3, 4), (8, 0, 0, 1))),    # over 28's twisted group, (a, b) -> (-a, b)
    (28, "triplewhist", ((9, 3, 4), (8, 0, 0, 1))),
    (40, "near-ordered", ((1, 39, 1), (1, 0, 0, 16))),    # the numbers modulo 39, x -> 16 x
])
def test_options_built_once_are_those_of_each_fixed_table_in_order(players, mode, symmetry):
    """A sweep builds the options once (every_orbit) and keeps, for each fixed player's
    table, those that meet only its items: the same options in the same order as built for
    that table alone, so a seed finds the same starter either way."""
    tool = tool_module("starter_orbits")
    group, matrix = symmetry
    symmetry = tool.Symmetry(Moves(*group), matrix)
    every = tool.Orbits(players, mode, symmetry, None).every_orbit()
    compared = 0
    for table in tool.fixed_tables(symmetry):
        try:
            orbits = tool.Orbits(players, mode, symmetry, table)
        except ValueError:
            continue
        assert list(orbits.options(every).items()) == list(orbits.options().items()), table
        compared += 1
    assert compared > 1


@pytest.mark.parametrize("m,tried", [
    (45, {17, 16, 28, 19, 26}),         # the ordered 45
    (51, {4, 38, 16, 35}),              # the near-ordered 52
    (55, {32, 12, 16, 21, 34}),         # the near-ordered 56
])
def test_the_multipliers_tried_stand_for_every_one_without_minus_one(m, tried):
    """A starter that x -> h x maps onto itself is mapped so by every power of h, so the
    multipliers of docs/individual-lead.md settle every h but 1 whose powers leave out -1
    (with -1 a table's image -T repeats its partner classes, or, T = -T, its first-kind
    ones)."""
    for h in (h for h in range(2, m) if math.gcd(h, m) == 1):
        powers = {pow(h, k, m) for k in range(m)}
        assert m - 1 in powers or powers & tried, h


def test_a_triplewhist_28_over_a_twisted_group_under_an_involution():
    """With --group the tool prints the group and the starter as GROUP_STARTERS holds them;
    over the pairs modulo 9 and 3 twisted by 4, under (a, b) -> (-a, b), partners, first-
    and second-kind opponents each come once from every element but the identity."""
    count, (group, tables) = printed_starter(run(28, "triplewhist", "8,1", "--group", "9,3,4"))
    moves = Moves(*group)
    first = moves.elements(tables)
    assert count == 28 and group == (9, 3, 4) and sorted(x for t in tables for x in t if x is not None) == list(range(27))
    assert all(moves.covers_once(both_ways(first, seats)) for seats in RELATIONS)


@pytest.mark.parametrize("symmetry", ["8,1", "4,1", "2,1"])     # u of order 2, 3 and 6 modulo 9
def test_28s_group_has_no_directed_starter_with_a_symmetry(symmetry):
    """Over the pairs modulo 9 and 3 twisted by 4 (the stored 28's group) no directed starter
    is its own image under (a, b) -> (u a, b), whichever fixed player's table: every choice
    tried."""
    proof = run(28, "directed", symmetry, "--group", "9,3,4")
    assert proof.returncode == 1, proof.stdout
    assert proof.stderr.strip().endswith("every choice tried"), proof.stderr


def test_the_classes_of_maps_stand_for_every_automorphism():
    """--classes 3,15,1 lists 20 classes; every automorphism of Z_3 × Z_15 (one for each
    image of (1, 0) of order 3 and of (0, 1) of order 15 that together make the group: 192)
    but the identity lies in the cyclic group of a listed one's conjugate."""
    listed = run("--classes", "3,15,1")
    assert listed.returncode == 0 and len(listed.stdout.splitlines()) == 20
    assert "2,0,0,14 order 2, fixes 1" in listed.stdout          # -1
    elements = [(a, b) for a in range(3) for b in range(15)]

    def image(x, y):                  # the automorphism taking (1, 0) to x and (0, 1) to y
        return tuple(((a * x[0] + b * y[0]) % 3, (a * x[1] + b * y[1]) % 15) for a, b in elements)

    threes = [x for x in elements if 3 * x[1] % 15 == 0]          # where (1, 0) may go: 3 x = 0
    every = {p for x in threes for y in elements if len(set(p := image(x, y))) == 45}
    assert len(every) == 192
    index = {e: i for i, e in enumerate(elements)}
    as_perm = {tuple(index[e] for e in p) for p in every}
    classes = [tuple(int(n) for n in line.split()[0].split(",")) for line in listed.stdout.splitlines()]
    tool = tool_module("starter_orbits")
    base = tool.Symmetry(Moves(3, 15), (1, 0, 0, 1))
    covered = set()
    for matrix in classes:
        p = tuple(base.number(base.sigma(x, matrix)) for x in base.elements)
        powers, q = [p], tuple(p[x] for x in p)
        while q != p:
            powers.append(q)
            q = tuple(p[x] for x in q)
        for t in as_perm:
            back = {y: x for x, y in enumerate(t)}
            covered |= {tuple(t[q[back[x]]] for x in range(45)) for q in powers}
    identity = tuple(range(45))
    assert covered - {identity} == as_perm - {identity}


def test_a_budget_that_runs_out_says_so():
    short = run(40, "near-ordered", 16, "--fixed", "0,13,26", "--nodes", 3)
    assert short.returncode == 1 and short.stderr.strip().endswith("within 3 nodes")


@pytest.mark.parametrize("args,says", [
    ((45, "near", 17), "4t + 1 players: directed, ordered or triplewhist"),
    ((52, "ordered", 16), "4t: near, near-ordered or triplewhist"),
    ((45, "ordered", 19, "--fixed", "0,3,6"), "--fixed B,C,D is for 4t players"),
    ((29, "ordered", 16, "--count", 0), "--count takes a number of 1 or more"),
    ((45, "ordered", 15), "H must be a unit modulo 45"),
    ((52, "near-ordered", 38, "--fixed", "0,17,35"), "does not permute the players of (None, 0, 17, 35)"),
    ((52, "near-ordered", 38, "--fixed", "0,17,17"), "three different numbers"),
    ((52, "near-ordered", 38, "--fixed", "0,17"), "argument --fixed: takes three numbers, B,C,D, not '0,17'"),
    ((52, "near-ordered", 38, "--fixed", "0,x,34"), "argument --fixed: takes three numbers"),
    ((29, "ordered", 16, "--nodes", 0), "--nodes takes a number of 1 or more"),
    ((29, "ordered", "16,1"), "without --group the map is one multiplier H, not '16,1'"),
    ((64, "near", "20,1", "--group", "21,3,16"), "the near modes are for the numbers modulo v"),
    ((64, "directed", "20,1", "--group", "21,3,2"), "2 to the power 3 is not 1 modulo 21"),
    ((64, "directed", "20,1", "--group", "7,3,2"), "--group has 21 elements"),
    ((64, "directed", "7,1", "--group", "21,3,16"), "(a, b) -> (0, 0)·(7 a + 0 b, 0 a + 1 b) is not an automorphism"),
    ((64, "directed", "20", "--group", "21,3,16"), "with --group the map is U,H, U,H,A,B or U,K,J,H,A,B, not '20'"),
    ((64, "directed", "20,1", "--group", "21,3"), "argument --group: takes three numbers"),
    (("--classes", "3,15"), "argument group: takes three numbers, OUTER,INNER,TWIST, not '3,15'"),
    (("--classes", "21,3,2"), "2 to the power 3 is not 1 modulo 21"),
    ((28, "directed", "8,1", "--group", "9,3,4", "--fixed", "0,1,3"), "(a, b) -> (0, 0)·(8 a + 0 b, 0 a + 1 b) does not "
     "permute the players of (None, 0, 1, 3)"),
])
def test_bad_arguments_are_refused(args, says):
    refused = run(*args)
    assert refused.returncode == 2 and says in refused.stderr
