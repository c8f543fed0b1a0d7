"""Offline: which tables of a first round with four walkers to reflect, for the fewest
pairs of players twice on one side and then the most even comparisons
(movements/generators/individuals/walkers.py, FOUR_WALKERS in
movements/data/triplewhist_starters.py).

Reflecting a table, (N, E, S, W) -> (E, N, W, S), keeps the kinds and flips its left and
right in every moved round.  A table with a walker is never reflected: that would move the
walker between N-S and E-W, and the walkers need one seat N or S and three E or W.  Every
choice for the other tables is played and counted by the checker (the lead) and by
movements.balance (the comparisons); the best is printed as a FOUR_WALKERS line.  The
search's own REFLECT (tools/triplewhist_search.c ... four lead) looks at the lead alone.

    python tools/walkers_reflections.py < line     # a line the search printed:
        60: ((30, 9, 45, 34), ...),  # seed 4, four, lead
"""

from __future__ import annotations

import ast
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from movements.balance import balance
from movements.check.lead import lead
from movements.generators.individuals import walkers
from movements.generators.individuals.safford import build


def reflected(first: tuple, mask: int, movable: list[int]) -> tuple:
    """``first`` with the tables ``movable[i]`` for the bits i of ``mask`` as (E, N, W, S)."""
    flipped = {t for i, t in enumerate(movable) if mask >> i & 1}
    return tuple((e, n, w, s) if t in flipped else (n, e, s, w) for t, (n, e, s, w) in enumerate(first))


def score(players: int, first: tuple) -> tuple:
    """(pairs on one side, largest comparison deviation, rms) of the movement ``first`` makes."""
    movement = build("safford-individuals", players, walkers.rounds(players, first), None, "")
    found, even = lead(movement), balance(movement)
    assert found is not None and even is not None
    return len(found.unbalanced), even.largest, round(even.rms, 4)


def best(players: int, first: tuple) -> tuple[int, tuple, tuple]:
    """(mask, reflected first round, its score), the best over every mask."""
    m = walkers.modulus(players)
    movable = [t for t, table in enumerate(first) if max(table) < m]
    # every choice: with the walkers' tables kept, reflecting all the others mirrors nothing
    mask = min(range(1 << len(movable)), key=lambda k: score(players, reflected(first, k, movable)))
    chosen = reflected(first, mask, movable)
    return mask, chosen, score(players, chosen)


def main() -> None:
    size, _, rest = sys.stdin.read().strip().partition(":")
    players, first = int(size), ast.literal_eval(rest.split("#")[0].strip().rstrip(","))
    if not walkers.is_starter(players, first):
        sys.exit(f"not a first round with four walkers for {players} players")
    mask, chosen, (one_side, largest, rms) = best(players, first)
    print(f"# {one_side} pairs on one side, largest comparison deviation {float(largest):g} "
          f"rounds, rms {rms:.2f}")
    print(f"    {players}: {chosen!r},  # REFLECT {mask:#x}")


if __name__ == "__main__":
    main()
