"""With debugging off (as `make run` and a site serve), every error is the site's own plain page,
styled like the rest: never a traceback, a setting or the URL map."""

import pytest
from django.test import Client
from django.urls import reverse

from app_fixtures import make_event

pytestmark = pytest.mark.django_db
DJANGO_DEBUG_MARKS = ("Traceback", "Using the URLconf", "Request Method:", "SECRET_KEY",
                      "DEBUG = True", "a bug")


def _plain(response, status: int, heading: str) -> str:
    assert response.status_code == status
    page = response.content.decode()
    assert f"<h1>{heading}</h1>" in page
    assert 'href="/static/css/site.css"' in page                  # the site's own look
    for mark in DJANGO_DEBUG_MARKS:
        assert mark not in page, mark
    return page


def test_debugging_is_off_here(settings):
    assert settings.DEBUG is False


def test_404(client):
    _plain(client.get("/no/such/page/"), 404, "There is no such page")


def test_400_for_a_host_the_site_does_not_serve(client):
    _plain(client.get("/", HTTP_HOST="evil.example"), 400, "The site could not read that request")


def test_403_for_another_clubs_event(director_client, other_club):
    event = make_event(other_club)
    _plain(director_client.get(reverse("director:event", args=[event.pk])), 403,
           "That page is not yours to see")


def test_403_for_a_form_without_its_csrf_token():
    client = Client(enforce_csrf_checks=True)
    _plain(client.post(reverse("login"), {"username": "x", "password": "y"}), 403,
           "That form had expired")


@pytest.mark.urls("tests.app.error_urls")
def test_500():
    client = Client(raise_request_exception=False)
    _plain(client.get("/fails/"), 500, "Something went wrong on the site")


def test_413(client):
    _plain(client.generic("POST", "/accounts/login/", b"", CONTENT_LENGTH=str(10**9)), 413,
           "The site did not read that request")
