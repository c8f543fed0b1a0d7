"""The director's evening end to end, in a real chromium driven by Playwright.

Create an event, enter 10 pairs, seat them with a Howell, enter round 1 on
the scorer's slips, read the standings, publish, and read the public page.
Screenshots of the main pages: see tests/realparts.py.
"""

import pytest

from tests.realparts import director_page, new_event, screenshot

pytestmark = [pytest.mark.browser, pytest.mark.xdist_group("browser")]


def test_a_howell_evening_from_creation_to_the_public_page(live_server, browser, director, club):
    from app_fixtures import PASSWORD

    from tournament.models import Event, Result

    page = director_page(browser, f"{live_server.url}/director/", director.username, PASSWORD)
    page.wait_for_url("**/director/")

    new_event(page, club, "Thursday Howell", "2026-11-19",
              [f"Mr A{n} & Mrs B{n}" for n in range(1, 11)], method="howell")
    screenshot(page, "movement-choice")
    page.locator("tr", has_text="Howell").first.locator("text=Preview").click()
    page.wait_for_selector("text=The checker finds no problem")
    page.click("text=Seat the event with this movement")
    page.wait_for_selector("text=Start play")
    event = Event.objects.get(name="Thursday Howell")
    assert event.system == "howell-pairs"
    page.click("text=Start play")
    page.wait_for_selector("text=Round 1 is being played")

    rnd = event.rounds.get(number=1)
    for seat in rnd.seats.all():
        if seat.ns is None or seat.ew is None:
            continue
        page.goto(f"{live_server.url}/director/events/{event.pk}/results/round/1/table/{seat.table}/")
        for slot, tray in enumerate(seat.trays):
            page.fill(f"input[name='1-{seat.table}-{tray}-ns']", str(5 + (seat.table + slot) % 4))
        page.click("button:has-text('Record')")
        page.wait_for_selector("text=recorded")
    if rnd.seats.filter(table=1).exists():
        screenshot(page, "scorers-slip")
    played = sum(len(s.trays) for s in rnd.seats.all() if s.ns and s.ew)
    assert Result.objects.filter(event=event).count() == played

    page.goto(f"{live_server.url}/director/events/{event.pk}/standings/")
    page.wait_for_selector("table.standings")
    assert page.locator("table.standings tbody tr").count() == 10
    screenshot(page, "standings-live")

    # Round 1 is in; the director ends the evening by closing the rounds in the control room.
    page.goto(f"{live_server.url}/director/events/{event.pk}/control/")
    last = event.rounds.count()
    for n in range(1, last + 1):
        early = page.locator("details.close-round")
        if early.count():
            early.locator("summary").click()
            early.locator("input[name=reason]").fill("a short evening")
            early.locator("input[name=confirm]").check()
            early.locator("button").click()
        else:
            page.click(f"button:has-text('Close round {n}')")
        done = "play is finished" if n == last else f"round {n + 1} is open"
        page.locator(".messages", has_text=done).wait_for()
    page.goto(f"{live_server.url}/director/events/{event.pk}/")
    page.click("text=Publish the results")
    page.wait_for_selector("text=Public page")
    screenshot(page, "event")

    public = browser.new_page(viewport={"width": 1200, "height": 900})
    public.goto(f"{live_server.url}/clubs/{club.slug}/")
    public.click("text=Thursday Howell")
    public.wait_for_selector("table.standings")
    assert "Mr A1 & Mrs B1" in public.inner_text("table.standings")
    screenshot(public, "public-standings")
    public.click("text=Trays")
    public.wait_for_selector("text=Tray 1")


def test_the_demo_clubs_published_compass_evening(live_server, browser, db):
    """Foster's compass example as the public reads it (the README's picture)."""
    from django.core.management import call_command

    from tournament.models import Event

    call_command("load_demo")
    event = Event.objects.get(club__slug="demo", name="Foster's compass evening")
    page = browser.new_page(viewport={"width": 1100, "height": 760})
    page.goto(f"{live_server.url}/clubs/demo/events/{event.pk}/")
    page.wait_for_selector("table.standings")
    text = page.inner_text("table.standings")
    assert "f: Pole & Deschapelles" in text and "+6" in text and "=" in text
    screenshot(page, "standings")
    page.click("text=Trays")
    page.wait_for_selector("text=Tray 30")
    screenshot(page, "public-recap")
