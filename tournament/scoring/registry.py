"""The ways of deciding the winner, each with everything the rest of the code needs to know.

One entry per method, keyed by the name the session file writes (``compass``,
``howell``, ...).  Validation, the laws' revoke rule, the web application's
choices and forms, seating, and every page, PDF and workbook that shows a score
read the entry instead of comparing method names, so a new method is one entry
here and one scoring function (named in :mod:`.scorers`).

The order is the order directors are offered the methods in: when several fit
a movement, the first is the one suggested.
"""

from __future__ import annotations

from dataclasses import dataclass
from movements.model import Movement

from tournament.scoring.rounding import plain, signed
from tournament.vocabulary import SEATS


@dataclass(frozen=True)
class Method:
    """One way of deciding the winner: what it can score, how its score reads, who scores it."""

    name: str                       # as the session file writes it
    title: str                      # for the director choosing it
    measures: str                   # what the score is, under the standings' heading
    forms: tuple[str, ...]          # the event forms it scores: pairs, teams, individuals
    movements: tuple[str, ...]      # the movement forms a session file may score by it
    keeps_direction: bool = False   # needs pairs that keep one direction; averages by direction
    deal_averages: bool = False     # each tray against the deal average of its direction
    team: bool = False              # ranks teams, with matches and net tricks
    matches_won: bool = False       # the score is the matches won (1, ½, 0 a match)
    club_match: bool = False        # also scores pairs a session groups into clubs
    needs_clubs: bool = False       # scores only a match of two clubs (the movement's or session's)
    pair_match: bool = False        # revokes scored as pair matches (spec §7, Law X §4)
    signed: bool = True             # +2, -2, "=" against an average; else a plain 7, 2½
    lower_wins: bool = False        # fewest wins (tricks lost)
    heading: str = "±"              # the score's column heading
    replays_only: bool = False      # needs every entrant to hold the E-W cards of a tray it plays
    keeps_seat: bool = False        # needs players who keep one seat (N, E, S or W) all evening


    def show(self, value) -> str:
        """The score as every page, card and printout writes it: "+2", "=", "2½"."""
        return signed(value) if self.signed else plain(value)

    def refusals(self, movement: Movement, clubs: bool = False) -> list[str]:
        """Why this method cannot score ``movement`` (empty if it can).

        ``clubs``: the session groups its pairs into clubs (a club match); a
        movement that names its clubs (club-match, league, harvard) counts too.
        """
        clubs = clubs or "clubs" in movement.extra
        if self.needs_clubs and not clubs:
            return [f"method {self.name} scores a match of two clubs: seat a club-match, league "
                    f"or harvard movement, or name the two clubs in the session file"]
        named = movement.extra.get("clubs") or {}
        if self.needs_clubs and len(named) > 2:
            return [f"method {self.name} scores a match of two clubs, but this movement groups "
                    f"its pairs into {len(named)} teams: score it with aggregate"]
        wanted = self.movements + (("pairs",) if clubs and self.club_match else ())
        if movement.form not in wanted:
            return [f"method {self.name} needs a movement of {' or '.join(wanted)}, "
                    f"but this one is for {movement.form}"]
        if self.keeps_direction:
            return self._direction_refusals(movement)
        if self.matches_won and movement.form == "teams":
            return _unmatched(movement)
        if self.replays_only:
            return self._replay_refusals(movement)
        if self.keeps_seat:
            movers = seats_kept(movement)[1]
            return [f"method {self.name} ranks the players of each seat, N, E, S and W, so each "
                    f"player must keep one seat all evening (ladies and gentlemen); player "
                    f"{movers[0]} changes seat"] if movers else []
        return []

    def _replay_refusals(self, movement: Movement) -> list[str]:
        """Scoring only the E-W hands is fair only when everyone holds them as often as the
        N-S hands: each entrant holds each tray it plays once each way (memory duplicate)."""
        sides: dict[tuple[int, int], list[str]] = {}
        for play in movement.plays():
            for side, entrants in (("N-S", play.ns), ("E-W", play.ew)):
                for entrant in entrants:
                    sides.setdefault((entrant, play.tray), []).append(side)
        wrong = sorted({e for (e, _), held in sides.items() if sorted(held) != ["E-W", "N-S"]})
        if not wrong:
            return []
        return [f"method {self.name} scores the E & W hands only, so every entrant must play "
                f"each of its trays twice, once with each side's hands (memory duplicate); "
                f"{'player' if movement.is_individual else 'pair'} {wrong[0]} does not"]

    def _direction_refusals(self, movement: Movement) -> list[str]:
        seats: dict[int, set[str]] = {}
        for rnd in movement.rounds:
            for table in rnd.tables:
                if table.played:
                    for side, entrants in (("N-S", table.ns_side), ("E-W", table.ew_side)):
                        for entrant in entrants:
                            seats.setdefault(entrant, set()).add(side)
        movers = [p for p, sides in sorted(seats.items()) if len(sides) > 1]
        if not movers:
            return []
        others = " or ".join(m.name for m in METHODS.values() if not m.keeps_direction
                             and movement.form in m.forms and not m.refusals(movement))
        who = (f"pair {movers[0]} sits" if len(movers) == 1
               else f"pairs {', '.join(map(str, movers[:-1]))} and {movers[-1]} sit")
        return [f"method {self.name} needs pairs that keep one direction, but {who} both N-S "
                f"and E-W; score it with {others}"]


