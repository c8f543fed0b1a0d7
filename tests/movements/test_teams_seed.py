"""Mitchell, Clay and Snow for fours and two teams (004:468, 709-764): every size, and the
seed's printed deal-placement tables cell by cell.

Every size of every variant is generated and checked in test_all_systems.py (from the
registry); here: the tray counts the seed allows, the printed tables, and what the checker
catches when the seed's rule is broken.
"""

import pytest

import movements
from movements import MovementError
from movements.check import check
from movements.model import Movement, Round, Table
from movements.generators.teams.compass import clay_layout

# 004:731-738, "At Table k Place Deals", two deals a table.
CLAY_TWO = {
    4: [[1, 3], [5, 7], [2, 4], [6, 8]],
    5: [[1, 3], [5, 7], [9, 2], [4, 6], [8, 10]],
    6: [[1, 3], [5, 7], [9, 11], [2, 4], [6, 8], [10, 12]],
    7: [[1, 3], [5, 7], [9, 11], [13, 2], [4, 6], [8, 10], [12, 14]],
}
# 004:748-758, three deals a table, the deals first arranged in three sets.
CLAY_THREE = {
    4: [[1, 4], [7, 10], [2, 5], [8, 11, 3, 6, 9, 12]],
    5: [[1, 4], [7, 10], [13, 2], [5, 8], [11, 14, 3, 6, 9, 12, 15]],
    6: [[1, 4], [7, 10], [13, 16], [2, 5], [8, 11], [14, 17, 3, 6, 9, 12, 15, 18]],
    7: [[1, 4], [7, 10], [13, 16], [19, 2], [5, 8], [11, 14], [17, 20, 3, 6, 9, 12, 15, 18, 21]],
}


@pytest.mark.parametrize("deals, printed", [(2, CLAY_TWO), (3, CLAY_THREE)])
def test_clay_for_fours_places_the_deals_as_printed(deals, printed):
    for tables, layout in printed.items():
        assert clay_layout(tables, deals) == layout
        movement = movements.generate("clay-teams", tables, trays_per_round=deals)
        assert movement.extra["deals_at_start"] == layout
        # Each team starts at home, so the first deal of every table passes down unplayed
        # and the second is the first played.
        first = {t.table: t.trays[0] for t in movement.rounds[0].tables}
        assert first == {t: layout[t - 1][1] for t in range(1, tables + 1)}
        assert movement.next_stop(1, 1, layout[0][1]).table == tables


@pytest.mark.parametrize("teams", range(3, 32))
@pytest.mark.parametrize("deals", [2, 3, 4])
def test_clay_for_fours_plays_every_match_on_consecutive_deals(teams, deals):
    movement = movements.generate("clay-teams", teams, trays_per_round=deals)
    assert check(movement).problems == []
    assert len(movement.rounds) == deals * (teams - 1)


def test_clay_for_fours_matches_are_deals_one_and_two_three_and_four():
    movement = movements.generate("clay-teams", 4)
    team_of = movement.team_of()
    between = {}
    for play in movement.plays():
        key = tuple(sorted((team_of[play.ns[0]], team_of[play.ew[0]])))
        between.setdefault(key, set()).add(play.tray)
    assert between == {(1, 2): {3, 4}, (1, 3): {5, 6}, (1, 4): {7, 8}, (2, 3): {7, 8},
                       (2, 4): {1, 2}, (3, 4): {3, 4}}


def test_mitchell_for_fours_meets_every_other_team_and_adds_the_pairs_own_round():
    teams = movements.generate("mitchell-teams", 5)
    pairs = movements.generate("mitchell-teams", 5, variant="pairs")
    assert (len(teams.rounds), len(pairs.rounds)) == (4, 5)
    assert pairs.rounds[:4] == teams.rounds
    assert all(t.ns + 1 == t.ew for t in pairs.rounds[-1].tables)   # own pairs in the last round
    assert [t.ew for t in teams.rounds[0].tables] == [10, 2, 4, 6, 8]  # E-W moved one table first


def test_mitchell_for_fours_refuses_an_even_number_and_names_clay():
    with pytest.raises(MovementError, match="clay-teams"):
        movements.generate("mitchell-teams", 6)


@pytest.mark.parametrize("tables, possible", [
    # 004:653-657: "With n Tables, it is possible to Play" k x n deals, k >= n.
    (2, [4, 6, 8, 10, 12, 16]), (3, [9, 12, 15, 18, 21, 24]), (4, [16, 20, 24, 28, 32, 36]),
    (5, [25, 30, 35, 40]), (6, [36, 42, 48]), (7, [49, 56, 63])])
def test_snow_for_fours_serves_the_seed_table(tables, possible):
    for deals in possible:
        movement = movements.generate("snow-teams", tables, trays_per_round=deals // tables,
                                      variant="pairs")
        assert check(movement).problems == [] and movement.trays == deals
        assert movements.generate("snow-teams", tables, trays_per_round=deals // tables).trays \
            == deals - deals // tables             # without the round of a team's own pairs
    with pytest.raises(MovementError, match="at least"):
        movements.generate("snow-teams", tables, trays_per_round=tables - 1)


def test_two_teams_exchange_and_overplay_at_the_other_table():
    movement = movements.generate("two-teams", 2)
    assert movement.teams == {1: (1, 2), 2: (3, 4)}
    first = movement.rounds[0]
    assert [(t.ns, t.ew, t.trays) for t in first.tables] == [(1, 4, (1, 2, 3, 4)),
                                                               (3, 2, (3, 4, 1, 2))]
    assert movement.trays == 24 and len(movement.rounds) == 6
    assert check(movements.generate("two-teams", 2, trays_per_round=2, rounds=12)).problems == []
    with pytest.raises(MovementError, match="even number"):
        movements.generate("two-teams", 2, trays_per_round=3)


def test_the_checker_catches_a_team_meeting_itself_and_a_broken_match():
    good = movements.generate("two-teams", 2, rounds=1)
    r = good.rounds[0]
    swapped = Round(1, (Table(1, r.tables[0].trays, ns=1, ew=2), Table(2, r.tables[1].trays, ns=3, ew=4)))
    bad = Movement(**{**good.__dict__, "rounds": (swapped,)})
    problems = "\n".join(check(bad).problems)
    assert "team 1's own pairs play each other" in problems
    snow = movements.generate("snow-teams", 3, trays_per_round=3)
    cut = Movement(**{**snow.__dict__, "rounds": snow.rounds[:1]})
    assert any("meets E-W pair" in p for p in check(cut).problems)
