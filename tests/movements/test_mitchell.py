"""Mitchell (004:551-599): every table count 3-60, every variant, the seed's printed layouts.

The expectations are worked out here from the seed's words, not from the
generator: the E-W pair that starts at table e meets the N-S pair at table
e + k (k tables further up) as the modification says, every N-S pair plays
every tray once, and so on.  :mod:`movements.check.mitchell` and
:mod:`movements.check` are run over the same movements as a second opinion.
"""

import re
from collections import Counter

import handmade as hm
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from movements import MovementError, registry
from movements.check import check
from movements.check.mitchell import problems
from movements.generators.mitchell.compass import numbered_sets
from movements.generators.mitchell.mitchell import SEED_VARIANTS as VARIANTS, eighth_layout, mitchell

TABLES = range(3, 61)
MODS = [f"mod{i}" for i in range(1, 9)]


def applies(variant: str, n: int) -> bool:
    """Whether the seed's ``variant`` serves ``n`` tables (004:583, 597)."""
    if variant == "standard":
        return True
    if variant == "basic":
        return n % 2 == 1
    if variant == "mod7":
        return n % 3 != 0
    return n % 2 == 0


def offset_meetings(variant: str, n: int, k: int, circuits: int = 2) -> int:
    """How often an E-W pair meets the N-S pair k tables up from where it started."""
    half = n // 2
    if variant == "standard":
        variant = "basic" if n % 2 else "mod1"
    if variant == "basic":
        return 1
    if variant == "mod1":        # plays its first table again at the end, skips the middle one
        return {0: 2, half: 0}.get(k, 1)
    if variant == "mod2":        # stays seated once after half; never reaches the last table
        return {half - 1: 2, n - 1: 0}.get(k, 1)
    if variant == "mod8":
        return circuits
    return 2                     # mods 3-7: twice through, every pair twice


def sets_played(variant: str, n: int, circuits: int = 2) -> int:
    return {"basic": n, "standard": n, "mod1": n, "mod2": n, "mod8": circuits * n}.get(variant, 2 * n)


def assert_mitchell(m, variant: str, pairs: int, k: int, circuits: int = 2) -> None:
    n = (pairs + 1) // 2
    phantom = pairs % 2
    assert (m.system, m.form, m.entrants, m.tables, m.variant) == ("mitchell", "pairs", pairs, n, variant)
    assert len(m.rounds) == sets_played(variant, n, circuits)      # one tray set a round
    assert m.trays == sets_played(variant, n, circuits) * k
    ns, ew = hm.compass_seats(m)
    # Numbering: N-S pair t at table t, the missing pair in the N-S seat of the last table,
    # E-W pairs after the N-S pairs by their first table.
    assert ns == {t: (None if phantom and t == n else t) for t in range(1, n + 1)}
    assert {pair: tables[0] for pair, tables in ew.items()} == {n - phantom + e: e for e in range(1, n + 1)}
    for pair, tables in ew.items():
        start = tables[0]
        met = Counter((t - start) % n for t in tables)
        assert [met[k_] for k_ in range(n)] == [offset_meetings(variant, n, k_, circuits) for k_ in range(n)]
    # Every tray: once to every N-S pair, at most once to every E-W pair, all but the sit-outs.
    played: dict[int, list[int]] = {}
    for rnd in m.rounds:
        assert len(rnd.idle) == phantom and (rnd.table(n).ew is None or not phantom)
        for t in rnd.tables:
            assert len(t.trays) == k
            if t.played:
                played.setdefault(t.ns, []).extend(t.trays)
                played.setdefault(t.ew, []).extend(t.trays)
    for pair, trays in played.items():
        assert len(set(trays)) == len(trays), f"pair {pair} plays a tray twice"
        sat_out = sum(1 for rnd in m.rounds if pair in rnd.idle)
        assert len(trays) == m.trays - sat_out * k        # N-S pairs never sit out: every tray


def second_opinions(m) -> None:
    assert problems(m) == []
    assert check(m).problems == []


