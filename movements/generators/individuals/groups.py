"""Rounds that move the first round by the elements of a group other than the numbers
modulo v, for the individual movements that no rotation by one number gives.

Safford's rounds are a rotation: each is the first one with every number moved up one
(modulo v).  The same works with any group of v elements in place of the numbers modulo
v: round r is the first round moved by the r-th element, and every relation the first
round gives each difference of two elements once is then met once by every two players.
Here the groups are pairs of numbers (a, b) modulo ``outer`` and ``inner`` (player
``inner``·a + b, player v being (0, 0)): 45 players' triplewhist tournament moves by
the pairs modulo 3 and 15, where none moving everyone up one number was found; and the
field of p² elements (p a prime ≡ 3 mod 4; its pairs are a + b i, i² = -1, added as
pairs modulo p and p), which also multiplies: nine players have no whist tournament
moving everyone up one number, and the ordered triplewhist tournament for 49 players
is built in the field of 49 elements, where Z_49 gave none (:mod:`.triplewhist`).
In round r the player numbered r sits out (player v in round 0).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property

Element = tuple[int, int]     # (a, b); in the field a + b i


@dataclass(frozen=True)
class Moves:
    """The pairs (a, b) of numbers modulo ``outer`` and ``inner``, added pair by pair."""

    outer: int
    inner: int

    @property
    def size(self) -> int:
        return self.outer * self.inner

    def add(self, x: Element, y: Element) -> Element:
        return (x[0] + y[0]) % self.outer, (x[1] + y[1]) % self.inner

    def neg(self, x: Element) -> Element:
        return -x[0] % self.outer, -x[1] % self.inner

    def sub(self, x: Element, y: Element) -> Element:
        return self.add(x, self.neg(y))

    def element(self, number: int) -> Element:
        """The element numbered ``number`` (0 to v - 1)."""
        return divmod(number, self.inner)

    def number(self, x: Element) -> int:
        """The player who is ``x`` (1 to v; (0, 0) is player v)."""
        return self.inner * x[0] + x[1] or self.size

    def describe(self) -> str:
        """What the rounds follow, for the movement's description."""
        return f"the pairs of numbers modulo {self.outer} and {self.inner}"

    def rounds(self, first) -> list:
        """Every round of the first round ``first`` (tables of elements, seats in the order
        wanted; (0, 0) sits out), as (tables of player numbers, the player sitting out), the
        seating of :mod:`.whist_tournament`: round r is ``first`` moved by the element
        numbered r."""
        out = []
        for r in range(self.size):
            g = self.element(r)
            tables = tuple(tuple(self.number(self.add(x, g)) for x in table) for table in first)
            out.append((tables, (self.number(g),)))
        return out


class SquareField(Moves):
    """The field of ``p``² elements, ``p`` a prime ≡ 3 (mod 4): a + b i as (a, b)."""

    def __init__(self, p: int):
        if p % 4 != 3 or any(p % d == 0 for d in range(2, int(p ** 0.5) + 1)):
            raise ValueError(f"{p} is not a prime ≡ 3 (mod 4)")
        super().__init__(p, p)

    @property
    def p(self) -> int:
        return self.inner

    def describe(self) -> str:
        return f"the field of {self.size} elements"

    def mul(self, x: Element, y: Element) -> Element:
        return ((x[0] * y[0] - x[1] * y[1]) % self.p, (x[0] * y[1] + x[1] * y[0]) % self.p)

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
