"""Each method's scoring function, by the method's name in :mod:`.registry`.

Kept apart from the registry so that what a method *is* (its flags, what it can
score) sits below the session, the policy and the standings, and how it *scores*
sits above them.  ``tests/scoring/test_method_registry.py`` checks that every
method has exactly one function here.
"""

from __future__ import annotations

from typing import Callable

from tournament.scoring.methods.club_sets import club_sets
from tournament.scoring.methods.compass import compass
from tournament.scoring.methods.east_west import east_west
from tournament.scoring.methods.four_winners import four_winners
from tournament.scoring.methods.individuals import individual_loss
from tournament.scoring.methods.matchpoints import matchpoints
from tournament.scoring.methods.plusminus import plus_minus
from tournament.scoring.methods.teams import aggregate, matches

# score(session, trays, policy) -> Standings
SCORERS: dict[str, Callable] = {
    "compass": compass,
    "howell": plus_minus,
    "matches": matches,
    "aggregate": aggregate,
    "individual-loss": individual_loss,
    "individual-average": plus_minus,
    "matchpoints": matchpoints,
    "club-sets": club_sets,
    "east-west": east_west,
    "four-winners": four_winners,
}
