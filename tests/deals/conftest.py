"""Fixtures for the deals tests: a club, its director, and a small seated event."""

import datetime

import pytest
from django.contrib.auth import get_user_model

import movements
from tournament.evening import entrants, lifecycle
from tournament.models import Club, Event


@pytest.fixture
def club(db):
    return Club.objects.create(name="Put-in-Bay Whist Club", slug="put-in-bay")


@pytest.fixture
def director_client(client, club):
    user = get_user_model().objects.create_user("barney")
    club.directors.add(user)
    client.force_login(user)
    return client


@pytest.fixture
def event(club):
    """Six pairs in a Mitchell of three tables, one tray a round: three trays."""
    event = Event.objects.create(club=club, name="Tuesday compass", date=datetime.date(1897, 7, 5))
    entrants.replace_entrants(event, entrants.parse(
        "pairs", "\n".join(f"North{n} & South{n}" for n in range(1, 7))))
    return lifecycle.seat(event, movements.generate("mitchell", 6, trays_per_round=1), "barney")
