"""The checker: is a movement correct, and how well balanced is it?

:func:`check` reads any :class:`~movements.model.Movement` - generated here,
typed in by a director or loaded from another program's file - and knows
nothing about how it was built.  It tests the properties every movement must
have and those of its system (``../shared/spec/movements.md``), and returns the
problems in sentences a director understands ("pair 3 meets pair 7 twice
(rounds 2 and 5)"), with the comparison balance (:mod:`movements.balance`).

The per-system rules are small functions keyed by ``movement.system``; the
meeting patterns of the Mitchell modifications live in
:mod:`movements.check.mitchell`.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from movements.balance import Balance, balance
from movements.check import arrow_field as check_arrow_field, evening as check_evening, late as check_late
from movements.check import put_in_bay as check_put_in_bay
from movements.check import individuals_seed as seed_individuals
from movements.check import matches as check_matches, mitchell as check_mitchell
from movements.check import teams_seed as seed_teams
from movements.check.facts import Facts, Problems
from movements.check.lead import Lead, lead
from movements.check.rules import (every_tray, every_tray_of_the_round, every_two_meet_once,
                                   north_south_meet_east_west_evenly, north_south_stay,
                                   one_pair_stationary, sit_outs_of_individuals, team_matches,
                                   whist_tournament)
from movements.model import Movement

@dataclass
class Report:
    """The checker's verdict: the problems found (empty when correct) and the balance."""

    problems: list[str] = field(default_factory=list)
    balance: Balance | None = None
    notes: list[str] = field(default_factory=list)     # what a correct short form leaves out
    lead: Lead | None = None                            # individuals: who sits on whose left

    @property
    def ok(self) -> bool:
        return not self.problems

    def __str__(self) -> str:
        if self.ok:
            verdict = f"ok, balance {self.balance}" if self.balance else "ok"
            return "\n".join([verdict, *([str(self.lead)] if self.lead else []), *self.notes])
        return "\n".join(self.problems)


def check(movement: Movement) -> Report:
    """Check ``movement`` against the universal rules and those of its system."""
    found = Problems()
    played, movement = movement, check_evening.unswitched(movement, found)
    check_arrow_field.arrow_field(played, movement, found)
    movement = check_late.without_late(movement, found)
    facts = Facts(movement, found)
    rules = _RULES_BY_VARIANT.get((movement.system, movement.variant)) or \
        _RULES_BY_SYSTEM.get(movement.system, _RULES_BY_FORM.get(movement.form, ()))
    for rule in rules:
        rule(facts, found)
    if movement.system in _MITCHELL_FAMILY:
        for text in check_mitchell.problems(movement):
            found.add("mitchell pattern", text)
    return Report(problems=found.listed(), balance=balance(played), notes=found.notes,
                  lead=lead(played))


_MITCHELL_FAMILY = ("mitchell", "clay", "snow")
_MITCHELL_RULES = (north_south_stay, every_tray, north_south_meet_east_west_evenly)
_TEAM_RULES = (team_matches,)
_WHIST_TOURNAMENT = (whist_tournament, sit_outs_of_individuals, every_tray_of_the_round)
_RULES_BY_SYSTEM = {
    **{name: _MITCHELL_RULES for name in _MITCHELL_FAMILY},
    "howell-pairs": (every_two_meet_once, every_tray, one_pair_stationary),
    "howell-teams": _TEAM_RULES,
    "gilman-teams": _TEAM_RULES,
    "club-match": check_matches.CLUB_MATCH,
    "league": check_matches.LEAGUE,
    "harvard": check_matches.HARVARD,
    "memory": (seed_individuals.each_tray_twice_with_both_hands,),
    "foster-four-pairs": (every_tray, seed_individuals.every_two_pairs_compared_once),
    "foster-six-pairs": (seed_individuals.every_two_pairs_compared_once,
                         seed_individuals.two_tables_always_in_play),
    "ladies-and-gentlemen": (seed_individuals.ladies_sit_still_gentlemen_keep_their_point,),
    "safford-couples": (seed_individuals.couples_apart_and_everyone_met_once,
                        every_tray_of_the_round),
    "mitchell-teams": (north_south_stay, seed_teams.each_pair_meets_the_other_teams_once,
                       seed_teams.team_holds_both_sides_of_its_trays),
    "snow-teams": (north_south_stay, seed_teams.each_pair_meets_the_other_teams_once,
                   seed_teams.team_holds_every_tray),
    "clay-teams": (north_south_stay, team_matches, seed_teams.match_deals_are_consecutive,
                   seed_teams.every_pair_plays_all_but_the_trays_of_its_own_table),
    "two-teams": (team_matches, seed_teams.team_holds_every_tray),
    "parallel": (north_south_stay, every_tray, seed_teams.PARALLEL_MEETINGS),
    "put-in-bay": (north_south_stay, check_put_in_bay.meetings,
                   check_put_in_bay.rows_play_mitchells, seed_teams.clubs_play_matches),
    **{name: _WHIST_TOURNAMENT for name in ("safford-individuals", "howell-eight-individuals",
                                            "twelve-individuals", "sixteen-individuals")},
}
# Systems not named above (fixed schedules, other programs' files) still get
# the rules that define their form.
_RULES_BY_FORM = {"teams": _TEAM_RULES}

# The short forms of an evening (partial Howell, short individuals) keep the
# full form's rules at most once; their rules are in movements.check.evening.

_RULES_BY_VARIANT: dict[tuple[str, str | None], tuple] = {
    ("howell-pairs", "partial"): (check_evening._meet_at_most_once,
                                  check_evening._every_round_but_one,
                                  check_evening._stationary_seat),
    ("safford-individuals", "triplewhist"): _WHIST_TOURNAMENT + (check_evening._triplewhist,),
    ("safford-individuals", "partial"): (check_evening._partners_once_opponents_twice_at_most,
                                         check_evening._every_round_but_one,
                                         every_tray_of_the_round),
}
