"""The two-person check, recorded: which side entered and which confirmed, on one device
per table or one per side (issue 12, item 4); and the tables' links after publication,
renewed by the director, and renewed on withdrawal (item 11)."""

import pytest
from django.urls import reverse

from tests.app.app_fixtures import close_rounds
from tests.live.conftest import post_json
from tournament.evening import lifecycle
from tournament.models import AuditEntry, Event, Result


def api(token, tail):
    return f"/api/table/{token}/{tail}"


@pytest.fixture
def per_side(event):
    return lifecycle.change_settings(event, "barney", {"devices": Event.Devices.SIDE})


def test_one_device_per_table_records_ns_entering_and_ew_confirming(client, tokens):
    post_json(client, api(tokens[1], "results"), {"tray": 1, "ns": 7})
    post_json(client, api(tokens[1], "results/1/confirm"), {})
    result = Result.objects.get()
    assert (result.entered_by, result.confirmed_by) == ("table 1 N-S", "table 1 E-W")
    assert [a.who for a in AuditEntry.objects.filter(result=result).order_by("id")] == \
        ["table 1 N-S", "table 1 E-W"]
    assert client.get(api(tokens[1], "round")).json()["side"] is None


def test_one_device_per_side_gives_each_side_its_link(client, per_side):
    table = per_side.tables.get(number=1)
    assert client.get(api(table.token, "round")).json()["side"] == "N-S"
    assert client.get(api(table.ew_token, "round")).json()["side"] == "E-W"
    assert "E-W's device" in client.get(f"/table/{table.ew_token}/").content.decode()


def test_the_device_that_entered_cannot_confirm(client, per_side):
    table = per_side.tables.get(number=1)
    assert post_json(client, api(table.ew_token, "results"), {"tray": 1, "ns": 7})[0] == 201
    status, body = post_json(client, api(table.ew_token, "results/1/confirm"), {})
    assert status == 403 and "N-S must check it" in body["error"]
    status, body = post_json(client, api(table.ew_token, "results/1/confirm"), {"agree": False, "ns": 6})
    assert status == 403
    assert Result.objects.get().status == "entered"
    assert post_json(client, api(table.token, "results/1/confirm"), {})[0] == 200
    result = Result.objects.get()
    assert (result.status, result.entered_by, result.confirmed_by) == ("confirmed", "table 1 E-W", "table 1 N-S")


def test_the_table_page_refuses_a_confirmation_from_the_entering_device(client, per_side):
    table = per_side.tables.get(number=1)
    client.post(f"/table/{table.token}/", {"action": "enter", "tray": "1", "round": "1", "ns": "7",
                                           "revokes_ns": "0", "revokes_ew": "0"})
    assert Result.objects.get().entered_by == "table 1 N-S"
    page = client.post(f"/table/{table.token}/", {"action": "confirm", "tray": "1", "round": "1"}, follow=True)
    assert "E-W must check it" in page.content.decode()
    assert Result.objects.get().status == "entered"


def test_ew_links_do_not_work_with_one_device_per_table(client, event):
    table = event.tables.get(number=1)
    assert client.get(api(table.ew_token, "round")).status_code == 403
    assert client.get(f"/table/{table.ew_token}/").status_code == 404


def test_the_settings_page_chooses_the_devices(director_client, event):
    url = reverse("director:settings", args=[event.pk])
    assert 'name="devices"' in director_client.get(url).content.decode()
    director_client.post(url, {"name": event.name, "date": str(event.date), "laws": event.laws,
                               "method": event.method, "devices": "side", "reason": ""})
    assert Event.objects.get(pk=event.pk).devices == "side"
    assert AuditEntry.objects.filter(action=AuditEntry.Action.SETTINGS_CHANGED, new={"devices": "side"}).exists()


def test_the_control_room_lists_both_links_per_side(director_client, per_side):
    table = per_side.tables.get(number=2)
    text = director_client.get(reverse("director:control", args=[per_side.pk])).content.decode()
    assert f"/table/{table.token}/" in text and f"/table/{table.ew_token}/" in text
    qr = director_client.get(reverse("director:table-qr", args=[per_side.pk, 2]) + "?side=ew")
    assert qr.status_code == 200


@pytest.fixture
def published(event):
    close_rounds(event, len(event.rounds.all()))
    event.refresh_from_db()
    return lifecycle.publish(event, "barney")


def test_links_stop_reading_and_writing_once_published(client, published, tokens):
    page = client.get(f"/table/{tokens[1]}/")
    assert page.status_code == 410
    text = page.content.decode()
    assert "The results are published" in text
    assert reverse("public:event", args=[published.club.slug, published.pk]) in text
    assert client.get(f"/table/{tokens[1]}/live/").status_code == 410
    status, body = post_json(client, api(tokens[1], "results"), {"tray": 1, "ns": 7})
    assert status == 410 and "published" in body["error"]
    assert client.get(api(tokens[1], "round")).status_code == 410


def test_withdrawing_renews_every_link_so_reopening_does_not_revive_old_cards(client, published, tokens):
    lifecycle.withdraw(published, "barney", "a slip was wrong")
    lifecycle.reopen(published, "barney", reason="the slip", confirmed=True)
    assert client.get(api(tokens[1], "round")).status_code == 403
    assert client.get(f"/table/{tokens[1]}/").status_code == 404
    new = published.tables.get(number=1).token
    assert new != tokens[1] and client.get(api(new, "round")).status_code == 200
    assert "new link" in AuditEntry.objects.get(action=AuditEntry.Action.WITHDRAWN).what


def test_the_director_renews_a_tables_link(director_client, client, event, tokens):
    url = reverse("director:table-renew", args=[event.pk, 3])
    assert director_client.get(url).status_code == 405
    director_client.post(url, {"reason": "phone lost"})                 # not confirmed: nothing changes
    assert event.tables.get(number=3).token == tokens[3]
    director_client.post(url, {"reason": "phone lost", "confirm": "1"})
    table = event.tables.get(number=3)
    assert table.token != tokens[3]
    assert client.get(api(tokens[3], "round")).status_code == 403
    assert client.get(api(table.token, "round")).status_code == 200
    assert client.get(api(tokens[2], "round")).status_code == 200   # other tables keep theirs
    entry = AuditEntry.objects.get(action=AuditEntry.Action.LINKS_RENEWED)
    assert (entry.who, entry.reason) == ("barney", "phone lost") and "table 3" in entry.what
    room = director_client.get(reverse("director:control", args=[event.pk])).content.decode()
    assert f"/table/{table.token}/" in room and tokens[3] not in room


def test_renewing_a_table_that_does_not_exist(director_client, event):
    director_client.post(reverse("director:table-renew", args=[event.pk, 99]), {"confirm": "1"})
    assert not AuditEntry.objects.filter(action=AuditEntry.Action.LINKS_RENEWED).exists()


def test_the_printed_cards_carry_both_links_per_side(rf, per_side):
    from tournament.evening.links import table_urls
    from tournament.printing import build
    from tournament.evening.as_session import event_session

    urls = table_urls(per_side, site="http://192.168.1.20:8000")
    table = per_side.tables.get(number=1)
    assert urls[1] == (f"http://192.168.1.20:8000/table/{table.token}/",
                       f"http://192.168.1.20:8000/table/{table.ew_token}/")
    both = build("table-cards", event_session(per_side), table_urls=urls)
    one = build("table-cards", event_session(per_side), table_urls={n: u[0] for n, u in urls.items()})
    assert both.startswith(b"%PDF") and len(both) > len(one)
