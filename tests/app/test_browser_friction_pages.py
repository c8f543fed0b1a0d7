"""The evening's friction (issue 25) on the director's and the public pages, in a real chromium,
each point on a phone-sized screen (390x844) and a desktop one (1280x800).

5. the movement preview scrolls into view; movements for a particular field are offered apart;
6. teams: cards and recaps say which team each pair plays for, the phone names the teams, the
   standings show the net tricks; an individual's card has a partner column;
7. the Exact column is explained and written as the PDF and the workbook write it;
9. no page scrolls sideways (control room at 1024 and 1280 px with its ± column, public pages
   at 390 px), a wrong import file is refused in plain words, an undealt event's Deals page
   says why it cannot be dealt, one refusal line in Settings, a favicon.
"""

import movements
import pytest

from tests.app.app_fixtures import PASSWORD, make_event, seated, store_played
from tests.live.test_browser_friction import SIZES, director_at, fits, opened
from tournament.evening import lifecycle

pytestmark = [pytest.mark.browser, pytest.mark.xdist_group("browser")]


@pytest.fixture
def seated_director(director):
    director.set_password(PASSWORD)
    director.save()
    return director


def published(club, system, count, form, method, name):
    """A published event of ``count`` entrants, every round played (the demo's results)."""
    event = seated(club, system, count, form=form, method=method)
    event.name = name
    event.save()
    return store_played(event, movements.generate(system, count), method,
                        len(event.rounds.all()), seed=6, status="published")


def in_view(page, selector) -> bool:
    box = page.locator(selector).bounding_box()
    return box is not None and 0 <= box["y"] < page.viewport_size["height"]


def test_the_movement_preview_scrolls_into_view_and_particular_fields_are_apart(
        live_server, browser, club, seated_director):
    event = make_event(club, count=14, method="howell", name="Fourteen pairs")
    for size in SIZES:
        page = director_at(browser, live_server.url, f"/director/events/{event.pk}/movement/",
                           seated_director, size)
        main = page.locator("table.choices").first
        assert "Harvard" not in main.inner_text()               # not in every pairs list
        particular = page.locator("details#particular")
        assert "two clubs" in particular.locator("summary").inner_text()
        particular.locator("summary").click()
        assert "Harvard" in particular.inner_text()
        main.locator("tr", has_text="Howell").first.locator("text=Preview").click()
        page.locator("#preview").wait_for()
        assert in_view(page, "#preview"), "the preview opens out of sight"
        fits(page)


def test_settings_refuse_compass_for_a_howell_in_one_line(live_server, browser, club, seated_director):
    event = seated(club, "howell-pairs", 14, method="howell")
    for size in SIZES:
        page = director_at(browser, live_server.url, f"/director/events/{event.pk}/settings/",
                           seated_director, size)
        page.select_option("select[name=method]", "compass")
        page.click("text=Save the settings")
        problems = page.locator("ul.problems li")
        problems.first.wait_for()
        assert problems.count() == 1
        assert "pairs 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12 and 13 sit both N-S and E-W" in problems.inner_text()
        fits(page)


def test_teams_pages_name_the_teams_and_show_the_net_tricks(live_server, browser, club):
    event = published(club, "howell-teams", 7, "teams", "matches", "Seven teams")
    site = f"{live_server.url}/clubs/{club.slug}/events/{event.pk}/"
    for size in SIZES:
        page = opened(browser, site, size)
        heads = page.locator("table.standings thead").inner_text()
        assert "Net tricks" in heads                            # the tie-break, as in the PDF
        fits(page)
        page.goto(site + "cards/1/")
        card = page.locator("table.card-lines")
        assert "Opponents (team)" in card.locator("thead").inner_text()
        against = card.locator("tbody td:nth-child(6)").all_inner_texts()   # "14 (7 Team 7)"
        assert against and all(a.endswith(")") and " Team " in a for a in against), against
        fits(page)
        page.goto(site + "recap/")
        assert "1 Team 1: pairs 1, 2" in page.inner_text("#team-pairs")
        fits(page)

    playing = lifecycle.start(seated(club, "howell-teams", 7, form="teams", method="matches"), "barney")
    for size in SIZES:
        phone = opened(browser, f"{live_server.url}/table/{playing.tables.get(number=1).token}/", size)
        seats = phone.locator(".seats").inner_text()
        assert "(Team " in seats, seats                         # the teams phone names the teams
        fits(phone)


