"""Under the Content-Security-Policy the pages still work in a real chromium: the stylesheet
with the nonce applies, the live pages' script runs, the print page's paper choice submits
itself, and the browser reports no violation."""

import pytest

from tests.app.app_fixtures import PASSWORD
from tests.realparts import director_page

pytestmark = [pytest.mark.browser, pytest.mark.xdist_group("browser")]

WATCH = """window.violations = [];
document.addEventListener("securitypolicyviolation",
    (e) => window.violations.push(e.violatedDirective + " " + e.blockedURI));"""


def _violations(page):
    return page.evaluate("window.violations")


def test_the_pages_work_under_the_policy(live_server, transactional_db, browser, event, tokens,
                                         director):
    director.set_password(PASSWORD)
    director.save()
    site = live_server.url
    page = director_page(browser, f"{site}/director/events/{event.pk}/print/", director.username,
                         PASSWORD)
    page.add_init_script(WATCH)
    page.reload()
    assert "script-src 'self' 'nonce-" in page.evaluate(
        "fetch(location.href).then(r => r.headers.get('content-security-policy'))")
    page.select_option("select[name=paper]", "letter")            # static/js/page.js submits it
    page.wait_for_url("**paper=letter**")
    assert _violations(page) == []

    page.goto(f"{site}/director/events/{event.pk}/control/")
    assert page.eval_on_selector(".control-cols", "e => getComputedStyle(e).display") == "grid"
    assert _violations(page) == []

    phone = browser.new_page(viewport={"width": 390, "height": 844})
    phone.add_init_script(WATCH)
    phone.goto(f"{site}/table/{tokens[1]}/")
    assert phone.eval_on_selector(".table-page", "e => getComputedStyle(e).maxWidth") == "512px"
    phone.locator("#tray-1 input[name=ns]").fill("8")
    assert phone.locator("#tray-1 output[data-ew]").inner_text() == "5"   # static/js/live.js ran
    assert _violations(phone) == []
