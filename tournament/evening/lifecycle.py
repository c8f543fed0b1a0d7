"""An event's life, from draft to published: the one place its status changes.

Each change is one function here.  It refuses what the event's status does not
allow (:class:`LifecycleError`, a conflict, in words a director understands),
changes the status and the rounds together, and writes one audit entry with
its :class:`~tournament.models.AuditEntry.Action`, who, and why.  Views, the
tables' auto-advance and the session import call these; nothing else writes
``Event.status``.

    draft --seat--> seated --start--> playing --close the last round--> finished --publish--> published
    draft <-unseat- seated            playing <--------reopen---------- finished <-withdraw-- published

Closing a round while tables are still playing, and reopening a finished
event, need a reason and the director's explicit confirmation.
"""

from __future__ import annotations

from dataclasses import dataclass

from django.db import transaction

from movements import Movement, MovementError
from movements.late.pair import join
from movements.late import table as late_table

from tournament.evening import entrants, season_figures, seating
from tournament.evening.progress import unfinished
from tournament.errors import Code, UserError
from tournament.models import AuditEntry, Event, Result, Round
from tournament.seated import keep_every_round, movement_of
from tournament.scoring.session import Session
from tournament.scoring.validate import check_method

Status, Action = Event.Status, AuditEntry.Action

SETTINGS = ("name", "date", "laws", "method", "devices")  # what a director may change after creating the event


class LifecycleError(UserError):
    """A change the event's status, or its results, do not allow now; the message says why."""

    code = Code.CONFLICT


@dataclass(frozen=True)
class Step:
    """One thing a director can do to an event, from the statuses listed in ``source``.

    ``needs_reason`` and ``needs_confirmation`` tell the page what to ask for
    (the function asks again); ``unplayed`` steps are only for events without results.
    """

    name: str
    label: str
    source: tuple[str, ...]
    needs_reason: bool = False
    needs_confirmation: bool = False
    unplayed: bool = False
    danger: bool = False


STEPS = {s.name: s for s in (
    Step("seat", "Seat the event", (Status.DRAFT,)),
    Step("unseat", "Unseat, to choose another movement", (Status.SEATED,), unplayed=True),
    Step("start", "Start play", (Status.SEATED,)),
    Step("close-round", "Close the round", (Status.PLAYING,)),
    Step("reopen", "Reopen play", (Status.FINISHED,), needs_reason=True, needs_confirmation=True,
         danger=True),
    Step("publish", "Publish the results", (Status.FINISHED,)),
    Step("withdraw", "Withdraw from the public pages", (Status.PUBLISHED,)),
    Step("add-late-pair", "Add a late pair", (Status.PLAYING,)),
    Step("add-late-table", "Add a late table", (Status.PLAYING,)),
    Step("change-settings", "Change the settings", (Status.DRAFT, Status.SEATED, Status.PLAYING, Status.FINISHED)),
    Step("delete", "Delete the event", tuple(Status), needs_confirmation=True, unplayed=True, danger=True),
)}


def _has_results(event: Event) -> bool:
    return Result.objects.filter(event=event).exists()


def refusal(event: Event, name: str) -> str | None:
    """Why step ``name`` cannot be taken now (None when it can)."""
    step = STEPS[name]
    status = event.get_status_display().lower()
    if event.status not in step.source:
        *others, last = [Status(s).label.lower() for s in step.source]
        allowed = f"{', '.join(others)} or {last}" if others else last
        return f"The event is {status}: “{step.label.lower()}” is only for an event that is {allowed}."
    if step.unplayed and _has_results(event):
        return (f"The event has results: “{step.label.lower()}” is only for an event without any "
                "(they would be lost).")
    return None


def available(event: Event, names) -> list[Step]:
    """The steps among ``names`` that the event allows now, for the page to offer."""
    return [STEPS[n] for n in names if refusal(event, n) is None]


def _allow(event: Event, name: str) -> None:
    problem = refusal(event, name)
    if problem:
        raise LifecycleError(problem)


def _locked(event: Event) -> Event:
    """The event read again under a row lock: two directors' clicks are taken one at a time.

    NO KEY: it does not hold up the tables' writes, whose foreign keys to the
    event take the weakest (KEY SHARE) lock on its row.  The movement, big and
    rarely needed here, is read only if asked for.
    """
    return Event.objects.select_for_update(no_key=True).defer("movement").get(pk=event.pk)


