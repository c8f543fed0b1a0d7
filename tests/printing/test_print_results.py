"""The results document read back against the scoring module."""

import json
from pathlib import Path

import pytest
from print_fixtures import eight_individuals, howell_pairs, make_session, read

from movements import generate
from tournament.printing import PrintError, available, build, build_pack
from tournament.printing.results import plain
from tournament.scoring import load_session, score
from tournament.scoring.rounding import signed

FIXTURES = Path(__file__).parent.parent / "scoring" / "fixtures"


def text_of(pdf: bytes) -> str:
    return "\n".join(p.extract_text() for p in read(pdf).pages)


def fixture(name: str):
    return load_session(json.loads((FIXTURES / f"{name}.json").read_text()))


def test_compass_standings_and_recap():
    session = fixture("e2_compass")
    standings = score(session)
    text = text_of(build("results", session))
    for row in standings.rows:
        assert f"{row.rank} {row.entrant} {row.name}" in text
        assert signed(row.score) in text
    assert "average N-S" in text
    for tray in standings.recap:
        assert f"Tray {tray.tray}\n" in text


def test_howell_recap_marks_the_revoke():
    session = make_session(howell_pairs(8), "howell")
    standings = score(session)
    text = text_of(build("results", session))
    line = standings.recap[0].lines[0]
    assert line.ew_mark == "-R" and line.ns_mark == "+R"
    assert "−R" in text and "+R" in text


def test_team_matches_grid_shows_tricks_and_points():
    session = make_session(generate("howell-teams", 5), "matches", revoke=False)
    standings = score(session)
    assert standings.matches
    text = text_of(build("results", session))
    assert "Matches — Tuesday evening" in text
    for m in standings.matches:
        point = "½" if m.winner is None else "1" if m.winner == m.a else "0"
        assert f"{m.a_tricks}–{m.b_tricks} · {point}" in text
    for row in standings.rows:
        assert plain(row.score) in text


def test_individuals_losses_by_round():
    session = make_session(eight_individuals(), "individual-loss")
    standings = score(session)
    text = text_of(build("results", session))
    assert "Tricks lost" in text and "Players' tricks by round" in text
    for row in standings.rows:
        assert row.losses is not None


def test_no_results_no_results_document():
    m = howell_pairs(4)
    assert "results" not in available(m)
    with pytest.raises(PrintError):
        build("results", m)
    assert len(read(build_pack(m)).pages) > 1


def test_unknown_document_and_paper_are_refused():
    with pytest.raises(PrintError, match="no document"):
        build("menus", howell_pairs(4))
    with pytest.raises(PrintError, match="paper"):
        build("table-cards", howell_pairs(4), paper="foolscap")


def test_a_session_document_prints_as_it_is():
    from print_fixtures import session_doc

    doc = session_doc(howell_pairs(4), "howell")
    text = text_of(build("results", doc))
    assert "Standings — Tuesday evening" in text and "Name 1" in text
