"""Turns :class:`tournament.access.LoginRequired` into a redirect to the login page."""

from .access import LoginRequired


class LoginRequiredMiddleware:
    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        return self.get_response(request)

    def process_exception(self, request, exception):
        if isinstance(exception, LoginRequired):
            return exception.response
        return None
