"""Howell's and Gilman's team-of-four movements: the seeds' tables, every size 3-31."""

import pytest

from movements import Movement, MovementError, generate
from movements.generators.teams.howell_gilman import TEAM_SIZES, ew_pair, ns_pair

from team_match_properties import generic_problems, match_problems, universal_problems

LETTER = {letter: team for team, letter in enumerate("abcde", start=1)}

# Foster's five-team diagrams, 003:7574-7868 (seed digest M15): per set, the
# N & S team at tables 1-5 and the first hand of the four each table plays.
# Foster's E & W pair of team k sits at table k throughout.
FOSTER = {
    1: ("e a b c d", (1, 5, 9, 13, 17)),
    2: ("d e a b c", (9, 13, 17, 1, 5)),
    3: ("c d e a b", (17, 1, 5, 9, 13)),
    4: ("b c d e a", (5, 9, 13, 17, 1)),
}


def test_howell_reproduces_fosters_five_team_diagrams_cell_by_cell():
    """Foster draws the movement mirrored (his N & S move, his E & W sit, digest §7
    item 7); we seat his sitting E & W pair of team k as our N-S pair of team k and
    his moving N & S pairs as our E-W pairs: same tables, rounds and hands."""
    m = generate("howell-teams", 5)
    assert len(m.rounds) == 4 and m.tables == 5 and m.trays == 20
    for set_number, (movers, hands) in FOSTER.items():
        for table, (letter, first) in enumerate(zip(movers.split(), hands), start=1):
            seat = m.round(set_number).table(table)
            assert seat.ns == ns_pair(table)
            assert seat.ew == ew_pair(LETTER[letter])
            assert seat.trays == tuple(range(first, first + 4))


def test_howell_fosters_worked_check_of_teams_a_and_d():
    """003:7878: E & W a with N & S d play hands 9-12 at table 1 in the 2nd set, and
    N & S a with E & W d overplay them at table 4 in the 3rd set (mirrored for us)."""
    m = generate("howell-teams", 5)
    first, second = m.round(2).table(1), m.round(3).table(4)
    assert (first.ns, first.ew, first.trays) == (ns_pair(1), ew_pair(4), (9, 10, 11, 12))
    assert (second.ns, second.ew, second.trays) == (ns_pair(4), ew_pair(1), (9, 10, 11, 12))


