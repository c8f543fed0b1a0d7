"""Every page for each audience: the club's director, another club's director, the public."""

import pytest
from django.urls import reverse

from tournament.models import Event, Result

DIRECTOR_PAGES = ["director:event", "director:entrants", "director:movement", "director:results",
                  "director:standings", "director:recap", "director:export"]


def test_the_director_sees_every_page_of_his_event(director_client, mitchell_event):
    for name in DIRECTOR_PAGES:
        response = director_client.get(reverse(name, args=[mitchell_event.pk]))
        assert response.status_code == 200, name
    tray = mitchell_event.trays.first().number
    assert director_client.get(reverse("director:traveller", args=[mitchell_event.pk, tray])).status_code == 200
    assert director_client.get(reverse("director:slip", args=[mitchell_event.pk, 1, 1])).status_code == 200
    assert director_client.get(reverse("director:card", args=[mitchell_event.pk, 1])).status_code == 200


def test_another_clubs_director_is_refused(client, other_director, mitchell_event):
    client.force_login(other_director)
    for name in DIRECTOR_PAGES:
        assert client.get(reverse(name, args=[mitchell_event.pk])).status_code == 403, name
    assert client.get(reverse("director:home")).status_code == 200
    assert mitchell_event.name not in client.get(reverse("director:home")).content.decode()


def test_anonymous_visitors_are_sent_to_the_login(client, mitchell_event):
    for name in DIRECTOR_PAGES:
        response = client.get(reverse(name, args=[mitchell_event.pk]))
        assert response.status_code == 302 and "/accounts/login/" in response["Location"], name


def test_unknown_event_is_404(director_client):
    assert director_client.get(reverse("director:event", args=[999])).status_code == 404


@pytest.mark.parametrize("name", ["public:event", "public:recap"])
def test_public_sees_only_published_events(client, mitchell_event, name):
    url = reverse(name, args=[mitchell_event.club.slug, mitchell_event.pk])
    assert client.get(url).status_code == 404
    mitchell_event.status = Event.Status.PUBLISHED
    mitchell_event.save()
    assert client.get(url).status_code == 200
    assert client.get(reverse(name, args=["utica", mitchell_event.pk])).status_code == 404


def test_public_index_lists_only_clubs_with_published_events(client, mitchell_event):
    assert mitchell_event.club.name not in client.get(reverse("public:index")).content.decode()
    mitchell_event.status = Event.Status.PUBLISHED
    mitchell_event.save()
    assert mitchell_event.club.name in client.get(reverse("public:index")).content.decode()
    page = client.get(reverse("public:club", args=[mitchell_event.club.slug])).content.decode()
    assert mitchell_event.name in page


def test_new_event_then_field_then_movement(director_client, club):
    response = director_client.post(reverse("director:event-new"), {
        "club": club.pk, "name": "Friday pairs", "date": "2026-11-20", "form": "pairs",
        "laws": "1900", "method": "howell"})
    event = Event.objects.get(name="Friday pairs")
    assert response.status_code == 302
    lines = "\n".join(f"A{n} & B{n}" for n in range(1, 11))
    response = director_client.post(reverse("director:entrants", args=[event.pk]),
                                    {"lines": lines, "add_members": "1"})
    assert response.status_code == 302 and event.pairs.count() == 10
    page = director_client.get(reverse("director:movement", args=[event.pk])).content.decode()
    assert "howell-pairs" in page or "Howell" in page


def test_a_method_that_does_not_fit_the_form_is_refused(director_client, club):
    response = director_client.post(reverse("director:event-new"), {
        "club": club.pk, "name": "Bad", "date": "2026-11-20", "form": "pairs",
        "laws": "1900", "method": "individual-loss"})
    assert response.status_code == 200
    assert "scored by one of: compass, howell, matches, aggregate, matchpoints" in response.content.decode()


def test_a_mistyped_field_is_explained_and_nothing_saved(director_client, club):
    from app_fixtures import make_event

    event = make_event(club, count=4)
    response = director_client.post(reverse("director:entrants", args=[event.pk]),
                                    {"lines": "A & B\nA & C & D"})
    page = response.content.decode()
    assert "line 2" in page and "entered twice" in page
    assert event.pairs.count() == 4


