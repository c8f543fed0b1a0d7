"""What the checker reads once from a movement, and how it words what it finds.

:class:`Facts` reads every table of every round once, reporting the universal
problems (seats, trays, idle lists, numbering) into :class:`Problems`; the
per-system rules (:mod:`movements.check.rules` and the form modules) read its results.
"""

from __future__ import annotations

from collections import Counter, defaultdict
from typing import NamedTuple

from movements.model import Movement

MAX_PER_KIND = 10    # problems of one kind listed before "... and N more like this"
MAX_LISTED = 50      # problems listed in all



# -- wording -----------------------------------------------------------------

def times_said(n: int) -> str:
    return {0: "never", 1: "once", 2: "twice"}.get(n, f"{n} times")


def rounds_of(numbers) -> str:
    numbers = sorted(numbers)
    if len(numbers) == 1:
        return f"round {numbers[0]}"
    return "rounds " + ", ".join(map(str, numbers[:-1])) + f" and {numbers[-1]}"


def how_often(doing: str, rounds) -> str:
    """'are partners twice (rounds 2 and 5)', 'are never partners'."""
    if not rounds:
        verb, rest = doing.split(" ", 1)
        return f"{verb} never {rest}" if verb in ("are", "is") else f"never {doing}"
    return f"{doing} {times_said(len(rounds))} ({rounds_of(rounds)})"


def listing(numbers) -> str:
    numbers = sorted(numbers)
    if len(numbers) > 8:
        return ", ".join(map(str, numbers[:8])) + f" and {len(numbers) - 8} more"
    if len(numbers) == 1:
        return str(numbers[0])
    return ", ".join(map(str, numbers[:-1])) + f" and {numbers[-1]}"


class Problems:
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

class Game(NamedTuple):
    """Two sides meeting at one played table in one round."""

    round: int
    table: int
    ns: tuple[int, ...]
    ew: tuple[int, ...]
    trays: tuple[int, ...]


class Facts:
    """Reads the movement once, reporting universal problems, and keeps what the
    per-system rules need: the games, each entrant's positions, trays and idle rounds.

    This is the checker's inner loop (every table of every round), so it
    works on plain tuples and dicts; the per-system rules read its results.
    """

    def __init__(self, movement: Movement, found: Problems):
        self.movement = movement
        self.found = found
        self.noun = "player" if movement.is_individual else "pair"
        self.everyone = set(range(1, movement.entrants + 1))
        self.games: list[Game] = []
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
                self.found.add("round numbers", f"round {number} appears {times_said(times)}")
        expected = set(range(1, len(self.movement.rounds) + 1))
        missing = expected - set(numbers)
        if missing:
            self.found.add("round numbers", f"the rounds should be numbered 1 to {len(expected)}, "
                                            f"but {listing(missing)} is missing")

    def _check_teams_map(self) -> None:
        teams = self.movement.teams or {}
        owner: dict[int, list[int]] = defaultdict(list)
        for team, pairs in sorted(teams.items()):
            for pair in pairs:
                owner[pair].append(team)
        for pair, its_teams in sorted(owner.items()):
            if len(its_teams) > 1:
                self.found.add("teams", f"pair {pair} belongs to teams {listing(its_teams)}")
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
                found.add("table numbers", f"table {number} appears {times_said(times)} in round {r}")
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
            for seat, who in table.seats().items():
                if who is None:
                    empty[(number, seat)] += 1
                elif who not in everyone and self._outsider(who, f"round {r}, table {number}"):
                    continue
                elif who in seated:
                    doubles[who].append(number)
                else:
                    seated[who] = number
                    positions[who][r] = (number, seat)
            if table.played:
                self._play(Game(r, number, table.ns_side, table.ew_side, trays), playing)
        for (slot, tray), tables in sorted(clashes.items()):
            found.add("tray clash", f"tray {tray} is at tables {listing([at_slot[(slot, tray)]] + tables)} "
                                    f"in round {r}, slot {slot}")
        for who, tables in sorted(doubles.items()):
            found.add("two seats", f"{self.noun} {who} has {len(tables) + 1} seats in round {r} "
                                   f"(tables {listing([seated[who]] + tables)})")
        self._read_idle(rnd, playing)

    def _play(self, game: Game, playing: dict[int, int]) -> None:
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
                self.found.add("idle", f"{self.noun} {who} is listed as idle {times_said(times)} "
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


