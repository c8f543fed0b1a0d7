"""Exceptions a view lets through that are not bugs: a login to ask for, a refusal to explain.

:class:`tournament.access.LoginRequired` becomes a redirect to the login page;
any :class:`tournament.errors.UserError` a page did not handle itself becomes
a page that says why, with the HTTP status its code decides.
"""

from django.shortcuts import render

from .access import LoginRequired
from .errors import UserError, http_status


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
        return None
