"""Howell pairs seated on a searched schedule: a Hadamard or a conference matrix fixes the directions.

The cyclic construction of :mod:`movements.generators.howell.pairs` needs a Hadamard
difference set of order ``n - 1``, and there is none of order 39, 51 or 55.
For those sizes an offline search (``tools/howell_hadamard_search.py``) seated
a Room square on the Paley Hadamard matrix of :mod:`movements.generators.howell.hadamard`: every
two pairs meet on a tray set where the matrix puts them in opposite
directions.  The schedules are kept here as data, one string per round.

An odd number of pairs plays the schedule of the next even number with the
stationary seat empty; where a conference matrix of that even order is known
(:mod:`movements.generators.howell.conference`), ``tools/howell_conference_search.py``
seated a schedule of its own on it, kept under the odd number, and the movement
is perfectly balanced.  57 pairs, for whose 58 there is none, have one seated on
a matrix within one round of it, their bound.  Without one an odd number plays the
even size's schedule.
"""

from __future__ import annotations

from movements.data.howell_hadamard import SCHEDULES
from movements.generators.howell import conference, hadamard

_ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz+/"


def encode(schedule) -> tuple[str, ...]:
    """Rounds of ``(tray set, N-S pair, E-W pair)`` (pairs from 0) as strings."""
    return tuple("".join(_ALPHABET[x] for table in sorted(tables) for x in table)
                 for tables in schedule)


def decode(rounds) -> tuple[tuple[tuple[int, ...], ...], ...]:
    return tuple(tuple(tuple(_ALPHABET.index(ch) for ch in text[i:i + 3])
                       for i in range(0, len(text), 3)) for text in rounds)


def hadamard_schedule(pairs: int):
    """The searched schedule kept under ``pairs``, or None: per round the tables
    as ``(tray set, N-S pair, E-W pair)``, tray sets from 1, pairs from 0 (pair 0
    stationary, N-S, or the empty seat, playing tray set ``r`` in round ``r``)."""
    found = SCHEDULES.get(pairs)
    return decode(found) if found is not None else None


def searched_schedule(pairs: int):
    """``(schedule, the matrix it is seated on)`` that ``pairs`` play, or None:
    an odd number's own (conference matrix) where there is one, else the
    schedule of the next even number (Hadamard matrix)."""
    if pairs % 2 and pairs in SCHEDULES:
        return hadamard_schedule(pairs), conference.describe(pairs + 1)
    size = pairs + pairs % 2
    if size in SCHEDULES:
        return hadamard_schedule(size), hadamard.describe(size)
    return None
