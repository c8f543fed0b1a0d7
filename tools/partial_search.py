"""Offline search: which rounds a partial Howell or a short individual movement plays.

Run once (``nice -n 19 .venv/bin/python tools/partial_search.py > movements/data/partial_choices.py``,
about seven minutes; ``--pairs 10 --players ''`` for some sizes only, as a check).
Needs numpy, which the application itself does not.

Partial Howells, per size and length, seeded (the same choice every run):

1. ``DRAWS`` random choices of rounds, drawn as ``bench/partials.py`` draws
   them (every tray set played at least twice; tables as in the full schedule).
   The best of them on each measure is the *chance* figure to beat.
2. A local search from the best draws (on either measure), from some others
   and from the run-time annealing's choice (:mod:`movements.generators.selection`):
   swap a chosen round for an unchosen one, or turn a table round, taking the
   move that improves most, until none does; four orders of the keys
   (:func:`orders`).  Where none is as good as chance on both measures, the
   nearest is kicked (two random swaps) and searched again, ``KICKS // 4``
   times at most.
3. Of the local optima, those no worse than chance on either measure; of
   them the lexicographic best (largest deviation, then RMS); where there is
   none, the nearest, and its comment says so.

Short individual movements (up to 24 players every choice of rounds is tried,
a million and a third at most): chance is the best of every choice of
Safford's plain tournament on each measure; of the choices of the seating
played for the lead no worse on either, the one with the fewest couples who
never meet, then the smallest largest deviation, then RMS; where there is none,
of the plain tournament's; where neither has one, the nearest (its comment
says so).

The module printed keeps, per size, a checksum of the full schedules the
indices refer to: a changed schedule is not read.
"""

from __future__ import annotations

import argparse
import math
import random
import sys
from itertools import combinations, islice
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from movements import generate  # noqa: E402
from movements.generators.howell.partial import _cells, annealed, round_range  # noqa: E402
from movements.generators.individuals import directed_whist  # noqa: E402
from movements.generators.individuals.short import meetings, round_range as short_range  # noqa: E402
from movements.generators.individuals.whist_tournament import (  # noqa: E402
    tournament_rounds, valid_counts)
from movements.generators.selection import fingerprint  # noqa: E402

DRAWS = 1000        # random choices per size and length: more than the bench's 300
SEARCHES = 12       # local searches from the best draws on each measure, and as many others
CHUNK = 50000       # choices of rounds evaluated at once (individuals, every choice)
KICKS = 200         # where none is as good as chance: the nearest, kicked and searched again


def _pair_index(entrants: list[int]):
    index = {couple: i for i, couple in enumerate(combinations(sorted(entrants), 2))}
    return index, len(index)


