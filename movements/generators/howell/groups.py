"""Small number systems behind the Howell pairs schedules.

A Howell schedule for ``n`` pairs is built on a group of ``q = n - 1`` elements
(one per round, per tray set and per moving pair; the stationary pair is the
extra symbol).  Two kinds are needed:

* :class:`Group` — addition modulo ``q`` (the pairs simply move up one number
  each round), or digit-wise modulo ``p`` for the prime power 27, where the
  balanced schedule needs the field of 27 elements;
* the *ideal patterns*: a +1/-1 value per element whose cyclic
  autocorrelation is -1 at every shift.  Used as "which pair sits N-S", such a
  pattern makes every two pairs hold the same cards equally often (a Hadamard
  matrix in disguise).  They exist for Paley orders (prime powers ≡ 3 mod 4),
  twin-prime orders ``p(p + 2)`` and Singer orders ``2^k - 1``.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache


@dataclass(frozen=True)
class Group:
    """An abelian group of odd order on the numbers 0 .. order-1 (0 is zero)."""

    name: str
    order: int
    sums: tuple[tuple[int, ...], ...]
    negatives: tuple[int, ...]

    def add(self, a: int, b: int) -> int:
        return self.sums[a][b]

    def sub(self, a: int, b: int) -> int:
        return self.sums[a][self.negatives[b]]


@lru_cache(maxsize=None)
def cyclic(q: int) -> Group:
    """The integers modulo ``q``."""
    return Group(f"Z_{q}", q,
                 tuple(tuple((a + b) % q for b in range(q)) for a in range(q)),
                 tuple((-a) % q for a in range(q)))


def prime_power(q: int) -> tuple[int, int] | None:
    """``(p, k)`` when ``q = p**k`` for a prime ``p``, else None."""
    for p in range(2, q + 1):
        if q % p == 0:
            k = 0
            while q % p == 0:
                q //= p
                k += 1
            return (p, k) if q == 1 else None
    return None


@dataclass(frozen=True)
class Field:
    """The finite field of ``p**k`` elements (k ≤ 3), elements as base-p digits."""

    p: int
    k: int
    modulus: tuple[int, ...]   # low coefficients of the monic irreducible polynomial

    @property
    def order(self) -> int:
        return self.p ** self.k

    def digits(self, a: int) -> list[int]:
        return [(a // self.p ** j) % self.p for j in range(self.k)]

    def number(self, digits) -> int:
        return sum(d * self.p ** j for j, d in enumerate(digits))

    def mul(self, a: int, b: int) -> int:
        p, k = self.p, self.k
        x, y = self.digits(a), self.digits(b)
        prod = [0] * (2 * k - 1)
        for i, xi in enumerate(x):
            for j, yj in enumerate(y):
                prod[i + j] = (prod[i + j] + xi * yj) % p
        for top in range(2 * k - 2, k - 1, -1):     # x^k = -(modulus)
            c = prod[top]
            if c:
                prod[top] = 0
                for j, m in enumerate(self.modulus):
                    prod[top - k + j] = (prod[top - k + j] - c * m) % p
        return self.number(prod[:k])

    def group(self) -> Group:
        """The field's addition as a :class:`Group`."""
        if self.k == 1:
            return cyclic(self.p)
        q, p = self.order, self.p
        table = tuple(tuple(self.number((x + y) % p for x, y in zip(self.digits(a), self.digits(b)))
                            for b in range(q)) for a in range(q))
        negs = tuple(self.number((-x) % p for x in self.digits(a)) for a in range(q))
        return Group(f"GF({q})", q, table, negs)

    def squares(self) -> frozenset[int]:
        return frozenset(self.mul(x, x) for x in range(1, self.order))


