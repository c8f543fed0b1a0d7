"""Directed whist tournaments: every player has every other once on his left and once
on his right (see :mod:`movements.check.lead`), besides partners once; *ordered*
triplewhist ones are triplewhist too.

All but the last kind below are Z-cyclic, the rotation of Safford's cards: a first round (the *starter*,
tables (N, E, S, W)) and every later round the one before with every player moved
up one number.  Over the rounds a player has every other once on his left exactly
when the starter's *steps* E - N, S - E, W - S and N - W (pairs with the fixed
player left out) are the non-zero residues once each.

* 4t + 1 players (Z_v, 0 sits out): the starters of :data:`STARTERS` and
  :data:`ORDERED` are directed (and ordered triplewhist).  Baker's prime tables
  (a, -a, ma, -ma) in :mod:`movements.generators.individuals.whist_tournament`, its patterned (a, -a, c, -c)
  ones and the nine-player ones are directed already: their steps are ±(c - a) and
  ±(c + a).  The prime construction of :mod:`movements.generators.individuals.triplewhist` asks for it and
  is ordered for every prime it serves.
* 4t players (Z_(v-1) and a fixed player): no rotation can be directed.  The
  steps would sum to the sum of the non-zero residues, 0 (the modulus is odd);
  every table's four steps sum to 0, but the fixed player's table (None, b, c, d)
  gives only c - b and d - c, which sum to d - b ≠ 0.  So at least one class ±c
  comes the wrong way (c twice, -c never), and every class is ``v - 1`` pairs of
  players: the fewest a rotation allows.  The starters of :data:`NEAR` and
  :data:`NEAR_ORDERED` reach it: one class, ``v - 1`` pairs twice on one side.
* Not a rotation (:data:`GROUP_STARTERS`): over a group where x y is not y x the
  steps' sum is no invariant: 28, 40 and 64 players have directed starters over the pairs
  modulo 9 and 3 twisted by 4, modulo 13 and 3 twisted by 3 and modulo 21 and 3 twisted by
  16 (:mod:`.groups`), whose rounds Safford's 28, 40 and 64 play.
* Not a rotation either (:data:`WALKERS`, :mod:`.walkers`): four walkers take turns at
  four seats while the others move up one modulo v - 4, and three last rounds seat the
  holes of four; 24, 32, 36 and 44 players' first rounds are directed but within the holes,
  3v/4 pairs on one side where a rotation has v - 1.
* Nor (:data:`FOUR_FIXED`, :mod:`.four_fixed`): four fixed players and sections that move
  up one within themselves; 16 players have only the fixed players' 3 pairs on one side.

Where no starter was found, the stored *reflections* (:func:`reflected`) of Safford's
or the triplewhist tables give the fewest pairs on one side that reflecting can.  The
data are in :mod:`movements.data.directed_starters`, the starters checked again when used;
docs/individual-lead.md has the figures of every size.
"""

from __future__ import annotations

from functools import lru_cache

from movements.data.directed_starters import (FOUR_FIXED, GROUP_STARTERS, NEAR, NEAR_ORDERED, ORDERED,
                                               REFLECT, STARTERS, WALKERS, WHIST_FROM_TRIPLEWHIST)
from movements.generators.individuals import four_fixed, walkers
from movements.generators.individuals.groups import RELATIONS, Moves, both_ways, rotation, steps
from movements.generators.individuals.whist_tournament import Seating


def _steps(first, m: int) -> list[int]:
    return sorted((b - a) % m for a, b in steps(first) if None not in (a, b))


def _both_ways(first, m: int, seats) -> list[int]:
    return sorted((x - y) % m for x, y in both_ways(first, seats) if None not in (x, y))


def starter_ok(players: int, first, ordered: bool) -> bool:
    """True when ``first`` (tables (N, E, S, W)) is a starter for ``players`` whose
    partner pairs give every class once, whose steps give every residue once (4t + 1
    players) or all but one class the right way (4t: c twice, -c never), and, with
    ``ordered``, whose first-kind opponents ({N, E}, {S, W}) give every class once."""
    m = rotation(players).size
    every = list(range(1, m))
    if _both_ways(first, m, RELATIONS[0]) != every:                 # partners
        return False
    if ordered and _both_ways(first, m, RELATIONS[1]) != every:     # first-kind opponents
        return False
    found = _steps(first, m)
    if players % 4:
        return found == every
    wrong = [d for d in every if found.count(d) != 1]
    return len(wrong) == 2 and sorted(found.count(d) for d in wrong) == [0, 2] and sum(wrong) == m


