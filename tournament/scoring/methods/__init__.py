"""One module per way of deciding the winner; each turns scored trays into standings.

A method is called as ``method(session, trays, policy)`` and returns a
:class:`~tournament.scoring.standings.Standings` with its rows (and matches);
:func:`tournament.scoring.score` adds the recap, score cards and notes.
:mod:`tournament.scoring.registry` says what each method is, what it can score and
how its score reads; :mod:`.scorers` names each one's function.
"""
