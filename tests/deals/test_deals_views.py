"""The deals pages: the director deals, imports and downloads; the public only once published."""

import io
from dataclasses import replace

from django.core.files.uploadedfile import SimpleUploadedFile
from django.urls import reverse
from pypdf import PdfReader

from tournament.deals.dealing import deal_trays
from tournament.deals.dlm import decode_board
from tournament.deals.pbn import read_pbn, write_pbn
from tournament.evening.deals import deal_event, event_deals
from tournament.models import Event


def url(name, event, *args):
    return reverse(f"director:{name}", args=[event.pk, *args])


def test_director_deals_then_downloads(director_client, event):
    page = director_client.get(url("deals-home", event))
    assert page.status_code == 200 and "have not been dealt yet" in page.content.decode()
    response = director_client.post(url("deals-deal", event), {"seed": "tuesday", "max_suit": 6}, follow=True)
    assert "3 trays dealt" in response.content.decode()
    deals = event_deals(event)
    assert len(deals) == 3 and max(d.longest_suit() for d in deals) <= 6

    pbn = director_client.get(url("deals-pbn", event))
    assert pbn["Content-Disposition"].startswith("attachment")
    assert read_pbn(pbn.content.decode()) == [replace(d, par_ns=None, par_ew=None) for d in deals]
    dlm = director_client.get(url("deals-dlm", event)).content.decode("cp1252")
    assert "To board=3" in dlm
    board_1 = next(line for line in dlm.split("\r\n") if line.startswith("Board 01="))
    assert decode_board(board_1[9:35]) == deals[0].hands

    for query in ("", "?per_page=4&paper=letter"):
        pdf = director_client.get(url("deals-hand-records", event) + query)
        assert pdf["Content-Type"] == "application/pdf"
        text = PdfReader(io.BytesIO(pdf.content)).pages[0].extract_text()
        assert "Tray 1" in text and "Dealer West" in text and "Par" in text


def test_deal_form_refusals_are_shown(director_client, event):
    response = director_client.post(url("deals-deal", event), {"max_suit": 3}, follow=True)
    assert "greater than or equal to 5" in response.content.decode()
    assert event_deals(event) == []


def test_declared_trump_from_the_form(director_client, event):
    director_client.post(url("deals-deal", event), {"seed": "1", "trump_suit": "S"})
    assert {d.trump for d in event_deals(event)} == {"S"}


def test_import_a_pbn_file(director_client, event):
    text = write_pbn(deal_trays(3, seed=9), event="Caf\u00e9 des Whisteurs")
    upload = SimpleUploadedFile("deals.pbn", text.encode("latin-1"))  # PBN's own character set
    response = director_client.post(url("deals-import", event), {"pbn": upload}, follow=True)
    assert "3 trays imported" in response.content.decode()
    assert [d.pbn for d in event_deals(event)] == [d.pbn for d in deal_trays(3, seed=9)]


def test_a_broken_pbn_file_is_refused_with_line_and_reason(director_client, event):
    text = write_pbn(deal_trays(3, seed=9)).replace('[Dealer "N"]', '[Dealer "Q"]')
    upload = SimpleUploadedFile("deals.pbn", text.encode())
    response = director_client.post(url("deals-import", event), {"pbn": upload}, follow=True)
    page = response.content.decode()
    assert "The file was not imported: line" in page and "the dealer &quot;Q&quot; is unknown" in page
    assert event_deals(event) == []


def test_downloads_before_dealing_say_so(director_client, event):
    response = director_client.get(url("deals-pbn", event), follow=True)
    assert "have not been dealt yet" in response.content.decode()


def test_public_hand_records_only_once_published(client, event):
    deal_event(event, seed=4)
    public = reverse("public:deals-hand-records", args=[event.club.slug, event.pk])
    for status in ("seated", "playing", "finished"):
        Event.objects.filter(pk=event.pk).update(status=status)
        assert client.get(public).status_code == 404
    Event.objects.filter(pk=event.pk).update(status="published")
    response = client.get(public)
    assert response.status_code == 200 and response["Content-Type"] == "application/pdf"


def test_other_visitors_cannot_reach_the_director_pages(client, event):
    response = client.get(url("deals-home", event))
    assert response.status_code == 302 and "/accounts/login/" in response["Location"]
    assert client.post(url("deals-deal", event), {"seed": "x"}).status_code == 302
    assert event_deals(event) == []


def _enter_results(event, ns=7):
    from tournament.models import Result, TableSeat

    for seat in TableSeat.objects.filter(round__event=event).select_related("round"):
        for number in seat.trays:
            Result.objects.create(event=event, round=seat.round, table=seat.table,
                                  tray=event.trays.get(number=number), ns=ns)


def test_results_against_par(director_client, client, event):
    deals = deal_event(event, seed=6)
    _enter_results(event, ns=7)
    page = director_client.get(url("deals-par", event)).content.decode()
    assert "Tricks gained or lost against par" in page
    for deal in deals:
        assert f"Tray {deal.number} <span class=\"muted\">par N-S {deal.par_ns}, E-W {deal.par_ew}</span>" in page
    public = reverse("public:deals-par", args=[event.club.slug, event.pk])
    assert client.get(public).status_code == 404
    Event.objects.filter(pk=event.pk).update(status="published")
    assert "Hand records (PDF)" in client.get(public).content.decode()


def test_foster_overplay_downloads(director_client, event):
    from tournament.deals.dealing import transpose

    deals = deal_event(event, seed=10)
    text = director_client.get(url("deals-pbn", event) + "?foster=1").content.decode()
    assert [d.pbn for d in read_pbn(text)] == [transpose(d).pbn for d in deals]
    pdf = director_client.get(url("deals-hand-records", event) + "?foster=1")
    assert pdf.status_code == 200


def test_par_page_of_an_event_not_yet_seated(director_client, club):
    import datetime

    draft = Event.objects.create(club=club, name="Draft", date=datetime.date(1897, 7, 5))
    assert "Nothing to compare yet" in director_client.get(url("deals-par", draft)).content.decode()
    assert "no trays yet" in director_client.get(url("deals-home", draft)).content.decode()
