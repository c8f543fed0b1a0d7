"""The backup extension of a session file: what `whist-session/1` leaves out.

A session file says what was played; a backup must also bring back where the
evening stands.  Export adds, under the key ``"backup"``, the event's status,
its current round and each round's status, the tables' tokens (the printed QR
cards keep working) and the whole audit trail; under each result's
``"backup"`` its status, E-W's claim, its version and who entered and
confirmed it; and under each deal's ``"backup"`` who recorded its trump slip, and when.  Readers of `whist-session/1` ignore both keys (the scoring core
keeps them in ``extra``).  :func:`read` checks an extension as strictly as a table's
entry (a state the application could not have produced is refused) and lists every
problem; :func:`restore` puts it back and records who restored it.  The format is
described in docs/formats.md.
"""

from __future__ import annotations

import datetime
from dataclasses import dataclass

from django.db import IntegrityError, transaction
from django.db.models import Q

from tournament.models import ISSUED_TOKEN_LENGTH, AuditEntry, Event, EventTable, Result, Round, TrumpSlip, is_token
from tournament.scoring.session import FIGURES, Result as SessionResult, Session, SessionError, read_figures, text_problem
from tournament.vocabulary import by_a_table
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

    A backup is checked as strictly as a table's entry: every state the application
    itself could not have produced is refused.  Raises SessionError listing every problem.
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


_RESULT_ACTIONS = {AuditEntry.Action.ENTERED, AuditEntry.Action.CORRECTED, AuditEntry.Action.CONFIRMED,
                   AuditEntry.Action.DISPUTED, AuditEntry.Action.RULED}
_FIRST_ACTIONS = {AuditEntry.Action.ENTERED, AuditEntry.Action.RULED}   # what makes a result
_DEPTH = 3          # the deepest the application nests an audit entry's old or new ({"entrants": {...}})
_LONGEST_REASON = 10_000
EARLIEST = datetime.datetime(2000, 1, 1, tzinfo=datetime.timezone.utc)
"""No audit entry or trump slip of this application was written before this."""


def _result_state(raw) -> tuple | None:
    """An audit entry's state of a result (its figures and status), or None if it is not one."""
    figures = read_figures(raw)
    if figures is None or figure_problems(figures) or raw.get("status") not in Result.Status.values:
        return None
    return figures, raw["status"]


