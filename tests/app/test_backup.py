"""The session file as a backup: export -> import -> export gives the same file, in any state."""

import datetime
import json

import pytest
from django.core.management import call_command
from django.core.management.base import CommandError

import movements
from app_fixtures import (but_the_restore, finished_evening, playing_evening, published_evening,
                          seated_evening)
from tournament.evening import results
from tournament.demo import played_session
from tournament.models import AuditEntry, Event, EventTable, Result, TrumpSlip
from tournament.scoring.session import Figures, SessionError
from tournament.evening.session_io import NotExportable, export_session, import_session


def _text(doc: dict) -> str:
    return json.dumps(doc, indent=2, ensure_ascii=False)


def restored(event: Event) -> tuple[str, Event]:
    """The event's file, and the event that file gives back once the original is gone."""
    first = _text(export_session(event))
    event.delete()
    again = import_session(json.loads(first), event.club, who="restorer")
    return first, again


def _but_the_restore(doc: dict) -> dict:
    assert doc["backup"]["audit"][-1]["who"] == "restorer"
    return but_the_restore(doc)


_seated, _playing, _finished, _published = (seated_evening, playing_evening, finished_evening,
                                            published_evening)


@pytest.mark.parametrize("make", [_seated, _playing, _finished, _published],
                         ids=["seated", "playing", "finished", "published"])
def test_export_import_export_gives_the_same_file(club, make):
    event = make(club)
    first, again = restored(event)
    assert _text(_but_the_restore(export_session(again))) == first


def test_a_disputed_and_an_unconfirmed_result_come_back_as_they_were(club):
    event = _playing(club)
    TrumpSlip.objects.filter(tray__event=event, tray__number=2).update(
        card="7H", recorded_by="Clay", recorded_at=datetime.datetime(2024, 7, 5, 20, 15, tzinfo=datetime.timezone.utc))
    tokens = dict(event.tables.values_list("number", "token"))
    trail = list(AuditEntry.objects.filter(event=event).order_by("when", "id")
                 .values_list("who", "when", "action", "what", "old", "new", "reason"))
    state = (event.status, event.current_round, list(event.rounds.values_list("number", "status")))
    _, again = restored(event)
    assert (again.status, again.current_round, list(again.rounds.values_list("number", "status"))) == state
    disputed = Result.objects.get(event=again, round__number=2, table=1, tray__number=3)
    assert disputed.status == Result.Status.DISPUTED
    assert disputed.claim == Figures(ns=6).as_dict() and disputed.ns == 8 and disputed.version == 2
    unconfirmed = Result.objects.get(event=again, round__number=2, table=2, tray__number=5)
    assert unconfirmed.status == Result.Status.ENTERED and unconfirmed.confirmed_by == ""
    corrected = Result.objects.get(event=again, round__number=1, table=1, tray__number=1)
    assert corrected.version == 3 and corrected.revokes_ew == 1 and corrected.entered_by == "table 1 N-S"
    assert dict(again.tables.values_list("number", "token")) == tokens       # the QR cards still work
    assert list(AuditEntry.objects.filter(event=again).order_by("when", "id")
                .values_list("who", "when", "action", "what", "old", "new", "reason"))[:-1] == trail
    assert AuditEntry.objects.filter(event=again, result=corrected).count() == 3
    slip = TrumpSlip.objects.get(tray__event=again, tray__number=2)
    assert (slip.card, slip.recorded_by, slip.recorded_at.minute) == ("7H", "Clay", 15)


def test_the_same_backup_twice_is_refused_and_nothing_written(club):
    event = _playing(club)
    doc = export_session(event)
    counts = (Event.objects.count(), Result.objects.count(), AuditEntry.objects.count())
    with pytest.raises(SessionError, match="tokens are already in use by an event here"):
        import_session(doc, club)
    assert (Event.objects.count(), Result.objects.count(), AuditEntry.objects.count()) == counts


def test_a_backup_takes_no_other_status(club):
    event = _finished(club)
    doc = export_session(event)
    event.delete()
    with pytest.raises(SessionError, match="restored as it was"):
        import_session(doc, club, status="published")


def test_a_plain_session_file_is_imported_confirmed_with_one_audit_entry_per_import(club):
    movement = movements.generate("mitchell", 10)
    doc = played_session("Plain", "1897-07-05", "compass", movement, 2, seed=1)
    event = import_session(doc, club, who="barney")
    assert set(event.results.values_list("status", "entered_by", "confirmed_by")) == {
        ("confirmed", "barney", "barney")}
    assert event.status == Event.Status.FINISHED
    imported = AuditEntry.objects.filter(event=event, action=AuditEntry.Action.IMPORTED)
    assert imported.count() == 1