class HowellProblem:
    """A full Howell as cells; the balance sums D[p, q] = 2 (compared - ideal) per tray set."""

    def __init__(self, pairs: int):
        self.full = full = generate("howell-pairs", pairs)
        self.schedule, _ = _cells(full)
        self.fingerprint = fingerprint(self.schedule)
        self.rounds = len(self.schedule)
        entrants = sorted({c[1][0] for cells in self.schedule for c in cells if c[1]}
                          | {c[2][0] for cells in self.schedule for c in cells if c[2]})
        index, self.P = _pair_index(entrants)
        cells = [(r, i, c) for r, row in enumerate(self.schedule) for i, c in enumerate(row)]
        self.cell_at = {(r, i): k for k, (r, i, _) in enumerate(cells)}
        self.cell_round = np.array([r for r, _, _ in cells])
        self.flippable = np.array([c[0] and bool(c[1] and c[2]) for _, _, c in cells])
        units = sorted({c[3] for _, _, c in cells})
        self.units = len(units)
        self.played = np.zeros((self.rounds, self.units), dtype=np.int64)
        self.appears = np.zeros((self.rounds, self.units), dtype=np.int64)
        k_, l_, e_, sign_ = [], [], [], []
        for k, (r, _, c) in enumerate(cells):
            self.appears[r, c[3]] = 1
            self.played[r, c[3]] += 1 if c[1] and c[2] else 0
            for m in range(k + 1, len(cells)):
                r2, _, c2 = cells[m]
                if r2 == r or c2[3] != c[3] or not (c[1] and c[2] and c2[1] and c2[2]):
                    continue
                for x, dx in ((c[1][0], 1), (c[2][0], -1)):
                    for y, dy in ((c2[1][0], 1), (c2[2][0], -1)):
                        k_.append(k)
                        l_.append(m)
                        e_.append(index[(min(x, y), max(x, y))])
                        sign_.append(dx * dy)
        self.k, self.l = np.array(k_), np.array(l_)
        self.e, self.sign = np.array(e_), np.array(sign_, dtype=np.float64)
        self.rk, self.rl = self.cell_round[self.k], self.cell_round[self.l]

    def allowed(self, chosen) -> bool:
        played, appears = self.played[chosen].sum(0), self.appears[chosen].sum(0)
        return bool(np.all((played >= 2) | (appears == 0)))

    def sums(self, present, s) -> np.ndarray:
        w = s[self.k] * s[self.l] * present[self.rk] * present[self.rl] * self.sign
        return np.bincount(self.e, weights=w, minlength=self.P)

    def measures(self, d) -> tuple[float, float]:
        """Largest deviation and RMS in rounds, as :func:`movements.balance.balance` gives them."""
        return float(np.abs(d).max()) / 2, math.sqrt(float((d * d).sum()) / self.P) / 2

    def improve(self, chosen: list[int], s: np.ndarray, keys):
        """Steepest descent over round swaps and table turns: ``keys(largest, squares)``
        (arrays, in D's units) gives the two keys compared in order."""
        R, P = self.rounds, self.P
        while True:
            present = np.zeros(R)
            present[chosen] = 1
            d = self.sums(present, s)
            first, second = keys(np.abs(d).max(), (d * d).sum())
            key = (float(first), float(second))
            ws = s[self.k] * s[self.l] * self.sign
            m = np.bincount((self.rk * R + self.rl) * P + self.e, weights=ws, minlength=R * R * P)
            m += np.bincount((self.rl * R + self.rk) * P + self.e, weights=ws, minlength=R * R * P)
            m = m.reshape(R, R, P)
            rf = np.einsum("abe,b->ae", m, present)
            out = [r for r in range(R) if r not in chosen]
            best, move = key, None
            if out:
                trial = (d[None, None, :] - rf[chosen][:, None, :] + rf[out][None, :, :]
                         - m[np.ix_(out, chosen)].transpose(1, 0, 2))
                played = (self.played[chosen].sum(0)[None, None, :] - self.played[chosen][:, None, :]
                          + self.played[out][None, :, :])
                appears = (self.appears[chosen].sum(0)[None, None, :] - self.appears[chosen][:, None, :]
                           + self.appears[out][None, :, :])
                ok = np.all((played >= 2) | (appears == 0), axis=2)
                largest, squares = keys(np.abs(trial).max(axis=2), (trial * trial).sum(axis=2))
                largest = np.where(ok, largest, np.inf)
                for a, b in zip(*np.nonzero(ok)):
                    if (largest[a, b], squares[a, b]) < best:
                        best, move = (largest[a, b], squares[a, b]), ("swap", a, b)
            wf = s[self.l] * present[self.rl] * self.sign
            field = np.bincount(self.k * P + self.e, weights=wf, minlength=len(s) * P)
            wf = s[self.k] * present[self.rk] * self.sign
            field += np.bincount(self.l * P + self.e, weights=wf, minlength=len(s) * P)
            field = field.reshape(len(s), P)
            turnable = np.nonzero(self.flippable & (present[self.cell_round] > 0))[0]
            if len(turnable):
                trial = d[None, :] - 2 * s[turnable][:, None] * field[turnable]
                largest, squares = keys(np.abs(trial).max(axis=1), (trial * trial).sum(axis=1))
                for j, k in enumerate(turnable):
                    if (largest[j], squares[j]) < best:
                        best, move = (largest[j], squares[j]), ("turn", k)
            if move is None:
                return chosen, s
            if move[0] == "swap":
                chosen = sorted(chosen[:move[1]] + chosen[move[1] + 1:] + [out[move[2]]])
            else:
                s = s.copy()
                s[move[1]] = -s[move[1]]

    def flipped(self, s) -> tuple[tuple[int, int], ...]:
        return tuple(sorted(rc for rc, k in self.cell_at.items() if s[k] < 0))


