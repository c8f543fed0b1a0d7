"""Recording results: the one write path for scorers, tables and the director.

Every result is validated by the scoring module's rules (``check_result``),
written under a row lock, versioned, and audited: who, when, old -> new, why.
A resubmission of the same figures changes nothing; a correction made against
a version that has since changed is refused, never silently lost.
"""

from __future__ import annotations

from django.db import IntegrityError, transaction

from tournament.errors import Code, UserError
from tournament.evening import revision
from tournament.models import AuditEntry, Event, Result, Round, Tray
from tournament.rows import confirmed_count, results_at_table, round_row, tray_of, with_related, write_with_audit
from tournament.seated import at_table, kept_by_number, plays, round_size
from tournament.scoring.session import Figures, Result as SessionResult
from tournament.scoring.validate import Seating, check_result
from tournament.vocabulary import SIDE_NAMES, table_who


class ResultRefused(UserError):
    """A result that cannot be recorded: a bad value (invalid), no such round, table or
    tray (not found), or a clash with what is already recorded (conflict)."""


def refuse_unless_valid(event: Event, round_no: int, table: int, tray: int, figures: Figures) -> None:
    """Raise ResultRefused with every reason the figures cannot stand, by the scoring
    module's rules: not found when the movement has no such tray there, else invalid."""
    if not event.is_seated:
        raise ResultRefused("The event is not seated yet.", Code.CONFLICT)
    one_round = at_table(event, round_no, table)
    if one_round is None:
        raise ResultRefused(f"The event has no round {round_no}.", Code.NOT_FOUND)
    problems = check_result(one_round, SessionResult.at(round_no, table, tray, figures), laws=event.laws)
    if problems:
        misplaced = Seating(one_round).where_problem(round_no, table, tray)
        raise ResultRefused(problems, Code.NOT_FOUND if misplaced else Code.INVALID)


TRAY_IDS = "trays"   # the trays' ids by number, kept while the event is seated


def _tray(event: Event, number: int) -> Tray:
    """The event's tray ``number``, without a query once the event's trays are kept.

    Trays are made once, at seating, so their ids are kept, each apart (a worker's copy of
    one id is read faster than of every tray's); the tray comes with its number only
    (anything else, say the deal, is read when asked for).
    """
    found = kept_by_number(event, TRAY_IDS, number, lambda e: dict(Tray.objects.filter(event=e)
                                                                 .values_list("number", "id")) or None)
    if not found:
        raise ResultRefused(f"The event has no tray {number}.", Code.NOT_FOUND)
    return tray_of(event.pk, found, number)


def record(event: Event, round_no: int, table: int, tray: int, figures: Figures, who: str, *,
           status: str = Result.Status.ENTERED, expected_version: int | None = None,
           reason: str = "", director: bool = False, ruling: bool = False) -> tuple[Result, bool]:
    """Enter or correct the result of ``tray`` at ``table`` in ``round_no``.

    Returns ``(result, changed)``.  Tables (``director=False``) may only enter
    a new result or resubmit the same figures.  The director writes against the
    version he saw (``expected_version``; None or 0: he saw no result there), so
    a result entered or changed meanwhile is never overwritten unseen; a round
    that is not being played needs his reason.  A ``ruling`` (the director's word on a
    dispute) also sets E-W's claim aside, and is audited as a ruling.
    """
    if event.status == Event.Status.PUBLISHED or (event.status == Event.Status.FINISHED and not director):
        raise ResultRefused(f"The event is {event.get_status_display().lower()}; "
                            "results can no longer be entered.", Code.CONFLICT)
    if event.status == Event.Status.DRAFT:
        raise ResultRefused("The event is not seated yet.", Code.CONFLICT)
    refuse_unless_valid(event, round_no, table, tray, figures)
    try:
        with transaction.atomic(), revision.changing(event):
            return _record(event, round_no, table, tray, figures, who, status,
                           expected_version, reason, director, ruling, look=director)
    except IntegrityError:
        # The result is there already: a table sent its entry again, or two first
        # entries raced.  The same figures again change nothing; others are a conflict.
        with transaction.atomic(), revision.changing(event):
            return _record(event, round_no, table, tray, figures, who, status,
                           expected_version, reason, director, ruling, look=True)


