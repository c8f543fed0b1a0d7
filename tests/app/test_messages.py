"""Messages are made when first used (tournament/web/messages.py): a request that shows or
adds none stores none, and one added on a step shows on the next page, as with Django's own."""

import pytest
from django.contrib import messages
from django.contrib.sessions.middleware import SessionMiddleware
from django.http import HttpResponse
from django.test import RequestFactory
from django.utils.functional import empty

from tournament.web.messages import LazyMessageMiddleware

pytestmark = pytest.mark.django_db


def _through(view, request):
    return SessionMiddleware(LazyMessageMiddleware(view))(request)


def test_a_request_that_uses_no_message_makes_no_storage():
    request = RequestFactory().get("/healthz")
    response = _through(lambda r: HttpResponse("ok"), request)
    assert response.status_code == 200 and "messages" not in response.cookies
    assert request._messages._wrapped is empty          # never made


def test_a_message_added_is_stored_and_shown_on_the_next_request_only():
    def add(request):
        messages.success(request, "Round closed.")
        return HttpResponse("ok")

    def show(request):
        shown.append([str(m) for m in messages.get_messages(request)])
        return HttpResponse("ok")

    stored = _through(add, RequestFactory().get("/")).cookies["messages"].value
    shown: list[list[str]] = []
    after = _through(show, _with_cookie(stored)).cookies["messages"]
    assert shown == [["Round closed."]]
    assert after.value == "" and after["max-age"] == 0     # shown once: the browser drops it


def _with_cookie(value: str):
    request = RequestFactory().get("/")
    request.COOKIES["messages"] = value
    return request