def _hold_round(event: Event, number: int) -> None:
    """Lock round ``number``'s row against the tables' entries and confirmations until the
    caller's transaction ends.  They hold it FOR SHARE while they write (see
    ``results._round_shared``): those in flight land first, and any later one waits."""
    list(Round.objects.select_for_update(no_key=True).filter(event=event, number=number).values_list("pk"))


def _audit(event: Event, who: str, action: str, what: str, *, reason: str = "",
           old: dict | None = None, new: dict | None = None) -> AuditEntry:
    return AuditEntry.objects.create(event=event, who=who, action=action, what=what, reason=reason,
                                     old=old, new=new)


def _state(event: Event) -> dict:
    """The status and the current round, as the audit records them before and after."""
    return {"status": event.status, "round": event.current_round}


def _become(event: Event, status: str) -> dict:
    """Set the status (the caller saves); return the state before, for the audit."""
    old = _state(event)
    event.status = status
    return old


def _why(reason: str, confirmed: bool, problem: str) -> str:
    """The reason, once given and confirmed; else a refusal that says what is missing."""
    reason = reason.strip()
    missing = [m for m, ok in (("give the reason", reason), ("tick the confirmation", confirmed)) if not ok]
    if missing:
        raise LifecycleError(f"{problem} {' and '.join(missing).capitalize()} to go on.")
    return reason


# --- The transitions ---

def create(event: Event, who: str) -> Event:
    """Save a new event (a draft) and record who created it."""
    event.status = Status.DRAFT
    with transaction.atomic():
        event.save()
        _audit(event, who, Action.CREATED, "created the event",
               new={k: str(getattr(event, k)) for k in ("name", "date", "form", "laws", "method")})
    return event


def seat(event: Event, movement: Movement, who: str, method: str | None = None) -> Event:
    """Draft -> seated: lay out ``movement`` (rounds, tables, trays, trump slips).

    ``method``: the scoring method chosen with the movement, when it is not the
    event's own (the movement page offers only those that fit); the change is audited.
    """
    with transaction.atomic():
        event = _locked(event)
        _allow(event, "seat")
        if method is not None and method != event.method:
            _audit(event, who, Action.SETTINGS_CHANGED, "changed the scoring method when seating",
                   old={"method": event.method}, new={"method": method})
            event.method = method
        seating.lay_out(event, movement)
        old = _become(event, Status.SEATED)
        event.save(update_fields=["status", "updated_at"])
        _audit(event, who, Action.SEATED,
               f"seated the event: {movement.system} {movement.variant or ''} "
               f"({len(movement.rounds)} rounds, {movement.tables} tables, {movement.trays} trays)",
               old=old, new=_state(event) | {"system": movement.system, "variant": movement.variant or ""})
    return event


def unseat(event: Event, who: str, reason: str = "") -> Event:
    """Seated -> draft, while no result exists: the movement's rounds and trays go.

    The deals already put in the trays go with them, so the audit keeps them.
    """
    with transaction.atomic():
        event = _locked(event)
        _allow(event, "unseat")
        gone = {"system": event.system, "variant": event.variant,
                "deals": {t.number: t.hands for t in event.trays.exclude(hands="")}}
        seating.take_up(event)
        old = _become(event, Status.DRAFT) | gone
        event.save(update_fields=["status", "updated_at"])
        _audit(event, who, Action.UNSEATED,
               f"unseated the event ({gone['system']} {gone['variant']}): another movement may be chosen",
               reason=reason.strip(), old=old, new=_state(event))
    return event


def reseat(event: Event, movement: Movement, who: str, reason: str = "",
           method: str | None = None) -> Event:
    """A seated event without results seated again with another movement (and, where the
    new movement needs it, another scoring method that fits), in one go."""
    with transaction.atomic():
        return seat(unseat(event, who, reason), movement, who, method)


def start(event: Event, who: str) -> Event:
    """Seated -> playing: round 1 opens for the tables (and every round's part of the movement
    is kept, for the rounds' closes)."""
    with transaction.atomic():
        event = _locked(event)
        _allow(event, "start")
        old = _become(event, Status.PLAYING)
        event.play_round(1)
        event.save(update_fields=["status", "current_round", "updated_at"])
        _audit(event, who, Action.STARTED, "started play: round 1 is open", old=old, new=_state(event))
    keep_every_round(event)
    return event


def still_playing(event: Event, round_no: int) -> list[int]:
    """The tables with a tray of round ``round_no`` not yet confirmed."""
    return sorted({table for table, _ in unfinished(event, round_no)})


