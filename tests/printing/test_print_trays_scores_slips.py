"""Tray labels and trump slips, score cards and scorer's slips read back."""

import math

from print_fixtures import eight_individuals, howell_pairs, read, teams

from tournament.printing import build
from tournament.printing.parts import Parts
from tournament.printing.trays import PER_PAGE


def texts(pdf: bytes) -> list[str]:
    return [p.extract_text() for p in read(pdf).pages]


def test_every_tray_has_a_label_and_a_trump_slip():
    m = howell_pairs(8)
    pages = texts(build("trays-and-trump-slips", m))
    assert len(pages) == math.ceil(m.trays / PER_PAGE)
    text = "\n".join(pages)
    for tray in range(1, m.trays + 1):
        assert f"Tray {tray}\n" in text + "\n" and f"Deal {tray}" in text
    assert "show this slip to an adversary, then turn it face down" in text.replace("\n", " ").lower()


def test_the_dealer_passes_to_the_left_from_west():
    pages = texts(build("trays-and-trump-slips", howell_pairs(4, trays_per_round=2)))
    first = pages[0]
    for tray, dealer in [(1, "West"), (2, "North"), (3, "East"), (4, "South"), (5, "West")]:
        assert f"{dealer} · Dealer" in first
        assert f"Dealer: {dealer}" in first
    assert first.index("West · Dealer") < first.index("North · Dealer") < first.index("East · Dealer")


def test_trump_printed_when_the_deals_are_known():
    m = howell_pairs(4)
    parts = Parts(m, deals={1: {"dealer": "S", "trump": "7H"}, 2: {"trump": "TS"}})
    text = "\n".join(texts(build("trays-and-trump-slips", parts)))
    assert "7♥" in text and "10♠" in text
    assert "Dealer: South" in text


def test_score_cards_follow_the_pairs_play():
    m = howell_pairs(6)
    text = "\n".join(texts(build("score-cards", m)))
    for pair in range(1, 7):
        assert f"Score card — Pair {pair}" in text
    for r in m.rounds:
        t = r.tables[0]
        for tray in t.trays:
            assert f"{tray} {t.ew} N-S" in text            # the N-S pair's line
            assert f"{tray} {t.ns} E-W" in text            # the E-W pair's line


def test_score_cards_of_individuals_name_both_opponents():
    m = eight_individuals()
    text = "\n".join(texts(build("score-cards", m)))
    assert "Score card — Player 8" in text
    t = m.rounds[0].table(1)
    assert f"1 {t.e} & {t.w} N-S" in text


def test_a_scorers_slip_for_every_table_that_plays_each_round():
    m = teams()
    text = "\n".join(texts(build("scorer-slips", m)))
    for r in m.rounds:
        for t in r.tables:
            assert (f"Table {t.table} · Round {r.round}" in text) == t.played
    assert "Initials" in text and "Revokes N-S" in text
