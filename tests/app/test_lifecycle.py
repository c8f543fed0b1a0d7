"""An event's life: every step allowed and refused, each written to the audit with its action."""

import datetime

import pytest
from django.test import Client
from django.urls import reverse

import movements
from tournament.seated import movement_of
from tournament.evening import lifecycle, results
from tournament.errors import Code
from tournament.evening.lifecycle import LifecycleError
from tournament.models import AuditEntry, Event
from tournament.evening.results import Figures

from app_fixtures import close_rounds, make_event, play_round, seated

Action = AuditEntry.Action


def last_entry(event) -> AuditEntry:
    return AuditEntry.objects.filter(event=event).order_by("-id").first()


def rounds(event) -> list[str]:
    return list(event.rounds.order_by("number").values_list("status", flat=True))


@pytest.fixture
def howell(club):
    """14 pairs, one tray a round: 13 rounds at 7 tables, in play."""
    return lifecycle.start(seated(club, "howell-pairs", 14, method="howell", trays_per_round=1), "barney")


# --- Creating and seating ---

def test_creating_an_event_is_audited(club):
    event = lifecycle.create(Event(club=club, name="Friday pairs", date=datetime.date(1897, 7, 9)), "barney")
    entry = last_entry(event)
    assert (event.status, entry.action, entry.who, entry.new["name"]) == ("draft", Action.CREATED, "barney",
                                                                          "Friday pairs")


def test_seating_a_draft(club):
    event = lifecycle.seat(make_event(club), movements.generate("mitchell", 10), "barney")
    assert event.status == Event.Status.SEATED and event.rounds.count() == 5
    entry = last_entry(event)
    assert (entry.action, entry.old["status"], entry.new["status"], entry.new["system"]) == \
        (Action.SEATED, "draft", "seated", "mitchell")


def test_seating_twice_or_a_wrong_movement_is_refused(club, mitchell_event):
    with pytest.raises(LifecycleError, match="The event is seated") as refused:
        lifecycle.seat(mitchell_event, movements.generate("howell-pairs", 10), "barney")
    assert refused.value.code == Code.CONFLICT
    draft = make_event(club, count=6, name="Six pairs")
    with pytest.raises(Exception, match="the event has 6"):
        lifecycle.seat(draft, movements.generate("mitchell", 10), "barney")
    draft.refresh_from_db()
    assert draft.status == Event.Status.DRAFT and not draft.rounds.exists()


def test_unseating_takes_up_the_movement_but_keeps_the_tables_links(mitchell_event):
    event = mitchell_event
    tokens = dict(event.tables.values_list("number", "token"))
    event.trays.filter(number=1).update(hands="N:AKQJ.T98.765.432 - - -")
    event = lifecycle.unseat(event, "barney", "a late pair arrived")
    assert (event.status, event.movement, event.system, event.current_round) == ("draft", None, "", 0)
    assert not event.rounds.exists() and not event.trays.exists()
    assert dict(event.tables.values_list("number", "token")) == tokens
    entry = last_entry(event)
    assert (entry.action, entry.who, entry.reason) == (Action.UNSEATED, "barney", "a late pair arrived")
    assert (entry.old["system"], entry.old["deals"]) == ("mitchell", {"1": "N:AKQJ.T98.765.432 - - -"})


def test_reseating_with_another_movement(mitchell_event):
    event = mitchell_event
    assert movement_of(event).system == "mitchell"   # the worker keeps it...
    event = lifecycle.reseat(event, movements.generate("howell-pairs", 10), "barney", "pairs should move",
                             method="howell")
    assert (event.status, event.system) == ("seated", "howell-pairs")
    assert movement_of(event).system == "howell-pairs"   # ...but knows it was re-seated
    assert event.rounds.count() == 9
    actions = list(AuditEntry.objects.filter(event=event).order_by("id").values_list("action", flat=True))
    assert actions[-3:] == [Action.UNSEATED, Action.SETTINGS_CHANGED, Action.SEATED]