def close_round(event: Event, who: str, *, reason: str = "", confirmed: bool = False,
                from_round: int | None = None) -> Event:
    """Close the current round and open the next; closing the last one finishes play.

    While a table is still playing the round (a tray not confirmed) it needs a
    reason and ``confirmed``; the refusal names the tables.  ``from_round``
    makes a repeated or racing request harmless: nothing happens unless that
    round is still the current one.
    """
    with transaction.atomic():
        event = _locked(event)
        current = event.current_round
        _allow(event, "close-round")
        if from_round is not None and from_round != current:
            return event
        _hold_round(event, current)  # any later entry waits for the close and sees the round closed
        tables = still_playing(event, current)
        if tables:
            named = f"table{'s' if len(tables) > 1 else ''} {', '.join(map(str, tables))}"
            reason = _why(reason, confirmed, f"Round {current} is not finished: {named} still playing.")
            reason += f" (closed while {named} still played)"
        old = _state(event)
        Round.objects.filter(event=event, number=current).update(status=Round.Status.CLOSED)
        if Round.objects.filter(event=event, number=current + 1).update(status=Round.Status.OPEN):
            event.current_round = current + 1
            action, what = Action.ROUND_CLOSED, f"closed round {current} and opened round {current + 1}"
        else:
            event.status = Status.FINISHED
            action, what = Action.FINISHED, f"closed round {current}, the last: play is finished"
        event.save(update_fields=["current_round", "status", "updated_at"])
        _audit(event, who, action, what, reason=reason.strip(), old=old, new=_state(event))
    return event


def reopen(event: Event, who: str, *, reason: str = "", confirmed: bool = False) -> Event:
    """Finished -> playing: the last round opens again for the tables (a reason and confirmation)."""
    with transaction.atomic():
        event = _locked(event)
        _allow(event, "reopen")
        last = event.rounds.order_by("-number").values_list("number", flat=True).first()
        reason = _why(reason, confirmed, f"Reopening lets the tables enter results in round {last} again.")
        old = _become(event, Status.PLAYING)
        event.play_round(last)
        event.save(update_fields=["status", "current_round", "updated_at"])
        _audit(event, who, Action.REOPENED, f"reopened play: round {last} is open again",
               reason=reason, old=old, new=_state(event))
    return event


def publish(event: Event, who: str) -> Event:
    """Finished -> published: the standings appear on the club's public pages."""
    with transaction.atomic():
        event = _locked(event)
        _allow(event, "publish")
        old = _become(event, Status.PUBLISHED)
        event.save(update_fields=["status", "updated_at"])
        _audit(event, who, Action.PUBLISHED, "published the results", old=old, new=_state(event))
        season_figures.keep(event)
    return event


def withdraw(event: Event, who: str, reason: str = "") -> Event:
    """Published -> finished: the event leaves the public pages, to be corrected and published again.

    Every table gets new links: the links stopped working at publication, and
    the old cards must not come back to life if play is reopened (print the
    table cards again for that).
    """
    with transaction.atomic():
        event = _locked(event)
        _allow(event, "withdraw")
        old = _become(event, Status.FINISHED)
        event.save(update_fields=["status", "updated_at"])
        season_figures.forget(event)
        _renew(event.tables.all())
        _audit(event, who, Action.WITHDRAWN, "withdrew the results from the public pages; every "
               "table has a new link (the old cards no longer work)",
               reason=reason.strip(), old=old, new=_state(event))
    return event


def _renew(tables) -> list[int]:
    """New tokens for ``tables``; returns their numbers."""
    renewed = []
    for table in tables:
        table.renew_tokens()
        table.save(update_fields=["token", "ew_token"])
        renewed.append(table.number)
    return renewed


def renew_links(event: Event, who: str, table: int, reason: str = "") -> None:
    """Give table ``table`` new links (a lost phone, a link sent to the wrong people): the old
    ones stop at once.  Not once the results are published (no link works then)."""
    with transaction.atomic():
        event = _locked(event)
        if event.status in (Status.DRAFT, Status.PUBLISHED):
            raise LifecycleError(f"The event is {event.get_status_display().lower()}: its tables' "
                                 "links are not in use.")
        if not _renew(event.tables.filter(number=table)):
            raise LifecycleError(f"The event has no table {table}.", Code.NOT_FOUND)
        _audit(event, who, Action.LINKS_RENEWED, f"gave table {table} a new link; the old one no longer works",
               reason=reason.strip())


