"""The checker: is a movement correct, and how well balanced is it?

:func:`check` reads any :class:`~movements.model.Movement` - generated here,
typed in by a director or loaded from another program's file - and knows
nothing about how it was built.  It tests the properties every movement must
have and those of its system (``../shared/spec/movements.md``), and returns the
problems in sentences a director understands ("pair 3 meets pair 7 twice
(rounds 2 and 5)"), with the comparison balance (:mod:`movements.balance`).

The per-system rules are small functions keyed by ``movement.system``; the
meeting patterns of the Mitchell modifications live in
:mod:`movements.check_mitchell`.
"""

from __future__ import annotations

from collections import Counter, defaultdict
from dataclasses import dataclass, field
from itertools import combinations
from typing import NamedTuple

from . import check_individuals_seed as seed_individuals
from . import check_arrow_field, check_matches, check_mitchell, check_put_in_bay
from . import check_teams_seed as seed_teams
from .balance import Balance, balance
from .model import Movement

MAX_PER_KIND = 10    # problems of one kind listed before "... and N more like this"
MAX_LISTED = 50      # problems listed in all


@dataclass
class Report:
    """The checker's verdict: the problems found (empty when correct) and the balance."""

    problems: list[str] = field(default_factory=list)
    balance: Balance | None = None
    notes: list[str] = field(default_factory=list)     # what a correct short form leaves out

    @property
    def ok(self) -> bool:
        return not self.problems

    def __str__(self) -> str:
        if self.ok:
            verdict = f"ok, balance {self.balance}" if self.balance else "ok"
            return "\n".join([verdict, *self.notes])
        return "\n".join(self.problems)


def check(movement: Movement) -> Report:
    """Check ``movement`` against the universal rules and those of its system."""
    found = _Problems()
    played, movement = movement, check_evening.unswitched(movement, found)
    check_arrow_field.arrow_field(played, movement, found)
    movement = check_late.without_late(movement, found)
    facts = _Facts(movement, found)
    rules = _RULES_BY_VARIANT.get((movement.system, movement.variant)) or \
        _RULES_BY_SYSTEM.get(movement.system, _RULES_BY_FORM.get(movement.form, ()))
    for rule in rules:
        rule(facts, found)
    if movement.system in _MITCHELL_FAMILY:
        for text in check_mitchell.problems(movement):
            found.add("mitchell pattern", text)
    return Report(problems=found.listed(), balance=balance(played), notes=found.notes)


# -- wording -----------------------------------------------------------------

def _times(n: int) -> str:
    return {0: "never", 1: "once", 2: "twice"}.get(n, f"{n} times")


def _rounds(numbers) -> str:
    numbers = sorted(numbers)
    if len(numbers) == 1:
        return f"round {numbers[0]}"
    return "rounds " + ", ".join(map(str, numbers[:-1])) + f" and {numbers[-1]}"


def _how_often(doing: str, rounds) -> str:
    """'are partners twice (rounds 2 and 5)', 'are never partners'."""
    if not rounds:
        verb, rest = doing.split(" ", 1)
        return f"{verb} never {rest}" if verb in ("are", "is") else f"never {doing}"
    return f"{doing} {_times(len(rounds))} ({_rounds(rounds)})"


def _listing(numbers) -> str:
    numbers = sorted(numbers)
    if len(numbers) > 8:
        return ", ".join(map(str, numbers[:8])) + f" and {len(numbers) - 8} more"
    if len(numbers) == 1:
        return str(numbers[0])
    return ", ".join(map(str, numbers[:-1])) + f" and {numbers[-1]}"