def fields(n: int) -> tuple[int, ...]:
    """Pair counts for n tables: full and with a missing pair up to 30 tables, then one of them."""
    return (2 * n, 2 * n - 1) if n <= 30 else (2 * n - n // 2 % 2,)


@pytest.mark.parametrize("n", TABLES)
def test_every_table_count_and_variant(n):
    for variant in VARIANTS:
        for pairs in fields(n):
            if not applies(variant, n):
                with pytest.raises(MovementError):
                    mitchell(pairs, 1, variant)
                continue
            m = mitchell(pairs, 1, variant)
            assert_mitchell(m, variant, pairs, 1)
            assert problems(m) == []
            if n <= 12:
                assert check(m).problems == []


@settings(max_examples=40, deadline=None)
@given(n=st.integers(3, 60), variant=st.sampled_from(VARIANTS), k=st.integers(1, 4),
       odd=st.booleans())
def test_any_size_variant_and_trays_per_round(n, variant, k, odd):
    if not applies(variant, n):
        return
    pairs = 2 * n - odd
    m = mitchell(pairs, k, variant)
    assert_mitchell(m, variant, pairs, k)
    second_opinions(m)


def test_registered_with_every_size():
    system = registry.get("mitchell")
    assert system.form == "pairs"
    assert tuple(system.sizes) == tuple(range(5, 121))
    assert system.variants[0] == "standard" and set(MODS) < set(system.variants)
    assert registry.generate("mitchell", 16).description.startswith("Mitchell, first modification")
    assert registry.generate("mitchell", 14).description.startswith("Mitchell, basic movement")


def test_the_seeds_example_five_tables_four_deals_each():
    """004:561: ten pairs at five tables, four deals at each table, twenty in all."""
    m = mitchell(10, 4)
    assert (m.tables, len(m.rounds), m.trays, m.variant) == (5, 5, 20, "standard")
    assert [t.trays for t in m.rounds[0].tables] == [(1, 2, 3, 4), (5, 6, 7, 8), (9, 10, 11, 12),
                                                      (13, 14, 15, 16), (17, 18, 19, 20)]
    # E-W move up one table, trays down one.
    second = m.rounds[1]
    assert [t.ew for t in second.tables] == [10, 6, 7, 8, 9]
    assert [t.trays[0] for t in second.tables] == [5, 9, 13, 17, 1]


# -- the eighth modification's printed layouts (004:599) ----------------------------

SEED_16 = {1: [1], 2: [2], 3: [3], 4: [4, 5], 5: [6], 6: [7], 7: [8], 8: list(range(9, 17))}
SEED_24 = {**SEED_16, 8: list(range(9, 25))}


def starting_layout(m) -> dict[int, list[int]]:
    """The trays each table holds at the start: those it plays before any tray
    that has already been at another table."""
    seen_at: dict[int, int] = {}
    layout: dict[int, list[int]] = {t: [] for t in range(1, m.tables + 1)}
    open_ = set(layout)
    for rnd in m.rounds:
        for t in rnd.tables:
            for tray in t.trays:
                if t.table in open_:
                    if tray in seen_at and seen_at[tray] != t.table:
                        open_.discard(t.table)
                    else:
                        layout[t.table].append(tray)
        for t in rnd.tables:
            for tray in t.trays:
                seen_at.setdefault(tray, t.table)
    return layout


@pytest.mark.parametrize(("circuits", "seed"), [(2, SEED_16), (3, SEED_24)])
def test_eighth_modification_reproduces_the_printed_layouts(circuits, seed):
    stacks = numbered_sets(eighth_layout(8, circuits), 1)
    for table, trays in seed.items():
        assert [s[0] for s in stacks[table - 1]] == trays, f"table {table}"
    m = mitchell(16, 1, "mod8", circuits=circuits)
    layout = starting_layout(m)
    for table, trays in seed.items():
        assert layout[table] == trays, f"table {table}"
    assert m.trays == 8 * circuits and len(m.rounds) == 8 * circuits
    assert_mitchell(m, "mod8", 16, 1, circuits)
    second_opinions(m)


@pytest.mark.parametrize("n", range(4, 61, 2))
def test_eighth_layout_at_every_even_size(n):
    """Two tables half the room apart get an odd number of extra trays each (004:599)."""
    for circuits in (2, 3, 4):
        counts = eighth_layout(n, circuits)
        extra = {t + 1: c - 1 for t, c in enumerate(counts) if c > 1}
        assert set(extra) == {n // 2, n}
        assert all(c % 2 == 1 for c in extra.values())
        assert sum(counts) == circuits * n
    m = mitchell(2 * n, 1, "mod8", circuits=3)
    assert_mitchell(m, "mod8", 2 * n, 1, 3)
    assert problems(m) == []


# -- refusals -------------------------------------------------------------------------

def numbers(message: str) -> set[int]:
    return {int(x) for x in re.findall(r"\d+", message)}


@pytest.mark.parametrize("n", range(4, 61, 2))
def test_basic_with_even_tables_names_the_modifications_that_work(n):
    with pytest.raises(MovementError) as refusal:
        mitchell(2 * n, 2, "basic")
    text = str(refusal.value)
    named = set(re.findall(r"mod\d", text))
    assert named == {m for m in MODS if applies(m, n)}
    assert f"{2 * (n - 1)} pairs ({n - 1} tables)" in text


@pytest.mark.parametrize("n", range(3, 61, 3))
def test_seventh_modification_refuses_tables_divisible_by_three(n):
    with pytest.raises(MovementError) as refusal:
        mitchell(2 * n, 2, "mod7")
    text = str(refusal.value)
    assert "divisible by three" in text
    if n > 3:
        assert f"{2 * (n - 1)} pairs ({n - 1} tables)" in text
    if n < 60:
        assert f"{2 * n + 1} pairs ({n + 1} tables)" in text


def test_seventh_modification_also_serves_odd_tables_not_divisible_by_three():
    for n in (5, 7, 11, 13):
        second_opinions(mitchell(2 * n, 2, "mod7"))


@pytest.mark.parametrize("variant", [m for m in MODS if m != "mod7"])
def test_even_modifications_refuse_odd_tables_naming_even_sizes(variant):
    with pytest.raises(MovementError) as refusal:
        mitchell(14, 2, variant)
    text = str(refusal.value)
    assert "even number of tables" in text
    assert "12 pairs (6 tables)" in text and "15 pairs (8 tables)" in text


@pytest.mark.parametrize(("args", "words"), [
    ((4,), "5 to 120 pairs"), ((121,), "5 to 120 pairs"), (("12",), "whole number"),
    ((12.0,), "whole number"), ((True,), "whole number"), ((12, 0), "trays per round"),
    ((12, -2), "trays per round"), ((12, "2"), "trays per round"), ((12, 2, "mod9"), "no variant"),
    ((16, 2, "mod1", 3), "eighth modification"), ((16, 2, "mod8", 1), "at least twice"),
])
def test_bad_requests_are_refused_in_words(args, words):
    with pytest.raises(MovementError) as refusal:
        mitchell(*args)
    assert words in str(refusal.value)


def test_registry_refuses_unknown_variant():
    with pytest.raises(MovementError):
        registry.generate("mitchell", 12, variant="mod0")
