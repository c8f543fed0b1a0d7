"""The seed's memory, couples and Foster pair schedules: every printed table cell by cell,
the stated rules, and the checker catching what each system must not do."""

import dataclasses

import pytest

import movements
from movements import MovementError
from movements.check import check
from movements.generators.individuals.memory import held
from movements.model import Round, Table

LETTER = dict(zip("abcdef", range(1, 7)))


def seats(m, r):
    """{table: (N-S pair, E-W pair, trays)} of round ``r`` of a pairs movement."""
    return {t.table: (t.ns, t.ew, t.trays) for t in m.round(r).tables}


# -- Foster's four pairs, 003:8008-8131 ------------------------------------------

# The printed diagram, read from 003:8013-8118: (table 1 N-S, E-W, table 2 N-S, E-W).
FOUR_PAIRS_PRINTED = {1: "badc", 2: "cabd", 3: "dacb"}


def test_foster_four_pairs_is_the_printed_table():
    m = movements.generate("foster-four-pairs", 4)
    assert [r.round for r in m.rounds] == [1, 2, 3] and m.trays == 24
    for r, printed in FOUR_PAIRS_PRINTED.items():
        ns1, ew1, ns2, ew2 = (LETTER[x] for x in printed)
        first = 8 * r - 7
        # "The pairs at the second table should begin scoring with hands Nos. 5, 13 and 21"
        assert seats(m, r) == {1: (ns1, ew1, tuple(range(first, first + 8))),
                               2: (ns2, ew2, tuple(range(first + 4, first + 8))
                                   + tuple(range(first, first + 4)))}


def test_foster_four_pairs_checker_finds_a_pair_compared_twice():
    m = movements.generate("foster-four-pairs", 4)
    one, two = m.rounds[2].tables
    wrong = Round(3, (one, dataclasses.replace(two, ns=2, ew=3)))   # set 3 repeats set 2's rivals
    bad = dataclasses.replace(m, rounds=m.rounds[:2] + (wrong,))
    assert any("compared in 2 rounds" in p for p in check(bad).problems)


# -- Foster's six pairs, 003:8135-8382 --------------------------------------------

# Steps 1-4 as printed (N, W-E, S of tables 1-3, read from the diagrams), and the hands.
SIX_PAIRS_PRINTED = {
    1: {1: ("b", "a", (1, 2)), 2: ("d", "c", (2, 1)), 3: ("f", "e", (3, 4))},
    2: {1: ("c", "a", (5, 6)), 2: ("d", "b", (6, 5))},
    3: {1: ("e", "a", (7, 8)), 2: ("d", "f", (8, 7)), 3: ("b", "c", (3, 4))},
    4: {1: ("f", "a", (9, 10)), 2: ("d", "e", (10, 9))},
}


def test_foster_six_pairs_steps_one_to_four_are_the_printed_diagrams():
    m = movements.generate("foster-six-pairs", 6)
    for r, printed in SIX_PAIRS_PRINTED.items():
        assert seats(m, r) == {t: (LETTER[ns], LETTER[ew], trays)
                               for t, (ns, ew, trays) in printed.items()}
    assert set(m.round(2).idle) == {LETTER["e"], LETTER["f"]}     # "remain idle, or look on"


def test_foster_six_pairs_ends_with_the_a_d_match_and_b_c_e_f_before_it():
    m = movements.generate("foster-six-pairs", 6)
    for r in (5, 6):       # "a and d remaining idle all the time"
        assert set(m.round(r).idle) == {LETTER["a"], LETTER["d"]}
        assert {p for t in m.round(r).tables for p in (t.ns, t.ew)} == {2, 3, 5, 6}
    last = m.rounds[-1]    # "they take seats E & W at two tables"
    assert {t.ew for t in last.tables} == {LETTER["a"], LETTER["d"]}
    assert m.extra["fill_ins"] == {"7": [t.ns for t in last.tables]}
    assert check(m).ok


def test_foster_six_pairs_checker_needs_every_match():
    m = movements.generate("foster-six-pairs", 6)
    bad = dataclasses.replace(m, rounds=m.rounds[:-1])     # a and d never matched
    assert any("pairs 1 and 4 are compared in 0 rounds" in p for p in check(bad).problems)


# -- Memory duplicate ----------------------------------------------------------------

# Foster's positions, 003:8517-8624, as printed: (N, W, E, S) for hands 1-4, 5-8, 9-12.
FOSTER_ORIGINAL = ("cabS", "bacS", "acbS")
FOSTER_OVERPLAY = ("cbaS", "bcaS", "acbS")
PLAYER = {"a": 1, "b": 2, "c": 3, "S": 4}


def chairs(printed):
    n, w, e, s = (PLAYER[x] for x in printed)
    return {"n": n, "s": s, "e": e, "w": w}