class _Problems:
    """Collects problems by kind, so that one broken rule cannot drown the others."""

    def __init__(self):
        self.by_kind: dict[str, list[str]] = {}
        self.notes: list[str] = []

    def add(self, kind: str, text: str) -> None:
        self.by_kind.setdefault(kind, []).append(text)

    def note(self, text: str) -> None:
        """Something a correct movement leaves out, worth saying (not a problem)."""
        self.notes.append(text)

    def listed(self) -> list[str]:
        lines: list[str] = []
        for texts in self.by_kind.values():
            texts = list(dict.fromkeys(texts))      # a rule tested twice (late entrants) says it once
            lines.extend(texts[:MAX_PER_KIND])
            if len(texts) > MAX_PER_KIND:
                lines.append(f"… and {len(texts) - MAX_PER_KIND} more like this")
        if len(lines) > MAX_LISTED:
            rest = len(lines) - MAX_LISTED
            lines = lines[:MAX_LISTED] + [f"… and {rest} more problems"]
        return lines


# -- the universal rules, read in one pass -------------------------------------

class _Game(NamedTuple):
    """Two sides meeting at one played table in one round."""

    round: int
    table: int
    ns: tuple[int, ...]
    ew: tuple[int, ...]
    trays: tuple[int, ...]


class _Facts:
    """Reads the movement once, reporting universal problems, and keeps what the
    per-system rules need: the games, each entrant's positions, trays and idle rounds.

    This is the checker's inner loop (every table of every round), so it
    works on plain tuples and dicts; the per-system rules read its results.
    """

    def __init__(self, movement: Movement, found: _Problems):
        self.movement = movement
        self.found = found
        self.noun = "player" if movement.is_individual else "pair"
        self.everyone = set(range(1, movement.entrants + 1))
        self.games: list[_Game] = []
        self.positions: dict[int, dict[int, tuple[int, str]]] = defaultdict(dict)  # entrant -> round -> (table, seat)
        self.idle_rounds: dict[int, list[int]] = defaultdict(list)
        self.trays_played: dict[int, dict[int, int]] = defaultdict(dict)  # entrant -> tray -> round
        self.empty_seats: dict[tuple[int, str], int] = Counter()        # (table, seat) -> rounds empty
        self.table_trays: dict[tuple[int, int], tuple[int, ...]] = {}  # (round, table) -> trays
        self._tray_count: Counter = Counter()                            # tray -> tables playing it
        self._tray_first: dict[int, tuple[int, int]] = {}               # tray -> (round, table)
        self._check_numbering()
        if movement.form == "teams":
            self._check_teams_map()
        for rnd in movement.rounds:
            self._read_round(rnd)
        self._check_trays()
        self._check_entrants()

    def _check_numbering(self) -> None:
        numbers = Counter(r.round for r in self.movement.rounds)
        for number, times in sorted(numbers.items()):
            if times > 1:
                self.found.add("round numbers", f"round {number} appears {_times(times)}")
        expected = set(range(1, len(self.movement.rounds) + 1))
        missing = expected - set(numbers)
        if missing:
            self.found.add("round numbers", f"the rounds should be numbered 1 to {len(expected)}, "
                                            f"but {_listing(missing)} is missing")

    def _check_teams_map(self) -> None:
        teams = self.movement.teams or {}
        owner: dict[int, list[int]] = defaultdict(list)
        for team, pairs in sorted(teams.items()):
            for pair in pairs:
                owner[pair].append(team)
        for pair, its_teams in sorted(owner.items()):
            if len(its_teams) > 1:
                self.found.add("teams", f"pair {pair} belongs to teams {_listing(its_teams)}")
        for pair in range(1, self.movement.entrants + 1):
            if pair not in owner:
                self.found.add("teams", f"pair {pair} belongs to no team")
        for pair in sorted(set(owner) - set(range(1, self.movement.entrants + 1))):
            self.found.add("teams", f"team {owner[pair][0]} lists pair {pair}, but the pairs "
                                    f"are numbered 1 to {self.movement.entrants}")
        if sorted(teams) != list(range(1, len(teams) + 1)):
            self.found.add("teams", f"the teams should be numbered 1 to {len(teams)}")

    def _outsider(self, who: int, where: str) -> bool:
        """True (and reported) when ``who`` is not one of the entrants."""
        if who in self.everyone:
            return False
        self.found.add("entrant numbers", f"{where}: {self.noun} {who} is not one of the "
                                          f"{self.movement.entrants} {self.noun}s")
        return True

    # one round ------------------------------------------------------------

    def _read_round(self, rnd) -> None:
        m, found, r = self.movement, self.found, rnd.round
        tables_seen = Counter(t.table for t in rnd.tables)
        for number, times in sorted(tables_seen.items()):
            if times > 1:
                found.add("table numbers", f"table {number} appears {_times(times)} in round {r}")
            if not 1 <= number <= m.tables:
                found.add("table numbers", f"round {r} has a table {number}, "
                                           f"but the movement has {m.tables} tables")
        seated: dict[int, int] = {}                              # entrant -> first table
        doubles: dict[int, list[int]] = defaultdict(list)        # entrant -> its tables
        playing: dict[int, int] = {}                             # entrant -> table where it plays
        at_slot: dict[tuple[int, int], int] = {}                 # (slot, tray) -> first table
        clashes: dict[tuple[int, int], list[int]] = defaultdict(list)
        positions, empty, everyone = self.positions, self.empty_seats, self.everyone
        for table in rnd.tables:
            number, trays = table.table, table.trays
            self.table_trays[(r, number)] = trays
            for slot, tray in enumerate(trays, start=1):
                first = at_slot.setdefault((slot, tray), number)
                if first != number:
                    clashes[(slot, tray)].append(number)
                if tray > m.trays:
                    found.add("tray numbers", f"round {r}, table {number} has tray {tray}, "
                                              f"but the movement has {m.trays} trays")
            if table.individual:
                ns, ew = (table.n, table.s), (table.e, table.w)
                seats = (("n", table.n), ("s", table.s), ("e", table.e), ("w", table.w))
            else:
                ns, ew = (table.ns,), (table.ew,)
                seats = (("ns", table.ns), ("ew", table.ew))
            for seat, who in seats:
                if who is None:
                    empty[(number, seat)] += 1
                elif who not in everyone and self._outsider(who, f"round {r}, table {number}"):
                    continue
                elif who in seated:
                    doubles[who].append(number)
                else:
                    seated[who] = number
                    positions[who][r] = (number, seat)
            if None not in ns and None not in ew:
                self._play(_Game(r, number, ns, ew, trays), playing)
        for (slot, tray), tables in sorted(clashes.items()):
            found.add("tray clash", f"tray {tray} is at tables {_listing([at_slot[(slot, tray)]] + tables)} "
                                    f"in round {r}, slot {slot}")
        for who, tables in sorted(doubles.items()):
            found.add("two seats", f"{self.noun} {who} has {len(tables) + 1} seats in round {r} "
                                   f"(tables {_listing([seated[who]] + tables)})")
        self._read_idle(rnd, playing)

    def _play(self, game: _Game, playing: dict[int, int]) -> None:
        self.games.append(game)
        r, number, trays = game.round, game.table, game.trays
        repeated = sorted({t for t in trays if trays.count(t) > 1}) if len(set(trays)) < len(trays) else ()
        for who in game.ns + game.ew:
            playing[who] = number
            held = self.trays_played[who]
            for tray in trays:
                first = held.setdefault(tray, r)
                if first != r and self.movement.system not in REPLAYED:
                    self.found.add("tray twice", f"{self.noun} {who} plays tray {tray} twice "
                                                 f"(rounds {first} and {r})")
            for tray in repeated:
                self.found.add("tray twice", f"{self.noun} {who} plays tray {tray} twice "
                                             f"(both in round {r})")
        count, first_at = self._tray_count, self._tray_first
        for tray in trays:
            count[tray] += 1
            first_at.setdefault(tray, (r, number))

    def _read_idle(self, rnd, playing: dict[int, int]) -> None:
        """Whoever plays nothing this round (no seat, or opposite an empty seat)
        must be listed as idle, and nobody listed as idle may play or hold a seat:
        a sit-out is written one way, in ``idle`` only (docs/formats.md)."""
        idle = Counter(rnd.idle)
        for who, times in sorted(idle.items()):
            if who not in self.everyone and self._outsider(who, f"round {rnd.round}, idle list"):
                continue
            self.idle_rounds[who].append(rnd.round)
            if times > 1:
                self.found.add("idle", f"{self.noun} {who} is listed as idle {_times(times)} "
                                       f"in round {rnd.round}")
            if who in playing:
                self.found.add("idle", f"{self.noun} {who} is listed as idle in round {rnd.round} "
                                       f"but plays at table {playing[who]}")
            elif rnd.round in self.positions.get(who, {}):
                table = self.positions[who][rnd.round][0]
                self.found.add("idle", f"{self.noun} {who} sits out round {rnd.round} but holds "
                                       f"a seat at table {table}: a sit-out holds no seat "
                                       f"(leave it empty)")
        for who in sorted(self.everyone.difference(playing, idle)):
            seat = self.positions.get(who, {}).get(rnd.round)
            why = f"sits opposite an empty seat at table {seat[0]}" if seat else "has no seat"
            self.found.add("idle", f"{self.noun} {who} {why} in round {rnd.round} "
                                   f"but is not listed as idle")

    # the whole evening ----------------------------------------------------

    def _check_trays(self) -> None:
        for tray in range(1, self.movement.trays + 1):
            plays = self._tray_count.get(tray, 0)
            if not plays:
                self.found.add("tray use", f"tray {tray} is never played")
            elif plays == 1:
                round_no, table = self._tray_first[tray]
                self.found.add("tray use", f"tray {tray} is played only once (round {round_no}, "
                                           f"table {table}), so it compares nobody")

    def _check_entrants(self) -> None:
        for who in range(1, self.movement.entrants + 1):
            if not self.trays_played.get(who):
                self.found.add("never plays", f"{self.noun} {who} never plays")

    # helpers for the per-system rules ---------------------------------------

    def meetings(self) -> dict[tuple[int, int], list[int]]:
        """(low, high) entrant numbers -> rounds in which they were opponents."""
        met: dict[tuple[int, int], list[int]] = defaultdict(list)
        for g in self.games:
            for a in g.ns:
                for b in g.ew:
                    met[(min(a, b), max(a, b))].append(g.round)
        return met


