"""Triplewhist tournaments: the lead balanced too.

In a whist tournament every two players are partners once and opponents
twice.  In a *triplewhist* tournament those two meetings as opponents are of
both kinds: at a table N, E, S, W (play goes round clockwise) the pairs
{N, E} and {S, W} are opponents of the first kind, {N, W} and {E, S} of the
second; each two players are opponents once of each kind.  That is not the
lead as the players feel it: who sits on whose left (E on N's left, S on
E's...) is another matter, checked by :mod:`movements.check.lead`; turning a
table one seat round swaps the kinds and keeps the sides, so the two can be had
together (*ordered* triplewhist, :mod:`movements.generators.individuals.directed_whist`), but the
tournaments below have it only where the checker says so.

What is known (for 8 to 64 players): a triplewhist tournament exists for every
count 4t or 4t + 1 except 9 and 12, which have none (Ge & Lam, J. Combin.
Theory A 101, 2003, summing up the earlier results and settling 12) and 13,
which has none (Haanpää & Kaski, Des. Codes Cryptogr. 35, 2005).  Ge & Lam
list 17 and 57 among the possible exceptions, and Abel & Ge's "almost
completion" removes all of them but 17 (its abstract; docs/individual-lead.md):
57 is no open case, and the stored 57 is simply a starter the search found and
the checker accepts (:mod:`.triplewhist_starters`), ordered with its reflections.  17 has no
Z-cyclic one (the rounds moving everyone up one, the kind built here): an
exhaustive search by ``tools/triplewhist_search.c`` says so in a second, as
Buratti's exceptions 5, 13 and 17 (J. Combin. Theory A 90, 2000) suggest.

Z-cyclic triplewhist tournaments exist for every prime p ≡ 1 (mod 4) except 5,
13 and 17 (Feng & Chang, Des. Codes Cryptogr. 39, 2006; the constructions
follow Buratti's).  Here the starter (the first round; the others are it
moved up 1, 2, ... mod p, player p being 0 and sitting out) is found as
Buratti's are: the tables are a few base tables multiplied by the elements of
a subgroup H of odd order of the multiplicative group, so every condition is
one on the cosets of H: for each of the three relations (partners, first-kind
and second-kind opponents) the differences ±x of the base tables must fall
once in every coset; and so must the *steps* E - N, S - E, W - S and N - W (each
taken with its sign), which makes the tournament *ordered* as well: each player
has every other once on his left and once on his right.  A small seeded search
over the base tables finds one in well under a second for every such prime up to
64 (29, 37, 41, 53, 61).

For 49 players the same construction is made in the field of 49 elements
(:class:`~.groups.SquareField`; H of order 3, four base tables): the stored base
tables (``FIELD_BASES``, found by ``tools/triplewhist_field_search.py``) are checked
when used, and the rounds add the field's elements instead of one (:data:`FIELDS`).
The checker finds it ordered too.

The other sizes have starters found by ``tools/triplewhist_search.c`` and kept
as data (:mod:`movements.data.triplewhist_starters`, which says how long each
took): 16 to 40, 48, 52 and 56 by a general search, 44, 57 and 64 by one
that asks the tables to come in threes under a symmetry of order 3; and 45 by
the general search over the pairs of numbers modulo 3 and 15 (:data:`MOVES`),
whose rounds move by those pairs.  60 players' is not a rotation: four walkers
take turns at four seats while the others move up one modulo 56 for 56 rounds,
then three rounds seat the holes of four among themselves (:mod:`.walkers`;
:data:`FOUR_WALKERS`, found by the search's ``four`` mode where the rotation was
not found in hours).  24 players' is not one either: its walkers' first round is
ordered but within the holes, fewer pairs on one side than any rotation has.  A Z-cyclic
starter for 45, 56 or 60 players has no symmetry:
``tools/triplewhist_cpsat.py --sweep`` finds every map x -> ux + c of Z_45, Z_55
or Z_59 that could keep one (multipliers; for 56 and 60 also with a translation),
with every permutation of the three kinds, INFEASIBLE in seconds.  So the
symmetric searches that made 44, 57 and 64 quick do not apply; the general search
found 56's in a long run, and no rotation for 60 in over six hours of CPU.
"""