def _table(players: int, ordered: bool) -> dict:
    if players % 4 == 0:
        return NEAR_ORDERED if ordered else NEAR
    return ORDERED if ordered else STARTERS


def has_starter(players: int, ordered: bool = False) -> bool:
    return players in _table(players, ordered)


@lru_cache(maxsize=None)
def starter(players: int, ordered: bool = False):
    """The stored starter, checked."""
    first = _table(players, ordered)[players]
    if not starter_ok(players, first, ordered):
        raise RuntimeError(f"the stored directed starter for {players} is not one")
    return _fixed_player_first(first)


def _fixed_player_first(first):
    """The fixed player's table first, turned two seats if he is South so that he is North
    (as on Safford's cards); turning a table two seats keeps every relation."""
    ordered = sorted(first, key=lambda table: None not in table)
    if ordered and ordered[0][2] is None:
        n, e, s, w = ordered[0]
        ordered[0] = (s, w, n, e)
    return tuple(ordered)


def cyclic_rounds(players: int, ordered: bool = False) -> list[Seating]:
    """Every round as (tables (N, S, E, W), sitting out): everyone moves up one number;
    4t + 1 players: player ``players`` is 0 and the player numbered as the round's
    shift sits out; 4t: player ``players`` (None) keeps his seat."""
    group = rotation(players)
    return group.rounds(group.elements((n, s, e, w) for n, e, s, w in starter(players, ordered)))


def reflected(seating: list[Seating], mask: int, ordered: bool) -> list[Seating]:
    """``seating`` (rounds of a rotation, tables in starter order) with starter table i
    reflected in every round where bit i of ``mask`` is set: E and W exchanged, which
    negates its steps; for triplewhist turned one seat as well, (N, E, S, W) -> (E, N, W, S),
    which keeps the kinds.  Everyone still moves up one number."""
    def flip(table):
        n, s, e, w = table
        return (e, w, n, s) if ordered else (n, s, w, e)
    return [(tuple(flip(t) if mask >> i & 1 else t for i, t in enumerate(tables)), idle)
            for tables, idle in seating]


def moves(players: int) -> Moves | None:
    """The group the directed rounds move by where it is not the numbers modulo the players
    (:data:`GROUP_STARTERS`, :mod:`.groups`)."""
    return Moves(*GROUP_STARTERS[players][0]) if players in GROUP_STARTERS else None


@lru_cache(maxsize=None)
def group_starter(players: int) -> tuple:
    """The stored starter over :func:`moves` (tables (N, E, S, W) of elements, None the
    player who keeps his seat, at table 1 North), checked: partners and steps every element
    but the identity once (for 4t players too, which no rotation can do)."""
    group, tables = moves(players), GROUP_STARTERS[players][1]
    assert group is not None
    first = group.elements(tables)
    if not (group.covers_once(both_ways(first, RELATIONS[0])) and group.covers_once(steps(first))):
        raise RuntimeError(f"the stored directed starter for {players} over {group.describe()} is not one")
    return _fixed_player_first(first)


def best_rounds(players: int, base: list[Seating], ordered: bool = False) -> list[Seating]:
    """The rounds to play for the lead instead of ``base`` (Safford's whist tournament,
    or the triplewhist one with ``ordered``): the stored first round with four walkers
    (:data:`WALKERS`), rounds with four fixed players (:data:`FOUR_FIXED`) or starter where
    there is one,
    else ``base`` (or for the sizes of ``WHIST_FROM_TRIPLEWHIST`` the triplewhist
    tournament, a whist tournament too) with the stored reflections (``tools/lead_reflections.py``: the fewest
    pairs on one side that reflecting its tables gives), else ``base`` itself (which may
    be directed already, as Baker's primes are).  Safford's (not ``ordered``) for the sizes
    of :data:`GROUP_STARTERS` follow their group instead, directed."""
    group = moves(players)
    if group is not None and not ordered:
        return group.rounds([(n, s, e, w) for n, e, s, w in group_starter(players)])
    if players in WALKERS and not ordered:
        return walkers.rounds(players, walkers.stored(players, WALKERS, triplewhist=False))
    if players in FOUR_FIXED and not ordered:
        return four_fixed.rounds(players, four_fixed.stored(players, FOUR_FIXED))
    if has_starter(players, ordered):
        return cyclic_rounds(players, ordered)
    if not ordered and players in WHIST_FROM_TRIPLEWHIST:     # its reflections do better
        from .triplewhist import rounds as triplewhist_rounds
        return best_rounds(players, triplewhist_rounds(players), ordered=True)
    mask = REFLECT.get(("triplewhist" if ordered else "whist", players))
    return reflected(base, mask, ordered) if mask else base
