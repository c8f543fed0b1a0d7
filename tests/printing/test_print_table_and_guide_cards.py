"""Table cards and guide cards read back against the movement."""

import io

import pdfplumber
import pytest
from print_fixtures import howell_pairs, mitchell, read, teams

from tournament.printing import build
from tournament.printing.travel import itinerary, tray_passes

A4 = (595.28, 841.89)
LETTER = (612, 792)


def text_of(pdf: bytes) -> str:
    return "\n".join(p.extract_text() for p in read(pdf).pages)


def test_trays_pass_down_a_mitchell():
    m = mitchell(3, trays_per_round=2)
    passes = tray_passes(m)
    assert passes[(1, 2)] == ["pass trays 3–4 to Table 1"]
    assert passes[(3, 1)] == ["trays 5–6 to the director"]
    text = text_of(build("table-cards", m))
    assert "pass trays 3–4 to Table 1" in text


def test_every_table_and_round_is_on_its_card():
    m = howell_pairs(8)
    text = text_of(build("table-cards", m))
    for table in range(1, m.tables + 1):
        assert f"Table {table}" in text
    passes = tray_passes(m)
    for r in m.rounds:
        for t in r.tables:
            line = " ".join([str(r.round), str(t.ns), str(t.ew), ", ".join(map(str, t.trays)),
                             "; ".join(passes[(r.round, t.table)])])
            assert line in text


def test_qr_code_only_when_the_table_has_an_address():
    m = mitchell(3)
    plain = build("table-cards", m)
    with_qr = build("table-cards", m, table_urls={1: "https://club.example/t/1"})
    with pdfplumber.open(io.BytesIO(plain)) as pdf:
        before = len(pdf.pages[0].rects)
    with pdfplumber.open(io.BytesIO(with_qr)) as pdf:
        after = len(pdf.pages[0].rects)
    assert after > before + 50          # the QR code's modules


@pytest.mark.parametrize("paper,size", [("a4", A4), ("letter", LETTER)])
def test_paper_sizes(paper, size):
    reader = read(build("table-cards", mitchell(4), paper=paper))
    box = reader.pages[0].mediabox
    assert (float(box.width), float(box.height)) == pytest.approx(size, abs=0.5)


def test_guide_cards_list_each_pairs_evening():
    m = teams()
    text = text_of(build("guide-cards", m))
    for pair in range(1, m.entrants + 1):
        team = m.team_of()[pair]
        assert f"Pair {pair} (team {team})" in text
    stops = itinerary(m, 2)
    assert stops[0].table is None                    # pair 2 sits out the first round
    assert "1 sits out" in text
    assert "1 1 N-S 4 (team 2)" in text              # pair 1 knows the team it plays


def test_guide_cards_of_individuals_name_the_partner():
    from print_fixtures import eight_individuals

    m = eight_individuals()
    text = text_of(build("guide-cards", m))
    first = itinerary(m, 1)[0]
    assert first.partner == (3,)
    assert "1 1 North 3 5 & 7 1, 2" in text
