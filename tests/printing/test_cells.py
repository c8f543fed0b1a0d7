"""The one guard every exported cell goes through, over any text (hypothesis)."""

import csv
import io

import openpyxl
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.hostile_names import RUNS, shown
from tournament.cells import Book, Formula, clean, csv_bytes, csv_field, csv_unguard

# Any code point, lone surrogates and the non-characters included.
ANY_TEXT = st.text(st.characters(exclude_categories=()), max_size=40)


@given(ANY_TEXT)
def test_a_csv_field_never_runs_and_reads_back_as_written(text):
    field = csv_field(text)
    assert not field.startswith(RUNS)
    assert csv_unguard(field) == clean(text) == shown(text)


@given(st.lists(ANY_TEXT, min_size=1, max_size=5))
def test_a_csv_file_reads_back_field_by_field(row):
    data = csv_bytes([row, [1, None]]).decode("utf-8")
    back = list(csv.reader(io.StringIO(data, newline="")))
    assert [csv_unguard(f) for f in back[0]] == [shown(t) for t in row]
    assert back[1] == ["1", ""]


@settings(max_examples=40, deadline=None)
@given(st.lists(ANY_TEXT, min_size=1, max_size=6), st.lists(ANY_TEXT, min_size=2, max_size=3))
def test_any_text_is_a_text_cell_and_any_sheet_name_a_sheet(texts, names):
    book = Book()
    sheets = [book.sheet(name) for name in names]
    for r, text in enumerate(texts, 1):
        sheets[0].put(r, 1, text)
    sheets[-1].put(1, 1, Formula(f"=COUNTA({sheets[0].ref}A1:A9)"))
    back = openpyxl.load_workbook(io.BytesIO(book.save()))
    assert back.sheetnames == [s.name for s in sheets]
    assert len({n.lower() for n in back.sheetnames}) == len(names)
    cells = [back.worksheets[0].cell(r, 1) for r in range(1, len(texts) + 1)]
    assert [c.value or "" for c in cells] == [shown(t) for t in texts]
    assert all(c.data_type == "s" and c.quotePrefix == c.value.startswith(RUNS)
               for c in cells if c.value)
    assert back.worksheets[-1]["A1"].data_type == "f"
