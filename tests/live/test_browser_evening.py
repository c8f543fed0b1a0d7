"""A whole evening in a real chromium: the director's desk on a desktop, the tables on phones.

The director creates the event, enters the field, seats a Mitchell and starts
play (1280x900); table 1 enters and confirms on one phone, table 2 on two
(N-S's and E-W's, 390x844), where E-W disagree; the director settles it in the
control room, closes the rounds the other tables have not finished (with a
reason and the confirmation), publishes, and the public page shows the standings.
"""

import pytest

from tests.app.app_fixtures import PASSWORD
from tests.live.test_browser_tables import enter, phone
from tests.realparts import director_page, new_event, screenshot

pytestmark = [pytest.mark.browser, pytest.mark.xdist_group("browser")]


def test_a_whole_evening_from_seating_to_the_public_page(live_server, transactional_db, browser, club, director):
    from tournament.models import AuditEntry, Event, Result

    director.set_password(PASSWORD)
    director.save()
    site = live_server.url
    desk = director_page(browser, f"{site}/director/", director.username, PASSWORD)
    desk.wait_for_url("**/director/")

    # Seating: a new event, its field, a Mitchell of 4 tables, play starts.
    new_event(desk, club, "Friday Mitchell", "2026-11-20",
              [f"Mr C{n} & Mrs D{n}" for n in range(1, 9)], method="compass")
    event = Event.objects.get(name="Friday Mitchell")
    desk.goto(f"{site}/director/events/{event.pk}/movement/?system=mitchell&variant=&trays_per_round=2")
    desk.wait_for_selector("text=The checker finds no problem")
    desk.click("text=Seat the event with this movement")
    desk.click("text=Start play")
    desk.wait_for_selector("text=Round 1 is being played")
    tokens = dict(event.tables.values_list("number", "token"))

    # Table 1, one phone passed across the table: N-S enter, E-W confirm.
    table1 = phone(browser, f"{site}/table/{tokens[1]}/")
    assert "Table 1 · round 1" in table1.inner_text("h1")
    for tray, ns in ((1, 8), (2, 6)):
        enter(table1, tray, ns)
        table1.locator(f"#tray-{tray} button[value=confirm]").click()
        table1.locator(f"#tray-{tray}", has_text="Confirmed").wait_for()

    # Table 2, two phones: E-W disagree on tray 3 and confirm tray 4.
    ns2 = phone(browser, f"{site}/table/{tokens[2]}/")
    ew2 = phone(browser, f"{site}/table/{tokens[2]}/")
    enter(ns2, 3, 6)
    ew2.locator("#tray-3 summary", has_text="We disagree").click()
    ew2.locator("#dispute-3-ns").fill("5")
    ew2.locator("#tray-3 button[value=dispute]").click()
    ns2.locator("#tray-3", has_text="E-W say: N-S 5, E-W 8").wait_for()
    enter(ns2, 4, 7)
    ew2.locator("#tray-4 button[value=confirm]").click()
    ew2.locator("#tray-4", has_text="Confirmed").wait_for()
    screenshot(ns2, "evening-table-2")

    # The control room settles the dispute.
    control = f"{site}/director/events/{event.pk}/control/"
    desk.goto(control)
    dispute = desk.locator("form.attention", has_text="Round 1, table 2, tray 3")
    dispute.locator("input[name=ns]").fill("5")
    dispute.locator("input[name=reason]").fill("both sides recounted: E-W are right")
    dispute.locator("button", has_text="Record ruling").click()
    desk.locator(".messages", has_text="recorded").wait_for()
    ns2.locator("#tray-3", has_text="Confirmed").wait_for()          # the phones see the ruling
    ew2.locator("#tray-3", has_text="Confirmed").wait_for()

    # Tables 3 and 4 never enter: the director closes every round on his word.
    last = event.rounds.count()
    for n in range(1, last + 1):
        desk.goto(control)
        close = desk.locator("details.close-round")
        close.locator("summary", has_text="still playing").click()
        close.locator("input[name=reason]").fill("tables 3 and 4 score on paper tonight")
        close.locator("input[name=confirm]").check()
        close.locator("button").click()
        done = "play is finished" if n == last else f"round {n + 1} is open"
        desk.locator(".messages", has_text=done).wait_for()
        if n == 1:   # the phone, left open, follows the round without a reload
            table1.locator("h1", has_text="Table 1 · round 2").wait_for()
    table1.reload()
    table1.locator("text=Play is over").wait_for()
    assert AuditEntry.objects.filter(event=event, action="round-closed").count() == last - 1

    # Publish; the public reads the standings.
    desk.goto(f"{site}/director/events/{event.pk}/")
    desk.click("text=Publish the results")
    desk.wait_for_selector("text=Public page")
    public = browser.new_page(viewport={"width": 1280, "height": 900})
    public.set_default_timeout(20000)
    public.goto(f"{site}/clubs/{club.slug}/")
    public.click("text=Friday Mitchell")
    public.wait_for_selector("table.standings")
    standings = public.inner_text("table.standings")
    assert "Mr C1 & Mrs D1" in standings and "Mr C8 & Mrs D8" in standings
    screenshot(public, "evening-public-standings")
    assert sorted(Result.objects.filter(event=event).values_list("tray__number", "ns", "status")) == [
        (1, 8, "confirmed"), (2, 6, "confirmed"), (3, 5, "confirmed"), (4, 7, "confirmed")]
