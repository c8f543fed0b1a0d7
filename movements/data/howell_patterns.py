"""Searched cyclic Howell patterns, read by :mod:`movements.generators.howell.pairs`.

Keyed by ``(side, phantom)``: a ±1 value per element of Z_side, ``-`` for -1, the
value at zero first.  Where no family gives an ideal pattern and the schedule's
own annealing (a few thousand steps) stays more than one round off,
``tools/howell_pattern_anneal.c`` anneals for millions of steps:
``howell_pattern_anneal 57 11 20000000`` prints the one below, whose
autocorrelation is 1 or -3 at every shift, so 58 pairs are one round off
ideal, the bound for them (no conference matrix of order 58).  The tests run
the tool again and check the pattern.
"""

PATTERNS = {
    (57, False): "-++-++-++--++--++---++++-+--+-+------+-+-+---+++-+++++---",
}
