"""Helpers that build events for the application tests (no pytest fixtures here)."""

import datetime

import movements
from tournament import entrants, lifecycle
from tournament.models import Event

PASSWORD = "a-long-test-password"


def make_event(club, form="pairs", method="compass", count=10, name="Tuesday compass"):
    """A draft event with ``count`` pairs, teams or players entered."""
    event = Event.objects.create(club=club, name=name, date=datetime.date(1897, 7, 5),
                                 form=form, method=method)
    if form == "individuals":
        lines = [f"Player {n}" for n in range(1, count + 1)]
    elif form == "teams":
        lines = [f"Team {n}: A{n} & B{n}; C{n} & D{n}" for n in range(1, count + 1)]
    else:
        lines = [f"North{n} & South{n}" for n in range(1, count + 1)]
    entrants.replace_entrants(event, entrants.parse(form, "\n".join(lines)))
    return event


def seated(club, system="mitchell", count=10, form="pairs", method="compass", **kwargs):
    """A seated event of ``count`` entrants with ``system``."""
    event = make_event(club, form=form, method=method, count=count)
    return lifecycle.seat(event, movements.generate(system, count, **kwargs), "barney")
