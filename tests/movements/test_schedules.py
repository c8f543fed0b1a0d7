"""The fixed schedules printed in the seeds, compared cell by cell with the print."""

from collections import Counter, defaultdict
from pathlib import Path

import pytest

from movements import SYSTEMS, Movement, MovementError, generate
from movements.generators.fixed.schedules import LETTERS, narragansett_partners

from team_match_properties import generic_problems, match_problems, universal_problems

FIXED = ["four-pair-match", "trophy-schedule", "new-england-24", "new-england-36",
         "narragansett", "three-teams"]


def printed(path: Path) -> dict[str, str]:
    """The printed schedules of ``path``, by name: each its rows of cells, as text."""
    tables: dict[str, list[str]] = {}
    for line in path.read_text().splitlines():
        if line.startswith("["):
            printed_rows = tables[line[1:line.index("]")]] = []
        elif line and not line.startswith("#"):
            printed_rows.append(line)
    return {name: "\n".join(lines) for name, lines in tables.items()}


PRINTED = printed(Path(__file__).with_name("printed_schedules.txt"))


def rows(text: str) -> list[list[int]]:
    return [[int(x) for x in line.split()] for line in text.strip().splitlines()]


def seats(m: Movement, r: int) -> list[int]:
    """N S E W of table 1 then table 2, for the individuals form."""
    return [x for t in m.round(r).tables for x in (t.n, t.s, t.e, t.w)]


def exchanged(one, two, first: int) -> bool:
    """Two deals at each table from ``first``, exchanged between the two tables and replayed."""
    return (one.trays, two.trays) == ((first, first + 1, first + 2, first + 3),
                                      (first + 2, first + 3, first, first + 1))


# -- M22 four-pair match, 004:457-466: first deal, then T1 N S E W, T2 N S E W ---------

FOUR_PAIR = rows(PRINTED["four-pair-match"])
FOUR_PAIR_COMPARISONS = [(1, 2), (3, 4), (1, 3), (2, 4), (1, 4), (2, 3)]   # pairs, as printed


