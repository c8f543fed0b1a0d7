"""The Parallel system, its four forms (004:659-701, seed digest M12).

"In all forms, arrange the tables in two parallel rows."  With N tables, row 1
is tables 1..m and row 2 tables m+1..2m (m = N/2), table i of row 1 facing
table i of row 2.  The N-S pair at table t is pair t and never moves; the E-W
pair that starts at table t is pair N + t.  The seed's "deal" is a tray set
of ``trays_per_round`` trays.

* Form 1 (m odd; 2N sets): each row plays through as a Mitchell (E-W up one
  table, sets down one), the sets are exchanged across and the rows play
  through again; then a new set of deals, the E-W pairs exchanged across, and
  twice through again.  Every N-S pair meets every E-W pair twice.
* Form 2 (m odd; 2N sets): the facing tables exchange their sets within each
  round (two sets a round), then E-W move up and sets down in each row; after
  m rounds a new set, E-W exchanged across, m rounds more.  Each meets once.
* Form 3 (any m; 2N sets): one set a round; E-W move up one table of their
  row every round, through it twice; sets move across, then up and across,
  then across …; then a new set and the E-W exchanged across.  Each meets twice.
* Form 4 (m even; N sets): as form 3 until the E-W have been once through
  their row; then players move up and across, sets up but not across, and on
  as before.  Each meets once.

Forms 3 and 4 put the odd-numbered sets in row 1 and the even in row 2
(004:673); forms 1 and 2 number them in regular order, row 1 first.
"""

from __future__ import annotations

from typing import Callable

from movements.generators.mitchell.compass import positive, tables_label
from movements.errors import MovementError
from movements.model import Movement, Round, Table
from movements.registry import system
from movements.generators.teams.howell_gilman import tray_set

FEWEST_PAIRS, MOST_PAIRS = 4, 120          # 2 to 60 tables, an even number
# Form 3 serves every even number of tables: the default.  "-down": the E-W pairs move down
# their row instead of up (004:667, 671).
VARIANTS = ("3", "1", "2", "4", "3-down", "4-down")

# A round of a form: table -> (starting table of the E-W pair there, its tray sets in slot order).
Seating = dict[int, tuple[int, tuple[int, ...]]]


def _table(row: int, place: int, m: int) -> int:
    """The table at ``place`` (counted round the row) of ``row`` (0 or 1)."""
    return (row % 2) * m + place % m + 1


def _first(m: int) -> list[Seating]:
    rounds: list[Seating] = []
    for phase in range(2):
        for through in range(2):
            for j in range(m):
                rounds.append({_table(row, i, m): (
                    _table(row - phase, i - j, m),
                    (phase * 2 * m + ((row + through) % 2) * m + (i + j) % m + 1,))
                    for row in range(2) for i in range(m)})
    return rounds


def _second(m: int) -> list[Seating]:
    """The sets stay exchanged when they move down their row, so a table starts each round
    with the set of the row it ended the last one with: its own row's and the other's in turn."""
    rounds: list[Seating] = []
    for phase in range(2):
        for j in range(m):
            rounds.append({_table(row, i, m): (
                _table(row - phase, i - j, m),
                tuple(phase * 2 * m + (side % 2) * m + (i + j) % m + 1
                      for side in (row + j, row + j + 1)))
                for row in range(2) for i in range(m)})
    return rounds


def _odd_even(row: int, place: int, m: int, first: int = 0) -> int:
    """Forms 3 and 4: the set put out at ``place`` of ``row``: odd sets in row 1, even in row 2."""
    return first + 2 * (place % m) + row % 2 + 1