def _round_shared(event: Event, round_no: int) -> Round:
    """The round read under a shared row lock, held until the write commits.

    Why ``FOR SHARE`` and a raw query: a table's entry must see the round's
    status as it will be when the entry commits, so the director's close of
    the round (which locks the round row ``FOR NO KEY UPDATE`` first, see
    ``lifecycle.close_round``) waits for the entries in flight, and an entry
    that comes after it waits and then sees the round closed.  Django has no
    ``FOR SHARE``, hence the query of our own (``rows.round_row``).  Before the round, the event's revision
    is moved on (tournament/evening/revision.py), which takes the event row's write
    lock: the tables' writes to one event follow one another, each for the few
    milliseconds to its commit, and take their locks in the order the director's
    steps take them (the event row, then the round), so neither waits for the
    other in a circle.  The insert's foreign key to the round takes only ``KEY SHARE``,
    which does not conflict with the close's update: without this lock an
    entry could land after "closed round 1".  (SQLite, which has no row locks,
    locks the whole file for a write anyway.)
    """
    found = round_row(event.pk, round_no, shared=True)
    if found is None:
        raise ResultRefused(f"The event has no round {round_no}.", Code.NOT_FOUND)
    return found


def _record(event, round_no, table, tray_no, figures, who, status, expected_version, reason, director,
            ruling, look):
    """Write under a row lock.  Without ``look`` it inserts at once (a table's entry is new
    but for a resubmission, which the unique constraint catches): one query less."""
    rnd = _round_shared(event, round_no)
    if rnd.status != Round.Status.OPEN:
        if not director:
            raise _closed(round_no)
        if not reason.strip():
            state = "closed" if rnd.status == Round.Status.CLOSED else "not being played yet"
            raise ResultRefused(f"Round {round_no} is {state}: give the reason for entering its "
                                "results now (a late slip, a correction); it is kept in the "
                                "result's history.")
    tray = _tray(event, tray_no)
    existing = (Result.objects.select_for_update(of=("self",)).order_by("pk")
                .filter(round=rnd, table=table, tray=tray).first()) if look else None
    where = f"round {round_no}, table {table}, tray {tray_no}"
    if existing is None and director and expected_version:
        raise ResultRefused(f"{where} no longer has the result you saw (version {expected_version}): "
                            "it was deleted meanwhile; look again before entering it.", Code.CONFLICT)
    if existing is None:
        result = with_related(Result(event_id=event.pk, round_id=rnd.pk, table=table, tray_id=tray.pk,
                                     entered_by=who, status=status), event=event, round=rnd, tray=tray)
        result.figures = figures
        action = AuditEntry.Action.RULED if ruling else AuditEntry.Action.ENTERED
        write_with_audit(result, AuditEntry(event_id=event.pk, who=who, action=action,
                                            what=f"{'ruled on' if ruling else 'entered'} {where}",
                                            new=result.audit_state(), reason=reason))
        return result, True
    if existing.figures == figures and not director:
        return existing, False
    if not director:
        raise ResultRefused(
            f"{where} already has a result ({existing.ns} tricks to N-S, "
            f"{existing.get_status_display().lower()}); only the director can change it.", Code.CONFLICT)
    seen = expected_version or 0
    if seen != existing.version:
        meanwhile = ("was entered meanwhile" if not seen else
                     f"was changed by someone else meanwhile (you saw version {seen})")
        raise ResultRefused(
            f"{where} {meanwhile}: it is now {existing.ns} tricks to N-S, "
            f"{existing.get_status_display().lower()}, version {existing.version}; "
            "look again before correcting it.", Code.CONFLICT)
    # E-W's claim stands only while the result is disputed: a ruling, or any correction that
    # leaves it otherwise, sets it aside (a confirmed result with a claim is no state at all).
    drop_claim = bool(existing.claim) and (ruling or status != Result.Status.DISPUTED)
    if existing.figures == figures and existing.status == status and not drop_claim:
        return existing, False
    old = existing.audit_state() | ({"claim": existing.claim} if existing.claim else {})
    existing.figures = figures
    existing.status = status
    if drop_claim:
        existing.claim = None
    existing.version += 1
    existing.save()
    action = AuditEntry.Action.RULED if ruling else AuditEntry.Action.CORRECTED
    AuditEntry.objects.create(event=event, result=existing, who=who, action=action,
                              what=f"{'ruled on' if ruling else 'corrected'} {where}", old=old,
                              new=existing.audit_state(), reason=reason)
    return existing, True


# --- Live entry from the tables: E-W's check, the director's settling, rounds ---

def open_round(event: Event, round_no: int, table: int) -> None:
    """Refuse unless ``table`` may enter results in round ``round_no`` now.

    Only the current round is open (rounds close in turn), so this needs no
    query; the closing of the round itself is checked again under the row lock.
    """
    if event.status in (Event.Status.FINISHED, Event.Status.PUBLISHED):
        raise ResultRefused(f"The event is {event.get_status_display().lower()}; "
                            "results can no longer be entered from the tables.", Code.CONFLICT)
    if event.status != Event.Status.PLAYING or event.current_round == 0:
        raise ResultRefused("Play has not started yet; wait for the director to open round 1.", Code.CONFLICT)
    if at_table(event, round_no, table) is None:
        raise ResultRefused(f"The event has no round {round_no}.", Code.NOT_FOUND)
    if round_no > event.current_round:
        raise ResultRefused(f"Round {round_no} has not started yet; wait for the director.", Code.CONFLICT)
    if round_no < event.current_round:
        raise _closed(round_no)


