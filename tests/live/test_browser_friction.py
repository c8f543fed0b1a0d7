"""The evening's friction (issue 25) at the tables and in the control room, in a real chromium,
each point on a phone-sized screen (390x844) and a desktop one (1280x800).

1. one device per side: the words follow the side that entered; the setting is offered
   when the event is created and named where it can change;
2. a new link asks for confirmation and says which tables may hold unsent entries; the
   old link's unsent entries are kept and sent from the new link on the same phone;
3. rounds close by themselves (said where the director looks); after a reopen, finishing
   again takes a reason and the confirmation;
4. the ruling form offers E-W's claim; a revoke without "tricks before" is refused where
   the laws need it, on the ruling form and on a table's phone;
8. a phone left open after publication says the evening is over and links the standings.
"""

import pytest

from tests.app.app_fixtures import PASSWORD, close_rounds, play_round
from tests.live.conftest import playing
from tests.realparts import screenshot
from tournament.evening import lifecycle

pytestmark = [pytest.mark.browser, pytest.mark.xdist_group("browser")]

SIZES = {"phone": {"width": 390, "height": 844}, "desktop": {"width": 1280, "height": 800}}


def opened(browser, url, size, context=None):
    """A page at ``url`` on a screen of ``size`` (in ``context``, else a new one)."""
    if context is None:
        mobile = size == "phone"
        context = browser.new_context(viewport=SIZES[size], is_mobile=mobile, has_touch=mobile)
    page = context.new_page()
    page.set_default_timeout(20000)
    page.goto(url)
    return page


def director_at(browser, site, path, director, size):
    """The director logged in on a screen of ``size``, at ``path``."""
    page = opened(browser, f"{site}/accounts/login/?next={path}", size)
    page.fill("input[name=username]", director.username)
    page.fill("input[name=password]", PASSWORD)
    page.click("button[type=submit]")
    page.wait_for_url(f"**{path}")
    return page


def fits(page) -> None:
    """The page does not scroll sideways."""
    width = page.evaluate("document.documentElement.scrollWidth")
    assert width <= page.viewport_size["width"], f"{page.url} is {width}px wide"


@pytest.fixture
def seated_director(director):
    director.set_password(PASSWORD)
    director.save()
    return director


def test_one_device_per_side_the_words_follow_who_entered(live_server, transactional_db, browser, club,
                                                          seated_director):
    from tournament.models import Event, Result

    site = live_server.url
    for size in SIZES:
        new = director_at(browser, site, "/director/events/new/", seated_director, size)
        assert new.locator("select[name=devices] option").all_inner_texts() == [
            label for _, label in Event.Devices.choices]                  # offered when created
        fits(new)
    event = playing(club)
    page = director_at(browser, site, f"/director/events/{event.pk}/", seated_director, "desktop")
    page.click("text=Change the name, date, laws, scoring method or devices at the tables")
    page.select_option("select[name=devices]", "side")
    page.click("text=Save the settings")
    page.locator(".messages", has_text="Settings saved.").wait_for()
    assert "(now: one device per side" in page.inner_text("main")

    for size, (table, tray) in {"phone": (1, 1), "desktop": (2, 3)}.items():
        links = event.tables.get(number=table)
        ew = opened(browser, f"{site}/table/{links.ew_token}/", size)
        ns = opened(browser, f"{site}/table/{links.token}/", size)
        box = ew.locator(f"#tray-{tray}")
        box.locator("input[name=ns]").fill("6")
        box.locator("button[value=enter]", has_text="Enter (E-W)").click()   # E-W enter on their phone
        ew.locator(f"#tray-{tray}", has_text="Sent: N-S check it on their own phone.").wait_for()
        assert ew.locator(f"#tray-{tray} summary", has_text="E-W: change our entry").count() == 1
        assert ew.locator(f"#tray-{tray} button[value=confirm]").count() == 0
        theirs = ns.locator(f"#tray-{tray}")
        theirs.locator("p", has_text="N-S, please check E-W's figures.").wait_for()  # without a reload
        assert theirs.locator("summary", has_text="change our entry").count() == 0
        fits(ns)
        screenshot(ns, f"friction-devices-per-side-{size}")
        theirs.locator("button[value=confirm]", has_text="Confirm (N-S)").click()
        ns.locator(f"#tray-{tray}", has_text="Confirmed").wait_for()
        result = Result.objects.get(event=event, table=table, tray__number=tray)
        assert (result.entered_by, result.confirmed_by, result.status) == (
            f"table {table} E-W", f"table {table} N-S", "confirmed")