@pytest.mark.parametrize("teams", [5, 7, 9, 11])
def test_howell_trays_move_half_way_toward_the_head_players_one_table(teams):
    """003:7886: with 5, 7, 9, 11 tables the trays move 2, 3, 4, 5 tables at a time,
    the players one table in the opposite direction; the centre table's go to table 1."""
    m = generate("howell-teams", teams, trays_per_round=1)
    for before, after in zip(m.rounds, m.rounds[1:]):
        tray_at = {t.trays[0]: t.table for t in after.tables}
        ew_at = {t.ew: t.table for t in after.tables}
        for t in before.tables:
            assert (tray_at[t.trays[0]] - t.table) % teams == (-(teams - 1) // 2) % teams
            assert (ew_at[t.ew] - t.table) % teams == 1
        assert tray_at[before.table((teams + 1) // 2).trays[0]] == 1


def test_howell_four_teams_sit_out_as_in_the_seed():
    """004:725: four teams use five tables and five sets; in the first round 1 1 and
    4' 4' do not play, in the second 2 2 and 3' 3'; the dummy table's deals move too."""
    m = generate("howell-teams", 4)
    assert m.tables == 5 and m.trays == 20 and len(m.rounds) == 4
    assert m.round(1).idle == (ns_pair(1), ew_pair(4))
    assert m.round(2).idle == (ns_pair(2), ew_pair(3))
    dummy_trays = [r.table(5).trays for r in m.rounds]
    assert len(set(dummy_trays)) == 4
    assert all(not r.table(5).played for r in m.rounds)


# Gilman's ten tables (003:7903-7953), the seed digest's reconstruction of M17:
# per round, the first tray of the set at tables 1&6, 2&7, 3&8, 4&9, 5&10.
GILMAN_TEN = {
    1: (1, 7, 13, 19, 25), 2: (4, 10, 16, 22, 28), 3: (7, 13, 19, 25, 1),
    4: (10, 16, 22, 28, 4), 5: (13, 19, 25, 1, 7), 6: (16, 22, 28, 4, 10),
    7: (19, 25, 1, 7, 13), 8: (22, 28, 4, 10, 16), 9: (25, 1, 7, 13, 19),
    10: (28, 4, 10, 16, 22),
}


def test_gilman_ten_teams_reproduce_the_digest_table_cell_by_cell():
    m = generate("gilman-teams", 10, variant="own-table-first")
    assert (m.tables, m.trays, len(m.rounds)) == (10, 30, 10)
    for number, firsts in GILMAN_TEN.items():
        r = m.round(number)
        for place, first in enumerate(firsts, start=1):
            trays = (first, first + 1, first + 2)
            assert r.table(place).trays == trays
            assert r.table(place + 5).trays == trays[1:] + trays[:1]
        for t in range(1, 11):
            assert r.table(t).ns == ns_pair(t)
            assert r.table(t).ew == ew_pair((t - 1 + number - 1) % 10 + 1)


def test_gilman_even_table_one_gets_every_tray_in_order():
    """003:7941, 7953: "all the trays come in numerical order to table 1"."""
    m = generate("gilman-teams", 10, variant="own-table-first")
    assert [tray for r in m.rounds for tray in r.table(1).trays] == list(range(1, 31))


def test_gilman_matches_variant_leaves_out_only_the_own_table_round():
    own = generate("gilman-teams", 10, variant="own-table-first")
    matches = generate("gilman-teams", 10, variant="matches")
    assert generate("gilman-teams", 10).variant == "own-table-first"     # the seed's form
    assert matches.variant == "matches"
    assert [r.tables for r in matches.rounds] == [r.tables for r in own.rounds[1:]]


@pytest.mark.parametrize("teams", [5, 7, 9, 11])
def test_gilman_odd_east_west_two_tables_trays_one_same_direction(teams):
    """003:7895: E & W go from 11 to 9, trays from 11 to 10, until E & W have gone
    twice round; each team first plays at its own table."""
    m = generate("gilman-teams", teams, trays_per_round=1, variant="own-table-first")
    assert len(m.rounds) == teams
    assert all(t.ew == ew_pair(t.table) for t in m.round(1).tables)
    for before, after in zip(m.rounds, m.rounds[1:]):
        tray_at = {t.trays[0]: t.table for t in after.tables}
        ew_at = {t.ew: t.table for t in after.tables}
        for t in before.tables:
            assert (ew_at[t.ew] - t.table) % teams == teams - 2
            assert (tray_at[t.trays[0]] - t.table) % teams == teams - 1


@pytest.mark.parametrize("teams", [5, 7, 9, 11])
def test_gilman_odd_match_round_and_set_follow_the_digest_rule(teams):
    """Digest M16: team A (N-S) meets team B (E-W) after (B-A)/2 moves on set (A+B)/2."""
    m = generate("gilman-teams", teams, trays_per_round=1, variant="own-table-first")
    half = pow(2, -1, teams)
    for r in m.rounds:
        for t in r.tables:
            a, b = (t.ns + 1) // 2, t.ew // 2
            assert r.round - 1 == (b - a) * half % teams
            assert (t.trays[0] - 1) == ((a + b) * half - 1) % teams


SYSTEMS = [("howell-teams", None), ("gilman-teams", "matches"),
           ("gilman-teams", "own-table-first")]


@pytest.mark.parametrize("name,variant", SYSTEMS)
@pytest.mark.parametrize("teams", list(TEAM_SIZES))
def test_every_size_is_a_correct_team_movement(name, variant, teams):
    m = generate(name, teams, variant=variant)
    assert m.form == "teams" and m.entrants == 2 * teams
    assert m.teams == {t: (ns_pair(t), ew_pair(t)) for t in range(1, teams + 1)}
    assert universal_problems(m) == []
    assert match_problems(m, own_round_allowed=variant == "own-table-first") == []
    assert generic_problems(m) == []
    # N-S pairs never move; every table plays one whole tray set a round
    for r in m.rounds:
        for t in r.tables:
            assert t.ns in (None, ns_pair(t.table))
            assert len(t.trays) == m.trays_per_round
    own = 1 if variant == "own-table-first" else 0
    dummy = 1 if name == "howell-teams" and teams % 2 == 0 else 0
    assert len(m.rounds) == teams - 1 + own + dummy
    assert m.tables == teams + dummy
    # every pair plays every round but the one it sits out with the dummy team
    plays = sum(1 for _ in m.plays())
    assert plays == 2 * teams * (teams - 1 + own) * m.trays_per_round // 2


@pytest.mark.parametrize("name", ["howell-teams", "gilman-teams"])
@pytest.mark.parametrize("trays", [1, 2, 5])
def test_trays_per_round_sets_the_size_of_a_tray_set(name, trays):
    for teams in (7, 8):
        if name == "gilman-teams" and teams % 2 == 0 and trays == 1:
            continue
        m = generate(name, teams, trays_per_round=trays)
        assert m.trays_per_round == trays
        assert universal_problems(m) == []
        assert match_problems(m, own_round_allowed=m.variant == "own-table-first") == []


@pytest.mark.parametrize("name", ["howell-teams", "gilman-teams"])
def test_movement_survives_the_exchange_format(name):
    for teams in (5, 6):
        m = generate(name, teams)
        assert Movement.loads(m.dumps()) == m


@pytest.mark.parametrize("name", ["howell-teams", "gilman-teams"])
@pytest.mark.parametrize("teams,nearest", [(2, "3 teams"), (1, "3 teams"), (0, "3 teams"),
                                           (-4, "3 teams"), (32, "31 teams"), (60, "31 teams")])
def test_sizes_outside_the_range_name_the_nearest_that_works(name, teams, nearest):
    with pytest.raises(MovementError, match=f"3 to 31 teams.*nearest that works is {nearest}"):
        generate(name, teams)


@pytest.mark.parametrize("bad", ["5", 5.0, True, None])
def test_a_team_count_that_is_not_a_whole_number_is_refused(bad):
    with pytest.raises(MovementError, match="whole number"):
        generate("howell-teams", bad)


def test_bad_trays_per_round_are_refused():
    with pytest.raises(MovementError, match="at least 1 tray"):
        generate("howell-teams", 5, trays_per_round=-1)
    with pytest.raises(MovementError, match="at least 2 trays"):
        generate("gilman-teams", 6, trays_per_round=1)
    with pytest.raises(MovementError, match="no variant"):
        generate("gilman-teams", 6, variant="sideways")


@pytest.mark.parametrize("teams,trays,said", [
    (8, 8, "snow-teams serves 2 to 7 teams of four, not 8; the nearest that works is 7 teams "
           "('not applicable except with a small number of tables', 004:652); for more teams use clay-teams"),
    (4, 3, "snow-teams needs at least 4 trays a round for 4 teams, not 3: every tray of a round is "
           "played at every table"),
    (True, 7, "snow-teams: the number of teams must be a whole number, not True"),
])
def test_snow_teams_refuses_what_it_cannot_serve_in_words(teams, trays, said):
    with pytest.raises(MovementError) as refused:
        generate("snow-teams", teams, trays_per_round=trays)
    assert str(refused.value) == said
