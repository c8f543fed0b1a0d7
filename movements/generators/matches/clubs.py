"""Matches between two clubs: club against club, the League's six sets, the Harvard plan.

Every movement here seats two clubs against each other and names them in the
extra key ``clubs`` (club -> the entrants who play for it: pairs, or players
for the League), so a scoring method can add up each club's tricks (the
application's ``club-sets`` and ``aggregate``).  On every tray each club holds
the N-S cards once and the E-W cards once, so the club's tricks on the tray
against 13 are its gain or loss (003:7461: "If the total of the tricks taken by
the same team on the N & S and the E & W hands is not 13, it must be a loss or
a gain").

* ``club-match`` (003:7204-7447, seed digest M24): fours of each club in sets
  of two tables; the cards stay on the table and the fours change places.
* ``league`` (003:7049-7202, M25): Foster's six sets for two clubs of four,
  repeated with every additional four; ``three-sets`` plays the 1st, 3rd and
  5th, "usual ... in anything but League matches".
* ``harvard`` (004:768-778, 004:825, M31): teams of six, deals stay on the
  tables and all players move.  The seed's diagrams are lost: reconstructed.
"""

from __future__ import annotations

from movements.errors import MovementError
from movements.model import Movement, Round, Table
from movements.registry import system
from movements.generators.fixed.schedules import _exchanged
from movements.generators.teams.howell_gilman import ew_pair, ns_pair, tray_set

MOST_FOURS = 20                                   # fours a side: 160 players, 40 tables


def _whole(name: str, value, least: int, what: str) -> None:
    if isinstance(value, bool) or not isinstance(value, int) or value < least:
        raise MovementError(f"{name}: {what} must be a whole number of {least} or more, "
                            f"not {value!r}")


def _sized(name: str, entrants: int, sizes: range, unit: str) -> None:
    """Refuse, naming the nearest size that works, a count ``sizes`` does not hold."""
    _whole(name, entrants, 1, f"the number of {unit}")
    if entrants not in sizes:
        nearest = min(sizes, key=lambda n: (abs(n - entrants), n))
        raise MovementError(
            f"{name} serves {sizes[0]} to {sizes[-1]} {unit} in steps of {sizes.step}, "
            f"not {entrants}; the nearest that works is {nearest} {unit}")


# -- club against club (M24) -------------------------------------------------

CLUB_MATCH_SIZES = range(2, 2 * MOST_FOURS + 1, 2)    # teams of four, half of each club
DEALS = 3                                             # times the cards are dealt afresh


@system("club-match", "teams", "Club against club: fours in sets of two tables",
        sizes=CLUB_MATCH_SIZES, trays_per_round=4)
def club_match(entrants: int, trays_per_round: int = 4) -> Movement:
    """Club O against club X, a four of each at every set of two tables; the fours change places.

    003:7204-7447.  Team 2i-1 is O's i-th four, team 2i X's; in set i, O's N-S
    pair and X's E-W pair sit at table 2i-1, X's N-S pair and O's E-W pair at
    table 2i.  Each table deals its trays; the cards are left on the table and
    the fours change places, table 2i-1's four going to table 2i and back
    (003:7316-7320), so each four holds all 52 cards dealt at both tables.
    Then the cards are dealt afresh: three deals of four trays make the 24
    hands at each table of a League match (003:7042).
    """
    _sized("club-match", entrants, CLUB_MATCH_SIZES, "teams of four")
    _whole("club-match", trays_per_round, 1, "trays per round")
    tables = entrants
    rounds: list[Round] = []
    for deal in range(DEALS):
        for overplay in (False, True):
            seated = []
            for table in range(1, tables + 1):
                o_team = table if table % 2 else table - 1          # O's four of this set
                x_team = o_team + 1
                north = (table % 2 == 1) != overplay                # O's N-S pair sits here
                trays = tray_set(deal * tables + table, trays_per_round)
                seated.append(Table(table, trays, ns=ns_pair(o_team if north else x_team),
                                    ew=ew_pair(x_team if north else o_team)))
            rounds.append(Round(len(rounds) + 1, tuple(seated)))
    o_teams, x_teams = range(1, entrants + 1, 2), range(2, entrants + 1, 2)
    return Movement(
        system="club-match", form="teams", entrants=2 * entrants, tables=tables,
        trays=DEALS * tables * trays_per_round, rounds=tuple(rounds),
        teams={t: (ns_pair(t), ew_pair(t)) for t in range(1, entrants + 1)},
        description=f"Club against club (Foster): {entrants // 2} four"
                    f"{'s' if entrants > 2 else ''} a side; odd teams are club O, even club X; "
                    "after each table's trays the fours of a set change tables and overplay them.",
        extra={"clubs": {"O": [p for t in o_teams for p in (ns_pair(t), ew_pair(t))],
                         "X": [p for t in x_teams for p in (ns_pair(t), ew_pair(t))]}})


# -- the League's six sets (M25) ---------------------------------------------

# 003:7059-7197 as printed: per set, table 1's N, S, W, E, then table 2's; the
# challengers (visitors) are A B C D, the holders (home club) W X Y Z.
LEAGUE_SETS = (
    "AB WX  YZ CD",
    "AB YZ  WX CD",
    "AC WY  XZ BD",
    "AC XZ  WY BD",
    "AD XY  WZ BC",
    "AD WZ  XY BC",
)
LEAGUE_VARIANTS = ("six-sets", "three-sets")
LEAGUE_SIZES = range(8, 8 * MOST_FOURS + 1, 8)
LETTER = {letter: k for k, letter in enumerate("ABCDWXYZ", start=1)}


