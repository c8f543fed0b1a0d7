"""Ladies and gentlemen at many tables, and Safford's married couples (003:8764-8841).

``ladies-and-gentlemen`` (003:8764-8812) is a Mitchell for individuals: "all
the ladies sitting N & E; the gentlemen S and W.  The trays containing the
hands are passed to the West, and all the gentlemen move one table to the
East, the ladies sitting still. ... When he arrives at the table he started
from, the round is finished."  With an odd number of tables that is the
``standard`` form.  With an even number "a dummy must be put in; but as that
is objectionable in a social gathering, it is better to adopt one of the two
systems following":

* ``relay`` (1st method): a table that is neither the first nor the last deals
  no original hands; its four sit still and overplay every set as it comes
  from the East, sharing it with the table to the West (they play the set's
  trays one slot later, so it needs two trays a round or more).  The
  gentlemen pass that table by.  In round 1 every set is fresh (nothing has
  been played that the relay table could overplay), so its four sit out round 1
  and never play the set first dealt at the table to its West; the extra key
  ``relay_table`` names it.
* the 2nd method, which ``standard`` plays at an even number of tables (it
  serves every even number): when the gentlemen meet their first set of trays
  again they all move on one more table; each misses one table's ladies and
  one set.

* ``halves``: the seed's clause "unless half the number of tables is an odd
  number, when the method already described may be used".  Read literally (the
  plain method at all the tables) it fails at every even number: the gentleman
  from table g holds at table g + j the set dealt at g + 2j, again after half
  the round; and stopped there (half the round, at any even number) it needs
  no condition at all.  The reading that needs the condition: the room is cut
  into two halves, each an odd number of tables, and each half plays the
  method already described, a Mitchell of its own (6, 10, 14 … tables; half
  the tables' rounds, everyone meeting every player of the other sex in his
  half and playing every set of it).  The extra key ``halves`` names them.

Numbering: at table t the North lady is t, the East lady T + t, the South
gentleman 2T + t and the West gentleman 3T + t (T tables); the extra key
``ladies`` lists the ladies.

``safford-couples`` (003:8814-8841) is a **reconstruction**: the diagram of
Safford's indicators is missing.  The text gives the rule: the couples are
a-1, b-2, ... h-8 (letters the wives, numbers the husbands); a-1 sit still,
the ladies go to the next higher letter and the men to the next higher number
(h to b, 8 to 2); two sets of two tables, husband and wife never in the same
set; one hand dealt at each table and overplayed at each of the others; and
the outcome: after seven sets "every lady will have overplayed four hands
against every other lady and gentleman ... The same will be true of every
man."  The first seating below (ladies N & E, gentlemen S & W, as in the
ladies-and-gentlemen form just before it) is one of the many that keep the rule
and give that outcome at the table: every player is an opponent of every other
player but his or her spouse for exactly one set of four hands, and every
lady partners every gentleman but her husband once.  Husband and wife never
share a table, so the "four held by her husband" can only be four hands he
played elsewhere.
"""

from __future__ import annotations

import dataclasses

from movements.errors import MovementError
from movements.generators.individuals.safford import build
from movements.generators.individuals.whist_tournament import Seating
from movements.model import Movement, Round, Table
from movements.registry import system

FEWEST_TABLES, MOST_TABLES = 3, 30
LG_VARIANTS = ("standard", "relay", "halves")


def _tables_of(players: int) -> int:
    if isinstance(players, bool) or not isinstance(players, int) or players % 4 \
            or not FEWEST_TABLES <= players // 4 <= MOST_TABLES:
        raise MovementError(f"ladies and gentlemen fill whole tables of four: {4 * FEWEST_TABLES} "
                            f"to {4 * MOST_TABLES} players, a multiple of 4, not {players}")
    return players // 4


@system("ladies-and-gentlemen", "individuals", "Ladies and gentlemen (individual Mitchell)",
        sizes=range(4 * FEWEST_TABLES, 4 * MOST_TABLES + 1, 4), trays_per_round=2,
        variants=LG_VARIANTS,
        summary="seed 003:8764: ladies sit N & E, gentlemen S & W move East, trays West; "
                "even tables: the 2nd method's skip, --variant relay (1st method), or, "
                "half the tables odd, --variant halves (two Mitchells)")
