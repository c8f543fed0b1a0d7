"""The Print page and downloads: director only, public results once published."""

import datetime
import io
import json
from pathlib import Path

import openpyxl
import pytest
from django.contrib.auth import get_user_model
from django.urls import reverse
from pypdf import PdfReader

from tournament.models import Club, Event
from tournament.evening.session_io import import_session

FIXTURE = Path(__file__).parent.parent / "scoring" / "fixtures" / "e2_compass.json"

pytestmark = pytest.mark.django_db


@pytest.fixture
def club():
    return Club.objects.create(name="Put-in-Bay Whist Club", slug="put-in-bay")


@pytest.fixture
def event(club):
    return import_session(json.loads(FIXTURE.read_text()), club)


@pytest.fixture
def director(client, club):
    user = get_user_model().objects.create_user("barney", password="a-long-test-password")
    club.directors.add(user)
    client.force_login(user)
    return client


def pages(response) -> PdfReader:
    return PdfReader(io.BytesIO(response.content))


def test_print_page_lists_every_document(director, event):
    response = director.get(reverse("director:print-page", args=[event.pk]))
    assert response.status_code == 200
    html = response.content.decode()
    for kind in ("indicator-cards", "table-cards", "guide-cards", "trays-and-trump-slips",
                 "score-cards", "scorer-slips", "results"):
        assert reverse("director:print-document", args=[event.pk, kind]) in html
    assert reverse("director:print-pack", args=[event.pk]) in html


def test_documents_download_on_letter_paper_with_qr_codes(director, event):
    url = reverse("director:print-document", args=[event.pk, "table-cards"])
    response = director.get(url + "?paper=letter")
    assert response["Content-Type"] == "application/pdf"
    reader = pages(response)
    assert float(reader.pages[0].mediabox.height) == pytest.approx(792)
    assert "Table 1" in reader.pages[0].extract_text()
    pack = director.get(reverse("director:print-pack", args=[event.pk]))
    assert len(pages(pack).pages) > len(reader.pages)
    book = director.get(reverse("director:print-workbook", args=[event.pk]))
    assert openpyxl.load_workbook(io.BytesIO(book.content)).sheetnames[0] == "Standings"
    assert director.get(reverse("director:print-document", args=[event.pk, "menus"])).status_code == 404


def test_other_people_get_nothing(client, event):
    url = reverse("director:print-page", args=[event.pk])
    assert client.get(url).status_code == 302                      # to the login page
    stranger = get_user_model().objects.create_user("foster", password="a-long-test-password")
    client.force_login(stranger)
    assert client.get(url).status_code in (403, 404)


def test_public_results_only_once_published(client, event):
    args = [event.club.slug, event.pk]
    pdf, xlsx = reverse("public:print-results", args=args), reverse("public:print-workbook", args=args)
    assert client.get(pdf).status_code == 404
    assert client.get(xlsx).status_code == 404
    event.status = Event.Status.PUBLISHED
    event.save()
    response = client.get(pdf)
    assert response.status_code == 200
    assert "Standings" in pages(response).pages[0].extract_text()
    assert client.get(xlsx).status_code == 200


def test_unseated_event_has_nothing_to_print(director, club):
    draft = Event.objects.create(club=club, name="Draft", date=datetime.date(1897, 7, 5),
                                 form="pairs", method="compass")
    response = director.get(reverse("director:print-page", args=[draft.pk]))
    assert response.status_code == 200 and "Choose the movement first" in response.content.decode()
    url = reverse("director:print-document", args=[draft.pk, "table-cards"])
    assert director.get(url).status_code == 404


def test_print_pack_command_from_the_database(event, tmp_path):
    from django.core.management import CommandError, call_command

    call_command("print_pack", str(event.pk), "--out", str(tmp_path), "--site", "https://club.example")
    names = {p.name for p in tmp_path.iterdir()}
    assert {"table-cards.pdf", "results.pdf", "results.xlsx"} <= names
    text = PdfReader(tmp_path / "table-cards.pdf").pages[0].extract_text()
    assert "Scan the code and enter this table's results" in text
    with pytest.raises(CommandError, match="no event"):
        call_command("print_pack", "999999", "--out", str(tmp_path))
