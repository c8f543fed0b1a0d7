"""Rounds that move the first round by the elements of a group other than the numbers
modulo v, for the individual movements that no rotation by one number gives.

Safford's rounds are a rotation: each is the first one with every number moved up one
(modulo v).  The same works with any group of v elements (v - 1 when one player keeps
his seat) in place of the numbers modulo v: round r is the first round with every element
x moved to g·x, g the r-th element; two players x, y then meet in a round as the elements
d, e of the first round with d⁻¹e = x⁻¹y, so every relation that the first round gives
each such "difference" once is met once by every two players, and every player sits on
every other's left once when the *steps* (N⁻¹E, E⁻¹S, S⁻¹W, W⁻¹N) are every element but
the identity once.  Here the groups are pairs (a, b) of numbers modulo ``outer`` and
``inner``, player ``inner``·a + b (the identity (0, 0) is player ``outer``·``inner``),
multiplied as (a, b)(c, d) = (a + tᵇc, b + d) for a ``twist`` t (tⁱⁿⁿᵉʳ = 1 modulo
``outer``):

* t = 1, the pairs added pair by pair: 45 players' triplewhist tournament moves by the
  pairs modulo 3 and 15, where none moving everyone up one number was found;
* the field of p² elements (p a prime ≡ 3 mod 4), whose addition is the pairs modulo p
  and p and which also multiplies (a + b i, i² = -1): nine players have no whist
  tournament moving everyone up one number, and 49 players' ordered triplewhist
  tournament is built in the field of 49 elements (:mod:`.triplewhist`);
* t ≠ 1, a group in which the order of a product matters: with 4t players, one keeping
  his seat, no rotation can be directed (:mod:`.directed_whist`: the steps would add up
  to 0 and cannot), but that argument needs the steps to commute, and 28 and 40 players
  have directed tournaments over the pairs modulo 9 and 3 twisted by 4 and modulo 13 and 3
  twisted by 3.

In round r the player numbered r sits out (player v in round 0), or, with 4t players,
player 4t keeps his seat (None in the first round) and nobody sits out.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property

from movements.generators.howell.groups import field

Element = tuple[int, int]     # (a, b); in the field a + b i

# The seats of a table (N, E, S, W) that make partners, first-kind and second-kind opponents.
RELATIONS = (((0, 2), (1, 3)), ((0, 1), (2, 3)), ((0, 3), (1, 2)))


def both_ways(tables, seats) -> list:
    """The pairs (x, y) that the ``seats`` (pairs of seat indices) make at ``tables``, each
    both ways round."""
    return [(table[i], table[j]) for table in tables for a, b in seats for i, j in ((a, b), (b, a))]


def steps(tables) -> list:
    """The pairs (N, E), (E, S), (S, W), (W, N) of ``tables`` (N, E, S, W): each player and
    the one on his left, whose difference is the *step*."""
    return [pair for table in tables for pair in zip(table, table[1:] + table[:1])]


@dataclass(frozen=True)
class Moves:
    """The pairs (a, b) of numbers modulo ``outer`` and ``inner``, multiplied as
    (a, b)(c, d) = (a + twistᵇ·c, b + d): added pair by pair when ``twist`` is 1."""

    outer: int
    inner: int
    twist: int = 1

    def __post_init__(self):
        if pow(self.twist, self.inner, self.outer) != 1 % self.outer:
            raise ValueError(f"{self.twist} to the power {self.inner} is not 1 modulo {self.outer}")

    @property
    def size(self) -> int:
        return self.outer * self.inner

    def combine(self, x: Element, y: Element) -> Element:
        """x·y (x + y when ``twist`` is 1)."""
        return (x[0] + pow(self.twist, x[1], self.outer) * y[0]) % self.outer, (x[1] + y[1]) % self.inner

    def inverse(self, x: Element) -> Element:
        return -pow(self.twist, -x[1] % self.inner, self.outer) * x[0] % self.outer, -x[1] % self.inner

    def between(self, x: Element, y: Element) -> Element:
        """x⁻¹·y, the element that takes x to y (y - x when ``twist`` is 1)."""
        return self.combine(self.inverse(x), y)

    def element(self, number: int) -> Element:
        """The element numbered ``number`` (0 to size - 1)."""
        return divmod(number, self.inner)

    def elements(self, tables) -> tuple:
        """``tables`` of element numbers as tables of elements (None stays None)."""
        return tuple(tuple(None if x is None else self.element(x) for x in table) for table in tables)

    def number(self, x: Element | None) -> int:
        """The player who is ``x`` (1 to size; (0, 0) is player size, None size + 1)."""
        return self.size + 1 if x is None else self.inner * x[0] + x[1] or self.size

    def describe(self) -> str:
        """What the rounds follow, for the movement's description."""
        if self.twist == 1:
            return f"the pairs of numbers modulo {self.outer} and {self.inner}"
        return (f"the pairs (a, b) of numbers modulo {self.outer} and {self.inner} "
                f"combined as (a, b)(c, d) = (a + {self.twist}^b c, b + d)")

    def rounds(self, first) -> list:
        """Every round of the first round ``first`` (tables of elements, seats in the order
        wanted; None the player who keeps his seat), as (tables of player numbers, who sits
        out), the seating of :mod:`.whist_tournament`: round r is ``first`` with every x
        moved to g·x, g the element numbered r."""
        keeps_seat = any(None in table for table in first)
        out = []
        for r in range(self.size):
            g = self.element(r)
            tables = tuple(tuple(self.number(None if x is None else self.combine(g, x)) for x in table)
                           for table in first)
            out.append((tables, () if keeps_seat else (self.number(g),)))
        return out

    def covers_once(self, pairs) -> bool:
        """Whether x⁻¹y over the ``pairs`` (x, y) (those with None left out) is every element
        but the identity once."""
        found = sorted(self.between(x, y) for x, y in pairs if x is not None and y is not None)
        return found == sorted(self.element(n) for n in range(1, self.size))


