"""Rounds for 4t players in which four keep their seats: the triplewhist tournament of 60
players, for which no rotation with one player fixed was found.

The first round seats the numbers modulo m = v - 4 and four *keepers*; round r (r = 0 to
m - 1) is it with every number moved up r, modulo m, and the keepers in their seats.  Two
numbers x, y meet in those rounds once for each pair of the first round whose difference
is y - x, and a keeper once with every number for each pair he is in.  The numbers fall
into m/4 *holes* x + H, H = {0, m/4, m/2, 3m/4}, whose members never meet there: three
more rounds seat each hole, and the keepers, at a table of their own as the tournament of
four players (:data:`HOLE_SEATS`), which makes each two of them partners once and
opponents once of each kind.  So the first round must give every difference outside H
once as partners, once as first-kind and once as second-kind opponents, and seat no two
keepers together: m + 3 = v - 1 rounds, a triplewhist tournament.
``tools/triplewhist_search.c PLAYERS SEED SECONDS four`` searches for first rounds; it
found one for every 4t from 20 to 60 it was run for (docs/individual-lead.md).  The
keepers are compared with each other in every moved round or in none (the cost of the
construction), and the holes' pairs meet only in the last three rounds, of which at least
3 of every 6 sit twice on one side (tests/movements/test_keepers.py).

Player numbers: the number x is player x (0 is player m), the keepers are m + 1 to m + 4.
"""

from __future__ import annotations

from movements.generators.individuals.groups import RELATIONS
from movements.generators.individuals.whist_tournament import Seating

# The three rounds of the four players a, b, c, d, as (N, E, S, W) seats of (a, b, c, d):
# each two once partners and once opponents of each kind.
HOLE_SEATS = ((0, 1, 2, 3), (0, 3, 1, 2), (0, 2, 3, 1))


def modulus(players: int) -> int:
    """m = players - 4, the numbers modulo which the others move."""
    return players - 4


def holes(players: int) -> list[tuple[int, ...]]:
    """The holes x + H of the numbers modulo m, then the keepers (m to m + 3 as in the
    first round): the foursomes of the last three rounds."""
    m = modulus(players)
    return [tuple(x + k * m // 4 for k in range(4)) for x in range(m // 4)] + [tuple(range(m, m + 4))]


def is_starter(players: int, first) -> bool:
    """Whether ``first`` (tables (N, E, S, W); the keepers m to m + 3) seats everyone once,
    no two keepers together, and gives every difference outside H once for partners and
    for opponents of each kind."""
    m = modulus(players)
    if players % 4 or players < 20 or sorted(x for table in first for x in table) != list(range(players)):
        return False
    if any(sum(x >= m for x in table) > 1 for table in first):
        return False
    wanted = sorted(d for d in range(1, m) if d % (m // 4))
    for seats in RELATIONS:
        found = sorted((table[j] - table[i]) % m for table in first for a, b in seats
                       for i, j in ((a, b), (b, a)) if table[i] < m and table[j] < m)
        if found != wanted:
            return False
    return True


def rounds(players: int, first) -> list[Seating]:
    """Every round as (tables of (N, S, E, W) player numbers, nobody sitting out): the m
    moved rounds of ``first``, then the three rounds of the holes."""
    m = modulus(players)

    def number(x: int, shift: int = 0) -> int:
        return x + 1 if x >= m else (x + shift) % m or m

    out: list[Seating] = []
    for shift in range(m):
        out.append((tuple(tuple(number(x, shift) for x in (n, s, e, w)) for n, e, s, w in first), ()))
    for seats in HOLE_SEATS:
        tables = [tuple(number(hole[i]) for i in seats) for hole in holes(players)]
        out.append((tuple((n, s, e, w) for n, e, s, w in tables), ()))
    return out


def describe(players: int) -> str:
    """How the players move, for the movement's description."""
    m = modulus(players)
    return (f"Players {m + 1} to {players} keep their seats; for {m} rounds every other player "
            f"moves up one number each round ({m} goes to 1); in the last three rounds each "
            f"four players whose numbers differ by {m // 4}, and the four who keep their seats, "
            f"make a table of their own.")
