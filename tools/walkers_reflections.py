"""Offline: which tables of a first round with four walkers to reflect, for the fewest
pairs of players twice on one side and then the most even comparisons
(movements/generators/individuals/walkers.py, FOUR_WALKERS in
movements/data/triplewhist_starters.py); or, with ``--turn``, which to turn for the most
even comparisons alone (WALKERS in movements/data/directed_starters.py).

Reflecting a table, (N, E, S, W) -> (E, N, W, S), keeps the kinds and flips its left and
right in every moved round.  Turning one, (N, E, S, W) -> (W, N, E, S), keeps partners,
left and right (so a whist first round stays one, and its lead the same) and swaps N-S
and E-W, which changes who is compared with whom; in a triplewhist one it would swap the
table's kinds, so it is for whist only.  A table with a walker is never changed: that would
move the walker between N-S and E-W, and the walkers need one seat N or S and three E or W.
Every choice for the other tables is played and counted by the checker (the lead) and by
movements.balance (the comparisons); the best is printed as a line of the data.  The
search's own REFLECT (tools/triplewhist_search.c ... four lead) looks at the lead alone.

    python tools/walkers_reflections.py [--turn] < line     # a line a search printed:
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


def changed(first: tuple, mask: int, movable: list[int], turn: bool) -> tuple:
    """``first`` with the tables ``movable[i]`` for the bits i of ``mask`` reflected, (E, N,
    W, S), or with ``turn`` turned, (W, N, E, S)."""
    chosen = {t for i, t in enumerate(movable) if mask >> i & 1}

    def change(n, e, s, w):
        return (w, n, e, s) if turn else (e, n, w, s)
    return tuple(change(*table) if t in chosen else table for t, table in enumerate(first))


def score(players: int, first: tuple) -> tuple:
    """(pairs on one side, largest comparison deviation, rms) of the movement ``first`` makes."""
    movement = build("safford-individuals", players, walkers.rounds(players, first), None, "")
    found, even = lead(movement), balance(movement)
    assert found is not None and even is not None
    return len(found.unbalanced), even.largest, round(even.rms, 4)


def best(players: int, first: tuple, turn: bool = False) -> tuple[int, tuple, tuple]:
    """(mask, changed first round, its score), the best over every mask."""
    m = walkers.modulus(players)
    movable = [t for t, table in enumerate(first) if max(table) < m]
    # every choice: with the walkers' tables kept, changing all the others is no mirror
    mask = min(range(1 << len(movable)), key=lambda k: score(players, changed(first, k, movable, turn)))
    chosen = changed(first, mask, movable, turn)
    return mask, chosen, score(players, chosen)


def main() -> None:
    turn = "--turn" in sys.argv
    size, _, rest = sys.stdin.read().strip().partition(":")
    players, first = int(size), ast.literal_eval(rest.split("#")[0].strip().rstrip(","))
    if not walkers.is_starter(players, first, triplewhist=not turn):
        kind = "whist" if turn else "triplewhist"
        sys.exit(f"not a {kind} first round with four walkers for {players} players")
    mask, chosen, (one_side, largest, rms) = best(players, first, turn)
    print(f"# {one_side} pairs on one side, largest comparison deviation {float(largest):g} "
          f"rounds, rms {rms:.2f}")
    print(f"    {players}: {chosen!r},  # {'TURN' if turn else 'REFLECT'} {mask:#x}")


if __name__ == "__main__":
    main()
