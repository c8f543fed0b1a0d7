"""Search for Z-cyclic triplewhist starters the algebraic construction does not give.

    nice -n 10 python tools/triplewhist_search.py 9 12 16 ... [--seconds S]

Players ``n = 4t + 1``: the starter seats Z_n minus 0 at t tables (player 0
sits out; the rounds move everyone up one).  ``n = 4t``: Z_(n-1) and a fixed
player (None) at t tables.  A table is (N, E, S, W).  Simulated annealing over
the seating, swapping two seats, with the cost the number of differences
that fall twice among partners, first-kind opponents ({N, E}, {S, W}) or
second-kind opponents ({N, W}, {E, S}); a cost of 0 is a triplewhist starter.
Prints each starter found as a line of movements/triplewhist_starters.py.
"""

from __future__ import annotations

import math
import random
import sys
import time

RELATIONS = (((0, 2), (1, 3)), ((0, 1), (2, 3)), ((0, 3), (1, 2)))


def search(n: int, seed: int, seconds: float):
    modulus = n if n % 4 == 1 else n - 1
    people = list(range(1, modulus)) if n % 4 == 1 else list(range(modulus)) + [None]
    rng = random.Random(seed)
    rng.shuffle(people)
    tables = len(people) // 4
    counts = [[0] * modulus for _ in RELATIONS]

    def pairs_of(pos):
        t, seat = divmod(pos, 4)
        for k, relation in enumerate(RELATIONS):
            for i, j in relation:
                if seat in (i, j):
                    yield k, 4 * t + i, 4 * t + j

    def diffs(a, b):
        if a is None or b is None:
            return ()
        return ((a - b) % modulus, (b - a) % modulus)

    cost = 0
    for t in range(tables):
        for k, relation in enumerate(RELATIONS):
            for i, j in relation:
                for d in diffs(people[4 * t + i], people[4 * t + j]):
                    counts[k][d] += 1
                    cost += counts[k][d] > 1

    def touch(positions, sign):
        nonlocal cost
        seen = set()
        for pos in positions:
            for k, a, b in pairs_of(pos):
                if (k, a, b) in seen:
                    continue
                seen.add((k, a, b))
                for d in diffs(people[a], people[b]):
                    if sign < 0:
                        cost -= counts[k][d] > 1
                        counts[k][d] -= 1
                    else:
                        counts[k][d] += 1
                        cost += counts[k][d] > 1

    temperature, end = 2.0, time.time() + seconds
    step = 0
    while cost and time.time() < end:
        step += 1
        x, y = rng.randrange(len(people)), rng.randrange(len(people))
        if x // 4 == y // 4:
            continue
        before = cost
        touch((x, y), -1)
        people[x], people[y] = people[y], people[x]
        touch((x, y), 1)
        if cost > before and rng.random() >= math.exp((before - cost) / temperature):
            touch((x, y), -1)
            people[x], people[y] = people[y], people[x]
            touch((x, y), 1)
        if step % 1000 == 0:
            temperature = max(0.15, temperature * 0.995)
    if cost:
        return None
    return tuple(tuple(people[4 * t:4 * t + 4]) for t in range(tables))


def main(argv):
    seconds = 60.0
    if "--seconds" in argv:
        i = argv.index("--seconds")
        seconds = float(argv[i + 1])
        argv = argv[:i] + argv[i + 2:]
    for n in map(int, argv):
        found = None
        for seed in range(1, 4):
            found = search(n, seed, seconds / 3)
            if found:
                print(f"    {n}: {found},  # seed {seed}", flush=True)
                break
        if not found:
            print(f"    # {n}: none found in {seconds:g} s", flush=True)


if __name__ == "__main__":
    main(sys.argv[1:])