@lru_cache(maxsize=None)
def field(q: int) -> Field | None:
    """The field of ``q`` elements, or None when ``q`` is not a prime power (or k > 3)."""
    pk = prime_power(q)
    if pk is None or pk[1] > 3:
        return None
    p, k = pk
    if k == 1:
        return Field(p, 1, (0,))
    # Degree 2 and 3: irreducible exactly when the polynomial has no root.
    for code in range(p ** k):
        low = tuple((code // p ** j) % p for j in range(k))
        if all((x ** k + sum(c * x ** j for j, c in enumerate(low))) % p for x in range(p)):
            return Field(p, k, low)
    raise AssertionError(f"no irreducible polynomial of degree {k} over GF({p})")


def is_prime(n: int) -> bool:
    return n > 1 and all(n % d for d in range(2, int(n ** 0.5) + 1))


def autocorrelation(group: Group, pattern) -> list[int]:
    """``A[d] = sum over u of pattern[u] * pattern[u + d]`` for every element d."""
    q = group.order
    return [sum(pattern[u] * pattern[group.add(u, d)] for u in range(q)) for d in range(q)]


def _paley(q: int) -> tuple[Group, list[int]] | None:
    return _paley_character(q) if q % 4 == 3 else None


def _paley_character(q: int) -> tuple[Group, list[int]] | None:
    f = field(q)
    if f is None:
        return None
    squares = f.squares()
    return f.group(), [-1] + [1 if u in squares else -1 for u in range(1, q)]


def _twin_prime(q: int) -> tuple[Group, list[int]] | None:
    for p in range(3, q):
        if p * (p + 2) == q and is_prime(p) and is_prime(p + 2):
            def chi(x: int, r: int) -> int:
                return 1 if pow(x % r, (r - 1) // 2, r) == 1 else -1
            pattern = [1 if u % (p + 2) == 0 else -1 if u % p == 0
                       else chi(u, p) * chi(u, p + 2) for u in range(q)]
            return cyclic(q), pattern
    return None


def _singer(q: int) -> tuple[Group, list[int]] | None:
    k = (q + 1).bit_length() - 1
    if 2 ** k != q + 1 or k < 2:
        return None
    for taps in range(1, 2 ** k, 2):            # s[i+k] = sum of s[i+j] over taps' bits j
        bits = [1] + [0] * (k - 1)
        while len(bits) < q + k:
            i = len(bits) - k
            bits.append(sum(bits[i + j] for j in range(k) if taps >> j & 1) % 2)
        if bits[q:q + k] == bits[:k] and all(bits[s:s + k] != bits[:k] for s in range(1, q)):
            return cyclic(q), [-1 if b else 1 for b in bits[:q]]
    return None


@dataclass(frozen=True)
class Pattern:
    """A ±1 value per element of a group (-1 at zero), and where it comes from."""

    group: Group
    values: tuple[int, ...]
    name: str


def quadratic_pattern(q: int) -> Pattern | None:
    """The quadratic character of the field of ``q`` elements (-1 at zero) — ideal
    when ``q`` ≡ 3 (mod 4); when ``q`` ≡ 1 (mod 4) every two moving pairs are one
    round off in the full schedule and none with a phantom — or None."""
    found = _paley_character(q)
    if found is None:
        return None
    group, values = found
    return Pattern(group, tuple(values), f"the quadratic character of GF({q})")


_FAMILIES = ((_paley, "the quadratic character of GF({q})"),
             (_twin_prime, "the twin-prime pattern of Z_{q} (Stanton–Sprott)"),
             (_singer, "the Singer pattern of Z_{q} (an m-sequence)"))


@lru_cache(maxsize=None)
def ideal_pattern(q: int) -> Pattern | None:
    """A pattern of order ``q`` with autocorrelation -1 at every shift, or None
    when none of the known families gives one."""
    for family, name in _FAMILIES:
        found = family(q)
        if found is None:
            continue
        group, values = found
        shift = next(t for t in range(q) if values[t] == -1)   # make the value at zero -1
        values = [values[group.add(u, shift)] for u in range(q)]
        assert all(a == -1 for a in autocorrelation(group, values)[1:]), (family, q)
        return Pattern(group, tuple(values), name.format(q=q))
    return None
