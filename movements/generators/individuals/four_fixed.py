"""Rounds for 4t players with four fixed players and sections that move up one within themselves:
Safford's 16, whose lead does better so than any rotation or walkers can
(docs/individual-lead.md).

The players are k sections of q numbers (section i: i q + 1 to i q + q) and four fixed
players (v - 3 to v).  The stored *base rounds* are played each in q places: in place g
every section player moves g up within his section (its last number goes to its first),
the fixed players keep their seats.  Then three rounds are played as stored: the fixed
players at a table of their own, the sections at tables of four sections each.  The
search behind it (``tools/four_fixed_search.c``) asked every class of meetings once, so
that every two players are partners once and opponents twice, and every two of them but
the fixed players have each other once on the left and once on the right; the fixed
players' three rounds of four leave at least 3 of their 6 pairs twice on one side, the
fewest such a movement allows, where a rotation leaves v - 1 and walkers 3v/4.
``tools/four_fixed_turns.py`` turned tables one seat for even comparisons.
"""

from __future__ import annotations

from collections import Counter
from itertools import combinations

from movements.generators.individuals.whist_tournament import Seating

Table = tuple[int, int, int, int]


def rounds(players: int, stored: tuple) -> list[Seating]:
    """Every round as (tables of (N, S, E, W), nobody sitting out): each base round in its
    q places, then the three fixed rounds."""
    q, base, fixed = stored

    def moved(p: int, g: int) -> int:
        if p > players - 4:
            return p
        i, x = divmod(p - 1, q)
        return i * q + (x + g) % q + 1

    out: list[Seating] = [(tuple((moved(n, g), moved(s, g), moved(e, g), moved(w, g)) for n, e, s, w in tables), ())
                          for tables in base for g in range(q)]
    out += [(tuple((n, s, e, w) for n, e, s, w in tables), ()) for tables in fixed]
    return out


def stored(players: int, table: dict) -> tuple:
    """The entry ``table`` holds for ``players``, checked again: every round seats everyone
    once, every two players are partners once and opponents twice."""
    entry = table[players]
    seating = rounds(players, entry)
    partners: Counter = Counter()
    opponents: Counter = Counter()
    everyone = list(range(1, players + 1))
    for tables, _ in seating:
        if sorted(p for t in tables for p in t) != everyone:
            raise RuntimeError(f"a stored round for {players} with four fixed players does not seat everyone once")
        for n, s, e, w in tables:
            partners.update((frozenset((n, s)), frozenset((e, w))))
            opponents.update(frozenset(pair) for pair in ((n, e), (e, s), (s, w), (w, n)))
    pairs = [frozenset(pair) for pair in combinations(everyone, 2)]
    if any(partners[pair] != 1 or opponents[pair] != 2 for pair in pairs):
        raise RuntimeError(f"the stored rounds for {players} with four fixed players are not a whist tournament")
    return entry


def describe(players: int, q: int) -> str:
    """How the players move, for the movement's description."""
    sections = (players - 4) // q
    return (f"The players are {sections} sections of {q} (1 to {q}, {q + 1} to {2 * q}, …) and "
            f"players {players - 3} to {players}, who keep their seats for {q} rounds at a time "
            f"while the others move up one within their section each round ({q} goes to 1); "
            f"every {q} rounds everyone takes a new seat (the guide cards say which), and in the "
            f"last three rounds players {players - 3} to {players} make a table of their own.")
