"""A request sent again after its answer was lost: what is already recorded answers as the
first time did (the phone shows it accepted), for an entry, a correction, a confirmation and a
dispute, also once the round has closed or play has finished; nothing is written twice."""

import pytest

from tests.live.conftest import post_json
from tournament.evening import lifecycle
from tournament.models import AuditEntry, Result


def url(token, tail):
    return f"/api/table/{token}/{tail}"


def _trail():
    return list(AuditEntry.objects.filter(result__isnull=False).values_list("id", flat=True))


def _enter(client, token):
    return [(url(token, "results"), {"tray": 1, "ns": 7, "round": 1})]


def _correct(client, token):
    post_json(client, url(token, "results"), {"tray": 1, "ns": 7})
    return [(url(token, "results/1/correct"), {"ns": 8, "version": 1, "round": 1})]


def _confirm(client, token):
    post_json(client, url(token, "results"), {"tray": 1, "ns": 7})
    return [(url(token, "results/1/confirm"), {"version": 1, "round": 1})]


def _dispute(client, token):
    post_json(client, url(token, "results"), {"tray": 1, "ns": 7})
    return [(url(token, "results/1/confirm"), {"agree": False, "ns": 9, "version": 1, "round": 1})]


def _close_round(event):
    lifecycle.close_round(event, "barney", reason="time called", confirmed=True)


def _finish(event):
    for _ in range(len(event.rounds.all())):
        event = lifecycle.close_round(event, "barney", reason="time called", confirmed=True)


@pytest.mark.parametrize("after", [None, _close_round, _finish], ids=["open", "round closed", "play finished"])
@pytest.mark.parametrize("make", [_enter, _correct, _confirm, _dispute], ids=["enter", "correct", "confirm", "dispute"])
def test_the_same_request_again_answers_as_the_first(client, event, tokens, make, after):
    (address, body), = make(client, tokens[1])
    body = {k: v for k, v in body.items() if v is not None}
    status, first = post_json(client, address, body)
    assert status in (200, 201), first
    trail, stored = _trail(), list(Result.objects.values())
    if after:
        after(event)
    status, again = post_json(client, address, body)
    assert status in (200, 201), again
    assert again["result"] == first["result"]
    assert (_trail(), list(Result.objects.values())) == (trail, stored)


def test_other_figures_after_the_round_closed_are_still_refused(client, event, tokens):
    post_json(client, url(tokens[1], "results"), {"tray": 1, "ns": 7})
    _close_round(event)
    status, body = post_json(client, url(tokens[1], "results"), {"tray": 1, "ns": 8, "round": 1})
    assert status == 409 and "closed" in body["error"]
    status, body = post_json(client, url(tokens[1], "results/1/confirm"), {"agree": False, "ns": 9, "round": 1})
    assert status == 409
