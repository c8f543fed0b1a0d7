"""The site's URL map and one view that fails: the 500 page under test (tests/app/test_error_pages.py)."""

from django.urls import path

from config.urls import urlpatterns as site


def fails(request):
    raise RuntimeError("a bug, SECRET_KEY and all, that must never reach the page")


urlpatterns = [*site, path("fails/", fails)]
