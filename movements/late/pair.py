"""A late entrant takes the sit-out: joining a movement that has a missing pair.

A movement for an odd number of pairs leaves one seat empty every round (the
missing pair's, "in the place of the pair which does not change positions",
004:703) and the pair drawn against it sits out.  Foster's director adds
"table after table ... as long as players offer to fill them" (003:7978); the
seeds give no rule for joining an event in progress, so this is ours: a pair
who arrives late takes the missing pair's place from round ``from_round`` on.
Nothing else changes: every other table plays exactly as before, the pair that
would have sat out plays the late pair instead, and the rounds already gone are
the late pair's sit-outs (scored like any sit-out).

The late pair is numbered after the field and the movement records it as
``late`` (an extra key of ``whist-movement/1``: entrant number -> first round
played), so the checker can take it out again and test the movement it joined
(:mod:`movements.check.late`).
"""

from __future__ import annotations

from dataclasses import replace

from movements.errors import MovementError
from movements.model import Movement, Round, Table

KEY = "late"


def late_entrants(movement: Movement) -> dict[int, int]:
    """Late entrant -> the first round it plays (empty when nobody joined late)."""
    return {int(who): first for who, first in movement.extra.get(KEY, {}).items()}


def _noun(movement: Movement) -> str:
    return "player" if movement.is_individual else "pair"


def _empty_seats(table: Table) -> list[str]:
    return [seat for seat, who in table.seats().items() if who is None]


def vacancy(movement: Movement, rnd: Round) -> tuple[Table, str]:
    """The table and seat a late entrant takes in ``rnd``: the missing entrant's.

    The round must have exactly one table not played, whose only empty seat
    (or, at a pairs table with nobody seated, its N-S seat, with the round's one
    pair sitting out opposite) the late entrant fills so that the table plays.
    """
    noun = _noun(movement)
    unplayed = [t for t in rnd.tables if not t.played]
    seated = {who for t in unplayed for who in t.seats().values() if who is not None}
    unseated = [who for who in rnd.idle if who not in seated]
    if len(unplayed) == 1:
        table = unplayed[0]
        empty = _empty_seats(table)
        if len(empty) == 1 and not unseated:
            return table, empty[0]
        if not movement.is_individual and len(empty) == 2 and len(unseated) == 1:
            return table, "ns"
    if not unplayed and len(unseated) == 1:
        raise MovementError(f"in round {rnd.round} the {noun} sitting out has no table to play "
                            "at (nobody is missing there)")
    if not unplayed:
        raise MovementError(f"nobody sits out in round {rnd.round}")
    raise MovementError(f"round {rnd.round} has {len(rnd.idle)} {noun}s sitting out, and a late "
                        f"{noun} takes the place of one missing {noun} only")


def join(movement: Movement, from_round: int) -> Movement:
    """``movement`` with one more entrant, who plays the missing entrant's seat from
    ``from_round`` on and sits out the rounds before.

    Raises :class:`MovementError` in words a director understands when the
    movement has no such place (a full field, several sitting out, teams).
    """
    noun = _noun(movement)
    if movement.form == "teams":
        raise MovementError("a late pair cannot join a teams event: its pairs play as teams")
    numbers = [r.round for r in movement.rounds]
    if isinstance(from_round, bool) or not isinstance(from_round, int) or from_round not in numbers:
        raise MovementError(f"the late {noun} must join in one of rounds {numbers[0]} to "
                            f"{numbers[-1]}, not {from_round!r}")
    late = movement.entrants + 1
    rounds = []
    for rnd in movement.rounds:
        if rnd.round < from_round:
            rounds.append(replace(rnd, idle=tuple(sorted((*rnd.idle, late)))))
            continue
        table, seat = vacancy(movement, rnd)
        opposite = [who for who in rnd.idle if who not in table.seats().values()]
        seats: dict[str, int | None] = {seat: late}
        if opposite:
            seats["ew"] = opposite[0]
        filled = table.reseated(seats)
        rounds.append(replace(rnd, tables=tuple(filled if t is table else t for t in rnd.tables),
                              idle=()))
    when = "from the start" if from_round == numbers[0] else f"from round {from_round} (it sat out before)"
    return replace(
        movement,
        entrants=late,
        rounds=tuple(rounds),
        description=f"{movement.description} {noun.capitalize()} {late} joined late and plays "
                    f"the missing {noun}'s seat {when}.".strip(),
        extra={**movement.extra, KEY: {**movement.extra.get(KEY, {}), str(late): from_round}},
    )
