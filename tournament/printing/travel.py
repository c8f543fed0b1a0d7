"""Who goes where next, and where every tray goes: read off the movement.

The movement says where everybody sits in each round; the cards need the other
way round: from this seat, where does its player go for the next round; after
this table has played its trays, which table gets them; and, per entrant, the
whole evening's itinerary.
"""

from __future__ import annotations

from dataclasses import dataclass

from movements import sharing
from movements.model import Movement, Table
from movements.model import Stop as TrayStop

from tournament.printing.parts import SEAT_NAMES


EMPTY = "nobody sat here"


@dataclass(frozen=True)
class Place:
    table: int
    seat: str          # n/s/e/w or ns/ew

    def __str__(self) -> str:
        return f"{SEAT_NAMES[self.seat]} at Table {self.table}"


def places(movement: Movement) -> dict[int, dict[int, Place]]:
    """Round -> entrant -> where the entrant sits that round."""
    out: dict[int, dict[int, Place]] = {}
    for r in movement.rounds:
        here = out.setdefault(r.round, {})
        for t in r.tables:
            for seat, who in t.seats().items():
                if who is not None:
                    here[who] = Place(t.table, seat)
    return out


def seat_moves(movement: Movement, table: int, seat: str,
               where: dict[int, dict[int, Place]] | None = None) -> list[tuple[int, str]]:
    """For the seat ``seat`` of ``table``: (next round, where its player goes).

    One line per round after the first in which somebody sits there: "East at
    Table 2", "stays", "sits out", or :data:`EMPTY` when nobody sat there.  ``where`` is
    :func:`places`, when the caller has it already.
    """
    where = where or places(movement)
    rounds = [r.round for r in movement.rounds]
    out = []
    for before, after in zip(rounds, rounds[1:]):
        try:
            who = getattr(movement.round(before).table(table), seat)
        except KeyError:
            who = None
        if who is None:
            out.append((after, EMPTY))
            continue
        dest = where[after].get(who)
        if dest is None:
            out.append((after, "sits out"))
        elif dest == Place(table, seat):
            out.append((after, "stays"))
        else:
            out.append((after, str(dest)))
    return out


def tray_passes(movement: Movement) -> dict[tuple[int, int], list[str]]:
    """(round, table) -> instructions for its trays after play.

    "pass trays 7–8 to Table 1"; "keep tray 3"; "tray 9 to Table 4 for round 5"
    when it waits a round, "trays 9–10 to the bye stand (between Tables 4 and 5),
    for Table 4 in round 3" when it waits there; "trays 1–2 to the director" when
    they are finished.  Trays with the same destination are grouped, in the order
    played.
    """
    out: dict[tuple[int, int], list[str]] = {}
    on_bye_stand = sharing.resting(movement)
    for r in movement.rounds:
        resting = set(on_bye_stand.get(r.round + 1, ()))
        for t in r.tables:
            groups: list[tuple[TrayStop | None, list[int]]] = []
            for tray in t.trays:
                dest = movement.next_stop(r.round, t.table, tray)
                if groups and groups[-1][0] == dest:
                    groups[-1][1].append(tray)
                else:
                    groups.append((dest, [tray]))
            out[(r.round, t.table)] = [
                _pass_line(r.round, t.table, dest, trays,
                           sharing.bye_stand_words(movement) if resting & set(trays) else "")
                for dest, trays in groups]
    return out


def tray_span(trays) -> str:
    """ "trays 7–8", "tray 3", "trays 1, 4, 9" """
    trays = list(trays)
    if len(trays) == 1:
        return f"tray {trays[0]}"
    if trays == list(range(trays[0], trays[0] + len(trays))):
        return f"trays {trays[0]}–{trays[-1]}"
    return "trays " + ", ".join(str(x) for x in trays)


def _pass_line(rnd: int, table: int, dest, trays, bye_stand: str = "") -> str:
    what = tray_span(trays)
    if dest is None:
        return f"{what} to the director"
    to_round, to_table = dest.round, dest.table
    if bye_stand:
        return f"{what} to {bye_stand}, for Table {to_table} in round {to_round}"
    if to_table == table:
        return f"keep {what}" if to_round <= rnd + 1 else f"keep {what} for round {to_round}"
    if to_round <= rnd + 1:
        return f"pass {what} to Table {to_table}"
    return f"{what} to Table {to_table} for round {to_round}"


@dataclass(frozen=True)
class Stop:
    """One round of an entrant's evening: where, against whom, which trays."""

    round: int
    table: int | None           # None: sits out
    seat: str = ""
    partner: tuple[int, ...] = ()
    opponents: tuple[int, ...] = ()
    trays: tuple[int, ...] = ()
    played: bool = True


def itinerary(movement: Movement, entrant: int) -> list[Stop]:
    """The entrant's rounds, in order, sitting out included."""
    out = []
    for r in movement.rounds:
        stop = Stop(r.round, None, played=False)
        for t in r.tables:
            seat = _seat_of(t, entrant)
            if seat:
                stop = _stop(r.round, t, seat, entrant)
                break
        out.append(stop)
    return out


def _seat_of(t: Table, entrant: int) -> str:
    for seat, who in t.seats().items():
        if who == entrant:
            return seat
    return ""


def _stop(rnd: int, t: Table, seat: str, entrant: int) -> Stop:
    ours = t.ns_side if seat in ("n", "s", "ns") else t.ew_side
    theirs = t.ew_side if ours == t.ns_side else t.ns_side
    return Stop(rnd, t.table, seat, tuple(x for x in ours if x != entrant), theirs,
                t.trays, t.played)


def direction(seat: str) -> str:
    """N-S or E-W for any seat."""
    return "N-S" if seat in ("n", "s", "ns") else "E-W"


def entrants(movement: Movement) -> list[int]:
    """Every entrant number of the movement, in order."""
    return list(range(1, movement.entrants + 1))
