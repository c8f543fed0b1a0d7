"""Clay (004:601-648) and Snow (004:650-657): every table count 2-60 and the seed's tables.

The seed's tables are data here: which trays at a table each number of tables
"can play" under Clay's third modification, what "either table may have" under
the fourth, and what Snow makes "possible to play".
"""

import re
from math import gcd

import handmade as hm
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from movements import MovementError, registry
from movements.check import check
from movements.check.mitchell import problems
from movements.generators.mitchell.clay import _one_at_a_time, clay, fourth_layout
from movements.generators.mitchell.compass import Room, build
from movements.generators.mitchell.snow import snow

TABLES = range(2, 61)


def trays_of(movement) -> dict[int, list[int]]:
    played: dict[int, list[int]] = {}
    for rnd in movement.rounds:
        for t in rnd.tables:
            if t.played:
                played.setdefault(t.ns, []).extend(t.trays)
                played.setdefault(t.ew, []).extend(t.trays)
    return played


def assert_compass(m, meetings: int) -> None:
    """N-S sit still, E-W move up one table a round and meet every N-S pair
    ``meetings`` times, nobody plays a tray twice, the N-S pairs play them all."""
    n = m.tables
    ns, ew = hm.compass_seats(m)
    for tables in ew.values():
        assert all((b - a) % n == 1 % n for a, b in zip(tables, tables[1:]))
        assert all(tables.count(t) == meetings for t in range(1, n + 1))
    for pair, trays in trays_of(m).items():
        assert len(set(trays)) == len(trays), f"pair {pair} plays a tray twice"
        if pair in ns.values():
            assert sorted(trays) == list(range(1, m.trays + 1))


def assert_carried(m) -> None:
    """Clay: a tray played at table t is next seen at table t + 1, where its E-W pair goes."""
    last: dict[int, int] = {}
    for rnd in m.rounds:
        for t in rnd.tables:
            for tray in t.trays:
                if tray in last:
                    assert t.table == last[tray] % m.tables + 1, f"tray {tray}"
                last[tray] = t.table


def clay_cases(n: int):
    """(variant, trays on each table) worth trying at n tables (fewer beyond 20 tables)."""
    coprime = [d for d in range(3, 40) if gcd(n, d - 1) == 1][:2 if n <= 20 else 1]
    more = [("mod1", 2), ("mod2", 5)] if n <= 20 else []
    return [("basic", 2), ("mod1", 4), ("mod2", 3), ("mod4", 3)] + more + [("mod3", d) for d in coprime]


