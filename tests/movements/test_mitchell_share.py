"""The relay and bye stand and the twin Mitchell (shared trays): every size, every trays a round.

Expectations are worked out here from the bridge literature's words, not from
the generator: tables 1 and N share a set, the bye stand between N/2 and N/2 + 1
holds the one set nobody plays, every E-W pair meets every N-S pair once, the
twin Mitchell's halves use half the trays each.  The checker must accept every
one and name each way of breaking them.
"""

from collections import Counter
from dataclasses import replace

import handmade as hm
import pytest

from movements import MovementError, registry
from movements.check import check
from movements.check.mitchell import problems
from movements.cli import main
from movements.generators.mitchell.mitchell import mitchell
from movements.suggest import suggest

RELAY, SHARE = "relay-bye-stand", "share"
EVEN = range(4, 61, 2)
TWIN = [n for n in EVEN if n % 4 == 2]


def meetings(m):
    """(E-W pair, table) -> times met; the N-S pair of each table never changes."""
    m = hm.sit_out_opposite(m)
    ns = {t.table: t.ns for t in m.rounds[0].tables}
    assert all(t.ns == ns[t.table] for r in m.rounds for t in r.tables)
    return Counter((t.ew, t.table) for r in m.rounds for t in r.tables)


def assert_shared(m, n, k, groups):
    """Each group plays one set a round, each tray in a different slot; nobody else has it."""
    for r in m.rounds:
        for group in groups:
            sets = [r.table(t).trays for t in group]
            assert len({frozenset(s) for s in sets}) == 1 and len(sets[0]) == k
            assert all(len({s[i] for s in sets}) == len(sets) for i in range(k))
        holders = Counter(x for t in r.tables for x in t.trays)
        grouped = {t for g in groups for t in g}
        for t in r.tables:
            if t.table not in grouped:
                assert all(holders[x] == 1 for x in t.trays)


