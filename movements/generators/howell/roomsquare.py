"""Room squares of odd side from a starter and an adder.

A Room square of side ``q`` on the ``q + 1`` pairs is a ``q × q`` array — rows
are rounds, columns are tray sets — whose cells are empty or hold one meeting,
so that every round and every tray set holds every pair once and every two
pairs meet once.  That is exactly a Howell schedule with one tray set per table
per round.

The square is built on a group ``G`` of order ``q`` plus the stationary pair ∞:

* a *starter* splits the non-zero elements into pairs ``{u, v}`` whose
  differences ``±(u - v)`` are all the non-zero elements once;
* an *adder* gives each starter pair a distinct non-zero shift ``a`` such that
  the elements ``u - a`` and ``v - a`` are again all the non-zero elements.

Tray set ``c`` is then played by ``{∞, c}`` in round ``c`` and by
``{c + u, c + v}`` in round ``c + a``.  A *strong* starter (all sums ``u + v``
distinct and non-zero) has the adder ``a = u + v``; Mullin and Nemeth give one
for prime powers, and the hill-climbing of Dinitz and Stinson finds one in
every other group used here, optionally with each pair split between the two
halves of a balancing pattern.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from movements.generators.howell.groups import Field, Group


@dataclass(frozen=True)
class RoomSquare:
    """A Room square of side ``group.order`` given by a starter and an adder."""

    group: Group
    starter: tuple[tuple[int, int], ...]
    adder: tuple[int, ...]
    construction: str

    @property
    def side(self) -> int:
        return self.group.order

    def meeting(self, round_: int, index: int) -> tuple[int, int, int]:
        """Starter pair ``index`` in round ``round_``: ``(tray set, pair, pair)``."""
        g = self.group
        column = g.sub(round_, self.adder[index])
        u, v = self.starter[index]
        return column, g.add(column, u), g.add(column, v)

    def problems(self) -> list[str]:
        """What keeps this from being a Room square (empty when it is one)."""
        g, q = self.group, self.group.order
        found = []
        elements = sorted(x for pair in self.starter for x in pair)
        if elements != list(range(1, q)):
            found.append("the starter does not split the non-zero elements into pairs")
        differences = sorted(d for u, v in self.starter for d in (g.sub(u, v), g.sub(v, u)))
        if differences != list(range(1, q)):
            found.append("the starter's differences repeat")
        if sorted(self.adder) != sorted(set(self.adder)) or 0 in self.adder:
            found.append("the adder repeats a shift or uses zero")
        shifted = sorted(g.sub(x, a) for (u, v), a in zip(self.starter, self.adder) for x in (u, v))
        if shifted != list(range(1, q)):
            found.append("a round would hold a pair twice")
        return found


def mullin_nemeth(field: Field, group: Group) -> RoomSquare | None:
    """Mullin and Nemeth's strong starter ``{x, εx}`` over the squares x of a
    prime-power field (ε a non-square other than -1); each pair holds one square
    and one non-square.  None when no such ε exists."""
    q = field.order
    squares = field.squares()
    minus_one = group.negatives[1]
    for eps in range(2, q):
        if eps in squares or eps == minus_one:
            continue
        starter = tuple((x, field.mul(eps, x)) for x in sorted(squares))
        square = RoomSquare(group, starter, tuple(group.add(u, v) for u, v in starter),
                            f"Mullin–Nemeth strong starter in {group.name}")
        if not square.problems():
            return square
    return None


def strong_starter(group: Group, split=None, seed: int = 0, attempts: int = 3000) -> RoomSquare | None:
    """A strong starter found by Dinitz–Stinson hill-climbing, or None.

    With ``split`` (a ±1 value per element) every pair joins a +1 and a -1
    element.  Each attempt grows a partial starter: an unpaired element takes
    an unused difference, and a new pair that clashes with exactly one old pair
    (same partner or same sum) trades it out.  Short attempts (about q²/8
    steps) restart with fresh random choices: for orders 19 to 63 that is
    tens of times faster than waiting out a stall.
    """
    q = group.order
    rng = random.Random(seed)
    classes = [d for d in range(1, q) if d < group.negatives[d]]
    for _ in range(attempts):
        partner: dict[int, int] = {}
        by_sum: dict[int, int] = {}
        unpaired = _Bag(range(1, q))
        unused = _Bag(classes)

        def drop(x: int) -> None:
            y = partner.pop(x)
            del partner[y]
            del by_sum[group.add(x, y)]
            unused.put(_difference_class(group, x, y))
            unpaired.put(x)
            unpaired.put(y)

        for _ in range(q * q // 8 + 4 * q):
            if not unpaired:
                starter = tuple(sorted((x, y) for x, y in partner.items() if x < y))
                return RoomSquare(group, starter, tuple(group.add(u, v) for u, v in starter),
                                  f"strong starter in {group.name} (Dinitz–Stinson hill-climbing)")
            x = unpaired.pick(rng)
            d = unused.pick(rng)
            y = group.add(x, d if rng.random() < 0.5 else group.negatives[d])
            s = group.add(x, y)
            if y == 0 or s == 0 or (split is not None and split[x] == split[y]):
                continue
            clashes = {a for a in (y if y in partner else 0, by_sum.get(s)) if a}
            if len(clashes) > 1:
                continue
            for a in clashes:
                drop(a)
            partner[x], partner[y] = y, x
            by_sum[s] = x
            unused.take(d)
            unpaired.take(x)
            unpaired.take(y)
    return None


def _difference_class(group: Group, x: int, y: int) -> int:
    d = group.sub(x, y)
    return min(d, group.negatives[d])


class _Bag:
    """A set with constant-time random choice, insertion and removal."""

    def __init__(self, items):
        self.items = list(items)
        self.where = {x: i for i, x in enumerate(self.items)}

    def __len__(self) -> int:
        return len(self.items)

    def pick(self, rng: random.Random) -> int:
        return self.items[rng.randrange(len(self.items))]

    def put(self, x: int) -> None:
        self.where[x] = len(self.items)
        self.items.append(x)

    def take(self, x: int) -> None:
        i, last = self.where.pop(x), self.items.pop()
        if last != x:
            self.items[i], self.where[last] = last, i


def starter_and_adder(group: Group, split=None, seed: int = 0) -> RoomSquare | None:
    """A starter (split like :func:`strong_starter`) with an adder found by
    backtracking, for groups such as Z_9 that have no strong starter."""
    rng = random.Random(seed)
    for _ in range(200):
        starter = _random_starter(group, split, rng)
        adder = _adder(group, starter) if starter is not None else None
        if adder is not None:
            return RoomSquare(group, starter, adder, f"starter and adder in {group.name}")
    return None


def _random_starter(group: Group, split, rng: random.Random):
    free = list(range(1, group.order))
    used: set[int] = set()
    starter = []
    while free:
        x = free.pop(0)
        options = [y for y in free if _difference_class(group, x, y) not in used
                   and (split is None or split[x] != split[y])]
        if not options:
            return None
        y = rng.choice(options)
        free.remove(y)
        used.add(_difference_class(group, x, y))
        starter.append((x, y))
    return tuple(starter)


def _adder(group: Group, starter, budget: int = 20000) -> tuple[int, ...] | None:
    """Backtracking over the shifts, giving up after ``budget`` tries."""
    shifts: list[int] = []
    taken: set[int] = {0}
    tries = 0

    def extend(i: int) -> bool:
        nonlocal tries
        if i == len(starter):
            return True
        u, v = starter[i]
        for a in range(1, group.order):
            x, y = group.sub(u, a), group.sub(v, a)
            if a in shifts or x in taken or y in taken or x == y:
                continue
            tries += 1
            if tries > budget:
                return False
            shifts.append(a)
            taken.update((x, y))
            if extend(i + 1):
                return True
            shifts.pop()
            taken.difference_update((x, y))
        return False

    return tuple(shifts) if extend(0) else None
