"""A database connection lost in the middle of a request (a restart, a cut) is answered 503
"send it again", never a 500: the phone's outbox sends it again, and nothing is half-stored."""

import pytest
from django.db import OperationalError

from tests.live.conftest import post_json
from tournament.evening import results
from tournament.models import Result


def cut(*args, **kwargs):
    raise OperationalError("terminating connection due to administrator command")


@pytest.mark.django_db
def test_the_api_answers_503_in_json_and_the_resubmission_is_stored(client, event, tokens, monkeypatch):
    url = f"/api/table/{tokens[1]}/results"
    with monkeypatch.context() as patch:
        patch.setattr(results, "record", cut)
        status, body = post_json(client, url, {"tray": 1, "ns": 7})
    assert status == 503
    assert "send it again" in body["error"]
    assert not Result.objects.exists()
    assert post_json(client, url, {"tray": 1, "ns": 7})[0] == 201


@pytest.mark.django_db
def test_a_page_answers_503_with_a_message(client, event, tokens, monkeypatch):
    monkeypatch.setattr("tournament.web.views.tables.table_round", cut)
    response = client.get(f"/table/{tokens[1]}/")
    assert response.status_code == 503
    assert response["Retry-After"] == "1"
    assert b"send it again" in response.content
