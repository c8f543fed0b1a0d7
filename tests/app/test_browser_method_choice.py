"""The blocker, in a real chromium: a new event left at Compass, seated with a Howell.

The method is switched to one that fits the movement, the page says so, and
from then on every page of the event answers.
"""

import pytest

from tests.app.app_fixtures import close_rounds
from tests.realparts import director_page, new_event

pytestmark = [pytest.mark.browser, pytest.mark.xdist_group("browser")]


def test_a_compass_event_seated_with_a_howell_is_scored_as_a_howell(live_server, browser, director, club):
    from app_fixtures import PASSWORD

    from tournament.models import Event

    page = director_page(browser, f"{live_server.url}/director/", director.username, PASSWORD)
    page.wait_for_url("**/director/")
    new_event(page, club, "Fourteen pairs", "2026-11-26", [f"Mr A{n} & Mrs B{n}" for n in range(1, 15)])
    assert Event.objects.get(name="Fourteen pairs").method == "compass"  # the default, left alone
    first = page.locator("tbody tr").first
    assert "Howell" in first.inner_text()
    first.locator("text=Preview").click()
    page.wait_for_selector("text=The checker finds no problem")
    assert page.input_value("select[name=method]") == "howell"
    page.click("text=Seat the event with this movement")
    page.wait_for_selector("text=Scored by Howell: pairs change direction")

    event = Event.objects.get(name="Fourteen pairs")
    assert event.system == "howell-pairs" and event.method == "howell"
    page.click("text=Start play")
    page.wait_for_selector("text=Round 1 is being played")

    base = f"{live_server.url}/director/events/{event.pk}/"
    for path in ("", "control/", "control/live/", "control/standings/", "standings/", "recap/",
                 "cards/1/", "results/", "print/", "export/"):
        response = page.goto(base + path) if path != "export/" else page.request.get(base + path)
        assert response.status == 200, path

    close_rounds(event, 13)         # the evening's rounds, closed on the director's word
    page.goto(base)
    page.click("text=Publish the results")
    page.wait_for_selector("text=Public page")
    public = browser.new_page()
    for path in ("recap/", "cards/1/", ""):
        response = public.goto(f"{live_server.url}/clubs/{club.slug}/events/{event.pk}/{path}")
        assert response.status == 200, path
    assert "Mr A1 & Mrs B1" in public.inner_text("table.standings")
