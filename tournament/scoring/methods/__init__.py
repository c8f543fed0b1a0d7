"""One module per way of deciding the winner; each turns scored trays into standings.

A method is called as ``method(session, trays, policy)`` and returns a
:class:`~tournament.scoring.standings.Standings` with its rows (and matches);
:func:`tournament.scoring.score` adds the recap, score cards and notes.
"""

from .compass import compass
from .individuals import individual_loss
from .matchpoints import matchpoints
from .plusminus import plus_minus
from .teams import aggregate, matches

METHODS = {
    "compass": compass,
    "howell": plus_minus,
    "individual-average": plus_minus,
    "individual-loss": individual_loss,
    "matchpoints": matchpoints,
    "matches": matches,
    "aggregate": aggregate,
}