def test_memory_foster_keeps_the_printed_chairs_and_turns_the_trays():
    m = movements.generate("memory", 4, variant="foster")
    seating = m.extra["seating"]
    assert [row["chairs"] for row in seating] == [chairs(p) for p in
                                                  FOSTER_ORIGINAL + FOSTER_OVERPLAY]
    assert [row["turned"] for row in seating] == [False] * 3 + [True] * 3
    for row, rnd in zip(seating, m.rounds):
        (table,) = rnd.tables
        c = tuple(row["chairs"][k] for k in "nsew")
        assert (table.n, table.s, table.e, table.w) == (held(c) if row["turned"] else c)
    # "each playing with S as a partner for 8 hands": c, b, a in turn, original and overplay
    partners = [next(p for side in ((t.n, t.s), (t.e, t.w)) if 4 in side for p in side if p != 4)
                for t in (r.tables[0] for r in m.rounds)]
    assert partners == [3, 2, 1, 3, 2, 1]
    assert [r.tables[0].trays for r in m.rounds] == [(1, 2, 3, 4), (5, 6, 7, 8), (9, 10, 11, 12)] * 2


def test_memory_thirds_is_004s_note():
    """004:418: S and E exchange after the first third, S and W after the second; the
    replay in the original positions, N-S receiving the hands E-W held."""
    m = movements.generate("memory", 4, variant="thirds")
    chairs_ = [row["chairs"] for row in m.extra["seating"]]
    assert chairs_[:3] == [{"n": 1, "s": 2, "e": 3, "w": 4}, {"n": 1, "s": 3, "e": 2, "w": 4},
                           {"n": 1, "s": 4, "e": 2, "w": 3}]
    assert chairs_[3:] == chairs_[:3]


def test_memory_up_and_back_replays_in_the_reverse_order_with_the_pairs_exchanged():
    m = movements.generate("memory", 4)
    first, last = m.rounds[0].tables[0], m.rounds[-1].tables[0]
    assert (first.n, first.s, first.e, first.w) == (1, 2, 3, 4)
    assert {last.n, last.s} == {3, 4}
    order = [tray for r in m.rounds for tray in r.tables[0].trays]
    assert order[12:] == order[11::-1]


def test_memory_at_several_tables_plays_the_schedule_through_twice():
    m = movements.generate("memory", 12)
    half = len(m.rounds) // 2
    for one, two in zip(m.rounds[:half], m.rounds[half:]):
        for a, b in zip(one.tables, two.tables):
            assert (a.trays, a.n, a.s, a.e, a.w) == (b.trays, b.e, b.w, b.n, b.s)


def test_memory_checker_wants_each_tray_once_with_each_hand():
    m = movements.generate("memory", 4)
    (table,) = m.rounds[-1].tables
    same_side = dataclasses.replace(m, rounds=m.rounds[:-1] + (
        Round(m.rounds[-1].round, (Table(1, table.trays, n=1, s=2, e=3, w=4, individual=True),)),))
    assert any("holds the N-S hands of tray" in p for p in check(same_side).problems)
    # any other system must still refuse a tray played twice
    other = dataclasses.replace(same_side, system="safford-individuals")
    assert any("plays tray 9 twice" in p for p in check(other).problems)


# -- Ladies and gentlemen, 003:8764-8812 ---------------------------------------------

@pytest.mark.parametrize("tables, variant", [(5, "standard"), (6, "standard"), (6, "relay")])
def test_ladies_sit_gentlemen_move_east_and_trays_west(tables, variant):
    m = movements.generate("ladies-and-gentlemen", 4 * tables, variant=variant)
    relay = tables // 2 if variant == "relay" else None
    line = [t for t in range(1, tables + 1) if t != relay]
    for before, after in zip(m.rounds, m.rounds[1:]):
        for t in before.tables:
            u = after.table(t.table)
            assert (u.n, u.e) == (t.n, t.e)                       # the ladies sit still
            if t.table == relay:
                assert (u.s, u.w) == (t.s, t.w)
                continue
            nxt = line[(line.index(t.table) + 1) % len(line)]
            skip = variant == "standard" and tables % 2 == 0 and after.round == tables // 2 + 1
            east = line[(line.index(t.table) + 2) % len(line)] if skip else nxt
            assert (after.table(east).s, after.table(east).w) == (t.s, t.w)
            west = line[(line.index(t.table) - 1) % len(line)]
            assert set(after.table(west).trays) == set(t.trays)   # trays passed to the West
    assert check(m).ok


