"""Offline: which starter tables of Safford's (or the triplewhist) rotation to reflect so
that the fewest pairs sit twice on the same side, for the sizes with no stored directed or
near starter (movements/directed_whist.py).

Reflecting a starter table (E and W exchanged; for triplewhist the table also turned one
seat, (N, E, S, W) -> (E, N, W, S), which keeps the kinds) negates its four steps in every
round, and keeps the rotation: everyone still moves up one number.  Each class ±c of steps
comes twice; it is wrong (v - 1 pairs twice on one side, v - 1 the modulus) when both
come with the same sign.  So the best reflections are a small max-cut: tried all, 2^t
for t starter tables (t <= 16).  Reflecting every table mirrors the movement: the same
wrong classes, but N-S and E-W change places, and so do the comparisons.  Of the masks with
the fewest wrong classes the tool keeps the one whose movement compares most evenly
(largest deviation, then rms, as movements.balance counts them: every such movement
played), as tools/walkers_reflections.py does for walkers.  Prints ``("whist", players):
mask,`` lines (bit i: reflect starter table i; "triplewhist" with --triplewhist) for the
REFLECT table of movements/data/directed_starters.py, with the wrong classes before and
after and the comparisons.

    python tools/lead_reflections.py 60 [--triplewhist]
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from movements.balance import balance
from movements.data.directed_starters import REFLECT
from movements.errors import MovementError
from movements.generators.individuals import triplewhist
from movements.generators.individuals.groups import rotation, steps
from movements.generators.individuals.whist_tournament import starter as whist_starter
from movements.registry import generate


def starter_tables(players: int, tw: bool):
    """The starter as (N, E, S, W) tables of elements, and the group they are in: the
    numbers modulo v as the pairs (0, x) (None: the fixed player), or the group of
    :func:`triplewhist.moves` (45 and 49 players' triplewhist)."""
    if tw and triplewhist.moves(players) is not None:
        return triplewhist.group_starter(players), triplewhist.moves(players)
    if tw:
        tables = triplewhist.starter(players)
        group = rotation(players)
    else:
        st = whist_starter(players)
        tables, group = tuple((n, e, s, w) for n, s, e, w in st.tables), rotation(players)
    return group.elements(tables), group


def wrong_classes(players: int, tw: bool) -> tuple[int, Callable[[int], int]]:
    """(t, wrong): the starter's t tables, and how many classes of steps come twice the
    same way with the tables of a mask's bits reflected."""
    tables, group = starter_tables(players, tw)
    seen: dict[tuple, list[tuple[int, int]]] = {}      # class -> [(table, sign)]
    for i, t in enumerate(tables):
        for a, b in steps([t]):
            if None in (a, b):
                continue
            d = group.between(a, b)
            c, sign = (d, 1) if d <= group.inverse(d) else (group.inverse(d), -1)
            seen.setdefault(c, []).append((i, sign))
    edges = []        # wrong when bit i ^ bit j == same: both signs equal after the flips
    for (i, si), (j, sj) in seen.values():
        edges.append((i, j, 0 if si == sj else 1))

    def wrong(mask: int) -> int:
        return sum(((mask >> i ^ mask >> j) & 1) == same for i, j, same in edges)
    return len(tables), wrong


def comparisons(players: int, tw: bool, mask: int) -> tuple:
    """(largest deviation, rms) of the comparisons of the movement with ``mask`` reflected."""
    key = ("triplewhist" if tw else "whist", players)
    kept = REFLECT.get(key)
    REFLECT[key] = mask
    try:
        even = balance(generate("safford-individuals", players, variant="triplewhist" if tw else None))
    finally:
        if kept is None:
            del REFLECT[key]
        else:
            REFLECT[key] = kept
    assert even is not None
    return even.largest, round(even.rms, 4)


def best_mask(players: int, tw: bool) -> tuple[int, int, int, tuple]:
    """(mask, wrong classes with it, wrong classes without, its comparisons): the fewest
    wrong classes, then the most even comparisons."""
    t, wrong = wrong_classes(players, tw)
    counts = [wrong(mask) for mask in range(1 << t)]
    fewest = min(counts)
    even, mask = min((comparisons(players, tw, m), m) for m in range(1 << t) if counts[m] == fewest)
    return mask, fewest, counts[0], even


def main() -> None:
    tw = "--triplewhist" in sys.argv
    sizes = [a for a in sys.argv[1:] if not a.startswith("--")]
    if not sizes or not all(a.isdigit() for a in sizes):
        sys.exit(f"usage: {Path(__file__).name} PLAYERS ... [--triplewhist]  (numbers of players, not {sizes})")
    for players in map(int, sizes):
        try:
            mask, after, before, (largest, rms) = best_mask(players, tw)
        except MovementError as error:
            sys.exit(f"{players} players: {error}")
        base = "triplewhist" if tw else "whist"
        print(f"    ({base!r}, {players}): {mask:#x},  # wrong classes {before} -> {after}; "
              f"comparisons within {float(largest):g} rounds, rms {rms:.2f}")


if __name__ == "__main__":
    main()
