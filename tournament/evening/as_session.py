"""An event read as a `whist-session/1` Session: what the scoring core, the pages, the
exports and the season's figures read (the import of a session file is session_io's)."""

from __future__ import annotations

from tournament.evening import backup
from tournament.models import Event, Result
from tournament.seated import movement_of
from tournament.scoring.session import FIGURES, Deal, Result as SessionResult, Session


def event_session(event: Event, with_backup: bool = False) -> Session:
    """The event as a Session: its movement, names, deals and results so far.

    ``with_backup`` adds the backup extension, at the top and to each result.
    """
    movement = movement_of(event)
    deals = {}
    for tray in event.trays.select_related("trump_slip"):
        slip = getattr(tray, "trump_slip", None)
        par = None if tray.par_ns is None else {"ns": tray.par_ns, "ew": tray.par_ew}
        deals[tray.number] = Deal(tray=tray.number, dealer=tray.dealer,
                                  trump=(slip.card if slip else "") or None,
                                  hands=tray.hands or None, par=par,
                                  extra={backup.KEY: backup.of_slip(slip)} if with_backup and slip else {})
    results = _backed_up_results(event) if with_backup else _results(event)
    return Session(name=event.name, date=event.date.isoformat(), laws=event.laws, method=event.method,
                   movement=movement, names=event.entrant_names(),
                   pair_names=event.pair_names() if event.ranks_teams else {},
                   deals=deals, results=results,
                   extra={backup.KEY: backup.of_event(event)} if with_backup else {})


_COLUMNS = ("round__number", "table", "tray__number", *FIGURES)


def _results(event: Event) -> list[SessionResult]:
    """The event's results, read as plain values: no model objects, no timestamps (a 60-table
    event's standings page would otherwise spend most of its time building 7,200 of each)."""
    assert FIGURES[-1] == "adjusted"  # stored as "" when there is none, None in the scoring core
    return [SessionResult(*row[3:-1], row[-1] or None, round=row[0], table=row[1], tray=row[2])
            for row in Result.objects.filter(event=event).values_list(*_COLUMNS)]


def _backed_up_results(event: Event) -> list[SessionResult]:
    """The event's results, each with its part of the backup extension (status, claim, who)."""
    rows = Result.objects.filter(event=event).select_related("round", "tray")
    return [SessionResult.at(r.round.number, r.table, r.tray.number, r.figures,
                             extra={backup.KEY: backup.of_result(r)}) for r in rows]