def delete(event: Event, who: str, *, reason: str = "", confirmed: bool = False) -> None:
    """Delete an event without results (a draft, or seated but never played); needs confirmation.

    Its audit entries stay, without the event, after one that says who deleted it.
    """
    with transaction.atomic():
        event = _locked(event)
        _allow(event, "delete")
        if not confirmed:
            raise LifecycleError(f"Tick the confirmation to delete “{event.name}”.", Code.INVALID)
        _audit(event, who, Action.DELETED, f"deleted the event “{event}”"[:200], reason=reason.strip(),
               old={"status": event.status, "name": event.name, "date": str(event.date)})
        event.delete()


def change_settings(event: Event, who: str, changes: dict, reason: str = "") -> Event:
    """Change the name, date, laws, scoring method or devices of an event not yet published.

    Once seated, the method must suit the movement (the scoring module's
    ``check_method`` decides).  Only what really changes is saved and audited.
    """
    unknown = set(changes) - set(SETTINGS)
    if unknown:
        raise LifecycleError(f"Only {', '.join(SETTINGS)} can be changed here, not {', '.join(sorted(unknown))}.",
                             Code.INVALID)
    with transaction.atomic():
        event = _locked(event)
        _allow(event, "change-settings")
        changed = {k: v for k, v in changes.items() if getattr(event, k) != v}
        if not changed:
            return event
        if "method" in changed and event.is_seated:
            problems = check_method(_session(event, changed["method"]))
            if problems:
                raise LifecycleError(problems, Code.INVALID)
        old = {k: str(getattr(event, k)) for k in changed}
        for k, v in changed.items():
            setattr(event, k, v)
        event.save(update_fields=[*changed, "updated_at"])
        _audit(event, who, Action.SETTINGS_CHANGED, f"changed the event's {', '.join(changed)}",
               reason=reason.strip(), old=old, new={k: str(v) for k, v in changed.items()})
    return event


# Late arrivals: a pair takes the missing pair's seat, or two pairs make a late table
# (docs/late-arrivals.md).  Kind -> how the movement takes them, from a round on.
LATE = {"pair": join, "table": late_table.add_table}


def _late_noun(event: Event, kind: str) -> str:
    return "table" if kind == "table" else entrants.NOUNS[event.form]


def no_late_place(event: Event, kind: str = "pair") -> str | None:
    """Why the seated movement cannot take a late pair (``kind`` "pair": the missing pair's
    seat) or a late table ("table") from the current round on; None when it may (a late
    table's hosts are searched only when it is added: that may still refuse)."""
    movement, current = movement_of(event), max(event.current_round, 1)
    problem = late_table.refusal(movement, current) if kind == "table" else None
    if kind == "pair":
        try:
            join(movement, current)
        except MovementError as exc:
            problem = str(exc)
    return problem and f"There is no place for a late {_late_noun(event, kind)}: {problem}."


def late_refusal(event: Event, kind: str = "pair") -> str | None:
    """Why a late pair (a late player at an individual event) or a late table cannot join
    now (None when it can): play must be running, the movement must take it, and the
    current round must not have begun (no result entered yet)."""
    problem = refusal(event, f"add-late-{kind}") or no_late_place(event, kind)
    if problem:
        return problem
    noun, current = _late_noun(event, kind), event.current_round
    busy = sorted(set(Result.objects.filter(event=event, round__number=current)
                      .values_list("table", flat=True)))
    if not busy:
        return None
    named = f"table{'s' if len(busy) > 1 else ''} {', '.join(map(str, busy))}"
    last = event.rounds.order_by("-number").values_list("number", flat=True).first()
    after = (f"add the late {noun} once round {current} is closed, before round {current + 1} "
             "has results" if current < last else "it is the last round, so no round is left to join")
    return (f"Round {current} is in progress ({named} entered results): a late {noun} joins "
            f"between rounds; {after}.")