def test_unseating_is_refused_once_a_result_exists_or_play_started(mitchell_event):
    event = lifecycle.start(mitchell_event, "barney")
    with pytest.raises(LifecycleError, match="The event is playing"):
        lifecycle.unseat(event, "barney")
    results.enter(event, 1, 1, movement_of(event).rounds[0].table(1).trays[0], Figures(ns=7))
    Event.objects.filter(pk=event.pk).update(status=Event.Status.SEATED)  # as if play were never started
    with pytest.raises(LifecycleError, match="has results"):
        lifecycle.unseat(event, "barney")
    with pytest.raises(LifecycleError, match="has results"):
        lifecycle.reseat(event, movements.generate("howell-pairs", 10), "barney")
    assert Event.objects.get(pk=event.pk).system == "mitchell"


# --- Play ---

def test_starting_play_opens_round_one(mitchell_event):
    event = lifecycle.start(mitchell_event, "barney")
    assert (event.status, event.current_round) == ("playing", 1)
    assert rounds(event) == ["open"] + ["pending"] * 4
    assert last_entry(event).action == Action.STARTED
    with pytest.raises(LifecycleError, match="The event is playing"):
        lifecycle.start(event, "barney")


def test_starting_a_draft_is_refused(club):
    with pytest.raises(LifecycleError, match="The event is draft: “start play” is only for an event that is seated"):
        lifecycle.start(make_event(club), "barney")


def test_a_finished_round_closes_without_a_reason(howell):
    play_round(howell, 1)   # the last confirmation closes it by itself
    howell.refresh_from_db()
    entry = last_entry(howell)
    assert (howell.current_round, entry.action, entry.reason) == (2, Action.ROUND_CLOSED, "every table has finished")
    assert rounds(howell)[:3] == ["closed", "open", "pending"]


@pytest.mark.parametrize("reason, confirmed", [("", False), ("time called", False), ("", True), ("  ", True)])
def test_closing_a_round_tables_still_play_needs_a_reason_and_the_confirmation(howell, reason, confirmed):
    play_round(howell, 1, skip={7})
    with pytest.raises(LifecycleError, match="Round 1 is not finished: table 7 still playing") as refused:
        lifecycle.close_round(howell, "barney", reason=reason, confirmed=confirmed)
    assert refused.value.code == Code.CONFLICT
    howell.refresh_from_db()
    assert (howell.status, howell.current_round) == ("playing", 1)
    assert not AuditEntry.objects.filter(action__in=[Action.ROUND_CLOSED, Action.FINISHED]).exists()


def test_closing_a_round_on_the_directors_word(howell):
    play_round(howell, 1, skip={2, 7})
    event = lifecycle.close_round(howell, "barney", reason="time called", confirmed=True)
    assert event.current_round == 2
    entry = last_entry(event)
    assert (entry.action, entry.who, entry.reason) == \
        (Action.ROUND_CLOSED, "barney", "time called (closed while tables 2, 7 still played)")
    assert (entry.old, entry.new) == ({"status": "playing", "round": 1}, {"status": "playing", "round": 2})


def test_closing_the_last_round_finishes_play_only_when_told(howell):
    """The defect: closing round 13 while table 7 played finished the event, and its phone said "Play is over"."""
    event = close_rounds(howell, 12)
    play_round(event, 13, skip={7})
    with pytest.raises(LifecycleError, match="table 7 still playing"):
        lifecycle.close_round(event, "barney", from_round=13)
    event.refresh_from_db()
    assert (event.status, rounds(event)[-1]) == ("playing", "open")
    event = lifecycle.close_round(event, "barney", reason="table 7 left early", confirmed=True, from_round=13)
    assert (event.status, event.current_round, set(rounds(event))) == ("finished", 13, {"closed"})
    entry = last_entry(event)
    assert (entry.action, entry.what) == (Action.FINISHED, "closed round 13, the last: play is finished")


def test_closing_again_or_a_stale_round_is_harmless(howell):
    lifecycle.close_round(howell, "barney", reason="x", confirmed=True, from_round=1)
    event = lifecycle.close_round(howell, "barney", reason="x", confirmed=True, from_round=1)
    assert event.current_round == 2
    assert AuditEntry.objects.filter(action=Action.ROUND_CLOSED).count() == 1