def test_a_new_link_keeps_the_old_links_unsent_entries(live_server, transactional_db, browser, club,
                                                       seated_director):
    from tournament.models import Result

    event = playing(club)
    site = live_server.url
    for size, (table, tray) in {"phone": (2, 3), "desktop": (3, 5)}.items():
        old = event.tables.get(number=table).token
        phone = opened(browser, f"{site}/table/{old}/", size)
        phone.context.set_offline(True)                       # the Wi-Fi drops
        box = phone.locator(f"#tray-{tray}")
        box.locator("input[name=ns]").fill("8")
        box.locator("button[value=enter]").click()
        phone.locator(f"#tray-{tray}", has_text="Saved on this phone, not yet sent").wait_for()

        desk = director_at(browser, site, f"/director/events/{event.pk}/control/", seated_director, size)
        renew = desk.locator("details.renew").nth(table - 1)
        renew.locator("summary").click()
        assert f"Table {table} is still playing round 1: 0 of its 2 trays entered" in renew.inner_text()
        renew.locator("button").click()                       # not ticked: nothing happens
        desk.locator(".messages", has_text=f"Table {table} keeps its link: tick the confirmation").wait_for()
        assert event.tables.get(number=table).token == old
        renew = desk.locator("details.renew").nth(table - 1)
        renew.locator("summary").click()
        renew.locator("input[name=confirm]").check()
        screenshot(desk, f"friction-new-link-{size}")
        renew.locator("button").click()
        desk.locator(".messages", has_text=f"Table {table} has a new link").wait_for()
        new = event.tables.get(number=table).token
        assert new != old

        phone.context.set_offline(False)                      # back: the old link is refused
        gone = phone.locator("[data-link-gone]")
        gone.wait_for(state="visible")
        assert "Nothing saved on this phone is lost: tray %d (round 1): N-S's entry (N-S 8, E-W 5)" % tray \
            in gone.inner_text()
        fits(phone)
        assert not Result.objects.filter(event=event, table=table).exists()

        fresh = opened(browser, f"{site}/table/{new}/", size, context=phone.context)  # the same phone
        fresh.locator(f"#tray-{tray}", has_text="E-W, please check N-S's figures.").wait_for()
        assert Result.objects.get(event=event, table=table, tray__number=tray).ns == 8


def test_rounds_close_by_themselves_and_finishing_again_after_a_reopen_is_confirmed(
        live_server, transactional_db, browser, club, seated_director):
    from tournament.models import AuditEntry, Event

    event = playing(club)
    site = live_server.url
    for size in SIZES:
        page = director_at(browser, site, f"/director/events/{event.pk}/", seated_director, size)
        assert "Rounds close by themselves" in page.inner_text("#rounds-close-themselves")
        page.goto(f"{site}/director/events/{event.pk}/control/")
        assert "A round closes by itself" in page.inner_text("#rounds-close-themselves")
        fits(page)
    play_round(event, 1)                                      # every tray confirmed: round 2 opens
    page.locator("#live h2", has_text="Round 2 of 4").wait_for()
    for n in (2, 3, 4):
        play_round(event, n)
    event.refresh_from_db()
    assert event.status == Event.Status.FINISHED
    lifecycle.reopen(event, "barney", reason="table 3 counted again", confirmed=True)

    for size in SIZES:
        desk = director_at(browser, site, f"/director/events/{event.pk}/control/", seated_director, size)
        desk.locator("#live", has_text="Play was reopened (table 3 counted again)").wait_for()
        close = desk.locator("details.close-round")
        close.locator("summary").click()
        close.locator("button", has_text="Close round 4: play is finished").click()   # one click: refused
        desk.locator(".messages", has_text="Play was reopened: to finish it again, give the reason "
                                           "and tick the confirmation.").wait_for()
        assert Event.objects.get(pk=event.pk).status == Event.Status.PLAYING
        fits(desk)
    close = desk.locator("details.close-round")
    close.locator("summary").click()
    close.locator("input[name=reason]").fill("the recount changed nothing")
    close.locator("input[name=confirm]").check()
    close.locator("button").click()
    desk.locator(".messages", has_text="Round closed: play is finished.").wait_for()
    assert Event.objects.get(pk=event.pk).status == Event.Status.FINISHED
    assert AuditEntry.objects.filter(event=event).latest("id").reason == "the recount changed nothing"


