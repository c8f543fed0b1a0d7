"""Put-in-Bay (004:829-833): rows of Mitchells, E-W and deals moving between rows."""

import dataclasses

import pytest

import movements
from movements import MovementError
from movements.check import check


@pytest.mark.parametrize("teams", range(3, 21))
def test_every_number_of_teams_of_four_to_twenty_four(teams):
    for size, tables in ((4, 1), (8, 2), (10, 3), (12, 3), (16, 4), (18, 5), (20, 5), (24, 6)):
        if size * teams // 2 > 120:
            continue
        movement = movements.generate("put-in-bay", size * teams // 2, team_size=size)
        assert check(movement).problems == []
        rows = teams + (teams % 2 == 0)
        assert movement.tables == rows * tables
        assert len(movement.rounds) == (rows - 1) * tables


def test_a_team_with_an_odd_pair_sits_it_north_south_and_a_row_waits_each_round():
    movement = movements.generate("put-in-bay", 15)                 # three teams of ten
    assert movement.extra["clubs"]["1"] == [1, 2, 3, 4, 5]           # N-S 1-3, E-W 4 and 5
    assert all(len(r.idle) == 3 for r in movement.rounds)             # one N-S pair a row
    ns = {t.ns for r in movement.rounds for t in r.tables if t.played}
    assert ns == {1, 2, 3, 6, 7, 8, 11, 12, 13}


@pytest.mark.parametrize("k", [1, 3, 5])
def test_the_seed_three_rows(k):
    """Teams of 4k: E-W to the next row, deals the other way; on the second round "the North
    and South players of each team play the same deals as were played on the first round by
    their own (East and West) partners against the (North and South) partners of their
    adversaries"."""
    movement = movements.generate("put-in-bay", 6 * k)
    clubs = {int(t): set(p) for t, p in movement.extra["clubs"].items()}
    team_of = {p: t for t, pairs in clubs.items() for p in pairs}
    stage = {1: movement.rounds[:k], 2: movement.rounds[k:]}
    rows = {s: {} for s in stage}
    for s, rounds in stage.items():
        for r in rounds:
            for t in r.tables:
                row = (t.table - 1) // k + 1
                rows[s].setdefault(row, {"ns": set(), "ew": set(), "trays": set()})
                rows[s][row]["ns"].add(team_of[t.ns])
                rows[s][row]["ew"].add(team_of[t.ew])
                rows[s][row]["trays"].update(t.trays)
    for row in (1, 2, 3):
        assert rows[1][row]["ns"] == rows[2][row]["ns"] == {row}         # N-S hold their row
        assert rows[1][row]["ew"] == {(row - 2) % 3 + 1}                  # E-W: row 1 to 2 …
        assert rows[2][row]["ew"] == {row % 3 + 1}                        # … and on again
        assert rows[2][row]["trays"] == rows[1][row % 3 + 1]["trays"]     # deals 3 to 2, 2 to 1
        # N-S of team `row` now play what their own E-W played against the next row's N-S.
        assert rows[1][row % 3 + 1]["ew"] == {row}


def test_refusals_name_the_nearest_sizes():
    with pytest.raises(MovementError, match="18 pairs or 24 pairs"):
        movements.generate("put-in-bay", 21)                     # teams of 14
    with pytest.raises(MovementError, match="twice to one N-S pair"):
        movements.generate("put-in-bay", 21)
    with pytest.raises(MovementError, match="3 or more teams"):
        movements.generate("put-in-bay", 8, team_size=16)


def test_an_even_number_of_teams_has_a_dummy_row():
    movement = movements.generate("put-in-bay", 8, team_size=4)
    assert movement.tables == 5
    assert all(len(r.idle) == 2 for r in movement.rounds)


def test_deals_moving_one_row_back_give_no_matches_with_five_teams():
    """The seed's literal rule for three rows ("the next row in the other direction") does not
    bring both halves of a match onto the same deals with five: the checker says so."""
    import dataclasses

    movement = movements.generate("put-in-bay", 10, team_size=4)
    literal = tuple(
        dataclasses.replace(r, tables=tuple(
            dataclasses.replace(t, trays=(2 * ((t.table - 1 + r.round - 1) % 5) + 1,
                                          2 * ((t.table - 1 + r.round - 1) % 5) + 2))
            for t in r.tables))
        for r in movement.rounds)
    problems = check(dataclasses.replace(movement, rounds=literal)).problems
    assert any("have no match" in p for p in problems)


def test_at_a_change_of_stage_the_east_west_pairs_and_deals_go_to_the_corresponding_table():
    """004:831: "the East and West players moved across to the next row again, as before,
    while the deals were moved to the corresponding tables in the next row"."""
    movement = movements.generate("put-in-bay", 30, team_size=20)    # rows of 5 tables
    where = {r.round: {t.ew: t.table for t in r.tables} for r in movement.rounds}
    assert (where[5][26], where[6][26]) == (5, 10)
    trays = {r.round: {t.trays: t.table for t in r.tables} for r in movement.rounds}
    for tray_set, table in trays[5].items():
        assert (trays[6][tray_set] - table) % 5 == 0                   # the same place in a row
    early = [r for r in movement.rounds if r.round <= 5]
    late = [dataclasses.replace(r, tables=tuple(
        dataclasses.replace(t, ew=r.tables[(i + 1) % 5 + 5 * (i // 5)].ew)
        for i, t in enumerate(r.tables))) for r in movement.rounds if r.round > 5]
    moved_on = dataclasses.replace(movement, rounds=tuple(early + late))
    assert any("should go to the corresponding table of the next row" in p
               for p in check(moved_on).problems)


@pytest.mark.parametrize("size", [8, 16, 24])
def test_teams_of_any_multiple_of_four_play_the_first_modification_in_even_rows(size):
    """004:833: "applicable to teams of any size, provided they are multiples of four"."""
    movement = movements.generate("put-in-bay", 3 * size // 2, team_size=size)
    assert check(movement).problems == []
    assert "first modification" in movement.description
    k = size // 4
    pair = 3 * size // 2 + 1 - size // 4                       # team 3's first E-W pair
    tables = [t.table for r in movement.rounds[:k] for t in r.tables if t.ew == pair]
    assert [(b - a) % k for a, b in zip(tables, tables[1:])] == \
        [(2 if j == k // 2 - 1 else 1) % k for j in range(k - 1)]
