"""Teams are known by their names, and their pairs by theirs, everywhere (issue #11).

The defect: seven teams entered as 'Reds: Red A & Red B; Red C & Red D' and
scored by matches showed team 4 as the pairs' name of pair 4 (a Blue pair)
because the names were looked up by pair number for a method that ranks teams.
"""

import datetime
import io
import json

import pytest
from django.core.management import call_command
from django.urls import reverse
from openpyxl import load_workbook
from pypdf import PdfReader

import movements
from app_fixtures import but_the_restore, store_played
from tournament.evening import entrants
from tournament.exports import workbook
from tournament.models import Event
from tournament.printing import build
from tournament.evening import lifecycle
from tournament.evening.as_session import event_session
from tournament.evening.session_io import export_session, import_session

COLOURS = ["Red", "Blue", "Green", "Gold", "White", "Black", "Grey"]
FIELD = "\n".join(f"{c}s: {c} A & {c} B; {c} C & {c} D" for c in COLOURS)
GOLDS_PAIRS = "Gold A & Gold B; Gold C & Gold D"


@pytest.fixture
def team_night(club):
    """Seven teams entered as the director types them, seated Gilman, every tray played."""
    event = Event.objects.create(club=club, name="Team night", date=datetime.date(1897, 7, 5),
                                 form="teams", method="matches")
    entrants.replace_entrants(event, entrants.parse("teams", FIELD))
    movement = movements.generate("gilman-teams", 7)
    event = lifecycle.seat(event, movement, "barney")
    return store_played(event, movement, "matches", len(movement.rounds), 3, Event.Status.PUBLISHED)


def pdf_text(data: bytes) -> str:
    return "\n".join(page.extract_text() for page in PdfReader(io.BytesIO(data)).pages)


def test_the_exported_session_names_teams_and_their_pairs(team_night):
    doc = export_session(team_night)
    assert doc["names"] == {str(n): f"{c}s" for n, c in enumerate(COLOURS, 1)}
    assert doc["pair_names"]["7"] == "Gold A & Gold B"
    assert doc["pair_names"]["8"] == "Gold C & Gold D"


def test_the_standings_rows_carry_the_team_and_its_pairs(team_night):
    from tournament.scoring import score

    row = score(event_session(team_night)).row(4)
    assert row.name == "Golds" and row.pairs_text == GOLDS_PAIRS
    assert row.to_json()["pair_names"] == {"7": "Gold A & Gold B", "8": "Gold C & Gold D"}


def test_the_standings_page_shows_golds_as_team_4(client, director_client, team_night):
    for page in (director_client.get(reverse("director:standings", args=[team_night.pk])),
                 client.get(reverse("public:event", args=[team_night.club.slug, team_night.pk]))):
        html = page.content.decode()
        assert page.status_code == 200
        assert "Golds" in html and "Gold A &amp; Gold B; Gold C &amp; Gold D" in html
        assert "Blue C" not in html.split("Golds")[0].rsplit("<tr", 1)[-1]
    card = client.get(reverse("public:card", args=[team_night.club.slug, team_night.pk, 4]))
    assert "Golds" in card.content.decode() and "Gold C &amp; Gold D" in card.content.decode()


def test_the_results_pdf_shows_golds_and_its_pairs(client, team_night):
    response = client.get(reverse("public:print-results",
                                  args=[team_night.club.slug, team_night.pk]))
    text = pdf_text(response.content)
    line = next(line for line in text.splitlines() if "Golds" in line and "Gold A" in line)
    assert " 4 Golds " in f" {line} " and GOLDS_PAIRS in line
    assert "4 Golds" in text          # the matches grid names the team too


def test_guide_and_score_cards_name_the_team_a_pair_plays_for(team_night):
    session = event_session(team_night)
    guide = pdf_text(build("guide-cards", session))
    assert "Pair 7 (Golds)" in guide and "Gold A & Gold B" in guide
    assert "Pair 8 (Golds)" in guide and "Gold C & Gold D" in guide
    assert "(team 4)" not in guide
    scores = pdf_text(build("score-cards", session))
    assert "Score card — Pair 7 (Golds)" in scores and "(Golds)" in scores


def test_the_workbook_names_golds(team_night):
    book = load_workbook(io.BytesIO(workbook(event_session(team_night))))
    sheet = book["Standings"]
    heads = [c.value for c in sheet[4]]
    rows = [[c.value for c in r] for r in sheet.iter_rows(min_row=5, max_row=11)]
    golds = next(r for r in rows if r[heads.index("Team")] == 4)
    assert golds[heads.index("Name")] == "Golds"
    assert golds[heads.index("Pairs")] == GOLDS_PAIRS


def test_the_score_command_names_golds(team_night, tmp_path, capsys):
    path = tmp_path / "team-night.json"
    path.write_text(json.dumps(export_session(team_night)))
    call_command("score", str(path))
    text = capsys.readouterr().out
    line = next(line for line in text.splitlines() if "Golds" in line)
    assert line.split()[1] == "4" and GOLDS_PAIRS in line
    call_command("score", str(path), "--json")
    rows = json.loads(capsys.readouterr().out)["standings"]
    golds = next(r for r in rows if r["entrant"] == 4)
    assert golds["name"] == "Golds"
    assert golds["pair_names"] == {"7": "Gold A & Gold B", "8": "Gold C & Gold D"}


def test_export_import_export_keeps_names_and_pair_names(club, team_night):
    exported = export_session(team_night)
    team_night.delete()  # a backup is restored once: its table tokens are the event's own
    again = import_session(exported, club)
    assert but_the_restore(export_session(again)) == exported
    assert [str(t) for t in again.teams.all()] == [f"{c}s" for c in COLOURS]
    golds = again.teams.get(number=4)
    assert [str(p) for p in golds.pairs.all()] == ["Gold A & Gold B", "Gold C & Gold D"]
    assert golds.pairs.get(number=7).player_a.name == "Gold A"


def test_an_unnamed_team_is_team_n_and_stays_so(club):
    event = Event.objects.create(club=club, name="Unnamed", date=datetime.date(1897, 7, 5),
                                 form="teams", method="aggregate")
    entrants.replace_entrants(event, entrants.parse(
        "teams", "A & B; C & D\nE & F; G & H\nI & J; K & L"))
    event = lifecycle.seat(event, movements.generate("three-teams", 3), "barney")
    exported = export_session(event)
    assert exported["names"] == {"1": "Team 1", "2": "Team 2", "3": "Team 3"}
    assert exported["pair_names"]["3"] == "E & F"
    event.delete()
    assert but_the_restore(export_session(import_session(exported, club))) == exported


def test_the_demo_team_night_lists_each_teams_own_pairs(db):
    from tournament.scoring import score

    call_command("load_demo")
    event = Event.objects.get(club__slug="demo", form="teams", name="Team of four night")
    standings = score(event_session(event))
    for team in event.teams.prefetch_related("pairs__player_a", "pairs__player_b"):
        row = standings.row(team.number)
        assert row.name == team.name and team.name
        assert row.pairs_text == "; ".join(str(p) for p in team.pairs.all())
        assert [pair for pair, _ in row.pairs] == [p.number for p in team.pairs.all()]
