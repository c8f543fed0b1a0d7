"""An evening's figures for the season: what any evening is worth on a ladder.  No Django here.

An evening's own score cannot be carried into a season: matches won, tricks
lost and tricks above average are counted on scales that depend on the
method, the number of trays and the size of the field.  So each published
evening is turned into two figures that read the same whatever its form,
length, size and method (docs/ladders.md):

* **the percentage**, a matchpoint percentage: on each tray every side is
  compared with every other side that held the same cards (2 for each one it
  beat, 1 for each tie, a tray played fewer times scaled up by Neuberg's
  formula, exactly as the Matchpoints method scores), and the side's
  matchpoints are given as a share of the tops of the trays it played.  A
  player at an individual evening takes the percentage of the sides he sat
  in; a team of four takes the mean of its two pairs' percentages.  50 is
  average at every evening.
* **the place points**: one point for every entrant (pair, team or player, as
  the evening ranks them) that finished below, half a point for each one
  that shared the place.  The winner of a field of ``n`` has ``n - 1``; the
  points grow with the size of the field.

An evening that ranks something other than the club's own players (a match
between two clubs) has no figures: it is left out of every ladder, with the
reason.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from tournament.scoring.methods.matchpoints import matchpoints
from tournament.scoring.policy import DEFAULT, Policy
from tournament.scoring.session import Session
from tournament.scoring.standings import Standings
from tournament.scoring.trays import build_trays


@dataclass(frozen=True)
class EntrantFigures:
    """One ranked entrant's figures: its place in a field of ``field``, place points,
    the exact matchpoint percentage, and the trays it played."""

    entrant: int
    place: int
    field: int
    points: Fraction
    percentage: Fraction
    trays: int


@dataclass(frozen=True)
class EveningFigures:
    """Every ranked entrant's figures, or, for an evening a ladder cannot take, why not."""

    method: str
    teams: bool                       # the entrants are teams of four
    rows: tuple[EntrantFigures, ...]
    left_out: str = ""                # why no ladder takes this evening ("" when they can)

    def of(self, entrant: int) -> EntrantFigures:
        return next(row for row in self.rows if row.entrant == entrant)


def place_points(places: list[int]) -> list[Fraction]:
    """The place points of a field whose places are ``places`` (shared places repeated):
    one for each entrant placed below, a half for each other one on the same place."""
    return [sum((Fraction(1) if other > mine else Fraction(1, 2) if other == mine else Fraction(0)
                 for other in places), Fraction(0)) - Fraction(1, 2)
            for mine in places]


def evening_figures(session: Session, standings: Standings, policy: Policy = DEFAULT) -> EveningFigures:
    """The figures of a scored evening: ``standings`` is ``score(session)``."""
    if session.clubs is not None or session.method == "club-sets":
        return EveningFigures(session.method, False, (),
                              "a match between two clubs ranks the clubs, not the club's own "
                              "field: it has no place or percentage for a ladder")
    teams = session.ranks_teams
    percent = _percentages(session, policy)
    played = _trays_played(session)
    if teams:
        team_of = session.movement.team_of()
        pairs: dict[int, list[int]] = {}
        for pair, team in sorted(team_of.items()):
            pairs.setdefault(team, []).append(pair)
        percent = {team: sum((percent.get(p, Fraction(0)) for p in members), Fraction(0)) / len(members)
                   for team, members in pairs.items()}
        played = {team: max(played.get(p, 0) for p in members) for team, members in pairs.items()}
    places = [row.rank for row in standings.rows]
    rows = tuple(EntrantFigures(row.entrant, row.rank, len(places), points,
                                percent.get(row.entrant, Fraction(50)), played.get(row.entrant, 0))
                 for row, points in zip(standings.rows, place_points(places)))
    return EveningFigures(session.method, teams, rows)


def _percentages(session: Session, policy: Policy) -> dict[int, Fraction]:
    """Each seated entrant's (pair's or player's) exact matchpoint percentage."""
    scored = matchpoints(session, build_trays(session, policy), policy)
    return {row.entrant: Fraction(row.exact) for row in scored.rows}


def _trays_played(session: Session) -> dict[int, int]:
    """How many trays each seated entrant played with a result entered."""
    entered = {r.key for r in session.results}
    count: dict[int, int] = {}
    for play in session.movement.plays():
        if (play.round, play.table, play.tray) in entered:
            for entrant in play.ns + play.ew:
                count[entrant] = count.get(entrant, 0) + 1
    return count