def test_a_draft_is_not_exported(club, director_client):
    from tests.app.app_fixtures import make_event
    from django.urls import reverse

    draft = make_event(club)
    with pytest.raises(NotExportable, match="draft"):
        export_session(draft)
    assert director_client.get(reverse("director:export", args=[draft.pk])).status_code == 409


def _backup_doc(club) -> dict:
    event = _playing(club)
    doc = export_session(event)
    event.delete()
    return doc


def _figures(ns: int) -> dict:
    return Figures(ns=ns).as_dict()


def _result_part(doc: dict, status: str) -> dict:
    """The backup part of the first result that is ``status``."""
    return next(r["backup"] for r in doc["results"] if r["backup"]["status"] == status)


def _forge(doc: dict, drop_others: bool = False, **changes) -> None:
    """Change the audit entry that made a result (the first entry naming it)."""
    trail = doc["backup"]["audit"]
    first = next(e for e in trail if e["result"] is not None)
    if drop_others:
        trail[:] = [e for e in trail if e["result"] != first["result"] or e is first]
        part = next(r["backup"] for r in doc["results"] if [r["round"], r["table"], r["tray"]] == first["result"])
        part["version"] = 1
    first.update(changes)


@pytest.mark.parametrize("spoil,problem", [
    (lambda d: d["backup"].update(status="lost"), "status must be one of"),
    (lambda d: d["backup"].update(current_round=99), "current_round"),
    (lambda d: d["backup"]["rounds"].update({"1": "ajar"}), "rounds: 1"),
    (lambda d: d["backup"]["tables"].pop("1"), "tables must name"),
    (lambda d: d["backup"]["tables"].update({"2": "a b"}), "tables: 2"),
    (lambda d: d["backup"]["audit"][0].update(when="yesterday"), "when must be"),
    (lambda d: d["backup"]["audit"][0].update(action="forged"), "unknown action"),
    (lambda d: d["backup"]["audit"][0].update(result=[9, 9, 9]), "result must be"),
    (lambda d: d["results"][0]["backup"].update(status="maybe"), "status must be"),
    (lambda d: d["results"][0]["backup"].update(claim={"ns": 99}), "claim must be"),
    (lambda d: d["results"][0]["backup"].update(version=0), "version"),
    (lambda d: d["results"][0]["backup"].update(entered_by="x" * 500), "entered_by"),
    (lambda d: d["results"][0].pop("backup"), "no backup part"),
    (lambda d: d.pop("backup"), 'must have a "backup" object'),
    # States the application itself cannot produce (issue 23, item 4): each broke an event for
    # good (a 500 on every page from then on) or was taken silently.
    (lambda d: d["backup"]["audit"][0].update(when="9999-12-31T23:30:00-01:00"), "when must be"),
    (lambda d: d["backup"]["audit"][0].update(when="0001-01-01T00:30:00+01:00"), "when must be"),
    (lambda d: d["backup"]["audit"][0].update(when="2999-01-01T00:00:00+00:00"), "when must be"),
    (lambda d: d["deals"]["1"]["backup"].update(recorded_at="9999-12-31T23:30:00-01:00"), "recorded_at"),
    (lambda d: d["results"][0]["backup"].update(version=2147483647), "version"),
    (lambda d: d["names"].update({"1": "Ann \ud800 & Bob"}), "lone surrogate"),
    (lambda d: d["backup"].update(current_round=0), "current_round must be 2"),
    (lambda d: d["backup"]["rounds"].update({k: "open" for k in d["backup"]["rounds"]}), "cannot have round"),
    (lambda d: d["backup"].update(status="seated", current_round=0,
                                  rounds={k: "pending" for k in d["backup"]["rounds"]}), "not yet begun"),
    (lambda d: _result_part(d, "confirmed").update(claim=dict(_figures(9))), "only while, it is disputed"),
    (lambda d: _result_part(d, "disputed").update(claim=None), "only while, it is disputed"),
    (lambda d: d["backup"]["tables"].update({"1": "a"}), "tables: 1 must each be a table token as"),
    (lambda d: d["backup"]["audit"][0].update(new=json.loads("[" * 900 + "]" * 900)), "nested 3 deep"),
    (lambda d: d["backup"]["audit"][0].update(new={"a": {"b": {"c": {"d": 1}}}}), "nested 3 deep"),
    (lambda d: d["backup"]["audit"][0].update(reason="\x00"), "NUL"),
    (lambda d: _forge(d, new=dict(_figures(13), status="confirmed")), "was not in the state"),
    (lambda d: _forge(d, action="corrected"), "was not made by this entry"),
    (lambda d: _forge(d, who="table 9 N-S", drop_others=True), "was not made by this entry"),
    (lambda d: d["backup"]["audit"].insert(0, dict(d["backup"]["audit"][-1])), "dated before"),
    (lambda d: d["backup"]["audit"].append(dict(d["backup"]["audit"][-1], action="started", result=None,
                                                old=None, new={"status": "finished", "round": 9})),
     "last change of the event's status"),
])
def test_a_spoilt_backup_is_refused_and_nothing_written(club, spoil, problem):
    doc = _backup_doc(club)
    spoil(doc)
    before = (Event.objects.count(), EventTable.objects.count(), AuditEntry.objects.count())
    with pytest.raises(SessionError, match=problem):
        import_session(doc, club)
    assert (Event.objects.count(), EventTable.objects.count(), AuditEntry.objects.count()) == before


