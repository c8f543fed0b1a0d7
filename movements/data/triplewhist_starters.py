"""Triplewhist starters found by search, kept because the search takes longer than a
director should wait.

Made by ``tools/triplewhist_search.c PLAYERS SEED SECONDS [thirds|cube]``, the seed
and the method noted (the same seed gives the same starter). Without a method:
random partner pairs, then an exact cover of them by tables, 5000 nodes for each set
of pairs. On a core shared with four other jobs that took under 3 s for 16 to 32
players, 8 s for 33, 25 s for 36 and 74 s for 48; it found nothing for 45 players in
26 minutes (90,000 sets of partner pairs, seeds 1 and 2; 10 of the minutes with
100,000 nodes for each set; over Z_3 x Z_15 instead, seed 7 found one in 11 minutes
of CPU, 6 wrong classes reflected, and the ``lead`` mode, seed 4501, the one of
GROUP_STARTERS below, 3), for 56 in 17 minutes (98,000 sets, seeds 1 and 2;
seed 5151 later found the one below in 7 minutes of CPU) nor for 60 in 16 minutes (82,000 sets, seeds 1
and 2). "thirds" (4t players, 3 dividing
4t - 1) and "cube" (a multiplier u with u^3 = 1) ask the tables to come in threes
under a symmetry that turns each kind of pair into the next, so the search is for a
difference family: a second or less each for 40, 44, 52, 57 and 64 (and 49, whose
movement is now built in the field of 49 elements instead: FIELD_BASES below), which
the general search did not reach in minutes then.  Where the lead matters more than the
search's time, the general search's starter is kept instead, the seed whose tables,
reflected (movements/data/directed_starters.py, REFLECT), leave the fewest pairs on one
side (16: docs/individual-lead.md; 40 and 64 play the near-ordered starters of
movements/data/directed_starters.py instead, at the bound); 52's is its own image under
x -> 16 x, from ``tools/starter_orbits.py 52 triplewhist 16 --fixed 0,17,34 --nodes
200000`` with seeds 1 to 400 and 1001 to 4000: 3,295 of them find one, 218 of those leave
4 wrong classes reflected (none fewer), and of all their reflections with 4 seed 1110's
compare most evenly, within 4 rounds, rms 1.66 (docs/individual-lead.md); 36's and 44's (cube)
are the first with a single wrong class that the search's ``lead`` mode (every starter of
each set of partner pairs, or one cube starter after another, reflected at its best) met,
with seeds 3636 and 1; 48's the first with 3 that it met with seed 4861 (its eighth
improvement, in about 40 minutes of a core shared with other searches).  No symmetry helps for 45, 56 and 60 in Z_v:
``tools/triplewhist_cpsat.py --sweep`` finds every one INFEASIBLE there.

A table is (N, E, S, W); 4t players: None is the player who keeps his seat and the
others are Z_(4t - 1); 4t + 1 players: Z_(4t + 1) without 0 (0 sits out). Every
starter is checked again when used; do not edit."""

STARTERS = {
    16: ((2, 8, 1, 11), (3, 5, 10, 7), (0, 4, 6, 14), (None, 9, 12, 13)),  # seed 2
    20: ((18, 10, 6, 15), (0, 13, 1, 17), (8, 7, 2, 16), (None, 3, 9, 5), (4, 11, 12, 14)),  # seed 1
    21: ((3, 9, 20, 12), (4, 8, 6, 18), (5, 10, 13, 11), (15, 14, 1, 19), (17, 7, 2, 16)),  # seed 1
    25: ((4, 15, 6, 21), (19, 20, 14, 23), (3, 5, 16, 13), (10, 18, 17, 22), (1, 7, 12, 8), (2, 9, 11, 24)),  # seed 1
    28: ((7, 3, None, 20), (11, 6, 4, 21), (5, 16, 0, 24), (13, 12, 9, 18), (17, 2, 1, 26), (22, 14, 8, 15), (10, 23, 19, 25)),  # seed 1
    32: ((0, 3, 6, 11), (21, 22, 16, 23), (15, 7, 2, 27), (25, 8, 4, 24), (1, 10, 18, 14), (17, 19, 5, 26), (None, 20, 13, 29), (9, 28, 12, 30)),  # seed 1
    33: ((32, 7, 1, 21), (17, 6, 2, 26), (12, 19, 11, 29), (8, 5, 3, 9), (20, 16, 4, 23), (18, 28, 10, 31), (13, 15, 22, 27), (25, 24, 14, 30)),  # seed 1
    36: ((13, 4, None, 18), (5, 28, 27, 29), (7, 8, 15, 23), (20, 31, 14, 33), (0, 3, 32, 10), (1, 19, 17, 24), (25, 11, 2, 22), (6, 12, 16, 21), (26, 30, 9, 34)),  # seed 3636, lead
    40: ((16, 0, None, 35), (14, 15, 27, 30), (24, 20, 10, 37), (28, 6, 5, 34), (23, 12, 3, 21), (36, 29, 18, 31), (11, 25, 1, 32), (7, 26, 4, 38), (2, 8, 33, 9), (19, 17, 13, 22)),  # seed 43
    44: ((None, 7, 42, 37), (0, 9, 11, 23), (1, 21, 38, 14), (6, 41, 40, 13), (36, 35, 31, 25), (2, 20, 4, 17), (12, 16, 34, 24), (29, 15, 10, 32), (3, 39, 30, 27), (18, 33, 19, 8), (22, 5, 26, 28)),  # seed 1, cube, lead
    48: ((11, 35, 7, 43), (10, 23, 16, 45), (2, 39, 1, 41), (17, 33, 0, 46), (40, 21, 19, 36), (9, 12, 37, 22), (3, 29, 30, 34), (6, 18, 13, 27), (20, 15, 4, 26), (14, 5, None, 38), (31, 25, 8, 28), (24, 32, 42, 44)),  # seed 4861, lead: starter 8 of set 456641
    52: ((None, 0, 17, 34), (1, 16, 14, 20), (3, 43, 48, 25), (4, 23, 11, 13), (7, 21, 10, 30), (9, 5, 29, 42), (12, 19, 39, 49), (22, 46, 38, 47), (24, 27, 26, 8), (31, 15, 36, 37), (32, 2, 40, 28), (33, 41, 44, 18), (35, 6, 50, 45)),  # starter_orbits triplewhist, H 16, --fixed 0,17,34, seed 1110
    56: ((23, 35, 19, 44), (6, 20, 38, 32), (25, 28, 8, 39), (49, 15, 4, 17), (40, 24, 18, 53), (7, 9, 26, 22), (50, 45, 0, 48), (42, 43, 36, 51), (2, 13, 1, 29), (3, 12, 37, 27), (None, 11, 14, 31), (33, 10, 5, 41), (16, 34, 30, 52), (21, 47, 46, 54)),  # seed 5151
    57: ((19, 30, 39, 45), (38, 5, 35, 17), (1, 27, 28, 9), (7, 6, 18, 25), (49, 4, 42, 12), (2, 54, 26, 13), (14, 34, 36, 11), (41, 20, 10, 24), (3, 44, 51, 16), (21, 55, 23, 15), (33, 48, 43, 47), (8, 37, 22, 32), (56, 53, 31, 40), (50, 52, 29, 46)),  # seed 1, cube, lead
    64: ((None, 23, 29, 53), (0, 10, 40, 34), (21, 9, 36, 18), (42, 26, 41, 38), (1, 5, 37, 54), (4, 27, 20, 22), (16, 25, 45, 17), (2, 52, 61, 30), (8, 57, 19, 55), (32, 31, 39, 13), (3, 47, 24, 44), (12, 50, 62, 33), (48, 6, 11, 59), (7, 14, 51, 46), (28, 58, 56, 15), (49, 60, 43, 35)),  # seed 41, cube
}

