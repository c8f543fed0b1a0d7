"""One score, one way of writing it: text, PDF and workbook all show the registry's figure.

The aggregate score once read "2" on the web page and "+2" in the text and PDF.
"""

import io
import json
from pathlib import Path

import openpyxl
import pytest
from print_fixtures import eight_individuals, make_session, read

from movements import generate
from tournament.exports import workbook
from tournament.exports.workbook import PLAIN, SIGNED
from tournament.printing import build
from tournament.scoring import load_session, score
from tournament.scoring.registry import METHODS
from tournament.scoring.text import render

FIXTURES = Path(__file__).parent.parent / "scoring" / "fixtures"


def sessions():
    yield "aggregate-clubs", load_session(json.loads((FIXTURES / "e3_club_match.json").read_text()))
    yield "aggregate", make_session(generate("howell-teams", 4), "aggregate", revoke=False)
    yield "matches", make_session(generate("howell-teams", 5), "matches", revoke=False)
    yield "individual-loss", make_session(eight_individuals(), "individual-loss")
    yield "matchpoints", make_session(generate("howell-pairs", 8), "matchpoints")


@pytest.mark.parametrize("name, session", list(sessions()), ids=lambda x: x if isinstance(x, str) else "")
def test_text_pdf_and_workbook_show_the_same_score(name, session):
    standings = score(session)
    method = METHODS[standings.method]
    text = render(standings)
    pdf = "\n".join(p.extract_text() for p in read(build("results", session)).pages)
    ws = openpyxl.load_workbook(io.BytesIO(workbook(session)))["Standings"]
    heads = {c.value: c.column for c in ws[4] if c.value}
    score_col = next(col for head, col in heads.items() if head.startswith(("Score", method.heading)))
    for r, row in enumerate(standings.rows, 5):
        shown = method.show(row.score)
        assert f" {shown}" in text and shown in pdf
        cell = ws.cell(r, score_col)
        assert cell.number_format == (SIGNED if method.signed else PLAIN)
    if name.startswith("aggregate"):
        assert any(method.show(row.score).startswith("+") for row in standings.rows)
