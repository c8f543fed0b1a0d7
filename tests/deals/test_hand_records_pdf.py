"""Hand records: four or six trays a page, A4 or letter, suit symbols when the font has them."""

import io
import os

import pytest
from pypdf import PdfReader

from tournament.printing import hand_records
from tournament.deals.cards import DealError
from tournament.deals.dealing import deal_trays
from tournament.printing.hand_records import hand_records_pdf
from tournament.deals.par import with_par

DEALS = with_par(deal_trays(7, seed=31))


def pages(pdf: bytes):
    return PdfReader(io.BytesIO(pdf)).pages


@pytest.mark.parametrize("per_page, paper, count, width", [
    (6, "a4", 2, 595), (4, "a4", 2, 595), (6, "letter", 2, 612), (4, "letter", 2, 612)])
def test_layouts_and_papers(per_page, paper, count, width):
    result = pages(hand_records_pdf(DEALS[:per_page + 1], per_page=per_page, paper=paper))
    assert len(result) == count
    assert round(float(result[0].mediabox.width)) == width


def test_each_tray_shows_hands_dealer_trump_and_par():
    text = pages(hand_records_pdf(DEALS, title="Tuesday compass"))[0].extract_text()
    assert "Tuesday compass" in text
    for deal in DEALS[:6]:
        assert f"Tray {deal.number}" in text
        assert f"Par N-S {deal.par_ns}, E-W {deal.par_ew}" in " ".join(text.split())
    north_spades = "".join(c[0] for c in DEALS[0].hands["N"] if c[1] == "S").replace("T", "10")
    assert north_spades in text


def test_suit_symbols_with_dejavu_sans():
    if not hand_records._fonts()[2]:
        if os.environ.get("CI", "").lower() == "true":
            pytest.fail("DejaVu Sans (fonts-dejavu-core) is missing, and CI must not skip it")
        pytest.skip("DejaVu Sans (fonts-dejavu-core) is not installed here")
    text = pages(hand_records_pdf(DEALS[:1]))[0].extract_text()
    assert all(symbol in text for symbol in "\u2660\u2665\u2666\u2663")


def test_without_the_font_the_suits_are_letters(monkeypatch):
    monkeypatch.setattr(hand_records, "FONT_DIRS", ())
    text = pages(hand_records_pdf(DEALS[:1]))[0].extract_text()
    assert "\u2660" not in text and "Tray 1" in text
    assert f"Trump {DEALS[0].trump_card[0].replace('T', '10')}{DEALS[0].trump_suit}" in text


def test_refusals():
    with pytest.raises(DealError, match="four or six"):
        hand_records_pdf(DEALS, per_page=5)
    with pytest.raises(DealError, match="a4"):
        hand_records_pdf(DEALS, paper="folio")
    with pytest.raises(DealError, match="deal the trays first"):
        hand_records_pdf([])