@pytest.mark.parametrize("n", EVEN)
@pytest.mark.parametrize("k", [2, 3, 4])
def test_relay_and_bye_stand_at_every_even_size(n, k):
    for pairs in (2 * n, 2 * n - 1):
        m = mitchell(pairs, k, RELAY)
        assert (m.tables, len(m.rounds), m.trays) == (n, n, n * k)
        met = meetings(m)
        assert set(met.values()) == {1} and len(met) == n * n
        assert m.extra == {"shared_sets": [[1, n]], "bye_stand": [n // 2, n // 2 + 1]}
        assert_shared(m, n, k, [[1, n]])
        for r in m.rounds:                    # one set rests on the bye stand, n - 1 at the tables
            assert len({x for t in r.tables for x in t.trays}) == (n - 1) * k
        first = m.rounds[0]                   # sets 1..N/2, the next on the bye stand, the rest
        assert [first.table(t).trays[0] for t in range(1, n)] == \
            [(s - 1) * k + 1 for s in list(range(1, n // 2 + 1)) + list(range(n // 2 + 2, n + 1))]
        assert check(m).problems == [], (n, pairs, k)


@pytest.mark.parametrize("n", TWIN)
@pytest.mark.parametrize("k", [2, 3, 4])
def test_twin_mitchell_at_every_size_it_serves(n, k):
    half = n // 2
    for pairs in (2 * n, 2 * n - 1):
        m = mitchell(pairs, k, SHARE)
        assert (m.tables, len(m.rounds), m.trays) == (n, n, n * k)
        assert set(meetings(m).values()) == {1}
        groups = [[t, t + half] for t in range(1, half + 1)]
        assert m.extra == {"shared_sets": groups}
        assert_shared(m, n, k, groups)
        early = {x for r in m.rounds[:half] for t in r.tables for x in t.trays}
        assert early == set(range(1, half * k + 1))        # half the trays in play at a time
        assert check(m).problems == [], (n, pairs, k)


@pytest.mark.parametrize("n", range(3, 61))
def test_refusals_name_what_works(n):
    for variant, serves in ((RELAY, n % 2 == 0), (SHARE, n % 4 == 2)):
        if serves:
            with pytest.raises(MovementError, match="2 trays a round or more"):
                mitchell(2 * n, 1, variant)
            continue
        with pytest.raises(MovementError) as refusal:
            mitchell(2 * n, 2, variant)
        assert "nearest sizes that work" in str(refusal.value)
        assert ("basic Mitchell" in str(refusal.value)) == (n % 2 == 1)


def test_the_registry_the_cli_list_and_suggest_offer_them(capsys):
    assert {RELAY, SHARE} < set(registry.get("mitchell").variants)
    assert main(["mitchell", "--pairs", "16", "--variant", RELAY]) == 0
    out = capsys.readouterr().out
    assert "bye stand stands between Tables 4 and 5" in out and "On the bye stand: trays 9, 10" in out and "Tables 1 and 8 share" in out
    assert main(["mitchell", "--tables", "10", "--variant", SHARE, "--json"]) == 0
    assert '"shared_sets"' in capsys.readouterr().out
    assert main(["list"]) == 0
    assert RELAY in capsys.readouterr().out
    assert (("mitchell", RELAY) in {(c.system, c.variant) for c in suggest("pairs", 16)})
    twelve = {(c.system, c.variant) for c in suggest("pairs", 12)}
    assert {("mitchell", RELAY), ("mitchell", SHARE)} <= twelve
    assert main(["mitchell", "--pairs", "16", "--variant", SHARE]) == 2
    assert "relay and bye stand" in capsys.readouterr().err


# -- the checker names every break ---------------------------------------------------

def with_table(m, index, table, **fields):
    rnd = m.rounds[index]
    tables = tuple(replace(t, **fields) if t.table == table else t for t in rnd.tables)
    rounds = list(m.rounds)
    rounds[index] = replace(rnd, tables=tables)
    return replace(m, rounds=tuple(rounds))


def swap(m, index, a, b, field):
    rnd = m.rounds[index]
    va, vb = getattr(rnd.table(a), field), getattr(rnd.table(b), field)
    return with_table(with_table(m, index, a, **{field: vb}), index, b, **{field: va})


def says(m, *words):
    found = problems(m)
    assert any(all(w in p for w in words) for p in found), "\n".join(found) or "no problems"


@pytest.mark.parametrize("variant, n", [(RELAY, 8), (RELAY, 4), (SHARE, 10), (SHARE, 6)])
def test_any_swap_of_two_tables_in_any_round_is_caught(variant, n):
    m = mitchell(2 * n, 2, variant)
    for index in range(n):
        for a in range(1, n + 1):
            for b in range(a + 1, n + 1):
                for field in ("ew", "trays"):
                    broken = swap(m, index, a, b, field)
                    if field == "trays" and {frozenset(broken.rounds[index].table(t).trays)
                                             for t in (a, b)} == {frozenset(m.rounds[index].table(a).trays)}:
                        continue                  # the two sharing tables only swapped who starts
                    assert problems(broken) or check(broken).problems, (index, a, b, field)


def test_relay_breaks_are_named():
    m = mitchell(16, 2, RELAY)
    says(replace(m, extra={"shared_sets": [[1, 8]]}), "bye stand should be declared")
    says(replace(m, extra={**m.extra, "shared_sets": [[1, 2]]}), "declared as [[1, 8]]")
    # table 8 plays the bye-stand set instead of sharing table 1's
    says(with_table(m, 2, 8, trays=(9, 10)), "tray 9 is at tables")
    # the set that should rest is played at table 5 again
    says(with_table(m, 1, 5, trays=m.rounds[0].table(5).trays), "bye stand")
    says(replace(m, rounds=m.rounds[:-1]), "takes 8 rounds")
    says(replace(m, variant=SHARE), "two halves of an odd number")


def test_twin_breaks_are_named():
    m = mitchell(20, 2, SHARE)
    says(replace(m, extra={}), "declared as [[1, 6], [2, 7], [3, 8], [4, 9], [5, 10]]")
    # the second half re-uses a tray of the first
    old = with_table(with_table(m, 5, 1, trays=(1, 2)), 5, 6, trays=(2, 1))
    assert problems(old)
    says(old, "both halves of the evening")
    # an E-W pair crossing early
    says(swap(m, 2, 1, 6, "ew"), "one half of the room")
    relay = replace(mitchell(20, 2, RELAY), variant=SHARE)
    says(relay, "declared as")


@pytest.mark.parametrize("variant", [RELAY, SHARE])
def test_any_movement_under_these_labels_gets_sentences_not_a_crash(variant):
    """Other variants, cut short, with the keys missing or malformed: the answer is words."""
    extras = [{}, {"shared_sets": "x"}, {"shared_sets": [[1]], "bye_stand": [1]},
              {"shared_sets": [[1, "a"]], "bye_stand": None}]
    for source, pairs in (("basic", 13), ("mod1", 16), (RELAY, 15), (SHARE, 20), ("mod8", 12)):
        m = mitchell(pairs, 2, source)
        for cut in range(1, len(m.rounds) + 1, 3):
            for extra in extras + [m.extra]:
                found = problems(replace(m, variant=variant, rounds=m.rounds[:cut], extra=extra))
                assert all(isinstance(p, str) and p for p in found)
                if source == variant and cut == len(m.rounds) and extra == m.extra:
                    assert found == []
                else:
                    assert found, (source, cut, extra)
