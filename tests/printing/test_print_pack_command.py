"""manage.py print_pack, and the whole pack from 2 to 60 tables on both papers."""

import json

import openpyxl
import pytest
from print_fixtures import howell_pairs, mitchell, read, session_doc
from django.core.management import CommandError, call_command

from tournament.printing import KINDS, build_pack

PDFS = [f"{k}.pdf" for k in KINDS]


def test_print_pack_from_a_session_file(tmp_path):
    source = tmp_path / "session.json"
    source.write_text(json.dumps(session_doc(howell_pairs(6), "howell")))
    out = tmp_path / "out"
    call_command("print_pack", "--from", str(source), "--out", str(out), "--paper", "letter")
    assert sorted(p.name for p in out.iterdir()) == sorted(PDFS + ["results.xlsx"])
    for name in PDFS:
        reader = read((out / name).read_bytes())
        assert float(reader.pages[0].mediabox.width) == pytest.approx(612)
    assert "Standings" in openpyxl.load_workbook(out / "results.xlsx").sheetnames


def test_no_results_pdf_before_there_are_results(tmp_path):
    doc = session_doc(mitchell(3), "compass")
    doc["results"] = []
    source = tmp_path / "session.json"
    source.write_text(json.dumps(doc))
    call_command("print_pack", "--from", str(source), "--out", str(tmp_path))
    names = {p.name for p in tmp_path.iterdir()}
    assert "results.pdf" not in names and "table-cards.pdf" in names and "results.xlsx" in names
    assert openpyxl.load_workbook(tmp_path / "results.xlsx").sheetnames == ["Movement"]


def test_bad_requests_are_refused_with_a_message(tmp_path):
    with pytest.raises(CommandError, match="EVENT_ID or --from"):
        call_command("print_pack", "--out", str(tmp_path))
    bad = tmp_path / "bad.json"
    bad.write_text('{"format": "whist-session/1"}')
    with pytest.raises(CommandError, match="cannot be printed"):
        call_command("print_pack", "--from", str(bad), "--out", str(tmp_path))


@pytest.mark.parametrize("tables,paper,size", [(2, "a4", (595.28, 841.89)),
                                               (60, "letter", (612, 792))])
def test_the_pack_at_two_and_sixty_tables(tables, paper, size):
    m = mitchell(tables, rounds=3) if tables > 2 else howell_pairs(4)
    reader = read(build_pack(m, paper=paper))
    box = reader.pages[-1].mediabox
    assert (float(box.width), float(box.height)) == pytest.approx(size, abs=0.5)
    outline = [o.title for o in reader.outline]
    assert outline == ["Indicator cards", "Table cards", "Guide cards",
                       "Tray labels and trump slips", "Score cards", "Scorer's slips"]
    last_table_card = reader.pages[reader.get_destination_page_number(reader.outline[2]) - 1]
    assert f"Table {m.tables}" in last_table_card.extract_text()
