"""An event as a `whist-session/1` document, and back.

Export reads the database into the pure :class:`tournament.scoring.session.Session`;
import validates a document with the scoring module (the one place results are
validated) and creates the event through the same seating path the web uses.
The exported file carries the backup extension (:mod:`tournament.evening.backup`): the
event's status and rounds, each result's status and claim, the table tokens and
the audit trail, so export -> import -> export gives the same document (but for the audit
entry saying who restored it) for an
event in any state.  A plain `whist-session/1` file, without the extension, is
imported with every result confirmed.
"""

from __future__ import annotations

import dataclasses
import datetime

from django.db import transaction

from tournament.evening import backup, lifecycle
from tournament.evening.entrants import (NOUNS, PairEntry, TeamEntry, pair_entry, replace_entrants, too_long)
from tournament.evening.as_session import event_session
from tournament.models import Club, Event, Result
from tournament.scoring.session import Result as SessionResult, Session, SessionError
from tournament.scoring.validate import load_session


class NotExportable(lifecycle.LifecycleError):
    """An event that cannot be written as a session file yet: it has no movement."""


def export_session(event: Event, with_backup: bool = True) -> dict:
    """The `whist-session/1` document of ``event``, with the backup extension unless asked not
    to (a file to share: without the table tokens, imported as a new event with confirmed results)."""
    if not event.is_seated:
        raise NotExportable(f"“{event.name}” is a draft: a session file needs the movement, "
                            "so seat the event before exporting it.")
    return event_session(event, with_backup=with_backup).to_json()


def _entries(session: Session) -> list:
    """The field of a session, in the shape the entrants module saves."""
    movement, names, seat_names = session.movement, session.names, session.seat_names

    def pair(number: int) -> PairEntry:
        """The pair as its players, keeping the file's name verbatim where it is not simply
        "A & B" (a couple sharing a surname, odd spacing, a pair known by one name)."""
        name = seat_names.get(number) or f"Pair {number}"
        players = pair_entry(name).players
        players = players if len(players) == 2 else (name,)
        return PairEntry(players, name="" if " & ".join(players) == name else name)

    if movement.form == Event.Form.INDIVIDUALS:
        return [names.get(n) or f"Player {n}" for n in range(1, movement.entrants + 1)]
    if movement.form == Event.Form.PAIRS:
        return [pair(n) for n in range(1, movement.entrants + 1)]
    return [TeamEntry(session.team_names.get(team, ""), (pair(ns), pair(ew)))
            for team, (ns, ew) in sorted(movement.teams.items())]


@transaction.atomic
def import_session(doc: dict, club: Club, who: str = "import",
                   status: str | None = None, clash: str = backup.Clash.REFUSE, reason: str = "") -> Event:
    """Create an event from a `whist-session/1` document (SessionError if it is wrong).

    With the backup extension the event comes back as it was saved, its status
    included (``status`` must then be None); without it every result is
    confirmed and the event takes ``status`` (default: finished if the file has
    results, else seated).  ``clash`` and ``reason``: what to do when a backup's event is
    still here (:func:`tournament.evening.backup.restore`).  A refusal writes nothing.
    """
    session = _clubs_in_movement(load_session(doc))
    saved = backup.read(session)
    if saved is not None and status is not None:
        raise SessionError([f"the file is a backup of an event that was {saved.status}: it is "
                            "restored as it was, so no other status can be given"])
    entries = _entries(session)
    problems = _too_long(session, entries)
    if problems:
        raise SessionError(problems)
    event = Event.objects.create(
        club=club, name=session.name, date=datetime.date.fromisoformat(session.date),
        form=session.movement.form, laws=session.laws, method=session.method,
        **({"devices": saved.devices} if saved else {}))
    replace_entrants(event, entries)
    if saved is None:
        event = lifecycle.seat(event, session.movement, who)
    else:
        event = lifecycle.restored(event, session.movement, saved.status, saved.current_round,
                                   saved.rounds)
    for tray in event.trays.select_related("trump_slip"):
        deal = session.deals.get(tray.number)
        if deal is None:
            continue
        tray.dealer = deal.dealer or tray.dealer
        tray.hands = deal.hands or ""
        if deal.par:
            tray.par_ns, tray.par_ew = deal.par.get("ns"), deal.par.get("ew")
        tray.save()
        if deal.trump:
            tray.trump_slip.card, tray.trump_slip.recorded_by = deal.trump, who
        if saved is not None:
            backup.restore_slip(tray.trump_slip, saved.slips.get(tray.number))
        if deal.trump or saved is not None:
            tray.trump_slip.save()
    rounds = {r.number: r for r in event.rounds.all()}
    trays = {t.number: t for t in event.trays.all()}
    Result.objects.bulk_create(_stored(r, rounds, trays, event, who, saved) for r in session.results)
    if saved is not None:
        backup.restore(event, saved, who, clash=clash, reason=reason)
        return event
    status = status or (Event.Status.FINISHED if session.results else Event.Status.SEATED)
    return lifecycle.imported(event, who, status, {r.round for r in session.results}, len(session.results))


def _clubs_in_movement(session: Session) -> Session:
    """The session with its ``clubs`` (which club each pair plays for, E3) kept in the movement,
    which the event stores: a club match stays one after import and export."""
    clubs = session.extra.get("clubs")
    if clubs is None:
        return session
    movement = dataclasses.replace(session.movement, extra={**session.movement.extra, "clubs": clubs})
    extra = {k: v for k, v in session.extra.items() if k != "clubs"}
    return dataclasses.replace(session, movement=movement, extra=extra)


def _stored(result: SessionResult, rounds, trays, event: Event, who: str,
            saved: backup.Backup | None) -> Result:
    stored = Result(event=event, round=rounds[result.round], table=result.table,
                    tray=trays[result.tray], **backup.stored(result, saved, who))
    stored.figures = result.figures
    return stored


def _too_long(session: Session, entries: list) -> list[str]:
    """A problem for each name longer than the club's records can hold."""
    longest = Event._meta.get_field("name").max_length
    problems = [f"name: the event's name is {len(session.name)} characters long; at most {longest} fit"
                ] if len(session.name) > longest else []
    noun = NOUNS[session.movement.form]
    for number, entry in enumerate(entries, 1):
        problems += too_long(entry, f"names: {noun} {number}")
    return problems
