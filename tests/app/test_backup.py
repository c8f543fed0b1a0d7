"""The session file as a backup: export -> import -> export gives the same file, in any state."""

import datetime
import json

import pytest
from django.core.management import call_command
from django.core.management.base import CommandError

import movements
from app_fixtures import close_rounds, play_round, seated
from tournament.evening import lifecycle, results
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


def _seated(club):
    return seated(club, "mitchell", 8, trays_per_round=2)


def _playing(club):
    """Round 1 closed by the director with a table still playing, round 2 half played:
    one result disputed, one unconfirmed, one corrected by the director."""
    event = lifecycle.start(_seated(club), "barney")
    play_round(event, 1, skip=(4,))
    close_rounds(event, 1)
    event.refresh_from_db()
    results.enter(event, 2, 1, 3, Figures(ns=8))
    results.confirm(event, 2, 1, 3, claim=Figures(ns=6))              # disputed by E-W
    results.enter(event, 2, 2, 5, Figures(ns=9))                       # not yet confirmed
    stored = Result.objects.get(event=event, round__number=1, table=1, tray__number=1)
    results.record(event, 1, 1, 1, Figures(ns=10, revokes_ew=1), "barney",
                   status=Result.Status.CONFIRMED, expected_version=stored.version,
                   reason="a late revoke claim", director=True)
    event.refresh_from_db()
    return event


def _finished(club):
    event = lifecycle.start(_seated(club), "barney")
    for number in range(1, len(results.movement_of(event).rounds) + 1):
        play_round(event, number)
    event.refresh_from_db()
    assert event.status == Event.Status.FINISHED
    return event


def _published(club):
    return lifecycle.publish(_finished(club), "barney")


@pytest.mark.parametrize("make", [_seated, _playing, _finished, _published],
                         ids=["seated", "playing", "finished", "published"])
def test_export_import_export_gives_the_same_file(club, make):
    event = make(club)
    first, again = restored(event)
    assert _text(export_session(again)) == first


def test_a_disputed_and_an_unconfirmed_result_come_back_as_they_were(club):
    event = _playing(club)
    TrumpSlip.objects.filter(tray__event=event, tray__number=2).update(
        card="7H", recorded_by="Clay", recorded_at=datetime.datetime(1897, 7, 5, 20, 15, tzinfo=datetime.timezone.utc))
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
                .values_list("who", "when", "action", "what", "old", "new", "reason")) == trail
    assert AuditEntry.objects.filter(event=again, result=corrected).count() == 3
    slip = TrumpSlip.objects.get(tray__event=again, tray__number=2)
    assert (slip.card, slip.recorded_by, slip.recorded_at.minute) == ("7H", "Clay", 15)


def test_the_same_backup_twice_is_refused_and_nothing_written(club):
    event = _playing(club)
    doc = export_session(event)
    counts = (Event.objects.count(), Result.objects.count(), AuditEntry.objects.count())
    with pytest.raises(SessionError, match="tokens are already in use"):
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
    with pytest.raises(CommandError, match="tokens are already in use"):
        call_command("import_session", str(out), "--club", club.slug)
    event.delete()
    call_command("import_session", str(out), "--club", club.slug)
    again = Event.objects.get()
    call_command("export_session", str(again.pk), "--out", str(out))
    assert out.read_text() == first


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
