"""Partial Howell: some of a Howell's rounds, chosen to keep the comparisons fair.

A full Howell for ``n`` pairs is ``n - 1`` rounds (19 for 20 pairs): too long
for many evenings.  ``howell-pairs --rounds R`` plays ``R`` of those rounds
(the "three-quarter Howell" is R = ¾ of them): every two pairs still meet at
most once and nobody plays a tray twice, but some pairs never meet.  Which
rounds, and which way round each table sits, are chosen so that every two
pairs hold the same cards about as often as they hold opposite cards (the
comparison balance of :mod:`movements.balance`: its largest deviation first,
its spread too); a tray set is only used if at least two tables play it.

Up to 24 pairs the choice is stored (:mod:`movements.data.partial_choices`,
found by ``tools/partial_search.py``: a thousand random choices of rounds, the
best of them and the run-time annealing's choice improved by a local search
over swapped rounds and turned tables, and where that falls short an annealing
over the same moves; of those no worse than the bench's best of 300 random
choices on either measure the lexicographic best, and where none is, the
nearest, though every size and length up to 24 pairs now has one: 15, 23
and 24 pairs play full schedules seated for it, :mod:`movements.data.howell_hadamard`);
above 24 pairs, or if the full Howell's schedule changes, the annealing of
:mod:`movements.generators.selection` chooses at run time.  ``bench/partials.py``
sets the result against the best of 300 random choices of rounds, and the
10-pair 8-round one against the published relay Howell (1.5 rounds largest
deviation; ours 1.0).  The stationary pair keeps its seat; the trays are renumbered 1..
in the order the chosen rounds first use them.
"""

from __future__ import annotations

from collections import defaultdict

from movements.data.partial_choices import HOWELL
from movements.errors import MovementError
from movements.model import Movement, Round, Table
from movements.generators.selection import Choice, choose, fingerprint

PARTIAL = "partial"
FEWEST_FULL_PAIRS = 8          # below this a Howell is 3 to 5 rounds: nothing to shorten
STEPS = 3000                   # annealing steps: about a second at 40 pairs
SPREAD = 16                    # the squares' weight beside the fourth powers: the RMS counts too


