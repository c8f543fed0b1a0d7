"""Duplicate whist movements: generators, the exchange format and the checker.

Pure Python, no Django.  ``python -m movements --help`` for the command line.

Importing the package reads only the data model and the registry: the checker
(``from movements.check import check``), ``from movements.suggest import suggest``
and the generators (imported by the registry when a system is first asked for)
load when used, so a program that only reads movements (scoring a file) loads
none of them.
"""

from movements.errors import MovementError
from movements.model import FORMAT, Movement, Play, Round, Table
from movements.registry import System, generate, get, systems

__all__ = ["FORMAT", "Movement", "MovementError", "Play", "Round", "SYSTEMS", "System", "Table",
           "generate", "get", "systems"]


def __getattr__(name: str):
    """``movements.SYSTEMS``: every named system, its generators imported when first asked for."""
    if name == "SYSTEMS":
        return systems()
    raise AttributeError(f"module 'movements' has no attribute {name!r}")