def test_no_round_to_close_before_play_or_after_it(mitchell_event):
    with pytest.raises(LifecycleError, match="The event is seated: “close the round” is only for an event "
                                             "that is playing"):
        lifecycle.close_round(mitchell_event, "barney", reason="x", confirmed=True)


# --- After play ---

@pytest.fixture
def finished(howell):
    return close_rounds(howell, 13)


@pytest.mark.parametrize("reason, confirmed", [("", False), ("a slip found", False), ("", True)])
def test_reopening_needs_a_reason_and_the_confirmation(finished, reason, confirmed):
    with pytest.raises(LifecycleError, match="round 13 again"):
        lifecycle.reopen(finished, "barney", reason=reason, confirmed=confirmed)
    assert Event.objects.get(pk=finished.pk).status == "finished"


def test_reopening_opens_the_last_round_again(finished):
    event = lifecycle.reopen(finished, "barney", reason="table 7's slip was found", confirmed=True)
    assert (event.status, event.current_round, rounds(event)[-2:]) == ("playing", 13, ["closed", "open"])
    entry = last_entry(event)
    assert (entry.action, entry.reason, entry.old["status"]) == \
        (Action.REOPENED, "table 7's slip was found", "finished")
    results.enter(event, 13, 7, movement_of(event).rounds[-1].table(7).trays[0], Figures(ns=6))


def test_reopening_is_only_for_a_finished_event(howell):
    with pytest.raises(LifecycleError, match="The event is playing: “reopen play” is only for .* finished"):
        lifecycle.reopen(howell, "barney", reason="x", confirmed=True)


def test_publishing_and_withdrawing(finished):
    event = lifecycle.publish(finished, "barney")
    assert event.status == "published" and last_entry(event).action == Action.PUBLISHED
    with pytest.raises(LifecycleError, match="The event is published"):
        lifecycle.publish(event, "barney")
    with pytest.raises(LifecycleError, match="The event is published"):
        lifecycle.reopen(event, "barney", reason="x", confirmed=True)
    event = lifecycle.withdraw(event, "barney", "a scoring error")
    entry = last_entry(event)
    assert (event.status, entry.action, entry.reason) == ("finished", Action.WITHDRAWN, "a scoring error")
    with pytest.raises(LifecycleError, match="The event is finished"):
        lifecycle.withdraw(event, "barney")


def test_publishing_while_playing_is_refused(howell):
    with pytest.raises(LifecycleError, match="The event is playing"):
        lifecycle.publish(howell, "barney")


# --- Deleting ---

def test_deleting_a_draft_keeps_its_history(club):
    event = make_event(club)
    lifecycle.create(event, "barney")
    with pytest.raises(LifecycleError, match="Tick the confirmation"):
        lifecycle.delete(event, "barney")
    lifecycle.delete(event, "barney", reason="entered twice", confirmed=True)
    assert not Event.objects.filter(pk=event.pk).exists()
    gone = AuditEntry.objects.get(action=Action.DELETED)
    assert (gone.event, gone.who, gone.reason, gone.old["name"]) == (None, "barney", "entered twice",
                                                                      "Tuesday compass")
    assert AuditEntry.objects.filter(action=Action.CREATED, event=None).exists()


def test_deleting_an_event_with_results_is_refused(howell):
    lifecycle.delete(seated(howell.club, "mitchell", 10), "barney", confirmed=True)   # never played: fine
    play_round(howell, 1, skip={1, 2, 3, 4, 5, 6})
    with pytest.raises(LifecycleError, match="has results"):
        lifecycle.delete(howell, "barney", confirmed=True)
    assert Event.objects.filter(pk=howell.pk).exists()


# --- Settings ---

def test_settings_change_before_publication_and_are_audited(howell):
    event = lifecycle.change_settings(howell, "barney", {"name": "Howell night", "laws": "english",
                                                         "date": howell.date, "method": "howell"}, "typo")
    assert (event.name, event.laws) == ("Howell night", "english")
    entry = last_entry(event)
    assert (entry.action, entry.reason, entry.old, entry.new) == (
        Action.SETTINGS_CHANGED, "typo", {"name": "Tuesday compass", "laws": "1900"},
        {"name": "Howell night", "laws": "english"})
    lifecycle.change_settings(event, "barney", {"name": "Howell night"})   # nothing changes: nothing written
    assert AuditEntry.objects.filter(action=Action.SETTINGS_CHANGED).count() == 1


