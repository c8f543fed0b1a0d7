"""Every registered movement system prints, at its smallest size; and without DejaVu."""

import pytest
from print_fixtures import eight_individuals, read

import movements
from tournament.printing import build, build_pack, layout


@pytest.mark.parametrize("name", sorted(movements.SYSTEMS))
def test_every_system_prints_every_table_and_tray(name):
    system = movements.get(name)
    m = system(min(system.sizes))
    assert len(read(build_pack(m, paper="letter")).pages) > 5

    def text(kind):
        return "\n".join(p.extract_text() for p in read(build(kind, m)).pages)

    cards = text("table-cards")
    for table in range(1, m.tables + 1):
        assert f"Table {table}\n" in cards
    slips = text("trays-and-trump-slips")
    for tray in range(1, m.trays + 1):
        assert f"Deal {tray}\n" in slips


def test_without_dejavu_the_cards_fall_back_to_helvetica_and_ascii(monkeypatch):
    monkeypatch.setattr(layout, "FONT_DIR", "/nonexistent")
    monkeypatch.setattr(layout, "_FONTS", None)
    text = read(build("indicator-cards", eight_individuals())).pages[0].extract_text(
        orientations=(180,))
    assert "Round 2 -> East at Table 2" in text and "Table 1 - North" in text
