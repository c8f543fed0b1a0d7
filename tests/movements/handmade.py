"""Small movements built by hand for the checker's tests, independent of the generators.

Each builder returns a correct movement; the tests break them on purpose with
:func:`replace_table` and friends and look for the checker's sentence.
"""

from __future__ import annotations

from dataclasses import replace

from movements.model import Movement, Round, Table


def mitchell(tables: int = 3, per_round: int = 2) -> Movement:
    """Odd-table Mitchell: N-S pair t sits at table t, E-W up one, trays down one."""
    n = tables
    rounds = []
    for r in range(n):
        rows = []
        for t in range(n):
            ew = (t - r) % n                       # E-W pair e sits at table e + r
            tray_set = (t + r) % n                 # tray set s sits at table s - r
            rows.append(Table(t + 1, _tray_set(tray_set, per_round), ns=t + 1, ew=n + ew + 1))
        rounds.append(Round(r + 1, tuple(rows)))
    return Movement("mitchell", "pairs", 2 * n, n, n * per_round, tuple(rounds))


def howell4(per_round: int = 2) -> Movement:
    """Four pairs at two tables, pair 4 stationary; the two tables swap the round's trays."""
    return _round_robin(4, per_round)


def howell6(per_round: int = 3) -> Movement:
    """Six pairs at three tables, pair 6 stationary; the round's trays rotate among the tables."""
    return _round_robin(6, per_round)


def howell5() -> Movement:
    """Five pairs by the six-pair schedule: the missing pair 6 leaves N-S of table 1
    empty all evening, and its opponent sits out (holding no seat: table 1 is empty)."""
    full = howell6()
    rounds = []
    for rnd in full.rounds:
        first = rnd.tables[0]
        rounds.append(Round(rnd.round, (replace(first, ns=None, ew=None),) + rnd.tables[1:],
                            idle=(first.ew,)))
    return replace(full, entrants=5, rounds=tuple(rounds))


