"""Password-reset mails, limited: a stranger cannot fill a director's mailbox, nor use the site
to send mail to any address in bulk.

Each request is counted in the cache for an hour, under the client's address
(config/proxy.py: the socket's unless ``WHIST_PROXIES``) and under the address
asked for.  Past ``WHIST_RESETS_PER_ADDRESS`` requests from one address, or
``WHIST_RESETS_PER_ACCOUNT`` for one e-mail address, within the hour, the page
says to wait (429) and no mail is sent.  The answer is the same whether an
account has that address or not, so the limit tells nothing about accounts.
A cache that fails counts nothing (config/cache.py): the mails are then sent.
"""

from __future__ import annotations

import hashlib

from django.conf import settings
from django.contrib.auth import views as auth_views
from django.core.cache import cache
from django.shortcuts import render

from config.proxy import client_ip

WINDOW = 3600   # seconds


def _count(kind: str, value: str) -> int:
    """One more request of ``kind`` for ``value`` this hour; how many so far."""
    name = "whist:reset:%s:%s" % (kind, hashlib.blake2b(value.encode(), digest_size=12).hexdigest())
    cache.add(name, 0, WINDOW)
    try:
        return cache.incr(name)
    except ValueError:          # expired between the two calls: a new hour begins
        cache.add(name, 1, WINDOW)
        return 1


def over_limit(request, email: str) -> bool:
    """Count this request; True when its address or the e-mail address asked too often."""
    by_address = _count("address", client_ip(request) or "")
    by_account = _count("account", email.strip().lower())
    return (by_address > settings.WHIST_RESETS_PER_ADDRESS
            or by_account > settings.WHIST_RESETS_PER_ACCOUNT)


class LimitedPasswordResetView(auth_views.PasswordResetView):
    def form_valid(self, form):
        if over_limit(self.request, form.cleaned_data["email"]):
            return render(self.request, "registration/password_reset_limited.html",
                          {"minutes": WINDOW // 60}, status=429)
        return super().form_valid(form)
