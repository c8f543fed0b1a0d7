"""suggest(): the systems that fit a field, best first, on hand-made and on real systems."""

import importlib

import handmade as hm
import pytest

from movements import registry
from movements.check import check
from movements.errors import MovementError
from movements.suggest import Choice, nearest_sizes, suggest

# The module, not the function the package may export under the same name.
suggest_module = importlib.import_module("movements.suggest")




def names(choices):
    return [(c.system, c.variant) for c in choices]


def test_lists_every_system_and_variant_that_fits(handmade_systems):
    choices = suggest("pairs", 6)
    assert sorted(names(choices)) == [("test-fixed", None), ("test-howell", None),
                                      ("test-mitchell", "a"), ("test-mitchell", "b")]
    assert all(isinstance(c, Choice) and c.entrants == 6 for c in choices)


def test_best_first(handmade_systems):
    """Howell (balance 1 round, 25 trays) before the fixed Howell (20 trays), before
    the Mitchell (balance 1.5 rounds)."""
    choices = suggest("pairs", 6)
    assert names(choices) == [("test-howell", None), ("test-fixed", None),
                              ("test-mitchell", "a"), ("test-mitchell", "b")]
    assert choices == sorted(choices, key=suggest_module._rank)


def test_the_figures(handmade_systems):
    howell = suggest("pairs", 6)[0]
    assert (howell.title, howell.tables, howell.rounds) == ("Hand-made Howell", 3, 5)
    assert (howell.trays_per_round, howell.trays) == (5, 25)      # nearest a 24-28 tray evening
    assert howell.balance == 1.0 and howell.idle == 0
    assert howell.note == "every pair meets every other"
    assert howell.movement().trays == 25
    assert check(howell.movement()).ok


def test_a_variant_that_refuses_is_left_out(handmade_systems):
    assert names(suggest("pairs", 10)) == [("test-mitchell", "a")]


def test_fixed_schedules_only_at_their_size(handmade_systems):
    assert ("test-fixed", None) not in names(suggest("pairs", 4))
    assert suggest("pairs", 6)[1].trays_per_round == 4            # never re-sized


def test_limits(handmade_systems):
    short = suggest("pairs", 6, max_rounds=4)
    assert names(short) == [("test-mitchell", "a"), ("test-mitchell", "b")]
    few = suggest("pairs", 6, max_trays=12)       # the Howell needs 3 trays a round: 15
    assert names(few) == [("test-mitchell", "a"), ("test-mitchell", "b")]
    assert [(c.trays_per_round, c.trays) for c in few] == [(4, 12), (4, 12)]
    assert suggest("pairs", 6, max_trays=2) == []


def test_sit_outs_rank_first(handmade_systems, monkeypatch):
    def with_a_sit_out(entrants, trays_per_round=2):
        return hm.howell5()
    systems = dict(registry.systems())
    systems["test-phantom"] = registry.System("test-phantom", "pairs", "Phantom", with_a_sit_out,
                                              sizes=(6,), fixed=True)
    monkeypatch.setattr(registry, "SYSTEMS", systems)
    choices = suggest("pairs", 6)
    assert choices[-1].system == "test-phantom" and choices[-1].idle == 1


def test_other_forms(handmade_systems):
    assert names(suggest("teams", 5)) == [("test-teams", None)]
    assert suggest("individuals", 8) == []


def test_bad_form(handmade_systems):
    with pytest.raises(MovementError, match="form must be one of pairs, teams, individuals"):
        suggest("quartets", 8)


def test_nearest_sizes(handmade_systems):
    assert nearest_sizes("pairs", 8) == [6, 10]
    assert nearest_sizes("pairs", 2) == [4]
    assert nearest_sizes("pairs", 20) == [14]
    assert nearest_sizes("individuals", 8) == []


def test_generated_movements_are_cached(handmade_systems, monkeypatch):
    calls = []
    real = registry.generate

    def counting(*args, **kwargs):
        calls.append(args)
        return real(*args, **kwargs)

    monkeypatch.setattr(registry, "generate", counting)
    first = suggest("pairs", 6)
    made = len(calls)
    assert made > 0
    assert suggest("pairs", 6) == first
    assert len(calls) == made


# -- the real systems ----------------------------------------------------------------

def test_eleven_pairs_see_every_system_that_serves_them():
    serving = {s.name for s in registry.systems().values() if s.form == "pairs" and 11 in s.sizes}
    choices = suggest("pairs", 11)
    assert {c.system for c in choices} == serving
    for choice in choices:
        assert check(choice.movement()).ok


@pytest.mark.parametrize("form", ["pairs", "teams", "individuals"])
def test_every_real_system_is_suggested_at_its_smallest_size(form):
    for system in registry.systems().values():
        if system.form == form:
            size = min(system.sizes)
            assert system.name in {c.system for c in suggest(form, size)}, (system.name, size)


def test_a_variant_that_stands_for_another_is_not_listed_twice():
    # Mitchell's "standard" is mod1 at an even number of tables: one row, not two
    choices = suggest("pairs", 16)
    assert ("mitchell", "mod1") in names(choices)
    assert ("mitchell", "standard") not in names(choices)


def test_an_option_the_system_does_not_take_is_refused():
    with pytest.raises(MovementError, match="howell-pairs has no option 'circuits'"):
        registry.generate("howell-pairs", 8, circuits=3)
    assert registry.generate("mitchell", 16, 1, "mod8", circuits=3).trays == 24