from __future__ import annotations

import random
from functools import lru_cache

from movements.errors import MovementError
from movements.data.triplewhist_starters import FIELD_BASES, FOUR_WALKERS, GROUP_STARTERS, STARTERS
from movements.generators.individuals import walkers
from movements.generators.individuals.groups import RELATIONS, Moves, SquareField, both_ways, rotation, steps
from movements.generators.individuals.whist_tournament import Seating

TRIPLEWHIST = "triplewhist"
PRIMES = (29, 37, 41, 53, 61)           # p ≡ 1 (mod 4), p ≤ 64, other than 5, 13, 17
FIELDS = {49: 7}                        # players: p, for the field of p² elements
MOVES = {45: (3, 15)}                   # players: the pairs of numbers their rounds move by
SEARCH_TRIES = 200_000
NONE_EXISTS = {                         # players: who proved it
    9: "Ge & Lam 2003",
    12: "Ge & Lam 2003",
    13: "Haanpää & Kaski 2005",
}
OPEN = {17: "whether one exists is open, and none moving everyone up one number does"}


def sizes() -> tuple[int, ...]:
    """Player counts with a triplewhist movement: Howell's eight, the primes above and
    the sizes whose starters a search found (:mod:`movements.data.triplewhist_starters`)."""
    return tuple(sorted({8, *PRIMES, *FIELDS, *MOVES, *STARTERS, *FOUR_WALKERS}))


def refusal(players: int) -> str:
    """Why there is no triplewhist movement for ``players``, for the director."""
    offered = f"triplewhist movements are given for {', '.join(map(str, sizes()))} players"
    if players in NONE_EXISTS:
        return (f"no triplewhist tournament exists for {players} players "
                f"({NONE_EXISTS[players]}); {offered}")
    why = OPEN.get(players, "one exists, but none was found here")
    return f"no triplewhist movement for {players} players ({why}); {offered}"


