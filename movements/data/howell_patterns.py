"""Searched cyclic Howell patterns, read by :mod:`movements.generators.howell.pairs`.

Keyed by ``(side, phantom)``: a ±1 value per element of Z_side, ``-`` for -1, the
value at zero first.  Where no family gives an ideal pattern and the schedule's
own annealing (a few thousand steps) stays more than one round off,
``tools/howell_pattern_anneal.c`` anneals for millions of steps (the command
beside each pattern prints it again; the tests run them).
"""

PATTERNS = {
    # howell_pattern_anneal 57 11 20000000: autocorrelation 1 or -3 at every shift, so
    # 58 pairs are one round off ideal, their bound (no conference matrix of order 58).
    (57, False): "-++-++-++--++--++---++++-+--+-+------+-+-+---+++-+++++---",
}