# Systems whose players replay every tray with the other hands (memory duplicate): the
# "tray twice" rule gives way to the system's own rule that each tray is played twice.
REPLAYED = ("memory",)


# -- the rules of each system ---------------------------------------------------

def _north_south_stay(facts: _Facts, found: _Problems) -> None:
    """Mitchell family: a pair that sits N-S keeps its table and seat all evening."""
    for who, where in sorted(facts.positions.items()):
        seats = {seat for _, seat in where.values()}
        tables = sorted({table for table, _ in where.values()})
        if "ns" in seats and "ew" in seats:
            found.add("N-S stay", f"pair {who} sits N-S in some rounds and E-W in others")
        elif "ns" in seats and len(tables) > 1:
            found.add("N-S stay", f"N-S pair {who} moves: it sits at tables {_listing(tables)}")


def _every_tray(facts: _Facts, found: _Problems) -> None:
    """Every entrant plays every tray exactly once, save the trays of the
    rounds it sits out: those of the round's one empty table (the missing pair's,
    where it would have played), or those at its table opposite the missing pair
    in a file that also seats it, or, when neither says, as many as a round holds."""
    m = facts.movement
    all_trays = set(range(1, m.trays + 1))
    empty = {rnd.round: [t.trays for t in rnd.tables if not t.ns_side and not t.ew_side]
             for rnd in m.rounds}
    for who in range(1, m.entrants + 1):
        played = set(facts.trays_played.get(who, ()))
        if not played:
            continue                         # already reported: never plays
        excused, unseated = set(), 0
        for r in facts.idle_rounds.get(who, ()):
            seat = facts.positions.get(who, {}).get(r)
            if seat:
                excused.update(facts.table_trays[(r, seat[0])])
            elif len(empty.get(r, ())) == 1:
                excused.update(empty[r][0])
            else:
                unseated += 1
        missing = all_trays - played - excused
        if not unseated and missing:
            found.add("every tray", f"{facts.noun} {who} never plays tray"
                                    f"{'s' if len(missing) > 1 else ''} {_listing(missing)}")
        elif unseated:
            expected = m.trays - len(excused) - unseated * m.trays_per_round
            if len(played) != expected:
                found.add("every tray", f"{facts.noun} {who} plays {len(played)} of the {m.trays} "
                                        f"trays; sitting out {_times(unseated)} it should "
                                        f"play {expected}")


