"""Directed and ordered-triplewhist starters found by search (data).

Made by ``tools/directed_whist_search.c PLAYERS SEED SECONDS MODE`` (the seed and
the mode noted; the same seed gives the same starter; near-cube starters are near ones,
near-ordered-cube ones near-ordered).  A table is (N, E, S, W).
STARTERS (mode directed) and ORDERED (ordered): 4t + 1 players, Z_players without 0
(0 sits out).  NEAR (near) and NEAR_ORDERED (near-ordered): 4t players, Z_(players
- 1) and the fixed player None, every class of steps the right way but one (the
fewest a rotation allows: :mod:`movements.generators.individuals.directed_whist`).  WALKERS
(directed, ``four``) and FOUR_FIXED: 4t players, not a rotation (below).  Every starter is checked
again when used (:func:`movements.generators.individuals.directed_whist.starter`); do not edit."""

STARTERS = {
    21: ((2, 12, 4, 5), (9, 14, 13, 19), (1, 16, 7, 3), (6, 8, 17, 20), (10, 18, 11, 15)),  # seed 1, directed
    33: ((11, 25, 26, 20), (6, 10, 28, 23), (8, 16, 31, 24), (1, 21, 30, 22), (2, 9, 5, 3), (4, 27, 13, 15), (7, 17, 14, 19), (12, 18, 29, 32)),  # seed 1, directed
    45: ((9, 18, 36, 27), (2, 22, 7, 32), (8, 30, 28, 15), (10, 11, 24, 43), (35, 16, 39, 38), (3, 17, 20, 14), (33, 37, 25, 4), (1, 41, 12, 40), (26, 31, 42, 5), (6, 13, 44, 34), (21, 23, 19, 29)),  # seed 1, directed, nodes 5000, H 26
}

ORDERED: dict[int, tuple] = {
    25: ((8, 11, 22, 12), (3, 16, 9, 23), (1, 2, 24, 7), (4, 20, 19, 17), (10, 5, 14, 18), (6, 13, 15, 21)),  # seed 101, ordered
    33: ((13, 2, 5, 30), (6, 11, 10, 27), (3, 23, 18, 9), (14, 4, 12, 16), (20, 21, 31, 24), (1, 15, 28, 25), (7, 22, 8, 29), (17, 19, 26, 32)),  # seed 202, ordered
}

NEAR = {
    12: ((1, 9, 7, 8), (None, 4, 0, 6), (2, 3, 5, 10)),  # seed all, near
    20: ((1, 13, 10, 14), (4, 11, 16, 15), (2, 0, 18, 8), (None, 7, 9, 5), (3, 6, 17, 12)),  # seed 1, near
    48: ((5, 38, 21, 14), (4, 7, 46, 17), (None, 42, 44, 43), (1, 6, 28, 34), (3, 24, 32, 33), (2, 26, 8, 18), (12, 31, 0, 27), (10, 23, 35, 16), (9, 13, 22, 11), (15, 39, 29, 36), (19, 30, 45, 41), (20, 40, 37, 25)),  # seed 7, near
    52: ((None, 0, 17, 34), (6, 38, 31, 10), (45, 47, 37, 7), (14, 25, 20, 43), (19, 24, 49, 27), (11, 39, 23, 12), (4, 8, 9, 40), (13, 26, 42, 28), (1, 46, 5, 32), (16, 22, 29, 2), (3, 36, 44, 35), (48, 15, 41, 50), (18, 21, 33, 30)),  # seed 1, near, nodes 5000, H 16
    56: ((3, 26, 47, 4), (2, 51, 38, 24), (13, 29, 27, 46), (1, 49, 52, 43), (34, 16, 8, 32), (6, 33, 37, 54), (39, 22, 48, 21), (7, 36, 44, 23), (18, 14, 11, 12), (9, 41, 17, 53), (31, 19, 28, 42), (5, 35, 20, 15), (None, 10, 30, 0), (25, 40, 50, 45)),  # seed 7, near, nodes 5000, H 34
}

