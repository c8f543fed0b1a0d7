"""Conference matrices for an odd number of pairs: the direction matrices of a perfect phantom Howell.

An odd number ``n`` of pairs plays the schedule of ``n + 1`` with the
stationary seat empty: each pair sits out one tray set (the one it would have
played against the phantom).  Write ``M[p][c]`` = +1 when pair ``p`` holds
tray set ``c`` N-S, -1 when E-W, 0 when it sits it out.  Two pairs meet on a
tray set where they hold opposite cards, so twice their deviation from ideal
is ``|(M Mᵀ)[p][q] + 1|``: the movement is perfect exactly when
``M Mᵀ = n I - J``.  The core of a *conference matrix* ``C`` of order ``n + 1``
(``C Cᵀ = n I``, zero diagonal), normalised so that its first row is
``0, +1, +1, …``, is such an ``M`` (pair ``p`` sits out tray set ``p``).
``M`` with a column of +1 added has orthogonal rows of squared length ``n``,
so where ``n + 1 ≡ 2 (mod 4)`` the rational argument behind Belevitch's
condition applies: ``n`` must be a sum of two squares, and 21, 33 and 57 pairs
cannot be perfect.  For order ≡ 0 (mod 4) a conference matrix is a
skew-Hadamard matrix less the identity.

The matrices built here:

* order 10 — Paley's symmetric conference matrix from GF(9);
* order 16, 24, 40, 56, 64 — Paley I skew-Hadamard matrices of order 8, 12, 20,
  28 and 32 (GF(7), GF(11), GF(19), GF(27), GF(31)), doubled by
  ``[[H, H], [-Hᵀ, Hᵀ]]``, which keeps them skew (24: 23 pairs are perfect on
  Z_23 too, but the rounds of that schedule chosen for a partial Howell of 18
  rounds are worse than chance, and this one's are not: issue 26.4);
* order 36 — the Goethals–Seidel array on four circulants of order 9 (the first
  skew-type), found by ``tools/howell_good_matrices.py``;
* order 52 — two cores ``a``, ``b`` over the pairs of numbers modulo 5 (the
  additive group of the field of 25), ``a`` skew and their periodic
  autocorrelations adding up to -2 off zero, bordered by the empty seat and one
  fixed pair (``tools/howell_two_cores_search.py``).  The Goethals–Seidel matrix of
  order 52 it replaces had no symmetry moving every pair, and no schedule was seated
  on it; translations fix this one, as they fix the doubled Paley matrices;
* order 46 — Mathon's symmetric conference matrix (q = 3, p = q + 2 = 5: order
  p·q² + 1), in Balonin and Seberry's block form: the core is block-circulant
  over Z_5 with 9 × 9 blocks ``A, B, C, Cᵀ, Bᵀ`` built from 3 × 3 cells;
* order 58, which has none (so 57 pairs cannot be perfect): the same layout over
  Z_28, the cores' autocorrelations adding up to -4, -2 or 0 off zero, so every
  two rows of the core have an inner product of -3, -1 or 1: 57 pairs seated on
  it are one round off at most, their bound (:data:`NEAR_ORDERS`).

:func:`directions` turns one into the ``(n + 1) × (n + 1)`` direction matrix
that ``tools/howell_conference_search.py`` seats a schedule on (row 0 the
phantom, +1 throughout; pair ``p`` meets it on tray set ``p``).
"""

from __future__ import annotations

from functools import lru_cache

from movements.generators.howell.groups import Group, cyclic, field
from movements.generators.howell.hadamard import paley_conference

Matrix = tuple[tuple[int, ...], ...]

