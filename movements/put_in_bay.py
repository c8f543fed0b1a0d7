"""The Put-in-Bay scheme: teams of 4k in rows of Mitchells (004:829-833).

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
all evening, and k E-W pairs.  With T teams (T odd) there are T rows and T
groups of deals (k tray sets each).  In stage s = 1 … T-1 the E-W pairs of
team j play in row j + s and row r plays the group that started in row
r - (s-1)(T+1)/2 (all counted round the rows): with three teams that is "the
next row in the other direction", and for any odd T it makes both halves of
every two teams' match use the same deals (the Howell rule for the rows, which
is what "a combination of the Mitchell and Howell Systems" says).  Within a
stage each row plays k rounds of a Mitchell (E-W up one table, trays down one),
so k must be odd.  An even number of teams adds a dummy row, as Howell's
system adds a dummy table (004:725): the pairs who would meet it sit out.

The movement is in the pairs form (a team here has 2k pairs, more than the
teams form's two); the extra key ``clubs`` names each team's pairs, as the
club-match schedules do.  Team t is pairs (t-1)·2k + 1 … t·2k, its N-S pairs
first.  The seeds' plan in which every pair meets every pair of the other
teams (004:835-886, three teams of four) is ``three-teams``.
"""

from __future__ import annotations

from .compass import positive
from .errors import MovementError
from .model import Movement, Round, Table
from .registry import system
from .teams import tray_set

MOST_PAIRS = 120
DEFAULT_TEAMS = 3


def _teams(pairs, team_size: int | None) -> int:
    """The number of teams: ``pairs`` over the pairs of a team (three when not said)."""
    if team_size is None:
        return DEFAULT_TEAMS
    if isinstance(team_size, bool) or not isinstance(team_size, int) or team_size < 4 \
            or team_size % 4:
        raise MovementError(f"put-in-bay is for teams of 4, 8, 12 … players (multiples of four, "
                            f"004:833), not {team_size!r}")
    if not isinstance(pairs, int) or pairs % (team_size // 2):
        raise MovementError(f"{pairs!r} pairs do not make whole teams of {team_size} players "
                            f"({team_size // 2} pairs each)")
    return pairs // (team_size // 2)


def _sizes(teams: int) -> list[int]:
    """Pair counts served for ``teams`` teams: 2k pairs a team, k odd."""
    return [2 * k * teams for k in range(1, MOST_PAIRS // (2 * teams) + 1, 2)]


@system("put-in-bay", "pairs", "Put-in-Bay: teams of 4k in rows of Mitchells",
        sizes=_sizes(DEFAULT_TEAMS), trays_per_round=2, options=("team_size",))
def put_in_bay(pairs: int, trays_per_round: int = 2, team_size: int | None = None) -> Movement:
    """Each team's N-S pairs hold a row; the E-W pairs and the deals cross between rows.

    ``pairs`` counts all the pairs (2k a team); ``team_size`` the players of a
    team (default: three teams, as at Put-in-Bay, 1897).  Every two teams play a match on one group
    of deals; N-S pairs meet every E-W pair of every other team once.
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
            f"put-in-bay plays each stage as a Mitchell in every row, so each of the {teams} "
            f"teams needs an odd number of N-S pairs and as many E-W (teams of 4, 12, 20 … "
            f"players): not {pairs!r} pairs; the nearest that work: "
            + (" or ".join(f"{p} pairs" for p in below + above) or "none"))
    k = pairs // (2 * teams)
    rows = teams if teams % 2 else teams + 1
    half = (rows + 1) // 2

    def pair(team: int, direction: int, place: int) -> int | None:
        """Pair at ``place`` (0-based) of ``team``'s N-S (0) or E-W (1) pairs; None: the dummy."""
        return (team - 1) * 2 * k + direction * k + place + 1 if team <= teams else None

    built = []
    for stage in range(1, rows):
        for j in range(k):
            tables, idle = [], []
            for row in range(1, rows + 1):
                ew_team = (row - stage - 1) % rows + 1
                group = (row - 1 - (stage - 1) * half) % rows
                for i in range(k):
                    ns, ew = pair(row, 0, i), pair(ew_team, 1, (i - j) % k)
                    trays = tray_set(group * k + (i + j) % k + 1, k_trays)
                    number = (row - 1) * k + i + 1
                    if ns is None or ew is None:
                        tables.append(Table(number, trays))
                        idle.extend(p for p in (ns, ew) if p is not None)
                    else:
                        tables.append(Table(number, trays, ns=ns, ew=ew))
            built.append(Round(len(built) + 1, tuple(tables), tuple(sorted(idle))))
    dummy = f" Row {rows} is a dummy row: the pairs who would meet it sit out." \
        if rows > teams else ""
    return Movement(
        system="put-in-bay", form="pairs", entrants=pairs, tables=rows * k,
        trays=rows * k * k_trays, rounds=tuple(built),
        extra={"clubs": {str(t): [pair(t, d, i) for d in (0, 1) for i in range(k)]
                         for t in range(1, teams + 1)}},
        description=f"Put-in-Bay (004:829), {teams} teams of {4 * k} in {rows} rows of {k} "
                    f"table{'s' if k > 1 else ''} (row r = tables {k}(r-1)+1 to {k}r); team t's "
                    f"N-S pairs sit in row t. Before each stage the E-W pairs move to the next "
                    f"row and the deals {half - 1} row{'s' if half > 2 else ''} back; each row "
                    f"then plays a Mitchell (E-W up one table, trays down one).{dummy}")
