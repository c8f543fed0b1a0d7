"""The workbook opened by a real spreadsheet: LibreOffice loads each file our own writer made
(``tournament/exports/xlsx.py``), works out every formula and saves it again; every cell it
shows must be what we wrote, and every formula must come to what the scoring modules say."""

import io
import shutil
import subprocess
from fractions import Fraction

import openpyxl
import pytest
from print_fixtures import Formulas
from realparts import require
from test_workbook import sessions

from tournament.exports import workbook

SESSIONS = dict(sessions())


@pytest.fixture(scope="module")
def reopened(tmp_path_factory):
    """Name -> (our workbook, the same after LibreOffice recalculated and saved it)."""
    soffice = shutil.which("soffice")
    require(soffice is not None, "LibreOffice (soffice)")
    here = tmp_path_factory.mktemp("workbooks")
    ours = {}
    for name, session in SESSIONS.items():
        ours[name] = workbook(session)
        (here / f"{name}.xlsx").write_bytes(ours[name])
    subprocess.run([soffice, f"-env:UserInstallation=file://{here}/profile", "--headless",
                    "--calc", "--convert-to", "xlsx", "--outdir", str(here / "saved"),
                    *(str(here / f"{name}.xlsx") for name in SESSIONS)],
                   check=True, capture_output=True, timeout=180)
    return {name: (openpyxl.load_workbook(io.BytesIO(data)),
                   openpyxl.load_workbook(here / "saved" / f"{name}.xlsx", data_only=True))
            for name, data in ours.items()}


def _same(shown, expected) -> bool:
    if isinstance(expected, (int, float, Fraction)) and not isinstance(expected, bool):
        return isinstance(shown, (int, float)) and abs(Fraction(shown) - Fraction(expected)) < Fraction(1, 10**6)
    return shown == expected or (expected == "" and shown is None)  # an empty text is no value


@pytest.mark.parametrize("name", list(SESSIONS))
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
                if isinstance(cell.value, str) and cell.value.startswith("="):
                    expected, worked_out = formulas.value(ws.title, cell.coordinate), worked_out + 1
                else:
                    expected = cell.value
                assert _same(shown, expected), (ws.title, cell.coordinate, cell.value, shown, expected)
    assert worked_out > 0
