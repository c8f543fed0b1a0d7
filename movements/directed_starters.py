"""Directed and ordered-triplewhist starters found by search (data).

Made by ``tools/directed_whist_search.c PLAYERS SEED SECONDS MODE`` (the seed and
the mode noted; the same seed gives the same starter).  A table is (N, E, S, W).
STARTERS (mode directed) and ORDERED (ordered): 4t + 1 players, Z_players without 0
(0 sits out).  NEAR (near) and NEAR_ORDERED (near-ordered): 4t players, Z_(players
- 1) and the fixed player None, every class of steps the right way but one (the
fewest a rotation allows: :mod:`movements.directed_whist`).  Every starter is checked
again when used (:func:`movements.directed_whist.starter`); do not edit."""

STARTERS = {
    21: ((2, 12, 4, 5), (9, 14, 13, 19), (1, 16, 7, 3), (6, 8, 17, 20), (10, 18, 11, 15)),  # seed 1, directed
    33: ((11, 25, 26, 20), (6, 10, 28, 23), (8, 16, 31, 24), (1, 21, 30, 22), (2, 9, 5, 3), (4, 27, 13, 15), (7, 17, 14, 19), (12, 18, 29, 32)),  # seed 1, directed
}

ORDERED = {
}

NEAR = {
    12: ((1, 9, 7, 8), (None, 4, 0, 6), (2, 3, 5, 10)),  # seed all, near
    16: ((6, 0, 11, 9), (None, 1, 2, 4), (3, 7, 14, 8), (5, 10, 13, 12)),  # seed 1, near
    20: ((1, 13, 10, 14), (4, 11, 16, 15), (2, 0, 18, 8), (None, 7, 9, 5), (3, 6, 17, 12)),  # seed 1, near
    24: ((2, 15, 19, 8), (11, 16, 13, 20), (1, 7, 21, 22), (None, 0, 18, 5), (3, 14, 12, 4), (6, 9, 17, 10)),  # seed 1, near
    28: ((8, 14, 25, 21), (1, 20, 3, 23), (5, 26, 11, 10), (4, 12, 0, 13), (2, 6, 15, 18), (None, 24, 22, 19), (7, 9, 16, 17)),  # seed 1, near
    32: ((1, 22, 24, 4), (8, 9, 23, 29), (10, 27, 16, 25), (5, 30, 12, 20), (6, 28, 15, 11), (None, 2, 0, 3), (13, 18, 17, 21), (7, 19, 26, 14)),  # seed 1, near
}

NEAR_ORDERED = {
}
