"""Limits before reading (issue 22): a body over ``WHIST_MAX_BODY`` is refused unread, with the
site's own page; a member workbook that unpacks too big is refused before openpyxl sees it,
and one that declares or holds too many rows or cells stops being read."""

import io
import zipfile

import openpyxl
import pytest
from django.core.files.uploadedfile import SimpleUploadedFile
from django.urls import reverse

from tournament.club import members
from tournament.models import Player

pytestmark = pytest.mark.django_db
HUNDRED_MB = 100 * 1024 * 1024


class Unreadable(io.RawIOBase):
    """A request body that must not be read: any read fails the test."""

    def read(self, *args):
        raise AssertionError("the body was read")

    readline = readinto = read


def _announced(client, path, length, **extra):
    return client.generic("POST", path, b"", content_type="application/x-www-form-urlencoded",
                          CONTENT_LENGTH=str(length), **{"wsgi.input": Unreadable()}, **extra)


@pytest.mark.parametrize("path", ["/accounts/login/", "/director/", "/accounts/password-reset/"])
def test_a_hundred_mb_announced_body_gets_413_unread(client, path):
    response = _announced(client, path, HUNDRED_MB)
    assert response.status_code == 413
    page = response.content.decode()
    assert "at most 10.0\xa0MB is accepted" in page and "<h1>" in page
    assert "Traceback" not in page


def test_the_table_api_gets_its_json_413(client):
    response = _announced(client, "/api/table/whatever/results", HUNDRED_MB)
    assert response.status_code == 413 and "at most" in response.json()["error"]


def test_a_chunked_body_is_refused_unread(client):
    response = client.generic("POST", "/accounts/login/", b"", HTTP_TRANSFER_ENCODING="chunked",
                              **{"wsgi.input": Unreadable()})
    assert response.status_code == 411


def test_the_limit_comes_from_the_setting(settings, client, director):
    settings.WHIST_MAX_BODY = 1000
    assert client.post("/accounts/login/", {"username": "x" * 2000, "password": "y"}).status_code == 413
    assert client.post("/accounts/login/", {"username": "x", "password": "y"}).status_code == 200


def _workbook(sheet_xml: bytes | None = None, shared: bytes | None = None) -> bytes:
    """A one-row member workbook; ``sheet_xml`` or ``shared`` replace its sheet or add shared strings."""
    book = openpyxl.Workbook()
    book.active.append(["name", "number"])
    book.active.append(["Alice Smith", "M1"])
    plain = io.BytesIO()
    book.save(plain)
    if sheet_xml is None and shared is None:
        return plain.getvalue()
    out = io.BytesIO()
    with zipfile.ZipFile(plain) as source, zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED,
                                                          compresslevel=9) as target:
        for part in source.infolist():
            data = source.read(part)
            if part.filename == "xl/worksheets/sheet1.xml" and sheet_xml is not None:
                data = sheet_xml
            target.writestr(part.filename, data)
        if shared is not None:
            target.writestr("xl/sharedStrings.xml", shared)
    return out.getvalue()


HEAD = (b'<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
        b'<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">')


def _sheet(dimension: bytes, row: bytes) -> bytes:
    return HEAD + b'<dimension ref="' + dimension + b'"/><sheetData>' + row + b"</sheetData></worksheet>"


ONE_ROW = b'<row r="1"><c r="A1" t="inlineStr"><is><t>name</t></is></c>'


@pytest.fixture
def no_openpyxl(monkeypatch):
    def handed(*args, **kwargs):
        raise AssertionError("openpyxl was handed the workbook")
    monkeypatch.setattr(openpyxl, "load_workbook", handed)


def test_a_one_row_workbook_of_millions_of_empty_cells_is_refused_before_openpyxl(no_openpyxl):
    bomb = _workbook(_sheet(b"A1:A1", ONE_ROW + b"<c/>" * 6_000_000 + b"</row>"))
    assert len(bomb) < 300_000                                 # a small file...
    with pytest.raises(members.MembersError) as refused:       # ...that unpacks to 24 MB
        members.read_rows("members.xlsx", bomb)
    assert "unpacks to" in refused.value.message and "at most" in refused.value.message


def test_a_huge_shared_strings_part_is_refused_before_openpyxl(settings, no_openpyxl):
    settings.WHIST_MAX_UNPACKED = 50 * 1024 * 1024
    shared = (b'<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><si><t>'
              + b"x" * 11_000_000 + b"</t></si></sst>")
    with pytest.raises(members.MembersError) as refused:
        members.read_rows("members.xlsx", _workbook(shared=shared))
    assert "xl/sharedStrings.xml unpacks to" in refused.value.message


def test_a_declared_million_rows_is_refused_before_openpyxl(no_openpyxl):
    declared = _workbook(_sheet(b"A1:XFD1048576", ONE_ROW + b"</row>"))
    with pytest.raises(members.MembersError) as refused:
        members.read_rows("members.xlsx", declared)
    assert "1,048,576 rows" in refused.value.message


def test_rows_beyond_the_limit_stop_the_reading(settings):
    settings.WHIST_MAX_MEMBER_ROWS = 50
    rows = b"".join(b'<row r="%d"><c r="A%d" t="inlineStr"><is><t>P%d</t></is></c></row>' % (n, n, n)
                    for n in range(1, 200))
    undeclared = _workbook(_sheet(b"A1", rows))                 # it lies about its size
    with pytest.raises(members.MembersError) as refused:
        members.read_rows("members.xlsx", undeclared)
    assert "more than 50 rows" in refused.value.message


def test_cells_far_to_the_right_count_against_the_limit(settings):
    far = ONE_ROW + b'<c r="XFD1" t="inlineStr"><is><t>x</t></is></c></row>'
    settings.WHIST_MAX_MEMBER_CELLS = 1000
    with pytest.raises(members.MembersError) as refused:
        members.read_rows("members.xlsx", _workbook(_sheet(b"A1", far * 1)))
    assert "more than 1,000 cells" in refused.value.message


def test_not_a_zip_is_unreadable(no_openpyxl):
    with pytest.raises(members.MembersError) as refused:
        members.read_rows("members.xlsx", b"name,number\nAlice,M1\n")
    assert "not an Excel workbook" in refused.value.message


def test_a_plain_workbook_still_imports(director_client, club):
    response = director_client.post(reverse("director:members", args=[club.slug]),
                                    {"file": SimpleUploadedFile("members.xlsx", _workbook())}, follow=True)
    assert response.status_code == 200
    assert list(club.players.values_list("name", flat=True)) == ["Alice Smith"]


def test_the_bomb_through_the_members_page_is_a_message(director_client, club, no_openpyxl):
    bomb = _workbook(_sheet(b"A1:A1", ONE_ROW + b"<c/>" * 6_000_000 + b"</row>"))
    response = director_client.post(reverse("director:members", args=[club.slug]),
                                    {"file": SimpleUploadedFile("members.xlsx", bomb)}, follow=True)
    assert "unpacks to" in response.content.decode()
    assert not Player.objects.filter(club=club).exists()