def test_a_method_the_movement_cannot_be_scored_by_is_refused(howell):
    with pytest.raises(LifecycleError, match="method compass needs pairs that keep one direction"):
        lifecycle.change_settings(howell, "barney", {"method": "compass"})
    assert lifecycle.change_settings(howell, "barney", {"method": "matchpoints"}).method == "matchpoints"


def test_settings_of_a_published_event_are_refused(finished):
    event = lifecycle.publish(finished, "barney")
    with pytest.raises(LifecycleError, match="The event is published"):
        lifecycle.change_settings(event, "barney", {"name": "Other"})
    with pytest.raises(LifecycleError, match="Only name, date, laws, method"):
        lifecycle.change_settings(event, "barney", {"form": "teams"})


# --- Results' actions ---

def test_results_are_audited_with_their_action(howell):
    tray = movement_of(howell).rounds[0].table(1).trays[0]
    results.enter(howell, 1, 1, tray, Figures(ns=7))
    results.confirm(howell, 1, 1, tray)
    other = movement_of(howell).rounds[0].table(2).trays[0]
    results.enter(howell, 1, 2, other, Figures(ns=7))
    results.confirm(howell, 1, 2, other, claim=Figures(ns=6))
    results.settle(howell, 1, 2, other, Figures(ns=6), "barney", expected_version=2, reason="recount")
    actions = list(AuditEntry.objects.filter(result__isnull=False).order_by("id").values_list("action", flat=True))
    assert actions == [Action.ENTERED, Action.CONFIRMED, Action.ENTERED, Action.DISPUTED, Action.RULED]


# --- The pages ---

def step(client, event, name, **fields):
    return client.post(reverse("director:step", args=[event.pk]), {"step": name, **fields}, follow=True)


def offered(client, event) -> list[str]:
    page = client.get(reverse("director:event", args=[event.pk])).content.decode()
    return [s for s in lifecycle.STEPS if f'name="step" value="{s}"' in page]


def test_the_event_page_offers_only_the_steps_the_status_allows(director_client, club, howell):
    assert offered(director_client, make_event(club, name="Draft")) == ["delete"]
    seated_event = seated(club, "mitchell", 10)
    assert offered(director_client, seated_event) == ["unseat", "start", "delete"]
    play_round(howell, 1, skip={1, 2, 3, 4, 5, 6})
    assert offered(director_client, howell) == []
    close_rounds(howell, 13)
    assert offered(director_client, howell) == ["reopen", "publish"]
    lifecycle.publish(howell, "barney")
    assert offered(director_client, howell) == ["withdraw"]


def test_the_steps_are_posts_with_csrf(director, mitchell_event):
    strict = Client(enforce_csrf_checks=True)
    strict.force_login(director)
    page = strict.get(reverse("director:event", args=[mitchell_event.pk])).content.decode()
    assert page.count('name="csrfmiddlewaretoken"') >= 3
    assert strict.post(reverse("director:step", args=[mitchell_event.pk]), {"step": "start"}).status_code == 403
    assert strict.get(reverse("director:step", args=[mitchell_event.pk])).status_code == 405
    assert Event.objects.get(pk=mitchell_event.pk).status == "seated"


def test_steps_from_the_event_page(director_client, mitchell_event):
    event = mitchell_event
    assert "The event is now playing" in step(director_client, event, "start").content.decode()
    text = step(director_client, event, "publish").content.decode()
    assert "The event is playing: “publish the results” is only for an event that is finished" in text
    assert "There is no step" in step(director_client, event, "finish").content.decode()
    close_rounds(event, 5)
    text = step(director_client, event, "reopen", reason="slip found").content.decode()
    assert "Tick the confirmation to go on" in text
    assert "The event is now playing" in step(director_client, event, "reopen", reason="slip found",
                                              confirm="1").content.decode()
    assert last_entry(event).reason == "slip found" and last_entry(event).who == "barney"