@pytest.mark.parametrize("players", range(16, 121, 8))
def test_the_relay_table_deals_no_original_hand(players):
    """003:8792: the relay table "deals no original hands, but overplays all the hands
    coming from the other tables".  In round 1 every tray is fresh, so its four sit out."""
    m = movements.generate("ladies-and-gentlemen", players, variant="relay")
    relay = m.extra["relay_table"]
    assert relay not in [t.table for t in m.rounds[0].tables]
    assert sorted(m.rounds[0].idle) == [relay + k * players // 4 for k in range(4)]
    assert check(m).ok
    # As it was: the relay table shares its West neighbour's fresh set in round 1.
    west = m.rounds[0].table(relay - 1)
    dealing = Table(relay, west.trays[1:] + west.trays[:1], individual=True,
                    **{s: getattr(m.rounds[1].table(relay), s) for s in "nsew"})
    first = Round(1, tuple(sorted(m.rounds[0].tables + (dealing,), key=lambda t: t.table)))
    before = dataclasses.replace(m, rounds=(first,) + m.rounds[1:])
    assert f"the relay table {relay} deals tray {west.trays[1]} (round 1): it must deal no " \
           "original hands, only overplay hands already played" in check(before).problems


@pytest.mark.parametrize("tables", range(3, 31))
def test_half_the_tables_odd_plays_two_mitchells(tables):
    """003:8790 "unless half the number of tables is an odd number, when the method already
    described may be used": the method in each half (6, 10, 14 ... tables), refused elsewhere."""
    if tables % 2 or tables // 2 % 2 == 0:
        with pytest.raises(MovementError, match="half the number of tables to be odd"):
            movements.generate("ladies-and-gentlemen", 4 * tables, variant="halves")
        return
    m = movements.generate("ladies-and-gentlemen", 4 * tables, variant="halves")
    half = tables // 2
    assert len(m.rounds) == half and check(m).ok
    for r in m.rounds:
        for t in r.tables:                  # gentlemen and trays stay in their half
            side = (t.table - 1) // half
            assert {(g - 2 * tables - 1) % tables // half for g in (t.s,)} == {side}
            assert {(x - 1) // (half * m.trays_per_round) for x in t.trays} == {side}
    # a gentleman crossing to the other half is caught
    last = m.rounds[-1]
    a, b = last.table(1), last.table(tables)
    crossed = Round(last.round, tuple(
        dataclasses.replace(t, s=b.s) if t.table == 1 else
        dataclasses.replace(t, s=a.s) if t.table == tables else t for t in last.tables))
    bad = dataclasses.replace(m, rounds=m.rounds[:-1] + (crossed,))
    assert f"player {a.s} plays in both halves of the room" in check(bad).problems


def test_ladies_and_gentlemen_checker_finds_a_lady_who_moves():
    m = movements.generate("ladies-and-gentlemen", 12)
    r2 = m.rounds[1]
    one, two = r2.tables[0], r2.tables[1]
    moved = Round(2, (dataclasses.replace(one, n=two.n), dataclasses.replace(two, n=one.n))
                  + r2.tables[2:])
    bad = dataclasses.replace(m, rounds=(m.rounds[0], moved) + m.rounds[2:])
    assert any(p.startswith("lady 1 moves") for p in check(bad).problems)


# -- Safford's married couples, 003:8814-8841 (reconstruction) -----------------------

def test_safford_couples_follow_the_stated_rule():
    """a-1 sit still; the ladies go to the next higher letter, the men to the next higher
    number, h going to b and 8 to 2.  A seat's label is the one who sat there first (wives
    a-h are players 1-8, husbands 1-8 players 9-16)."""
    m = movements.generate("safford-couples", 16)
    assert len(m.rounds) == 7 and m.trays == 28                  # seven sets, a hand a table

    def seat_of(rnd):
        return {getattr(t, s): (t.table, s) for t in rnd.tables for s in "nsew"}

    label = {where: who for who, where in seat_of(m.rounds[0]).items()}
    seat_labelled = {who: where for where, who in label.items()}

    def next_label(k):
        base, i = (0, k) if k <= 8 else (8, k - 8)
        return k if i == 1 else base + (2 if i == 8 else i + 1)

    for before, after in zip(m.rounds, m.rounds[1:]):
        now, then = seat_of(before), seat_of(after)
        for who in range(1, 17):
            assert then[who] == seat_labelled[next_label(label[now[who]])]


def test_safford_couples_have_the_stated_outcome():
    """Every player is an opponent of every other but the spouse for one set of four hands,
    and husband and wife are never in the same set: the checker's rule."""
    m = movements.generate("safford-couples", 16)
    assert check(m).ok
    assert "RECONSTRUCTED" in m.description
    assert "reconstruct" in movements.get("safford-couples").summary


def test_safford_couples_checker_finds_a_couple_in_one_set():
    m = movements.generate("safford-couples", 16)
    r1 = m.rounds[0]
    t1, t3 = r1.tables[0], r1.tables[2]
    swapped = Round(1, (dataclasses.replace(t1, s=t3.s), r1.tables[1],
                        dataclasses.replace(t3, s=t1.s), r1.tables[3]))
    bad = dataclasses.replace(m, rounds=(swapped,) + m.rounds[1:])
    assert any("(a couple) are in the same set" in p for p in check(bad).problems)
