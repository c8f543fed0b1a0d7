"""Meeting patterns of the Mitchell family (systems mitchell, clay, snow), as the seed states them.

:func:`problems` is called by :mod:`movements.check` for these systems.  It
knows nothing about how a movement was built: it reads who sits where and which
trays every table plays, then tests the seed's words for the movement's variant
(004:551-657), e.g. for the first modification "After playing half through the
match, the East and West players skip one table, and finish the match at the
same table at which they began.  Each East and West pair, consequently, misses
one North and South pair, and plays twice against another pair."

The universal properties (every pair plays every tray once, a tray at one table
per slot, N-S pairs keep their seats ...) are :mod:`movements.check`'s business.

A missing pair may take a N-S seat (that table's N-S seat is empty all evening
and counts as one N-S "pair") or an E-W seat (the empty E-W seat counts as one
E-W "pair"): the patterns hold for them too.
"""

from __future__ import annotations

from collections import Counter, defaultdict
from math import gcd
from typing import Callable, Sequence

from movements.check import mitchell_share as check_mitchell_share
from movements.model import Movement

MISSING = 0    # the E-W pair nobody fills


class _Unreadable(Exception):
    """The movement is not a compass movement at all: no pattern can be tested."""


def _times(n: int) -> str:
    return {0: "never", 1: "once", 2: "twice"}.get(n, f"{n} times")


def _move(tables: int) -> str:
    words = {0: "stay seated", 1: "move one table", 2: "skip a table"}
    return words.get(tables, f"move {tables} tables")


class Compass:
    """A movement read as a compass movement: stationary N-S pairs, E-W pairs
    moving together, and where every tray goes."""

    def __init__(self, movement: Movement):
        self.movement = movement
        self.n = n = movement.tables
        self.rounds = sorted(movement.rounds, key=lambda r: r.round)
        self.numbers = [r.round for r in self.rounds]
        for rnd in self.rounds:
            if sorted(t.table for t in rnd.tables) != list(range(1, n + 1)):
                raise _Unreadable(f"round {rnd.round} should list tables 1 to {n}, once each")
        self.ns = {t.table: t.ns for t in self.rounds[0].tables}
        for rnd in self.rounds:
            for t in rnd.tables:
                if t.ns != self.ns[t.table]:
                    first = self.rounds[0].round
                    raise _Unreadable(f"the N-S pairs must sit still, but table {t.table} has "
                                      f"{self._pair(self.ns[t.table])} in round {first} "
                                      f"and {self._pair(t.ns)} in round {rnd.round}")
        self.where = self._read_east_west()          # E-W pair -> table in each round
        self.shifts = self._read_shifts()
        self.direction = self._read_direction()
        self.steps = [(self.direction * (b - a)) % n for a, b in zip(self.shifts, self.shifts[1:])]
        self.trays = [[t.trays for t in sorted(r.tables, key=lambda t: t.table)]
                      for r in self.rounds]

    def _pair(self, pair: int | None) -> str:
        return "the empty seat" if pair is None else f"pair {pair}"

    def _read_east_west(self) -> dict[int, list[int]]:
        where: dict[int, list[int]] = defaultdict(list)
        for rnd in self.rounds:
            for t in sorted(rnd.tables, key=lambda t: t.table):
                where[MISSING if t.ew is None else t.ew].append(t.table)
        for pair, tables in where.items():
            if len(tables) != len(self.rounds):
                who = "the empty E-W seat" if pair == MISSING else f"E-W pair {pair}"
                raise _Unreadable(f"{who} is at {len(tables)} tables in {len(self.rounds)} rounds: "
                                  f"an E-W pair must be at one table every round")
        return dict(where)

    def _read_shifts(self) -> list[int]:
        shifts = []
        for i, number in enumerate(self.numbers):
            moved = {pair: (tables[i] - tables[0]) % self.n for pair, tables in self.where.items()}
            if len(set(moved.values())) > 1:
                a, b = sorted(moved, key=moved.__getitem__)[0], sorted(moved, key=moved.__getitem__)[-1]
                raise _Unreadable(f"the E-W pairs must move together, but by round {number} "
                                  f"{self.ew_name(a)} has moved {moved[a]} tables and "
                                  f"{self.ew_name(b)} {moved[b]}")
            shifts.append(next(iter(moved.values())))
        return shifts

    def _read_direction(self) -> int:
        """+1 if the E-W pairs move to higher-numbered tables, -1 if lower."""
        for a, b in zip(self.shifts, self.shifts[1:]):
            step = (b - a) % self.n
            if step:
                return -1 if step == self.n - 1 and self.n > 2 else +1
        return +1

    # words ------------------------------------------------------------------

    def ew_name(self, pair: int) -> str:
        return "the empty E-W seat" if pair == MISSING else f"E-W pair {pair}"

    def ns_name(self, table: int) -> str:
        pair = self.ns[table]
        return f"the empty N-S seat at table {table}" if pair is None else f"N-S pair {pair}"

    # facts --------------------------------------------------------------------

    def meetings(self, first: int = 0, last: int | None = None) -> dict[int, Counter]:
        """E-W pair -> table -> rounds it sits there, over round positions first..last-1."""
        return {pair: Counter(tables[first:last]) for pair, tables in self.where.items()}

    def tray_path(self) -> dict[int, list[tuple[int, int]]]:
        """Tray -> (round position, table) of every listing, in round order."""
        path: dict[int, list[tuple[int, int]]] = defaultdict(list)
        for i, tables in enumerate(self.trays):
            for table, trays in enumerate(tables, start=1):
                for tray in trays:
                    path[tray].append((i, table))
        return path