def league_seats(printed: str, first: int) -> tuple[tuple[int, int, int, int], ...]:
    """One printed set as (N, S, E, W) player numbers at its two tables, A = ``first``."""
    one_ns, one_we, two_ns, two_we = printed.split()
    seats = []
    for ns, we in ((one_ns, one_we), (two_ns, two_we)):
        n, s, w, e = (first + LETTER[c] - 1 for c in ns + we)
        seats.append((n, s, e, w))
    return tuple(seats)


@system("league", "individuals", "Foster's League match: two clubs of four, six sets",
        sizes=LEAGUE_SIZES, trays_per_round=4, variants=LEAGUE_VARIANTS)
def league(entrants: int, trays_per_round: int = 4, variant: str = "six-sets") -> Movement:
    """Two clubs of four (or of 4k) at sets of two tables, partners and adversaries changing every set.

    003:7049-7202.  Per set of two tables, players 8i-7..8i-4 are the
    challengers A B C D and 8i-3..8i the holders W X Y Z, seated as printed;
    each table deals half its trays and they are exchanged and overplayed, so
    a set is four hands at each table with the default four trays a round and
    six sets are the League's 24 (003:7042, 7056).  Partners change every two
    sets.  ``three-sets`` plays the 1st, 3rd and 5th only (003:7198-7202).
    """
    _sized("league", entrants, LEAGUE_SIZES, "players")
    _whole("league", trays_per_round, 2, "trays per round")
    if trays_per_round % 2:
        raise MovementError(f"league: half the trays of a round are dealt at each table of a set, "
                            f"so trays per round must be even, not {trays_per_round}")
    sets = entrants // 8
    printed = LEAGUE_SETS if variant == "six-sets" else LEAGUE_SETS[0::2]
    rounds: list[Round] = []
    for r, row in enumerate(printed, start=1):
        seated = []
        for s in range(sets):
            first = ((r - 1) * sets + s) * trays_per_round + 1
            trays = _exchanged(first, trays_per_round // 2)
            for k, (n, south, e, w) in enumerate(league_seats(row, 8 * s + 1)):
                seated.append(Table(2 * s + k + 1, trays[k], n=n, s=south, e=e, w=w,
                                    individual=True))
        rounds.append(Round(r, tuple(seated)))
    return Movement(
        system="league", form="individuals", entrants=entrants, tables=2 * sets,
        trays=len(printed) * sets * trays_per_round, rounds=tuple(rounds), variant=variant,
        description="League match (Foster): in each set of two tables players 8i-7..8i-4 are "
                    "the challengers A-D, 8i-3..8i the holders W-Z; half the trays are dealt "
                    "at each table, then exchanged and overplayed; new places every set.",
        extra={"clubs": {"challenging": [p for p in range(1, entrants + 1) if (p - 1) % 8 < 4],
                         "challenged": [p for p in range(1, entrants + 1) if (p - 1) % 8 >= 4]}})


# -- the Harvard plan (M31) --------------------------------------------------

HARVARD_SIZES = range(4, 2 * MOST_FOURS + 1, 2)        # pairs: two teams of 2..20 pairs
HARVARD_VARIANTS = ("full", "one-round")


@system("harvard", "pairs", "Harvard plan: teams of six (or of any number of pairs), deals stay (reconstructed)",
        sizes=HARVARD_SIZES, trays_per_round=4, variants=HARVARD_VARIANTS)
def harvard(entrants: int, trays_per_round: int = 4, variant: str = "full") -> Movement:
    """RECONSTRUCTED: two teams of k pairs at k tables; the deals stay, all players move.

    004:768-778 (the diagrams are lost; 004:825 extends the plan to teams of any
    number of pairs).  Reconstructed from the stated properties, not copied:
    pairs 1..k are the first team (the seed's a, b, c), k+1..2k the second
    (x, y, z).  A seed "round" is one arrangement: every table plays its trays
    with the first team N-S, then every pair moves a table down (the second
    team two, with three pairs or more) and changes direction, and overplays
    the trays left on the tables, so each team holds both hands of every deal
    with two different pairs and no odd-pair average is needed (004:825).
    ``full`` plays k arrangements (three for teams of six, "if the match is
    long enough", 004:775): every pair meets every opposing pair once N-S and
    once E-W.  ``one-round`` plays the first arrangement only.
    """
    _sized("harvard", entrants, HARVARD_SIZES, "pairs")
    _whole("harvard", trays_per_round, 1, "trays per round")
    k = entrants // 2
    first, second = list(range(1, k + 1)), list(range(k + 1, entrants + 1))
    shift = 2 if k > 2 else 1                  # the second team's overplay seat, past its first
    rounds: list[Round] = []
    for arrangement in range(k if variant == "full" else 1):
        for overplay in (False, True):
            seated = []
            for i in range(k):
                trays = tray_set(arrangement * k + i + 1, trays_per_round)
                if overplay:
                    ns, ew = second[(i + arrangement + shift) % k], first[(i + 1) % k]
                else:
                    ns, ew = first[i], second[(i + arrangement) % k]
                seated.append(Table(i + 1, trays, ns=ns, ew=ew))
            rounds.append(Round(len(rounds) + 1, tuple(seated)))
    return Movement(
        system="harvard", form="pairs", entrants=entrants, tables=k,
        trays=len(rounds) // 2 * k * trays_per_round, rounds=tuple(rounds), variant=variant,
        description=f"Harvard plan (004), RECONSTRUCTED: the seed's diagrams are lost. Pairs "
                    f"1-{k} are one team, {k + 1}-{entrants} the other; the trays stay on the "
                    "tables, every pair moves and changes direction for the overplay.",
        extra={"clubs": {"first": first, "second": second}, "reconstructed": True})