NEAR_ORDERED = {
    20: ((6, 12, 7, 10), (2, 16, 13, 4), (3, 5, 17, 9), (None, 11, 0, 1), (8, 15, 14, 18)),  # seed 1, near-ordered
    28: ((5, 3, 13, 25), (10, None, 14, 15), (1, 21, 19, 24), (8, 11, 20, 9), (6, 2, 16, 22), (4, 23, 17, 7), (26, 12, 0, 18)),  # seed 101, near-ordered
    32: ((25, 5, 30, 20), (14, 1, 21, 29), (3, 4, 17, 13), (8, 10, 9, 16), (18, 2, 0, 6), (19, 7, 11, 28), (None, 12, 26, 23), (15, 24, 27, 22)),  # seed 202, near-ordered
    40: ((None, 0, 13, 26), (1, 19, 15, 24), (16, 31, 6, 33), (22, 28, 18, 21), (2, 30, 11, 9), (32, 12, 20, 27), (5, 36, 8, 3), (4, 29, 23, 7), (25, 35, 17, 34), (10, 14, 38, 37)),  # seed 1, near-ordered-cube, u 16
    64: ((None, 0, 21, 42), (1, 47, 34, 48), (4, 62, 10, 3), (16, 59, 40, 12), (2, 55, 24, 37), (8, 31, 33, 22), (32, 61, 6, 25), (5, 50, 28, 53), (20, 11, 49, 23), (17, 44, 7, 29), (9, 57, 14, 38), (36, 39, 56, 26), (18, 30, 35, 41), (13, 60, 27, 58), (52, 51, 45, 43), (19, 15, 54, 46)),  # seed 1, near-ordered-cube, u 4
}

# Directed starters over a group other than the numbers modulo v (movements.generators.
# individuals.groups): the pairs (a, b) modulo A and B twisted by T, as (A, B, T), and the
# tables (N, E, S, W) of their numbers B a + b (None: the player who keeps his seat); made
# by ``tools/directed_whist_search.c PLAYERS SEED SECONDS directed NODES AxB^T`` (64: as
# its comment says).  With 4t players no rotation is directed; over these groups, where
# x y is not y x, one is.
GROUP_STARTERS = {
    28: ((9, 3, 4), ((1, 6, 9, 22), (15, 21, 19, 23), (7, 17, 10, 0), (2, 24, 5, 11), (3, 14, 16, 18), (None, 13, 12, 4), (8, 20, 25, 26))),  # seed 1, directed, nodes 5000, 9x3^4
    40: ((13, 3, 3), ((2, 30, 28, 25), (3, 24, 16, 34), (5, 21, 20, 19), (6, 13, 18, 38), (10, 31, 26, 22), (1, 27, 12, 8), (9, 35, 32, 33), (None, 14, 36, 11), (4, 7, 37, 0), (15, 23, 29, 17))),  # seed 2, directed, nodes 5000, 13x3^3
    # tools/starter_orbits.py 64 directed 20,1 --group 21,3,16 --fixed 46,0,19 --nodes 3000000 --seed 3:
    # an exact cover of the tables whose foursomes (a, b) -> (-a, b) maps onto themselves
    64: ((21, 3, 16), ((None, 46, 0, 19), (1, 57, 2, 6), (5, 45, 62, 18), (7, 3, 58, 60), (8, 21, 59, 42), (9, 10, 55, 54), (11, 12, 51, 56), (14, 40, 25, 53), (15, 48, 47, 20), (17, 27, 50, 36), (22, 43, 38, 29), (23, 13, 52, 44), (26, 41, 49, 16), (28, 35, 32, 37), (31, 34, 39, 24), (33, 30, 61, 4))),  # seed 3, directed, 21x3^16
}

# Directed whist first rounds with four walkers (movements/generators/individuals/walkers.py),
# not rotations: the numbers modulo v - 4 move up one a round and the walkers v - 4 to v - 1
# take turns at four seats, then three rounds seat each hole x + H, and the walkers, at a
# table of their own.  Every step outside H once and each walker's neighbours' residues all
# four: only a hole's players and the walkers sit twice on one side, 3v/4 pairs, where every
# rotation has v - 1 or more.  Made by ``tools/directed_whist_search.c PLAYERS SEED SECONDS
# directed 5000 four``; of seeds 1 to 40 (24), 1 to 12 (32) and 1 to 6 (36), the one whose
# comparisons are nearest even; 44, seed 2 (about four minutes), with the tables of TURN
# turned one seat, (N, E, S, W) -> (W, N, E, S), which keeps partners, left and right and
# swaps N-S and E-W: of every such choice (tools/walkers_reflections.py --turn), the one
# whose comparisons are nearest even (docs/individual-lead.md).  They replace the near starters.
WALKERS = {
    24: ((3, 6, 5, 12), (21, 4, 2, 11), (15, 22, 19, 1), (7, 13, 10, 14), (16, 20, 8, 0), (18, 23, 9, 17)),  # seed 4, directed, nodes 5000, four
    32: ((7, 17, 8, 11), (9, 26, 27, 15), (1, 19, 21, 16), (6, 12, 10, 25), (13, 29, 18, 2), (5, 28, 3, 0), (30, 20, 24, 4), (14, 31, 23, 22)),  # seed 2, directed, nodes 5000, four
    36: ((3, 20, 10, 24), (2, 11, 12, 6), (5, 9, 19, 22), (14, 27, 15, 21), (32, 1, 0, 30), (29, 34, 17, 8), (25, 33, 23, 18), (28, 35, 7, 26), (4, 16, 13, 31)),  # seed 4, directed, nodes 5000, four
    44: ((16, 4, 39, 10), (30, 23, 31, 36), (5, 18, 19, 21), (11, 43, 15, 34), (3, 25, 12, 27), (17, 9, 32, 28), (33, 7, 38, 35), (14, 13, 22, 29), (26, 40, 37, 0), (41, 24, 2, 6), (1, 42, 8, 20)),  # seed 2, directed, nodes 5000, four; TURN 0x73
}


