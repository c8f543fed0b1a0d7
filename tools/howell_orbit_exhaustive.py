"""Offline search: direction patterns on k orbits of GF(p), fixed by a group of multipliers.

The layout of ``tools/howell_orbit_directions.py`` (pair ``(i, x)`` N-S on tray
set ``(j, y)`` when ``a[i][j][y - x] = +1``, ``n - 1 = k·p`` moving pairs), with
each sequence ``a[i][j]`` also fixed by a subgroup ``H`` of GF(p)*: constant on
{0} and on each coset of ``H``.  With ``|H| = (p - 1) / 2`` a sequence is three
signs, so every choice can be tried: per column orbit the triples with the right
sum (n/2 pairs N-S per tray set), then every combination whose row orbits have
the right sum too (the stationary pair within one round of each), each checked
on every shift through precomputed correlations.

Run: ``nice -n 19 .venv/bin/python tools/howell_orbit_exhaustive.py 58 19 [--cosets 2]``
(58 pairs on three orbits of GF(19): no choice is within 9 rounds with two
cosets, and three cosets leave no choice with the right column sums).
"""

import argparse
import itertools
import sys
import time

import numpy as np


def types(p: int, cosets: int):
    """Every sequence constant on {0} and the cosets of the subgroup of index ``cosets``."""
    g = next(g for g in range(2, p) if len({pow(g, e, p) for e in range(p - 1)}) == p - 1)
    coset = {pow(g, e, p): e % cosets for e in range(p - 1)}
    seqs = []
    for bits in itertools.product((1, -1), repeat=cosets + 1):
        seqs.append([bits[0]] + [bits[1 + coset[x]] for x in range(1, p)])
    return np.array(seqs, dtype=np.int64)


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("size", type=int)
    ap.add_argument("p", type=int)
    ap.add_argument("--cosets", type=int, default=2)
    args = ap.parse_args()
    n, p = args.size, args.p
    k = (n - 1) // p
    seqs = types(p, args.cosets)
    s = len(seqs)
    sums = seqs.sum(axis=1)
    # corr[a, b, d] = sum_t seq_a[t] seq_b[t - d]
    corr = np.array([[[int((seqs[a] * np.roll(seqs[b], d)).sum()) for d in range(p)]
                      for b in range(s)] for a in range(s)])
    columns = [c for c in itertools.product(range(s), repeat=k) if sums[list(c)].sum() == -1]
    print(f"{s} sequence types, {len(columns)} column orbits", flush=True)
    start = time.time()
    best = 10 ** 9
    cols = np.array(columns)                                # options × k (row i's type)
    row_sums = sums[cols]                                   # options × k
    tried = 0
    for first in range(len(cols)):
        # the matrix's column orbits 0..k-1 take options (first, second, ...): enumerate by
        # fixing the first and vectorising the rest
        rest = np.array(list(itertools.product(range(first, len(cols)), repeat=k - 1)))
        choice = np.concatenate([np.full((len(rest), 1), first), rest], axis=1)   # B × k(col)
        rsum = row_sums[choice].sum(axis=1)                 # B × k(row): sum over column orbits
        choice = choice[(rsum == -1).all(axis=1)]
        if not len(choice):
            continue
        t = cols[choice]                                    # B × col j × row i -> type
        t = t.transpose(0, 2, 1)                            # B × i × j
        worst = np.zeros(len(t), dtype=np.int64)
        for i in range(k):
            for kk in range(i, k):
                g = 1 + corr[t[:, i, :], t[:, kk, :]].sum(axis=1)      # B × p shifts
                if i == kk:
                    g = g[:, 1:]
                worst = np.maximum(worst, np.abs(g).max(axis=1))
        tried += len(t)
        b = int(worst.min())
        if b < best:
            best = b
            print(f"{time.time() - start:.0f}s: largest {b / 2} rounds", flush=True)
        if b <= 2:
            found = t[int(worst.argmin())]
            print("FOUND", json_of(seqs, found), flush=True)
            return 0
    print(f"tried {tried}, best {best / 2} rounds, {time.time() - start:.0f}s")
    return 1


def json_of(seqs, found):
    return [[seqs[x].tolist() for x in row] for row in found]


if __name__ == "__main__":
    sys.exit(main())
