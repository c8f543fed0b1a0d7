"""A phone that loses the Wi-Fi keeps what the table enters and sends it when it comes back.

A real chromium (Debian's, through Playwright) on a phone-sized screen goes
offline, N-S enter three trays (each says "saved on this phone"), the
connection returns, and each result reaches the server exactly once; a
different result for a tray already entered is shown plainly as not accepted.
"""

import pytest

from tests.app.app_fixtures import seated
from tests.live.conftest import start_play
from tests.live.test_browser_tables import PHONE
from tournament.models import AuditEntry, Result

pytestmark = [pytest.mark.browser, pytest.mark.xdist_group("browser")]


def test_entries_made_offline_are_sent_once_when_the_connection_returns(
        live_server, transactional_db, browser, club):
    event = start_play(seated(club, "mitchell", 8, trays_per_round=3))
    token = event.tables.get(number=1).token
    context = browser.new_context(viewport=PHONE, is_mobile=True, has_touch=True)
    page = context.new_page()
    page.set_default_timeout(20000)
    page.goto(f"{live_server.url}/table/{token}/")

    context.set_offline(True)
    for tray, ns in ((1, 7), (2, 8), (3, 5)):
        box = page.locator(f"#tray-{tray}")
        box.locator("input[name=ns]").fill(str(ns))
        box.locator("button[value=enter]").click()
        box.locator("[data-sync]", has_text="Saved on this phone, not yet sent").wait_for()
        assert box.locator("form.figures").is_hidden()
    assert not Result.objects.exists()

    context.set_offline(False)
    for tray in (1, 2, 3):
        page.locator(f"#tray-{tray}", has_text="E-W, please check").wait_for()
        page.locator(f"#tray-{tray} [data-sync]", has_text="✓ Sent").wait_for()
    assert sorted(Result.objects.values_list("tray__number", "ns", "status")) == \
        [(1, 7, "entered"), (2, 8, "entered"), (3, 5, "entered")]
    assert AuditEntry.objects.filter(action="entered").count() == 3
    assert page.evaluate("Object.keys(localStorage).length") == 0

    # E-W's confirmation waits on the phone too.
    context.set_offline(True)
    page.locator("#tray-2 button[value=confirm]").click()
    page.locator("#tray-2 [data-sync]", has_text="Saved on this phone, not yet sent: E-W's confirmation").wait_for()
    assert page.locator("#tray-2 form").evaluate_all("forms => forms.every(f => !f.checkVisibility())")
    context.set_offline(False)
    page.locator("#tray-2", has_text="Confirmed").wait_for()
    assert Result.objects.get(tray__number=2).status == "confirmed"

    # N-S correct tray 3 offline, before E-W look: the correction waits and is sent once.
    context.set_offline(True)
    box = page.locator("#tray-3")
    box.locator("summary", has_text="N-S: change our entry").click()
    box.locator("button[value=amend]").locator("xpath=..").locator("input[name=ns]").fill("6")
    box.locator("button[value=amend]").click()
    box.locator("[data-sync]", has_text="Saved on this phone, not yet sent: N-S's correction (N-S 6").wait_for()
    assert Result.objects.get(tray__number=3).ns == 5
    context.set_offline(False)
    page.locator("#tray-3 [data-sync]", has_text="✓ Sent").wait_for()
    page.locator("#tray-3", has_text="N-S 6").wait_for()
    assert (Result.objects.get(tray__number=3).ns, AuditEntry.objects.filter(action="corrected").count()) == (6, 1)

    # Another phone of the same table, also offline, had different figures for tray 1.
    other = context.new_page()
    other.set_default_timeout(20000)
    other.goto(f"{live_server.url}/table/{token}/")
    other.evaluate("""([prefix]) => localStorage.setItem(prefix + ":1:1:enter", JSON.stringify(
        {round: 1, tray: 1, action: "enter", at: 1, state: "waiting", typed: {ns: "9"},
         body: {round: 1, tray: 1, ns: 9, revokes_ns: 0, revokes_ew: 0}}))""", [f"whist-table:{token}"])
    other.reload()
    refusal = other.locator("#tray-1 [role=alert]", has_text="Not accepted")
    refusal.wait_for()
    assert "already has a result (7 tricks to N-S" in refusal.inner_text()
    assert Result.objects.get(tray__number=1).ns == 7
    refusal.locator("button", has_text="OK").click()
    assert other.locator("#tray-1 [role=alert]").count() == 0
    context.close()


def test_a_refused_entry_is_shown_on_its_tray_with_what_was_typed(live_server, transactional_db, browser, club):
    event = start_play(seated(club, "mitchell", 8, trays_per_round=3))
    page = browser.new_context(viewport=PHONE, is_mobile=True, has_touch=True).new_page()
    page.set_default_timeout(20000)
    page.goto(f"{live_server.url}/table/{event.tables.get(number=1).token}/")
    box = page.locator("#tray-2")
    box.locator("input[name=ns]").fill("7")
    box.locator("input[name=revokes_ns]").fill("1")
    box.locator("[data-before=ns] input").fill("9")
    box.locator("button[value=enter]").click()
    alert = box.locator("[role=alert]", has_text="Not accepted")
    alert.wait_for()
    assert "before" in alert.inner_text().lower()
    assert box.locator("input[name=ns]").input_value() == "7"
    assert box.locator("[data-before=ns] input").input_value() == "9"
    assert page.locator(".messages").count() == 0 and not Result.objects.exists()
    box.locator("[data-before=ns] input").fill("5")               # corrected, sent again
    box.locator("button[value=enter]").click()
    box.locator("[data-sync]", has_text="✓ Sent").wait_for()
    assert box.locator("[role=alert]").count() == 0
    assert Result.objects.get().before_revoke_ns == 5
