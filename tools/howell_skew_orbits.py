"""Offline search: a skew conference matrix whose core is a k × k array of circulants of order m.

The Goethals–Seidel matrices of order 36 and 52 have no symmetry that moves
every moving pair, and CP-SAT seats no schedule on them in a quarter of an
hour.  This looks for another skew conference matrix of order ``k·m + 1``
whose core (rows and columns 1..) is an array of circulant cells: the cyclic
shift inside every cell fixes it and moves every pair, which lets
``tools/howell_conference_search.py`` ask the schedule to keep it.

Cell ``(i, j)`` has first row ``s_ij`` (entry ``(i, x), (j, y)`` is
``s_ij(y - x)``), ``s_ii(0) = 0``, and skewness ``s_ji(-t) = -s_ij(t)``; the
border is row 0 ``0, +1, …`` and column 0 ``0, -1, …``.  So the conditions are
row sums 0 and the inner product of every two rows of the core -1 — linear in
the xors of two entries, as in ``tools/howell_orbit_cpsat.py``.

Run: ``nice -n 19 /tmp/ortools-venv/bin/python tools/howell_skew_orbits.py 36 7``
(order, m, seconds); prints the cells' first rows.

Result (issue 26; one worker on a loaded two-core machine): order 36 with cells
of 7 (5 × 5 array) UNKNOWN after 300 s, with cells of 5 (7 × 7) after 240 s.
"""

import sys

from ortools.sat.python import cp_model


def model(order: int, m: int):
    n = order - 1
    k = n // m
    cp = cp_model.CpModel()
    free = {}

    def entry(i, j, t):
        """(boolean, sign) for s_ij(t): the entry is sign·(2b - 1); None on the diagonal."""
        t %= m
        if i == j and t == 0:
            return None
        if i > j or (i == j and t > m // 2):
            b, s = entry(j, i, -t)
            return b, -s
        if (i, j, t) not in free:
            free[i, j, t] = cp.new_bool_var(f"s{i}_{j}_{t}")
        return free[i, j, t], 1

    def value(i, j, t):
        e = entry(i, j, t)
        return 0 if e is None else e[1] * (2 * e[0] - 1)
    for i in range(k):
        cp.add(sum(value(i, j, t) for j in range(k) for t in range(m)) == 0)
    xors = {}

    def differ(u, v):
        (bu, su), (bv, sv) = u, v
        key = (bu.index, bv.index, su * sv)
        if key not in xors:
            z = cp.new_bool_var("")
            # z: the two entries differ, i.e. (su(2bu-1)) != (sv(2bv-1))
            if su * sv > 0:
                cp.add_bool_xor([bu, bv, z.Not()])
            else:
                cp.add_bool_xor([bu, bv, z])
            xors[key] = z
        return xors[key]
    for i in range(k):
        for kk in range(i, k):
            for d in range(1 if i == kk else 0, m // 2 + 1 if i == kk else m):
                terms = []
                for j in range(k):
                    for y in range(m):
                        u, v = entry(i, j, y), entry(kk, j, y - d)
                        if u is not None and v is not None:
                            terms.append(differ(u, v))
                # (len(terms) - 2·differ) = -1
                cp.add(2 * sum(terms) == len(terms) + 1)
    return cp, value, k


def main() -> int:
    order, m = int(sys.argv[1]), int(sys.argv[2])
    seconds = float(sys.argv[3]) if len(sys.argv) > 3 else 600
    cp, value, k = model(order, m)
    solver = cp_model.CpSolver()
    solver.parameters.max_time_in_seconds = seconds
    solver.parameters.num_workers = 1
    status = solver.solve(cp)
    print(f"order {order}, cells of {m}: {solver.status_name(status)} in {solver.wall_time:.0f}s",
          file=sys.stderr)
    if status not in (cp_model.OPTIMAL, cp_model.FEASIBLE):
        return 1
    rows = tuple(tuple(tuple(int(solver.value(value(i, j, t))) for t in range(m)) for j in range(k))
                 for i in range(k))
    print(f"    {order}: ({m}, {rows!r}),")
    return 0


if __name__ == "__main__":
    sys.exit(main())