def _closed(round_no: int) -> ResultRefused:
    return ResultRefused(f"Round {round_no} is closed; ask the director to correct it.", Code.CONFLICT)


def _or_replay(write, event: Event, round_no: int, table: int, tray: int, same) -> tuple[Result, bool]:
    """``write()``, or, when it is refused as a conflict but the result recorded is already
    what it asks for (``same(result)``), that result unchanged: a table's request sent again
    after its answer was lost (a closed round, a version moved on by the first sending)
    answers as the first did, not "Not accepted"."""
    try:
        return write()
    except ResultRefused as refused:
        if refused.code != Code.CONFLICT:
            raise
        recorded = (Result.objects.select_related("round", "tray")
                    .filter(event=event, round__number=round_no, table=table, tray__number=tray).first())
        if recorded is None or not same(recorded):
            raise
        return recorded, False


def enter(event: Event, round_no: int, table: int, tray: int, figures: Figures,
          side: str = "ns") -> tuple[Result, bool]:
    """A side (N-S, unless E-W's own device enters) enters a tray's result from the table;
    a resubmission of the same is harmless, also once the round has closed."""
    def write():
        open_round(event, round_no, table)
        return record(event, round_no, table, tray, figures, table_who(table, side))
    return _or_replay(write, event, round_no, table, tray, lambda r: r.figures == figures)


def confirm(event: Event, round_no: int, table: int, tray: int, claim: Figures | None = None,
            seen_version: int | None = None, side: str = "ew") -> tuple[Result, bool]:
    """The other side's check of the entry (E-W's of N-S's, as a rule): agree (confirmed), or
    disagree with their own figures (disputed).

    The side that entered cannot confirm its own entry (with one device per
    side, the device that entered is refused).  Figures equal to the entry's
    are an agreement.  Once confirmed or disputed, the table can no longer
    change it; asking again for the same is harmless.
    ``seen_version`` (the version E-W looked at) catches a change made meanwhile.
    """
    # An earlier sending of this very confirmation: confirmed by this side, as it asked.  A
    # result the director confirmed meanwhile (a ruling) is another change, and refused.
    agreed = lambda r: (r.status == Result.Status.CONFIRMED and r.confirmed_by == table_who(table, side)  # noqa: E731
                        and (claim is None or claim == r.figures))
    disputed = lambda r: r.status == Result.Status.DISPUTED and r.claim == claim.as_dict()  # noqa: E731
    return _or_replay(lambda: _confirm(event, round_no, table, tray, claim, seen_version, side),
                      event, round_no, table, tray,
                      lambda r: agreed(r) or (claim is not None and disputed(r)))


def _confirm(event, round_no, table, tray, claim, seen_version, side):
    open_round(event, round_no, table)
    if claim is not None:
        refuse_unless_valid(event, round_no, table, tray, claim)
    where = f"round {round_no}, table {table}, tray {tray}"
    with transaction.atomic(), revision.changing(event):
        played = results_at_table(event, round_no, table, locked=True)
        result = next((r for r in played if r.tray.number == tray), None)
        if result is None:
            if not any(p.tray == tray for p in plays(event, round_no, table)):
                raise ResultRefused(f"Tray {tray} is not played at table {table} in round {round_no}.", Code.NOT_FOUND)
            raise ResultRefused(f"N-S have not entered tray {tray} yet; it must be entered before "
                                "E-W can confirm it.", Code.CONFLICT)
        if result.round.status == Round.Status.CLOSED:
            raise _closed(round_no)
        who = table_who(table, side)
        if result.entered_by == who:
            other = SIDE_NAMES["ew" if side == "ns" else "ns"]
            raise ResultRefused(f"{SIDE_NAMES[side]} entered tray {tray}: {other} must check it "
                                "and confirm it on their own device.", Code.FORBIDDEN)
        _refuse_if_changed(result, seen_version, where)
        agree = claim is None or claim == result.figures
        if agree and result.status == Result.Status.CONFIRMED:
            return result, False
        if not agree and result.status == Result.Status.DISPUTED and result.claim == claim.as_dict():
            return result, False
        if result.status != Result.Status.ENTERED:
            raise ResultRefused(f"{where} is already {result.get_status_display().lower()}; "
                                "only the director can change it now.", Code.CONFLICT)
        old = result.audit_state()
        if agree:
            result.status, result.confirmed_by, action = Result.Status.CONFIRMED, who, AuditEntry.Action.CONFIRMED
        else:
            result.status, result.claim, action = Result.Status.DISPUTED, claim.as_dict(), AuditEntry.Action.DISPUTED
        result.version += 1
        new = result.audit_state() | ({"claim": result.claim} if not agree else {})
        write_with_audit(result, AuditEntry(event_id=event.pk, who=who, action=action,
                                            what=f"{action.value} {where}", old=old, new=new),
                         ("status", "confirmed_by", "claim", "version", "updated_at"))
    if agree and _table_finished(event, round_no, table, played):
        advance_if_finished(event, round_no, who)
    return result, True


