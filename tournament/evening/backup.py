"""The backup extension of a session file: what `whist-session/1` leaves out.

A session file says what was played; a backup must also bring back where the
evening stands.  Export adds, under the key ``"backup"``, the event's status,
its current round and each round's status, the tables' tokens (the printed QR
cards keep working) and the whole audit trail; under each result's
``"backup"`` its status, E-W's claim, its version and who entered and
confirmed it; and under each deal's ``"backup"`` who recorded its trump slip, and when.  Readers of `whist-session/1` ignore both keys (the scoring core
keeps them in ``extra``).  :func:`read` checks an extension and lists every
problem; :func:`restore` puts it back.  The format is described in docs/formats.md.
"""

from __future__ import annotations

import datetime
from dataclasses import dataclass

from django.db import IntegrityError, transaction
from django.db.models import Q

from tournament.models import AuditEntry, Event, EventTable, Result, Round, TrumpSlip, is_token
from tournament.scoring.session import (FIGURES, Figures, Result as SessionResult, Session, SessionError)
from tournament.scoring.validate import figure_problems

KEY = "backup"
_AUDIT_KEYS = ("who", "when", "action", "what", "old", "new", "reason", "result")


def _limit(model, field: str) -> int:
    return model._meta.get_field(field).max_length


# --- Export ---

def of_event(event: Event) -> dict:
    """The event's part of the extension: status, rounds, devices, table tokens, audit trail."""
    tables = event.tables.order_by("number")
    return {
        "status": event.status,
        "current_round": event.current_round,
        "rounds": {str(n): s for n, s in event.rounds.order_by("number").values_list("number", "status")},
        "devices": event.devices,
        "tables": {str(n): t for n, t in tables.values_list("number", "token")},
        "ew_tables": {str(n): t for n, t in tables.values_list("number", "ew_token")},
        "audit": [_entry(e) for e in AuditEntry.objects.filter(event=event).order_by("when", "id")
                  .select_related("result__round", "result__tray")],
    }


def _entry(entry: AuditEntry) -> dict:
    result = entry.result
    return {"who": entry.who, "when": _when(entry.when), "action": entry.action, "what": entry.what,
            "old": entry.old, "new": entry.new, "reason": entry.reason,
            "result": None if result is None else [result.round.number, result.table, result.tray.number]}


def _when(moment: datetime.datetime) -> str:
    return moment.astimezone(datetime.timezone.utc).isoformat()


def of_slip(slip: TrumpSlip) -> dict:
    """A deal's part of the extension: who recorded the trump slip, and when."""
    return {"recorded_by": slip.recorded_by,
            "recorded_at": None if slip.recorded_at is None else _when(slip.recorded_at)}


def of_result(result: Result) -> dict:
    """A result's part of the extension: what the tables and the director made of it."""
    return {"status": result.status, "claim": result.claim, "version": result.version,
            "entered_by": result.entered_by, "confirmed_by": result.confirmed_by}


# --- Import ---

@dataclass(frozen=True)
class Backup:
    """A checked extension: the event's state, its tokens and trail, and each result's state."""

    status: str
    current_round: int
    rounds: dict[int, str]
    devices: str
    tables: dict[int, str]
    ew_tables: dict[int, str]
    audit: list[dict]
    results: dict[tuple[int, int, int], dict]
    slips: dict[int, dict]


def read(session: Session) -> Backup | None:
    """The session's backup extension, checked; None for a plain session file.

    Raises SessionError listing every problem of an extension that cannot be restored.
    """
    top = session.extra.get(KEY)
    per_result = {r.key: r.extra[KEY] for r in session.results if KEY in r.extra}
    if top is None and not per_result:
        return None
    reader = _Reader(session)
    backup = reader.backup(top, per_result)
    if reader.problems:
        raise SessionError([f"backup: {p}" for p in reader.problems])
    return backup


