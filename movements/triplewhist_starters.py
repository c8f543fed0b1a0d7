"""Triplewhist starters found by search, kept because the search takes longer than a
director should wait.

Made by ``nice -n 10 python tools/triplewhist_search.py N ...`` (annealing, the seed
noted).  A table is (N, E, S, W); 4t players: None is the player who keeps his seat
and the others are Z_(4t - 1); 4t + 1 players: Z_(4t + 1) without 0 (0 sits out).
Sizes absent here were searched without success in the time given (9, 12, 13 and 21
for 20 to 45 s each, 24, 25 and 28 for 150 s; 13 has no Z-cyclic one, Feng & Chang 2006).
Every starter is checked again when used; do not edit."""

STARTERS = {
    16: ((0, 7, 11, 5), (12, 9, 6, 4), (13, None, 10, 14), (3, 8, 2, 1)),  # seed 1
    20: ((15, 12, 18, 3), (None, 4, 1, 0), (2, 11, 16, 10), (5, 17, 7, 9), (6, 14, 13, 8)),  # seed 1
}
