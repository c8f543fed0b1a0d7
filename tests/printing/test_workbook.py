"""The workbook read back: values, and every formula worked out against scoring."""

import io
import json
from fractions import Fraction
from pathlib import Path

import openpyxl
import pytest
from print_fixtures import Formulas, eight_individuals, howell_pairs, make_session, mitchell

from movements import generate
from tournament.exports import workbook
from tournament.scoring import load_session, score

FIXTURES = Path(__file__).parent.parent / "scoring" / "fixtures"


def sessions():
    yield "e2", load_session(json.loads((FIXTURES / "e2_compass.json").read_text()))
    yield "compass-revoke", make_session(mitchell(5, trays_per_round=2), "compass")
    yield "howell-revoke", make_session(howell_pairs(8), "howell")
    yield "teams", make_session(generate("howell-teams", 5), "matches", revoke=False)
    yield "individual-loss", make_session(eight_individuals(), "individual-loss")
    yield "individual-average", make_session(eight_individuals(), "individual-average")


def columns(ws, row: int) -> dict[str, str]:
    return {c.value: c.column_letter for c in ws[row] if c.value}


@pytest.mark.parametrize("name,session", list(sessions()), ids=lambda x: x if isinstance(x, str) else "")
def test_formulas_give_the_scoring_modules_figures(name, session):
    standings = score(session)
    book = openpyxl.load_workbook(io.BytesIO(workbook(session)))
    f = Formulas(book)
    ws = book["Standings"]
    col = columns(ws, 4)
    score_head = next(h for h in col if h in ("Score ±", "Matches won", "Tricks lost", "Per cent"))
    for r, row in enumerate(standings.rows, 5):
        assert f.value("Standings", f"{col['No.' if 'No.' in col else 'Team']}{r}") == row.entrant
        assert f.value("Standings", f"{col['Tricks']}{r}") == row.tricks
        assert f.value("Standings", f"{col[score_head]}{r}") == Fraction(row.score)
        if row.net_tricks is not None:
            assert f.value("Standings", f"{col['Net tricks']}{r}") == row.net_tricks
    recap = book["Recap"]
    for r, tray in enumerate(standings.recap, 2):
        assert recap[f"A{r}"].value == tray.tray
        assert f.value("Recap", f"B{r}") == len(tray.lines)
        assert f.value("Recap", f"C{r}") == tray.average_ns
        assert f.value("Recap", f"D{r}") == tray.average_ew
    results = book["Results"]
    rc = columns(results, 1)
    r = 1
    for tray in standings.recap:
        for line in tray.lines:
            r += 1
            assert f.value("Results", f"{rc['Tray']}{r}") == tray.tray
            assert f.value("Results", f"{rc['E-W tricks']}{r}") == line.ew_made
            assert f.value("Results", f"{rc['N-S ±']}{r}") == line.ns_diff
            assert f.value("Results", f"{rc['E-W ±']}{r}") == line.ew_diff


def test_sums_are_live_formulas_where_a_director_audits_them():
    session = make_session(howell_pairs(8), "howell", revoke=False)
    book = openpyxl.load_workbook(io.BytesIO(workbook(session)))
    assert book.sheetnames == ["Standings", "Recap", "Results", "Movement"]
    ws = book["Standings"]
    assert ws["D5"].value.startswith("=SUMIF('Results'!")
    assert ws["E5"].value.startswith("=SUMIF(")
    assert book["Recap"]["C2"].value.startswith("=INT(AVERAGEIF(")
    assert ws.freeze_panes == "A5" and book["Results"].freeze_panes == "A2"
    assert book["Results"].column_dimensions["A"].width > 0


def test_a_revoke_that_changes_the_average_is_a_value_with_a_note():
    session = make_session(mitchell(5, trays_per_round=2), "compass")
    book = openpyxl.load_workbook(io.BytesIO(workbook(session)))
    noted = [c for ws in book for row in ws.iter_rows() for c in row if c.comment]
    for cell in noted:
        assert not str(cell.value).startswith("=")
        assert "scoring rules" in cell.comment.text


def test_teams_matches_grid():
    session = make_session(generate("howell-teams", 5), "matches", revoke=False)
    book = openpyxl.load_workbook(io.BytesIO(workbook(session)))
    assert book.sheetnames[:2] == ["Standings", "Matches"]
    ws = book["Matches"]
    assert ws["A3"].value == "Points" and ws["G4"].value == "=SUM(B4:F4)"


def test_movement_only_and_sections():
    book = openpyxl.load_workbook(io.BytesIO(workbook(mitchell(3))))
    assert book.sheetnames == ["Movement"]
    assert [c.value for c in book["Movement"][2]][:4] == [1, 1, 1, 4]
    a = make_session(mitchell(3), "compass", seed=1)
    b = make_session(mitchell(3), "compass", seed=2)
    book = openpyxl.load_workbook(io.BytesIO(workbook([("East room", a), ("West room", b)])))
    assert "Standings (East room)" in book.sheetnames and "Results (West room)" in book.sheetnames
    f = Formulas(book)
    assert f.value("Standings (West room)", "E5") == score(b).rows[0].tricks
