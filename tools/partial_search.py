"""Offline search: which rounds a partial Howell or a short individual movement plays.

Run once (``nice -n 19 .venv/bin/python tools/partial_search.py > movements/data/partial_choices.py``,
about seven minutes; ``--pairs 10 --players ''`` for some sizes only, as a check;
``--into movements/data/partial_choices.py`` with those replaces only their lines).
Needs numpy, which the application itself does not.

Partial Howells, per size and length, seeded (the same choice every run):

1. The *chance* figures to beat are the bench's: :func:`bench.partials.pair_baselines`,
   the best on each measure of ``bench/partials.py``'s 300 random choices of
   rounds (every tray set played at least twice, tables as in the full schedule),
   drawn for every size in order from one seeded generator, so that what is
   stored passes the bench's check and not just one like it (the bench's draws
   at 23 pairs and 17 rounds reach 2.0 rounds largest deviation, this tool's own
   1000 did not).  ``DRAWS`` choices drawn the same way, but with a seed per size
   and length, are where the searches start.
2. A local search from the best draws (on either measure), from some others
   and from the run-time annealing's choice (:mod:`movements.generators.selection`):
   swap a chosen round for an unchosen one, or turn a table round, taking the
   move that improves most, until none does; four orders of the keys
   (:func:`orders`).  Where none is as good as chance on both measures, the
   nearest is kicked (two random swaps) and searched again, ``KICKS // 4``
   times at most.
3. Where still none is, an annealing without rejections (:meth:`HowellProblem.anneal`:
   every move weighed at each step, round swaps, table turns and all of a round's
   tables turned at once; the cost the squares, the largest deviation above the
   target's heavily charged) from each of the ``ANNEALS`` distinct draws best on RMS
   in turn, ``STEPS`` steps each, until one is as good as chance on both measures.
   Then, while it succeeds, the same for half a round less largest deviation than
   the best found so far, the RMS still chance's (from that best and the
   ``ANNEALS // 4`` best draws).  The steepest descents alone stop at a local
   optimum whose every neighbour is worse; the annealing steps through worse ones.
   This is what reached chance at 19 pairs and 15 rounds, 23/16 and 23/17, and
   half a round less at 15/8, 15/9, 19/11 to 19/13, 19/15 and 24/16 (on the
   schedules of that time).  On the earlier full schedules of 15, 23 and 24 pairs
   nothing reached chance at 15/13, 23/18 and 24/19 (40 to 50 annealings each, at
   15/13 one from each of its 105 choices of rounds; at 23/18 and 24/19 every
   choice of rounds with the tables as scheduled): those sizes now play schedules
   seated on a conference or Hadamard matrix (:mod:`movements.data.howell_hadamard`),
   as perfect, whose partials reach chance at every length.
4. Of the local optima and annealed choices, those no worse than chance on either measure; of
   them the lexicographic best (largest deviation, then RMS); where there is
   none, the nearest, and its comment says so.

Short individual movements (up to 24 players every choice of rounds is tried,
a million and a third at most): chance is the best of every choice of
Safford's plain tournament on each measure; of the choices of the seating
played for the lead no worse on either, the one with the fewest couples who
never meet, then the smallest largest deviation, then RMS; where there is none,
of the plain tournament's, then of the triplewhist tournament's (where the
count has one: at 20 players and 7 or 12 rounds only its rounds reach chance);
where none has one, the nearest (its comment says so).

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

from bench.partials import DRAWS as BENCH_DRAWS, SEED as BENCH_SEED, pair_baselines, pair_sizes  # noqa: E402
from movements import generate  # noqa: E402
from movements.generators.howell.partial import _cells, annealed, round_range  # noqa: E402
from movements.generators.individuals.short import (  # noqa: E402
    SEATINGS, meetings, round_range as short_range, seating_of)
from movements.generators.individuals.whist_tournament import valid_counts  # noqa: E402
from movements.generators.selection import fingerprint  # noqa: E402

DRAWS = 1000        # random choices per size and length: more than the bench's 300
SEARCHES = 12       # local searches from the best draws on each measure, and as many others
CHUNK = 50000       # choices of rounds evaluated at once (individuals, every choice)
KICKS = 200         # where none is as good as chance: the nearest, kicked and searched again
ANNEALS = 12        # where still none is: annealings from the distinct draws best on RMS
STEPS = 1500        # steps of each
PENALTY = 4         # annealing: cost of one unit of largest deviation above chance's, per couple
HOT, COLD = 8.0, 0.5        # annealing: the temperature, from first step to last (squares)


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

    def neighbours(self, chosen: list[int], s: np.ndarray):
        """Every move from ``chosen`` (sorted) with tables turned as ``s``: the sums ``d``
        now; the unchosen rounds ``out``; for every swap (chosen[a] out, out[b] in) the
        sums after it and whether it keeps every tray set played twice; the cells that
        may be turned, and the sums after turning each."""
        R, P = self.rounds, self.P
        present = np.zeros(R)
        present[chosen] = 1
        d = self.sums(present, s)
        ws = s[self.k] * s[self.l] * self.sign
        m = np.bincount((self.rk * R + self.rl) * P + self.e, weights=ws, minlength=R * R * P)
        m += np.bincount((self.rl * R + self.rk) * P + self.e, weights=ws, minlength=R * R * P)
        m = m.reshape(R, R, P)
        rf = np.einsum("abe,b->ae", m, present)
        out = [r for r in range(R) if r not in chosen]
        swapped = ok = None
        if out:
            swapped = (d[None, None, :] - rf[chosen][:, None, :] + rf[out][None, :, :]
                       - m[np.ix_(out, chosen)].transpose(1, 0, 2))
            played = (self.played[chosen].sum(0)[None, None, :] - self.played[chosen][:, None, :]
                      + self.played[out][None, :, :])
            appears = (self.appears[chosen].sum(0)[None, None, :] - self.appears[chosen][:, None, :]
                       + self.appears[out][None, :, :])
            ok = np.all((played >= 2) | (appears == 0), axis=2)
        wf = s[self.l] * present[self.rl] * self.sign
        field = np.bincount(self.k * P + self.e, weights=wf, minlength=len(s) * P)
        wf = s[self.k] * present[self.rk] * self.sign
        field += np.bincount(self.l * P + self.e, weights=wf, minlength=len(s) * P)
        field = field.reshape(len(s), P)
        turnable = np.nonzero(self.flippable & (present[self.cell_round] > 0))[0]
        turned = d[None, :] - 2 * s[turnable][:, None] * field[turnable]
        return d, out, swapped, ok, turnable, turned

    def improve(self, chosen: list[int], s: np.ndarray, keys):
        """Steepest descent over round swaps and table turns: ``keys(largest, squares)``
        (arrays, in D's units) gives the two keys compared in order."""
        while True:
            d, out, trial, ok, turnable, turned = self.neighbours(chosen, s)
            first, second = keys(np.abs(d).max(), (d * d).sum())
            best, move = (float(first), float(second)), None
            if out:
                largest, squares = keys(np.abs(trial).max(axis=2), (trial * trial).sum(axis=2))
                largest = np.where(ok, largest, np.inf)
                for a, b in zip(*np.nonzero(ok)):
                    if (largest[a, b], squares[a, b]) < best:
                        best, move = (largest[a, b], squares[a, b]), ("swap", a, b)
            if len(turnable):
                largest, squares = keys(np.abs(turned).max(axis=1), (turned * turned).sum(axis=1))
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

    def anneal(self, chosen: list[int], s: np.ndarray, target: tuple[float, float], steps: int,
               rng: random.Random):
        """Annealing without rejections towards a choice no worse than ``target`` (largest
        deviation, RMS; in rounds) on either measure.  The cost is the squares plus
        ``PENALTY`` per couple for each unit of largest deviation above the target's (D's
        units); each step weighs every move (round swaps and table turns) by
        ``exp(-rise / temperature)`` and takes one at random by those weights, the
        temperature falling geometrically from ``HOT`` to ``COLD``.  Returns the first
        choice no worse than ``target`` (``None`` if ``steps`` pass without one)."""
        cap = 2 * target[0]
        noise = np.random.default_rng(rng.randrange(2 ** 32))

        def cost(trial, axis):
            big = np.abs(trial).max(axis=axis)
            return (trial * trial).sum(axis=axis) + PENALTY * self.P * np.maximum(big - cap, 0)

        for step in range(steps):
            d, out, trial, ok, turnable, turned = self.neighbours(chosen, s)
            if _excess(self.measures(d), target) == 0:
                return chosen, s
            now = float(cost(d, 0))
            temperature = HOT * (COLD / HOT) ** (step / steps)
            swaps = np.where(ok, cost(trial, 2), np.inf).ravel() if out else np.zeros(0)
            # every turnable table of one round at once: the change is the sum of theirs
            rounds_of = self.cell_round[turnable]
            whole = d[None, :] + np.stack([(turned[rounds_of == r] - d).sum(0) for r in chosen])
            rises = np.concatenate([swaps, cost(turned, 1), cost(whole, 1)]) - now
            weights = np.exp(-(rises - rises.min()) / temperature)
            pick = int(noise.choice(len(rises), p=weights / weights.sum()))
            s = s.copy()
            if pick < len(swaps):
                x, y = divmod(pick, len(out))
                chosen = sorted(chosen[:x] + chosen[x + 1:] + [out[y]])
            elif pick < len(swaps) + len(turnable):
                s[turnable[pick - len(swaps)]] *= -1
            else:
                s[turnable[rounds_of == chosen[pick - len(swaps) - len(turnable)]]] *= -1
        return None

    def flipped(self, s) -> tuple[tuple[int, int], ...]:
        return tuple(sorted(rc for rc, k in self.cell_at.items() if s[k] < 0))


def search_howell(pairs: int, rounds: int, problem: HowellProblem, baseline: tuple[float, float]):
    """The choice for ``pairs`` and ``rounds``, and the chance figures it was held to:
    ``baseline``, the bench's best random draws on each measure."""
    rng = random.Random(pairs * 100 + rounds)
    draws = []
    while len(draws) < DRAWS:
        chosen = sorted(rng.sample(range(problem.rounds), rounds))
        if problem.allowed(chosen):
            present = np.zeros(problem.rounds)
            present[chosen] = 1
            d = problem.sums(present, np.ones(len(problem.flippable)))
            draws.append((problem.measures(d), chosen))
    chance = baseline
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
    by_rms = [c for _, c in sorted({tuple(c): (f, c) for f, c in draws}.values(),
                                   key=lambda x: (x[0][1], x[0][0]))]
    fair = [f for f in found if _excess(f[0], chance) == 0]
    if not fair:
        _anneal_into(found, problem, [(start, ones) for start in by_rms[:ANNEALS]], chance, rng)
    while fair := [f for f in found if _excess(f[0], chance) == 0]:
        best = min(fair, key=lambda f: f[0])
        if best[0][0] == 0:
            break
        s = np.ones(len(problem.flippable))
        for rc in best[2]:
            s[problem.cell_at[rc]] = -1
        lower = (best[0][0] - 0.5, chance[1])       # half a round less, the RMS still chance's
        starts = [(list(best[1]), s)] + [(start, ones) for start in by_rms[:ANNEALS // 4]]
        if not _anneal_into(found, problem, starts, lower, rng):
            break
    return _pick(found, chance, lambda f: f[0])


def _anneal_into(found: list, problem: HowellProblem, starts, target, rng) -> bool:
    """Anneal from each start in turn until one reaches ``target``; that one joins ``found``."""
    for start, s0 in starts:
        reached = problem.anneal(start, s0, target, STEPS, rng)
        if reached is not None:
            chosen, s = reached
            present = np.zeros(problem.rounds)
            present[chosen] = 1
            found.append((problem.measures(problem.sums(present, s)), chosen, problem.flipped(s)))
            return True
    return False


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

    def __init__(self, players: int, kind: str = "directed"):
        self.seating = seating_of(kind, players)
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


def search_seatings(rounds: int, problems: dict[str, ShortProblem]):
    """Every choice of rounds is tried.  Chance is the best of *every* choice of Safford's
    plain tournament on each measure (what the bench's random draws tend to), so that no
    number of draws does better.  The rounds of the first seating (in the order of
    ``SEATINGS``: the one played for the lead, Safford's plain one, the triplewhist one) one
    of whose choices reaches it on both, else the nearest of any."""
    chance = problems["plain"].front(rounds)
    for name, problem in problems.items():
        found = problem.front(rounds, chance)
        if found is not None:
            (never, largest, rms), chosen = found
            return ((largest, rms), (name, chosen), never), chance
    near = [(problem.nearest(rounds, chance), name) for name, problem in problems.items()]
    ((_, largest, rms), chosen, never), name = min(near, key=lambda x: x[0][0])
    return ((largest, rms), (name, chosen), never), chance



def _short_of(figures, chance) -> str:
    return "  (none found as good as chance on both)" if _excess(figures, chance) > 0 else ""


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--pairs", default="8-24")
    parser.add_argument("--players", default="8-24")
    parser.add_argument("--into", type=Path, help="replace only the searched sizes' lines of this "
                        "module (movements/data/partial_choices.py), the rest as it is")
    args = parser.parse_args()
    lines: dict[str, dict[int, str]] = {"HOWELL": {}, "INDIVIDUALS": {}}

    def sizes(text: str) -> list[int]:
        if not text:
            return []
        low, _, high = text.partition("-")
        return list(range(int(low), int(high or low) + 1))

    header = ('"""Stored choices of rounds, read by :mod:`movements.generators.howell.partial` and\n'
          ':mod:`movements.generators.individuals.short`.\n\n'
          'Written by ``tools/partial_search.py`` (see there), one line per size (``--into``\n'
          'replaces only the lines of the sizes searched); it prints each choice\'s largest\n'
          'deviation and RMS beside the chance figures on stderr.  Per size a checksum of the\n'
          'full schedule the round indices refer to\n'
          '(:func:`movements.generators.selection.fingerprint`): a changed schedule is not read.\n'
          'The tests check every stored choice with the independent checker.\n"""\n')
    wanted = sizes(args.pairs)
    baselines = pair_baselines([(p, r) for p, r in pair_sizes() if p <= max(wanted, default=0)],
                               random.Random(BENCH_SEED), BENCH_DRAWS)
    for pairs in wanted:
        problem = HowellProblem(pairs)
        howell = {}
        for rounds in round_range(pairs):
            (figures, chosen, flipped), chance = search_howell(pairs, rounds, problem, baselines[(pairs, rounds)])
            howell[rounds] = (tuple(chosen), flipped)
            print(f"{pairs} pairs, {rounds} rounds: {figures[0]:.2f} {figures[1]:.3f} chance {chance[0]:.2f} "
                  f"{chance[1]:.3f}{_short_of(figures, chance)}", file=sys.stderr)
        lines["HOWELL"][pairs] = f"    {pairs}: {(problem.fingerprint, howell)!r},\n"
    for players in [p for p in valid_counts() if p in sizes(args.players)]:
        problems = {kind: ShortProblem(players, kind) for kind in SEATINGS if seating_of(kind, players)}
        short = {}
        for rounds in short_range(len(problems["directed"].seating)):
            (figures, chosen, never), chance = search_seatings(rounds, problems)
            short[rounds] = chosen
            print(f"{players} players, {rounds} rounds: {figures[0]:.2f} {figures[1]:.3f} never {never} "
                  f"chance {chance[0]:.2f} {chance[1]:.3f}{_short_of(figures, chance)}", file=sys.stderr)
        fingerprints = {kind: problem.fingerprint for kind, problem in problems.items()}
        lines["INDIVIDUALS"][players] = f"    {players}: {(fingerprints, short)!r},\n"
    if args.into:
        args.into.write_text(_merged(args.into.read_text(), lines))
        return 0
    print(header)
    print("# pairs: (fingerprint, {rounds: (chosen round indices, turned (round index, table index))})")
    print("HOWELL: dict[int, tuple[int, dict[int, tuple[tuple[int, ...], tuple[tuple[int, int], ...]]]]] = {")
    print("".join(lines["HOWELL"].values()) + "}\n")
    print("# players: ({seating: fingerprint} of the seatings chosen from, 'directed' (the one played for")
    print("#           the lead), 'plain' (Safford's) and, where there is one, 'triplewhist';")
    print("#           {rounds: (the seating chosen from; round indices)})")
    print("INDIVIDUALS: dict[int, tuple[dict[str, int], dict[int, tuple[str, tuple[int, ...]]]]] = {")
    print("".join(lines["INDIVIDUALS"].values()) + "}")
    return 0


def _merged(text: str, lines: dict[str, dict[int, str]]) -> str:
    """``text`` (the stored module) with the line of every size in ``lines`` replaced, in
    its own dict (``HOWELL`` or ``INDIVIDUALS``); every other line as it was."""
    out, block = [], None
    left = {name: dict(sizes) for name, sizes in lines.items()}
    for line in text.splitlines(keepends=True):
        if line.split(":")[0] in left:
            block = line.split(":")[0]
        elif line.startswith("}"):
            block = None
        elif block is not None and line.strip():
            line = left[block].pop(int(line.split(":")[0]), line)
        out.append(line)
    if any(left.values()):
        raise SystemExit(f"no line to replace for {left}")
    return "".join(out)


if __name__ == "__main__":
    sys.exit(main())