def _north_south_meet_east_west_evenly(facts: _Facts, found: _Problems) -> None:
    """Odd number of tables: every N-S pair meets every E-W pair, all equally often."""
    m = facts.movement
    if m.tables % 2 == 0:
        return
    ns_pairs = sorted(w for w, where in facts.positions.items()
                      if any(seat == "ns" for _, seat in where.values()))
    ew_pairs = sorted(set(facts.positions) - set(ns_pairs))
    met = facts.meetings()
    counts = {(a, b): len(met.get((min(a, b), max(a, b)), ())) for a in ns_pairs for b in ew_pairs}
    usual = Counter(counts.values()).most_common(1)[0][0] if counts else 0
    for (a, b), n in counts.items():
        if n == 0:
            found.add("meetings", f"N-S pair {a} never meets E-W pair {b}")
        elif n != usual:
            rounds = met[(min(a, b), max(a, b))]
            found.add("meetings", f"N-S pair {a} meets E-W pair {b} {_times(n)} "
                                  f"({_rounds(rounds)}), where other pairs meet {_times(usual)}")


def _every_two_meet_once(facts: _Facts, found: _Problems) -> None:
    """Howell: every pair meets every other pair exactly once."""
    met = facts.meetings()
    for a, b in combinations(range(1, facts.movement.entrants + 1), 2):
        rounds = met.get((a, b), [])
        if len(rounds) == 0:
            found.add("meetings", f"pair {a} never meets pair {b}")
        elif len(rounds) > 1:
            found.add("meetings", f"pair {a} meets pair {b} {_times(len(rounds))} ({_rounds(rounds)})")


