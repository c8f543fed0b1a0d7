"""The address of a table's private page: one place for the screen, the QR codes and the cards.

The phones at the tables must reach the site, so a table's link is built from
``settings.WHIST_PUBLIC_URL`` (the site's address as the tables see it, e.g.
``http://192.168.1.20:8000``) when it is set, and otherwise from the address
the director's browser used.  A link to a loopback address (``127.0.0.1``,
``localhost``) reaches only the director's own machine: the control room and
the print page say so.
"""

from __future__ import annotations

from urllib.parse import urlsplit

from django.conf import settings
from django.urls import reverse

from config.lan import is_loopback_host

from tournament.vocabulary import SIDE_NAMES


def site_url(request=None) -> str | None:
    """The site's address without a trailing slash: the setting, else the request's; None without either."""
    if settings.WHIST_PUBLIC_URL:
        return settings.WHIST_PUBLIC_URL.rstrip("/")
    if request is not None:
        return request.build_absolute_uri("/").rstrip("/")
    return None


def table_url(table, request=None, site: str | None = None, side: str | None = None) -> str | None:
    """The full address of ``table``'s page (E-W's own page for ``side="ew"``): from ``site``
    if given, else :func:`site_url`."""
    base = site.rstrip("/") if site else site_url(request)
    if base is None:
        return None
    return base + reverse("tables:page", args=[table.ew_token if side == "ew" else table.token])


def table_links(table, request=None, site: str | None = None) -> list[tuple[str, str, str | None]]:
    """The table's links in use, as (whose: "" for the table's one device, else "N-S" or "E-W",
    side for :func:`table_url`, address): one, or two with one device per side."""
    return [(SIDE_NAMES[side] if side else "", side or "", table_url(table, request, site, side))
            for side in table.tokens()]


def table_urls(event, request=None, site: str | None = None) -> dict[int, str | tuple[str, str]]:
    """Every table's address by table number, for the printed cards: with one device per side,
    (N-S's, E-W's).  Empty when there is no site address to build from."""
    if not (site or site_url(request)):
        return {}
    urls = {}
    for t in event.tables.all():
        links = [url for _, _, url in table_links(t, request, site)]
        urls[t.number] = links[0] if len(links) == 1 else tuple(links)
    return urls


def is_loopback(url: str | None) -> bool:
    """True when ``url`` names this machine only (``localhost``, ``127.x``, ``::1``)."""
    return bool(url) and is_loopback_host(urlsplit(url).hostname)


def site_context(request) -> dict:
    """For a page that shows or prints table links: the site's address and whether it is loopback."""
    site = site_url(request)
    return {"site": site, "site_is_loopback": is_loopback(site)}
