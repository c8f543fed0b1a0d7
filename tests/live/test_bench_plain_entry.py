"""bench/table_cost.py's baseline is the same job: its plain entry stores what the table API
stores, and refuses what the API refuses, so the CPU it saves is not work left undone."""

import sys
from pathlib import Path

import pytest
from django.test import override_settings

from tests.live.conftest import playing, post_json

BENCH = Path(__file__).resolve().parents[2] / "bench"


@pytest.fixture
def table_cost(monkeypatch):
    monkeypatch.syspath_prepend(str(BENCH))
    import table_cost

    yield table_cost
    sys.modules.pop("_plain_entry", None)


def enter_round_one(client, event, pattern: str) -> None:
    tokens = dict(event.tables.values_list("number", "token"))
    for seat in event.rounds.get(number=1).seats.all():
        for tray in seat.trays:
            status, _ = post_json(client, pattern.format(token=tokens[seat.table]),
                                  {"round": 1, "tray": tray, "ns": (seat.table + tray) % 14})
            assert status == 201


@pytest.mark.django_db
def test_the_plain_entry_stores_what_the_api_stores(client, club, table_cost):
    ours, plain = playing(club, name="By the API"), playing(club, name="By plain SQL")
    with override_settings(ROOT_URLCONF="_plain_entry"):
        enter_round_one(client, ours, "/api/table/{token}/results")
        enter_round_one(client, plain, "/plain/{token}/results")
    stored = table_cost.stored([ours]), table_cost.stored([plain])
    assert stored[0] == stored[1] and len(stored[0][0]) == len(stored[0][1]) == 8


@pytest.mark.django_db
def test_the_plain_entry_refuses_what_the_api_refuses(client, club, table_cost):
    event = playing(club)
    token = event.tables.get(number=1).token
    with override_settings(ROOT_URLCONF="_plain_entry"):
        for body, wanted in (({"round": 1, "tray": 1, "ns": 14}, 400),      # 14 tricks
                             ({"round": 1, "tray": 3, "ns": 7}, 404),       # not at table 1
                             ({"round": 2, "tray": 1, "ns": 7}, 409)):      # not being played
            for path in (f"/api/table/{token}/results", f"/plain/{token}/results"):
                assert post_json(client, path, body)[0] == wanted, (path, body)
        assert post_json(client, "/plain/not-a-known-token/results", {"round": 1, "tray": 1, "ns": 7})[0] == 403