def add_late(event: Event, who: str, text: str, kind: str = "pair") -> Event:
    """Late arrivals join a running event from the current round on, which has no result yet:
    a pair (``text``: its line, "Alice & Bob") in the missing pair's seat, or, ``kind``
    "table", two pairs (two lines, N-S then E-W) at a new table.

    The one change to the number of entrants once seated: the late pairs are numbered
    after the field, the movement records them (``movements.late.pair``, ``movements.late.table``),
    and the rounds already played are their sit-outs.
    """
    with transaction.atomic():
        event = _locked(event)
        _hold_round(event, event.current_round)  # no entry lands between the count and the commit
        problem = late_refusal(event, kind)
        if problem:
            raise LifecycleError(problem)
        current, before = event.current_round, movement_of(event)
        try:
            movement = LATE[kind](before, current)
        except MovementError as exc:
            raise LifecycleError(f"There is no place for a late {_late_noun(event, kind)}: {exc}.") from None
        added = entrants.add_late(event, text, before.entrants + 1, movement.entrants - before.entrants)
        seating.refit(event, movement)
        _audit(event, who, Action.FIELD_CHANGED, _late_what(event, kind, movement, added, current)[:200],
               new={"entrants": {str(e.number): str(e) for e in added}, "from_round": current,
                    "table": _late_table(movement, added[0].number, current)})
    return event


def _late_table(movement: Movement, entrant: int, round_no: int) -> int:
    """Where ``entrant`` sits in round ``round_no``."""
    return next(t.table for t in movement.round(round_no).tables if entrant in t.seats().values())


def _late_what(event: Event, kind: str, movement: Movement, added: list, current: int) -> str:
    """The audit's sentence for late arrivals: who joined, where, and their sit-outs."""
    whose = "its" if len(added) == 1 else "their"
    missed = {1: "", 2: f"; round 1 is {whose} sit-out"}.get(
        current, f"; rounds 1 to {current - 1} are {whose} sit-outs")
    if kind == "table":
        ns, ew = added
        return (f"added table {movement.tables} late, from round {current}: N-S pair {ns.number} "
                f"({ns}) sits still there, E-W pair {ew.number} ({ew}) takes the E-W seat of "
                f"another table each round{missed}")
    noun, entrant = entrants.NOUNS[event.form], added[0]
    return (f"added {noun} {entrant.number} ({entrant}) late: from round {current} it plays the "
            f"missing {noun}'s seat at table {_late_table(movement, entrant.number, current)}{missed}")


def _session(event: Event, method: str) -> Session:
    """What the scoring module needs to judge ``method`` for the event's movement."""
    return Session(name=event.name, date=str(event.date), laws=event.laws, method=method,
                   movement=movement_of(event))


def imported(event: Event, who: str, status: str, rounds_played: set[int], results_count: int) -> Event:
    """A seated event just imported from a session file takes the status the import asks for.

    Playing opens the first round without results; finished or published close
    every round.  ``rounds_played`` are the rounds the file has results for.
    """
    if event.status != Status.SEATED:
        raise LifecycleError("Only an event just seated by the import can take the file's status.")
    if status == Status.DRAFT:
        raise LifecycleError("An imported event is seated: it cannot be a draft.", Code.INVALID)
    numbers = list(event.rounds.order_by("number").values_list("number", flat=True))
    old = _become(event, status)
    if status == Status.PLAYING:
        event.play_round(min((n for n in numbers if n not in rounds_played), default=numbers[-1]))
    elif status in (Status.FINISHED, Status.PUBLISHED):
        event.play_round(numbers[-1])
        event.rounds.filter(number=numbers[-1]).update(status=Round.Status.CLOSED)
    event.save(update_fields=["status", "current_round", "updated_at"])
    _audit(event, who, Action.IMPORTED, f"imported the session ({results_count} results)",
           old=old, new=_state(event))
    if status == Status.PUBLISHED:
        season_figures.keep(event)
    return event


def restored(event: Event, movement: Movement, status: str, current_round: int,
             rounds: dict[int, str]) -> Event:
    """A draft event just created from a backup is seated and takes the state it was saved in.

    ``rounds`` is each round's status.  No audit entry of a step: the backup brings the
    event's own trail, which already says how it came to that state; the restore itself
    adds the one that says who restored it (``tournament.evening.backup.restore``).
    """
    with transaction.atomic():
        event = _locked(event)
        _allow(event, "seat")
        if status == Status.DRAFT:
            raise LifecycleError("A restored event is seated: it cannot be a draft.", Code.INVALID)
        seating.lay_out(event, movement)
        event.status, event.current_round = status, current_round
        event.save(update_fields=["status", "current_round", "updated_at"])
        for round_status in set(rounds.values()):
            numbers = [n for n, s in rounds.items() if s == round_status]
            Round.objects.filter(event=event, number__in=numbers).update(status=round_status)
    return event