class _Reader:
    """Checks an extension against the session it came with, noting every problem."""

    def __init__(self, session: Session):
        self.session = session
        self.problems: list[str] = []
        self.played = {r.key: r for r in session.results}
        self.latest = datetime.datetime.now(datetime.timezone.utc) + datetime.timedelta(days=1)

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
                  f"status must be one of {', '.join(Event.Status.values[1:])}, not {status!r}"[:300])
        self.note(type(current) is int and 0 <= current <= len(movement.rounds),
                  f"current_round must be a round of the movement (or 0), not {current!r}"[:300])
        rounds = self.numbered(top["rounds"], "rounds", {r.round for r in movement.rounds},
                               lambda v: v in Round.Status.values, "a round status")
        if not self.problems:
            self.state(status, current, rounds)
        devices = top["devices"]
        self.note(devices in Event.Devices.values,
                  f"devices must be one of {', '.join(Event.Devices.values)}, not {devices!r}"[:300])
        tables, ew_tables = (
            self.numbered(top[key], key, set(range(1, movement.tables + 1)),
                          lambda v: is_token(v, issued=True),
                          f"a table token as this application issues them ({ISSUED_TOKEN_LENGTH} or "
                          "more letters, digits, - and _: a shorter one is a link anyone could guess)")
            for key in ("tables", "ew_tables"))
        tokens = [*tables.values(), *ew_tables.values()]
        self.note(len(set(tokens)) == len(tokens), "tables: two links have the same token")
        results = {key: self.result(key, value, rounds) for key, value in per_result.items()}
        missing = [r.where + f", tray {r.tray}" for r in self.session.results if r.key not in results]
        self.note(not missing, f"these results have no backup part: {', '.join(missing[:5])}")
        audit = self.audit(top["audit"], results, status, current)
        slips = {tray: self.slip(tray, deal.extra[KEY])
                 for tray, deal in self.session.deals.items() if KEY in deal.extra}
        return Backup(status, current, rounds, devices, tables, ew_tables, audit, results, slips)

    def state(self, status: str, current: int, rounds: dict[int, str]) -> None:
        """The event's status, its current round and each round's status as the lifecycle leaves
        them: seated, no round begun; playing, the rounds before the current one closed, it open
        and those after it not begun; finished or published, the last round current and all closed."""
        numbers = sorted(rounds)
        Pending, Open, Closed = Round.Status.PENDING, Round.Status.OPEN, Round.Status.CLOSED
        if status == Event.Status.SEATED:
            expected, at = {n: Pending for n in numbers}, 0
        elif status == Event.Status.PLAYING:
            opened = [n for n in numbers if rounds[n] == Open]
            at = opened[0] if len(opened) == 1 else max(current, 1)
            expected = {n: Closed if n < at else Open if n == at else Pending for n in numbers}
        else:
            expected, at = {n: Closed for n in numbers}, numbers[-1] if numbers else 0
        self.note(current == at, f"current_round must be {at} for an event that is {status}, not {current}")
        wrong = [str(n) for n in numbers if rounds.get(n) != expected[n]]
        self.note(not wrong, f"rounds: an event that is {status} in round {at} cannot have round "
                             f"{', '.join(wrong[:5])} {'/'.join(sorted({rounds[int(n)] for n in wrong}))}"
                             if wrong else "")

    def slip(self, tray: int, raw) -> dict:
        where = f"deals: tray {tray}"
        if not self.note(isinstance(raw, dict) and set(raw) == {"recorded_by", "recorded_at"},
                         f"{where}: must have recorded_by and recorded_at"):
            return {}
        self.text(raw["recorded_by"], f"{where}: recorded_by", _limit(TrumpSlip, "recorded_by"))
        if raw["recorded_at"] is not None:
            self.moment(raw["recorded_at"], f"{where}: recorded_at")
        return raw

    def moment(self, text, what: str) -> datetime.datetime | None:
        """An ISO date and time with its time zone, between :data:`EARLIEST` and tomorrow."""
        moment = _moment(text)
        ok = moment is not None and EARLIEST <= moment <= self.latest
        self.note(ok, f"{what} must be an ISO date and time with its time zone, between "
                      f"{EARLIEST:%Y} and today, not {text!r}"[:300])
        return moment if ok else None

    def numbered(self, raw, what: str, numbers: set[int], valid, kind: str) -> dict[int, str]:
        """``{"1": value, ...}`` with exactly ``numbers`` as keys, each value ``valid``."""
        if not self.note(isinstance(raw, dict) and set(raw) == {str(n) for n in numbers},
                         f"{what} must name each of the movement's {len(numbers)} {what}"):
            return {}
        bad = [k for k, v in raw.items() if not valid(v)]
        if not self.note(not bad, f"{what}: {', '.join(bad[:5])} must each be {kind}"):
            return {}
        return {int(k): v for k, v in raw.items()}

    def result(self, key: tuple, raw, rounds: dict[int, str]) -> dict:
        where = "round {}, table {}, tray {}".format(*key)
        if not self.note(isinstance(raw, dict) and set(raw) == {"status", "claim", "version",
                                                                 "entered_by", "confirmed_by"},
                         f"{where}: must have status, claim, version, entered_by and confirmed_by"):
            return {}
        status, claim = raw["status"], raw["claim"]
        self.note(status in Result.Status.values,
                  f"{where}: status must be one of {', '.join(Result.Status.values)}")
        self.note(type(raw["version"]) is int and raw["version"] >= 1,
                  f"{where}: version must be a whole number of 1 or more")
        for name in ("entered_by", "confirmed_by"):
            self.text(raw[name], f"{where}: {name}", _limit(Result, name))
        if claim is not None:
            figures = read_figures(claim) if isinstance(claim, dict) and set(claim) == set(FIGURES) else None
            self.note(figures is not None and not figure_problems(figures),
                      f"{where}: claim must be E-W's figures, such as "
                      f'{{"ns": 6, "revokes_ns": 0, ...}}, not {claim!r}'[:300])
            self.note(figures != self.played[key].figures, f"{where}: E-W's claim is N-S's entry: that is an agreement")
        self.note((status == Result.Status.DISPUTED) == (claim is not None),
                  f"{where}: a result has E-W's claim while, and only while, it is disputed")
        if rounds.get(key[0]) == Round.Status.PENDING and isinstance(raw["entered_by"], str):
            self.note(not by_a_table(raw["entered_by"]) and raw["confirmed_by"] == ""
                      and status != Result.Status.DISPUTED,
                      f"{where}: a round not yet begun has only the director's results, "
                      "not a table's entry, confirmation or dispute")
        return raw

    def text(self, value, what: str, longest: int | None = None) -> None:
        problem = text_problem(value, what, longest)
        self.note(problem is None, problem or "")

    def audit(self, raw, results: dict, status: str, current: int) -> list[dict]:
        """The trail as the application writes it: entries in time order; an entry on a result
        is an action on results; the entries on each result begin with its entry (or the
        director's ruling) and go on, each from the state the one before left, to the state
        it is in, one version each; and the last change of the event's status is the one it has."""
        if not self.note(isinstance(raw, list), "audit must be a list of entries"):
            return []
        played = self.played
        before, trails, state = EARLIEST, {}, None
        for i, entry in enumerate(raw, 1):
            where = f"audit entry {i}"
            if not self.note(isinstance(entry, dict) and set(entry) == set(_AUDIT_KEYS),
                             f"{where} must have {', '.join(_AUDIT_KEYS)}"):
                continue
            self.text(entry["who"], f"{where}: who", _limit(AuditEntry, "who"))
            self.text(entry["what"], f"{where}: what", _limit(AuditEntry, "what"))
            self.text(entry["reason"], f"{where}: reason", _LONGEST_REASON)
            action = entry["action"]
            if not self.note(isinstance(action, str) and action in AuditEntry.Action.values,
                             f"{where}: unknown action {action!r}"[:300]):
                action = None
            when = self.moment(entry["when"], f"{where}: when")
            if when is not None:
                self.note(when >= before, f"{where}: it is dated before the entry above it")
                before = max(before, when)
            for name in ("old", "new"):
                self.note(entry[name] is None or (isinstance(entry[name], dict) and _plain(entry[name])),
                          f"{where}: {name} must be an object of names, numbers and text, "
                          f"nested {_DEPTH} deep at most")
            ref = entry["result"]
            key = tuple(ref) if isinstance(ref, list) and all(type(n) is int for n in ref) else None
            if ref is not None and self.note(key in played, f"{where}: result must be [round, table, "
                                                            f"tray] of a result in the file, not {ref!r}"[:300]):
                self.note(action in _RESULT_ACTIONS, f"{where}: a {action!r} entry is not about a result"[:300])
                trails.setdefault(key, []).append((where, entry))
            if isinstance(entry["new"], dict) and {"status", "round"} <= entry["new"].keys() \
                    and action not in _RESULT_ACTIONS:
                state = (entry["new"]["status"], entry["new"]["round"])
        if not self.problems:
            for key, trail in trails.items():
                self.trail(key, trail, played[key], results.get(key, {}))
            untold = ["round {}, table {}, tray {}".format(*key) for key, saved in results.items()
                      if key not in trails and saved.get("version") != 1]
            self.note(not untold, f"{', '.join(untold[:5])}: a result changed after it was made "
                                  "has an audit entry for each change (its version counts them)")
        self.note(state is None or self.problems or state == (status, current),
                  f"audit: its last change of the event's status leaves it {state}, not "
                  f"{status} in round {current}"[:300])
        return raw

    def trail(self, key: tuple, trail: list, played, saved: dict) -> None:
        """One result's entries: made once, each change from the state the one before left."""
        where = "round {}, table {}, tray {}".format(*key)
        now = None
        for i, (at, entry) in enumerate(trail):
            first = i == 0
            if not self.note((entry["action"] in _FIRST_ACTIONS and entry["old"] is None
                              and entry["who"] == saved.get("entered_by")) if first
                             else (entry["action"] != AuditEntry.Action.ENTERED
                                   and _result_state(entry["old"]) == now),
                             f"{at}: {where} " + ("was not made by this entry" if first else
                                                  "was not in the state this entry changes it from")):
                return
            now = _result_state(entry["new"])
            if not self.note(now is not None, f"{at}: new must be the result's figures and status"):
                return
        self.note(now == (played.figures, saved.get("status")),
                  f"audit: the last entry on {where} leaves it otherwise than the file has it")
        self.note(saved.get("version") == len(trail),
                  f"{where}: version {saved.get('version')!r} is not its {len(trail)} entries in the audit"[:300])


