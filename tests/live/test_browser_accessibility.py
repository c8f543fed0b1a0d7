"""The main pages in a real chromium: axe-core finds nothing serious, and the control room's
round grid stays in view beside the live standings however long the evening (#13, item 6).

axe-core comes from the npm registry through ``make axe`` (one file in var/); without it
the accessibility check skips here and fails in CI.
"""

from pathlib import Path

import pytest
from django.conf import settings
from django.urls import reverse

from tests.app.app_fixtures import PASSWORD, close_rounds, play_round, seated
from tests.live.test_browser_tables import phone
from tests.realparts import director_page, require, screenshot
from tournament.evening import lifecycle, results

pytestmark = [pytest.mark.browser, pytest.mark.xdist_group("browser")]


def axe_source() -> str:
    found = sorted(Path(settings.VAR_DIR).glob("axe-*.min.js"))
    require(bool(found), "axe-core (make axe: npm pack axe-core into var/)")
    return found[-1].read_text(encoding="utf-8")


def serious_violations(page, source: str) -> list[str]:
    """What axe-core finds serious or critical on the page, one line each."""
    page.evaluate(source)  # evaluated by the browser's tools, not by the page: the CSP stands
    found = page.evaluate("async () => (await axe.run(document)).violations.map("
                          "v => ({id: v.id, impact: v.impact, help: v.help, "
                          "where: v.nodes.slice(0, 3).map(n => n.target.join(' '))}))")
    return [f"{v['id']} ({v['impact']}): {v['help']} at {', '.join(v['where'])}"
            for v in found if v["impact"] in ("serious", "critical")]


def test_the_main_pages_have_no_serious_accessibility_violations(
        live_server, transactional_db, browser, club, director):
    source = axe_source()
    director.set_password(PASSWORD)
    director.save()
    event = lifecycle.start(seated(club, "howell-pairs", 14, method="howell", trays_per_round=2), "barney")
    play_round(event, 1)
    event.refresh_from_db()  # round 2 is open now
    results.enter(event, 2, 1, 3, results.Figures(ns=7))
    results.enter(event, 2, 2, 25, results.Figures(ns=6))
    results.confirm(event, 2, 2, 25, claim=results.Figures(ns=5))  # a dispute: a ruling form
    site = live_server.url
    desk = director_page(browser, f"{site}/director/events/{event.pk}/", director.username, PASSWORD)
    found = {}
    for path in ("", "control/", "movement/", "standings/"):
        desk.goto(f"{site}/director/events/{event.pk}/{path}")
        found[path or "event"] = serious_violations(desk, source)
    table = phone(browser, f"{site}/table/{event.tables.get(number=3).token}/")
    found["table"] = serious_violations(table, source)
    event = close_rounds(event, 12)  # rounds 2 to 13
    lifecycle.publish(event, "barney")
    desk.goto(site + reverse("public:event", args=[club.slug, event.pk]))
    desk.wait_for_selector("table.standings")
    found["public standings"] = serious_violations(desk, source)
    assert found == {page: [] for page in found}


def grid_in_view(page) -> dict:
    """Where the grid's box, its last round and the standings sit on the page."""
    return page.evaluate("""() => {
        const box = document.querySelector('.grid-box'), standings = document.querySelector('.control-standings');
        const heads = box.querySelectorAll('thead th');
        const r = el => el.getBoundingClientRect();
        return {box_right: r(box).right, last_right: r(heads[heads.length - 1]).right,
                standings_left: r(standings).left, scrolls: box.scrollWidth > box.clientWidth,
                name_lines: Math.max(...[...standings.querySelectorAll('td.name')].map(
                    td => Math.round(td.getBoundingClientRect().height / parseFloat(getComputedStyle(td).lineHeight))))};
    }""")


@pytest.mark.parametrize("width", [1280, 1920])
def test_every_round_of_a_long_evening_is_in_view_beside_the_standings(
        live_server, transactional_db, browser, club, director, width):
    director.set_password(PASSWORD)
    director.save()
    event = lifecycle.start(seated(club, "howell-pairs", 14, method="howell", trays_per_round=2), "barney")
    pairs = list(event.pairs.all())
    for pair in pairs[:3]:
        pair.name = "Mr. and Mrs. Bartholomew Featherstonehaugh-Cholmondeley"
        pair.save()
    play_round(event, 1)
    desk = director_page(browser, f"{live_server.url}/director/events/{event.pk}/control/",
                         director.username, PASSWORD)
    desk.set_viewport_size({"width": width, "height": 1000})
    desk.locator(".grid-box").wait_for()
    where = grid_in_view(desk)
    assert where["last_right"] <= where["box_right"] + 1           # R13 is in view ...
    assert where["box_right"] <= where["standings_left"]           # ... not under the standings
    assert not where["scrolls"]
    assert where["name_lines"] == 1                                 # a long name stays on one line
    assert desk.locator("td.name[title^='Mr. and Mrs. Bartholomew']").count() == 3
    assert desk.locator(".legend").inner_text().count("\n") >= 6   # every state in words
    screenshot(desk, f"control-room-{width}")


def test_a_sixty_table_grid_scrolls_in_its_own_box(live_server, transactional_db, browser, club, director):
    director.set_password(PASSWORD)
    director.save()
    event = lifecycle.start(seated(club, "mitchell", 120, trays_per_round=1, variant="mod1"), "barney")
    desk = director_page(browser, f"{live_server.url}/director/events/{event.pk}/control/",
                         director.username, PASSWORD)
    desk.locator(".grid-box").wait_for()
    where = grid_in_view(desk)
    assert where["scrolls"] and where["box_right"] <= where["standings_left"]
    desk.locator(".grid-box").evaluate("box => box.scrollLeft = box.scrollWidth")
    last = desk.locator(".grid thead th").last
    assert last.inner_text() == "R60" and last.is_visible()
