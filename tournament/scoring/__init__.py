"""Scoring duplicate whist: pure functions from a session's results to standings.

No Django here: the web application, the printing and the ``score`` command
all call these.

    session = load_session(json.load(file))   # SessionError lists every problem
    standings = score(session)                # Standings: rows, matches, recap, cards
    standings.to_json()                       # whist-standings/1

``check_result(movement, result, existing_results)`` is the one set of rules a
single result must obey; ``policy.Policy`` holds the choices a club may change.
"""

from __future__ import annotations

import dataclasses

from tournament.scoring.methods.scorers import SCORERS
from tournament.scoring.policy import DEFAULT, Policy
from tournament.scoring.session import Deal, Result, Session, SessionError
from tournament.scoring.standings import (CardLine, Cards, Match, Recap, RecapLine, Row, Standings, TrayRecap)
from tournament.scoring.trays import build_trays, score_cards
from tournament.scoring.validate import check_result, check_scorable, check_session, load_session

__all__ = ["CardLine", "DEFAULT", "Deal", "Match", "Policy", "RecapLine", "Result", "Row",
           "Session", "SessionError", "Standings", "TrayRecap", "check_result",
           "check_session", "load_session", "score"]


def score(session: Session, policy: Policy = DEFAULT) -> Standings:
    """The standings of ``session`` by its method and laws.

    Raises SessionError when the method cannot score the movement (a session
    built in code rather than read by :func:`load_session`).
    """
    problems = check_scorable(session)
    if problems:
        raise SessionError(problems)
    trays = build_trays(session, policy)
    standings = SCORERS[session.method](session, trays, policy)
    return dataclasses.replace(
        standings, name=session.name, date=session.date, laws=session.laws,
        recap=Recap(lambda: [tray.recap() for tray in trays.values()]),
        cards=standings.cards or Cards(lambda: score_cards(trays)),
        notes=standings.notes + _notes(trays))


def _notes(trays) -> tuple[str, ...]:
    """What the director should look at: unusual rulings, results not yet entered."""
    notes, missing = [], 0
    for tray in trays.values():
        for line in tray.lines:
            if line.result is None:
                missing += 1
            elif line.note:
                notes.append(f"tray {tray.tray}, round {line.play.round}, "
                             f"table {line.play.table}: {line.note}")
    if missing:
        notes.append(f"{missing} result{'s' if missing > 1 else ''} not entered yet")
    return tuple(notes)
