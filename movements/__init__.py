"""Duplicate whist movements: generators, the exchange format and the checker.

Pure Python, no Django.  ``python -m movements --help`` for the command line.
"""

from .errors import MovementError
from .model import FORMAT, Movement, Play, Round, Table
from .registry import SYSTEMS, System, generate, get

# Importing the generator modules registers their systems.
from . import mitchell, howell, teams, individuals, schedules  # noqa: E402,F401  isort:skip

__all__ = ["FORMAT", "Movement", "MovementError", "Play", "Round", "SYSTEMS", "System",
           "Table", "generate", "get"]
