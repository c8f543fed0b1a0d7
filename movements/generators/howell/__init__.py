"""Howell pairs: Room squares, Hadamard and small schedules, the partial Howell."""
