"""Movements for teams of four: Howell's and Gilman's, the compass systems for fours, Parallel, Put-in-Bay."""