# -- what the seed says, piece by piece ----------------------------------------

Rule = Callable[[Compass], list[str]]


def round_count(count: Callable[[int], int], words: str) -> Rule:
    def rule(c: Compass) -> list[str]:
        want = count(c.n)
        if len(c.rounds) != want:
            return [f"{words} takes {want} rounds with {c.n} tables, not {len(c.rounds)}"]
        return []
    return rule


def whole_circuits(least: int, words: str) -> Rule:
    """The E-W pairs go round the room a whole number of times, at least ``least``."""
    def rule(c: Compass) -> list[str]:
        if len(c.rounds) % c.n or len(c.rounds) < least * c.n:
            return [f"{words} the E-W pairs go round the room {least} or more whole times: "
                    f"{len(c.rounds)} rounds at {c.n} tables is not that"]
        return []
    return rule


def table_count(allowed: Callable[[int], bool], words: str) -> Rule:
    def rule(c: Compass) -> list[str]:
        return [] if allowed(c.n) else [f"{words}, not {c.n}"]
    return rule


def moves(expected: Callable[[int, int], Sequence[int | None]], words: str) -> Rule:
    """After each round the E-W pairs move as ``expected(tables, rounds)`` says
    (a number of tables in their direction; None: anything)."""
    def rule(c: Compass) -> list[str]:
        want = expected(c.n, len(c.rounds))
        if len(want) != len(c.steps):
            return []                                # the round count is reported on its own
        return [f"after round {c.numbers[i]} the E-W pairs should {_move(w)} ({words}), "
                f"but they {_move(got)}"
                for i, (w, got) in enumerate(zip(want, c.steps)) if w is not None and w != got]
    return rule


def always(step: int) -> Callable[[int, int], list[int]]:
    return lambda n, rounds: [step] * (rounds - 1)


def first_plan(n: int) -> list[int]:
    """Moves of the first modification: one table, but a skip after half the rounds."""
    half = n // 2
    return [1] * (half - 1) + [2] + [1] * (half - 1)


def second_plan(n: int) -> list[int]:
    """Moves of the second modification: one table, but none after half the rounds."""
    half = n // 2
    return [1] * (half - 1) + [0] + [1] * (half - 1)


def twice_through(first: Callable[[int], list[int]], between: int | None,
                  second: Callable[[int], list[int]]) -> Callable[[int, int], Sequence[int | None]]:
    return lambda n, rounds: first(n) + [between] + second(n)


