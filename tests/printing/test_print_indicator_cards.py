"""Indicator cards read back: the card at each seat says where its player goes."""

import pytest
from print_fixtures import eight_individuals, mitchell, page_text, read

import movements
from tournament.printing import build
from tournament.printing.travel import itinerary

# The orientation pypdf reports for the card facing each seat.
FACING = {"North": 180, "South": 0, "East": 90, "West": 270}


def howell_eights():
    """The hand-built table of changes, and the registered one once it exists."""
    yield eight_individuals()
    for name, system in sorted(movements.SYSTEMS.items()):
        if system.form == "individuals" and "howell" in name and 8 in system.sizes:
            yield system(8)


@pytest.mark.parametrize("movement", list(howell_eights()), ids=lambda m: m.system)
def test_howell_eight_north_of_table_one_reads_to_east_at_table_two(movement):
    reader = read(build("indicator-cards", movement))
    assert len(reader.pages) == 2                      # one sheet per table
    north = page_text(reader, 0, FACING["North"])
    assert "Table 1 · North" in north
    assert "To East at Table 2" in north
    assert "Round 2 → East at Table 2" in north
    east_of_two = page_text(reader, 1, FACING["East"])
    assert "Table 2 · East" in east_of_two and "To South at Table 1" in east_of_two


@pytest.mark.parametrize("seat", ["North", "South", "East", "West"])
def test_every_seat_card_follows_the_movement(seat):
    m = eight_individuals()
    reader = read(build("indicator-cards", m))
    for table in (1, 2):
        text = page_text(reader, table - 1, FACING[seat])
        assert f"Table {table} · {seat}" in text
        who = getattr(m.rounds[0].table(table), seat[0].lower())
        # The player sitting here in round 1 goes where his itinerary says in round 2.
        stop = itinerary(m, who)[1]
        dest = {"n": "North", "s": "South", "e": "East", "w": "West"}[stop.seat]
        if (stop.table, dest) == (table, seat):
            assert "Round 2 → stays" in text
        else:
            assert f"Round 2 → {dest} at Table {stop.table}" in text


def test_pairs_cards_face_both_players_of_a_side():
    reader = read(build("indicator-cards", mitchell(3)))
    assert len(reader.pages) == 3
    for orientation in (0, 180):
        assert "Stay in this seat" in page_text(reader, 0, orientation)
    for orientation in (90, 270):
        text = page_text(reader, 0, orientation)
        assert "Table 1 · E-W" in text and "Round 2 → E-W at Table 2" in text


def test_sixty_tables_run_on_to_a_second_sheet_per_table():
    m = mitchell(60)
    reader = read(build("indicator-cards", m, paper="letter"))
    assert len(reader.pages) % 60 == 0
    per_table = len(reader.pages) // 60
    text = "".join(page_text(reader, i, 90) for i in range(len(reader.pages) - per_table,
                                                             len(reader.pages)))
    assert "Table 60 · E-W" in text and "Round 60 → E-W at Table 1" in text
