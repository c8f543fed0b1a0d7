"""The member list in and out: CSV and Excel, every bad row refused with its line, nothing written."""

import io

import pytest
from django.core.files.uploadedfile import SimpleUploadedFile
from django.urls import reverse
from openpyxl import Workbook, load_workbook

from tournament.club import members
from tournament.models import Player

pytestmark = pytest.mark.django_db


def _upload(client, club, name, data):
    return client.post(reverse("director:members", args=[club.slug]),
                       {"file": SimpleUploadedFile(name, data)})


def test_a_file_with_bad_rows_is_refused_line_by_line_and_nothing_is_written(director_client, club):
    Player.objects.create(club=club, name="Zoe Young", number="M9")
    data = ("name,number,email,active\n"
            "Alice Smith,M1,alice@example.org,yes\n"
            ",M2,,\n"
            "Bob Jones,M1,,\n"
            "Carol King,M3,not-an-email,maybe\n"
            "alice smith,M4,,\n"
            "Dan Hill,M9,,\n").encode()
    page = _upload(director_client, club, "members.csv", data).content.decode()
    assert "Nothing was written" in page
    for problem in ("line 3: the name is empty", "line 4: membership number M1 is also on line 2",
                    "line 5: &#x27;not-an-email&#x27; is not an email address", "line 5: active is &#x27;maybe&#x27;",
                    "line 6: alice smith is also on line 2"):
        assert problem in page, problem
    assert list(club.players.values_list("name", flat=True)) == ["Zoe Young"]
    # a clash with the members already kept is found too, and still nothing is written
    Player.objects.create(club=club, name="Alice Smith", number="M1")
    with pytest.raises(members.MembersError) as refused:
        members.import_members(club, members.parse(members.read_rows(
            "m.csv", b"name,number\nNew Member,M5\nZoe Young,M1\n")))
    assert refused.value.problems == ["line 3: Zoe Young is already the member with number M9, not M1"]
    assert club.players.count() == 2


def test_csv_and_excel_round_trip_and_update_by_number(director_client, club):
    data = b"Name,Number,Email,Active\nAlice Smith,M1,alice@example.org,yes\nBob Jones,,,no\n"
    _upload(director_client, club, "members.csv", data)
    assert club.players.get(name="Bob Jones").active is False
    book = Workbook()
    for row in (["name", "number"], ["Alice Barney", "M1"], ["Carol King", None]):
        book.active.append(row)
    out = io.BytesIO()
    book.save(out)
    _upload(director_client, club, "members.xlsx", out.getvalue())
    assert sorted(club.players.values_list("name", flat=True)) == ["Alice Barney", "Bob Jones", "Carol King"]
    assert club.players.get(number="M1").email == ""   # the row says no email now
    csv_back = director_client.get(reverse("director:members-csv", args=[club.slug])).content
    assert members.parse(members.read_rows("back.csv", csv_back)) == members.parse(members.read_rows(
        "back.xlsx", director_client.get(reverse("director:members-xlsx", args=[club.slug])).content))
    sheet = load_workbook(io.BytesIO(director_client.get(
        reverse("director:members-xlsx", args=[club.slug])).content)).active
    assert [c.value for c in sheet[1]] == ["name", "number", "email", "active"]


def test_a_file_that_is_not_a_member_list_is_refused_with_a_reason(director_client, club):
    assert "not CSV text in UTF-8" in _upload(director_client, club, "m.csv", b"\xff\xfe\x00bad").content.decode()
    assert "not an Excel workbook" in _upload(director_client, club, "m.xlsx", b"nope").content.decode()
    assert "needs a &#x27;name&#x27; column" in _upload(director_client, club, "m.csv", b"who,email\nA,\n").content.decode()
    assert club.players.count() == 0


def test_another_clubs_director_cannot_see_or_import_the_members(client, other_director, club):
    client.force_login(other_director)
    assert client.get(reverse("director:members", args=[club.slug])).status_code == 403
    assert _upload(client, club, "m.csv", b"name\nMallory\n").status_code == 403
    assert club.players.count() == 0


from hypothesis import HealthCheck, given, settings, strategies as st  # noqa: E402

CELLS = st.sampled_from(["Alice", "alice", "", " ", "M1", "M2", "a@b.org", "nope@", "yes", "no", "maybe",
                         "x" * 130, "Bob\x00", "Zoe Young", "M9"])


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(rows=st.lists(st.lists(CELLS, min_size=0, max_size=5), max_size=6),
       heading=st.permutations(["name", "number", "email", "active"]))
def test_any_member_file_is_read_whole_or_refused_whole(club, rows, heading):
    Player.objects.filter(club=club).delete()
    Player.objects.create(club=club, name="Zoe Young", number="M9")
    before = list(club.players.values_list("name", "number", "email", "active"))
    try:
        parsed = members.parse([(1, list(heading))] + [(n, r) for n, r in enumerate(rows, 2)])
        added, updated = members.import_members(club, parsed)
    except members.MembersError as refused:
        assert refused.problems and all(p.startswith("line ") for p in refused.problems)
        assert list(club.players.values_list("name", "number", "email", "active")) == before
    else:
        assert added + updated == len(parsed)
        names = {p.name for p in parsed}
        assert names <= set(club.players.values_list("name", flat=True))
