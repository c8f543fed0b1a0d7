"""Rounds for 4t players in which four *walkers* go round four seats while the others move
up one number: the triplewhist tournament of 60 players, for which no rotation with one
player fixed was found, and the movements whose lead does better so than any rotation can
(Safford's 24, 32, 36 and 44, the triplewhist 24: docs/individual-lead.md).

The first round seats the numbers modulo m = v - 4 and the four walkers; round r (r = 0 to
m - 1) is it with every number moved up r, modulo m, and walker w's seat taken by walker
w + r (modulo 4): the walkers take turns at four seats of four tables.  Two numbers x, y
meet in those rounds once for each pair of the first round whose difference is y - x.  A
walker meets the number at walker seat k's partner's (or first-kind or second-kind
opponent's, left or right neighbour's) place, a in the first round, in the rounds r ≡ w - k
(mod 4) as a + r: every number once when a - k is a different residue modulo 4 at each of
the four seats.  The numbers fall into m/4 *holes* x + H, H = {0, m/4, m/2, 3m/4}, whose
members never meet in those rounds: three more rounds seat each hole, and the walkers, at
a table of their own as the tournament of four players (:data:`HOLE_SEATS`), which makes
each two of them partners once and opponents once of each kind.  So the first round must
give every difference outside H once as partners, once as first-kind and once as
second-kind opponents, and seat no two walkers together: m + 3 = v - 1 rounds, a
triplewhist tournament.  For a whist tournament the opponents' differences need only come
twice, and a walker's left-hand and right-hand neighbours' residues be all four each.

The lead: the members of a hole and the walkers meet only in the last three rounds, where
at least 3 of their 6 pairs sit twice on one side (every seating of four players' three
rounds does so), so such a movement has at least 3v/4 pairs of players on one side; the
directed and ordered first rounds (every step outside H once, a walker's neighbours as
above) have exactly that, where a rotation of 4t players has at least v - 1.

The walkers' seats are one N or S and three E or W (or the other way round): each walker
takes the odd seat's direction in one round of four, so any two are in the same direction
(compared) in half the moved rounds.  Four players who kept their seats would be compared
with each other always or never.

Player numbers: the number x is player x (0 is player m), the walkers are m + 1 to m + 4.
``tools/triplewhist_search.c PLAYERS SEED SECONDS four`` searches for triplewhist first
rounds, ``tools/directed_whist_search.c PLAYERS SEED SECONDS directed|ordered NODES four``
for directed whist and ordered triplewhist ones, ``tools/walkers_orbits.py`` for those a
multiplier maps onto themselves.
"""

from __future__ import annotations

from movements.generators.individuals.groups import RELATIONS, both_ways
from movements.generators.individuals.whist_tournament import Seating

# The three rounds of the four players a, b, c, d, as (N, E, S, W) seats of (a, b, c, d):
# each two once partners and once opponents of each kind.
HOLE_SEATS = ((0, 1, 2, 3), (0, 3, 1, 2), (0, 2, 3, 1))

# Whom the player in seat i (N, E, S, W = 0 to 3) meets: his partner, first-kind and
# second-kind opponents, the player on his left and the one on his right.
MEETS = (lambda i: (i + 2) % 4, lambda i: i ^ 1, lambda i: 3 - i, lambda i: (i + 1) % 4, lambda i: (i - 1) % 4)


def modulus(players: int) -> int:
    """m = players - 4, the numbers modulo which the others move."""
    return players - 4


def holes(players: int) -> list[tuple[int, ...]]:
    """The holes x + H of the numbers modulo m, then the walkers (m to m + 3 as in the
    first round): the foursomes of the last three rounds."""
    m = modulus(players)
    return [tuple(x + k * m // 4 for k in range(4)) for x in range(m // 4)] + [tuple(range(m, m + 4))]


def is_starter(players: int, first, triplewhist: bool = True) -> bool:
    """Whether ``first`` (tables (N, E, S, W); the walkers m to m + 3) seats everyone once,
    no two walkers together, gives every difference outside H once for partners and for
    opponents of each kind (not ``triplewhist``: twice for opponents), lets each walker meet
    every number once in each relation (not ``triplewhist``: as partner, on his left and on
    his right), and seats one or three walkers N or S."""
    m = modulus(players)
    if players % 4 or players < 20 or sorted(x for table in first for x in table) != list(range(players)):
        return False
    if any(sum(x >= m for x in table) > 1 for table in first):
        return False
    wanted = sorted(d for d in range(1, m) if d % (m // 4))
    relations = RELATIONS if triplewhist else (RELATIONS[0], RELATIONS[1] + RELATIONS[2])
    for seats in relations:
        found = sorted((y - x) % m for x, y in both_ways(first, seats) if x < m and y < m)
        if found != sorted(wanted * (len(seats) // 2)):
            return False
    seat_of = {x: (table, i) for table in first for i, x in enumerate(table) if x >= m}
    walkers = [seat_of[m + k] for k in range(4)]
    if sum(i % 2 == 0 for _, i in walkers) not in (1, 3):
        return False
    return all(sorted((table[meets(i)] - k) % 4 for k, (table, i) in enumerate(walkers)) == [0, 1, 2, 3]
               for meets in (MEETS if triplewhist else (MEETS[0], *MEETS[3:])))


def stored(players: int, table: dict, triplewhist: bool = True) -> tuple:
    """The first round ``table`` holds for ``players``, checked again (:func:`is_starter`)."""
    first = table[players]
    if not is_starter(players, first, triplewhist):
        kind = "triplewhist" if triplewhist else "whist"
        raise RuntimeError(f"the stored {kind} first round for {players}, with four walkers, is not one")
    return first


def rounds(players: int, first) -> list[Seating]:
    """Every round as (tables of (N, S, E, W) player numbers, nobody sitting out): the m
    moved rounds of ``first``, then the three rounds of the holes."""
    m = modulus(players)

    def number(x: int, shift: int = 0) -> int:
        return m + 1 + (x - m + shift) % 4 if x >= m else (x + shift) % m or m

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
    return (f"Players {m + 1} to {players} take turns at four seats ({m + 2} takes {m + 1}'s "
            f"seat, {m + 3} {m + 2}'s, {players} {m + 3}'s and {m + 1} {players}'s each round) "
            f"while every other player moves up one number ({m} goes to 1); in the last three "
            f"rounds each four players whose numbers differ by {m // 4}, and {m + 1} to "
            f"{players}, make a table of their own.")
