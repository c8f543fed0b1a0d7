"""Howell pairs seated on a Paley Hadamard matrix: 40, 52 and 56 pairs, perfectly balanced.

The cyclic construction of :mod:`movements.generators.howell.pairs` needs a Hadamard
difference set of order ``n - 1``, and there is none of order 39, 51 or 55.
For those sizes an offline search (``tools/howell_hadamard_search.py``) seated
a Room square on the Paley Hadamard matrix of :mod:`movements.generators.howell.hadamard`: every
two pairs meet on a tray set where the matrix puts them in opposite
directions.  The schedules are kept here as data, one string per round.
"""

from __future__ import annotations

from movements.data.howell_hadamard import SCHEDULES

_ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz+/"


def encode(schedule) -> tuple[str, ...]:
    """Rounds of ``(tray set, N-S pair, E-W pair)`` (pairs from 0) as strings."""
    return tuple("".join(_ALPHABET[x] for table in sorted(tables) for x in table)
                 for tables in schedule)


def decode(rounds) -> tuple[tuple[tuple[int, ...], ...], ...]:
    return tuple(tuple(tuple(_ALPHABET.index(ch) for ch in text[i:i + 3])
                       for i in range(0, len(text), 3)) for text in rounds)


def hadamard_schedule(pairs: int):
    """The searched schedule for ``pairs``, or None: per round the tables as
    ``(tray set, N-S pair, E-W pair)``, tray sets from 1, pairs from 0 (pair 0
    stationary, N-S, playing tray set ``r`` in round ``r``)."""
    found = SCHEDULES.get(pairs)
    return decode(found) if found is not None else None