def test_an_individuals_card_names_the_partner(live_server, browser, club):
    event = published(club, "safford-individuals", 12, "individuals", "individual-loss", "Twelve")
    for size in SIZES:
        page = opened(browser, f"{live_server.url}/clubs/{club.slug}/events/{event.pk}/cards/1/", size)
        card = page.locator("table.card-lines")
        heads = card.locator("thead th").all_inner_texts()
        assert heads[4] == "Partner"
        partners = card.locator("tbody td:nth-child(5)").all_inner_texts()
        assert partners and all(p.strip().isdigit() and p.strip() != "1" for p in partners)
        fits(page)


def test_the_exact_column_is_explained_in_one_notation(live_server, browser, club):
    from tournament.scoring.rounding import EXACT_MEANING

    event = published(club, "howell-pairs", 14, "pairs", "howell", "Fourteen")
    for size in SIZES:
        page = opened(browser, f"{live_server.url}/clubs/{club.slug}/events/{event.pk}/", size)
        assert page.inner_text("#exact-meaning") == EXACT_MEANING
        cells = page.locator("table.standings tbody td.muted.num").all_inner_texts()
        assert cells and all(c == "=" or (c[0] in "+-" and c[-3] == ".") for c in cells), cells
        fits(page)


def test_the_control_room_keeps_its_live_column_in_sight(live_server, browser, club, seated_director):
    event = lifecycle.start(seated(club, "howell-pairs", 14, method="howell", trays_per_round=1), "barney")
    for width in (1024, 1280, 390):
        page = director_at(browser, live_server.url, f"/director/events/{event.pk}/control/",
                           seated_director, "desktop")
        page.set_viewport_size({"width": width, "height": 800})
        fits(page)
        score = page.locator(".control-standings table.standings thead th").last
        assert score.inner_text().strip() == "±"
        if width > 900:                                        # beside the grid, in full
            box = score.bounding_box()
            assert box["x"] + box["width"] <= width


def test_plain_words_for_a_wrong_file_an_undealt_event_and_a_favicon(
        live_server, browser, club, seated_director, tmp_path):
    from tests.app.app_fixtures import play_round

    wrong = tmp_path / "standings.xlsx"
    wrong.write_bytes(b"PK\x03\x04\x14\x00\x00\x00\x08\x00\xff\xfe not a session")
    not_json = tmp_path / "notes.json"
    not_json.write_text("{\"format\": \"whist-session/1\",\n  oops }")
    event = lifecycle.start(seated(club, "mitchell", 8, trays_per_round=2), "barney")
    play_round(event, 1)                                        # results, and never dealt here
    for size in SIZES:
        page = director_at(browser, live_server.url, "/director/", seated_director, size)
        for upload, words in ((wrong, "it is not text (a spreadsheet, a PDF or a picture?)"),
                              (not_json, "it goes wrong at line 2, column 3")):
            page.set_input_files("input[name=file]", str(upload))
            page.locator("form", has=page.locator("input[name=file]")).locator("button").click()
            message = page.locator(".messages li.error").first
            message.wait_for()
            assert words in message.inner_text() and "Expecting" not in message.inner_text()
        fits(page)
        page.goto(f"{live_server.url}/director/events/{event.pk}/deals/")
        text = page.inner_text("main")
        assert "the trays can no longer be dealt here: they were dealt at the tables" in text
        assert "can no longer change" not in text
        fits(page)
        icon = page.goto(f"{live_server.url}/favicon.ico")
        assert icon.ok and icon.headers["content-type"].startswith("image/svg+xml")
