"""What a session file or a single result must obey, and the words of each refusal."""

from __future__ import annotations

import copy

import pytest

from movements.model import Movement
from tournament.scoring import Result, SessionError, check_result, load_session

from scoring_cases import fixture, mitchell, result, results_for, session_doc


def problems(doc) -> list[str]:
    with pytest.raises(SessionError) as caught:
        load_session(doc)
    return caught.value.problems


def three_tables(changes=None, **options) -> dict:
    movement = mitchell(3, per_round=3)
    return session_doc(movement, results_for(movement, lambda *_: 7, changes), **options)


def test_tray_not_played_at_that_table_says_where():
    doc = three_tables()
    doc["results"].append(result(3, 2, 9, 7))
    assert "round 3, table 2: tray 9 is not played at table 2 in round 3" in problems(doc)


@pytest.mark.parametrize("bad, message", [
    (result(4, 1, 1, 7), "round 4, table 1: the movement has no round 4"),
    (result(1, 7, 1, 7), "round 1, table 7: there is no table 7 in round 1"),
    (result(1, 1, 1, 7), "round 1, table 1: tray 1 already has a result at this table"),
])
def test_misplaced_or_repeated_results(bad, message):
    doc = three_tables()
    doc["results"].append(bad)
    assert message in problems(doc)


@pytest.mark.parametrize("change, message", [
    ({"ns": 14}, "N-S tricks must be from 0 to 13, not 14"),
    ({"ns": -1}, "N-S tricks must be from 0 to 13, not -1"),
    ({"ns": None}, "no tricks given for N-S and no adjustment"),
    ({"ns": "seven"}, "N-S tricks must be a whole number, not 'seven'"),
    ({"revokes": {"ns": -1, "ew": 0}}, "N-S revokes cannot be negative (-1)"),
    ({"revokes": {"ns": 1}, "before_revoke": {"ns": 8}},
     "N-S won 8 tricks before the first revoke, more than the 7 tricks N-S took"),
    ({"before_revoke": {"ew": 2}},
     "tricks before the first revoke given for E-W, but E-W made no revoke"),
    ({"adjusted": "penalty"}, "adjusted must be one of average, lowest-ns, lowest-ew, "
                              "not-played, not 'penalty'"),
    ({"adjusted": "average", "revokes": {"ew": 1}},
     "an adjusted score replaces the play, so E-W's revoke cannot be scored as well"),
    ({"revokes": [1, 0]}, "revokes must be an object like"),
])
def test_bad_results_are_refused_with_their_place(change, message):
    found = problems(three_tables({(2, 4): change}))
    assert len(found) == 1
    assert found[0].startswith("round 1, table 2, tray 4: " if "round" not in message else "")
    assert message in found[0]


def test_every_problem_is_listed_at_once():
    doc = three_tables({(1, 1): {"ns": 15}, (2, 4): {"revokes": {"ns": -2}},
                        (3, 7): {"adjusted": "whatever"}})
    doc["results"].append(result(2, 1, 1, 7))
    doc["laws"] = "1899"
    doc["names"] = {"12": "Nobody"}
    found = problems(doc)
    assert len(found) == 6
    assert found[0] == "laws must be one of 1900, 1897, english, not '1899'"


