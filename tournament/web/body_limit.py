"""Request bodies over the site's limit are refused before anything reads them.

``settings.WHIST_MAX_BODY`` (bytes; ``WHIST_MAX_BODY`` in the environment, 10 MB
by default) bounds every request, the anonymous login page's included.  This
middleware comes first, before anything (the CSRF check, a form) reads
``request.POST`` or ``request.FILES``: a body whose announced length is over the
limit gets 413 and is never read.  A body without an announced length (chunked)
is refused with 411: Django reads no more of a body than its announced length,
so such a body would be dropped unread anyway, and the client is told so rather
than given a form that seems empty.  The table API answers in JSON, as it always
does; people get the site's own page.
"""

from __future__ import annotations

from django.conf import settings
from django.http import JsonResponse
from django.shortcuts import render
from django.template.defaultfilters import filesizeformat


class BodyLimitMiddleware:
    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        refusal = refused(request)
        return refusal if refusal is not None else self.get_response(request)


def refused(request):
    """The response refusing the request's body, or None when the body may be read."""
    meta = request.META
    if "chunked" in meta.get("HTTP_TRANSFER_ENCODING", "").lower():
        return _refuse(request, 411, "The request did not say how long its body is; "
                                     "send it again from the site's own page.")
    try:
        announced = int(meta.get("CONTENT_LENGTH") or 0)
    except ValueError:
        return _refuse(request, 400, "The request's length is not a number.")
    limit = settings.WHIST_MAX_BODY
    if announced > limit:
        return _refuse(request, 413, f"The request is {filesizeformat(announced)}; at most "
                                     f"{filesizeformat(limit)} is accepted. Is it the right file?")
    return None


def _refuse(request, status: int, message: str):
    if request.path.startswith("/api/"):
        return JsonResponse({"error": message}, status=status)
    return render(request, "refused_request.html", {"message": message, "status": status},
                  status=status)
