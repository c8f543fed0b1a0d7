"""Every table link and QR code, on screen and printed, is built from the site's public address.

``WHIST_PUBLIC_URL`` names it; without it the links follow the director's browser, and
the control room and the print page warn when that is this computer only (loopback).
"""

import io
import shutil
import subprocess
from pathlib import Path

import pytest
import qrcode
import qrcode.image.svg
from django.core.management import call_command
from django.urls import reverse

from config.lan import lan_address, phones_url
from tournament.evening.links import is_loopback, table_url

LAN = "http://192.168.1.20:8000"


def room(event, tail=""):
    return reverse("director:control", args=[event.pk]) + tail


def print_page(event):
    return reverse("director:print-page", args=[event.pk])


@pytest.fixture
def printed_urls(monkeypatch):
    """The address each printed QR code carries, in the order printed."""
    urls = []
    monkeypatch.setattr("tournament.printing.table_cards.qr_code",
                        lambda doc, url, box: urls.append(url))
    return urls


def _svg(url):
    return qrcode.make(url, image_factory=qrcode.image.svg.SvgPathImage, box_size=10,
                       border=2).to_string()


def test_the_public_address_makes_every_link_and_qr_code(settings, director_client, event, tokens,
                                                         printed_urls):
    settings.WHIST_PUBLIC_URL = LAN + "/"
    expected = f"{LAN}/table/{tokens[3]}/"
    assert expected in director_client.get(room(event)).content.decode()
    assert director_client.get(room(event, "tables/3/qr.svg")).content == _svg(expected)
    director_client.get(reverse("director:print-document", args=[event.pk, "table-cards"]))
    assert printed_urls == [f"{LAN}/table/{tokens[n]}/" for n in sorted(tokens)]


def test_without_it_links_follow_the_directors_browser(settings, director_client, event, tokens):
    settings.WHIST_PUBLIC_URL = ""
    settings.ALLOWED_HOSTS = ["*"]
    page = director_client.get(room(event), HTTP_HOST="10.0.0.7:8000").content.decode()
    assert f"http://10.0.0.7:8000/table/{tokens[1]}/" in page


def test_print_pack_uses_the_public_address_unless_told_otherwise(settings, event, tokens, tmp_path,
                                                                  printed_urls):
    settings.WHIST_PUBLIC_URL = LAN
    call_command("print_pack", str(event.pk), "--out", str(tmp_path), stdout=io.StringIO())
    call_command("print_pack", str(event.pk), "--out", str(tmp_path), "--site",
                 "https://club.example/", stdout=io.StringIO())
    assert printed_urls == ([f"{LAN}/table/{tokens[n]}/" for n in sorted(tokens)]
                            + [f"https://club.example/table/{tokens[n]}/" for n in sorted(tokens)])


@pytest.mark.parametrize("host, public, warned", [
    ("127.0.0.1:8000", "", True),
    ("localhost:8000", "", True),
    ("192.168.1.20:8000", "", False),
    ("127.0.0.1:8000", LAN, False),
    ("192.168.1.20:8000", "http://localhost:8000", True),
])
def test_loopback_links_are_warned_of_in_the_room_and_on_the_print_page(
        settings, director_client, event, host, public, warned):
    settings.WHIST_PUBLIC_URL = public
    settings.ALLOWED_HOSTS = ["*"]
    for url in (room(event), print_page(event)):
        page = director_client.get(url, HTTP_HOST=host).content.decode()
        assert ("The phones cannot reach these table links" in page) is warned, url


@pytest.mark.parametrize("url, loopback", [
    ("http://127.0.0.1:8000", True), ("http://127.8.0.1", True), ("http://localhost:8000/", True),
    ("http://[::1]:8000", True), ("http://192.168.1.20:8000", False),
    ("https://whist.example.org", False), (None, False),
])
def test_is_loopback(url, loopback):
    assert is_loopback(url) is loopback


def test_no_address_no_link(settings, event):
    settings.WHIST_PUBLIC_URL = ""
    assert table_url(event.tables.first()) is None


def test_the_address_the_phones_use():
    assert phones_url("127.0.0.1", 8000) is None
    assert phones_url("localhost", 8000) is None
    assert phones_url("::1", 8000) is None
    assert phones_url("10.1.2.3", 8000) == "http://10.1.2.3:8000"
    lan = lan_address()
    assert phones_url("0.0.0.0", 8123) == (f"http://{lan}:8123" if lan else None)
    assert lan is None or not lan.startswith("127.")


@pytest.mark.parametrize("host, listens, asks", [
    ("", "gunicorn config.wsgi --bind 127.0.0.1:8000", "config.lan 127.0.0.1 8000"),
    ("HOST=0.0.0.0", "gunicorn config.wsgi --bind 0.0.0.0:8000", "config.lan 0.0.0.0 8000"),
])
def test_make_run_serves_the_network_when_asked(host, listens, asks):
    """`make run HOST=0.0.0.0` listens on every interface and builds the links from config.lan."""
    if shutil.which("make") is None:
        pytest.skip("make is not installed")
    root = Path(__file__).resolve().parents[2]
    plan = subprocess.run(["make", "-n", "run", *([host] if host else [])], cwd=root,
                          capture_output=True, text=True, timeout=60).stdout
    assert listens in plan and asks in plan
    assert 'WHIST_PUBLIC_URL="$public"' in plan
