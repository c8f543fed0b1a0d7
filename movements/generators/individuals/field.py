"""The field of p² elements (p a prime ≡ 3 mod 4), for the individual movements whose
rounds follow it rather than a rotation by one number.

Nine players have no whist tournament moving everyone up one number, and the ordered
triplewhist tournament for 49 players is built in the field of 49 elements, where
Z_49 gave none (:mod:`.triplewhist`).  The field's elements are a + b i with
i² = -1 (p ≡ 3 mod 4 makes -1 a non-square, so this is a field), digits modulo p;
player p·a + b is a + b i, player p² is 0.  Round r adds the element numbered r to
every seat of the first round: each round is the first one *moved by* an element, as
a rotation moves it by a number, and the player numbered r sits out (p² in round 0).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property

Element = tuple[int, int]     # a + b i as (a, b)


@dataclass(frozen=True)
class SquareField:
    """The field of ``p``² elements, ``p`` a prime ≡ 3 (mod 4)."""

    p: int

    def __post_init__(self):
        if self.p % 4 != 3 or any(self.p % d == 0 for d in range(2, int(self.p ** 0.5) + 1)):
            raise ValueError(f"{self.p} is not a prime ≡ 3 (mod 4)")

    @property
    def size(self) -> int:
        return self.p * self.p

    def add(self, x: Element, y: Element) -> Element:
        return (x[0] + y[0]) % self.p, (x[1] + y[1]) % self.p

    def neg(self, x: Element) -> Element:
        return -x[0] % self.p, -x[1] % self.p

    def sub(self, x: Element, y: Element) -> Element:
        return self.add(x, self.neg(y))

    def mul(self, x: Element, y: Element) -> Element:
        return ((x[0] * y[0] - x[1] * y[1]) % self.p, (x[0] * y[1] + x[1] * y[0]) % self.p)

    def element(self, number: int) -> Element:
        """The element numbered ``number`` (0 to p² - 1)."""
        return divmod(number, self.p)

    def number(self, x: Element) -> int:
        """The player who is ``x`` (1 to p²; 0 is player p²)."""
        return self.p * x[0] + x[1] or self.size

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

    def rounds(self, first) -> list:
        """Every round of the first round ``first`` (tables of elements, seats in the order
        wanted; 0 sits out), as (tables of player numbers, the player sitting out), the
        seating of :mod:`.whist_tournament`: round r is ``first`` moved by the element
        numbered r."""
        out = []
        for r in range(self.size):
            g = self.element(r)
            tables = tuple(tuple(self.number(self.add(x, g)) for x in table) for table in first)
            out.append((tables, (self.number(g),)))
        return out
