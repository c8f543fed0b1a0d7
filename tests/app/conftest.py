"""Fixtures for the application tests: clubs, directors, and seated events."""

import pytest
from django.contrib.auth import get_user_model

from app_fixtures import PASSWORD, seated
from tournament.models import Club



@pytest.fixture
def club(db):
    return Club.objects.create(name="Put-in-Bay Whist Club", slug="put-in-bay")


@pytest.fixture
def other_club(db):
    return Club.objects.create(name="Utica Whist Club", slug="utica")


def _director(username, club):
    user = get_user_model().objects.create_user(username, password=PASSWORD)
    club.directors.add(user)
    return user


@pytest.fixture
def director(club):
    return _director("barney", club)


@pytest.fixture
def other_director(other_club):
    return _director("foster", other_club)


@pytest.fixture
def director_client(client, director):
    client.force_login(director)
    return client


@pytest.fixture
def mitchell_event(club):
    return seated(club, "mitchell", 10, trays_per_round=2)
