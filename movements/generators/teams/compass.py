"""The pair systems played by teams of four: Mitchell, Clay and Snow for fours, and two teams.

"Progressive Matches for Fours" (004:709-764, seed digest F10, M14, M18): each
team of four sits at its own table, its N-S pair staying there all evening and
its E-W pair moving as the E-W pairs of the pair system move.  Team ``t`` is
pairs ``2t - 1`` (N-S, at table ``t``) and ``2t`` (E-W), as in :mod:`.teams`.

* ``mitchell-teams`` (004:711): "move the East and West players one table, and
  proceed as in the Mitchell System for pairs".  Every team's N-S pair meets
  every other team's E-W pair once; the teams add their N-S and E-W scores
  (aggregate).  An odd number of teams, as the Mitchell for pairs without
  its modifications.
* ``clay-teams`` (004:727-760): the Clay system with the seed's deal placement
  (odd deals first, then even; three-deal sets), so that every two teams play
  a match on consecutive deals; a team's two pairs do not play when they meet.
* ``snow-teams`` (004:764): a set of trays a round, played at every table.
* ``two-teams`` (004:468): two teams of four, straight exchange.
"""

from __future__ import annotations

from movements.generators.mitchell.clay import fourth_layout
from movements.generators.mitchell.compass import travel
from movements.errors import MovementError
from movements.model import Movement, is_whole
from movements.registry import system
from movements.generators.mitchell.snow import snow_round
from movements.generators.teams.howell_gilman import (TEAM_SIZES, check_request, team_movement, tray_set)

ODD_TEAMS = range(3, 32, 2)
SNOW_TEAMS = range(2, 8)            # the seed's Snow table: 2 to 7 tables
# ``teams``: only the rounds against other teams; ``pairs``: also the round in which a team's
# own pairs meet, as the pair system plays it, "to obtain results which will show a
# comparison between the pairs" (004:711).
OWN_ROUND_VARIANTS = ("teams", "pairs")


def _shifted(n: int, table: int, shift: int) -> int:
    """The team whose E-W pair sits at ``table`` when the E-W pairs are ``shift`` tables on."""
    return (table - shift - 1) % n + 1


@system("mitchell-teams", "teams", "Mitchell for teams of four", sizes=ODD_TEAMS,
        trays_per_round=2, variants=OWN_ROUND_VARIANTS)
def mitchell_teams(entrants: int, trays_per_round: int = 2, variant: str = "teams") -> Movement:
    """Each team at its own table; E-W move up one table first, then play a Mitchell.

    004:711.  In round r the E-W pair of team j is at table j + r and the trays
    that started at table s are at table s - (r - 1).  Variant ``teams`` plays
    the n - 1 rounds against the other teams ("not necessary when only a team
    result is desired"); ``pairs`` adds the last Mitchell round, in which a
    team's own pairs play each other, "to obtain results which will show a
    comparison between the pairs".  Even numbers of teams are refused: with
    the trays moving one table a round, an order of E-W moves in which every
    team meets every other once, nobody meets a tray twice and each team holds
    both sides of the same trays would be a complete mapping of the integers
    mod n, and there is none for even n (Hall and Paige).
    """
    check_request("mitchell-teams", entrants, trays_per_round)
    n = entrants
    if n % 2 == 0:
        raise MovementError(
            f"mitchell-teams needs an odd number of teams (with an even number the E-W pairs "
            f"would meet trays they have played), not {n}: use {n - 1} or {n + 1} teams, or "
            f"clay-teams, which serves {n}")
    rounds, own = _n_s_sit(n, variant, lambda t, r: tray_set((t + r - 2) % n + 1, trays_per_round))
    return team_movement(
        "mitchell-teams", n, n, n * trays_per_round, rounds,
        f"Mitchell for {n} teams of four (004:711): each team's N-S pair sits at its own table; "
        f"the E-W pairs move up one table before the first round and after every round, the "
        f"trays down one table after every round. Score by adding each team's N-S and E-W "
        f"tricks.{own}", variant=variant)


def _n_s_sit(n: int, variant: str, trays_at) -> tuple[list, str]:
    """The rounds of a compass movement for ``n`` fours whose N-S pairs sit at their own tables
    and E-W pairs move up one table (Mitchell and Snow for fours), ``trays_at(table, round)``
    giving each table's trays; the ``pairs`` variant adds the round of each team's own pairs.
    Returns the rounds and the description's sentence for that last round."""
    last = n if variant == "pairs" else n - 1
    rounds = [[(t, t, _shifted(n, t, r), trays_at(t, r)) for t in range(1, n + 1)]
              for r in range(1, last + 1)]
    own = (" In the last round each team's pairs play each other, for the pairs' scores."
           if variant == "pairs" else "")
    return rounds, own


def clay_layout(n: int, d: int) -> list[list[int]]:
    """The deals put on each of ``n`` tables for Clay for fours, ``d`` deals a table (004:729-760).

    The deals are taken in ``d`` sets, deal k in set k mod d (two deals: odd,
    then even; three: 1, 4, 7 … then 2, 5, 8 … then 3, 6, 9 …), and put out
    in that order two to a table; the last table takes what is left, as in the
    Clay fourth modification.
    """
    order = [deal for first in range(1, d + 1) for deal in range(first, d * n + 1, d)]
    counts = fourth_layout(n, d)
    stacks, taken = [], 0
    for count in counts:
        stacks.append(order[taken:taken + count])
        taken += count
    return stacks


