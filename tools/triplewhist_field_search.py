"""The search for the base tables of an ordered triplewhist tournament in the field of p²
elements (movements/generators/individuals/groups.py; p a prime ≡ 3 mod 4), Buratti's
construction as movements/generators/individuals/triplewhist.py makes it for the primes.

The base tables (N, E, S, W) hold one element of every coset of H, the subgroup of odd
order of the field's multiplicative group; the conditions (:class:`Cosets`): for partners,
for opponents of each kind and for the steps E - N, S - E, W - S, N - W, the differences
fall once in every coset.  For the primes a few random tries find them; for 49 (16 cosets,
4 base tables) two million random tries found none.  Here a depth-first search places
the elements seat by seat, each from a coset not used yet, and goes back as soon as a
completed pair or step repeats a coset (the first element is 1: multiplying every table by
a unit keeps the conditions).  Candidates are shuffled by ``SEED``; the same seed gives the
same tables.

    python tools/triplewhist_field_search.py P SEED     # prints "p² players: (base tables),"

For 49 (p = 7), seeds 1-5 took 1.6-23.6 s (985,514 to 12,490,460 placements) on a
shared core; the stored tables (movements/data/triplewhist_starters.py, FIELD_BASES) are
seed 3's.
"""

from __future__ import annotations

import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from movements.generators.individuals.groups import SquareField  # noqa: E402
from movements.generators.individuals.triplewhist import Cosets  # noqa: E402

# The pairs a seat completes with the seats before it: (earlier seat, kind or "step").
COMPLETES = {1: [(0, 1), (0, "step")], 2: [(0, 0), (1, 2), (1, "step")],
             3: [(1, 0), (2, 1), (0, 2), (2, "step"), (0, "back")]}


def search(p: int, seed: int):
    """Base tables for the field of ``p``² elements; the number of placements tried."""
    field = SquareField(p)
    cosets = Cosets(field.powers, field.between)
    half, rng = cosets.count // 2, random.Random(seed)
    tables = [[None] * 4 for _ in range(cosets.count // 4)]
    used = {"coset": set(), 0: set(), 1: set(), 2: set(), "step": set()}
    placed = 0

    def marks(table, seat):
        """The coset marks the element at ``seat`` adds, or None when one repeats."""
        out = []
        for earlier, kind in COMPLETES.get(seat, []):
            if kind == "step":
                mark = ("step", cosets.of[field.between(table[earlier], table[seat])])
            elif kind == "back":            # N - W, the fourth step
                mark = ("step", cosets.of[field.between(table[seat], table[earlier])])
            else:                           # a pair: its class, d and -d being cosets c and c + half
                mark = (kind, cosets.of[field.between(table[earlier], table[seat])] % half)
            if mark[1] in used[mark[0]] or mark in out:
                return None
            out.append(mark)
        return out

    def place(t: int, seat: int) -> bool:
        nonlocal placed
        if t == len(tables):
            return True
        free = [x for x in field.powers if cosets.of[x] not in used["coset"]]
        candidates = [(1, 0)] if (t, seat) == (0, 0) else rng.sample(free, len(free))
        for x in candidates:
            placed += 1
            tables[t][seat] = x
            added = marks(tables[t], seat)
            if added is not None:
                added.append(("coset", cosets.of[x]))
                for kind, mark in added:
                    used[kind].add(mark)
                if place(*((t, seat + 1) if seat < 3 else (t + 1, 0))):
                    return True
                for kind, mark in added:
                    used[kind].discard(mark)
            tables[t][seat] = None
        return False

    assert place(0, 0), "no base tables"
    found = tuple(tuple(table) for table in tables)
    assert cosets.balanced(found)
    return found, placed


def main() -> None:
    p, seed = int(sys.argv[1]), int(sys.argv[2])
    began = time.perf_counter()
    found, placed = search(p, seed)
    print(f"    {p * p}: {found!r},  # seed {seed}, {placed} placements, "
          f"{time.perf_counter() - began:.1f} s")


if __name__ == "__main__":
    main()