@lru_cache(maxsize=None)
def starter(p: int) -> tuple[tuple[int, ...], ...]:
    """The first round of a Z-cyclic triplewhist tournament on Z_p: tables (N, E, S, W)."""
    if p in STARTERS:
        return _stored(p)
    if p not in PRIMES:
        raise MovementError(f"a Z-cyclic triplewhist tournament is built here for "
                            f"{', '.join(map(str, PRIMES))} players, not {p}")
    root = next(g for g in range(2, p) if len({pow(g, k, p) for k in range(1, p)}) == p - 1)
    cosets = Cosets([pow(root, k, p) for k in range(p - 1)], lambda x, y: (y - x) % p)
    rng = random.Random(p)
    for _ in range(SEARCH_TRIES):
        reps = list(range(cosets.count))
        rng.shuffle(reps)                        # which coset each seat's element comes from
        tables = [tuple(cosets.powers[reps[4 * i + j] + cosets.count * rng.randrange(len(cosets.subgroup))]
                        for j in range(4)) for i in range(cosets.count // 4)]
        if cosets.balanced(tables):
            return tuple(tuple(h * x % p for x in table) for table in tables for h in cosets.subgroup)
    raise MovementError(f"no triplewhist starter found for {p} players")  # pragma: no cover


class Cosets:
    """The cosets of the subgroup H of odd order (the largest) in the multiplicative group
    of a field (its non-zero elements as ``powers`` of a primitive element, ``between`` its
    y - x for x, y): Buratti's construction asks base tables whose differences, for each
    relation and for the steps, fall once in every coset; the tables times H are then a
    starter, ordered."""

    def __init__(self, powers, between):
        order = len(powers) // 4
        while order % 2 == 0:
            order //= 2                              # odd: -1 is never in H
        self.powers, self.between, self.count = powers, between, len(powers) // order   # 4 × the base tables
        self.subgroup = [powers[self.count * k] for k in range(order)]
        self.of = {x: k % self.count for k, x in enumerate(powers)}

    def balanced(self, tables) -> bool:
        """Whether the base ``tables`` (N, E, S, W) give, for partners, for opponents of each
        kind and for the steps E - N, S - E, W - S, N - W, every coset once."""
        return all(self._once(both_ways(tables, seats)) for seats in RELATIONS) and self._once(steps(tables))

    def _once(self, pairs) -> bool:
        """Whether the differences y - x of ``pairs`` (x, y) fall once in every coset."""
        found = [self.of.get(self.between(x, y)) for x, y in pairs]
        return None not in found and sorted(found) == list(range(self.count))


def moves(players: int) -> Moves | None:
    """The group whose elements the rounds move by, where it is not the numbers modulo the
    players (:mod:`.groups`): the field of :data:`FIELDS`, the pairs of :data:`MOVES`."""
    if players in FIELDS:
        return SquareField(FIELDS[players])
    return Moves(*MOVES[players]) if players in MOVES else None


@lru_cache(maxsize=None)
def group_starter(players: int) -> tuple:
    """The first round (tables (N, E, S, W) of elements) for the sizes of :func:`moves`:
    in the field, the stored base tables (checked) times H, an ordered triplewhist
    tournament; otherwise the stored starter of :data:`GROUP_STARTERS`, checked."""
    group = moves(players)
    if isinstance(group, SquareField):
        cosets = Cosets(group.powers, group.between)
        bases = FIELD_BASES[players]
        if not cosets.balanced(bases):
            raise RuntimeError(f"the stored triplewhist base tables for {players} are not balanced")
        return tuple(tuple(group.mul(h, x) for x in table) for table in bases for h in cosets.subgroup)
    assert group is not None
    first = group.elements(GROUP_STARTERS[players])
    if not is_starter(players, first, group):
        raise RuntimeError(f"the stored triplewhist starter for {players} is not one")
    return first


def is_starter(players: int, first, moves: Moves | None = None) -> bool:
    """Whether ``first`` (tables (N, E, S, W)) gives, for partners and for opponents of each
    kind, every non-zero difference once: 4t + 1 players Z_players without 0, 4t
    Z_(players - 1) and the fixed player None; or the elements of ``moves`` but (0, 0)."""
    group = moves or rotation(players)
    if moves is None:       # the numbers modulo v, as the pairs (0, x)
        first = group.elements(first)
    return all(group.covers_once(both_ways(first, seats)) for seats in RELATIONS)


def _stored(players: int):
    """A searched starter, checked again before use (:func:`is_starter`)."""
    first: tuple = STARTERS[players]      # None: the player who keeps his seat (4t)
    if not is_starter(players, first):
        raise RuntimeError(f"the stored triplewhist starter for {players} is not one")
    return first


def rounds(players: int) -> list[Seating]:
    """Every round as (tables of (N, S, E, W) player numbers, the player sitting out).

    4t + 1 players: everyone moves up one number a round, player ``players`` is
    0 and the player numbered as the round's shift sits out; for the sizes of
    :func:`moves` the rounds add the group's elements instead (:mod:`.groups`).
    4t players: player ``players`` (None in the starter) keeps his seat, the others move
    up one mod 4t - 1."""
    group = moves(players)
    if group is not None:
        return group.rounds([(n, s, e, w) for n, e, s, w in group_starter(players)])
    if players in FOUR_WALKERS:
        return walkers.rounds(players, walkers.stored(players, FOUR_WALKERS))
    group = rotation(players)
    return group.rounds(group.elements((n, s, e, w) for n, e, s, w in starter(players)))