def test_the_scorers_slip_records_and_refuses_with_reasons(director_client, mitchell_event):
    event = mitchell_event
    event.status = Event.Status.PLAYING
    event.play_round(1)
    event.save()
    seat = event.rounds.get(number=1).seats.get(table=1)
    url = reverse("director:slip", args=[event.pk, 1, 1])
    first, second = seat.trays[:2]
    response = director_client.post(url, {f"1-1-{first}-ns": "7", f"1-1-{second}-ns": "14"})
    page = response.content.decode()
    assert response.status_code == 200 and "13" in page  # the refusal names the limit
    assert Result.objects.filter(event=event).count() == 1
    result = Result.objects.get(event=event)
    assert result.ns == 7 and result.audit.count() == 1
    # A correction by the director against the version he saw is kept with its history.
    response = director_client.post(url, {f"1-1-{first}-ns": "8", f"1-1-{first}-version": "1",
                                           "reason": "slip misread"})
    assert response.status_code == 302
    result.refresh_from_db()
    assert result.ns == 8 and result.version == 2
    entry = result.audit.order_by("-id").first()
    assert entry.old["ns"] == 7 and entry.new["ns"] == 8 and entry.reason == "slip misread"
    history = director_client.get(reverse("director:history", args=[event.pk, result.pk]))
    assert "slip misread" in history.content.decode()
    # A correction against a stale version is caught, not silently applied.
    response = director_client.post(url, {f"1-1-{first}-ns": "9", f"1-1-{first}-version": "1"})
    assert "changed by someone else" in response.content.decode()
    result.refresh_from_db()
    assert result.ns == 8


def test_publish_workflow(director_client, mitchell_event):
    from app_fixtures import close_rounds

    url = reverse("director:step", args=[mitchell_event.pk])
    assert director_client.post(url, {"step": "start"}).status_code == 302
    close_rounds(mitchell_event, mitchell_event.rounds.count())
    assert director_client.post(url, {"step": "publish"}).status_code == 302
    mitchell_event.refresh_from_db()
    assert mitchell_event.status == "published"
    director_client.post(url, {"step": "unseat"})
    mitchell_event.refresh_from_db()
    assert mitchell_event.status == "published"


def test_a_result_changed_in_the_admin_is_audited(client, mitchell_event):
    from django.contrib.auth import get_user_model

    admin = get_user_model().objects.create_superuser("admin", password="x-long-password-1")
    client.force_login(admin)
    seat = mitchell_event.rounds.get(number=1).seats.get(table=1)
    tray = mitchell_event.trays.get(number=seat.trays[0])
    result = Result.objects.create(event=mitchell_event, round=seat.round, table=1, tray=tray, ns=7)
    url = reverse("admin:tournament_result_change", args=[result.pk])
    form = {"event": mitchell_event.pk, "round": seat.round.pk, "table": 1, "tray": tray.pk,
            "ns": 9, "revokes_ns": 0, "revokes_ew": 0, "before_revoke_ns": "",
            "before_revoke_ew": "", "adjusted": "", "status": "confirmed", "claim": "null",
            "entered_by": "", "confirmed_by": "", "reason": "the slip said 9"}
    response = client.post(url, form)
    assert response.status_code == 302, response.content.decode()[:2000]
    result.refresh_from_db()
    assert result.ns == 9 and result.version == 2
    entry = result.audit.get()
    assert entry.who == "admin" and entry.old["ns"] == 7 and entry.new["ns"] == 9


@pytest.mark.parametrize("form,method,count,system", [
    ("teams", "matches", 5, "howell-teams"),
    ("individuals", "individual-loss", 8, "new-england-24"),
    ("pairs", "compass", 11, "mitchell"),
])
def test_every_form_seats_through_the_movement_page(director_client, club, form, method, count, system):
    from app_fixtures import make_event

    event = make_event(club, form=form, method=method, count=count)
    url = reverse("director:movement", args=[event.pk])
    page = director_client.get(url).content.decode()
    assert f"system={system}" in page
    preview = director_client.get(url, {"system": system})
    assert "The checker finds no problem" in preview.content.decode()
    response = director_client.post(url, {"system": system, "confirm": "1"})
    assert response.status_code == 302
    event.refresh_from_db()
    assert event.status == Event.Status.SEATED and event.system == system


def test_an_impossible_choice_is_refused_with_the_reason(director_client, club):
    from app_fixtures import make_event

    event = make_event(club, count=10)
    url = reverse("director:movement", args=[event.pk])
    page = director_client.get(url, {"system": "howell-teams"}).content.decode()
    assert "is a movement for teams; this event is for pairs" in page
    response = director_client.post(url, {"system": "four-pair-match", "confirm": "1"})
    assert "4" in response.content.decode() and response.status_code == 200
    event.refresh_from_db()
    assert event.status == Event.Status.DRAFT