def test_the_commands_round_trip_a_backup(club, tmp_path):
    event = _playing(club)
    out = tmp_path / "backup.json"
    call_command("export_session", str(event.pk), "--out", str(out))
    first = out.read_text()
    with pytest.raises(CommandError, match="tokens are already in use by an event here"):
        call_command("import_session", str(out), "--club", club.slug)
    event.delete()
    call_command("import_session", str(out), "--club", club.slug)
    again = Event.objects.get()
    AuditEntry.objects.filter(event=again, action="restored").update(who="restorer")
    call_command("export_session", str(again.pk), "--out", str(out))
    assert _text(_but_the_restore(json.loads(out.read_text()))) == _text(json.loads(first))


JUNK = [None, 0, -1, 2 ** 40, "", "\x00", [], {}, [1, [2]], {"a": []}, 1.5, True, {"ns": "7"}]


def _paths(node, prefix=()):
    """Every place in a document (the first two items of a list)."""
    items = node.items() if isinstance(node, dict) else enumerate(node[:2]) if isinstance(node, list) else ()
    for key, value in items:
        yield prefix + (key,)
        yield from _paths(value, prefix + (key,))


def test_any_value_in_the_backup_part_is_refused_cleanly_or_restored(club):
    """Each place of the backup part, in turn, holds a value of another kind: the import
    refuses it with a SessionError (nothing written) or restores a sound event, never crashes."""
    base = _backup_doc(club)
    places = [p for p in _paths(base) if "backup" in p]
    for i, place in enumerate(places):
        doc = json.loads(json.dumps(base))
        node = doc
        for key in place[:-1]:
            node = node[key]
        node[place[-1]] = JUNK[i % len(JUNK)]
        try:
            import_session(doc, club).delete()
        except SessionError:
            assert not Event.objects.exists()


def test_a_file_to_share_leaves_out_the_backup_and_imports_as_a_new_event(club, tmp_path):
    event = _playing(club)
    shared = export_session(event, with_backup=False)
    assert "backup" not in shared and all("backup" not in r for r in shared["results"])
    copy = import_session(shared, club, who="barney")
    assert copy.status == Event.Status.FINISHED
    assert set(copy.results.values_list("status", flat=True)) == {"confirmed"}
    assert not set(copy.tables.values_list("token", flat=True)) & set(event.tables.values_list("token", flat=True))
    out = tmp_path / "shared.json"
    call_command("export_session", str(event.pk), "--without-backup", "--out", str(out))
    assert json.loads(out.read_text()) == shared


# --- Restoring on the site the event is still on (issue 23, item 6) ---

def _in_a_ladder(club, event):
    from tournament.models import Ladder
    ladder = Ladder.objects.create(club=club, name="Autumn")
    ladder.events.add(event)
    return ladder