@pytest.mark.parametrize("change, message", [
    ({"format": "whist-session/0"}, "format must be 'whist-session/1', not 'whist-session/0'"),
    ({"method": "bridge"}, "method must be one of compass, howell, matches, aggregate, "
                           "individual-loss, individual-average, matchpoints, club-sets, "
                           "east-west, four-winners, not 'bridge'"),
    ({"movement": {"format": "nonsense"}}, "movement: format must be 'whist-movement/1'"),
    ({"results": {}}, "results must be a list"),
    ({"names": {"x": "Mr. X"}}, "names: entrant 'x' is not a number of 1 or more"),
    ({"names": {"11": "Mr. X"}}, "names: there is no entrant 11 (the movement has 6)"),
    ({"deals": {"1": {"dealer": "Q", "trump": "7H"}}}, "deals: tray 1: the dealer must be N, E"),
    ({"deals": {"1": {"dealer": "W", "trump": "7X"}}}, "deals: tray 1: the trump must be a card"),
    ({"deals": {"10": {"dealer": "W", "trump": "7H"}}}, "deals: tray 10: the movement has only 9"),
    ({"deals": {"1": {"dealer": "W", "trump": "7H", "hands": "N:AKQ"}}}, "hands must be a PBN"),
    ({"method": "aggregate"}, "method aggregate needs a movement of teams, but this one is for pairs"),
    ({"method": "individual-loss"}, "method individual-loss needs a movement of individuals"),
])
def test_bad_session_files(change, message):
    doc = three_tables()
    doc.update(change)
    assert any(message in p for p in problems(doc)), problems(doc)


def test_compass_refuses_pairs_that_change_direction():
    doc = three_tables()
    doc["movement"]["rounds"][1]["tables"][0].update({"ns": 4, "ew": 1})
    doc["results"] = results_for(doc["movement"], lambda *_: 7)
    assert any("pairs 1 and 4 sit both N-S and E-W; score it with howell" in p for p in problems(doc))


def test_not_an_object_at_all():
    assert problems([]) == ["a session file must be a JSON object"]


def test_check_result_for_the_web_application():
    movement = Movement.from_json(mitchell(3, per_round=3))
    good = Result(round=2, table=1, tray=4, ns=6)
    assert check_result(movement, good) == []
    assert check_result(movement, good, existing_results=[good]) == [
        "round 2, table 1: tray 4 already has a result at this table"]
    assert check_result(movement, Result(round=2, table=1, tray=1, ns=6)) == [
        "round 2, table 1: tray 1 is not played at table 1 in round 2"]
    assert check_result(movement, Result(round=2, table=1, tray=4, ns=6, revokes_ew=1, before_revoke_ew=8)) == [
        "round 2, table 1, tray 4: E-W won 8 tricks before the first revoke, "
        "more than the 7 tricks E-W took"]


def test_a_valid_pbn_deal_and_par_are_kept():
    doc = three_tables()
    hands = "N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765"
    doc["deals"] = {"1": {"dealer": "W", "trump": "10H", "hands": hands, "par": {"ns": 7}}}
    session = load_session(doc)
    assert session.deals[1].hands == hands and session.deals[1].par == {"ns": 7}


@pytest.mark.parametrize("name", ["e1_mitchell.json", "e2_compass.json", "e4_individuals.json"])
def test_export_import_export_is_the_same_document(name):
    exported = load_session(fixture(name)).to_json()
    assert load_session(copy.deepcopy(exported)).to_json() == exported


def test_extra_keys_survive_the_round_trip():
    doc = three_tables({(1, 1): {"entered_by": "table 1", "revokes": {"ns": 1, "ew": 0},
                                 "before_revoke": {"ns": 2}}})
    doc["club"] = "Knickerbocker"
    doc["deals"] = {"1": {"dealer": "W", "trump": "7H", "slip": "seen"}}
    exported = load_session(doc).to_json()
    assert exported["club"] == "Knickerbocker"
    assert exported["deals"]["1"]["slip"] == "seen"
    first = exported["results"][0]
    assert first["entered_by"] == "table 1" and first["before_revoke"] == {"ns": 2}
    assert load_session(copy.deepcopy(exported)).to_json() == exported


def test_score_refuses_a_session_built_in_code_that_cannot_be_scored():
    from dataclasses import replace

    from tournament.scoring import score

    session = load_session(three_tables())
    with pytest.raises(SessionError) as caught:
        score(replace(session, method="individual-loss", laws="1066"))
    assert caught.value.problems == [
        "laws must be one of 1900, 1897, english, not '1066'",
        "method individual-loss needs a movement of individuals, but this one is for pairs"]
