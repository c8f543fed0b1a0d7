"""The client's address, for the login throttle and the password-reset limit.

``WHIST_PROXIES`` says how many reverse proxies stand in front of the site.
With none (the default: ``make run`` on a club's network), the address is the
socket's own (``REMOTE_ADDR``) and ``X-Forwarded-For`` is ignored: anyone can
write that header.  With N proxies, each appends to ``X-Forwarded-For`` the
address it received the request from, so the client's is the N-th entry from the
right; whatever stands left of it came from the client and proves nothing.  A
header with fewer entries than proxies (a proxy that does not add one) gives
the socket's address, never one the client wrote.
"""

from django.conf import settings


def client_ip(request) -> str | None:
    proxies = settings.WHIST_PROXIES
    if proxies > 0:
        hops = [h.strip() for h in request.META.get("HTTP_X_FORWARDED_FOR", "").split(",")]
        if len(hops) >= proxies and hops[-proxies]:
            return hops[-proxies]
    return request.META.get("REMOTE_ADDR")