def _third(m: int, way: int = +1) -> list[Seating]:
    """``way`` +1: the E-W pairs move up their row; -1: down (004:667)."""
    rounds: list[Seating] = []
    for phase in range(2):
        for r in range(2 * m):
            rounds.append({_table(row, i, m): (
                _table(row - phase, i - way * r, m),
                (_odd_even(row - r, i - r // 2, m, first=phase * 2 * m),))
                for row in range(2) for i in range(m)})
    return rounds


def _fourth(m: int, way: int = +1) -> list[Seating]:
    """``way`` +1: the E-W pairs move up their row; -1: down (004:671)."""
    rounds: list[Seating] = []
    for r in range(2 * m):
        across = 1 if r >= m else 0          # the turn after once through: players across, sets not
        rounds.append({_table(row, i, m): (
            _table(row - across, i - way * r, m),
            (_odd_even(row - r - across, i - r // 2, m),))
            for row in range(2) for i in range(m)})
    return rounds


FORMS: dict[str, tuple[Callable[[int], list[Seating]], Callable[[int], bool], str]] = {
    # variant: (schedule, serves m tables a row, what the seed requires)
    "1": (_first, lambda m: m % 2 == 1, "an odd number of tables in each row (004:661)"),
    "2": (_second, lambda m: m % 2 == 1, "an odd number of tables in each row (004:663)"),
    "3": (_third, lambda m: m >= 1, "an even number of tables (004:665)"),
    "4": (_fourth, lambda m: m % 2 == 0, "a number of tables that is a multiple of four (004:669)"),
    "3-down": (lambda m: _third(m, -1), lambda m: m % 3 != 0,
               "an even number of tables not divisible by three (004:667)"),
    # The seed allows moving down "if the number of tables in each row is divisible by four"
    # (004:671).  The checker finds that wrong at 12 a row (24 tables, one of the seed's own
    # examples), and needless at 2, 10 and 14: what serves is an even row not divisible by 3.
    "4-down": (lambda m: _fourth(m, -1), lambda m: m % 2 == 0 and m % 3 != 0,
               "an even number of tables in each row, not divisible by three (004:671, "
               "corrected)"),
}

HOW = {
    "1": "each row plays through as a Mitchell (E-W up one table, trays down one), the rows "
         "exchange their trays across and play through again; then new trays, the E-W pairs "
         "cross to the other row, and twice through again",
    "2": "facing tables exchange their trays within each round; then the E-W pairs move up one "
         "table and the trays down one in each row; after once through, new trays and the E-W "
         "pairs cross to the other row",
    "3": "the E-W pairs move up one table of their row after every round, twice through it; "
         "the trays move across, then up and across, then across …; then new trays and the E-W "
         "pairs cross to the other row",
    "4": "the E-W pairs move up one table of their row after every round; the trays move "
         "across, then up and across …; once through, the E-W pairs move up and across and the "
         "trays up but not across, and on as before",
}
HOW["3-down"] = HOW["3"].replace("move up one table", "move down one table") + \
    " (a form of the Mitchell seventh modification, 004:667)"
HOW["4-down"] = HOW["4"].replace("move up one table", "move down one table").replace(
    "E-W pairs move up and across", "E-W pairs move down and across")


@system("parallel", "pairs", "Parallel (two rows of tables)",
        sizes=range(FEWEST_PAIRS, MOST_PAIRS + 1, 4), trays_per_round=2, variants=VARIANTS)
def parallel(pairs: int, trays_per_round: int = 2, variant: str = "3") -> Movement:
    """Two parallel rows of tables; N-S sit, E-W move in their row and cross between rows.

    ``variant`` is the seed's form, 1 to 4 (004:659-701); ``trays_per_round``
    the trays of one set (the seed's "deal"); form 2 plays two sets a round.
    """
    k = positive("trays per set", trays_per_round)
    _, serves, needs = FORMS[variant]
    if isinstance(pairs, bool) or not isinstance(pairs, int) or not FEWEST_PAIRS <= pairs <= MOST_PAIRS \
            or pairs % 2:
        raise MovementError(f"parallel serves an even number of pairs from {FEWEST_PAIRS} to "
                            f"{MOST_PAIRS}, not {pairs!r}")
    n = pairs // 2
    if n % 2 or not serves(n // 2):
        near = [p for p in range(FEWEST_PAIRS, MOST_PAIRS + 1, 4) if serves(p // 4)]
        below = [p for p in near if p < pairs][-1:]
        above = [p for p in near if p > pairs][:1]
        raise MovementError(f"form {variant} of the parallel system needs {needs}, so not "
                            f"{pairs} pairs ({tables_label(n)}); the nearest that work: "
                            + " or ".join(f"{p} pairs" for p in below + above))
    return build(variant, n // 2, k)


def build(variant: str, m: int, k: int) -> Movement:
    """Form ``variant`` with ``m`` tables a row and ``k`` trays a set, whether or not it works
    (the checker says; :func:`parallel` refuses the sizes it does not serve)."""
    n = 2 * m
    rounds: list[Round] = []
    for number, seating in enumerate(FORMS[variant][0](m), start=1):
        rounds.append(Round(number, tuple(
            Table(t, tuple(tray for s in sets for tray in tray_set(s, k)), ns=t, ew=n + start)
            for t, (start, sets) in sorted(seating.items()))))
    trays = max(tray for r in rounds for t in r.tables for tray in t.trays)
    return Movement(
        system="parallel", form="pairs", entrants=2 * n, tables=n, trays=trays,
        rounds=tuple(rounds), variant=variant,
        description=f"Parallel system, form {variant} (004:659-701), {tables_label(n)} in two "
                    f"rows: tables 1-{m} and {m + 1}-{n}, table t facing table t + {m}. N-S pairs "
                    f"sit; {HOW[variant]}.")
