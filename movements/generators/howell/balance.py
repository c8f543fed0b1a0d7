"""Steering the comparison balance of cyclic Howell pairs schedules.

Two pairs are *compared* on a tray when they held the same cards at different
tables; ideally every two pairs are compared on half the trays they both
played apart from the ones on which they met (``../shared/spec/movements.md``,
"Comparison balance"; :mod:`movements.balance` measures any movement).

:func:`improve` searches for who sits N-S in a cyclic Howell schedule.  There
the direction is a ±1 *pattern* ``f`` on the group: pair ``p`` holds N-S in
tray set ``c`` when ``f(p - c) = +1``, the stationary pair always N-S.  Pairs
``p`` and ``p + d`` then deviate from the ideal by ``|A(d) + 1| / 2`` rounds,
``A`` the cyclic autocorrelation of ``f`` — so an ideal pattern (``A = -1``, a
Hadamard matrix) is perfect.  With a phantom in the stationary seat the
deviation is ``|A(d) + f(d) + f(-d) + 1| / 2``.
"""

from __future__ import annotations

import math
import random
from operator import mul

from movements.generators.howell.groups import Group, autocorrelation


def gaps(group: Group, pattern, phantom: bool) -> list[int]:
    """Twice the deviation, in rounds, of pairs ``p`` and ``p + d`` for each
    shift class ``d`` (one of ``d``, ``-d``) of a pattern."""
    return _gaps(group, autocorrelation(group, pattern), pattern, phantom)


def _gaps(group: Group, a, f, phantom: bool) -> list[int]:
    neg = group.negatives
    if phantom:
        return [abs(a[d] + 1 + f[d] + f[neg[d]]) for d in range(1, group.order) if d < neg[d]]
    return [abs(a[d] + 1) for d in range(1, group.order) if d < neg[d]]


def score(found: list[int]) -> tuple[int, int]:
    """Largest gap first, then the sum of squares: smaller is better."""
    return max(found, default=0), sum(g * g for g in found)


def improve(group: Group, pattern, phantom: bool, seed: int, steps: int) -> tuple[int, ...]:
    """The best pattern met by simulated annealing from ``pattern`` (largest
    gap first, then the sum of squares), stopping early only when perfect.

    A step swaps a +1 and a -1 (so a starter can still split the pattern);
    ``pattern[0]`` stays -1.  The autocorrelation (even: ``A(d) = A(-d)``, so
    kept for one shift of each class) is updated in time proportional to the
    group's order.
    """
    rng = random.Random(seed)
    q, sums, neg = group.order, group.sums, group.negatives
    shifts = [d for d in range(1, q) if d < neg[d]]
    opposite = [neg[d] for d in shifts]
    position = {d: k for k, d in enumerate(shifts)} | {neg[d]: k for k, d in enumerate(shifts)}
    ahead = [[sums[x][d] for d in shifts] for x in range(q)]          # x + d
    behind = [[sums[x][d] for d in opposite] for x in range(q)]       # x - d
    f = list(pattern)
    full = autocorrelation(group, f)
    # Twice the signed deviation per shift class: A(d) + 1, plus f(d) + f(-d)
    # with a phantom (a flip of f(x) moves that term by -2 f(x) at x's class).
    b = [full[d] + 1 + (f[d] + f[e] if phantom else 0) for d, e in zip(shifts, opposite)]

    plus = [u for u in range(1, q) if f[u] > 0]
    minus = [u for u in range(1, q) if f[u] < 0]
    now = sum(map(mul, b, b))
    best, best_f = (max(map(abs, b), default=0), now), list(f)
    for step in range(steps):
        if best[0] == 0:
            break
        temperature = 10.0 * 0.05 ** (step / steps)
        i, j = rng.randrange(len(plus)), rng.randrange(len(minus))
        x, y = plus[i], minus[j]
        fx, fy = 2 * f[x], 2 * f[y]
        trial = [v - fx * (f[xp] + f[xm]) - fy * (f[yp] + f[ym])
                 for v, xp, xm, yp, ym in zip(b, ahead[x], behind[x], ahead[y], behind[y])]
        trial[position[sums[y][neg[x]]]] += fx * fy     # x + d = y: that product does not change
        if phantom:
            trial[position[x]] -= fx
            trial[position[y]] -= fy
        cost = sum(map(mul, trial, trial))
        if cost <= now or rng.random() < math.exp((now - cost) / temperature):
            b, now = trial, cost
            f[x], f[y] = -f[x], -f[y]
            plus[i], minus[j] = y, x
            found = (max(map(abs, trial)), cost)
            if found < best:
                best, best_f = found, list(f)
    return tuple(best_f)