def ladies_and_gentlemen(players: int, trays_per_round: int = 2,
                         variant: str = "standard") -> Movement:
    """Ladies sit still N & E; gentlemen move one table East, trays one table West."""
    tables = _tables_of(players)
    even = tables % 2 == 0
    if variant == "relay" and not even:
        raise MovementError(f"the relay method is for an even number of tables; with "
                            f"{tables} use the standard form")
    skip = variant == "standard" and even
    if variant == "relay" and (tables < 4 or trays_per_round < 2):
        raise MovementError("the relay table shares each set with its neighbour, so it needs "
                            "4 tables or more and 2 trays a round or more")
    if variant == "halves" and (not even or tables // 2 % 2 == 0):
        raise MovementError(f"two Mitchells of half the room each need half the number of "
                            f"tables to be odd (6, 10, 14 … tables), not {tables}")
    k = trays_per_round
    progressing = [t for t in range(1, tables + 1) if variant != "relay" or t != _relay(tables)]
    count = len(progressing)
    rounds_played = tables - 1 if even else tables
    circuits = [progressing]                 # the tables the gentlemen go round, each its sets
    if variant == "halves":
        half = tables // 2
        circuits = [progressing[:half], progressing[half:]]
        rounds_played = half
    rounds = []
    for r in range(rounds_played):
        step = r + (1 if skip and r >= tables // 2 else 0)
        rows = []
        first_set = 0
        for line in circuits:
            size = len(line)
            for i, table in enumerate(line):
                start = line[(i - step) % size]      # the gentlemen here started at ``start``
                trayset = first_set + (i + r) % size  # the set first dealt at line[trayset]
                rows.append(_table(table, tables, start, _set(trayset, k)))
            first_set += size
        idle: tuple[int, ...] = ()
        if variant == "relay" and r == 0:
            relay = _relay(tables)
            idle = tuple(sorted(_seats(relay, tables, relay).values()))
        elif variant == "relay":
            relay = _relay(tables)
            west = progressing.index(relay - 1)
            shared = _set((west + r) % count, k)
            rows.append(_table(relay, tables, relay, shared[1:] + shared[:1]))
        rounds.append(Round(r + 1, tuple(sorted(rows, key=lambda t: t.table)), idle))
    how = ""
    extra: dict[str, object] = {"ladies": list(range(1, 2 * tables + 1))}
    if variant == "relay":
        how = (f" Table {_relay(tables)} is the relay table (1st method): it deals no original "
               "hands, so its four sit out round 1, while every set is dealt, and then sit "
               "still and overplay each set as it comes from the East, sharing it with the "
               "table to the West (they never play the set dealt at that table).")
        extra["relay_table"] = _relay(tables)
    elif skip:
        how = f" After round {tables // 2} the gentlemen skip one table (2nd method)."
    elif variant == "halves":
        how = (f" Half the number of tables being odd (003:8790), the method is used in each "
               f"half of the room: tables 1-{tables // 2} and {tables // 2 + 1}-{tables} are "
               f"two Mitchells, the gentlemen and trays going round their own half.")
        extra["halves"] = [list(range(1, tables // 2 + 1)),
                           list(range(tables // 2 + 1, tables + 1))]
    return Movement(
        system="ladies-and-gentlemen", form="individuals", entrants=players, tables=tables,
        trays=count * k, rounds=tuple(rounds), variant=variant,
        description=f"Ladies and gentlemen (003:8764-8812), {tables} tables: the ladies sit N & "
                    f"E, the gentlemen S & W move one table East each round, the trays one "
                    f"table West.{how}",
        extra=extra)


def _relay(tables: int) -> int:
    """The relay table: the middle one, never the first or the last."""
    return tables // 2


def _set(index: int, per_set: int) -> tuple[int, ...]:
    return tuple(range(index * per_set + 1, index * per_set + per_set + 1))


def _seats(table: int, tables: int, gentlemen_from: int) -> dict[str, int]:
    return {"n": table, "e": tables + table, "s": 2 * tables + gentlemen_from,
            "w": 3 * tables + gentlemen_from}


def _table(table: int, tables: int, gentlemen_from: int, trays) -> Table:
    return Table(table, tuple(trays), individual=True, **_seats(table, tables, gentlemen_from))


# -- Safford's married couples ------------------------------------------------------

# The reconstructed first seating: (N, S, E, W) at tables 1-4, tables 1-2 the first set.
SAFFORD_COUPLES_FIRST = (("a", "4", "b", "8"), ("c", "6", "e", "7"),
                         ("d", "1", "h", "2"), ("f", "3", "g", "5"))
WIVES = "abcdefgh"


def _player(label: str) -> int:
    """Wives a-h are players 1-8; husbands 1-8 are players 9-16 (couple k: k and 8 + k)."""
    return WIVES.index(label) + 1 if label in WIVES else 8 + int(label)


def _moved(player: int, sets_played: int) -> int:
    """Who sits at ``player``'s first seat after ``sets_played`` moves: a and 1 sit still;
    the others go up one letter or number, h to b and 8 to 2."""
    base, k = (0, player) if player <= 8 else (8, player - 8)
    if k == 1:
        return player
    return base + (k - 2 - sets_played) % 7 + 2


@system("safford-couples", "individuals", "Safford's married couples (reconstructed)",
        sizes=(16,), trays_per_round=4, fixed=True,
        summary="seed 003:8814, a reconstruction (the diagram is missing): eight couples in "
                "two sets, husband and wife never in the same set")
def safford_couples(players: int, trays_per_round: int = 4) -> Movement:
    """Eight married couples, seven sets; a reconstruction from the seed's rule and outcome."""
    if players != 16:
        raise MovementError(f"Safford's married couples are eight couples, 16 players, "
                            f"not {players}")
    first = [tuple(_player(x) for x in seats) for seats in SAFFORD_COUPLES_FIRST]
    seating: list[Seating] = [(tuple(tuple(_moved(p, r) for p in seats) for seats in first), ())
                              for r in range(7)]
    movement = build("safford-couples", 16, seating, trays_per_round,
                     "Safford's married couples (003:8814-8841), RECONSTRUCTED from the stated "
                     "rule, the diagram being missing: wives a-h are players 1-8, husbands 1-8 "
                     "players 9-16; a and 1 sit still, the ladies go to the next letter, the men "
                     "to the next number (h to b, 8 to 2). Tables 1-2 and 3-4 are the two sets. "
                     "One hand is dealt at each table and overplayed at the others.")
    return dataclasses.replace(movement, extra={
        "couples": {str(k): [k, 8 + k] for k in range(1, 9)},
        "sets": [[1, 2], [3, 4]],
        "letters": {**{str(k): WIVES[k - 1] for k in range(1, 9)},
                    **{str(8 + k): str(k) for k in range(1, 9)}}})