# Four fixed players and sections (movements.generators.individuals.four_fixed): players ->
# (q, the base rounds, the three fixed rounds), tables (N, E, S, W).  Only the four fixed
# players' 3 pairs sit twice on one side.  Made by ``tools/four_fixed_search 4 3 4 1000000
# 50 | tools/four_fixed_turns.py 4 3`` (the search's seed 4, its tables turned for even
# comparisons); it replaces 16's near starter.
FOUR_FIXED = {
    16: (3, (((16, 3, 5, 4), (1, 13, 10, 6), (2, 7, 15, 8), (9, 14, 12, 11)), ((11, 1, 10, 16), (2, 12, 3, 15), (4, 7, 6, 13), (5, 14, 9, 8)), ((6, 12, 8, 16), (1, 4, 11, 14), (2, 9, 13, 3), (7, 5, 15, 10)), ((8, 3, 16, 7), (5, 1, 2, 14), (6, 4, 12, 15), (13, 9, 10, 11))),
         (((13, 14, 15, 16), (8, 1, 12, 6), (9, 2, 10, 4), (7, 3, 11, 5)), ((13, 15, 14, 16), (1, 7, 12, 4), (2, 8, 10, 5), (3, 9, 11, 6)), ((15, 13, 14, 16), (12, 1, 5, 9), (10, 2, 6, 7), (11, 3, 4, 8)))),
}

# Where no starter above is stored: which starter tables of Safford's rotation (or of a
# movement whose rounds follow another group, movements.generators.individuals.groups) ("whist":
# movements.generators.individuals.whist_tournament) or the triplewhist one ("triplewhist":
# movements.generators.individuals.triplewhist) to reflect, bit i for table i
# (movements.generators.individuals.directed_whist.reflected), and how many classes of
# steps are wrong before -> after; by tools/lead_reflections.py, which tries every
# mask and, of those with the fewest, keeps the one whose movement compares most evenly
# (its figures after the wrong classes).  8: none helps (2 classes, the fewest a rotation
# of 8 allows: the exhaustive near search finds no starter with one).
REFLECT = {
    ("whist", 60): 0x3ed3,  # wrong classes 13 -> 5; comparisons within 6 rounds, rms 3.10
    ("triplewhist", 16): 0x4,  # wrong classes 4 -> 2; comparisons within 4 rounds, rms 1.73
    ("triplewhist", 36): 0x99,  # wrong classes 9 -> 1; comparisons within 4 rounds, rms 2.00
    ("triplewhist", 44): 0x353,  # wrong classes 11 -> 1; comparisons within 6 rounds, rms 2.76
    ("triplewhist", 45): 0x27e,  # wrong classes 11 -> 3; comparisons within 7 rounds, rms 3.40 (its tables in Z_3 x Z_15)
    ("triplewhist", 48): 0x16a,  # wrong classes 11 -> 3; comparisons within 4 rounds, rms 2.08
    ("triplewhist", 52): 0x31b,  # wrong classes 10 -> 4; comparisons within 4 rounds, rms 1.66
    ("triplewhist", 56): 0x1759,  # wrong classes 15 -> 5; comparisons within 6 rounds, rms 3.34
    ("triplewhist", 57): 0x1fd2,  # wrong classes 14 -> 0; comparisons within 7 rounds, rms 3.60
}

# Where the triplewhist tournament, reflected as above, has fewer wrong classes than the
# whist one (57: 0, ordered, against 9), Safford's whist movement plays it too.
WHIST_FROM_TRIPLEWHIST = frozenset({57})