def meets_each(times: Callable[[Compass], int], words: str) -> Rule:
    """Every E-W pair meets every N-S pair ``times`` times."""
    def rule(c: Compass) -> list[str]:
        want = times(c)
        return [f"{c.ew_name(p)} meets {c.ns_name(t)} {_times(met[t])}; {words} it should be "
                f"{_times(want)}"
                for p, met in sorted(c.meetings().items()) for t in range(1, c.n + 1)
                if met[t] != want]
    return rule


def one_twice_one_missed(part: int, words: str) -> Rule:
    """In pass ``part`` (n rounds each) every E-W pair misses one N-S pair and meets one twice."""
    def rule(c: Compass) -> list[str]:
        found = []
        if len(c.rounds) < (part + 1) * c.n:
            return []                                # the round count is reported on its own
        for p, met in sorted(c.meetings(part * c.n, (part + 1) * c.n).items()):
            counts = Counter(met[t] for t in range(1, c.n + 1))
            if counts != Counter({1: c.n - 2, 2: 1, 0: 1}):
                twice = [c.ns_name(t) for t in range(1, c.n + 1) if met[t] >= 2]
                never = [c.ns_name(t) for t in range(1, c.n + 1) if met[t] == 0]
                found.append(f"{c.ew_name(p)} meets {', '.join(twice) or 'nobody'} twice or more "
                             f"and misses {', '.join(never) or 'nobody'}; {words} each E-W pair "
                             f"misses one N-S pair and plays twice against another")
        return found
    return rule


def ends_where_began(words: str) -> Rule:
    def rule(c: Compass) -> list[str]:
        if len(c.rounds) != c.n:
            return []                                # the round count is reported on its own
        return [f"{c.ew_name(p)} begins at table {tables[0]} and finishes at table "
                f"{tables[c.n - 1]}; {words} it finishes where it began"
                for p, tables in sorted(c.where.items()) if tables[c.n - 1] != tables[0]]
    return rule


def second_pass_starts(at: Callable[[Compass, Counter], int | None], words: str) -> Rule:
    """In round n+1 each E-W pair sits at ``at(c, its meetings in the first pass)``."""
    def rule(c: Compass) -> list[str]:
        found = []
        if len(c.rounds) <= c.n:
            return []                                # the round count is reported on its own
        for p, met in sorted(c.meetings(0, c.n).items()):
            want = at(c, met)
            got = c.where[p][c.n]
            if want is not None and got != want:
                found.append(f"{c.ew_name(p)} starts round {c.numbers[c.n]} at table {got}; "
                             f"{words}: table {want}")
        return found
    return rule


def skipped_table(c: Compass, met: Counter) -> int | None:
    missed = [t for t in range(1, c.n + 1) if met[t] == 0]
    return missed[0] if len(missed) == 1 else None


def after_twice(c: Compass, met: Counter) -> int | None:
    twice = [t for t in range(1, c.n + 1) if met[t] == 2]
    return (twice[0] - 1 + c.direction) % c.n + 1 if len(twice) == 1 else None


def new_trays_after(rounds: Callable[[int], int], words: str) -> Rule:
    def rule(c: Compass) -> list[str]:
        cut = rounds(c.n)
        before = {x for tables in c.trays[:cut] for trays in tables for x in trays}
        after = {x for tables in c.trays[cut:] for trays in tables for x in trays}
        again = sorted(before & after)
        if again:
            return [f"tray {again[0]} is played both before and after round {c.numbers[cut - 1]}; "
                    f"{words} a new set of trays is put out for the second half"]
        return []
    return rule


def trays_travel(way: int, words: str) -> Rule:
    """Every tray goes on one table at a time: ``way`` -1 against the E-W pairs, +1 with them."""
    def rule(c: Compass) -> list[str]:
        found = []
        for tray, path in sorted(c.tray_path().items()):
            for (i, a), (j, b) in zip(path, path[1:]):
                if (b - a) % c.n != (way * c.direction) % c.n:
                    found.append(f"tray {tray} goes from table {a} (round {c.numbers[i]}) to "
                                 f"table {b} (round {c.numbers[j]}); {words}")
                    break
        return found
    return rule


