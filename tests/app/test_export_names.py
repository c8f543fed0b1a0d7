"""Names a person typed, in the club's exports: the public ladder workbook and the director's
member list (CSV and Excel) keep each name as text that never runs, without the characters
XML forbids, and answer instead of failing (a control character in a name made both
workbooks answer 500)."""

import csv
import io

import pytest
from django.urls import reverse
from openpyxl import load_workbook

from tests.hostile_names import HOSTILE, RUNS, check_names_are_text, shown
from tournament.club import members
from tournament.demo import club_evening
from tournament.models import Ladder
from tournament.evening.session_io import import_session

pytestmark = pytest.mark.django_db

EVENT = "=cmd|' /C calc'!A0 evening"
LADDER = "@Autumn ladder"


def name_players(club, names: list[str]):
    """A published evening whose players, event and ladder carry ``names``."""
    pairs = [f"Player {2 * i} & Player {2 * i + 1}" for i in range(8)]
    event = import_session(club_evening("Evening", "2026-09-01", pairs, seed=1), club,
                           who="test", status="published")
    event.name = EVENT
    event.save()
    for number, (player, name) in enumerate(zip(club.players.order_by("pk"), names), 1):
        player.name, player.number = name, f"M{number}"
        player.save()
    Ladder.objects.create(club=club, name=LADDER, slug="autumn")
    return club


@pytest.fixture
def named(club):
    return name_players(club, HOSTILE)


WORKBOOKS = {"ladder": lambda club: reverse("public:ladder-xlsx", args=[club.slug, "autumn"]),
             "members": lambda club: reverse("director:members-xlsx", args=[club.slug])}


@pytest.mark.parametrize("which", list(WORKBOOKS))
def test_a_name_that_is_a_formula_is_text_in_the_workbooks(club, director_client, which):
    formula = '=HYPERLINK("http://evil.example","Ann")'
    name_players(club, [formula])
    book = load_workbook(io.BytesIO(director_client.get(WORKBOOKS[which](club)).content))
    cell = next(c for row in book.active.iter_rows() for c in row if c.value == formula)
    assert cell.data_type == "s" and cell.quotePrefix


@pytest.mark.parametrize("which", list(WORKBOOKS))
def test_a_control_character_in_a_name_is_left_out_of_the_workbooks(club, director_client, which):
    name_players(club, ["Ann\x01 Ames"])
    response = director_client.get(WORKBOOKS[which](club))
    assert response.status_code == 200
    book = load_workbook(io.BytesIO(response.content))
    assert "Ann Ames" in [c.value for row in book.active.iter_rows() for c in row]


def test_the_ladder_workbook_keeps_every_name_as_text(named, client):
    response = client.get(reverse("public:ladder-xlsx", args=[named.slug, "autumn"]))
    assert response.status_code == 200
    book = load_workbook(io.BytesIO(response.content))
    check_names_are_text(book, HOSTILE + [EVENT, LADDER])
    names = [c.value for c in book["Ladder"]["B"][2:]]
    assert {shown(n) for n in HOSTILE} <= set(names)


def test_the_member_workbook_keeps_every_name_as_text(named, director_client):
    response = director_client.get(reverse("director:members-xlsx", args=[named.slug]))
    assert response.status_code == 200
    book = load_workbook(io.BytesIO(response.content))
    check_names_are_text(book, HOSTILE)
    assert {shown(n) for n in HOSTILE} <= {c.value for c in book["Members"]["A"]}


def test_the_member_csv_quotes_what_would_run_and_reads_back_as_the_workbook(named, director_client):
    data = director_client.get(reverse("director:members-csv", args=[named.slug])).content
    fields = [f for row in csv.reader(io.StringIO(data.decode("utf-8"))) for f in row]
    assert not [f for f in fields if f.startswith(RUNS)]
    assert "'" + HOSTILE[0] in fields and "''=Max already quoted" in fields
    assert {shown(n) for n in HOSTILE} <= {f for _, row in members.read_rows("m.csv", data)
                                          for f in row}
    workbook = director_client.get(reverse("director:members-xlsx", args=[named.slug])).content
    assert members.parse(members.read_rows("m.csv", data)) == \
        members.parse(members.read_rows("m.xlsx", workbook))