class _Reader:
    """Checks an extension against the session it came with, noting every problem."""

    def __init__(self, session: Session):
        self.session = session
        self.problems: list[str] = []

    def note(self, ok: bool, problem: str) -> bool:
        if not ok:
            self.problems.append(problem)
        return ok

    def backup(self, top, per_result: dict) -> Backup | None:
        if not self.note(isinstance(top, dict) and set(top) == {"status", "current_round", "rounds",
                                                                 "devices", "tables", "ew_tables",
                                                                 "audit"},
                         'the file must have a "backup" object with status, current_round, '
                         'rounds, devices, tables, ew_tables and audit'):
            return None
        movement = self.session.movement
        status, current = top["status"], top["current_round"]
        self.note(status in Event.Status.values and status != Event.Status.DRAFT,
                  f"status must be one of {', '.join(Event.Status.values[1:])}, not {status!r}")
        self.note(type(current) is int and 0 <= current <= len(movement.rounds),
                  f"current_round must be a round of the movement (or 0), not {current!r}")
        rounds = self.numbered(top["rounds"], "rounds", {r.round for r in movement.rounds},
                               lambda v: v in Round.Status.values, "a round status")
        devices = top["devices"]
        self.note(devices in Event.Devices.values,
                  f"devices must be one of {', '.join(Event.Devices.values)}, not {devices!r}")
        tables, ew_tables = (
            self.numbered(top[key], key, set(range(1, movement.tables + 1)),
                          is_token, "a table token")
            for key in ("tables", "ew_tables"))
        tokens = [*tables.values(), *ew_tables.values()]
        self.note(len(set(tokens)) == len(tokens), "tables: two links have the same token")
        results = {key: self.result(key, value) for key, value in per_result.items()}
        missing = [r.where + f", tray {r.tray}" for r in self.session.results if r.key not in results]
        self.note(not missing, f"these results have no backup part: {', '.join(missing[:5])}")
        audit = self.audit(top["audit"])
        slips = {tray: self.slip(tray, deal.extra[KEY])
                 for tray, deal in self.session.deals.items() if KEY in deal.extra}
        return Backup(status, current, rounds, devices, tables, ew_tables, audit, results, slips)

    def slip(self, tray: int, raw) -> dict:
        where = f"deals: tray {tray}"
        if not self.note(isinstance(raw, dict) and set(raw) == {"recorded_by", "recorded_at"},
                         f"{where}: must have recorded_by and recorded_at"):
            return {}
        self.text(raw["recorded_by"], f"{where}: recorded_by", _limit(TrumpSlip, "recorded_by"))
        self.note(raw["recorded_at"] is None or _moment(raw["recorded_at"]) is not None,
                  f"{where}: recorded_at must be an ISO date and time with its time zone, or null")
        return raw

    def numbered(self, raw, what: str, numbers: set[int], valid, kind: str) -> dict[int, str]:
        """``{"1": value, ...}`` with exactly ``numbers`` as keys, each value ``valid``."""
        if not self.note(isinstance(raw, dict) and set(raw) == {str(n) for n in numbers},
                         f"{what} must name each of the movement's {len(numbers)} {what}"):
            return {}
        bad = [k for k, v in raw.items() if not valid(v)]
        if not self.note(not bad, f"{what}: {', '.join(bad)} must each be {kind}"):
            return {}
        return {int(k): v for k, v in raw.items()}

    def result(self, key: tuple, raw) -> dict:
        where = "round {}, table {}, tray {}".format(*key)
        if not self.note(isinstance(raw, dict) and set(raw) == {"status", "claim", "version",
                                                                 "entered_by", "confirmed_by"},
                         f"{where}: must have status, claim, version, entered_by and confirmed_by"):
            return {}
        self.note(raw["status"] in Result.Status.values,
                  f"{where}: status must be one of {', '.join(Result.Status.values)}")
        self.note(type(raw["version"]) is int and 1 <= raw["version"] < 2 ** 31,
                  f"{where}: version must be a whole number of 1 or more")
        for name in ("entered_by", "confirmed_by"):
            self.text(raw[name], f"{where}: {name}", _limit(Result, name))
        claim = raw["claim"]
        if claim is not None:
            ok = (isinstance(claim, dict) and set(claim) <= set(FIGURES)
                  and all(v is None or type(v) is int for k, v in claim.items() if k != "adjusted")
                  and (claim.get("adjusted") is None or isinstance(claim["adjusted"], str))
                  and type(claim.get("revokes_ns", 0)) is int and type(claim.get("revokes_ew", 0)) is int
                  and not figure_problems(Figures.from_dict(claim)))
            self.note(ok, f"{where}: claim must be E-W's figures, such as "
                          f'{{"ns": 6, "revokes_ns": 0, ...}}, not {claim!r}')
        return raw

    def text(self, value, what: str, longest: int | None = None) -> None:
        self.note(isinstance(value, str) and "\x00" not in value
                  and (longest is None or len(value) <= longest),
                  f"{what} must be text" + (f" of at most {longest} characters" if longest else ""))

    def audit(self, raw) -> list[dict]:
        if not self.note(isinstance(raw, list), "audit must be a list of entries"):
            return []
        played = {r.key for r in self.session.results}
        for i, entry in enumerate(raw, 1):
            where = f"audit entry {i}"
            if not self.note(isinstance(entry, dict) and set(entry) == set(_AUDIT_KEYS),
                             f"{where} must have {', '.join(_AUDIT_KEYS)}"):
                continue
            self.text(entry["who"], f"{where}: who", _limit(AuditEntry, "who"))
            self.text(entry["what"], f"{where}: what", _limit(AuditEntry, "what"))
            self.text(entry["reason"], f"{where}: reason")
            self.note(entry["action"] in AuditEntry.Action.values, f"{where}: unknown action {entry['action']!r}")
            self.note(_moment(entry["when"]) is not None, f"{where}: when must be an ISO date and time "
                                                          f"with its time zone, not {entry['when']!r}")
            for name in ("old", "new"):
                self.note(entry[name] is None or isinstance(entry[name], dict), f"{where}: {name} must be an object")
            ref = entry["result"]
            self.note(ref is None or (isinstance(ref, list) and all(type(n) is int for n in ref)
                                      and tuple(ref) in played),
                      f"{where}: result must be [round, table, tray] of a result in the file, not {ref!r}")
        return raw


