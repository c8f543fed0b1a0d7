"""Paley Hadamard matrices for the Howell sizes no cyclic pattern reaches.

A perfectly balanced Howell schedule for ``n`` pairs is a Hadamard matrix of
order ``n`` in disguise (:mod:`movements.generators.howell.balance`): row ``p`` is pair
``p``, column ``c`` tray set ``c``, +1 for N-S.  For 40, 52 and 56 pairs there
is no cyclic one (no Hadamard difference set of order 39, 51, 55), but Paley's
constructions from GF(19), GF(25) and GF(27) give one, and
:mod:`movements.generators.howell.hadamard_seating` seats a Room square on it.
24 pairs have a cyclic one (Z_23), but its rounds chosen for a partial Howell of
19 rounds are worse than chance; the schedule seated on Paley's matrix from GF(11)
is as perfect and its partials are not (issue 26.4, ``bench/partials.py``).
"""

from __future__ import annotations

from functools import lru_cache

from movements.generators.howell.groups import field

# pairs -> (q, Paley construction): I gives order q + 1 (q ≡ 3 mod 4), doubled
# by Sylvester; II gives order 2(q + 1) (q ≡ 1 mod 4).
PALEY = {24: (11, "I"), 40: (19, "I"), 52: (25, "II"), 56: (27, "I")}


def _jacobsthal(q: int) -> list[list[int]]:
    f = field(q)
    assert f is not None, f"{q} is a prime power"
    g = f.group()
    squares = f.squares()

    def chi(x: int) -> int:
        return 0 if x == 0 else 1 if x in squares else -1
    return [[chi(g.sub(y, x)) for y in range(q)] for x in range(q)]


def paley_conference(q: int) -> list[list[int]]:
    """The (q + 1)-order conference matrix: 0 on the diagonal, ±1 elsewhere."""
    jac = _jacobsthal(q)
    sign = -1 if q % 4 == 3 else 1          # skew for q ≡ 3, symmetric for q ≡ 1 (mod 4)
    return [[0] + [1] * q] + [[sign] + row for row in jac]


@lru_cache(maxsize=None)
def hadamard(pairs: int) -> tuple[tuple[int, ...], ...]:
    """A normalised Hadamard matrix of order ``pairs`` (first row and column +1)."""
    q, kind = PALEY[pairs]
    c = paley_conference(q)
    m = q + 1
    if kind == "I":
        h = [[c[i][j] + (1 if i == j else 0) for j in range(m)] for i in range(m)]
        h = [[h[i][j] * (-1 if a and b else 1) for j in range(m) for b in (0, 1)]
             for i in range(m) for a in (0, 1)]
    else:
        h = [[0] * (2 * m) for _ in range(2 * m)]
        for i in range(m):
            for j in range(m):
                for a in (0, 1):
                    for b in (0, 1):
                        value = c[i][j] * (-1 if a and b else 1)
                        if i == j:
                            value += (-1 if a or b else 1)
                        h[2 * i + a][2 * j + b] = value
    h = [[x * row[0] for x in row] for row in h]             # first column +1
    first = h[0]
    return tuple(tuple(x * s for x, s in zip(row, first)) for row in h)   # first row +1


def describe(pairs: int) -> str:
    q, kind = PALEY[pairs]
    how = "doubled (Sylvester)" if kind == "I" else ""
    return f"Paley {kind} Hadamard matrix of order {pairs} from GF({q})" + (f", {how}" if how else "")


def is_hadamard(h) -> bool:
    n = len(h)
    return all(sum(a * b for a, b in zip(h[i], h[j])) == (n if i == j else 0)
               for i in range(n) for j in range(i, n))