def round_range(pairs: int) -> range:
    """The numbers of rounds a partial Howell for ``pairs`` may have: half the full
    schedule (rounded up) to one round short of it."""
    full = pairs + pairs % 2 - 1
    return range((full + 1) // 2, full)


def three_quarters(pairs: int) -> int:
    """The rounds of the ¾ Howell for ``pairs``."""
    full = pairs + pairs % 2 - 1
    return max(round_range(pairs).start, min(full - 1, round(full * 3 / 4)))


def partial_howell(full: Movement, rounds: int) -> Movement:
    """``rounds`` rounds of the full Howell ``full``, chosen and oriented for balance."""
    pairs = full.entrants
    allowed = round_range(pairs)
    if pairs < FEWEST_FULL_PAIRS or rounds not in allowed:
        if pairs < FEWEST_FULL_PAIRS:
            raise MovementError(f"a partial Howell needs {FEWEST_FULL_PAIRS} pairs or more; "
                                f"the full Howell for {pairs} pairs is only {len(full.rounds)} rounds")
        raise MovementError(f"a partial Howell for {pairs} pairs plays {allowed.start} to "
                            f"{allowed.stop - 1} rounds (the full one is {len(full.rounds)}), "
                            f"not {rounds}")
    key = (pairs, full.trays_per_round, rounds)
    if key not in _CACHE:
        _CACHE[key] = _partial(full, rounds)
    return _CACHE[key]


_CACHE: dict[tuple[int, int, int], Movement] = {}   # (pairs, trays a round, rounds): a search each


def _partial(full: Movement, rounds: int) -> Movement:
    schedule, units = _cells(full)
    stored_print, stored = HOWELL.get(full.entrants, (None, {}))
    if rounds in stored and stored_print == fingerprint(schedule):
        chosen, turned = stored[rounds]
        return _movement(full, units, list(chosen), set(turned))
    found = annealed(full, schedule, rounds)
    return _movement(full, units, found.rounds, found.flipped)


def annealed(full: Movement, schedule, rounds: int) -> Choice:
    """The rounds and turned tables the annealing of :mod:`movements.generators.selection`
    chooses (where nothing is stored; ``tools/partial_search.py`` starts from it too)."""

    def allowed(selection: list[int]) -> bool:
        played: dict[int, int] = defaultdict(int)
        for r in selection:
            for _, a, b, unit in schedule[r]:
                played[unit] += 1 if a and b else 0
        return all(n >= 2 for n in played.values())

    by_unit = defaultdict(list)
    for r, cells in enumerate(schedule):
        for i, cell in enumerate(cells):
            by_unit[cell[3]].append((r, i))

    def pair_terms(schedule, r, i, flipped, present):
        """+1 for two pairs holding the same cards of a tray set, -1 for opposite cards."""
        _, a, b, unit = schedule[r][i]
        if not (a and b):
            return
        here = -1 if (r, i) in flipped else 1
        for r2, j in by_unit[unit]:
            if r2 == r or r2 not in present:
                continue
            _, a2, b2, _ = schedule[r2][j]
            if not (a2 and b2):
                continue
            there = -1 if (r2, j) in flipped else 1
            for x, dx in ((a[0], here), (b[0], -here)):
                for y, dy in ((a2[0], there), (b2[0], -there)):
                    yield (min(x, y), max(x, y)), dx * dy

    try:
        return choose(schedule, rounds, pair_terms, allowed, seed=full.entrants * 100 + rounds,
                      steps=STEPS, flips=True, spread=SPREAD)
    except LookupError:
        raise MovementError(f"no {rounds} rounds of the Howell for {full.entrants} pairs play "
                            "every tray set at least twice; choose more rounds") from None


def _cells(full: Movement):
    """Per round the tables as selection cells, and the unit number of each tray set.

    Table 1 (the stationary pair, or the empty stationary seat) never flips."""
    units: dict[tuple[int, ...], int] = {}
    schedule = []
    for rnd in full.rounds:
        cells = []
        for t in rnd.tables:
            unit = units.setdefault(t.trays, len(units))
            cells.append((t.table != 1, (t.ns,) if t.ns else (), (t.ew,) if t.ew else (), unit))
        schedule.append(cells)
    return schedule, units


def _movement(full: Movement, units, chosen: list[int], flipped) -> Movement:
    per_round = full.trays_per_round
    numbering: dict[int, int] = {}
    rounds = []
    for new, r in enumerate(chosen, start=1):
        rnd = full.rounds[r]
        tables = []
        for i, t in enumerate(rnd.tables):
            first = numbering.setdefault(units[t.trays], len(numbering) * per_round)
            trays = tuple(first + k + 1 for k in range(len(t.trays)))
            ns, ew = (t.ew, t.ns) if (r, i) in flipped else (t.ns, t.ew)
            tables.append(Table(t.table, trays, ns=ns, ew=ew))
        rounds.append(Round(new, tuple(tables), idle=rnd.idle))
    full_rounds = len(full.rounds)
    return Movement(
        system=full.system, form=full.form, entrants=full.entrants, tables=full.tables,
        trays=len(numbering) * per_round, rounds=tuple(rounds), variant=PARTIAL,
        description=(f"Partial Howell for {full.entrants} pairs: {len(chosen)} of the "
                     f"{full_rounds} rounds of the full Howell (rounds "
                     f"{', '.join(str(r + 1) for r in chosen)}), chosen and oriented for "
                     "comparison balance; every two pairs meet at most once"),
        extra={"construction": full.extra.get("construction", ""), "full_rounds": full_rounds},
    )
