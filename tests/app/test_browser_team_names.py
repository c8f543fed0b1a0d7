"""A substitute after seating, in a real chromium: the field page renames, the standings follow."""

import pytest

from tests.realparts import director_page

pytestmark = [pytest.mark.browser, pytest.mark.xdist_group("browser")]


def test_a_team_renamed_after_seating_shows_on_the_standings(live_server, browser, director, club):
    from app_fixtures import PASSWORD, seated

    from tournament.models import AuditEntry

    event = seated(club, "howell-teams", 5, form="teams", method="matches")
    page = director_page(browser, f"{live_server.url}/director/", director.username, PASSWORD)
    page.wait_for_url("**/director/")
    page.goto(f"{live_server.url}/director/events/{event.pk}/field/")
    page.wait_for_selector("text=The event is seated")
    text = page.input_value("textarea[name=lines]")
    page.fill("textarea[name=lines]", text.replace("Team 4: A4 & B4; C4 & D4",
                                                   "Golds: A4 & B4; C4 & Late Arrival"))
    page.click("text=Save the names")
    page.check("#new-names input[name=add_members]")   # Late Arrival is not yet a member
    page.click("text=Save the names")
    page.wait_for_selector("text=1 team renamed")
    page.goto(f"{live_server.url}/director/events/{event.pk}/standings/")
    page.wait_for_selector("table.standings")
    row = page.locator("table.standings tbody tr", has_text="Golds").inner_text()
    assert "A4 & B4; C4 & Late Arrival" in row
    assert AuditEntry.objects.get(event=event, what="renamed 1 team after seating").new == {
        "4": "Golds: A4 & B4; C4 & Late Arrival"}