# Order -> first rows of the circulants A (skew-type: A + Aᵀ = 2I), B, C, D
# with AAᵀ + BBᵀ + CCᵀ + DDᵀ = 4mI (tools/howell_good_matrices.py).
GOETHALS_SEIDEL = {
    36: ((1, 1, 1, 1, -1, 1, -1, -1, -1), (1, 1, 1, -1, 1, 1, -1, 1, 1),
         (1, 1, -1, 1, -1, -1, 1, -1, 1), (1, -1, -1, -1, 1, 1, -1, -1, -1)),
}
# Order 2q + 2 -> (q, a, b): two cores over the group of q elements (core_group).
# 52: a skew, PAF_a + PAF_b = -2 off zero (tools/howell_two_cores_search.py): a skew
# conference matrix.  58: none exists (57 is not a sum of two squares); a(0) = 0 and
# PAF_a + PAF_b is -4, -2 or 0 off zero (tools/howell_two_cores_anneal.c), so every
# two pairs' rows are within one round of a conference matrix's.
TWO_CORES = {
    52: (25, (0, 1, -1, 1, -1, -1, 1, -1, 1, 1, 1, -1, -1, -1, -1, -1, 1, 1, 1, 1, 1, -1, -1, 1, -1),
         (1, 1, 1, 1, -1, 1, 1, 1, -1, -1, 1, -1, -1, -1, 1, -1, -1, -1, -1, 1, 1, 1, -1, -1, 1)),
    58: (28, (0, 1, 1, 1, 1, 1, 1, -1, -1, -1, 1, -1, -1, 1, -1, 1, -1, 1, -1, -1, 1, 1, -1, 1, -1, 1, -1, -1),
         (-1, 1, 1, -1, -1, -1, -1, 1, 1, -1, -1, 1, -1, 1, 1, 1, 1, -1, -1, 1, 1, -1, 1, 1, -1, 1, -1, -1)),
}
NEAR_ORDERS = (58,)
# Order -> the field of the Paley I skew-Hadamard matrix that is doubled to it.
DOUBLED_PALEY = {16: 7, 24: 11, 40: 19, 56: 27, 64: 31}
SYMMETRIC_PALEY = {10: 9}
MATHON = 46
ORDERS = tuple(sorted(set(GOETHALS_SEIDEL) | (set(TWO_CORES) - set(NEAR_ORDERS)) | set(DOUBLED_PALEY) | set(SYMMETRIC_PALEY) | {MATHON}))


def _transposed(x: list[list[int]]) -> list[list[int]]:
    return [list(column) for column in zip(*x)]


def _double(h: list[list[int]]) -> list[list[int]]:
    """``[[H, H], [-Hᵀ, Hᵀ]]``: Hadamard and skew (K + Kᵀ = 2I) when ``H`` is."""
    return [row + row for row in h] + [[-x for x in row] + row for row in _transposed(h)]


def _circulant(first) -> list[list[int]]:
    m = len(first)
    return [[first[(j - i) % m] for j in range(m)] for i in range(m)]


def _goethals_seidel(rows) -> list[list[int]]:
    a, b, c, d = (_circulant(r) for r in rows)
    m = len(a)

    def back(x):                       # X R, R the permutation j -> -j: entry (i, j) depends on i + j
        return [[x[i][-j % m] for j in range(m)] for i in range(m)]

    def neg(x):
        return [[-v for v in row] for row in x]
    br, cr, dr = back(b), back(c), back(d)
    dtr, ctr, btr = back(_transposed(d)), back(_transposed(c)), back(_transposed(b))
    blocks = [[a, br, cr, dr],
              [neg(br), a, dtr, neg(ctr)],
              [neg(cr), neg(dtr), a, btr],
              [neg(dr), ctr, neg(btr), a]]
    return [sum((blocks[i][j][r] for j in range(4)), []) for i in range(4) for r in range(m)]


def core_group(q: int) -> Group:
    """The group two cores of ``q`` entries are taken over: the field's additive group
    where there is a field of ``q`` elements, else the integers modulo ``q``."""
    f = field(q)
    return f.group() if f is not None else cyclic(q)


def _two_cores(q: int, a, b) -> list[list[int]]:
    """The matrix of order ``2q + 2`` on the cores ``a``, ``b`` (indices 0, then
    ``(1, x)``, the fixed pair ``q + 1``, ``(2, x)``, ``x`` in :func:`core_group`;
    ``tools/howell_two_cores_search.py`` draws the layout).  The fixed pair's row is
    ``u`` on the first half and ``v`` on the second, chosen so that every tray set
    has as many pairs N-S as E-W; the cores' sums (α, β) are (0, 1) or (1, 0)."""
    g = core_group(q)
    alpha, beta = sum(a), sum(b)
    u, v = beta - alpha, -alpha - beta
    assert {u, v} <= {1, -1}, (alpha, beta)
    top = [0] + [1] * (2 * q + 1)
    ones = [[-1] + [a[g.sub(y, x)] for y in range(q)] + [-1] + [b[g.sub(y, x)] for y in range(q)]
            for x in range(q)]
    fixed = [-1] + [u] * q + [0] + [v] * q
    twos = [[-1] + [-b[g.sub(x, y)] for y in range(q)] + [1] + [a[g.sub(x, y)] for y in range(q)]
            for x in range(q)]
    return [top] + ones + [fixed] + twos


