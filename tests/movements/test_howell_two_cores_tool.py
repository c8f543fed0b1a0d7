"""tools/howell_two_cores_search.py, the search behind 51 pairs' conference matrix
(movements.generators.howell.conference.TWO_CORES): it prints the stored cores again and
refuses what it cannot search; the cores have the properties its layout needs, and the
group's translations fix the matrix they make."""

import ast
import subprocess
import sys

import pytest

from movements.generators.howell.conference import TWO_CORES, directions
from movements.generators.howell.groups import field
from tests.realparts import ROOT

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


@pytest.mark.parametrize("order", sorted(TWO_CORES))
def test_the_cores_are_skew_and_complementary(order):
    q, a, b = TWO_CORES[order]
    g = field(q).group()
    assert a[0] == 0 and all(a[g.negatives[x]] == -a[x] for x in range(1, q)) and sum(b) == 1
    for d in range(1, q):
        assert sum(a[x] * a[g.add(x, d)] + b[x] * b[g.add(x, d)] for x in range(q)) == -2


@pytest.mark.parametrize("order", sorted(TWO_CORES))
def test_translations_fix_the_direction_matrix(order):
    q = TWO_CORES[order][0]
    g, m, h = field(q).group(), q + 1, directions(order)
    for t in range(1, q):
        moved = [half * m + (0 if i == 0 else 1 + g.add(i - 1, t)) for half in (0, 1) for i in range(m)]
        assert all(h[moved[p]][moved[c]] == h[p][c] for p in range(order) for c in range(1, order))