def _refuse_if_changed(result: Result, seen_version: int | None, where: str) -> None:
    """A table's check that the result is still the version it looked at (None: not asked)."""
    if seen_version is not None and seen_version != result.version:
        raise ResultRefused(f"{where} was changed meanwhile (now version {result.version}, "
                            f"you saw version {seen_version}); look at it again.", Code.CONFLICT)


def _table_finished(event: Event, round_no: int, table: int, played: list[Result]) -> bool:
    """Whether every tray the table plays in the round is confirmed: until then the round
    cannot be over, and nobody need count its confirmations."""
    confirmed = {r.tray.number for r in played if r.status == Result.Status.CONFIRMED}
    return all(p.tray in confirmed for p in plays(event, round_no, table))


def settle(event: Event, round_no: int, table: int, tray: int, figures: Figures, who: str, *,
           expected_version: int | None, reason: str) -> tuple[Result, bool]:
    """The director's word on a disputed, late or irregular result: recorded as confirmed."""
    if not reason.strip():
        raise ResultRefused("Give the reason for the ruling; it is kept in the result's history.")
    result, changed = record(event, round_no, table, tray, figures, who,
                             status=Result.Status.CONFIRMED, expected_version=expected_version,
                             reason=reason.strip(), director=True, ruling=True)
    advance_if_finished(event, round_no, who)
    return result, changed


def advance_if_finished(event: Event, round_no: int, who: str) -> None:
    """Rounds advance by themselves once every table has confirmed every tray.

    One count per confirmation; only when it reaches the round's trays does
    ``lifecycle.close_round`` look at each tray, under the event's lock.
    """
    from tournament.evening import lifecycle

    if event.current_round == round_no and event.status == Event.Status.PLAYING \
            and confirmed_count(event.pk, round_no) >= round_size(event, round_no):
        try:
            lifecycle.close_round(event, who, from_round=round_no, reason="every table has finished")
        except lifecycle.LifecycleError:
            pass  # someone else closed it meanwhile, or reopened a result


def amend(event: Event, round_no: int, table: int, tray: int, figures: Figures,
          seen_version: int | None = None, side: str = "ns") -> tuple[Result, bool]:
    """The side that entered a tray corrects its entry before the other side has looked at
    it: returns ``(result, changed)``.

    Only while the result is entered and neither confirmed nor disputed (after
    that the director corrects it), and only from the device that entered it;
    ``seen_version`` (the version that side looked at) refuses a result changed
    meanwhile.  The round is read under the lock a confirmation takes.  Audited
    as a correction by that side of the table.  The same correction again (its answer
    lost) answers as the first did.
    """
    who = table_who(table, side)
    return _or_replay(lambda: _amend(event, round_no, table, tray, figures, seen_version, who, side),
                      event, round_no, table, tray, lambda r: r.entered_by == who and r.figures == figures)


def _amend(event, round_no, table, tray, figures, seen_version, who, side):
    open_round(event, round_no, table)
    refuse_unless_valid(event, round_no, table, tray, figures)
    where = f"round {round_no}, table {table}, tray {tray}"
    who = table_who(table, side)
    with transaction.atomic(), revision.changing(event):
        result = next((r for r in results_at_table(event, round_no, table, locked=True) if r.tray.number == tray), None)
        if result is None:
            raise ResultRefused(f"Tray {tray} has not been entered yet; enter it first.", Code.CONFLICT)
        if result.round.status == Round.Status.CLOSED:
            raise _closed(round_no)
        if result.entered_by != who:
            raise ResultRefused(f"{result.entered_by} entered tray {tray}: only they may correct it; "
                                "if you disagree, say so with your own figures.", Code.FORBIDDEN)
        _refuse_if_changed(result, seen_version, where)
        if result.figures == figures:
            return result, False
        if result.status != Result.Status.ENTERED:
            raise ResultRefused(f"{where} is already {result.get_status_display().lower()}; "
                                "only the director can change it now.", Code.CONFLICT)
        old = result.audit_state()
        result.figures = figures
        result.version += 1
        result.save()
        AuditEntry.objects.create(event=event, result=result, who=who,
                                  action=AuditEntry.Action.CORRECTED, what=f"corrected {where}",
                                  old=old, new=result.audit_state(),
                                  reason=f"{SIDE_NAMES[side]} corrected their entry before it was confirmed")
    return result, True
