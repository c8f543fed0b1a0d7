"""The Put-in-Bay scheme: teams in rows of Mitchells (004:823-833).

"The tables were arranged in three rows, each team seated in a separate row,
and two deals were placed at each table.  Before the play commenced, the East
and West players moved to the corresponding tables in the next row … Each row
then proceeded to play independently, under the Mitchell System.  When each
row had completed its play, the East and West players moved across to the next
row again, as before, while the deals were moved to the corresponding tables in
the next row in the other direction … This system is applicable to teams of
any size, provided they are multiples of four; it can be used, moreover, for
any other odd number of teams."

A team of 4k players is k N-S pairs, who sit at the k tables of its own row
all evening, and k E-W pairs; a team of 4k + 2 (an odd number of pairs,
004:825) has k + 1 N-S pairs and k E-W pairs, so each row has an E-W seat
empty each round.  With T teams (T odd) there are T rows and T groups of
deals (a tray set for each table of a row).  In stage s = 1 … T-1 the E-W pairs of
team j play in row j + s and row r plays the group that started in row
r - (s-1)(T+1)/2 (all counted round the rows): with three teams that is "the
next row in the other direction", and for any odd T it makes both halves of
every two teams' match use the same deals (the Howell rule for the rows, which
is what "a combination of the Mitchell and Howell Systems" says).  Within a
stage each row plays a Mitchell (E-W up one table, trays down one), so a row
must have an odd number of tables.  An even number of teams adds a dummy row,
as Howell's system adds a dummy table (004:725): the pairs who would meet it
sit out.

The movement is in the pairs form (a team here may have more than the teams
form's two pairs); the extra key ``clubs`` names each team's pairs, as the
club-match schedules do.  Each team's pairs are numbered on from the last
team's, its N-S pairs first.  The seeds' plan in which every pair meets every
pair of the other teams (004:835-886, three teams of four) is ``three-teams``.
"""

from __future__ import annotations

from movements.errors import MovementError
from movements.generators.mitchell.compass import positive
from movements.generators.mitchell.mitchell import _first_plan
from movements.generators.teams.howell_gilman import tray_set
from movements.model import Movement, Round, Table
from movements.registry import system

MOST_PAIRS = 120
DEFAULT_TEAMS = 3