def test_unseating_and_deleting_from_the_event_page(director_client, mitchell_event):
    response = step(director_client, mitchell_event, "unseat")
    assert response.redirect_chain[-1][0] == reverse("director:movement", args=[mitchell_event.pk])
    assert "choose another movement" in response.content.decode()
    assert "Tick the confirmation" in step(director_client, mitchell_event, "delete").content.decode()
    response = step(director_client, mitchell_event, "delete", confirm="1")
    assert response.redirect_chain[-1][0] == reverse("director:home")
    assert not Event.objects.filter(pk=mitchell_event.pk).exists()


def test_seating_again_from_the_movement_page_after_unseating(director_client, mitchell_event):
    step(director_client, mitchell_event, "unseat")
    url = reverse("director:movement", args=[mitchell_event.pk])
    response = director_client.post(url, {"system": "howell-pairs", "variant": "", "trays_per_round": "2",
                                          "confirm": "1"})
    assert response.status_code == 302
    assert Event.objects.get(pk=mitchell_event.pk).system == "howell-pairs"


def test_the_settings_page(director_client, howell):
    url = reverse("director:settings", args=[howell.pk])
    form = director_client.get(url).content.decode()
    assert 'name="method"' in form and 'value="1897-07-05"' in form   # the date box shows the date
    fields = {"name": "Howell night", "date": "1897-07-06", "laws": "1897", "method": "compass",
              "devices": "table", "reason": ""}
    text = director_client.post(url, fields).content.decode()
    assert "method compass needs pairs that keep one direction" in text
    assert Event.objects.get(pk=howell.pk).name == "Tuesday compass"   # nothing half-saved
    response = director_client.post(url, {**fields, "method": "howell", "reason": "misspelt"})
    assert response.status_code == 302
    event = Event.objects.get(pk=howell.pk)
    assert (event.name, str(event.date), event.laws) == ("Howell night", "1897-07-06", "1897")
    assert last_entry(event).reason == "misspelt"


def test_the_settings_page_of_a_published_event_says_why_not(director_client, finished):
    lifecycle.publish(finished, "barney")
    url = reverse("director:settings", args=[finished.pk])
    assert "The event is published" in director_client.get(url).content.decode()
    director_client.post(url, {"name": "Other", "date": "1897-07-06", "laws": "1897", "method": "howell"})
    assert Event.objects.get(pk=finished.pk).name == "Tuesday compass"


def test_the_control_room_refuses_to_finish_while_a_table_plays(director_client, howell):
    """Close round 13 (the last) with no reason and no confirmation while table 7 plays: refused."""
    event = close_rounds(howell, 12)
    play_round(event, 13, skip={7})
    url = reverse("director:control-advance", args=[event.pk])
    live = director_client.get(reverse("director:control-live", args=[event.pk])).content.decode()
    assert "Still playing: table 7." in live and 'name="confirm"' in live and 'name="reason"' in live
    text = director_client.post(url, {"round": 13, "reason": ""}, follow=True).content.decode()
    assert "Round 13 is not finished: table 7 still playing. Give the reason and tick the confirmation" in text
    assert Event.objects.get(pk=event.pk).status == "playing"
    director_client.post(url, {"round": 13, "reason": "table 7 went home", "confirm": "1"})
    event.refresh_from_db()
    assert event.status == "finished"
    assert last_entry(event).reason == "table 7 went home (closed while table 7 still played)"


def test_the_import_goes_through_the_lifecycle(club, howell):
    from tournament.evening.session_io import export_session, import_session

    play_round(howell, 1)
    playing = import_session(export_session(howell, with_backup=False), club, who="import", status="playing")
    assert (playing.status, playing.current_round, rounds(playing)[:3]) == ("playing", 2, ["closed", "open", "pending"])
    actions = list(playing.audit.order_by("id").values_list("action", flat=True))
    assert actions == [Action.SEATED, Action.IMPORTED]
    done = import_session(export_session(howell, with_backup=False), club, who="import")
    assert (done.status, done.current_round, set(rounds(done))) == ("finished", 13, {"closed"})
    with pytest.raises(LifecycleError, match="cannot be a draft"):
        import_session(export_session(howell, with_backup=False), club, who="import", status="draft")