def trays_wait_two_rounds(words: str) -> Rule:
    """The two sets a table plays in rounds 2i+1 and 2i+2 go on together."""
    def rule(c: Compass) -> list[str]:
        def onward(t: int) -> int:
            return (t - c.direction) % c.n

        def together(i: int, t: int) -> bool:
            return set(c.trays[i][t] + c.trays[i + 1][t]) == set(c.trays[i + 2][onward(t)] + c.trays[i + 3][onward(t)])

        return [f"the trays of table {t + 1} in rounds {c.numbers[i]} and {c.numbers[i + 1]} are not played "
                f"together at table {onward(t) + 1} in rounds {c.numbers[i + 2]} and {c.numbers[i + 3]}; {words}"
                for i in range(0, len(c.trays) - 3, 2) for t in range(c.n) if not together(i, t)]
    return rule


def trays_a_multiple_of_tables(words: str) -> Rule:
    def rule(c: Compass) -> list[str]:
        trays = c.movement.trays
        return [] if trays % c.n == 0 else [f"{trays} trays at {c.n} tables: {words}"]
    return rule


def round_sizes(c: Compass) -> list[int]:
    """The trays each table plays in each round (a problem if tables differ)."""
    return [len(tables[0]) for tables in c.trays]


def same_trays_each_round(words: str, size: int | None = None) -> Rule:
    def rule(c: Compass) -> list[str]:
        found = [f"in round {c.numbers[i]} the tables play different numbers of trays; {words}"
                 for i, tables in enumerate(c.trays) if len({len(t) for t in tables}) > 1]
        sizes = set(round_sizes(c))
        if not found and (len(sizes) > 1 or (size is not None and sizes != {size})):
            want = (f"{size} tray" + ("s" if size != 1 else "") if size
                    else "the same number of trays")
            found.append(f"the rounds have {sorted(sizes)} trays at a table; {words} every round "
                         f"has {want}")
        return found
    return rule


def alternate_portions(words: str) -> Rule:
    """Rounds alternate between two portions that make an odd number of trays."""
    def rule(c: Compass) -> list[str]:
        sizes = round_sizes(c)
        if len(sizes) < 2:
            return []
        a, b = sizes[0], sizes[1]
        if any(size != (a, b)[i % 2] for i, size in enumerate(sizes)) or (a + b) % 2 == 0:
            return [f"the rounds have {sizes} trays at a table; {words} the rounds alternate "
                    f"between a portion of a table's odd number of trays and the rest"]
        return []
    return rule


def equal_trays_against_each(words: str) -> Rule:
    def rule(c: Compass) -> list[str]:
        def against(tables: list[int]) -> list[int]:
            """How many trays an E-W pair at these tables plays against each N-S pair."""
            trays: Counter[int] = Counter()
            for i, t in enumerate(tables):
                trays[t] += len(c.trays[i][t - 1])
            return [trays[t] for t in range(1, c.n + 1)]

        return [f"{c.ew_name(p)} plays different numbers of trays against the N-S pairs "
                f"({', '.join(map(str, counts))}); {words}"
                for p, counts in ((p, against(tables)) for p, tables in sorted(c.where.items()))
                if len(set(counts)) > 1]
    return rule


def gcd_rule(words: str) -> Rule:
    def rule(c: Compass) -> list[str]:
        per_table = len(c.rounds) // c.n
        if gcd(c.n, per_table - 1) != 1:
            return [f"{c.n} tables with {per_table} trays each: {words}"]
        return []
    return rule


def new_set_every_round(c: Compass) -> list[str]:
    """Snow: every table plays the whole set of the round, and each set only in its round."""
    found = []
    seen: dict[int, int] = {}
    for i, tables in enumerate(c.trays):
        whole = set(tables[0])
        if any(set(t) != whole for t in tables):
            found.append(f"in round {c.numbers[i]} the tables do not all play the same set of "
                         f"trays; under the Snow system every table plays the round's whole set")
        for tray in whole:
            if tray in seen and seen[tray] != i:
                found.append(f"tray {tray} is played in rounds {c.numbers[seen[tray]]} and "
                             f"{c.numbers[i]}; under the Snow system each round has a new set")
            seen.setdefault(tray, i)
    return found