def _round_robin(pairs: int, per_round: int) -> Movement:
    """The circle method: the last pair stays N-S at table 1, the others rotate."""
    n = pairs - 1
    rounds = []
    for r in range(n):
        games = [(pairs, r + 1)] + [((r + k) % n + 1, (r - k) % n + 1) for k in range(1, pairs // 2)]
        trays = _tray_set(r, per_round)
        rows = tuple(Table(t + 1, trays[t % per_round:] + trays[:t % per_round], ns=ns, ew=ew)
                     for t, (ns, ew) in enumerate(games))
        rounds.append(Round(r + 1, rows))
    return Movement("howell-pairs", "pairs", pairs, pairs // 2, n * per_round, tuple(rounds))


def howell_teams(teams: int = 3, per_round: int = 2) -> Movement:
    """Howell's teams for an odd number (seed M15 rule): team k's E-W pair stays at
    table k, N-S pairs move up one, tray sets move (n-1)/2 tables the other way."""
    n = teams
    rounds = []
    for r in range(1, n):
        rows = []
        for t in range(n):
            ns_team = (t - r) % n
            tray_set = (t + (r - 1) * (n - 1) // 2) % n
            rows.append(Table(t + 1, _tray_set(tray_set, per_round),
                              ns=2 * ns_team + 1, ew=2 * t + 2))
        rounds.append(Round(r, tuple(rows)))
    return Movement("howell-teams", "teams", 2 * n, n, n * per_round, tuple(rounds),
                    teams={k: (2 * k - 1, 2 * k) for k in range(1, n + 1)})


# Howell's table of changes for eight individuals (seed M19): seat numbers
# (table, seat) -> the player who starts there; West at table 1 never moves.
_EIGHT_SEATS = {(1, "n"): 4, (1, "e"): 1, (1, "s"): 2, (2, "n"): 5, (2, "e"): 3,
                (2, "s"): 6, (2, "w"): 7}


def eight_individuals(per_round: int = 2) -> Movement:
    """Eight players at two tables, player 8 fixed, the rest one seat along each round."""
    rounds = []
    for r in range(7):
        seats: dict[int, dict[str, int]] = {1: {"w": 8}, 2: {}}
        for (table, seat), k in _EIGHT_SEATS.items():
            seats[table][seat] = (k - 1 + r) % 7 + 1
        trays = _tray_set(r, per_round)
        rows = (Table(1, trays, individual=True, **seats[1]),
                Table(2, trays[1:] + trays[:1], individual=True, **seats[2]))
        rounds.append(Round(r + 1, rows))
    return Movement("safford-individuals", "individuals", 8, 2, 7 * per_round, tuple(rounds))


# A whist tournament for nine players over Z3 x Z3 (found by a short search):
# the round of element g seats these two tables moved by g, and g sits out.
_NINE_BASE = (((0, 1), (0, 2), (1, 0), (2, 0)), ((1, 1), (2, 2), (1, 2), (2, 1)))


def nine_individuals(per_round: int = 2) -> Movement:
    """Nine players at two tables, one sitting out each round: partners once,
    opponents twice; the two tables swap the round's trays."""
    elements = [(x, y) for x in range(3) for y in range(3)]
    player = {e: 3 * e[0] + e[1] + 1 for e in elements}
    rounds = []
    for r, (gx, gy) in enumerate(elements):
        trays = _tray_set(r, per_round)
        rows = []
        for t, seats in enumerate(_NINE_BASE):
            n, s, e, w = (player[((x + gx) % 3, (y + gy) % 3)] for x, y in seats)
            rows.append(Table(t + 1, trays[t:] + trays[:t], n=n, s=s, e=e, w=w, individual=True))
        rounds.append(Round(r + 1, tuple(rows), idle=(player[(gx, gy)],)))
    return Movement("safford-individuals", "individuals", 9, 2, 9 * per_round, tuple(rounds))


def replace_table(movement: Movement, round_no: int, table_no: int, **changes) -> Movement:
    """The movement with one table of one round changed."""
    rounds = []
    for rnd in movement.rounds:
        if rnd.round == round_no:
            rnd = replace(rnd, tables=tuple(replace(t, **changes) if t.table == table_no else t
                                            for t in rnd.tables))
        rounds.append(rnd)
    return replace(movement, rounds=tuple(rounds))


def replace_round(movement: Movement, round_no: int, **changes) -> Movement:
    """The movement with one round changed."""
    return replace(movement, rounds=tuple(replace(r, **changes) if r.round == round_no else r
                                          for r in movement.rounds))


def _tray_set(index: int, per_round: int) -> tuple[int, ...]:
    return tuple(range(index * per_round + 1, index * per_round + per_round + 1))


def systems() -> dict:
    """A small registry of hand-made systems, for the CLI and suggest tests
    (install it with ``monkeypatch.setattr(registry, "SYSTEMS", systems())``)."""
    from movements.errors import MovementError
    from movements.registry import System

    def pairs_howell(entrants, trays_per_round=2):
        if entrants == 4:
            return howell4(trays_per_round)
        if entrants == 6 and trays_per_round >= 3:
            return howell6(trays_per_round)
        raise MovementError(f"test-howell serves 4 or 6 pairs (6 with 3 trays a round or more), "
                            f"not {entrants}")

    def pairs_mitchell(entrants, trays_per_round=2, variant="a"):
        if entrants not in (6, 10, 14) or (variant == "b" and entrants == 10):
            raise MovementError(f"test-mitchell variant {variant} cannot serve {entrants} pairs; "
                                "6 or 14 work")
        return replace(mitchell(entrants // 2, trays_per_round), system="test-mitchell",
                       variant=variant)

    def pairs_fixed(entrants, trays_per_round=4):
        if entrants != 6:
            raise MovementError("test-fixed is for exactly 6 pairs")
        return howell6(4)

    def teams_howell(entrants, trays_per_round=2):
        if entrants not in (3, 5):
            raise MovementError("test-teams serves 3 or 5 teams")
        return howell_teams(entrants, trays_per_round)

    return {s.name: s for s in (
        System("test-howell", "pairs", "Hand-made Howell", pairs_howell, sizes=(4, 6),
               trays_per_round=3, summary="every pair meets every other"),
        System("test-mitchell", "pairs", "Hand-made Mitchell", pairs_mitchell, sizes=(6, 10, 14),
               variants=("a", "b"), summary="N-S sit still"),
        System("test-fixed", "pairs", "Hand-made fixed schedule", pairs_fixed, sizes=(6,),
               trays_per_round=4, fixed=True),
        System("test-teams", "teams", "Hand-made teams", teams_howell, sizes=(3, 5)),
    )}


def sit_out_opposite(movement: Movement) -> Movement:
    """A compass movement read with its sitting-out pair in the E-W seat opposite the
    missing N-S pair, where it waits (the format leaves it unseated, docs/formats.md):
    the E-W pairs' tables can then be followed round by round."""
    rounds = []
    for rnd in movement.rounds:
        empty = [t.table for t in rnd.tables if t.ns is None and t.ew is None]
        if len(rnd.idle) == 1 and len(empty) == 1:
            rnd = replace(rnd, tables=tuple(replace(t, ew=rnd.idle[0]) if t.table == empty[0]
                                            else t for t in rnd.tables))
        rounds.append(rnd)
    return replace(movement, rounds=tuple(rounds))


def compass_seats(movement):
    """N-S pair of each table (they must keep their tables), and each E-W pair's table round
    by round."""
    movement = sit_out_opposite(movement)
    ns = {t.table: t.ns for t in movement.rounds[0].tables}
    ew: dict[int, list[int]] = {}
    for rnd in movement.rounds:
        for t in rnd.tables:
            assert t.ns == ns[t.table], f"N-S pair moves at table {t.table}"
            ew.setdefault(t.ew, []).append(t.table)
    return ns, ew
