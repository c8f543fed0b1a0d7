"""The workbooks opened by a real spreadsheet: LibreOffice loads each file our writer made
(openpyxl, through ``tournament/cells.py``), works out every formula and saves it
again; every cell it shows must be what we wrote, and every formula must come to what the
scoring modules say.  Among them, workbooks full of hostile names (formulas, control
characters, right-to-left marks, emoji, very long names): each opens, and
every name is there, as text."""

import io
import shutil
import subprocess
from fractions import Fraction

import openpyxl
import pytest
from print_fixtures import Formulas
from realparts import require
from test_workbook import sessions
from test_workbook_text import HOSTILE_DOCS, typed

from tests.hostile_names import HOSTILE_TEXT, shown, text_cells
from tournament.exports import workbook
from tournament.cells import Book
from tournament.scoring import load_session

SESSIONS = dict(sessions())
NAMES = {f"hostile-{kind}": typed(doc) for kind, doc in HOSTILE_DOCS.items()}
NAMES["hostile-list"] = HOSTILE_TEXT


def name_list() -> bytes:
    """A sheet of names, one a row, as the member list is written."""
    book = Book()
    sheet = book.sheet("Names")
    for name in HOSTILE_TEXT:
        sheet.append([name, 1])
    return book.save()


def written() -> dict[str, bytes]:
    books = {name: workbook(session) for name, session in SESSIONS.items()}
    books.update({f"hostile-{kind}": workbook(load_session(doc))
                  for kind, doc in HOSTILE_DOCS.items()})
    books["hostile-list"] = name_list()
    return books


@pytest.fixture(scope="module")
def reopened(tmp_path_factory):
    """Name -> (our workbook, the same after LibreOffice recalculated and saved it)."""
    soffice = shutil.which("soffice")
    require(soffice is not None, "LibreOffice (soffice)")
    here = tmp_path_factory.mktemp("workbooks")
    ours = written()
    for name, data in ours.items():
        (here / f"{name}.xlsx").write_bytes(data)
    command = [soffice, f"-env:UserInstallation=file://{here}/profile", "--headless",
               "--calc", "--convert-to", "xlsx", "--outdir", str(here / "saved"),
               *(str(here / f"{name}.xlsx") for name in ours)]
    # Once more if it fails: on a loaded machine LibreOffice's first start, which makes its
    # profile, has ended with status 1 and saved nothing (one CI run in many); a second
    # failure shows what it said.
    for _ in range(2):
        run = subprocess.run(command, capture_output=True, text=True, timeout=300)
        if run.returncode == 0:
            break
    assert run.returncode == 0, f"soffice ended with {run.returncode}: {run.stdout[-2000:]} {run.stderr[-2000:]}"
    return {name: (openpyxl.load_workbook(io.BytesIO(data)),
                   openpyxl.load_workbook(here / "saved" / f"{name}.xlsx", data_only=True))
            for name, data in ours.items()}


def _same(shown, expected) -> bool:
    if isinstance(expected, (int, float, Fraction)) and not isinstance(expected, bool):
        return isinstance(shown, (int, float)) and abs(Fraction(shown) - Fraction(expected)) < Fraction(1, 10**6)
    return shown == expected or (expected == "" and shown is None)  # an empty text is no value


@pytest.mark.parametrize("name", list(SESSIONS) + list(NAMES))
def test_libreoffice_shows_every_cell_as_written_and_worked_out(reopened, name):
    book, saved = reopened[name]
    formulas = Formulas(book)
    assert saved.sheetnames == book.sheetnames
    worked_out = 0
    for ws in book.worksheets:
        for row in ws.iter_rows():
            for cell in row:
                if cell.value is None:
                    continue
                shown = saved[ws.title][cell.coordinate].value
                if cell.data_type == "f":
                    expected, worked_out = formulas.value(ws.title, cell.coordinate), worked_out + 1
                else:
                    expected = cell.value
                assert _same(shown, expected), (ws.title, cell.coordinate, cell.value, shown, expected)
    assert worked_out > 0 or name == "hostile-list"


@pytest.mark.parametrize("name", list(NAMES))
def test_libreoffice_shows_every_hostile_name_as_text(reopened, name):
    _, saved = reopened[name]
    texts = [cell.value for _, cell in text_cells(saved)]
    missing = [n for n in NAMES[name] if not any(shown(n) in t for t in texts)]
    assert not missing
