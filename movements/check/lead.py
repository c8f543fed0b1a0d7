"""The lead as the players feel it: who sits on whose left.

At a table N, E, S, W the play goes round clockwise, so E sits on N's left
(and N on E's right), S on E's left, W on S's and N on W's.  In an individual
movement two players who meet as opponents twice should sit once on each
side of each other: each has the other once as left-hand and once as
right-hand opponent (a *directed* whist tournament).  That is not the
triplewhist property (each pair opponents once of each kind, {N, E} or
{S, W} against {N, W} or {E, S}): a table turned one seat round changes the
kinds and keeps the sides, a table reflected (E and W exchanged) flips all
four sides.

:func:`lead` counts, for every two players who meet as opponents, how often
each sits on the other's left; a pair is *unbalanced* when the two counts
differ by more than one (twice on the same side, where once on each was
possible).  It reads only the seats of the played tables, never how the
movement was built; the checker (:mod:`movements.check`) reports it for every
individual movement.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass

from movements.model import Movement

LISTED = 3        # unbalanced pairs named in the summary line


@dataclass(frozen=True)
class Lead:
    """Who sits on whose left: the pairs of opponents and those not evenly on both sides."""

    pairs: int                                           # pairs of players who meet as opponents
    unbalanced: tuple[tuple[int, int, int, int], ...]    # (a, b, b on a's left, b on a's right)

    @property
    def balanced(self) -> bool:
        return not self.unbalanced

    def __str__(self) -> str:
        if self.balanced:
            return ("lead balanced: every two opponents sit as often on each side of each other "
                    "as their meetings allow")
        named = "; ".join(_sides(*pair) for pair in self.unbalanced[:LISTED])
        more = f"; … and {len(self.unbalanced) - LISTED} more" if len(self.unbalanced) > LISTED else ""
        return (f"lead unbalanced: {len(self.unbalanced)} of the {self.pairs} pairs of opponents "
                f"are not as often on each side of each other as their meetings allow "
                f"({named}{more})")


def _sides(a: int, b: int, left: int, right: int) -> str:
    """'2 sits on 1's right twice and never on his left'."""
    more, fewer = (("left", left), ("right", right)) if left > right else \
        (("right", right), ("left", left))
    return f"{b} sits on {a}'s {more[0]} {_times(more[1])} and {_times(fewer[1])} on his {fewer[0]}"


def _times(n: int) -> str:
    return {0: "never", 1: "once", 2: "twice"}.get(n, f"{n} times")


def seated_left(movement: Movement) -> Iterator[tuple[int, int, int | None, int | None]]:
    """(round, table, a, b) for every player a at a played table and b on his left."""
    for rnd in movement.rounds:
        for t in rnd.tables:
            if not (t.individual and t.played):
                continue
            ring = (t.n, t.e, t.s, t.w)
            for i, who in enumerate(ring):
                yield rnd.round, t.table, who, ring[(i + 1) % 4]


def left_of(movement: Movement) -> Counter:
    """(a, b) -> how often b sits on a's left, over the played tables."""
    return Counter((who, left) for _, _, who, left in seated_left(movement))


def lead(movement: Movement) -> Lead | None:
    """The lead balance of an individual movement; None for pairs and teams."""
    if not movement.is_individual:
        return None
    seen = left_of(movement)
    pairs = sorted({(min(a, b), max(a, b)) for a, b in seen})
    unbalanced = tuple((a, b, seen[(a, b)], seen[(b, a)]) for a, b in pairs
                       if abs(seen[(a, b)] - seen[(b, a)]) > 1)
    return Lead(pairs=len(pairs), unbalanced=unbalanced)