def test_a_played_event_still_here_is_replaced_by_its_backup_with_a_reason(club):
    event = _playing(club)
    ladder = _in_a_ladder(club, event)
    doc, old = export_session(event), event.pk
    tokens = dict(event.tables.values_list("number", "token"))
    with pytest.raises(SessionError, match="give the reason"):
        import_session(doc, club, who="barney", clash="replace")
    assert Event.objects.filter(pk=old).exists()
    again = import_session(doc, club, who="barney", clash="replace", reason="the evening's laptop died")
    assert not Event.objects.filter(pk=old).exists()
    assert dict(again.tables.values_list("number", "token")) == tokens
    assert list(again.ladders.all()) == [ladder]
    gone = AuditEntry.objects.get(action="deleted", event=None)
    assert gone.who == "barney" and gone.reason == "the evening's laptop died"
    restore = AuditEntry.objects.filter(event=again).order_by("when", "id").last()
    assert (restore.action, restore.who, restore.reason) == ("restored", "barney", "the evening's laptop died")
    assert f"in place of event {old}" in restore.what


def test_a_backup_of_an_event_still_here_comes_back_as_a_copy_with_new_links(club):
    event = _playing(club)
    doc = export_session(event)
    copy = import_session(doc, club, who="barney", clash="new-tokens")
    assert Event.objects.count() == 2
    assert not set(copy.tables.values_list("token", flat=True)) & set(event.tables.values_list("token", flat=True))
    assert copy.results.count() == event.results.count() and copy.status == event.status
    restore = AuditEntry.objects.filter(event=copy, action="restored").get()
    assert restore.who == "barney" and "new table links" in restore.what


def test_another_clubs_event_is_never_replaced(club, other_club):
    event = _playing(club)
    doc = export_session(event)
    with pytest.raises(SessionError, match="another club"):
        import_session(doc, other_club, who="barney", clash="replace", reason="mine now")
    assert Event.objects.get() == event


def test_the_import_page_offers_to_replace_or_copy(director_client, club):
    import io
    from django.urls import reverse

    event = _playing(club)
    upload = io.BytesIO(json.dumps(export_session(event)).encode())
    upload.name = "backup.json"
    response = director_client.post(reverse("director:import"), {"club": club.pk, "file": upload}, follow=True)
    assert "replace that event by the backup" in response.content.decode()
    assert "If the backup&#x27;s event is still here" in director_client.get(reverse("director:home")).content.decode()
    upload.seek(0)
    response = director_client.post(reverse("director:import"), {"club": club.pk, "file": upload,
                                                                  "clash": "replace", "reason": "laptop died"})
    assert response.status_code == 302 and Event.objects.count() == 1 and Event.objects.get() != event


def test_a_directors_correction_of_a_disputed_result_sets_the_claim_aside(club):
    """The scorer's traveller corrects a disputed result as confirmed: E-W's claim goes (a
    confirmed result with a claim is a state no backup may bring, so none may be made)."""
    event = _playing(club)
    disputed = Result.objects.get(event=event, round__number=2, table=1, tray__number=3)
    stored, changed = results.record(event, 2, 1, 3, Figures(ns=7), "barney", status=Result.Status.CONFIRMED,
                                     expected_version=disputed.version, reason="the slip says 7",
                                     director=True)
    assert changed and stored.status == Result.Status.CONFIRMED and stored.claim is None
    again = import_session(export_session(event),
                           club, clash="new-tokens")
    assert again.results.filter(claim__isnull=False).count() == 0


def test_the_restore_writes_each_audit_entry_once(club):
    """One INSERT of the whole trail, each entry with its time: no UPDATE after it."""
    from django.db import connection
    from django.test.utils import CaptureQueriesContext

    doc = _backup_doc(club)
    with CaptureQueriesContext(connection) as captured:
        import_session(doc, club)
    table = AuditEntry._meta.db_table
    written = [q["sql"] for q in captured.captured_queries if table in q["sql"]
               and q["sql"].lstrip().upper().startswith(("INSERT", "UPDATE"))]
    assert [sql.split()[0].upper() for sql in written] == ["INSERT"]


def test_the_import_command_replaces_or_copies_an_event_still_here(club, tmp_path):
    event = _playing(club)
    out = tmp_path / "backup.json"
    call_command("export_session", str(event.pk), "--out", str(out))
    call_command("import_session", str(out), "--club", club.slug, "--new-tokens")
    assert Event.objects.count() == 2
    copy = Event.objects.exclude(pk=event.pk).get()
    copy.delete()
    with pytest.raises(CommandError, match="exclude each other"):
        call_command("import_session", str(out), "--club", club.slug, "--new-tokens", "--replace", "why")
    call_command("import_session", str(out), "--club", club.slug, "--replace", "the laptop died")
    again = Event.objects.get()
    assert again.pk != event.pk
    assert AuditEntry.objects.get(event=again, action="restored").reason == "the laptop died"
