"""Howell schedules for 4 and 6 pairs, where no Room square exists.

Rounds are the classic rotation: the stationary pair ∞ sits N-S at table 1
and meets pair ``r``; the others meet ``{r + j, r - j}`` (numbers mod 3 or 5).
The trays cannot go one set per table, so they are shared, as in the seeds'
two-table "exchange and replay" schedules:

* **rotation** — the round's trays go round its tables, one tray per slot
  (each table plays every tray of the round; needs at least as many trays per
  round as tables);
* **crossing matchings** (6 pairs, even trays per round) — a tray set is one of
  the ten ways of seating the six pairs at three tables that is *not* a round;
  each such seating takes its three meetings from three different rounds, and
  every meeting lies in exactly two of them, so each table plays two half-sets.

Who sits N-S is chosen by trying every choice (at most 1024) for the best
comparison balance.
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import combinations, product

STATIONARY = -1   # the symbol ∞


@dataclass(frozen=True)
class SmallSchedule:
    """Per round the meetings, table by table (N-S pair first, ∞ = -1), and the
    trays each table plays, in slot order."""

    rounds: tuple[tuple[tuple[int, int], ...], ...]
    trays: tuple[tuple[tuple[int, ...], ...], ...]
    construction: str


def small_schedule(pairs: int, trays_per_round: int, phantom: bool) -> SmallSchedule:
    """The schedule for 4 or 6 pairs (with ``phantom`` the stationary pair is
    missing); needs at least 2 trays per round."""
    q = pairs - 1
    rounds = [[(STATIONARY, r)] + [((r + j) % q, (r - j) % q) for j in range(1, pairs // 2)]
              for r in range(q)]
    crossing = pairs == 6 and trays_per_round % 2 == 0
    if crossing:
        sets, construction = _crossing_sets(rounds), "crossing matchings"
        size = trays_per_round // 2
    else:
        sets, construction = [list(m) for m in rounds], "rotation of each round's trays"
        size = trays_per_round
    directions = _best_directions(rounds, sets, phantom)
    oriented = tuple(tuple(m if directions[m] > 0 else (m[1], m[0]) for m in meetings)
                     for meetings in rounds)
    set_trays = [tuple(range(i * size + 1, i * size + size + 1)) for i in range(len(sets))]
    tables = []
    for r, meetings in enumerate(rounds):
        if crossing:
            tables.append(tuple(sum((set_trays[i] for i, s in enumerate(sets) if m in s), ())
                                for m in meetings))
        else:
            trays = set_trays[r]
            tables.append(tuple(trays[t:] + trays[:t] for t in range(len(meetings))))
    return SmallSchedule(oriented, tuple(tables), construction)


def _crossing_sets(rounds) -> list[list[tuple[int, int]]]:
    """The perfect matchings of the six pairs that are not rounds, as meetings."""
    meeting_of = {frozenset(m): m for meetings in rounds for m in meetings}
    symbols = [STATIONARY, 0, 1, 2, 3, 4]
    rounds_as_sets = {frozenset(frozenset(m) for m in meetings) for meetings in rounds}
    found = []
    for partner_of_first in symbols[1:]:
        rest = [s for s in symbols[1:] if s != partner_of_first]
        for second in rest[1:]:
            last = [s for s in rest[1:] if s != second]
            matching = frozenset({frozenset((STATIONARY, partner_of_first)),
                                  frozenset((rest[0], second)), frozenset(last)})
            if matching not in rounds_as_sets:
                found.append(sorted((meeting_of[m] for m in matching), key=str))
    return found


def _best_directions(rounds, sets, phantom: bool) -> dict[tuple[int, int], int]:
    """+1 (as listed) or -1 (reversed) per meeting, best balanced; ∞ stays N-S.

    Twice the deviation of two pairs is the sum, over the tray sets they play
    apart, of +1 when they sit the same way and -1 when not; written as a sum of
    products of meeting directions it is quick to evaluate for every choice.
    """
    meetings = [m for ms in rounds for m in ms]
    index = {m: k for k, m in enumerate(meetings)}
    terms: dict[tuple[int, int], list[tuple[int, int, int]]] = {}
    for tray_set in sets:
        seats = {}                    # pair -> (meeting, +1 first / -1 second)
        for m in tray_set:
            if not (phantom and STATIONARY in m):
                seats[m[0]], seats[m[1]] = (index[m], 1), (index[m], -1)
        for p, q in combinations(sorted(seats), 2):
            (a, sa), (b, sb) = seats[p], seats[q]
            if a != b:
                terms.setdefault((p, q), []).append((a, b, sa * sb))
    free = [index[m] for m in meetings if STATIONARY not in m]
    best, best_score = None, None
    bit = [1] * len(meetings)
    for choice in product((1, -1), repeat=len(free)):
        for k, b in zip(free, choice):
            bit[k] = b
        values = [abs(sum(s * bit[a] * bit[b] for a, b, s in found)) for found in terms.values()]
        score = (max(values), sum(v * v for v in values))
        if best_score is None or score < best_score:
            best, best_score = list(bit), score
    assert best is not None   # the loop above ran at least once
    return {m: best[index[m]] for m in meetings}