def seats_kept(movement: Movement) -> tuple[dict[int, str], list[int]]:
    """Each player's seat (N, E, S, W) at the tables where he plays, and those who change seat."""
    seen: dict[int, set[str]] = {}
    for rnd in movement.rounds:
        for table in rnd.tables:
            if table.played:
                for name in SEATS:
                    seen.setdefault(getattr(table, name.lower()), set()).add(name)
    kept = {p: next(iter(s)) for p, s in seen.items() if len(s) == 1}
    return kept, sorted(p for p, s in seen.items() if len(s) > 1)


def _unmatched(movement: Movement) -> list[str]:
    """Matches won needs a match for every two teams that meet: trays on which each team's N-S
    pair held the cards against the other's E-W pair.  Mitchell and Snow for fours give none
    (their teams add their N-S and E-W tricks instead, 004:711)."""
    team_of = movement.team_of()
    held: dict[int, set[tuple[int, int]]] = {}
    for play in movement.plays():
        a, b = team_of.get(play.ns[0]), team_of.get(play.ew[0])
        if a is not None and b is not None and a != b:
            held.setdefault(play.tray, set()).add((a, b))
    met = {tuple(sorted(pair)) for pairs in held.values() for pair in pairs}
    matched = {tuple(sorted((a, b))) for pairs in held.values() for a, b in pairs if (b, a) in pairs}
    if met <= matched:
        return []
    others = " or ".join(m.name for m in METHODS.values() if m.team and not m.matches_won)
    a, b = min(met - matched)
    more = len(met - matched) - 1
    return [f"method matches needs every two teams that meet to play a match on the same trays, "
            f"but in this movement teams {a} and {b}"
            + (f" (and {more} more pair{'s' if more > 1 else ''} of teams)" if more else "")
            + f" never do; score it with {others}"]


METHODS: dict[str, Method] = {m.name: m for m in (
    Method("compass", "Compass: pairs keep their direction",
           "tricks against the average of the direction",
           forms=("pairs",), movements=("pairs", "teams"), keeps_direction=True, pair_match=True),
    Method("howell", "Howell: pairs change direction",
           "tricks against the deal averages",
           forms=("pairs",), movements=("pairs", "teams"), deal_averages=True, pair_match=True),
    Method("matches", "Matches won: teams, or pairs in pair matches",
           "matches won, then net tricks",
           forms=("teams", "pairs"), movements=("teams", "pairs"), team=True, matches_won=True,
           signed=False, heading="Matches won"),
    Method("aggregate", "Teams: aggregate tricks",
           "aggregate tricks",
           forms=("teams", "pairs"), movements=("teams",), team=True, club_match=True),
    Method("individual-loss", "Individuals: tricks lost",
           "tricks lost against the best score on the same cards",
           forms=("individuals",), movements=("individuals",), pair_match=True,
           signed=False, lower_wins=True, heading="Tricks lost"),
    Method("individual-average", "Individuals: plus/minus",
           "tricks against the deal averages",
           forms=("individuals",), movements=("individuals",), deal_averages=True, pair_match=True),
    Method("matchpoints", "Matchpoints",
           "matchpoints, per cent",
           forms=("pairs",), movements=("pairs", "teams"), pair_match=True,
           signed=False, heading="Per cent"),
    Method("club-sets", "Clubs: the sum of the sets' majorities",
           "tricks: each club's majority at every table, summed over the sets",
           forms=("teams", "pairs", "individuals"), movements=("teams", "pairs", "individuals"),
           team=True, club_match=True, needs_clubs=True),
    Method("east-west", "E & W hands only (memory duplicate)",
           "tricks of the E & W hands against the other plays of the same cards",
           forms=("individuals", "pairs"), movements=("individuals", "pairs"),
           replays_only=True),
    Method("four-winners", "Ladies and gentlemen: best N, E, S and W",
           "tricks against the average of the seat",
           forms=("individuals",), movements=("individuals",), keeps_seat=True, pair_match=True),
)}


def for_form(form: str) -> list[Method]:
    """The methods an event of ``form`` (pairs, teams, individuals) may be scored by."""
    return [m for m in METHODS.values() if form in m.forms]


def fitting(form: str, movement: Movement) -> list[Method]:
    """The methods that score an event of ``form`` seated with ``movement``, best first."""
    return [m for m in for_form(form) if not m.refusals(movement)]


def ranks_teams(method: str, form: str, clubs: bool = False) -> bool:
    """True when ``method`` ranks teams of four, so the names are the teams'.

    A team method on a teams movement ranks its teams, unless the session
    groups its pairs into ``clubs`` (then the names are the pairs').
    """
    return method in METHODS and METHODS[method].team and form == "teams" and not clubs
