"""The one write path keeps every figure and never overwrites unseen (issue #11, defects 3, 5, 6).

* 3: a ruling on a disputed result with an E-W revoke is pre-filled with all its
  figures, so "as played" keeps the revoke (a browser test does the same by hand).
* 5: a scorer's slip opened before the table entered anything cannot overwrite
  what the table entered and confirmed meanwhile.
* 6: a round not being played takes results from the traveller only with the
  director's reason; the table then finds its tray as the director left it.
"""

import re

import pytest

from tests.app.app_fixtures import PASSWORD
from tests.live.test_browser_tables import phone
from tests.realparts import director_page
from tournament.evening import lifecycle, results
from tournament.models import Result
from tournament.web.forms.results import FiguresForm, RulingForm
from tournament.scoring.session import FIGURES, Figures

REVOKED = Figures(ns=6, revokes_ew=1, before_revoke_ew=3)


def control(event, tail=""):
    return f"/director/events/{event.pk}/control/{tail}"


def form_values(html: str, form_marker: str) -> dict:
    """The values a browser would send from the form whose text holds ``form_marker``."""
    form = next(f for f in re.findall(r"<form.*?</form>", html, re.S) if form_marker in f)
    values = dict(re.findall(r'<input[^>]*name="([^"]+)"[^>]*value="([^"]*)"', form))
    for name, options in re.findall(r'<select[^>]*name="([^"]+)"[^>]*>(.*?)</select>', form, re.S):
        chosen = re.search(r'<option value="([^"]*)"[^>]*selected', options)
        values[name] = chosen.group(1) if chosen else re.search(r'<option value="([^"]*)"', options).group(1)
    return values


def disputed_revoke(event) -> Result:
    results.enter(event, 1, 1, 1, REVOKED)
    results.confirm(event, 1, 1, 1, claim=Figures(ns=7))
    return Result.objects.get()


def test_every_form_that_edits_a_result_shows_all_its_figures():
    shown = FiguresForm(initial=FiguresForm.initial_of(REVOKED))
    assert {name: shown[name].value() for name in FIGURES if name in shown.fields} == {
        "ns": 6, "revokes_ns": 0, "revokes_ew": 1, "before_revoke_ns": None, "before_revoke_ew": 3}


def test_a_ruling_as_played_keeps_the_revoke(director_client, event):
    disputed_revoke(event)
    html = director_client.get(control(event, "live/")).content.decode()
    sent = form_values(html, "Round 1, table 1, tray 1")
    assert (sent["ns"], sent["revokes_ew"], sent["before_revoke_ew"], sent["adjusted"]) == ("6", "1", "3", "")
    director_client.post(control(event, "settle/"), {**sent, "reason": "N-S's figures stand"})
    ruled = Result.objects.get()
    assert ruled.figures == REVOKED and ruled.status == "confirmed" and ruled.claim is None


def test_a_ruling_form_for_a_tray_without_a_result_starts_empty():
    form = RulingForm.for_result(2, 3, 4, None)
    assert (form["version"].value(), form["ns"].value(), form["revokes_ew"].value()) == (0, None, None)


def test_a_slip_opened_before_the_table_entered_cannot_overwrite_it(director_client, event):
    url = f"/director/events/{event.pk}/results/round/1/table/1/"
    shown = form_values(director_client.get(url).content.decode(), 'id="entry"')
    assert shown["1-1-1-version"] == "0"            # the page says it saw no result
    results.enter(event, 1, 1, 1, Figures(ns=7))     # meanwhile the table enters and confirms
    results.confirm(event, 1, 1, 1)
    page = director_client.post(url, {**shown, "1-1-1-ns": "9", "reason": "slip"}).content.decode()
    assert "was entered meanwhile: it is now 7 tricks to N-S, confirmed, version 2" in page
    assert Result.objects.get().ns == 7


def test_a_directors_write_without_a_version_is_refused_where_a_result_exists(event):
    results.enter(event, 1, 1, 1, Figures(ns=7))
    with pytest.raises(results.ResultRefused, match="entered meanwhile"):
        results.record(event, 1, 1, 1, Figures(ns=9), "barney", reason="x", director=True)
    assert Result.objects.get().ns == 7


