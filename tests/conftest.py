"""Fixtures every test folder shares: clubs, their directors, and a real browser.

The browser tests' screenshots: see :func:`tests.realparts.screenshot`.
"""

import pytest
from django.contrib.auth import get_user_model
from django.db import connections

from tests.app.app_fixtures import PASSWORD
from tests.realparts import chromium_path, require
from tournament.models import Club

CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking",
                 "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-quic"]


@pytest.fixture(autouse=True)
def _empty_cache():
    """Each test starts with an empty cache (the local-memory one lives as long as the process):
    nothing one test kept, a page or a count of requests, is found by another.  A Redis named
    by REDIS_URL is left alone: its keys carry the events' creation times.  The worker's own
    copies of seated movements (the ``seated`` cache) are always emptied."""
    from django.conf import settings
    from django.core.cache import cache, caches

    if settings.CACHES["default"]["BACKEND"].endswith("LocMemCache"):
        cache.clear()
    caches["seated"].clear()


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
def browser(monkeypatch):
    """Debian's chromium, headless, through Playwright (never a downloaded browser)."""
    path = chromium_path()
    require(path is not None, "chromium (apt-get install chromium)")
    # Playwright's sync API runs an event loop; the test's own ORM calls stay synchronous.
    monkeypatch.setenv("DJANGO_ALLOW_ASYNC_UNSAFE", "true")
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=path, headless=True, args=CHROMIUM_ARGS)
        yield browser
        browser.close()
        # While the loop runs, Django keeps this test's connections apart from the
        # thread's usual ones: close them here, or they outlive the test database.
        connections.close_all()
