"""Two tables enter a round on phones, one disagreement is settled by the director.

A real chromium (Debian's, through Playwright) on a phone-sized screen: N-S
enter, E-W confirm on the same phone at table 1 and on their own phone at
table 2, where they disagree; the director settles it in the control room and
the standings show it.
"""

import pytest

from tests.app.app_fixtures import PASSWORD
from tests.realparts import director_page, screenshot

PHONE = {"width": 390, "height": 844}

pytestmark = [pytest.mark.browser, pytest.mark.xdist_group("browser")]


def phone(browser, url):
    page = browser.new_context(viewport=PHONE, is_mobile=True, has_touch=True).new_page()
    page.set_default_timeout(20000)
    page.goto(url)
    return page


def enter(page, tray, ns, revokes_ew=0, before_ew=None):
    tray_box = page.locator(f"#tray-{tray}")
    tray_box.locator("input[name=ns]").fill(str(ns))
    assert tray_box.locator("output[data-ew]").inner_text() == str(13 - ns)
    assert tray_box.locator("[data-before=ew]").is_hidden()
    if revokes_ew:
        tray_box.locator("input[name=revokes_ew]").fill(str(revokes_ew))
        tray_box.locator("[data-before=ew] input").fill(str(before_ew))
    tray_box.locator("button[value=enter]").click()
    page.locator(f"#tray-{tray}", has_text="E-W, please check").wait_for()


def test_two_tables_enter_a_round_and_the_director_settles_a_disagreement(
        live_server, transactional_db, browser, event, tokens, director):
    from tournament.models import Result

    director.set_password(PASSWORD)
    director.save()
    site = live_server.url
    table1 = phone(browser, f"{site}/table/{tokens[1]}/")
    assert "Table 1 · round 1" in table1.inner_text("h1")
    assert "then to table 4" in table1.locator("#tray-1 h2").inner_text()
    enter(table1, 1, 8)
    table1.locator("#tray-1 button[value=confirm]").click()       # E-W, on the same phone
    table1.locator("#tray-1", has_text="Confirmed").wait_for()
    enter(table1, 2, 6, revokes_ew=1, before_ew=3)
    table1.locator("#tray-2 button[value=confirm]").click()
    table1.locator("#tray-2", has_text="Confirmed").wait_for()

    ns2 = phone(browser, f"{site}/table/{tokens[2]}/")             # N-S's phone at table 2
    ew2 = phone(browser, f"{site}/table/{tokens[2]}/")             # E-W's own phone
    enter(ns2, 3, 6)
    ew2.locator("#tray-3", has_text="E-W, please check").wait_for()  # arrives without a reload
    ew2.locator("#tray-3 summary", has_text="We disagree").click()
    ew2.locator("#dispute-3-ns").fill("5")
    ew2.locator("#tray-3 button[value=dispute]").click()
    ew2.locator("#tray-3", has_text="E-W say: N-S 5, E-W 8").wait_for()
    ns2.locator("#tray-3", has_text="N-S entered: N-S 6, E-W 7; E-W say: N-S 5, E-W 8").wait_for()  # N-S see it too
    enter(ns2, 4, 7)
    ew2.locator("#tray-4 button[value=confirm]").wait_for()
    ew2.locator("#tray-4 button[value=confirm]").click()
    ew2.locator("#tray-4", has_text="Confirmed").wait_for()
    screenshot(ns2, "table-page")

    desk = director_page(browser, f"{site}/director/events/{event.pk}/control/", director.username, PASSWORD)
    tricks_before = pair_tricks(desk, site, event, "North2 & South2")
    desk.goto(f"{site}/director/events/{event.pk}/control/")
    dispute = desk.locator("form.attention", has_text="Round 1, table 2, tray 3")
    assert "disputed" in dispute.inner_text() and "E-W say: N-S 5" in dispute.inner_text()
    dispute.locator("input[name=ns]").fill("5")
    dispute.locator("input[name=reason]").fill("both sides recounted: E-W are right")
    screenshot(desk, "control-room")
    dispute.locator("button", has_text="Record ruling").click()
    desk.locator(".messages", has_text="recorded (version 3)").wait_for()
    assert "Nothing to settle" in desk.locator("#live").inner_text()

    settled = Result.objects.get(tray__number=3)
    assert (settled.ns, settled.status, settled.claim) == (5, "confirmed", None)
    ns2.locator("#tray-3", has_text="Confirmed").wait_for()          # the table sees the ruling

    # The ruling moved one trick of tray 3 from N-S pair 2 to E-W pair 6:
    assert pair_tricks(desk, site, event, "North2 & South2") == tricks_before - 1


def pair_tricks(page, site, event, name) -> int:
    """The tricks the standings page shows for the pair called ``name``."""
    page.goto(f"{site}/director/events/{event.pk}/standings/")
    row = page.locator("table.standings tbody tr", has_text=name)
    return int(row.locator("td.num").first.inner_text())
