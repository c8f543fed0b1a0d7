"""The client's address behind the TLS proxy (``config.production``), for login throttling.

Every request reaches the application from the proxy, so ``REMOTE_ADDR`` is the
proxy's own address.  The proxy appends the address it saw to
``X-Forwarded-For``; earlier entries come from the client and prove nothing, so
the last one is taken.
"""


def client_ip(request) -> str | None:
    forwarded = request.META.get("HTTP_X_FORWARDED_FOR", "").split(",")[-1].strip()
    return forwarded or request.META.get("REMOTE_ADDR")
