"""``/healthz``: the smallest answer the site gives, for a monitor and as bench/site.py's floor.

No database, no session, no template: it says the application is up and serving,
and what a request costs through nginx and gunicorn before any work of its own.
"""

from django.http import HttpResponse
from django.urls import path


def healthz(request):
    return HttpResponse("ok\n", content_type="text/plain; charset=utf-8")


urlpatterns = [path("healthz", healthz, name="healthz")]