def _one_pair_stationary(facts: _Facts, found: _Problems) -> None:
    """Howell: one pair keeps its table and seat; with an odd number of pairs the
    missing pair takes that seat, so the seat stays empty and its opponent sits out."""
    m = facts.movement
    rounds = len(m.rounds)
    if m.entrants % 2 == 0:
        if not any(len(where) == rounds and len(set(where.values())) == 1
                   for where in facts.positions.values()):
            found.add("stationary", "no pair keeps the same table and seat all evening")
        return
    if not any(n == rounds for n in facts.empty_seats.values()):
        found.add("stationary", f"with {m.entrants} pairs one seat should stay empty all evening "
                                "(the missing pair in the stationary seat), but none does")
    for rnd in m.rounds:
        if len(rnd.idle) != 1:
            found.add("sit-outs", f"round {rnd.round} has {len(rnd.idle)} pairs sitting out; "
                                  "with an odd number of pairs exactly one sits out")
    for who in range(1, m.entrants + 1):
        out = facts.idle_rounds.get(who, [])
        if len(out) != 1:
            found.add("sit-outs", f"pair {who} {_how_often('sits out', out)}; it should sit out once")


def _team_matches(facts: _Facts, found: _Problems) -> None:
    """Teams of four: every two teams meet and play a duplicate match, and a
    team never plays against itself.

    Teams A and B have a match on a tray when a pair of A held the N-S cards
    against a pair of B and, elsewhere, a pair of B held the N-S cards against
    A's other pair: A's two results on that tray compare the same cards.

    Two variants the seeds print differ on purpose.  ``own-table-first``
    (Gilman, 003:7891): in round 1 every team plays at its own table against
    itself, for the pairs' own scores.  ``total-tricks`` (three teams,
    004:878): instead of matches, every team holds both the N-S and the E-W
    cards of every tray, and teams compare their totals.
    """
    m = facts.movement
    team_of = m.team_of()
    directed: dict[int, set[tuple[int, int]]] = defaultdict(set)    # tray -> (N-S team, E-W team)
    met: set[tuple[int, int]] = set()
    own_round: set[int] = set()
    for g in facts.games:
        ns_team, ew_team = team_of.get(g.ns[0]), team_of.get(g.ew[0])
        if ns_team is None or ew_team is None:
            continue                              # reported with the teams map
        if ns_team == ew_team:
            if m.variant == "own-table-first" and g.round == 1:
                own_round.add(ns_team)
            else:
                found.add("own team", f"team {ns_team}'s own pairs play each other in "
                                      f"round {g.round} (table {g.table})")
            continue
        met.add((min(ns_team, ew_team), max(ns_team, ew_team)))
        for tray in g.trays:
            directed[tray].add((ns_team, ew_team))
    teams = sorted(m.teams or {})
    if m.variant == "own-table-first":
        for team in sorted(set(teams) - own_round):
            found.add("own team", f"team {team} does not play at its own table in round 1")
    for a, b in combinations(teams, 2):
        if (a, b) not in met:
            found.add("team meetings", f"teams {a} and {b} never meet")
    if m.variant == "total-tricks":
        _both_directions_of_every_tray(teams, directed, found)
        return
    matched = {(min(a, b), max(a, b)) for pairs in directed.values()
               for a, b in pairs if (b, a) in pairs}
    for a, b in sorted(met - matched):
        found.add("team matches", f"teams {a} and {b} have no match: no tray is played by "
                                  f"both teams in both directions against each other")


