"""Partial Howells and short individual movements against random choices of rounds (issue 26.4).

Run from the project root: ``.venv/bin/python bench/partials.py`` (every size and
length offered up to 24 pairs and 24 players; ``--quick``: the issue's examples
only; ``--draws N``: random choices per size, 300 by default).

For every size and length it prints our figures and the best of ``N`` random
choices of rounds (each a random set of that many rounds of the full schedule,
every tray set played twice, tables as in the full schedule):

* partial Howell: the comparison balance (:mod:`movements.balance`), largest
  deviation and RMS in rounds;
* short individuals: how evenly every two players sit at one table, largest
  deviation from the mean and RMS, and the couples who never meet.

Where a published movement of that size and length is known its figure is
printed too: the 10-pair 8-round relay Howell, 1.5 rounds largest deviation
(its spread is not known here).  A line ends in ``WORSE`` when our largest
deviation or our spread is above the best random draw's (each measure's own
best), or our largest deviation above the published one, with, for partial
Howells, how many draws beat ours on both measures at once.  Exits 0 only when
no line is WORSE (issue 26.4).
"""

import argparse
import math
import random
import sys
from collections import Counter
from itertools import combinations
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from movements import generate  # noqa: E402
from movements.balance import balance  # noqa: E402
from movements.generators.howell.partial import _cells, _movement, round_range
from movements.generators.individuals.short import round_range as short_range
from movements.generators.individuals.whist_tournament import tournament_rounds, valid_counts

SEED, DRAWS = 26, 300
QUICK_PAIRS = ((12, 9), (16, 12), (10, 8), (14, 10), (20, 15))
QUICK_PLAYERS = ((12, 7), (13, 9), (24, 12))
PUBLISHED = {(10, 8): 1.5}     # pairs, rounds: the relay Howell's largest deviation, in rounds


def pair_figures(movement) -> tuple[float, float]:
    b = balance(movement)
    return float(b.largest), b.rms


def random_partial(full, rounds: int, rng: random.Random):
    schedule, units = _cells(full)
    for _ in range(2000):
        chosen = sorted(rng.sample(range(len(schedule)), rounds))
        played = Counter(cell[3] for r in chosen for cell in schedule[r] if cell[1] and cell[2])
        if all(played[u] >= 2 for u in set(cell[3] for r in chosen for cell in schedule[r])):
            return _movement(full, units, chosen, set())
    return None


def pair_sizes() -> list[tuple[int, int]]:
    """Every partial Howell offered up to 24 pairs, (pairs, rounds), in the order drawn."""
    return [(p, r) for p in range(8, 25) for r in round_range(p)]


def pair_draws(sizes, rng: random.Random, draws: int) -> dict[tuple[int, int], list[tuple[float, float]]]:
    """Per size in ``sizes``, in order, the figures (largest deviation, RMS) of ``draws``
    random choices of rounds drawn from ``rng``."""
    found = {}
    for pairs, rounds in sizes:
        full = generate("howell-pairs", pairs)
        found[(pairs, rounds)] = [pair_figures(m) for m in (random_partial(full, rounds, rng)
                                                            for _ in range(draws)) if m is not None]
    return found


def pair_baselines(sizes, rng: random.Random, draws: int) -> dict[tuple[int, int], tuple[float, float]]:
    """Per size in ``sizes``, in order, the best of ``draws`` random choices of rounds on
    each measure (largest deviation, RMS), drawn from ``rng``: with :func:`pair_sizes`,
    ``random.Random(SEED)`` and ``DRAWS`` the baselines this bench prints, which
    ``tools/partial_search.py`` aims at."""
    return {size: (min(f[0] for f in figures), min(f[1] for f in figures))
            for size, figures in pair_draws(sizes, rng, draws).items()}


def meeting_figures(players: int, seating) -> tuple[float, float, int]:
    """Largest |count - mean|, RMS, and couples never at one table, over every two players."""
    together = Counter()
    for tables, _ in seating:
        for table in tables:
            for a, b in combinations(sorted(table), 2):
                together[(a, b)] += 1
    counts = [together[(a, b)] for a, b in combinations(range(1, players + 1), 2)]
    mean = sum(counts) / len(counts)
    deviations = [c - mean for c in counts]
    return (max(abs(d) for d in deviations), math.sqrt(sum(d * d for d in deviations) / len(deviations)),
            counts.count(0))


def short_seating(players: int, rounds: int, movement):
    """The seating of our short movement, read back from its tables."""
    return [([(t.n, t.s, t.e, t.w) for t in r.tables], ()) for r in movement.rounds]


def better_on_both(draw, ours) -> bool:
    """The draw is no worse than ours on either measure and better on one."""
    return all(d <= o + 1e-9 for d, o in zip(draw[:2], ours[:2])) and any(
        d < o - 1e-9 for d, o in zip(draw[:2], ours[:2]))


def line(key: tuple[str, int, int], ours, best_largest, best_rms, extra: str = "",
         published: float | None = None, better_on_both: int | None = None) -> bool:
    """Print one size and length (``key``: "pairs" or "players", the size, the rounds) against
    the best random draws; True when ours is WORSE.  ``better_on_both``: how many draws are
    better than ours on both measures at once, printed for a line that is WORSE (where it is
    0, the two best figures come from different draws)."""
    label = f"{key[1]} {key[0]}, {key[2]} rounds"
    worse = ours[0] > best_largest + 1e-9 or ours[1] > best_rms + 1e-9
    if published is not None:
        extra += f"published {published:5.2f}"
        worse = worse or ours[0] > published + 1e-9
    note = f"; draws better on both measures: {better_on_both}" if worse and better_on_both is not None else ""
    print(f"{label:<24} ours {ours[0]:5.2f} {ours[1]:5.2f}   best random {best_largest:5.2f} "
          f"{best_rms:5.2f} {extra}{'  WORSE' if worse else ''}{note}")
    return worse


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--quick", action="store_true")
    parser.add_argument("--draws", type=int, default=DRAWS)
    args = parser.parse_args()
    rng = random.Random(SEED)
    worse = 0
    print("partial Howell: largest deviation and RMS (rounds)")
    sizes = QUICK_PAIRS if args.quick else pair_sizes()
    for (pairs, rounds), drawn in pair_draws(sizes, rng, args.draws).items():
        ours = pair_figures(generate("howell-pairs", pairs, rounds=rounds))
        worse += line(("pairs", pairs, rounds), ours, min(f[0] for f in drawn),
                      min(f[1] for f in drawn), published=PUBLISHED.get((pairs, rounds)),
                      better_on_both=sum(better_on_both(f, ours) for f in drawn))
    print("\nshort individuals: largest deviation and RMS of the meetings; couples never met")
    sizes = QUICK_PLAYERS if args.quick else [
        (n, r) for n in valid_counts() if 12 <= n <= 24 for r in short_range(len(tournament_rounds(n)))]
    for players, rounds in sizes:
        seating = tournament_rounds(players)
        ours_movement = generate("safford-individuals", players, rounds=rounds)
        ours = meeting_figures(players, short_seating(players, rounds, ours_movement))
        figures = [meeting_figures(players, rng.sample(seating, rounds)) for _ in range(args.draws)]
        first = meeting_figures(players, seating[:rounds])
        worse += line(("players", players, rounds), ours,
                      min(f[0] for f in figures), min(f[1] for f in figures),
                      f"never met: ours {ours[2]}, random best {min(f[2] for f in figures)}, "
                      f"first {rounds} rounds {first[2]}")
    print(f"\n{worse} size(s) worse than the best random choice")
    return 1 if worse else 0


if __name__ == "__main__":
    sys.exit(main())
