"""Offline search: a Room square seated on a Paley Hadamard matrix (24, 40, 52, 56 pairs).

Run once per size (``nice -n 10 .venv/bin/python tools/howell_hadamard_search.py 40``);
it prints the schedule as a line for :data:`movements.data.howell_hadamard.SCHEDULES`.
``--plain`` drops the matrix's symmetries (24 pairs: seated keeping them, 19 and 20 of
its rounds fell short of chance for a partial Howell; plain, none did: a few seconds).
Needs OR-Tools (``pip install ortools``), which the application itself does not.

Two CP-SAT models, one after the other:

1. *Tray sets.*  Every two pairs meet on one tray set where the matrix puts
   them in opposite directions, and every tray set seats every pair once.
2. *Rounds.*  Every round seats every pair once, at most one table per tray set
   and round, and the stationary pair (row 0) plays tray set ``r`` in round ``r``.

The matrix fixes the directions, so the schedule is perfectly balanced whatever
the solver picks; the checker in the tests confirms it.
"""

import sys
from itertools import combinations
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from ortools.sat.python import cp_model  # noqa: E402

from movements.generators.howell.hadamard import PALEY, hadamard  # noqa: E402
from movements.generators.howell.groups import field  # noqa: E402
from movements.generators.howell.hadamard_seating import encode  # noqa: E402


def _solve(model: cp_model.CpModel, seconds: float, seed: int) -> cp_model.CpSolver:
    solver = cp_model.CpSolver()
    solver.parameters.max_time_in_seconds = seconds
    solver.parameters.num_workers = 1
    solver.parameters.random_seed = seed
    solver.parameters.log_search_progress = '--log' in sys.argv
    status = solver.solve(model)
    if status not in (cp_model.OPTIMAL, cp_model.FEASIBLE):
        return None
    return solver


def symmetries(pairs: int):
    """The field's additive generators as permutations of the matrix's indices
    (``2i + a``: ``i = 0`` the point at infinity, ``i = 1 + x`` field element x),
    which fix the matrix; the search asks the schedule to be fixed by them too."""
    q = PALEY[pairs][0]
    f = field(q)
    g = f.group()
    gens = [f.p ** j for j in range(f.k)]
    return [[2 * (0 if i == 0 else 1 + g.add(i - 1, t)) + a for i in range(q + 1) for a in (0, 1)]
            for t in gens]


def _tie(model, var, perms):
    """Make each variable equal its images under the symmetries."""
    for key, v in var.items():
        for s in perms:
            p, q, c = key
            image = (*sorted((s[p], s[q])), s[c])
            model.add(v == var[image])


def tray_sets(h, seed: int, seconds: float, perms, meets=None):
    """``meets``: optionally, for each pair the tray set on which it meets pair 0."""
    n = len(h)
    columns = range(1, n)
    model = cp_model.CpModel()
    x = {}
    for p, q in combinations(range(n), 2):
        for c in columns:
            if h[p][c] != h[q][c]:
                x[p, q, c] = model.new_bool_var(f"x{p}_{q}_{c}")
        model.add_exactly_one(x[p, q, c] for c in columns if (p, q, c) in x)
    at = {}
    for (a, b, c), v in x.items():
        at.setdefault((a, c), []).append(v)
        at.setdefault((b, c), []).append(v)
    for vs in at.values():
        model.add_exactly_one(vs)
    for q, c in (meets or {}).items():
        model.add(x[0, q, c] == 1)
    _tie(model, x, perms)
    solver = _solve(model, seconds, seed)
    if solver is None:
        return None
    return {(p, q): c for (p, q, c), v in x.items() if solver.value(v)}


def rounds(n: int, column_of, seed: int, seconds: float, perms):
    model = cp_model.CpModel()
    y = {}
    for (p, q), c in column_of.items():
        if p == 0:
            y[p, q, c] = model.new_constant(1)       # the stationary pair: tray set r in round r
            for r in range(1, n):
                if r != c:
                    y[p, q, r] = model.new_constant(0)
            continue
        for r in range(1, n):
            y[p, q, r] = model.new_bool_var(f"y{p}_{q}_{r}")
        model.add_exactly_one(y[p, q, r] for r in range(1, n))
    for r in range(1, n):
        for p in range(n):
            model.add_exactly_one(y[a, b, r] for (a, b) in column_of if p in (a, b))
        for c in range(1, n):
            model.add_at_most_one(y[a, b, r] for (a, b), cc in column_of.items() if cc == c)
    _tie(model, y, perms)
    solver = _solve(model, seconds, seed)
    if solver is None:
        return None
    return {(p, q): r for (p, q, r), v in y.items() if solver.value(v)}


def seat(h, perms, meets=None, seconds=(600, 1800), seeds=range(20)):
    """A schedule (per round the tables as (tray set, N-S, E-W)) seated on the
    direction matrix ``h``, or None; tray sets and rounds keep the symmetries ``perms``."""
    pairs = len(h)
    for seed in seeds:
        column_of = tray_sets(h, seed, seconds[0], perms, meets)
        if column_of is None:
            print(f"seed {seed}: no tray sets", file=sys.stderr)
            continue
        print(f"seed {seed}: tray sets found", file=sys.stderr)
        round_of = rounds(pairs, column_of, seed, seconds[1], perms)
        if round_of is None:
            print(f"seed {seed}: no rounds", file=sys.stderr)
            continue
        schedule = [[] for _ in range(pairs - 1)]
        for (p, q), c in column_of.items():
            ns, ew = (p, q) if h[p][c] > 0 else (q, p)
            schedule[round_of[p, q] - 1].append((c, ns, ew))
        return schedule
    return None


def report(key: int, schedule) -> int:
    """Print the line for ``SCHEDULES`` and return 0, or 1 when nothing was found."""
    if schedule is None:
        return 1
    print(f"    {key}: {encode(schedule)!r},")
    return 0


def main() -> int:
    pairs = int(sys.argv[1])
    return report(pairs, seat(hadamard(pairs), symmetries(pairs) if "--plain" not in sys.argv else []))


if __name__ == "__main__":
    sys.exit(main())