def test_a_round_not_yet_played_takes_results_only_with_a_reason(director_client, event):
    round2 = event.rounds.get(number=2).seats.get(table=1)
    tray = round2.trays[0]
    url = f"/director/events/{event.pk}/results/tray/{tray}/"
    sent = form_values(director_client.get(url).content.decode(), 'id="entry"')
    page = director_client.post(url, {**sent, f"2-1-{tray}-ns": "8"}).content.decode()
    assert "Round 2 is not being played yet: give the reason" in page
    assert not Result.objects.exists()
    director_client.post(url, {**sent, f"2-1-{tray}-ns": "8", "reason": "slip handed in early"})
    result = Result.objects.get()
    assert (result.ns, result.round.number) == (8, 2)
    assert result.audit.get().reason == "slip handed in early"


def test_a_closed_round_takes_a_late_slip_only_with_a_reason(event):
    lifecycle.close_round(event, "barney", reason="time called", confirmed=True)
    with pytest.raises(results.ResultRefused, match="Round 1 is closed: give the reason"):
        results.record(event, 1, 1, 1, Figures(ns=7), "barney", director=True)
    results.record(event, 1, 1, 1, Figures(ns=7), "barney", director=True, reason="late slip")
    assert Result.objects.get().ns == 7


@pytest.mark.browser
@pytest.mark.xdist_group("browser")
def test_in_the_browser_a_ruling_as_played_keeps_an_ew_revoke(live_server, transactional_db, browser,
                                                               event, tokens, director):
    director.set_password(PASSWORD)
    director.save()
    site = live_server.url
    table = phone(browser, f"{site}/table/{tokens[1]}/")
    box = table.locator("#tray-1")
    box.locator("input[name=ns]").fill("6")
    box.locator("input[name=revokes_ew]").fill("1")
    box.locator("[data-before=ew] input").fill("3")
    box.locator("button[value=enter]").click()
    table.locator("#tray-1", has_text="E-W, please check").wait_for()
    disagree = box.locator("details", has_text="We disagree")
    disagree.locator("summary").click()
    disagree.locator("input[name=ns]").fill("7")
    disagree.locator("input[name=revokes_ew]").fill("0")
    disagree.locator("button[value=dispute]").click()
    table.locator("#tray-1", has_text="Disputed").wait_for()

    desk = director_page(browser, f"{site}{control(event)}", director.username, PASSWORD)
    ruling = desk.locator("form.attention", has_text="Round 1, table 1, tray 1")
    assert ruling.locator("input[name=revokes_ew]").input_value() == "1"
    assert ruling.locator("input[name=before_revoke_ew]").input_value() == "3"
    ruling.locator("input[name=reason]").fill("N-S's figures stand")
    ruling.locator("button", has_text="Record ruling").click()
    desk.locator(".messages", has_text="recorded").wait_for()
    assert Result.objects.get().figures == REVOKED


def test_only_the_side_that_entered_may_correct_its_entry(event):
    results.enter(event, 1, 1, 1, Figures(ns=7), side="ns")
    with pytest.raises(results.ResultRefused, match="table 1 N-S entered tray 1: only they may correct it"):
        results.amend(event, 1, 1, 1, Figures(ns=8), side="ew")
    result, changed = results.amend(event, 1, 1, 1, Figures(ns=8), seen_version=1, side="ns")
    assert changed and result.ns == 8 and result.audit.latest("id").who == "table 1 N-S"


@pytest.mark.parametrize("laws, refused", [("1900", True), ("1897", False), ("english", False)])
def test_a_revoke_needs_the_tricks_before_it_only_where_the_laws_read_them(event, laws, refused):
    """Under the laws of 1900 a side revoking alone keeps at least the tricks it won before
    the revoke, so every way in (the phones, the API, the traveller, a ruling) refuses a
    revoke without them; the other laws' penalties do not read them."""
    event.laws = laws
    event.save()
    without = Figures(ns=6, revokes_ew=1)
    if refused:
        with pytest.raises(results.ResultRefused, match="E-W revoked: under the laws of 1900 E-W keep"):
            results.enter(event, 1, 1, 1, without)
        assert not Result.objects.exists()
        results.enter(event, 1, 1, 1, REVOKED)
        assert Result.objects.get().figures == REVOKED
    else:
        results.enter(event, 1, 1, 1, without)
        assert Result.objects.get().figures == without
    both = Figures(ns=6, revokes_ns=1, revokes_ew=1)     # both sides revoked: the penalties net off
    results.enter(event, 1, 1, 2, both)
    assert Result.objects.get(tray__number=2).figures == both
