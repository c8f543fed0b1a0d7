"""One module per way of deciding the winner; each turns scored trays into standings.

A method is called as ``method(session, trays, policy)`` and returns a
:class:`~tournament.scoring.standings.Standings` with its rows (and matches);
:func:`tournament.scoring.score` adds the recap, score cards and notes.
:mod:`.registry` names them all and says what each can score and how it reads.
"""

from .registry import METHODS, Method, fitting, for_form

__all__ = ["METHODS", "Method", "fitting", "for_form"]