# Base tables of ordered triplewhist tournaments in the field of p² elements (a + b i as
# (a, b); movements/generators/individuals/groups.py), made by
# ``tools/triplewhist_field_search.py P SEED``; checked again when used.
FIELD_BASES = {
    49: (((1, 0), (4, 1), (4, 2), (0, 6)), ((5, 5), (1, 5), (4, 3), (3, 1)), ((2, 6), (3, 2), (5, 2), (5, 0)), ((0, 2), (3, 5), (2, 2), (3, 6))),  # seed 3, 985514 placements, 1.6 s
}

# Starters in the pairs of numbers (a, b) modulo A and B (movements/generators/individuals/
# groups.py), as their numbers B a + b (0 sits out), for sizes with no Z-cyclic one found:
# ``tools/triplewhist_search.c PLAYERS SEED SECONDS AxB``; checked again when used.
GROUP_STARTERS = {
    45: ((1, 23, 17, 44), (36, 10, 2, 11), (37, 35, 9, 40), (33, 20, 12, 22), (5, 28, 42, 41), (6, 21, 16, 24), (13, 34, 38, 43), (4, 31, 18, 39), (3, 7, 30, 19), (8, 25, 27, 32), (14, 15, 29, 26)),  # seed 4501, 3x15, lead: starter 1 of set 48453, REFLECT 0x27e
}

# First rounds of tournaments with four walkers (movements/generators/individuals/walkers.py):
# the numbers modulo v - 4 moving up one a round, the walkers v - 4 to v - 1 taking turns
# at their four seats, then three rounds in which the holes x + H and the walkers play
# among themselves.  24: ``tools/directed_whist_search.c 24 37 30 ordered 5000 four``,
# ordered (only a hole's players and the walkers twice on one side: 18 pairs, where every
# rotation has 23 or more), of seeds 1 to 40 the one whose comparisons are nearest even; it
# replaces the near-ordered starter.  60: ``tools/triplewhist_search.c PLAYERS SEED SECONDS
# four lead`` (seed 4: its first starter, set 32,324, in about six minutes of CPU), stored with
# the tables reflected (bit i of REFLECT: table i as (E, N, W, S), every step negated and
# the direction turned, the kinds kept): of the reflections leaving the fewest pairs on
# one side (the tool prints 0x23), the one whose comparisons are nearest even (largest
# deviation 7 rounds, where 0x23 has 14; docs/individual-lead.md); checked again when used.
FOUR_WALKERS = {
    24: ((9, 20, 2, 0), (21, 17, 19, 13), (12, 5, 11, 8), (16, 22, 7, 15), (6, 23, 18, 14), (10, 1, 4, 3)),  # seed 37, ordered, nodes 5000, four
    60: ((30, 9, 45, 34), (41, 39, 21, 44), (35, 29, 3, 52), (33, 1, 50, 14), (11, 19, 32, 23), (22, 40, 24, 51), (58, 4, 13, 16), (46, 36, 47, 59), (26, 57, 53, 31), (42, 38, 48, 8), (27, 10, 43, 2), (6, 7, 28, 54), (18, 49, 25, 12), (5, 17, 15, 20), (37, 0, 55, 56)),  # seed 4, four, lead: starter 1 of set 32324, REFLECT 0x1609
}