def test_four_pair_match_reproduces_the_table_of_changes():
    m = generate("four-pair-match", 4)
    assert (m.form, m.entrants, m.tables, m.trays, len(m.rounds)) == ("pairs", 4, 2, 24, 6)
    for r, (first, *players) in enumerate(FOUR_PAIR, start=1):
        printed = m.extra["seating"][r - 1]["tables"]
        assert [printed[t][s] for t in (0, 1) for s in "nsew"] == players
        one, two = m.round(r).tables
        assert (one.ns, one.ew, two.ns, two.ew) == tuple((p + 1) // 2 for p in players[::2])
        assert exchanged(one, two, first)


def test_four_pair_match_compares_the_printed_pairs_and_each_pair_once():
    """The comparisons column: the pairs holding the same cards at the two tables;
    over the 24 deals every pair is compared with every other on eight deals."""
    m = generate("four-pair-match", 4)
    compared = Counter()
    for r, printed in zip(m.rounds, FOUR_PAIR_COMPARISONS):
        one, two = r.tables
        this_round = {tuple(sorted((one.ns, two.ns))), tuple(sorted((one.ew, two.ew)))}
        assert printed in this_round
        compared.update(this_round)
    assert compared == Counter({p: 2 for p in FOUR_PAIR_COMPARISONS})


# -- M26 Trophy schedule, 004:476-486 -----------------------------------------------

TROPHY = rows(PRINTED["trophy-schedule"])


@pytest.mark.parametrize("variant,printed", [("both-sessions", TROPHY),
                                              ("first-session", TROPHY[:6])])
def test_trophy_schedule_reproduces_the_print(variant, printed):
    m = generate("trophy-schedule", 8, variant=variant)
    assert (m.form, m.entrants, m.tables, m.trays) == ("individuals", 8, 2, 4 * len(printed))
    assert m.extra["clubs"] == {"challenging": [1, 2, 3, 4], "challenged": [5, 6, 7, 8]}
    for r, (first, *players) in enumerate(printed, start=1):
        assert seats(m, r) == players
        one, two = m.round(r).tables
        assert exchanged(one, two, first)


def test_trophy_every_challenging_player_partners_each_other_once_a_session():
    m = generate("trophy-schedule", 8, variant="first-session")
    partners = Counter(tuple(sorted(side)) for r in m.rounds for t in r.tables
                       for side in (t.ns_side, t.ew_side) if set(side) <= {1, 2, 3, 4})
    assert partners == Counter({p: 2 for p in [(1, 2), (3, 4), (1, 3), (2, 4), (1, 4), (2, 3)]})


# -- M27 / M28 New England schedules, 004:490-528 -----------------------------------
# T1 deals, T1 N S E W, T2 deals, T2 N S E W

NEW_ENGLAND_24 = PRINTED["new-england-24"]
NEW_ENGLAND_36 = PRINTED["new-england-36"]


@pytest.mark.parametrize("name,text,per_table", [("new-england-24", NEW_ENGLAND_24, 2),
                                                  ("new-england-36", NEW_ENGLAND_36, 3)])
def test_new_england_schedules_reproduce_the_print(name, text, per_table):
    m = generate(name, 8)
    assert (m.entrants, m.tables, m.trays, len(m.rounds)) == (8, 2, 12 * per_table, 12)
    k = per_table
    for r, row in enumerate(rows(text), start=1):
        one_deals, one, two_deals, two = row[:k], row[k:k + 4], row[k + 4:2 * k + 4], row[2 * k + 4:]
        assert seats(m, r) == one + two
        assert (list(m.round(r).table(1).trays), list(m.round(r).table(2).trays)) == \
            (one_deals, two_deals)


@pytest.mark.parametrize("name", ["new-england-24", "new-england-36", "trophy-schedule"])
def test_two_team_schedules_are_team_matches_on_every_deal(name):
    """Each deal: one table has the challenging club N-S, the other has it E-W."""
    m = generate(name, 8)
    holders = defaultdict(list)
    for p in m.plays():
        holders[p.tray].append(set(p.ns) <= {1, 2, 3, 4})
    assert all(sorted(v) == [False, True] for v in holders.values())


# -- M32 Narragansett, 004:780-821 -------------------------------------------------

PARTNERS_BY_ROUND = PRINTED["narragansett-partners"]
# Digest M32 [derived]: per deal of a round, the challenged pair at NW, NE, SE, SW
# (A, B, C, D = the pairs starting NE N-S, SW N-S, NW E-W, SE E-W) and the deal.
NARRAGANSETT_DEALS = [
    (("C", 1), ("A", 2), ("D", 3), ("B", 4)),
    (("B", 2), ("D", 1), ("A", 4), ("C", 3)),
    (("D", 4), ("B", 3), ("C", 2), ("A", 1)),
    (("A", 3), ("C", 4), ("B", 1), ("D", 2)),
]


def test_narragansett_partners_follow_the_printed_arrangement_by_rounds():
    m = generate("narragansett", 16)
    assert (m.form, m.entrants, m.tables, m.trays, len(m.rounds)) == \
        ("individuals", 16, 4, 28, 28)
    for k, row in enumerate(rows(PARTNERS_BY_ROUND), start=1):
        printed = {frozenset(row[i:i + 2]) for i in range(0, 16, 2)}
        assert {frozenset(pair) for pair in narragansett_partners(k, 1) +
                narragansett_partners(k, 9)} == printed
        for step in range(4):
            r = m.round(4 * (k - 1) + step + 1)
            assert {frozenset(side) for t in r.tables for side in (t.ns_side, t.ew_side)} \
                == printed


def test_narragansett_deals_and_challenged_pairs_move_as_described():
    m = generate("narragansett", 16)
    for k in range(1, 8):
        start = m.round(4 * k - 3)
        place = {"A": frozenset(start.table(2).ns_side), "B": frozenset(start.table(4).ns_side),
                 "C": frozenset(start.table(1).ew_side), "D": frozenset(start.table(3).ew_side)}
        for step, row in enumerate(NARRAGANSETT_DEALS):
            r = m.round(4 * (k - 1) + step + 1)
            for table, (letter, deal) in enumerate(row, start=1):
                t = r.table(table)
                challenged = frozenset(x for x in t.ns_side + t.ew_side if x <= 8)
                assert challenged == place[letter]
                assert t.trays == (4 * (k - 1) + deal,)


def test_narragansett_challenging_club_sits_still_and_number_nine_never_moves():
    m = generate("narragansett", 16)
    for r in m.rounds:
        assert r.table(1).n == 9
    for k in range(1, 8):
        block = [m.round(4 * (k - 1) + s) for s in range(1, 5)]
        for player in range(9, 17):
            where = {(t.table, seat) for r in block for t in r.tables
                     for seat, who in t.seats().items() if who == player}
            assert len(where) == 1


def test_narragansett_every_round_is_a_complete_match_between_the_clubs():
    """004:819: in each round every player plays each of the four deals, once against
    each pair of adversaries; each deal's N-S cards are held twice by each club."""
    m = generate("narragansett", 16)
    for k in range(1, 8):
        block = [m.round(4 * (k - 1) + s) for s in range(1, 5)]
        met = Counter()
        held = Counter()
        for r in block:
            for t in r.tables:
                ns, ew = frozenset(t.ns_side), frozenset(t.ew_side)
                met[frozenset((ns, ew))] += 1
                held[(t.trays[0], min(ns) <= 8)] += 1
        assert len(met) == 16 and set(met.values()) == {1}
        assert set(held.values()) == {2}


# -- M33 three teams, 004:866-885: Row 1 N E deals, Row 2 N E deals, Row 3 N E deals ---

THREE_TEAMS = {variant: PRINTED[f"three-teams-{variant}"] for variant in ("matches", "total-tricks")}


@pytest.mark.parametrize("variant", list(THREE_TEAMS))
@pytest.mark.parametrize("trays", [1, 2, 3])
def test_three_teams_reproduce_both_printed_arrangements(variant, trays):
    m = generate("three-teams", 3, trays_per_round=trays, variant=variant)
    assert m.teams == {1: (1, 2), 2: (3, 4), 3: (5, 6)}
    for r, line in enumerate(THREE_TEAMS[variant].strip().splitlines(), start=1):
        cells = line.split()
        for row in range(3):
            ns, ew, deals = cells[3 * row: 3 * row + 3]
            t = m.round(r).table(row + 1)
            assert (t.ns, t.ew) == (LETTERS[ns], LETTERS[ew])
            first = (int(deals) - 1) * trays + 1
            assert t.trays == tuple(range(first, first + trays))


def test_three_teams_matches_every_pair_meets_every_other_teams_pairs():
    m = generate("three-teams", 3)
    assert match_problems(m) == []
    met = Counter(frozenset((t.ns, t.ew)) for r in m.rounds for t in r.tables)
    team = m.team_of()
    others = {frozenset((p, q)) for p in range(1, 7) for q in range(1, 7) if team[p] != team[q]}
    assert set(met) == others and set(met.values()) == {1}


def test_three_teams_total_tricks_every_team_holds_both_directions_of_every_set():
    m = generate("three-teams", 3, trays_per_round=1, variant="total-tricks")
    team = m.team_of()
    held = defaultdict(set)
    for p in m.plays():
        held[p.tray] |= {(team[p.ns[0]], "ns"), (team[p.ew[0]], "ew")}
    assert all(h == {(t, d) for t in (1, 2, 3) for d in ("ns", "ew")} for h in held.values())
    assert Counter(p.tray for p in m.plays()) == {1: 3, 2: 3, 3: 3, 4: 3}


# -- every fixed schedule ------------------------------------------------------------


@pytest.mark.parametrize("name", FIXED)
def test_fixed_schedules_are_correct_movements(name):
    system = SYSTEMS[name]
    assert system.fixed and len(system.sizes) == 1
    for variant in system.variants or (None,):
        m = generate(name, system.sizes[0], variant=variant)
        assert m.system == name
        assert universal_problems(m) == []
        assert generic_problems(m) == []
        assert Movement.loads(m.dumps()) == m


@pytest.mark.parametrize("name,size,unit", [
    ("four-pair-match", 4, "pairs"), ("trophy-schedule", 8, "players"),
    ("new-england-24", 8, "players"), ("new-england-36", 8, "players"),
    ("narragansett", 16, "players"), ("three-teams", 3, "teams")])
def test_other_sizes_are_refused_naming_the_printed_size(name, size, unit):
    for wrong in (size - 1, size + 1, 2 * size):
        with pytest.raises(MovementError, match=f"exactly {size} {unit}, not {wrong}"):
            generate(name, wrong)


@pytest.mark.parametrize("name,printed", [("four-pair-match", 4), ("trophy-schedule", 4),
                                          ("new-england-24", 2), ("new-england-36", 3),
                                          ("narragansett", 1)])
def test_printed_trays_per_round_cannot_be_changed(name, printed):
    size = SYSTEMS[name].sizes[0]
    assert generate(name, size).trays_per_round == printed
    with pytest.raises(MovementError, match=f"printed with {printed} tray"):
        generate(name, size, trays_per_round=printed + 1)
