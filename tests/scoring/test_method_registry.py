"""The registry of scoring methods: one entry per method, and what reads it agrees with it."""

from dataclasses import replace
from fractions import Fraction

import pytest

from movements import generate
from scoring_cases import fixture
from tournament.scoring import DEFAULT, Policy, load_session, score
from tournament.scoring.registry import METHODS, fitting, for_form
from tournament.scoring.validate import check_method


def test_the_names_are_the_session_files_names():
    assert list(METHODS) == ["compass", "howell", "matches", "aggregate", "individual-loss",
                             "individual-average", "matchpoints", "club-sets", "east-west",
                             "four-winners"]
    assert all(m.name == name for name, m in METHODS.items())


def test_the_default_policy_scores_as_pair_matches_what_the_registry_says():
    assert DEFAULT.pair_match_methods == {
        "compass", "howell", "matchpoints", "individual-loss", "individual-average",
        "four-winners"}
    assert Policy().pair_match_methods == {m.name for m in METHODS.values() if m.pair_match}


@pytest.mark.parametrize("name, value, shown", [
    ("compass", 2, "+2"), ("compass", -2, "-2"), ("howell", 0, "="),
    ("aggregate", 2, "+2"), ("aggregate", -2, "-2"), ("aggregate", 0, "="),
    ("matches", Fraction(5, 2), "2½"), ("individual-loss", 4, "4"),
    ("matchpoints", Fraction(225, 4), "56.25"), ("individual-average", Fraction(-1, 2), "-½"),
])
def test_each_method_shows_its_score_one_way(name, value, shown):
    assert METHODS[name].show(value) == shown


def test_tricks_lost_is_the_one_method_where_fewer_wins():
    assert [m.name for m in METHODS.values() if m.lower_wins] == ["individual-loss"]


def test_each_form_is_offered_its_methods():
    assert [m.name for m in for_form("pairs")] == ["compass", "howell", "matches", "aggregate",
                                                   "matchpoints", "club-sets", "east-west"]
    assert [m.name for m in for_form("teams")] == ["matches", "aggregate", "club-sets"]
    assert [m.name for m in for_form("individuals")] == ["individual-loss", "individual-average",
                                                         "club-sets", "east-west", "four-winners"]


@pytest.mark.parametrize("system, size, form", [("club-match", 2, "teams"), ("harvard", 6, "pairs"),
                                                ("league", 8, "individuals")])
def test_the_set_scoring_fits_the_club_matches_and_only_them(system, size, form):
    assert "club-sets" in [m.name for m in fitting(form, generate(system, size))]
    assert "club-sets" not in [m.name for m in fitting(form, generate("howell-pairs", 6))]


def test_compass_does_not_fit_a_movement_where_pairs_change_direction():
    howell = generate("howell-pairs", 14)
    assert [m.name for m in fitting("pairs", howell)] == ["howell", "matches", "matchpoints"]
    assert [m.name for m in fitting("pairs", generate("mitchell", 14))] == [
        "compass", "howell", "matches", "matchpoints"]
    problems = METHODS["compass"].refusals(howell)
    assert problems == ["method compass needs pairs that keep one direction, but pairs "   # one line
                        f"{', '.join(map(str, range(1, 13)))} and 13 sit both N-S and E-W; "
                        "score it with howell or matches or matchpoints"]


def test_check_method_names_an_unknown_method():
    session = load_session(fixture("e1_mitchell.json"))
    assert check_method(replace(session, method="bridge")) == [
        "method must be one of compass, howell, matches, aggregate, individual-loss, "
        "individual-average, matchpoints, club-sets, east-west, four-winners, not 'bridge'"]
    assert check_method(replace(session, method="individual-loss")) == [
        "method individual-loss needs a movement of individuals, but this one is for pairs"]


@pytest.mark.parametrize("name", ["individual-loss", "individual-average"])
def test_an_individuals_method_ranks_as_the_registry_says(name):
    standings = score(replace(load_session(fixture("e4_individuals.json")), method=name))
    assert standings.lower_wins == METHODS[name].lower_wins


@pytest.mark.parametrize("method", [["compass"], None, 5])
def test_a_session_built_in_code_with_a_method_that_is_no_name_is_refused_in_words(method):
    from tournament.scoring import SessionError
    session = replace(load_session(fixture("e1_mitchell.json")), method=method)
    with pytest.raises(SessionError) as caught:
        score(session)
    assert caught.value.problems == [
        "method must be one of compass, howell, matches, aggregate, individual-loss, "
        f"individual-average, matchpoints, club-sets, east-west, four-winners, not {method!r}"]
