"""Triplewhist starters found by search, kept because the search takes longer than a
director should wait.

Made by ``tools/triplewhist_search.c`` (random partner pairs, then an exhaustive
matching of the pairs into tables; the seed noted, the same seed gives the same
starter).  A table is (N, E, S, W); 4t players: None is the player who keeps his
seat and the others are Z_(4t - 1); 4t + 1 players: Z_(4t + 1) without 0 (0 sits
out).  The time each took, on one shared core: 16 to 33 players a few seconds,
36 about 10 s, 40 about 30 s.  Every starter is checked again when used; do not
edit."""

STARTERS = {
    16: ((11, 6, 0, 9), (2, 5, 4, 12), (1, 3, 7, 8), (None, 13, 10, 14)),  # seed 1
    20: ((4, 8, 5, 17), (18, 12, 7, 16), (0, 2, 14, 15), (1, 6, None, 9), (3, 11, 10, 13)),  # seed 1
    21: ((1, 15, 14, 19), (13, 5, 10, 11), (12, 9, 3, 20), (7, 16, 2, 17), (4, 6, 18, 8)),  # seed 1
    24: ((0, 5, 10, 6), (21, 9, 12, 13), (19, 2, 1, 17), (3, 11, 20, 22), (8, None, 15, 18), (4, 14, 7, 16)),  # seed 1
    25: ((9, 20, 1, 24), (4, 5, 13, 18), (2, 17, 16, 23), (3, 12, 21, 15), (6, 10, 8, 11), (22, 14, 7, 19)),  # seed 1
    28: ((5, 6, 2, 19), (26, None, 8, 15), (4, 1, 23, 12), (10, 24, 0, 25), (18, 9, 3, 11), (13, 17, 7, 22), (21, 16, 14, 20)),  # seed 1
    32: ((28, 5, 12, 13), (22, 9, 18, 16), (1, 21, 19, 24), (0, 6, 10, 20), (3, 7, 25, 8), (30, None, 4, 11), (2, 17, 14, 23), (15, 27, 26, 29)),  # seed 1
    33: ((2, 12, 16, 19), (22, 10, 11, 28), (4, 9, 17, 15), (20, 1, 32, 6), (30, 24, 21, 25), (3, 27, 7, 29), (5, 18, 8, 26), (13, 14, 23, 31)),  # seed 1
    36: ((7, 20, 34, 22), (28, None, 17, 19), (33, 3, 4, 31), (0, 11, 15, 25), (29, 23, 12, 32), (1, 2, 24, 6), (5, 8, 27, 13), (9, 16, 10, 26), (14, 18, 30, 21)),  # seed 1
    40: ((7, None, 0, 13), (14, 19, 4, 35), (20, 8, 11, 25), (18, 2, 3, 38), (28, 10, 36, 37), (17, 23, 15, 34), (21, 12, 1, 33), (24, 27, 29, 31), (5, 16, 6, 30), (9, 26, 22, 32)),  # seed 1
}