def _both_directions_of_every_tray(teams, directed, found: _Problems) -> None:
    for tray, pairs in sorted(directed.items()):
        for team in teams:
            missing = [side for side, held in (("N-S", {a for a, _ in pairs}),
                                               ("E-W", {b for _, b in pairs})) if team not in held]
            if missing:
                found.add("total tricks", f"team {team} never holds the {' or '.join(missing)} "
                                          f"cards of tray {tray}")


def _whist_tournament(facts: _Facts, found: _Problems) -> None:
    """Individuals: every two players partners exactly once and opponents exactly twice."""
    partners: dict[tuple[int, int], list[int]] = defaultdict(list)
    for g in facts.games:
        for side in (g.ns, g.ew):
            for a, b in combinations(sorted(side), 2):
                partners[(a, b)].append(g.round)
    opponents = facts.meetings()
    for a, b in combinations(range(1, facts.movement.entrants + 1), 2):
        together = partners.get((a, b), [])
        if len(together) != 1:
            found.add("partners", f"players {a} and {b} {_how_often('are partners', together)}"
                                  "; they should be once")
        against = opponents.get((a, b), [])
        if len(against) != 2:
            found.add("opponents", f"players {a} and {b} {_how_often('are opponents', against)}"
                                   "; they should be twice")


def _sit_outs_of_individuals(facts: _Facts, found: _Problems) -> None:
    """4t+1 players: one sits out each round, each player once; 4t players: nobody."""
    m = facts.movement
    per_round = 1 if m.entrants % 4 == 1 else 0
    for rnd in m.rounds:
        if len(rnd.idle) != per_round:
            found.add("sit-outs", f"round {rnd.round} has {len(rnd.idle)} players sitting out; "
                                  f"with {m.entrants} players it should have {per_round}")
    if per_round:
        for who in range(1, m.entrants + 1):
            out = facts.idle_rounds.get(who, [])
            if len(out) != 1:
                found.add("sit-outs", f"player {who} {_how_often('sits out', out)}; "
                                      "every player should sit out once")