# -- the seed's words for each system and variant --------------------------------

_MITCHELL = "the trays move one table the other way from the E-W pairs (004:555)"
_CLAY = "the E-W pairs carry the tray they have just played to the next table (004:601)"
_ODD = "the basic Mitchell is for an odd number of tables (004:583)"
_EVEN = "the modifications are for an even number of tables (004:583)"


def _mitchell(*rules: Rule) -> tuple[Rule, ...]:
    return (trays_travel(-1, _MITCHELL),) + rules


def _two_passes(name: str, first: Callable[[int], list[int]], first_words: str,
                second: Callable[[int], list[int]], second_words: str, between: int | None,
                *rules: Rule) -> tuple[Rule, ...]:
    words = f"under the {name} modification"
    return _mitchell(
        table_count(lambda n: n % 2 == 0, _EVEN),
        round_count(lambda n: 2 * n, f"the {name} modification"),
        moves(twice_through(first, between, second), words),
        one_twice_one_missed(0, f"{words} the first half goes by the {first_words}, so"),
        one_twice_one_missed(1, f"{words} the second half goes by the {second_words}, so"),
        new_trays_after(lambda n: n, words),
        meets_each(lambda c: 2, words),
        *rules)


PATTERNS: dict[tuple[str, str | None], tuple[Rule, ...]] = {
    ("mitchell", "basic"): _mitchell(
        table_count(lambda n: n % 2 == 1, _ODD),
        round_count(lambda n: n, "the basic Mitchell"),
        moves(always(1), "004:555"),
        meets_each(lambda c: 1, "in the basic Mitchell (004:559)")),
    ("mitchell", "mod1"): _mitchell(
        table_count(lambda n: n % 2 == 0, _EVEN),
        round_count(lambda n: n, "the first modification"),
        moves(lambda n, r: first_plan(n), "first modification, 004:585"),
        ends_where_began("under the first modification (004:585)"),
        one_twice_one_missed(0, "under the first modification (004:585)")),
    ("mitchell", "mod2"): _mitchell(
        table_count(lambda n: n % 2 == 0, _EVEN),
        round_count(lambda n: n, "the second modification"),
        moves(lambda n, r: second_plan(n), "second modification, 004:587"),
        one_twice_one_missed(0, "under the second modification (004:587)")),
    ("mitchell", "mod3"): _two_passes(
        "third", first_plan, "first plan", first_plan, "first plan", None,
        second_pass_starts(skipped_table, "under the third modification (004:589) it starts "
                                          "the second half at the table it skipped")),
    ("mitchell", "mod4"): _two_passes(
        "fourth", second_plan, "second plan", second_plan, "second plan", None,
        second_pass_starts(after_twice, "under the fourth modification (004:591) it starts the "
                                        "second half at the table after the one it played at twice")),
    ("mitchell", "mod5"): _two_passes(
        "fifth", first_plan, "first plan", second_plan, "second plan", 1),
    ("mitchell", "mod6"): _two_passes(
        "sixth", second_plan, "second plan", first_plan, "first plan", 1),
    ("mitchell", "mod7"): _mitchell(
        table_count(lambda n: n % 3 != 0, "the seventh modification is not applicable to a number "
                                          "of tables divisible by three (004:597)"),
        round_count(lambda n: 2 * n, "the seventh modification"),
        moves(always(1), "seventh modification: after each tray, 004:597"),
        trays_wait_two_rounds("under the seventh modification the deals move only after both "
                              "have been played (004:597)"),
        meets_each(lambda c: 2, "the E-W pairs move twice around the room (004:597), so")),
    ("mitchell", "mod8"): _mitchell(
        table_count(lambda n: n % 2 == 0, _EVEN),
        whole_circuits(2, "under the eighth modification (004:599)"),
        moves(always(1), "eighth modification, 004:599"),
        trays_a_multiple_of_tables("under the eighth modification the number must always be a "
                                   "multiple of the number of tables (004:599)"),
        meets_each(lambda c: len(c.rounds) // c.n, "as the E-W pairs go round the room")),
    ("clay", "basic"): (
        trays_travel(+1, _CLAY),
        round_count(lambda n: 2 * n, "the Clay system, two trays on each table,"),
        moves(always(1), "004:601"),
        same_trays_each_round("the Clay system plays one tray at a time (004:601):", size=1),
        meets_each(lambda c: 2, "with two trays on each table")),
    ("clay", "mod1"): (
        trays_travel(+1, _CLAY),
        round_count(lambda n: 2 * n, "the first Clay modification"),
        moves(always(1), "004:605"),
        same_trays_each_round("under the first Clay modification (004:605) half the trays are "
                              "played before moving:"),
        meets_each(lambda c: 2, "under the first Clay modification"),
        equal_trays_against_each("under the first Clay modification they should be equal")),
    ("clay", "mod2"): (
        trays_travel(+1, _CLAY),
        round_count(lambda n: 2 * n, "the second Clay modification"),
        moves(always(1), "004:609"),
        alternate_portions("under the second Clay modification (004:609)"),
        meets_each(lambda c: 2, "under the second Clay modification"),
        lambda c: equal_trays_against_each(
            "with an odd number of tables the second Clay modification is \"all right\" (004:609)"
        )(c) if c.n % 2 else []),
    ("clay", "mod3"): (
        trays_travel(+1, _CLAY),
        whole_circuits(2, "under the third Clay modification (004:611)"),
        moves(always(1), "004:611"),
        same_trays_each_round("the third Clay modification plays one tray each time (004:611):",
                              size=1),
        gcd_rule("the third Clay modification needs the tables and one less than the trays on "
                 "each table to have no common divisor but one (004:611)"),
        meets_each(lambda c: len(c.rounds) // c.n,
                   "going round the room as many times as there are trays on each table")),
    ("clay", "mod4"): (
        trays_travel(+1, _CLAY),
        whole_circuits(2, "under the fourth Clay modification (004:637)"),
        moves(always(1), "004:637"),
        same_trays_each_round("the fourth Clay modification plays one tray at a time:", size=1),
        trays_a_multiple_of_tables("the fourth Clay modification adds a multiple of the number "
                                   "of tables to two trays on each table (004:637)"),
        meets_each(lambda c: len(c.rounds) // c.n, "as the E-W pairs go round the room")),
    ("snow", None): (
        round_count(lambda n: n, "the Snow system"),
        moves(always(1), "004:650"),
        new_set_every_round,
        meets_each(lambda c: 1, "under the Snow system (004:650)")),
}

_DEFAULT_VARIANT = {"mitchell": "basic", "clay": "basic", "snow": None}


def problems(movement: Movement) -> list[str]:
    """What in ``movement`` breaks the pattern the seed states for its system
    and variant, in a director's words; empty when it follows the seed."""
    system = movement.system
    if system not in _DEFAULT_VARIANT:
        return []
    variant = movement.variant if system != "snow" else None
    variant = variant or _DEFAULT_VARIANT[system]
    if (system, variant) == ("mitchell", "standard"):    # basic if odd tables, else mod1
        variant = "basic" if movement.tables % 2 else "mod1"
    movement = check_mitchell_share.seat_sitters(movement)
    if system == "mitchell" and variant in check_mitchell_share.VARIANTS:
        return check_mitchell_share.problems(movement)
    rules = PATTERNS.get((system, variant))
    if rules is None:
        known = ", ".join([v for s, v in PATTERNS if s == system and v]
                          + list(check_mitchell_share.VARIANTS if system == "mitchell" else ()))
        return [f"{system} has no variant {variant!r} (known: {known})"]
    if movement.form != "pairs":
        return [f"{system} is a movement for pairs, not {movement.form}"]
    try:
        compass = Compass(movement)
    except _Unreadable as exc:
        return [str(exc)]
    return [text for rule in rules for text in rule(compass)]
