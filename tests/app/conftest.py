"""Fixtures for the application tests (clubs and directors come from tests/conftest.py)."""

import pytest

from app_fixtures import seated


@pytest.fixture
def mitchell_event(club):
    return seated(club, "mitchell", 10, trays_per_round=2)