def search_howell(pairs: int, rounds: int, problem: HowellProblem):
    rng = random.Random(pairs * 100 + rounds)
    draws = []
    while len(draws) < DRAWS:
        chosen = sorted(rng.sample(range(problem.rounds), rounds))
        if problem.allowed(chosen):
            present = np.zeros(problem.rounds)
            present[chosen] = 1
            d = problem.sums(present, np.ones(len(problem.flippable)))
            draws.append((problem.measures(d), chosen))
    chance = (min(f[0] for f, _ in draws), min(f[1] for f, _ in draws))
    ones = np.ones(len(problem.flippable))
    starts = [(start, ones) for _, start in sorted(draws)[:SEARCHES]
              + sorted(draws, key=lambda x: x[0][1])[:SEARCHES] + rng.sample(draws, SEARCHES)]
    run_time = annealed(problem.full, problem.schedule, rounds)
    turned = ones.copy()
    for rc in run_time.flipped:
        turned[problem.cell_at[rc]] = -1
    starts.append((sorted(run_time.rounds), turned))
    found = []
    for start, s0 in starts:
        for keys in orders(2 * chance[0], (2 * chance[1]) ** 2 * problem.P):
            chosen, s = problem.improve(start, s0, keys)
            present = np.zeros(problem.rounds)
            present[chosen] = 1
            found.append((problem.measures(problem.sums(present, s)), chosen, problem.flipped(s)))
    fair = [f for f in found if f[0][0] <= chance[0] + 1e-9 and f[0][1] <= chance[1] + 1e-9]
    for _ in range(0 if fair else KICKS // 4):      # kick the nearest: two random swaps
        near = min(found, key=lambda f: _excess(f[0], chance))
        kicked = list(near[1])
        for _ in range(2):
            kicked[rng.randrange(len(kicked))] = rng.choice(
                [r for r in range(problem.rounds) if r not in kicked])
        if not problem.allowed(sorted(kicked)):
            continue
        s = np.ones(len(problem.flippable))
        for rc in near[2]:
            s[problem.cell_at[rc]] = -1
        chosen, s = problem.improve(sorted(kicked), s, orders(2 * chance[0], (2 * chance[1]) ** 2 * problem.P)[3])
        present = np.zeros(problem.rounds)
        present[chosen] = 1
        found.append((problem.measures(problem.sums(present, s)), chosen, problem.flipped(s)))
        if _excess(found[-1][0], chance) == 0:
            break
    return _pick(found, chance, lambda f: f[0])


def orders(largest_cap: float, squares_cap: float) -> list:
    """What the local searches minimise, in order of the keys: the largest deviation then
    the squares; the same with the largest counted from ``largest_cap`` (the chance
    figure) up; the squares from ``squares_cap`` up then the largest; and how far above
    both caps (a fraction of each) then the largest."""
    return [lambda big, squares: (big, squares),
            lambda big, squares: (np.maximum(big, largest_cap), squares),
            lambda big, squares: (np.maximum(squares, squares_cap), big),
            lambda big, squares: (np.maximum(big, largest_cap) / max(largest_cap, 1e-9)
                                  + np.maximum(squares, squares_cap) / max(squares_cap, 1e-9), big)]


def _pick(found, chance, key):
    """The best local optimum no worse than chance on either measure (else the nearest)."""
    fair = [f for f in found if f[0][0] <= chance[0] + 1e-9 and f[0][1] <= chance[1] + 1e-9]
    if fair:
        return min(fair, key=key), chance
    return min(found, key=lambda f: _excess(f[0], chance)), chance


class ShortProblem:
    """A whist tournament's rounds as counts of every two players at one table."""

    def __init__(self, players: int, plain: bool = False):
        self.seating = tournament_rounds(players)
        if not plain:
            self.seating = directed_whist.best_rounds(players, self.seating)
        self.fingerprint = fingerprint(meetings(self.seating))
        index, self.P = _pair_index(list(range(1, players + 1)))
        self.counts = np.zeros((len(self.seating), self.P))
        for r, (tables, _) in enumerate(self.seating):
            for table in tables:
                for a, b in combinations(sorted(table), 2):
                    self.counts[r, index[(a, b)]] += 1

    def every_choice(self, rounds: int):
        """Every choice of ``rounds`` rounds: the indices, largest deviation, RMS and the
        couples who never meet (numpy arrays, in chunks of at most ``CHUNK`` choices)."""
        choices = combinations(range(len(self.seating)), rounds)
        while chunk := list(islice(choices, CHUNK)):
            chosen = np.array(chunk)
            picked = np.zeros((len(chunk), len(self.seating)))
            np.put_along_axis(picked, chosen, 1, axis=1)
            met = picked @ self.counts
            dev = met - met.mean(axis=1, keepdims=True)
            yield (chosen, np.abs(dev).max(axis=1), np.sqrt((dev * dev).mean(axis=1)),
                   (met == 0).sum(axis=1))

    def front(self, rounds: int, target=None):
        """The best choice on each measure alone; with ``target``, of the choices no worse
        than it on either measure the one with the fewest couples who never meet, then
        the smallest largest deviation, then RMS (``None`` when there is none)."""
        best, key = (math.inf, math.inf), None
        for chosen, largest, rms, never in self.every_choice(rounds):
            best = (min(best[0], float(largest.min())), min(best[1], float(rms.min())))
            if target is None:
                continue
            fair = np.nonzero((largest <= target[0] + 1e-9) & (rms <= target[1] + 1e-9))[0]
            for i in fair[np.lexsort((rms[fair], largest[fair], never[fair]))][:1]:
                here = (int(never[i]), float(largest[i]), float(rms[i]))
                if key is None or here < key[0]:
                    key = (here, tuple(int(r) for r in chosen[i]))
        return best if target is None else key

    def nearest(self, rounds: int, target):
        """The choice least far above ``target`` (:func:`_excess`), then the smallest largest."""
        key = None
        for chosen, largest, rms, never in self.every_choice(rounds):
            excess = (np.maximum(largest - target[0], 0) / target[0]
                      + np.maximum(rms - target[1], 0) / target[1])
            i = int(np.lexsort((rms, largest, excess))[0])
            here = (float(excess[i]), float(largest[i]), float(rms[i]))
            if key is None or here < key[0]:
                key = (here, tuple(int(r) for r in chosen[i]), int(never[i]))
        return key



def _excess(figures, target) -> float:
    """How far above chance, a fraction of each measure (0 when no worse on either)."""
    above = [max(f - t, 0) / max(t, 1e-9) for f, t in zip(figures, target)]
    return sum(a for a in above if a > 1e-9)


def search_both(players: int, rounds: int, directed: ShortProblem, plain: ShortProblem):
    """Every choice of rounds is tried.  Chance is the best of *every* choice of Safford's
    plain tournament on each measure (what the bench's random draws tend to), so that no
    number of draws does better.  The rounds of the seating played for the lead where one
    of its choices reaches it on both, else of the plain one, else the nearest of either."""
    chance = plain.front(rounds)
    for name, problem in (("directed", directed), ("plain", plain)):
        found = problem.front(rounds, chance)
        if found is not None:
            (never, largest, rms), chosen = found
            return ((largest, rms), (name, chosen), never), chance
    near = [(directed.nearest(rounds, chance), "directed"), (plain.nearest(rounds, chance), "plain")]
    ((_, largest, rms), chosen, never), name = min(near, key=lambda x: x[0][0])
    return ((largest, rms), (name, chosen), never), chance



def _short_of(figures, chance) -> str:
    return "  (none found as good as chance on both)" if _excess(figures, chance) > 0 else ""


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--pairs", default="8-24")
    parser.add_argument("--players", default="8-24")
    args = parser.parse_args()

    def sizes(text: str) -> list[int]:
        if not text:
            return []
        low, _, high = text.partition("-")
        return list(range(int(low), int(high or low) + 1))

    print('"""Stored choices of rounds, read by :mod:`movements.generators.howell.partial` and\n'
          ':mod:`movements.generators.individuals.short`.\n\n'
          'Written by ``tools/partial_search.py`` (see there), one line per size; it prints each\n'
          'choice\'s largest deviation and RMS beside the best random ones on stderr.  Per size a\n'
          'checksum of the full schedule the round indices refer to\n'
          '(:func:`movements.generators.selection.fingerprint`): a changed schedule is not read.\n'
          'The tests check every stored choice with the independent checker.\n"""\n')
    print("# pairs: (fingerprint, {rounds: (chosen round indices, turned (round index, table index))})")
    print("HOWELL: dict[int, tuple[int, dict[int, tuple[tuple[int, ...], tuple[tuple[int, int], ...]]]]] = {")
    for pairs in sizes(args.pairs):
        problem = HowellProblem(pairs)
        howell = {}
        for rounds in round_range(pairs):
            (figures, chosen, flipped), chance = search_howell(pairs, rounds, problem)
            howell[rounds] = (tuple(chosen), flipped)
            print(f"{pairs} pairs, {rounds} rounds: {figures[0]:.2f} {figures[1]:.3f} chance {chance[0]:.2f} "
                  f"{chance[1]:.3f}{_short_of(figures, chance)}", file=sys.stderr)
        print(f"    {pairs}: {(problem.fingerprint, howell)!r},")
    print("}\n")
    print("# players: (fingerprint of the seating played for the lead, of Safford's plain one,")
    print("#           {rounds: (the seating chosen from, 'directed' or 'plain'; round indices)})")
    print("INDIVIDUALS: dict[int, tuple[int, int, dict[int, tuple[str, tuple[int, ...]]]]] = {")
    for players in [p for p in valid_counts() if p in sizes(args.players)]:
        problem, plain = ShortProblem(players), ShortProblem(players, plain=True)
        short = {}
        for rounds in short_range(len(problem.seating)):
            (figures, chosen, never), chance = search_both(players, rounds, problem, plain)
            short[rounds] = chosen
            print(f"{players} players, {rounds} rounds: {figures[0]:.2f} {figures[1]:.3f} never {never} "
                  f"chance {chance[0]:.2f} {chance[1]:.3f}{_short_of(figures, chance)}", file=sys.stderr)
        print(f"    {players}: {(problem.fingerprint, plain.fingerprint, short)!r},")
    print("}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
