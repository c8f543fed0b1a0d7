"""From the field typed with the members offered, in a real chromium, to the public ladder."""

import datetime

import movements
import pytest

from tests.realparts import director_page, save_field

pytestmark = [pytest.mark.browser, pytest.mark.xdist_group("browser")]

OTHERS = ["Eve Ames & Fay Bell", "Gus Cole & Hal Dunn", "Ivy Egan & Jon Ford",
          "Kay Gray & Lou Hart", "Max Irwin & Ned Jay", "Olga Kent & Pat Lowe"]


def _choose(page, typed: str, name: str) -> None:
    """Type the start of a name and take the member the page offers."""
    page.keyboard.type(typed)
    page.click(f"#member-suggestions button:text-is('{name}')")


def test_a_field_typed_with_autocomplete_reaches_the_public_ladder(live_server, browser, director, club):
    from app_fixtures import PASSWORD, play_round

    from tournament.evening import lifecycle
    from tournament.demo import club_evening
    from tournament.models import Event, Ladder
    from tournament.evening.session_io import import_session

    import_session(club_evening("First Tuesday", "2026-09-01", ["Alice Smith & Bob Jones"] + OTHERS
                                + ["Quin Moss & Rex Nye"], seed=1), club, who="test", status="published")
    Ladder.objects.create(club=club, name="Autumn ladder", slug="autumn")
    event = Event.objects.create(club=club, name="Second Tuesday", date=datetime.date(2026, 9, 8))

    page = director_page(browser, f"{live_server.url}/director/", director.username, PASSWORD)
    page.wait_for_url("**/director/")
    page.goto(f"{live_server.url}/director/events/{event.pk}/field/")
    page.click("textarea[name=lines]")
    _choose(page, "ali", "Alice Smith")
    page.keyboard.type(" & ")
    _choose(page, "Jon", "Bob Jones")
    page.keyboard.type("\n" + "\n".join(OTHERS) + "\nQuin Moss & Nora Quill")
    assert page.input_value("textarea[name=lines]").startswith("Alice Smith & Bob Jones\n")
    save_field(page)
    page.wait_for_url("**/movement/")
    assert event.pairs.get(number=1).player_a.name == "Alice Smith"

    event.refresh_from_db()
    event = lifecycle.seat(event, movements.generate("mitchell", 8, trays_per_round=2), "barney")
    event = lifecycle.start(event, "barney")
    for round_no in range(1, len(event.movement["rounds"]) + 1):
        play_round(event, round_no)
    event.refresh_from_db()
    lifecycle.publish(event, "barney")

    page.goto(f"{live_server.url}/clubs/{club.slug}/ladders/autumn/")
    page.wait_for_selector("#ladder")
    alice = page.locator("#ladder tbody tr", has_text="Alice Smith").inner_text()
    assert "\t2\t" in alice   # two events
    assert page.locator("#ladder tbody tr", has_text="Nora Quill").count() == 1
    page.click("text=Second Tuesday")
    page.click("#seasons >> text=Alice Smith")
    page.wait_for_selector("#season")
    assert page.locator("#season tbody tr").count() == 2


@pytest.mark.parametrize("size", [(390, 844), (1280, 900)], ids=["phone", "desktop"])
def test_the_season_and_member_pages_read_on_a_phone_and_a_desktop(live_server, browser, size):
    from django.core.management import call_command

    from tests.realparts import screenshot
    from tournament.models import Player

    call_command("load_demo")
    alice = Player.objects.get(club__slug="demo", name="Alice Barney")
    width, height = size
    page = browser.new_page(viewport={"width": width, "height": height})
    page.set_default_timeout(20000)

    def fits():   # nothing wider than the screen but the tables' own scrolling boxes
        return page.evaluate("document.documentElement.scrollWidth <= window.innerWidth + 1")

    page.goto(f"{live_server.url}/clubs/demo/ladders/autumn/")
    page.wait_for_selector("#ladder")
    line = page.locator("#ladder tbody tr", has_text="Alice Barney").inner_text()
    assert ") / 5 = " in line     # the average of her best five, its sum shown
    assert fits()
    page.goto(f"{live_server.url}/clubs/demo/ladders/teams/")
    assert page.locator("#left-out li").count() == 7
    assert "this ladder takes teams evenings" in page.inner_text("#left-out")

    page.goto(f"{live_server.url}/clubs/demo/members/{alice.pk}/")
    page.wait_for_selector("#season")
    assert page.locator("#season tbody tr").count() == 7
    assert page.locator("section.ladder-line").count() == 4   # every ladder she is on: all four
    autumn = page.locator("section.ladder-line", has_text="Autumn ladder")
    assert autumn.locator("td", has_text="✓ counted").count() == 5
    assert autumn.locator("td", has_text="not counted").count() == 2
    assert "Rating" in page.inner_text("#rating")
    assert fits()
    screenshot(page, f"member-season-{'phone' if width < 600 else 'desktop'}")