def fields(n: int) -> tuple[int, ...]:
    """Pair counts for n tables: full and with a missing pair up to 20 tables, then one of them."""
    if n == 2:
        return (4,)
    return (2 * n, 2 * n - 1) if n <= 20 else (2 * n - n // 2 % 2,)


@pytest.mark.parametrize("n", TABLES)
def test_clay_at_every_table_count(n):
    for variant, d in clay_cases(n):
        for pairs in fields(n):
            m = clay(pairs, d, variant)
            assert (m.tables, m.trays, m.variant) == (n, n * d, variant)
            rounds = 2 * n if variant in ("basic", "mod1", "mod2") else d * n
            assert len(m.rounds) == rounds
            assert_compass(m, rounds // n)
            assert_carried(m)
            assert problems(m) == []
            if n <= 8:
                assert check(m).problems == []


@settings(max_examples=30, deadline=None)
@given(n=st.integers(2, 40), d=st.integers(2, 9), odd=st.booleans(),
       variant=st.sampled_from(["basic", "mod1", "mod2", "mod3", "mod4"]))
def test_clay_any_trays_on_each_table(n, d, odd, variant):
    pairs = 2 * n - (odd and n > 2)
    works = {"basic": d == 2, "mod1": d % 2 == 0, "mod2": d % 2 == 1,
             "mod3": gcd(n, d - 1) == 1, "mod4": True}[variant]
    if not works:
        with pytest.raises(MovementError):
            clay(pairs, d, variant)
        return
    m = clay(pairs, d, variant)
    assert m.trays == n * d
    assert_carried(m)
    assert problems(m) == []


# -- the third modification's gcd rule (004:611-635) ------------------------------

SEED_CAN_PLAY = {2: [2, 4, 6, 8, 10, 12, 14, 16, 18], 3: [2, 3, 5, 6, 8, 9, 11, 12],
                 4: [2, 4, 6, 8], 5: [2, 3, 4, 5, 7], 6: [2, 6], 7: [2, 3, 4, 5], 8: [2, 4],
                 9: [2, 3], 10: [2], 11: [2, 3], 12: [2], 13: [2, 3]}
SEED_GOOD_FOR = {2: lambda n: True, 3: lambda n: n % 2, 4: lambda n: n % 3,
                 5: lambda n: n % 2, 6: lambda n: n % 5, 7: lambda n: n % 2 and n % 3,
                 8: lambda n: n % 7}


def third_works(n: int, d: int) -> bool:
    try:
        clay(2 * n, d, "mod3")
    except MovementError:
        return False
    return True


@pytest.mark.parametrize("n", range(2, 31))
def test_third_modification_matches_the_seeds_table(n):
    """The seed lists the counts giving fewer than 40 deals ("14 or more": 2 only)."""
    listed = [d for d in range(2, 40) if (d == 2 or n * d < 40) and third_works(n, d)]
    assert listed == SEED_CAN_PLAY.get(n, [2])


@pytest.mark.parametrize("d", sorted(SEED_GOOD_FOR))
def test_third_modification_is_good_for_the_tables_the_seed_says(d):
    for n in range(2, 31):
        assert third_works(n, d) == bool(SEED_GOOD_FOR[d](n)), f"{d} trays at {n} tables"


@pytest.mark.parametrize("n", range(2, 25))
def test_gcd_rule_is_exactly_when_every_pair_plays_every_tray_once(n):
    """Built without the rule, the E-W pairs meet a tray twice exactly when gcd > 1."""
    for d in range(2, 9):
        m = build("clay", Room(2 * n), _one_at_a_time(n, d), "mod3", "")
        twice = any(len(set(t)) < len(t) for t in trays_of(m).values())
        assert twice == (gcd(n, d - 1) != 1), f"{n} tables, {d} trays"
        if not twice:
            assert third_works(n, d)


@pytest.mark.parametrize(("n", "d"), [(8, 3), (6, 4), (9, 4), (10, 6), (12, 5), (60, 3)])
def test_third_modification_refusal_names_trays_that_work(n, d):
    with pytest.raises(MovementError) as refusal:
        clay(2 * n, d, "mod3")
    text = str(refusal.value)
    named = re.search(r"put ([\d or]+) trays on each table", text).group(1)
    offered = [int(x) for x in named.split(" or ")]
    assert offered and all(gcd(n, k - 1) == 1 for k in offered)
    assert min(offered) < d < max(offered) or offered == [2]


# -- the other modifications ---------------------------------------------------

SEED_EITHER_TABLE = {3: [2, 5, 8], 4: [2, 6, 10], 5: [2, 7, 12], 6: [2, 8, 14], 7: [2, 9, 16],
                     8: [2, 10, 18], 9: [2, 11], 10: [2, 12], 11: [2, 13], 12: [2, 14]}


@pytest.mark.parametrize("n", sorted(SEED_EITHER_TABLE))
def test_fourth_modification_puts_the_seeds_counts_on_a_table(n):
    for d, count in zip((2, 3, 4), SEED_EITHER_TABLE[n]):
        layout = fourth_layout(n, d)
        assert layout[:-1] == [2] * (n - 1) and layout[-1] == count
        m = clay(2 * n, d, "mod4")
        first = [t.trays[0] for rnd in m.rounds[:count] for t in rnd.tables if t.table == n]
        assert first == list(range(2 * n - 1, 2 * n - 1 + count))   # its own trays, in order


@pytest.mark.parametrize("n", range(3, 16))
def test_second_modification_is_unequal_as_to_adversaries_only_with_even_tables(n):
    m = clay(2 * n, 5, "mod2")
    _, ew = hm.compass_seats(m)
    for pair, tables in ew.items():
        against = {t: 0 for t in range(1, n + 1)}
        for rnd, t in zip(m.rounds, tables):
            against[t] += len(rnd.table(t).trays)
        assert (len(set(against.values())) == 1) == (n % 2 == 1)
    assert ("unequal as to adversaries" in m.description) == (n % 2 == 0)


def test_basic_clay_plays_regular_order_for_ns_and_reverse_for_ew():
    """004:601: N-S play the deals in regular order, E-W in reverse order."""
    m = clay(6)
    ns1 = [rnd.table(1).trays[0] for rnd in m.rounds]
    assert ns1 == [1, 2, 5, 6, 3, 4]
    ew4 = [next(t.trays[0] for t in rnd.tables if t.ew == 4) for rnd in m.rounds]
    assert ew4 == [1, 4, 3, 6, 5, 2]


@pytest.mark.parametrize(("args", "words"), [
    ((3,), "4 to 120 pairs"), ((121,), "4 to 120 pairs"), ((12, 3), "basic Clay"),
    ((12, 3, "mod1"), "even number of trays"), ((12, 4, "mod2"), "odd number of trays"),
    ((12, 1, "mod2"), "odd number of trays"), ((12, 1, "mod4"), "at least two"),
    ((12, 0), "whole number"), ((12, 2, "mod5"), "no variant"),
])
def test_clay_refuses_in_words(args, words):
    with pytest.raises(MovementError) as refusal:
        clay(*args)
    assert words in str(refusal.value)


def test_clay_is_registered():
    system = registry.get("clay")
    assert (system.form, system.variants[0], tuple(system.sizes)) == ("pairs", "basic", tuple(range(4, 121)))


# -- Snow -----------------------------------------------------------------------

SEED_SNOW = {2: [4, 6, 8, 10, 12, 16], 3: [9, 12, 15, 18, 21, 24], 4: [16, 20, 24, 28, 32, 36],
             5: [25, 30, 35, 40], 6: [36, 42, 48], 7: [49, 56, 63]}


@pytest.mark.parametrize("n", sorted(SEED_SNOW))
def test_snow_plays_what_the_seed_says_is_possible(n):
    for total in SEED_SNOW[n]:
        m = snow(2 * n, total // n)
        assert (m.trays, len(m.rounds)) == (total, n)
        assert problems(m) == [] and check(m).problems == []
    with pytest.raises(MovementError) as refusal:
        snow(2 * n, n - 1)
    assert f"at least {n} trays" in str(refusal.value)


@pytest.mark.parametrize("n", TABLES)
def test_snow_at_every_table_count(n):
    for pairs in fields(n):
        m = snow(pairs, n)
        assert (m.tables, len(m.rounds), m.trays) == (n, n, n * n)
        assert_compass(m, 1)
        for number, rnd in enumerate(m.rounds):
            whole = set(range(number * n + 1, (number + 1) * n + 1))
            assert all(set(t.trays) == whole for t in rnd.tables)
        assert problems(m) == []
        if n <= 10:
            assert check(m).problems == []


def test_snow_default_serves_the_seeds_sizes_and_refuses_beyond():
    system = registry.get("snow")
    assert tuple(system.sizes) == tuple(range(4, 15))
    for pairs in system.sizes:
        assert registry.generate("snow", pairs).trays == Room(pairs).tables * 7
    with pytest.raises(MovementError) as refusal:
        registry.generate("snow", 15)
    assert "14 pairs (7 tables)" in str(refusal.value)
