"""Names in a session: keyed by what the method ranks, a teams session's pairs in pair_names."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import movements
from tournament.scoring import SessionError, load_session, score
from tournament.scoring.text import render

FIXTURES = Path(__file__).parent / "fixtures"


def teams_doc(**changes) -> dict:
    """Five teams (howell-teams) scored by matches, each tray played once with 7 tricks."""
    movement = movements.generate("howell-teams", 5)
    doc = {"format": "whist-session/1", "name": "Teams", "date": "1897-07-05", "laws": "1900",
           "method": "matches", "movement": movement.to_json(),
           "names": {"1": "Reds", "3": "Golds"},
           "pair_names": {"5": "Alice & Bob", "6": "Carol & Dan"},
           "deals": {}, "results": [{"round": p.round, "table": p.table, "tray": p.tray, "ns": 7}
                                    for p in movement.plays()]}
    doc.update(changes)
    return doc


def refusals(doc) -> list[str]:
    with pytest.raises(SessionError) as caught:
        load_session(doc)
    return caught.value.problems


def test_a_teams_session_reads_and_writes_both_maps_unchanged():
    doc = teams_doc(clubhouse="Put-in-Bay")
    session = load_session(doc)
    assert session.names == {1: "Reds", 3: "Golds"} and session.ranks_teams
    assert session.pair_names == {5: "Alice & Bob", 6: "Carol & Dan"}
    assert session.team_names == session.names and session.seat_names == session.pair_names
    assert session.extra == {"clubhouse": "Put-in-Bay"}
    written = session.to_json()
    assert (written["names"], written["pair_names"]) == (doc["names"], doc["pair_names"])
    assert written["clubhouse"] == "Put-in-Bay"
    assert load_session(json.loads(json.dumps(written))).to_json() == written


def test_a_team_row_carries_its_name_and_its_pairs():
    standings = score(load_session(teams_doc()))
    golds = standings.row(3)
    assert golds.name == "Golds" and golds.pairs == ((5, "Alice & Bob"), (6, "Carol & Dan"))
    assert golds.to_json()["pair_names"] == {"5": "Alice & Bob", "6": "Carol & Dan"}
    unnamed = standings.row(2)
    assert unnamed.name == "" and unnamed.pairs_text == ""
    assert "name" not in unnamed.to_json() and "pair_names" not in unnamed.to_json()
    line = next(line for line in render(standings).splitlines() if "Golds" in line)
    assert "Alice & Bob; Carol & Dan" in line


def test_a_pair_session_has_no_pair_names_in_its_file():
    doc = json.loads((FIXTURES / "e2_compass.json").read_text())
    session = load_session(doc)
    assert not session.ranks_teams and session.seat_names == session.names
    assert "pair_names" not in session.to_json()


def test_the_clubs_of_a_club_match_keep_pair_names_in_names():
    doc = json.loads((FIXTURES / "e3_club_match.json").read_text())
    doc["names"] = {"1": "Mr. and Mrs. Barney"}
    session = load_session(doc)
    assert not session.ranks_teams and session.seat_names == {1: "Mr. and Mrs. Barney"}
    club = next(r for r in score(session).rows if 1 in dict(r.pairs))
    assert club.pairs_text.startswith("Mr. and Mrs. Barney; Pair 2")


@pytest.mark.parametrize("change, message", [
    ({"names": {"9": "Blues"}}, "names: there is no team 9 (the movement has 5 teams); a teams "
                                "session names its pairs in pair_names"),
    ({"pair_names": {"11": "X & Y"}}, "pair_names: there is no pair 11 (the movement has 10)"),
    ({"pair_names": {"x": "X & Y"}}, "pair_names: pair 'x' is not a number of 1 or more"),
    ({"pair_names": {"1": 7}}, "pair_names: the name of 1 must be text, not 7"),
    ({"pair_names": ["X & Y"]}, "pair_names must be an object {number: name}"),
    ({"method": "howell"}, "pair_names is for a session that ranks teams of four; "
                           "name the pairs in names"),
])
def test_wrong_names_are_refused_with_their_reason(change, message):
    assert message in refusals(teams_doc(**change))
