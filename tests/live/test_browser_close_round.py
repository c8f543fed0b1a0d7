"""Closing the last round while a table still plays, in a real chromium.

The defect: *Close round 13* with no reason and no confirmation finished the
event while table 7 was still playing, and its phone said "Play is over".
Now the control room refuses, naming the table, until the director gives a
reason and ticks the confirmation; only then is play over at table 7.
"""

import pytest

from tests.app.app_fixtures import PASSWORD, play_round, seated
from tests.live.test_browser_tables import phone
from tests.realparts import director_page, screenshot
from tournament.evening import lifecycle

pytestmark = [pytest.mark.browser, pytest.mark.xdist_group("browser")]


def test_the_last_round_closes_over_a_playing_table_only_with_a_reason_and_confirmation(
        live_server, transactional_db, browser, club, director):
    from tournament.models import AuditEntry, Event

    director.set_password(PASSWORD)
    director.save()
    event = lifecycle.start(seated(club, "howell-pairs", 14, method="howell", trays_per_round=1), "barney")
    for n in range(1, 13):
        play_round(event, n)                             # each round closes once every table has finished
    play_round(event, 13, skip={7})                      # every table but 7 has finished round 13
    site = live_server.url
    table7 = phone(browser, f"{site}/table/{event.tables.get(number=7).token}/")
    assert "Table 7 · round 13" in table7.inner_text("h1")

    desk = director_page(browser, f"{site}/director/events/{event.pk}/control/", director.username, PASSWORD)
    desk.locator("#live", has_text="Still playing: table 7.").wait_for()
    close = desk.locator("details.close-round")
    close.locator("summary", has_text="although table 7 is still playing").click()
    close.locator("button", has_text="Close round 13: play is finished").click()   # no reason, no tick
    desk.locator(".messages", has_text="Round 13 is not finished: table 7 still playing. "
                                       "Give the reason and tick the confirmation to go on.").wait_for()
    assert Event.objects.get(pk=event.pk).status == "playing"
    table7.reload()
    assert "Play is over" not in table7.inner_text("body")
    table7.locator("#tray-4 input[name=ns]").wait_for()  # table 7 can still enter its tray

    close = desk.locator("details.close-round")
    close.locator("summary").click()
    close.locator("input[name=reason]").fill("")
    close.locator("input[name=confirm]").check()
    close.locator("button").click()                      # ticked, but no reason: refused too
    desk.locator(".messages", has_text="Give the reason to go on.").wait_for()
    assert Event.objects.get(pk=event.pk).status == "playing"

    close = desk.locator("details.close-round")
    close.locator("summary").click()
    close.locator("input[name=reason]").fill("table 7 had to leave for the last ferry")
    close.locator("input[name=confirm]").check()
    screenshot(desk, "control-room-close-round-early")
    close.locator("button").click()
    desk.locator(".messages", has_text="Round closed: play is finished.").wait_for()
    assert Event.objects.get(pk=event.pk).status == "finished"
    entry = AuditEntry.objects.filter(event=event).latest("id")
    assert (entry.action, entry.who, entry.reason) == (
        "finished", director.username, "table 7 had to leave for the last ferry (closed while table 7 still played)")
    table7.reload()
    table7.locator("text=Play is over").wait_for()