def _moment(text) -> datetime.datetime | None:
    if not isinstance(text, str):
        return None
    try:
        moment = datetime.datetime.fromisoformat(text)
    except ValueError:
        return None
    return moment if moment.tzinfo is not None else None


def stored(result: SessionResult, backup: Backup | None, who: str) -> dict:
    """The state of a result as the import stores it: the backup's, or else confirmed by ``who``."""
    if backup is None:
        return {"status": Result.Status.CONFIRMED, "entered_by": who, "confirmed_by": who}
    return dict(backup.results[result.key])


def restore_slip(slip: TrumpSlip, saved: dict | None) -> None:
    """Who recorded the trump slip, and when, as the backup says (the caller saves)."""
    if saved:
        slip.recorded_by, slip.recorded_at = saved["recorded_by"], _moment(saved["recorded_at"])


def restore(event: Event, backup: Backup) -> None:
    """Give the just-created event the backup's table tokens and audit trail.

    A token already in use refuses the import (the backup was restored before,
    or the event it came from is still here): two events cannot share a table's
    printed card.  The audit trail comes back as it was, each entry at its time.
    """
    tables = {t.number: t for t in event.tables.all()}
    tokens = [*backup.tables.values(), *backup.ew_tables.values()]
    if EventTable.objects.filter(Q(token__in=tokens) | Q(ew_token__in=tokens)).exists():
        raise SessionError(["backup: its table tokens are already in use by an event here (the "
                            "backup was imported before, or its event was never deleted): delete "
                            "that event first, or import it once only"])
    for number, token in backup.tables.items():
        tables[number].token, tables[number].ew_token = token, backup.ew_tables[number]
    try:
        with transaction.atomic():
            EventTable.objects.bulk_update(tables.values(), ["token", "ew_token"])
    except IntegrityError:  # another import took them meanwhile
        raise SessionError(["backup: its table tokens were taken meanwhile by another import"]) from None
    results = {(r.round.number, r.table, r.tray.number): r
               for r in event.results.select_related("round", "tray")}
    entries = AuditEntry.objects.bulk_create(
        AuditEntry(event=event, result=results.get(tuple(e["result"] or ())), who=e["who"],
                   action=e["action"], what=e["what"], old=e["old"], new=e["new"], reason=e["reason"])
        for e in backup.audit)
    for entry, raw in zip(entries, backup.audit):
        entry.when = _moment(raw["when"])
    AuditEntry.objects.bulk_update(entries, ["when"], batch_size=500)