def test_a_phone_left_open_after_publication_says_the_evening_is_over(
        live_server, transactional_db, browser, club):
    event = playing(club)
    site = live_server.url
    phones = {size: opened(browser, f"{site}/table/{event.tables.get(number=1).token}/", size)
              for size in SIZES}
    close_rounds(event, 4)
    event.refresh_from_db()
    lifecycle.publish(event, "barney")
    for size, phone in phones.items():                        # the next poll: no reload by hand
        phone.locator("text=The evening is over. The results are published.").wait_for()
        phone.click("text=See the standings")
        phone.wait_for_url(f"**/clubs/{club.slug}/events/{event.pk}/")
        phone.locator("table.standings").wait_for()
        fits(phone)


def test_the_ruling_form_offers_both_sides_figures_and_asks_for_the_tricks_before_a_revoke(
        live_server, transactional_db, browser, club, seated_director):
    from tournament.evening import results
    from tournament.models import Result

    event = playing(club)
    for table, tray in ((1, 1), (2, 3)):
        results.enter(event, 1, table, tray, results.Figures(ns=6))
        results.confirm(event, 1, table, tray, claim=results.Figures(ns=5))    # E-W say 5
    site = live_server.url
    for size, (table, tray) in {"phone": (1, 1), "desktop": (2, 3)}.items():
        desk = director_at(browser, site, f"/director/events/{event.pk}/control/", seated_director, size)
        ruling = desk.locator("form.attention", has_text=f"Round 1, table {table}, tray {tray}")
        assert ruling.locator("input[name=ns]").input_value() == "6"          # N-S's, as entered
        ruling.locator("button", has_text="E-W's figures").click()
        assert ruling.locator("input[name=ns]").input_value() == "5"
        ruling.locator("button", has_text="N-S's figures").click()
        assert ruling.locator("input[name=ns]").input_value() == "6"
        ruling.locator("button", has_text="E-W's figures").click()
        ruling.locator("input[name=revokes_ns]").fill("1")                   # no tricks before it
        ruling.locator("input[name=reason]").fill("E-W are right; N-S revoked")
        fits(desk)
        ruling.locator("button", has_text="Record ruling").click()
        desk.locator(".messages", has_text="N-S revoked: under the laws of 1900 N-S keep at least the "
                                           "tricks they won before the first revoke").wait_for()
        assert Result.objects.get(event=event, table=table, tray__number=tray).status == "disputed"
        ruling = desk.locator("form.attention", has_text=f"Round 1, table {table}, tray {tray}")
        ruling.locator("button", has_text="E-W's figures").click()
        ruling.locator("input[name=revokes_ns]").fill("1")
        ruling.locator("input[name=before_revoke_ns]").fill("2")
        ruling.locator("input[name=reason]").fill("E-W are right; N-S revoked")
        ruling.locator("button", has_text="Record ruling").click()
        desk.locator(".messages", has_text="recorded").wait_for()
        settled = Result.objects.get(event=event, table=table, tray__number=tray)
        assert (settled.ns, settled.revokes_ns, settled.before_revoke_ns, settled.status) == (5, 1, 2, "confirmed")


def test_a_phone_revoke_without_the_tricks_before_it_is_refused_under_the_laws_of_1900(
        live_server, transactional_db, browser, club):
    from tournament.models import Result

    event = playing(club)
    assert event.laws == "1900"
    for size, (table, tray) in {"phone": (1, 1), "desktop": (2, 3)}.items():
        phone = opened(browser, f"{live_server.url}/table/{event.tables.get(number=table).token}/", size)
        box = phone.locator(f"#tray-{tray}")
        box.locator("input[name=ns]").fill("6")
        box.locator("input[name=revokes_ew]").fill("1")            # the box for the tricks before shows
        box.locator("input[name=before_revoke_ew]").wait_for()
        box.locator("button[value=enter]").click()
        refused = box.locator("[role=alert]", has_text="Not accepted")
        refused.locator("text=E-W revoked: under the laws of 1900 E-W keep at least the tricks they "
                        "won before the first revoke").wait_for()
        fits(phone)
        assert not Result.objects.filter(event=event, table=table, tray__number=tray).exists()
        refused.locator("button", has_text="OK").click()
        box.locator("input[name=before_revoke_ew]").fill("3")      # the typed figures are kept
        box.locator("button[value=enter]").click()
        phone.locator(f"#tray-{tray}", has_text="please check").wait_for()
        entered = Result.objects.get(event=event, table=table, tray__number=tray)
        assert (entered.ns, entered.revokes_ew, entered.before_revoke_ew) == (6, 1, 3)