def _teams(pairs, team_size: int | None) -> int:
    """The number of teams: ``pairs`` over the pairs of a team (three when not said)."""
    if team_size is None:
        return DEFAULT_TEAMS
    if isinstance(team_size, bool) or not isinstance(team_size, int) or team_size < 4 \
            or team_size % 2:
        raise MovementError(f"put-in-bay is for teams of 4, 6, 8 … players (whole pairs), "
                            f"not {team_size!r}")
    if not isinstance(pairs, int) or pairs % (team_size // 2):
        raise MovementError(f"{pairs!r} pairs do not make whole teams of {team_size} players "
                            f"({team_size // 2} pairs each)")
    return pairs // (team_size // 2)


def directions(pairs_a_team: int) -> tuple[int, int] | None:
    """A team's (N-S pairs, E-W pairs), or None when its row cannot play a Mitchell.

    Half N-S and half E-W, "or as near thereto as possible" (004:823): an odd
    pair sits N-S, and the row has one E-W seat empty each round.  The row has
    as many tables as the team has N-S pairs.  An odd number plays the basic
    Mitchell; an even number (teams of 8, 16, 24 …, "any size, provided they
    are multiples of four") the seed's Mitchell for an even number of tables,
    the first modification (004:585).  No row of an even number of tables can
    do better while the E-W pairs move up one table and the trays down one
    every round: E-W pair p would hold at table p + j the set p + 2j, and 2j
    takes each even value twice.  An odd pair (teams of 4k + 2) and an even
    row are refused: under the skip the empty E-W seat comes back to one N-S
    pair twice a stage while another never waits.
    """
    ns = (pairs_a_team + 1) // 2
    if pairs_a_team < 2 or (pairs_a_team % 2 and ns % 2 == 0):
        return None
    return ns, pairs_a_team - ns


def _shifts(tables: int) -> list[int]:
    """How far the E-W pairs are from their first table of the stage, round by round: the
    basic Mitchell (odd rows) or the first modification's skip (even rows, 004:585)."""
    return list(range(tables)) if tables % 2 else _first_plan(tables)


def _sizes(teams: int) -> list[int]:
    """Pair counts served for ``teams`` teams."""
    return [teams * c for c in range(2, MOST_PAIRS // teams + 1) if directions(c)]


@system("put-in-bay", "pairs", "Put-in-Bay: teams in rows of Mitchells",
        sizes=_sizes(DEFAULT_TEAMS), trays_per_round=2, options=("team_size",))
def put_in_bay(pairs: int, trays_per_round: int = 2, team_size: int | None = None) -> Movement:
    """Each team's N-S pairs hold a row; the E-W pairs and the deals cross between rows.

    ``pairs`` counts all the pairs; ``team_size`` the players of a team
    (default: three teams, as at Put-in-Bay, 1897).  Every two teams play a
    match on one group of deals; N-S pairs meet every E-W pair of every other
    team once.  A team of 4k + 2 has an odd pair, who sits N-S; its score
    then takes the average of the pairs seated opposite (004:825, the
    ``aggregate`` method).
    """
    k_trays = positive("trays per round", trays_per_round)
    teams = _teams(pairs, team_size)
    if isinstance(teams, bool) or not isinstance(teams, int) or teams < 3:
        raise MovementError(f"put-in-bay needs 3 or more teams, not {teams!r}; two teams play "
                            "a match on any pair system (004:823), e.g. two-teams for fours")
    if isinstance(pairs, bool) or not isinstance(pairs, int) or pairs not in _sizes(teams):
        near = _sizes(teams)
        below = [p for p in near if isinstance(pairs, int) and p < pairs][-1:]
        above = [p for p in near if isinstance(pairs, int) and p > pairs][:1]
        raise MovementError(
            f"put-in-bay plays each stage as a Mitchell in every row, one N-S pair of a team "
            f"to a table: teams of 4, 8, 12, 16 … players (any multiple of four), or of 10, "
            f"18, 26 … (an odd pair, sitting N-S, in a row of an odd number of tables; "
            f"in an even row the first modification's skip would bring the empty E-W seat "
            f"twice to one N-S pair); not {pairs!r} pairs for {teams} teams; the nearest "
            f"that work: "
            + (" or ".join(f"{p} pairs" for p in below + above) or "none"))
    counts = directions(pairs // teams)
    assert counts is not None   # refused above for a size with none
    ns_count, ew_count = counts
    k = ns_count                                   # tables in a row
    rows = teams if teams % 2 else teams + 1
    half = (rows + 1) // 2

    def pair(team: int, direction: int, place: int) -> int | None:
        """Pair at ``place`` (0-based) of ``team``'s N-S (0) or E-W (1) pairs; None: nobody."""
        if team > teams or (direction and place >= ew_count):
            return None
        return (team - 1) * (ns_count + ew_count) + direction * ns_count + place + 1

    shifts = _shifts(k)
    built: list = []
    for stage in range(1, rows):
        for j in range(k):
            # Tables moved so far: none at a change of stage, when the E-W pairs and the
            # deals go to "the corresponding tables in the next row" (004:831).
            ew_moved = (stage - 1) * shifts[-1] + shifts[j]
            trays_moved = (stage - 1) * (k - 1) + j
            tables: list[Table] = []
            idle: list[int] = []
            for row in range(1, rows + 1):
                ew_team = (row - stage - 1) % rows + 1
                group = (row - 1 - (stage - 1) * half) % rows
                for i in range(k):
                    ns, ew = pair(row, 0, i), pair(ew_team, 1, (i - ew_moved) % k)
                    trays = tray_set(group * k + (i + trays_moved) % k + 1, k_trays)
                    number = (row - 1) * k + i + 1
                    if ns is None or ew is None:
                        tables.append(Table(number, trays))
                        idle.extend(p for p in (ns, ew) if p is not None)
                    else:
                        tables.append(Table(number, trays, ns=ns, ew=ew))
            built.append(Round(len(built) + 1, tuple(tables), tuple(sorted(idle))))
    dummy = f" Row {rows} is a dummy row: the pairs who would meet it sit out." \
        if rows > teams else ""
    odd = (f" Each team has {ns_count} N-S pairs and {ew_count} E-W: one N-S pair of each row "
           f"sits out each round, and a team's score takes the average of the E-W pairs for its "
           f"odd pair (004:825)." if ew_count < ns_count else "")
    size = 2 * (ns_count + ew_count)
    skip = (f"; the rows have an even number of tables, so after round {k // 2} of a stage "
            f"the E-W pairs skip one table, and finish it at the table they began it at "
            f"(the first modification, 004:585)") if k % 2 == 0 else ""
    return Movement(
        system="put-in-bay", form="pairs", entrants=pairs, tables=rows * k,
        trays=rows * k * k_trays, rounds=tuple(built),
        extra={"clubs": {str(t): [p for d, count in ((0, ns_count), (1, ew_count))
                                  for p in (pair(t, d, i) for i in range(count))]
                         for t in range(1, teams + 1)}},
        description=f"Put-in-Bay (004:829), {teams} teams of {size} in {rows} rows of {k} "
                    f"table{'s' if k > 1 else ''} (row r = tables {k}(r-1)+1 to {k}r); team t's "
                    f"N-S pairs sit in row t. Before each stage the E-W pairs move to the "
                    f"corresponding table of the next row and the deals to the corresponding "
                    f"table {half - 1} row{'s' if half > 2 else ''} back; each row then plays a "
                    f"Mitchell (E-W up one table, trays down one){skip}.{dummy}{odd}")
