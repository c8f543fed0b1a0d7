"""Fixtures for the movement tests."""

import importlib

import handmade as hm
import pytest

from movements import registry

suggest_module = importlib.import_module("movements.suggest")


@pytest.fixture
def handmade_systems(monkeypatch):
    """Only the hand-built toy systems are registered, with suggest's caches emptied around.
    The real ones are loaded first: loaded later, they would register among the toys (and
    be missing from the real registry afterwards), as when this module's tests run alone."""
    registry.systems()
    monkeypatch.setattr(registry, "SYSTEMS", hm.systems())
    suggest_module._choice.cache_clear()
    suggest_module._generate.cache_clear()
    yield
    suggest_module._choice.cache_clear()
    suggest_module._generate.cache_clear()