def _every_tray_of_the_round(facts: _Facts, found: _Problems) -> None:
    """Individuals: every player plays every tray of the rounds he plays."""
    round_trays: dict[int, set[int]] = defaultdict(set)
    for g in facts.games:
        round_trays[g.round].update(g.trays)
    for g in facts.games:
        missing = round_trays[g.round] - set(g.trays)
        if missing:
            found.add("round trays", f"the players at table {g.table} in round {g.round} "
                                     f"miss tray{'s' if len(missing) > 1 else ''} {_listing(missing)} "
                                     "of that round")


_MITCHELL_FAMILY = ("mitchell", "clay", "snow")
_MITCHELL_RULES = (_north_south_stay, _every_tray, _north_south_meet_east_west_evenly)
_TEAM_RULES = (_team_matches,)
_WHIST_TOURNAMENT = (_whist_tournament, _sit_outs_of_individuals, _every_tray_of_the_round)
_RULES_BY_SYSTEM = {
    **{name: _MITCHELL_RULES for name in _MITCHELL_FAMILY},
    "howell-pairs": (_every_two_meet_once, _every_tray, _one_pair_stationary),
    "howell-teams": _TEAM_RULES,
    "gilman-teams": _TEAM_RULES,
    "club-match": check_matches.CLUB_MATCH,
    "league": check_matches.LEAGUE,
    "harvard": check_matches.HARVARD,
    "memory": (seed_individuals.each_tray_twice_with_both_hands,),
    "foster-four-pairs": (_every_tray, seed_individuals.every_two_pairs_compared_once),
    "foster-six-pairs": (seed_individuals.every_two_pairs_compared_once,
                         seed_individuals.two_tables_always_in_play),
    "ladies-and-gentlemen": (seed_individuals.ladies_sit_still_gentlemen_keep_their_point,),
    "safford-couples": (seed_individuals.couples_apart_and_everyone_met_once,
                        _every_tray_of_the_round),
    "mitchell-teams": (_north_south_stay, seed_teams.each_pair_meets_the_other_teams_once,
                       seed_teams.team_holds_both_sides_of_its_trays),
    "snow-teams": (_north_south_stay, seed_teams.each_pair_meets_the_other_teams_once,
                   seed_teams.team_holds_every_tray),
    "clay-teams": (_north_south_stay, _team_matches, seed_teams.match_deals_are_consecutive,
                   seed_teams.every_pair_plays_all_but_the_trays_of_its_own_table),
    "two-teams": (_team_matches, seed_teams.team_holds_every_tray),
    "parallel": (_north_south_stay, _every_tray, seed_teams.PARALLEL_MEETINGS),
    "put-in-bay": (_north_south_stay, check_put_in_bay.meetings,
                   check_put_in_bay.rows_play_mitchells, seed_teams.clubs_play_matches),
    **{name: _WHIST_TOURNAMENT for name in ("safford-individuals", "howell-eight-individuals",
                                            "twelve-individuals", "sixteen-individuals")},
}
# Systems not named above (fixed schedules, other programs' files) still get
# the rules that define their form.
_RULES_BY_FORM = {"teams": _TEAM_RULES}

# The short forms of an evening (partial Howell, short individuals) keep the
# full form's rules at most once; their rules are in movements.check_evening.
from . import check_evening, check_late  # noqa: E402  (they read this module's helpers)

_RULES_BY_VARIANT = {
    ("howell-pairs", "partial"): (check_evening._meet_at_most_once,
                                  check_evening._every_round_but_one,
                                  check_evening._stationary_seat),
    ("safford-individuals", "triplewhist"): _WHIST_TOURNAMENT + (check_evening._triplewhist,),
    ("safford-individuals", "partial"): (check_evening._partners_once_opponents_twice_at_most,
                                         check_evening._every_round_but_one,
                                         _every_tray_of_the_round),
}
