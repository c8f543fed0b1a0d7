"""tools/howell_two_cores_search.py and tools/howell_two_cores_anneal.c, the searches behind
the two-core matrices of order 52 (51 pairs, a conference matrix) and 58 (57 pairs, within
one round of one) in movements.generators.howell.conference.TWO_CORES: each prints the
stored cores again and refuses what it cannot search; the cores have the properties the
layout needs, and the translations the seating search keeps fix the matrices."""

import ast
import subprocess
import sys

import pytest

from movements.generators.howell.conference import TWO_CORES, core_group, directions
from movements.generators.howell.groups import autocorrelation
from tests.realparts import ROOT, built_tool

TOOL = ROOT / "tools" / "howell_two_cores_search.py"


def run(*args) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, str(TOOL), *args], capture_output=True, text=True,
                          timeout=120, cwd=ROOT)


def test_it_prints_the_stored_cores_of_order_52():
    printed = run("25").stdout
    order, found = printed.split(":", 1)
    assert int(order) == 52 and ast.literal_eval(found.strip().rstrip(",")) == TWO_CORES[52]


@pytest.mark.parametrize("args", [[], ["24"], ["many"]])
def test_it_refuses_what_it_cannot_search(args):
    done = run(*args)
    assert done.returncode == 2 and "usage" in done.stderr


def test_the_anneal_prints_the_stored_cores_of_order_58(tmp_path):
    anneal = built_tool("howell_two_cores_anneal", tmp_path)
    printed = subprocess.run([str(anneal), "28", "1", "200000"], capture_output=True, text=True,
                             timeout=120).stdout
    order, found = printed.split(":", 1)
    assert int(order) == 58 and ast.literal_eval(found.strip().rstrip(",")) == TWO_CORES[58]
    for args in (["27", "1", "10"], ["28", "1"]):
        done = subprocess.run([str(anneal), *args], capture_output=True, text=True, timeout=10)
        assert done.returncode == 2 and "usage" in done.stderr


def autocorrelations(order):
    q, a, b = TWO_CORES[order]
    g = core_group(q)
    return a, b, g, {x + y for x, y in zip(autocorrelation(g, a)[1:], autocorrelation(g, b)[1:])}


def test_the_cores_of_52_are_skew_and_complementary():
    a, b, g, sums = autocorrelations(52)
    assert a[0] == 0 and all(a[g.negatives[x]] == -a[x] for x in range(1, 25)) and sum(b) == 1
    assert sums == {-2}


def test_the_cores_of_58_are_within_one_round():
    a, b, _, sums = autocorrelations(58)
    assert a[0] == 0 and (sum(a), sum(b)) == (1, 0) and sums <= {-4, -2, 0}


@pytest.mark.parametrize("order, step", [(52, 1), (52, 5), (58, 4)])
def test_translations_fix_the_direction_matrix(order, step):
    q = TWO_CORES[order][0]
    g, m, h = core_group(q), q + 1, directions(order)
    moved = [half * m + (0 if i == 0 else 1 + g.add(i - 1, step)) for half in (0, 1) for i in range(m)]
    assert all(h[moved[p]][moved[c]] == h[p][c] for p in range(order) for c in range(1, order))
