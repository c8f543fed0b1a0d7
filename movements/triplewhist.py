"""Triplewhist tournaments: the lead balanced too.

In a whist tournament every two players are partners once and opponents
twice.  In a *triplewhist* tournament those two meetings as opponents are of
both kinds: at a table N, E, S, W (play goes round clockwise) the pairs
{N, E} and {S, W} are opponents of the first kind, {N, W} and {E, S} of the
second; each two players are opponents once of each kind, so each has the other
once on his left and once on his right.

Z-cyclic triplewhist tournaments exist for every prime p ≡ 1 (mod 4) except 5,
13 and 17 (Feng & Chang, Des. Codes Cryptogr. 39, 2006; the constructions
follow Buratti's).  Here the starter (the first round; the others are it
moved up 1, 2, ... mod p, player p being 0 and sitting out) is found as
Buratti's are: the tables are a few base tables multiplied by the elements of
a subgroup H of odd order of the multiplicative group, so every condition is
one on the cosets of H: for each of the three relations (partners, first-kind
and second-kind opponents) the differences ±x of the base tables must fall
once in every coset.  A small seeded search over the base tables finds one
in milliseconds for every such prime up to 64 (29, 37, 41, 53, 61).
"""

from __future__ import annotations

import random
from functools import lru_cache

from .errors import MovementError
from .whist_tournament import Seating

TRIPLEWHIST = "triplewhist"
PRIMES = (29, 37, 41, 53, 61)           # p ≡ 1 (mod 4), p ≤ 64, other than 5, 13, 17
SEARCH_TRIES = 200_000


def sizes() -> tuple[int, ...]:
    """Player counts with a triplewhist movement: the primes above and Howell's eight."""
    return (8,) + PRIMES


@lru_cache(maxsize=None)
def starter(p: int) -> tuple[tuple[int, int, int, int], ...]:
    """The first round of a Z-cyclic triplewhist tournament on Z_p: tables (N, E, S, W)."""
    if p not in PRIMES:
        raise MovementError(f"a Z-cyclic triplewhist tournament is built here for "
                            f"{', '.join(map(str, PRIMES))} players, not {p}")
    root = next(g for g in range(2, p) if len({pow(g, k, p) for k in range(1, p)}) == p - 1)
    t = (p - 1) // 4
    order = t
    while order % 2 == 0:
        order //= 2                              # H of odd order: -1 is never in it
    cosets = (p - 1) // order                    # 4 × the number of base tables
    subgroup = [pow(root, cosets * k, p) for k in range(order)]
    coset_of = {pow(root, k, p): k % cosets for k in range(p - 1)}
    rng = random.Random(p)
    bases = cosets // 4
    for _ in range(SEARCH_TRIES):
        reps = list(range(cosets))
        rng.shuffle(reps)                        # which coset each seat's element comes from
        tables = [tuple(pow(root, reps[4 * i + j] + cosets * rng.randrange(order), p)
                        for j in range(4)) for i in range(bases)]
        if _balanced(tables, coset_of, cosets, p):
            return tuple(tuple(h * x % p for x in table) for table in tables for h in subgroup)
    raise MovementError(f"no triplewhist starter found for {p} players")  # pragma: no cover


def _balanced(tables, coset_of, cosets: int, p: int) -> bool:
    for relation in ((0, 2, 1, 3), (0, 1, 2, 3), (0, 3, 1, 2)):      # partners, first, second kind
        seen = set()
        for table in tables:
            for i, j in (relation[:2], relation[2:]):
                for diff in ((table[i] - table[j]) % p, (table[j] - table[i]) % p):
                    c = coset_of[diff]
                    if c in seen:
                        return False
                    seen.add(c)
        if len(seen) != cosets:
            return False
    return True


def rounds(p: int) -> list[Seating]:
    """Every round as (tables of (N, S, E, W) player numbers, the player sitting out)."""
    first = starter(p)

    def number(x: int) -> int:
        return x or p

    out = []
    for shift in range(p):
        tables = tuple((number((n + shift) % p), number((s + shift) % p), number((e + shift) % p),
                        number((w + shift) % p)) for n, e, s, w in first)
        out.append((tables, (number(shift),)))
    return out
