"""Whist tournaments: every two players partners once and opponents twice.

A whist tournament Wh(v) seats v players at v // 4 tables for a number of rounds
so that every two players are partners exactly once and opponents exactly twice.
It exists when v is 0 or 1 (mod 4).  The tournaments here are *Z-cyclic*, the
rotation of Safford's and Howell's cards: one round (the *starter*) is worked
out, and every later round is the one before with every player number moved up
by one.

* v = 4n players: one player (``FIXED``) keeps his seat, the other v - 1 are
  the numbers modulo v - 1 and move up one each round (v - 1 rounds).
* v = 4n + 1 players: nobody is fixed; all v are the numbers modulo v, move up
  one each round, and the player on 0 of the starter sits out (v rounds, each
  player sits out once).

In the starter a table is ``(N, S, E, W)``: N and S are partners, E and W are
partners.  The starter is right exactly when, taking every difference x - y
up to sign (its *class*), the partner pairs give every class once and the
opponent pairs give every class twice (pairs with the fixed player excepted).

How a starter is found:

* v = 4n + 1 a prime: directly.  With w a primitive root and m = w^n (so
  m^2 = -1), the tables (w^i, -w^i, m w^i, -m w^i) for i < n are a starter
  (Baker's construction; the proof is the identity (1 + m)/(1 - m) = m).
* v = 9: no rotation by one number exists (an exhaustive search shows it), so
  the same construction is made in the field of nine elements (see
  ``_nine_rounds``): nobody fixed, one sits out, but the rounds add the field's
  elements in turn instead of one.
* otherwise a seeded search (``search_starter``).  For 4n + 1 players it first
  tries *patterned* tables (a, -a, c, -c), which reduce to pairing up classes
  (quick, and possible only when the squares of the classes sum to 0 mod v).
  Else: random partner pairs covering every class once, then the pairs
  matched into tables by a budgeted backtracking, most constrained pair first,
  retried until it succeeds.  Where the numbers modulo m have a multiplier h
  with h^2 = 1 other than -1 and 1 (m = 45, 51, 55, 63, ...), the search asks
  for a starter that multiplying by h maps onto itself: half the tables then
  follow from the other half, and a search of hours becomes one of seconds.
  Small counts (8, 12, 25, 49) are searched on demand, in well under a second;
  the others' results (same seed, same answer) are kept in
  :mod:`.whist_starters` and checked again when used.  So every count from 8
  to 64 is served.

Starters are cached; the same size always gives the same tournament.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from functools import lru_cache

from movements.errors import MovementError
from movements.data.whist_starters import STARTERS
from movements.generators.individuals.groups import SquareField, rotation

FIXED = None  # the player who keeps his seat (the "infinity" point)

PARTNER_SEATS = ((0, 1), (2, 3))
OPPONENT_SEATS = ((0, 2), (0, 3), (1, 2), (1, 3))

SMALLEST = 8
LARGEST = 64


@dataclass(frozen=True)
class Starter:
    """The first round of a Z-cyclic whist tournament.

    ``modulus`` is the number of players that rotate; one more player keeps his seat
    when he is ``FIXED`` in ``tables`` (4t players); without one, the player on 0 sits
    out.
    """

    modulus: int
    tables: tuple[tuple[int | None, int | None, int | None, int | None], ...]


def valid_counts(low: int = SMALLEST, high: int = LARGEST) -> list[int]:
    return [v for v in range(low, high + 1) if v % 4 in (0, 1)]


def nearest_counts(players: int) -> list[int]:
    """The valid player counts nearest ``players`` (one or two of them)."""
    counts = valid_counts()
    best = min(abs(v - players) for v in counts)
    return [v for v in counts if abs(v - players) == best]


def require_count(players: int) -> None:
    """Raise MovementError unless ``players`` can play a whist tournament here."""
    if players in valid_counts():
        return
    near = " or ".join(str(v) for v in nearest_counts(players))
    raise MovementError(
        f"an individual movement needs {SMALLEST} to {LARGEST} players, a multiple of 4 "
        f"or one more; {players} will not do — try {near}")


def classes_ok(modulus: int, tables) -> bool:
    """True when the partner pairs give every class once and opponents twice."""
    m = modulus
    partner = [0] * m
    opponent = [0] * m
    for t in tables:
        for seats, count in ((PARTNER_SEATS, partner), (OPPONENT_SEATS, opponent)):
            for i, j in seats:
                if t[i] is not FIXED and t[j] is not FIXED:
                    count[_cls(t[i] - t[j], m)] += 1
    classes = range(1, (m - 1) // 2 + 1)
    return all(partner[c] == 1 and opponent[c] == 2 for c in classes)


@lru_cache(maxsize=None)
def starter(players: int) -> Starter:
    """The starter round for ``players`` (8 to 64, 0 or 1 mod 4; not 9, which has none)."""
    require_count(players)
    if players == 9:
        raise ValueError("nine players have no starter: see _nine_rounds")
    fixed = players % 4 == 0
    m = rotation(players).size
    tables: list
    if not fixed and _is_prime(m):
        tables = _prime_starter(m)
    else:
        tables = list(STARTERS.get(players) or search_starter(players))
    if fixed:
        tables = _fixed_player_first(tables)
    result = Starter(m, tuple(tables))
    if not classes_ok(m, result.tables):  # pragma: no cover - a bug, not a user error
        raise AssertionError(f"the starter for {players} players is wrong")
    return result


Seating = tuple[tuple[tuple[int, ...], ...], tuple[int, ...]]   # tables of four players; idle


def tournament_rounds(players: int) -> list[Seating]:
    """Every round as (tables of (N, S, E, W) player numbers, players sitting out).

    Players are numbered 1..players: the rotating ones are their numbers modulo
    the modulus (so the highest rotating number is 0), the fixed one is the
    highest number.  Round r is the starter moved up r - 1.
    """
    if players == 9:
        return _nine_rounds()
    group = rotation(players)
    return group.rounds(group.elements(starter(players).tables))


def moves(players: int) -> SquareField | None:
    """The group the rounds follow where no rotation by one number exists: the field of nine
    elements for nine players (:func:`_nine_rounds`), else None."""
    return SquareField(3) if players == 9 else None


def _nine_rounds():
    """Nine players: no rotation by one number works (an exhaustive search shows
    it), so the prime construction is made in the field of nine elements
    (:class:`~.groups.SquareField`) and the rounds add each element in turn."""
    field = moves(9)
    assert field is not None
    m = field.powers[2]           # w² for the primitive w: m² = -1
    return field.rounds([(x, field.inverse(x), field.mul(m, x), field.inverse(field.mul(m, x)))
                         for x in field.powers[:2]])


# -- direct construction for a prime 4n + 1 ---------------------------------

def _is_prime(k: int) -> bool:
    return k > 1 and all(k % d for d in range(2, int(k ** 0.5) + 1))


def _primitive_root(p: int) -> int:
    factors = {d for d in range(2, p) if (p - 1) % d == 0 and _is_prime(d)}
    return next(w for w in range(2, p)
                if all(pow(w, (p - 1) // f, p) != 1 for f in factors))


def _prime_starter(p: int) -> list[tuple[int, int, int, int]]:
    n = (p - 1) // 4
    w = _primitive_root(p)
    m = pow(w, n, p)
    return [(a, p - a, m * a % p, p - m * a % p)
            for a in (pow(w, i, p) for i in range(n))]


# -- seeded search ------------------------------------------------------------

class _OutOfBudget(Exception):
    pass


class _Budget:
    """How many more steps a seeded search may take before it gives up on its seed."""

    def __init__(self, steps: int):
        self.left = steps

    def spend(self) -> None:
        self.left -= 1
        if self.left < 0:
            raise _OutOfBudget


def _cls(d: int, m: int) -> int:
    d %= m
    return min(d, m - d)


def multiplier(modulus: int) -> int:
    """The symmetry the search imposes on a starter: a unit h with h^2 = 1 other
    than +-1 (so multiplying every player number by h maps the starter onto
    itself), the one fixing the fewest numbers; 1 (no symmetry) when there is
    none, as for a prime modulus.  Half the tables then follow from the other
    half, which makes the search for 45 to 64 players a matter of seconds."""
    m = modulus
    choices = [h for h in range(2, m - 1) if h * h % m == 1]
    if not choices:
        return 1
    return min(choices, key=lambda h: (sum((h - 1) * x % m == 0 for x in range(m)), h))


SYMMETRIC_TRIES = 100   # tries with the multiplier's symmetry before searching without it


def search_starter(players: int, seed: int = 1, budget: int = 20_000) -> list[tuple]:
    """Find a starter by search: random partner pairs, then tables from them.

    First the partner pairs: a random *starter* in the sense of Room squares
    (every class of differences once; one player partners the fixed player),
    closed under the :func:`multiplier` h: with the pair {x, y} comes the pair
    {hx, hy}.  Then those pairs, an orbit {P, hP} at a time, are matched into
    tables so that the opponent classes come twice each: most constrained orbit
    first, abandoning a branch as soon as some class can no longer come often
    enough.  The matching has a budget of steps and is retried with fresh
    random pairs until it succeeds, without the symmetry after SYMMETRIC_TRIES
    failures; the seed makes the result the same every time.
    """
    fixed = players % 4 == 0
    m = rotation(players).size
    rng = random.Random(seed)
    if not fixed and sum(c * c for c in range((m - 1) // 2 + 1)) % m == 0:
        patterned = _patterned(m, rng)
        if patterned:
            return patterned
    h, tries = multiplier(m), 0
    while True:
        try:
            orbits = _random_partner_orbits(m, fixed, h, rng)
            tables = _pair_up(m, orbits, rng, budget)
        except _OutOfBudget:
            tables = None
        if tables is not None:
            return tables
        tries += 1
        if tries == SYMMETRIC_TRIES:   # some counts (21, 57) have no starter with the symmetry
            h = 1


def _patterned(m: int, rng: random.Random, tries: int = 200):
    """Tables (a, -a, c, -c) only: pair up the classes {a, c} so that the classes of
    a + c and a - c are all different (each then comes twice as opponents).
    Possible only when the squares of the classes sum to 0 modulo m, because
    (a + c)^2 + (a - c)^2 = 2(a^2 + c^2); None when the tries run out."""
    for _ in range(tries):
        free = set(range(1, (m - 1) // 2 + 1))
        taken: set[int] = set()
        tables: list[tuple] = []
        budget = _Budget(50 * m)

        def options(a):
            return [c for c in sorted(free) if c != a
                    and len({_cls(a + c, m), _cls(a - c, m)} - taken - {0}) == 2]

        def solve() -> bool:
            budget.spend()
            if not free:
                return True
            a, choices = min(((a, options(a)) for a in sorted(free)), key=lambda x: len(x[1]))
            rng.shuffle(choices)
            free.discard(a)
            for c in choices:
                made = {_cls(a + c, m), _cls(a - c, m)}
                free.discard(c)
                taken.update(made)
                tables.append((a, m - a, c, m - c))
                if solve():
                    return True
                tables.pop()
                taken.difference_update(made)
                free.add(c)
            free.add(a)
            return False

        try:
            if solve():
                return tables
        except _OutOfBudget:
            continue
    return None


def _needs(classes) -> tuple[int, int]:
    """Bit masks of the classes needed once and twice; impossible needs mask all."""
    counts: dict[int, int] = {}
    for c in classes:
        counts[c] = counts.get(c, 0) + 1
    once = twice = 0
    for c, n in counts.items():
        if n > 2:
            return -1, -1
        once |= 1 << c
        if n == 2:
            twice |= 1 << c
    return once, twice


def _image(pair: tuple, h: int, m: int) -> tuple:
    return tuple(x if x is FIXED else h * x % m for x in pair)


def _pair_orbit(x: int, y: int, h: int, m: int):
    """The pairs {x, y} brings with it, (P,) or (P, hP), and their classes; None
    when hP overlaps P without being P (a player would have two partners)."""
    pair = (x, y)
    image = _image(pair, h, m)
    if set(image) == set(pair):
        return (pair,), [_cls(x - y, m)]
    if set(image) & set(pair):
        return None
    return (pair, image), [_cls(x - y, m), _cls(image[0] - image[1], m)]


def _random_partner_orbits(m: int, fixed: bool, h: int, rng: random.Random) -> list[tuple]:
    """Partner pairs covering every class once and closed under h, as orbits."""
    still = [x for x in range(m) if h * x % m == x]
    elements = still + [x for x in range(m) if x not in still]  # the fussy ones first
    if not fixed:
        elements.remove(0)
    orbits: list[tuple] = []
    used: set[int] = set()
    used_classes: set[int] = set()
    if fixed:
        x = rng.choice(still)
        orbits.append(((FIXED, x),))
        used.add(x)
    budget = _Budget(5000)

    def pair_rest() -> bool:
        budget.spend()
        free = [x for x in elements if x not in used]
        if not free:
            return True
        x, others = free[0], free[1:]
        rng.shuffle(others)
        for y in others:
            found = _pair_orbit(x, y, h, m)
            if found is None:
                continue
            orbit, classes = found
            members = {p for pair in orbit for p in pair}
            if members & used or used_classes & set(classes) or len(set(classes)) < len(classes):
                continue
            used.update(members)
            used_classes.update(classes)
            orbits.append(orbit)
            if pair_rest():
                return True
            orbits.pop()
            used_classes.difference_update(classes)
            used.difference_update(members)
        return False

    if not pair_rest():
        raise _OutOfBudget
    return orbits


def _orbit_tables(p: tuple, q: tuple) -> list[tuple]:
    """The ways to seat two partner orbits against each other, closed under h."""
    if len(p) == len(q) == 1:
        return [(p[0] + q[0],)]
    if len(p) == len(q) == 2:
        return [(p[0] + q[0], p[1] + q[1]), (p[0] + q[1], p[1] + q[0])]
    return []    # an orbit of one pair facing one of two would seat that pair twice


def _opponent_classes(tables, m: int) -> list[int]:
    return [_cls(t[i] - t[j], m) for t in tables for i, j in OPPONENT_SEATS
            if t[i] is not FIXED and t[j] is not FIXED]


def _pair_up(m: int, orbits: list[tuple], rng: random.Random, budget: int):
    """Seat the partner orbits against each other so that every opponent class
    comes twice; None if impossible.  Raises _OutOfBudget after ``budget`` steps."""
    k = len(orbits)
    # options[i][j]: the (tables, needs once, needs twice, classes) of orbit i facing j
    options: list[list[list]] = [[[] for _ in range(k)] for _ in range(k)]
    for i in range(k):
        for j in range(i + 1, k):
            for tables in _orbit_tables(orbits[i], orbits[j]):
                classes = _opponent_classes(tables, m)
                once, twice = _needs(classes)
                if once != -1:
                    options[i][j].append((tables, once, twice, classes))
                    options[j][i].append((tables, once, twice, classes))
    # Room left for each class, as two bit masks: classes with room for one more
    # opponent pair, and classes with room for two.
    every = (1 << ((m - 1) // 2 + 1)) - 2
    room = [every, every]
    unmatched = set(range(k))
    seated: list[tuple] = []
    steps = _Budget(budget)

    def take(classes, step: int) -> None:
        for c in classes:
            bit = 1 << c
            if step < 0:   # room 2 -> 1 clears the second mask, 1 -> 0 the first
                room[1 if room[1] & bit else 0] &= ~bit
            else:
                room[1 if room[0] & bit else 0] |= bit

    def solve() -> bool:
        steps.spend()
        if not unmatched:
            return True
        best, cover, cover_twice = None, 0, 0
        short_once, short_twice = ~room[0], ~room[1]
        order = sorted(unmatched)
        for i in order:
            fits = [(j, o) for j in order for o in options[i][j]
                    if not (o[1] & short_once or o[2] & short_twice)]
            if not fits:
                return False
            for j, o in fits:
                if j > i:
                    cover_twice |= cover & o[1] | o[2]
                    cover |= o[1]
            if best is None or len(fits) < len(best[1]):
                best = (i, fits)
        if room[0] & ~cover or room[1] & ~cover_twice:
            return False   # some class can no longer come as often as it must
        assert best is not None   # every orbit left has at least one fit (else returned above)
        i, fits = best
        rng.shuffle(fits)
        unmatched.discard(i)
        for j, (tables, _, _, classes) in fits:
            unmatched.discard(j)
            take(classes, -1)
            seated.extend(tables)
            if solve():
                return True
            del seated[len(seated) - len(tables):]
            take(classes, +1)
            unmatched.add(j)
        unmatched.add(i)
        return False

    return seated if solve() else None


def _fixed_player_first(tables):
    """Put the fixed player's table first, with him at North (as in the seed)."""
    def rank(t):
        return 0 if FIXED in t else 1
    ordered = sorted(tables, key=rank)
    t = ordered[0]
    i = t.index(FIXED)
    # seat permutations that keep partners together: swap N-S, swap E-W, swap sides
    n, s, e, w = t
    if i == 1:
        t = (s, n, e, w)
    elif i == 2:
        t = (e, w, n, s)
    elif i == 3:
        t = (w, e, n, s)
    ordered[0] = t
    return ordered


def starters_source(found: dict[int, list[tuple]]) -> str:
    """The text of ``whist_starters.py`` for the starters ``found`` by search_starter."""
    lines = ['"""Starters kept because their search takes longer than a director should wait.',
             '',
             'Made by ``python -m movements.generators.individuals.whist_tournament 45 52 ...`` (``search_starter``,',
             'seed 1; 16 to 44 by its version before the multiplier).  48, 57 and 60 players',
             'have no starter with a multiplier\'s symmetry, and the search without one takes',
             'hours in Python: they came from ``tools/whist_search.c``, the same method in C',
             '(minutes; seed 1, and seed 2 for 60).  Every starter is checked again when',
             'used; do not edit."""',
             "", "STARTERS = {"]
    for v in sorted(found):
        lines.append(f"    {v}: {tuple(tuple(t) for t in found[v])!r},")
    lines.append("}")
    return "\n".join(lines) + "\n"


if __name__ == "__main__":  # pragma: no cover - run by hand to add starters
    import sys
    wanted = [int(a) for a in sys.argv[1:]]
    found: dict = dict(STARTERS)
    found.update({v: search_starter(v) for v in wanted})
    print(starters_source(found), end="")
