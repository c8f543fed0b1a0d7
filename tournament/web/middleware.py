"""Exceptions a view lets through that are not bugs: a login to ask for, a refusal to explain.

:class:`tournament.web.access.LoginRequired` becomes a redirect to the login page;
any :class:`tournament.errors.UserError` a page did not handle itself becomes
a page that says why, with the HTTP status its code decides; a database
connection lost in the middle of a request (the server restarted, the
connection was cut) becomes 503 "send it again", never a 500: the request's
transaction was rolled back, and the table API's resubmission is harmless.
"""

import logging

from django.db import InterfaceError, OperationalError
from django.http import HttpResponse, JsonResponse
from django.shortcuts import render

from tournament.web.access import LoginRequired
from tournament.errors import UserError, http_status


class LoginRequiredMiddleware:
    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        return self.get_response(request)

    def process_exception(self, request, exception):
        if isinstance(exception, LoginRequired):
            return exception.response
        if isinstance(exception, UserError):
            return render(request, "refused.html", {"error": exception}, status=http_status(exception))
        if isinstance(exception, (OperationalError, InterfaceError)):
            return database_lost(request, exception)
        return None


LOST = "The server lost its database connection for a moment; nothing was stored. Please send it again."


def database_lost(request, exception):
    """503 with a message a person (JSON for the table API) or a phone's outbox can act on."""
    first_line = str(exception).splitlines()[0] if str(exception) else type(exception).__name__
    logging.getLogger("django.request").warning("Database connection lost: %s (%s)", request.path, first_line)
    if request.path.startswith("/api/"):
        response = JsonResponse({"error": LOST}, status=503)
    else:
        response = HttpResponse(LOST, content_type="text/plain; charset=utf-8", status=503)
    response["Retry-After"] = "1"
    return response
