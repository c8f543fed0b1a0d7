"""Duplicate whist movements: generators, the exchange format and the checker.

Pure Python, no Django.  ``python -m movements --help`` for the command line.

``movements.check(movement)`` and ``movements.suggest(form, entrants)`` are the
functions; their modules stay importable as ``movements.check`` and
``movements.suggest`` through ``from movements.check import ...``.
"""

from .errors import MovementError
from .model import FORMAT, Movement, Play, Round, Table
from .registry import SYSTEMS, System, generate, get

# Importing the generator modules registers their systems.
from . import mitchell, howell, teams, teams_compass, parallel, put_in_bay  # noqa: E402,F401  isort:skip
from . import individuals, schedules, club_matches  # noqa: E402,F401  isort:skip
from . import foster_pairs, couples, memory  # noqa: E402,F401  isort:skip

from .balance import Balance, balance  # noqa: E402  isort:skip
from .check import Report, check  # noqa: E402  isort:skip
from .suggest import Choice, nearest_sizes, suggest  # noqa: E402  isort:skip

__all__ = ["FORMAT", "Balance", "Choice", "Movement", "MovementError", "Play", "Report", "Round",
           "SYSTEMS", "System", "Table", "balance", "check", "generate", "get", "nearest_sizes",
           "suggest"]