@system("clay-teams", "teams", "Clay for teams of four", sizes=TEAM_SIZES, trays_per_round=2)
def clay_teams(entrants: int, trays_per_round: int = 2) -> Movement:
    """Clay's system for fours: every two teams play a match on consecutive deals.

    004:727-760.  ``trays_per_round`` is the seed's deals at a table (two, or
    three with the three-set arrangement).  One deal a round: the E-W pairs
    move to the next table after every deal, carrying it, and the N-S pairs
    play the deals in the order they reach them.  "The next table" is table
    t - 1 (table 1's to the last): moving that way, and only that way, the
    seed's placement brings every match's deals together (1 and 2, 3 and 4 …).
    Every team starts at its own table, and comes back to it after each n
    deals: then its pairs "need not play … but the deal must be moved
    precisely as if they had played it" (004:727).  As every team is at home
    at once, nobody plays: those turns are not rounds here, every table
    passes its front deal on unplayed, and each pair plays all but d deals.  When a team's E-W pair comes to
    its own table the table does not play, "but the deal must be moved
    precisely as if they had played it" (004:727).
    """
    check_request("clay-teams", entrants, trays_per_round, least_trays=2,
                  why=": the Clay system places two deals on each table")
    n, d = entrants, trays_per_round
    stacks = [[(deal,) for deal in deals] for deals in clay_layout(n, d)]
    played = travel(stacks, d * n, step=-1)
    rounds = [[(t, t, _shifted(n, t, -r), played[r][t - 1]) for t in range(1, n + 1)]
              for r in range(d * n) if r % n]
    return team_movement(
        "clay-teams", n, n, d * n, rounds,
        f"Clay for {n} teams of four (004:727), {d} deals at a table, one deal a round: the E-W "
        f"pairs move down one table (table 1's to table {n}) after every deal, carrying it "
        f"behind the deals waiting there. "
        f"Each team starts at its own table and is back there after every {n} deals: nobody plays "
        f"then, but every table passes its front deal on, unplayed, as if it had been played.",
        extra={"deals_at_start": clay_layout(n, d)})


@system("snow-teams", "teams", "Snow for teams of four", sizes=SNOW_TEAMS, trays_per_round=7,
        variants=OWN_ROUND_VARIANTS)
def snow_teams(entrants: int, trays_per_round: int = 7, variant: str = "teams") -> Movement:
    """Snow's system for fours: a new set every round, played at every table (004:764).

    The E-W pairs move up one table before the first round and after every
    round, so every team's E-W pair meets every other team's N-S pair once,
    and every team holds both the N-S and the E-W cards of every tray: teams
    compare their aggregate tricks.  Variant ``pairs`` plays "precisely as
    has been described for pairs": a last round with each team's own pairs,
    n rounds of the seed's table (004:653-657).
    """
    check_request("snow-teams", entrants, trays_per_round, least_trays=entrants,
                  why=": every tray of a round is played at every table", sizes=SNOW_TEAMS,
                  instead=" ('not applicable except with a small number of tables', 004:652); "
                          "for more teams use clay-teams")
    n, k = entrants, trays_per_round
    rounds, own = _n_s_sit(n, variant, lambda t, r: snow_round(n, k, r).trays[t - 1])
    return team_movement(
        "snow-teams", n, n, len(rounds) * k, rounds,
        f"Snow for {n} teams of four (004:764), {k} trays a round: each round every table plays "
        f"the round's trays, passing each down one table after it is played; the E-W pairs move "
        f"up one table before the first round and after every round. Score by aggregate "
        f"tricks.{own}", variant=variant)


@system("two-teams", "teams", "Two teams of four, straight exchange", sizes=(2,),
        trays_per_round=4, options=("rounds",))
def two_teams(entrants: int, trays_per_round: int = 4, rounds: int = 6) -> Movement:
    """Two teams at two tables; the deals played at each table are replayed at the other.

    004:468: team 1's N-S pair and team 2's E-W pair at table 1, team 2's N-S
    and team 1's E-W at table 2.  Each round table 1 deals the first half of
    the round's trays and table 2 the second half; then they exchange and
    overplay them.  Only the N-S scores need comparing.
    """
    if entrants != 2:
        raise MovementError(f"two-teams is a match of exactly 2 teams of four, not {entrants}; "
                            f"for more teams use howell-teams or clay-teams")
    if not is_whole(trays_per_round) or trays_per_round < 2 or trays_per_round % 2:
        raise MovementError(f"two-teams needs an even number of trays a round (half dealt at "
                            f"each table, then exchanged), not {trays_per_round!r}")
    if not is_whole(rounds) or rounds < 1:
        raise MovementError(f"two-teams needs 1 or more rounds, not {rounds!r}")
    half = trays_per_round // 2
    seatings = []
    for r in range(1, rounds + 1):
        first, second = tray_set(2 * r - 1, half), tray_set(2 * r, half)
        seatings.append([(1, 1, 2, first + second), (2, 2, 1, second + first)])
    return team_movement(
        "two-teams", 2, 2, rounds * trays_per_round, seatings,
        f"Two teams of four (004:468), {rounds} rounds of {trays_per_round} trays: team 1 sits "
        f"N-S at table 1 and E-W at table 2, team 2 the other seats. Each table plays {half} "
        f"tray{'s' if half > 1 else ''}, then the tables exchange them and overplay.")
