"""The standings and recap pages ask the database the same number of questions at any size
(issue 16): a 60-table event must not cost a query a result, a pair or a tray."""

import pytest
from django.core.cache import cache
from django.db import connection
from django.test.utils import CaptureQueriesContext
from django.urls import reverse

from app_fixtures import seated, store_played
from tournament.models import Event
from tournament.seated import movement_of

PAGES = [("director:standings", "director"), ("director:recap", "director"),
         ("public:event", "public"), ("public:recap", "public")]


def played(club, pairs: int) -> Event:
    event = seated(club, "mitchell", pairs, trays_per_round=2)
    movement = movement_of(event)
    store_played(event, movement, event.method, len(movement.rounds), 7, Event.Status.PUBLISHED)
    event.refresh_from_db()
    return event


def queries(client, event: Event, name: str, audience: str, kept: bool) -> int:
    """The queries of one request for the page; ``kept``: its body is already in the cache."""
    args = [event.pk] if audience == "director" else [event.club.slug, event.pk]
    url = reverse(name, args=args)
    if kept:
        client.get(url)
    else:
        cache.clear()
    with CaptureQueriesContext(connection) as captured:
        response = client.get(url)
    assert response.status_code == 200
    return len(captured)


@pytest.mark.parametrize("name,audience", PAGES)
@pytest.mark.parametrize("kept", [False, True], ids=["rendered", "kept"])
def test_queries_do_not_grow_with_the_event(director_client, club, name, audience, kept):
    small, large = played(club, 8), played(club, 30)
    assert large.results.count() > 5 * small.results.count()
    assert queries(director_client, small, name, audience, kept) == \
        queries(director_client, large, name, audience, kept)


def test_a_kept_page_changes_with_a_correction(director_client, club):
    """The body is kept per version of the results: a corrected result shows at once."""
    event = played(club, 8)
    url = reverse("director:recap", args=[event.pk])
    before = director_client.get(url).content
    result = event.results.filter(ns__isnull=False).order_by("pk").first()
    result.ns = 13 if result.ns != 13 else 0
    result.save()
    after = director_client.get(url).content
    assert after != before
    assert f"<td class=\"num\">{result.ns} </td>" in after.decode()