def _plain(value, depth: int = _DEPTH) -> bool:
    """Whether ``value`` is JSON a database keeps as it is: objects and lists at most ``depth``
    deep, of whole numbers, true/false, null and text without NUL or lone surrogates."""
    if value is None or type(value) in (int, bool):
        return type(value) is not int or abs(value) < 2 ** 63
    if isinstance(value, str):
        return text_problem(value, "") is None
    if depth == 0 or not isinstance(value, (dict, list)):
        return False
    items = value.items() if isinstance(value, dict) else enumerate(value)
    return all((not isinstance(k, str) or _plain(k)) and _plain(v, depth - 1) for k, v in items)


def _moment(text) -> datetime.datetime | None:
    """An ISO date and time with its time zone, in UTC (None if it is not one, or out of range)."""
    if not isinstance(text, str):
        return None
    try:
        moment = datetime.datetime.fromisoformat(text)
        return moment.astimezone(datetime.timezone.utc) if moment.tzinfo is not None else None
    except (ValueError, OverflowError):
        return None


def stored(result: SessionResult, backup: Backup | None, who: str) -> dict:
    """The state of a result as the import stores it: the backup's, or else confirmed by ``who``."""
    if backup is None:
        return {"status": Result.Status.CONFIRMED, "entered_by": who, "confirmed_by": who}
    return dict(backup.results[result.key])