def _block_circulant(cells) -> list[list[int]]:
    """First block row ``cells`` (square blocks), each block row shifted one block right."""
    k, m = len(cells), len(cells[0])
    return [[cells[(j - i) % k][r][c] for j in range(k) for c in range(m)]
            for i in range(k) for r in range(m)]


def _mathon_46() -> list[list[int]]:
    """Mathon's conference matrix of order 46 in Balonin and Seberry's form."""
    def cell(first, back=False):
        return [[first[(j + i) % 3 if back else (j - i) % 3] for j in range(3)] for i in range(3)]

    a, b = cell((0, 1, 1)), cell((-1, -1, 1))
    big_a = _block_circulant([a, b, _transposed(b)])
    a2, b2 = cell((1, 1, -1), back=True), cell((-1, 1, 1), back=True)
    big_b = _block_circulant([a2, b2, b2[-1:] + b2[:-1]])        # the last: b2's rows moved down one
    cross = (1, -1, -1)                                           # row (I, x), column (J, y): cross[I + y]
    big_c = [[cross[(i + y) % 3] for _ in range(3) for y in range(3)] for i in range(3) for _ in range(3)]
    core = _block_circulant([big_a, big_b, big_c, _transposed(big_c), _transposed(big_b)])
    return [[0] + [1] * 45] + [[1] + row for row in core]


@lru_cache(maxsize=None)
def conference(order: int) -> Matrix:
    """A conference matrix of ``order`` (one of :data:`ORDERS`), normalised so
    that row 0 is ``0, +1, +1, …``."""
    if order in SYMMETRIC_PALEY:
        c = paley_conference(SYMMETRIC_PALEY[order])
    elif order == MATHON:
        c = _mathon_46()
    elif order in TWO_CORES:
        c = _two_cores(*TWO_CORES[order])
    else:
        if order in DOUBLED_PALEY:
            q = DOUBLED_PALEY[order]
            paley = paley_conference(q)
            h = _double([[x + (i == j) for j, x in enumerate(row)] for i, row in enumerate(paley)])
        else:
            h = _goethals_seidel(GOETHALS_SEIDEL[order])
        c = [[x - (i == j) for j, x in enumerate(row)] for i, row in enumerate(h)]
    sign = [1] + [c[0][j] for j in range(1, order)]        # D C D keeps it skew or symmetric
    return tuple(tuple(c[i][j] * sign[i] * sign[j] for j in range(order)) for i in range(order))


def is_conference(c) -> bool:
    n = len(c)
    return all(c[i][i] == 0 for i in range(n)) and all(
        sum(a * b for a, b in zip(c[i], c[j])) == (n - 1 if i == j else 0)
        for i in range(n) for j in range(i, n))


@lru_cache(maxsize=None)
def directions(order: int) -> Matrix:
    """The direction matrix seated for ``order - 1`` pairs: row 0 (the empty
    stationary seat) +1, row ``p`` the conference matrix's row with -1 for its
    zero: pair ``p`` meets the phantom on tray set ``p``.  Column 0 is unused."""
    c = conference(order)
    return tuple(tuple(1 if p == 0 else -1 if x == 0 else x for x in row) for p, row in enumerate(c))


def describe(order: int) -> str:
    if order == MATHON:
        return f"Mathon conference matrix of order {order} (Balonin–Seberry block form)"
    if order in SYMMETRIC_PALEY:
        return f"Paley conference matrix of order {order} from GF({SYMMETRIC_PALEY[order]})"
    if order in DOUBLED_PALEY:
        q = DOUBLED_PALEY[order]
        return (f"skew conference matrix of order {order} (Paley I skew-Hadamard from GF({q}), "
                "doubled)")
    if order in NEAR_ORDERS:
        return (f"matrix of order {order} on two cores over {core_group(TWO_CORES[order][0]).name}, "
                "within one round of a conference matrix (there is none of that order)")
    if order in TWO_CORES:
        return (f"skew conference matrix of order {order} on two cores over the addition of "
                f"{core_group(TWO_CORES[order][0]).name}")
    return (f"skew conference matrix of order {order} (Goethals–Seidel skew-Hadamard on "
            f"circulants of order {order // 4})")
