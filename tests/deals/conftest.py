"""Fixtures for the deals pages: a club, its director, a small seated event, and the URLs.

The lead mounts ``tournament.deals.urls`` in the site's URL map; until that is
in place these tests mount it themselves, exactly where the site will.
"""

import datetime
import types

import pytest
from django.contrib.auth import get_user_model
from django.urls import NoReverseMatch, include, path, reverse

from tournament.models import Club, Event


def _test_urlconf():
    from django.contrib.auth import views as auth_views

    from tournament.deals.urls import director_urlpatterns, public_urlpatterns
    from tournament.urls import director, public

    module = types.ModuleType("deals_test_urls")
    module.urlpatterns = [
        path("", include((public.urlpatterns + [path(
            "clubs/<slug:club>/events/<int:event_id>/deals/", include(public_urlpatterns))], "public"))),
        path("director/", include((director.urlpatterns + [path(
            "events/<int:event_id>/deals/", include(director_urlpatterns))], "director"))),
        path("accounts/login/", auth_views.LoginView.as_view(), name="login"),
        path("accounts/logout/", auth_views.LogoutView.as_view(), name="logout"),
    ]
    return module


@pytest.fixture
def deals_urls(settings):
    try:
        reverse("director:deals-home", args=[1])
    except NoReverseMatch:
        settings.ROOT_URLCONF = _test_urlconf()


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
    import movements
    from tournament import entrants
    from tournament.seating import seat_event

    event = Event.objects.create(club=club, name="Tuesday compass", date=datetime.date(1897, 7, 5))
    entrants.replace_entrants(event, entrants.parse(
        "pairs", "\n".join(f"North{n} & South{n}" for n in range(1, 7))))
    return seat_event(event, movements.generate("mitchell", 6, trays_per_round=1))