def restore_slip(slip: TrumpSlip, saved: dict | None) -> None:
    """Who recorded the trump slip, and when, as the backup says (the caller saves)."""
    if saved:
        slip.recorded_by, slip.recorded_at = saved["recorded_by"], _moment(saved["recorded_at"])


class Clash:
    """What to do when a backup's table tokens are in use here (its event is still on the site)."""

    REFUSE = "refuse"
    REPLACE = "replace"          # the event here gives way to the backup (a director's reason)
    NEW_TOKENS = "new-tokens"    # the backup comes back as a copy, with table links of its own
    CHOICES = ((REFUSE, "Refuse the import"),
               (REPLACE, "Replace that event by the backup (give the reason)"),
               (NEW_TOKENS, "Import it as a copy, with new table links"))


def restore(event: Event, backup: Backup, who: str, *, clash: str = Clash.REFUSE, reason: str = "") -> None:
    """Give the just-created event the backup's table tokens and audit trail, and say who restored it.

    Two events cannot share a table's printed card, so when the tokens are in use here (the
    backup was restored before, or its event is still on the site) ``clash`` decides: refuse;
    replace that event (one of the same club, with ``reason``: it is deleted, audited, and its
    ladders count the restored event instead); or keep the new event's own new tokens.
    The audit trail comes back as it was, each entry at its time, then one entry of this restore.
    """
    tables = {t.number: t for t in event.tables.all()}
    tokens = [*backup.tables.values(), *backup.ew_tables.values()]
    holders = list(Event.objects.filter(Q(tables__token__in=tokens) | Q(tables__ew_token__in=tokens))
                   .exclude(pk=event.pk).distinct())
    what = "restored the event from a backup"
    if holders and clash == Clash.NEW_TOKENS:
        what += " as a copy, with new table links (the backup's event is still here)"
    elif holders and clash == Clash.REPLACE:
        what += _replace(event, holders, who, reason)
    elif holders:
        raise SessionError(["backup: its table tokens are already in use by an event here (the "
                            "backup was imported before, or its event is still here): replace that "
                            "event by the backup (give the reason), or import it as a copy with new "
                            "table links"])
    if not holders or clash == Clash.REPLACE:
        for number, token in backup.tables.items():
            tables[number].token, tables[number].ew_token = token, backup.ew_tables[number]
        try:
            with transaction.atomic():
                EventTable.objects.bulk_update(tables.values(), ["token", "ew_token"])
        except IntegrityError:  # another import took them meanwhile
            raise SessionError(["backup: its table tokens were taken meanwhile by another import"]) from None
    results = {(r.round.number, r.table, r.tray.number): r
               for r in event.results.select_related("round", "tray")}
    AuditEntry.objects.bulk_create([
        *(AuditEntry(event=event, result=results.get(tuple(e["result"] or ())), who=e["who"],
                     when=_moment(e["when"]), action=e["action"], what=e["what"], old=e["old"],
                     new=e["new"], reason=e["reason"]) for e in backup.audit),
        AuditEntry(event=event, who=who, action=AuditEntry.Action.RESTORED, what=what[:200],
                   reason=reason.strip(), new={"status": backup.status, "round": backup.current_round})])


def _replace(event: Event, holders: list[Event], who: str, reason: str) -> str:
    """Delete the event the backup replaces (audited, with the reason); the restored event
    takes its place in the club's ladders.  Returns the words for the restore's audit entry."""
    old, = holders if len(holders) == 1 else (None,)
    if old is None or old.club_id != event.club_id:
        raise SessionError(["backup: its table tokens are in use by "
                            + ("several events" if old is None else "an event of another club")
                            + " here: only one event of the same club can be replaced by it"])
    if not reason.strip():
        raise SessionError(["backup: give the reason for replacing the event here by the backup; "
                            "the history of both keeps it"])
    ladders, number = list(old.ladders.all()), old.pk
    AuditEntry.objects.create(event=old, who=who, action=AuditEntry.Action.DELETED,
                              what=f"replaced “{old}” by a backup restored as event {event.pk}"[:200],
                              reason=reason.strip(),
                              old={"status": old.status, "name": old.name, "date": str(old.date)})
    old.delete()
    event.ladders.add(*ladders)
    return f" in place of event {number}, which it replaces"