def rotation(players: int) -> Moves:
    """The numbers modulo v as the pairs (0, x): the group of a rotation, everyone moving up
    one number a round.  v is ``players``, or ``players`` - 1 when one keeps his seat (4t
    players, the only way a multiple of 4 can have a rotation: v must be odd)."""
    return Moves(1, players - 1 if players % 4 == 0 else players)


class SquareField(Moves):
    """The field of ``p``² elements, ``p`` a prime ≡ 3 (mod 4): a + b i as (a, b), i² = -1.
    Its multiplication is :func:`movements.generators.howell.groups.field`'s, where it is
    the polynomials modulo p and x² + 1 (a + b x, numbered a + p b)."""

    def __init__(self, p: int):
        if p % 4 != 3 or any(p % d == 0 for d in range(2, int(p ** 0.5) + 1)):
            raise ValueError(f"{p} is not a prime ≡ 3 (mod 4)")
        super().__init__(p, p)

    @property
    def p(self) -> int:
        return self.inner

    def describe(self) -> str:
        return f"the field of {self.size} elements"

    @cached_property
    def _polynomials(self):
        polynomials = field(self.size)
        assert polynomials is not None and polynomials.modulus == (1, 0)     # x² + 1
        return polynomials

    def mul(self, x: Element, y: Element) -> Element:
        product = self._polynomials.mul(x[0] + self.p * x[1], y[0] + self.p * y[1])
        return product % self.p, product // self.p

    @cached_property
    def powers(self) -> tuple[Element, ...]:
        """w⁰, w¹, ... w^(p² - 2) for the first primitive element w (in numbering order):
        every non-zero element once."""
        for number in range(1, self.size):
            w = self.element(number)
            found, x = [(1, 0)], w
            while x != (1, 0):
                found.append(x)
                x = self.mul(x, w)
            if len(found) == self.size - 1:
                return tuple(found)
        raise AssertionError("a finite field has a primitive element")  # pragma: no cover
