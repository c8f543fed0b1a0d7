"""Recording results: the one write path for scorers, tables and the director.

Every result is validated by the scoring module's rules (``check_result``),
written under a row lock, versioned, and audited: who, when, old -> new, why.
A resubmission of the same figures changes nothing; a correction made against
a version that has since changed is refused, never silently lost.
"""

from __future__ import annotations

from dataclasses import dataclass

from django.db import IntegrityError, transaction

from movements import Movement

from .models import AuditEntry, Event, Result, Round, Tray
from .scoring.session import Result as SessionResult
from .scoring.validate import check_result

FIGURES = ("ns", "revokes_ns", "revokes_ew", "before_revoke_ns", "before_revoke_ew", "adjusted")


class ResultRefused(Exception):
    """A result that cannot be recorded, with an HTTP-like status for the API.

    400: a bad value; 404: no such round, table or tray; 409: it conflicts
    with what is already recorded.
    """

    def __init__(self, message: str, status: int = 400):
        super().__init__(message)
        self.message = message
        self.status = status


@dataclass(frozen=True)
class Figures:
    """What a table or a scorer reports for one tray."""

    ns: int | None
    revokes_ns: int = 0
    revokes_ew: int = 0
    before_revoke_ns: int | None = None
    before_revoke_ew: int | None = None
    adjusted: str | None = None

    def as_dict(self) -> dict:
        return {k: getattr(self, k) for k in FIGURES}

    @classmethod
    def of(cls, result: Result) -> "Figures":
        return cls(result.ns_tricks, result.revokes_ns, result.revokes_ew,
                   result.before_revoke_ns, result.before_revoke_ew, result.adjusted or None)


def _session_result(round_no: int, table: int, tray: int, f: Figures) -> SessionResult:
    return SessionResult(round=round_no, table=table, tray=tray, ns=f.ns, revokes_ns=f.revokes_ns,
                         revokes_ew=f.revokes_ew, before_revoke_ns=f.before_revoke_ns,
                         before_revoke_ew=f.before_revoke_ew, adjusted=f.adjusted)


def refusals(event: Event, round_no: int, table: int, tray: int, figures: Figures) -> list[str]:
    """Every reason the figures cannot stand, by the scoring module's rules."""
    if not event.movement:
        return ["The event is not seated yet."]
    movement = Movement.from_json(event.movement)
    return check_result(movement, _session_result(round_no, table, tray, figures))


def _apply(result: Result, f: Figures) -> None:
    result.ns_tricks, result.revokes_ns, result.revokes_ew = f.ns, f.revokes_ns, f.revokes_ew
    result.before_revoke_ns, result.before_revoke_ew = f.before_revoke_ns, f.before_revoke_ew
    result.adjusted = f.adjusted or ""


def record(event: Event, round_no: int, table: int, tray: int, figures: Figures, who: str, *,
           status: str = Result.Status.ENTERED, expected_version: int | None = None,
           reason: str = "", director: bool = False) -> tuple[Result, bool]:
    """Enter or correct the result of ``tray`` at ``table`` in ``round_no``.

    Returns ``(result, changed)``.  Tables (``director=False``) may only enter
    a new result or resubmit the same figures; the director may correct an
    existing one, giving ``expected_version`` (the version he saw) and a reason.
    """
    if event.status == Event.Status.PUBLISHED or (event.status == Event.Status.FINISHED and not director):
        raise ResultRefused(f"The event is {event.get_status_display().lower()}; "
                            "results can no longer be entered.", 409)
    if event.status == Event.Status.DRAFT:
        raise ResultRefused("The event is not seated yet.", 409)
    problems = refusals(event, round_no, table, tray, figures)
    if problems:
        raise ResultRefused("; ".join(problems), 404 if " not played at " in problems[0] else 400)
    try:
        with transaction.atomic():
            return _record(event, round_no, table, tray, figures, who, status,
                           expected_version, reason, director)
    except IntegrityError:
        # Two first entries raced; the loser sees the winner's result as a conflict
        # unless it carries the same figures.
        with transaction.atomic():
            return _record(event, round_no, table, tray, figures, who, status,
                           expected_version, reason, director)


def _record(event, round_no, table, tray_no, figures, who, status, expected_version, reason, director):
    rnd = Round.objects.get(event=event, number=round_no)
    if rnd.status == Round.Status.CLOSED and not director:
        raise ResultRefused(f"Round {round_no} is closed; ask the director to correct it.", 409)
    tray = Tray.objects.get(event=event, number=tray_no)
    existing = (Result.objects.select_for_update()
                .filter(round=rnd, table=table, tray=tray).first())
    where = f"round {round_no}, table {table}, tray {tray_no}"
    if existing is None:
        result = Result(event=event, round=rnd, table=table, tray=tray, entered_by=who, status=status)
        _apply(result, figures)
        result.save()
        AuditEntry.objects.create(event=event, result=result, who=who, what=f"entered {where}",
                                  new=result.figures(), reason=reason)
        return result, True
    if Figures.of(existing) == figures and not director:
        return existing, False
    if not director:
        raise ResultRefused(
            f"{where} already has a result ({existing.ns_tricks} tricks to N-S, "
            f"{existing.get_status_display().lower()}); only the director can change it.", 409)
    if expected_version is not None and expected_version != existing.version:
        raise ResultRefused(
            f"{where} was changed by someone else meanwhile (now version {existing.version}, "
            f"you saw version {expected_version}); look again before correcting it.", 409)
    if Figures.of(existing) == figures and existing.status == status:
        return existing, False
    old = existing.figures()
    _apply(existing, figures)
    existing.status = status
    existing.version += 1
    existing.save()
    AuditEntry.objects.create(event=event, result=existing, who=who, what=f"corrected {where}",
                              old=old, new=existing.figures(), reason=reason)
    return existing, True
