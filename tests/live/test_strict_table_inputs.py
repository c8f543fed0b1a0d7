"""What a table's request cannot slip past (issue 23, item 7): a table, an event or a tray
named by something that only equals it (true, 1.0), an adjusted score a table cannot give,
and digits of another script on the table page."""

import pytest

from tests.live.conftest import post_json
from tournament.models import Result


def url(token, tail):
    return f"/api/table/{token}/{tail}"


@pytest.mark.parametrize("body", [
    {"tray": 1, "ns": 7, "table": True},
    {"tray": 1, "ns": 7, "table": 1.0},
    {"tray": 1, "ns": 7, "table": "1"},
    {"tray": 1, "ns": 7, "adjusted": 0},
    {"tray": 1, "ns": 7, "adjusted": "average"},
    {"tray": 1, "ns": 7, "adjusted": False},
])
def test_an_entry_naming_its_table_oddly_or_adjusting_is_refused(client, tokens, body):
    status, answer = post_json(client, url(tokens[1], "results"), body)
    assert status in (400, 403), answer
    assert not Result.objects.exists()


@pytest.mark.parametrize("tail,body", [
    ("results/1/correct", {"ns": 8, "tray": 2}),
    ("results/1/correct", {"ns": 8, "tray": True}),
    ("results/1/confirm", {"tray": 2}),
])
def test_a_tray_in_the_body_other_than_the_addresses_is_refused(client, tokens, tail, body):
    post_json(client, url(tokens[1], "results"), {"tray": 1, "ns": 7})
    status, answer = post_json(client, url(tokens[1], tail), body)
    assert status == 400 and "tray 1" in answer["error"]
    assert Result.objects.get().ns == 7 and Result.objects.get().status == "entered"


def test_the_same_tray_in_a_correction_body_is_fine(client, tokens):
    post_json(client, url(tokens[1], "results"), {"tray": 1, "ns": 7})
    assert post_json(client, url(tokens[1], "results/1/correct"), {"ns": 8, "tray": 1})[0] == 200


@pytest.mark.parametrize("typed", ["٧", "７", "७"])
def test_the_table_page_reads_only_the_digits_0_to_9(client, tokens, typed):
    from tournament.web.forms.results import FiguresForm

    form = FiguresForm({"ns": typed})
    assert not form.is_valid() and "whole number" in str(form.errors["ns"])
    assert FiguresForm({"ns": "7"}).is_valid()
