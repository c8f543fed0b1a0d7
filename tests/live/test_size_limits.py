"""Size limits: a table API body, a session file and a PBN file over the limit are refused
with a message that gives the limit, and nothing is written."""

import json

from django.core.files.uploadedfile import SimpleUploadedFile
from django.urls import reverse

from tests.live.conftest import post_json
from tournament.deals.dealing import deal_trays
from tournament.deals.pbn import write_pbn
from tournament.models import Event, Result, Tray


def _enter(client, token, padding):
    return post_json(client, f"/api/table/{token}/results",
                     json.dumps({"tray": 1, "ns": 7, "note": "x" * padding}))


def test_an_api_body_over_the_limit_gets_the_json_error(client, tokens):
    status, body = _enter(client, tokens[1], 20_000)
    assert status == 413
    assert "larger than 16384 bytes" in body["error"]
    assert not Result.objects.exists()
    status, body = _enter(client, tokens[1], 100)           # under the limit: stored
    assert status == 201


def test_a_body_over_djangos_own_limit_is_the_same_json_error(settings, client, tokens):
    settings.WHIST_MAX_API_BODY = 10 * 1024 * 1024          # the API allows it, Django does not
    status, body = _enter(client, tokens[1], 3 * 1024 * 1024)
    assert status == 413 and "larger than" in body["error"]
    assert not Result.objects.exists()


def test_a_session_file_over_the_limit_is_refused(settings, director_client, club, event):
    from tournament.evening.session_io import export_session

    settings.WHIST_MAX_UPLOAD = 1000
    data = json.dumps(export_session(event)).encode()
    assert len(data) > 1000
    before = Event.objects.count()
    response = director_client.post(reverse("director:import"), {
        "club": club.pk, "file": SimpleUploadedFile("s.json", data, "application/json")}, follow=True)
    assert "at most 1000" in response.content.decode()
    assert Event.objects.count() == before


def test_a_pbn_file_over_the_limit_is_refused(settings, director_client, event):
    settings.WHIST_MAX_UPLOAD = 1000
    text = write_pbn(deal_trays(event.trays.count(), seed=9))
    assert len(text) > 1000
    response = director_client.post(reverse("director:deals-import", args=[event.pk]),
                                    {"pbn": SimpleUploadedFile("deals.pbn", text.encode())}, follow=True)
    assert "at most 1000" in response.content.decode()
    assert not Tray.objects.filter(event=event).exclude(hands="").exists()
