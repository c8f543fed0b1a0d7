"""Club against club, the League's six sets and the Harvard plan: the seeds' tables and rules."""

import dataclasses
import json

import pytest

from movements import MovementError
from movements.check import check
from movements import generate
from movements.suggest import suggest
from movements.cli import main as cli_main
from movements.model import Movement, Round, Table

from team_match_properties import universal_problems

# 003:7210-7313, sixteen a side at eight tables: the club at N-S and at E-W of
# each table, before and after the fours change places.
FOSTER_CLUB_MATCH = {
    "before": {1: ("O", "X"), 2: ("X", "O"), 3: ("O", "X"), 4: ("X", "O"),
               5: ("O", "X"), 6: ("X", "O"), 7: ("O", "X"), 8: ("X", "O")},
    "after": {1: ("X", "O"), 2: ("O", "X"), 3: ("X", "O"), 4: ("O", "X"),
              5: ("X", "O"), 6: ("O", "X"), 7: ("X", "O"), 8: ("O", "X")},
}


def club_of(m: Movement) -> dict[int, str]:
    return {who: club for club, members in m.extra["clubs"].items() for who in members}


def test_club_match_reproduces_fosters_two_diagrams_cell_by_cell():
    m = generate("club-match", 8)                     # 16 a side: eight fours, eight tables
    assert (m.entrants, m.tables) == (16, 8)
    clubs = club_of(m)
    for round_no, printed in ((1, "before"), (2, "after"), (3, "before"), (4, "after")):
        for table, (ns, ew) in FOSTER_CLUB_MATCH[printed].items():
            seat = m.round(round_no).table(table)
            assert (clubs[seat.ns], clubs[seat.ew]) == (ns, ew), (round_no, table)


def test_club_match_the_fours_change_places_and_the_cards_stay():
    """003:7316-7325: those at table 1 go to table 2 and back; the O's who played
    N-S at table 1 play N-S at table 2, on the hands the X's just played there."""
    m = generate("club-match", 2)
    one, two = m.round(1), m.round(2)
    assert {two.table(2).ns, two.table(2).ew} == {one.table(1).ns, one.table(1).ew}
    assert two.table(2).ns == one.table(1).ns          # the O's keep their N-S hands
    for t in (1, 2):
        assert one.table(t).trays == two.table(t).trays    # the cards are left on the table
    assert len(m.rounds) == 6 and m.trays_per_round == 4
    assert sum(1 for p in m.plays() if p.table == 1) == 24   # the League's 24 hands a table


# 003:7059-7197 (digest M25): set -> table 1 N, S, W, E and table 2 N, S, W, E.
FOSTER_LEAGUE = {
    1: "A B W X Y Z C D", 2: "A B Y Z W X C D", 3: "A C W Y X Z B D",
    4: "A C X Z W Y B D", 5: "A D X Y W Z B C", 6: "A D W Z X Y B C",
}
PLAYER = {letter: n for n, letter in enumerate("ABCDWXYZ", start=1)}


def test_league_reproduces_fosters_six_sets_cell_by_cell():
    m = generate("league", 8)
    assert m.variant == "six-sets" and len(m.rounds) == 6
    for set_number, printed in FOSTER_LEAGUE.items():
        cells = [PLAYER[c] for c in printed.split()]
        one, two = m.round(set_number).table(1), m.round(set_number).table(2)
        assert [one.n, one.s, one.w, one.e, two.n, two.s, two.w, two.e] == cells
    assert m.extra["clubs"] == {"challenging": [1, 2, 3, 4], "challenged": [5, 6, 7, 8]}


def test_league_three_sets_are_the_first_third_and_fifth():
    six, three = generate("league", 8), generate("league", 8, variant="three-sets")
    assert [r.tables for r in three.rounds] == [
        tuple(dataclasses.replace(t, trays=s) for t, s in zip(six.round(n).tables, (t.trays for t in r.tables)))
        for n, r in zip((1, 3, 5), three.rounds)]


def test_league_with_more_fours_repeats_the_sets_at_every_two_tables():
    m = generate("league", 24)
    assert m.tables == 6
    seat = m.round(3).table(5)                         # third set, third pair of tables
    assert (seat.n, seat.s, seat.w, seat.e) == (17, 19, 21, 23)    # A C W Y of the third eight
    assert universal_problems(m) == []


def test_league_deals_two_at_each_table_and_exchanges_them():
    m = generate("league", 8)
    assert m.round(1).table(1).trays == (1, 2, 3, 4) and m.round(1).table(2).trays == (3, 4, 1, 2)
    with pytest.raises(MovementError, match="must be even"):
        generate("league", 8, trays_per_round=3)


@pytest.mark.parametrize("pairs", [4, 6, 8, 10])
def test_harvard_deals_stay_and_every_pair_meets_every_opponent_both_ways(pairs):
    m = generate("harvard", pairs)
    k = pairs // 2
    assert m.tables == k and len(m.rounds) == 2 * k and m.extra["reconstructed"] is True
    clubs = club_of(m)
    met = {}
    for r in m.rounds:
        for t in r.tables:
            assert clubs[t.ns] != clubs[t.ew]
            met[(t.ns, t.ew)] = met.get((t.ns, t.ew), 0) + 1
    assert all(met.get((a, b)) == 1 and met.get((b, a)) == 1
               for a in range(1, k + 1) for b in range(k + 1, pairs + 1))
    for first in range(1, len(m.rounds), 2):
        play, overplay = m.round(first), m.round(first + 1)
        assert [t.trays for t in play.tables] == [t.trays for t in overplay.tables]
        seats = {(t.table, s): who for t in play.tables for s, who in t.seats().items()}
        assert all(seats[(t.table, s)] != who for t in overplay.tables for s, who in t.seats().items())


def test_harvard_teams_of_six_one_round_meets_two_opponents_each():
    m = generate("harvard", 6, variant="one-round")
    assert len(m.rounds) == 2 and m.trays == 12
    opponents = {p: set() for p in range(1, 7)}
    for r in m.rounds:
        for t in r.tables:
            opponents[t.ns].add(t.ew)
            opponents[t.ew].add(t.ns)
    assert all(len(o) == 2 for o in opponents.values())


def test_harvard_says_it_is_reconstructed_in_the_docstring_the_file_and_the_cli(capsys):
    m = generate("harvard", 6)
    assert "RECONSTRUCTED" in m.description
    assert "RECONSTRUCTED" in json.loads(m.dumps())["description"]
    try:
        cli_main(["harvard", "--help"])
    except SystemExit:
        pass
    assert "RECONSTRUCTED" in capsys.readouterr().out


@pytest.mark.parametrize("name,size,nearest", [("club-match", 3, "2 teams"), ("club-match", 41, "40"),
                                               ("league", 12, "8 players"), ("harvard", 5, "4 pairs"),
                                               ("harvard", 2, "4 pairs")])
def test_sizes_that_do_not_fit_name_the_nearest(name, size, nearest):
    with pytest.raises(MovementError, match=f"nearest that works is {nearest}"):
        generate(name, size)


@pytest.mark.parametrize("form,count,name", [("teams", 4, "club-match"), ("individuals", 16, "league"),
                                             ("pairs", 6, "harvard")])
def test_suggest_offers_them_where_they_fit(form, count, name):
    assert name in {c.system for c in suggest(form, count)}


# -- the checker finds what is wrong -----------------------------------------

def with_round(m: Movement, number: int, tables) -> Movement:
    rounds = tuple(Round(r.round, tuple(tables)) if r.round == number else r for r in m.rounds)
    return dataclasses.replace(m, rounds=rounds)


def test_the_checker_wants_the_clubs():
    m = generate("club-match", 2)
    assert check(m).ok
    assert any("must name them" in p for p in check(dataclasses.replace(m, extra={})).problems)


def test_the_checker_finds_a_club_against_itself_and_a_tray_held_one_way():
    m = generate("club-match", 2)
    one, two = m.round(2).tables
    swapped = with_round(m, 2, (Table(1, one.trays, ns=one.ew, ew=one.ns), two))
    problems = " ".join(check(swapped).problems)
    assert "not played twice with each club holding" in problems


def test_the_checker_finds_a_tray_played_by_another_four():
    m = generate("club-match", 4)
    r2 = m.round(2).tables
    moved = with_round(m, 2, (Table(1, r2[0].trays, ns=r2[2].ns, ew=r2[0].ew), r2[1],
                              Table(3, r2[2].trays, ns=r2[0].ns, ew=r2[2].ew), r2[3]))
    assert any("played by 3 fours" in p for p in check(moved).problems)


def test_the_checker_finds_partners_who_do_not_change_in_turn():
    m = generate("league", 8)
    first = m.round(1).tables
    problems = check(with_round(m, 3, first[:1] + tuple(
        dataclasses.replace(t, trays=s.trays) for t, s in zip(first[1:], m.round(3).tables[1:])))).problems
    assert any("partners" in p for p in problems)


def test_the_checker_finds_a_harvard_pair_that_keeps_its_seat():
    m = generate("harvard", 6)
    play, overplay = m.round(1).tables, m.round(2).tables
    stays = with_round(m, 2, (Table(1, overplay[0].trays, ns=play[0].ns, ew=overplay[0].ew),
                              *overplay[1:]))
    assert any("keeps his seat at table 1" in p for p in check(stays).problems)


@pytest.mark.parametrize("form,count", [("teams", 4), ("individuals", 16), ("pairs", 6), ("pairs", 14)])
def test_suggest_lists_the_club_matches_after_every_movement_of_the_whole_field(form, count):
    """A field is two clubs only when the director says so: a club match never comes first,
    nor any other movement for a particular field (ladies and gentlemen, memory play)."""
    choices = suggest(form, count)
    particular = [bool(c.needs) for c in choices]
    assert particular[0] is False and particular == sorted(particular)
    assert {c.needs for c in choices if len(c.movement().extra.get("clubs", ())) == 2} <= {"two clubs"}
