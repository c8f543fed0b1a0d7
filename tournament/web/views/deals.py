"""The deals pages: the director deals, imports and downloads; the public gets the hand records.

The hand records are shown to the public only once the event is published
(``public_event`` answers 404 before), so nobody sees a hand before playing it.
"""

from __future__ import annotations

from django.contrib import messages
from django.http import Http404, HttpResponse
from django.shortcuts import redirect, render
from django.views.decorators.http import require_POST

from tournament.web.access import director_event, public_event
from tournament.deals.cards import DealError
from tournament.deals.dealing import transpose
from tournament.deals.dlm import write_dlm
from tournament.web.forms.deals import DealForm, ImportForm
from tournament.printing.hand_records import hand_records_pdf
from tournament.deals.pbn import read_pbn, write_pbn
from tournament.evening.deals import deal_event, event_deals, event_par, import_deals


def deals_page(request, event_id):
    """The trays as dealt, the form to deal them, the downloads and the import."""
    event = director_event(request, event_id)
    return render(request, "deals/deals.html", {
        "event": event, "deals": event_deals(event), "trays": event.trays.count(),
        "played": event.results.exists(), "deal_form": DealForm(), "import_form": ImportForm()})


@require_POST
def deal(request, event_id):
    event = director_event(request, event_id)
    form = DealForm(request.POST)
    if form.is_valid():
        data = form.cleaned_data
        try:
            deals = deal_event(event, seed=data["seed"] or None, max_suit=data["max_suit"],
                               trump_suit=data["trump_suit"] or None, who=request.user.username)
        except DealError as exc:
            messages.error(request, str(exc))
        else:
            messages.success(request, f"{len(deals)} trays dealt; par and trump slips written.")
    else:
        messages.error(request, "; ".join(e for errors in form.errors.values() for e in errors))
    return redirect("director:deals-home", event.pk)


@require_POST
def import_pbn(request, event_id):
    event = director_event(request, event_id)
    form = ImportForm(request.POST, request.FILES)
    if not form.is_valid():
        messages.error(request, "; ".join(e for errors in form.errors.values() for e in errors))
        return redirect("director:deals-home", event.pk)
    raw = form.cleaned_data["pbn"].read()
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError:
        text = raw.decode("latin-1")  # the character set of PBN 2.1
    try:
        deals = import_deals(event, read_pbn(text), who=request.user.username)
    except DealError as exc:
        messages.error(request, f"The file was not imported: {exc}")
    else:
        messages.success(request, f"{len(deals)} trays imported; par and trump slips written.")
    return redirect("director:deals-home", event.pk)


def _download(content, content_type: str, filename: str) -> HttpResponse:
    response = HttpResponse(content, content_type=content_type)
    response["Content-Disposition"] = f'attachment; filename="{filename}"'
    return response


def _dealt(request, event):
    """The event's deals; with ``?foster=1`` their suit-transposed twins for the overplay."""
    deals = event_deals(event)
    if not deals:
        raise DealError("The trays have not been dealt yet.")
    if request.GET.get("foster") == "1":
        deals = [transpose(d) for d in deals]
    return deals


def _refusal(request, event, exc: DealError):
    messages.error(request, str(exc))
    return redirect("director:deals-home", event.pk)


def pbn_file(request, event_id):
    event = director_event(request, event_id)
    try:
        text = write_pbn(_dealt(request, event), event=event.name, date=event.date)
    except DealError as exc:
        return _refusal(request, event, exc)
    return _download(text, "application/x-pbn; charset=utf-8", f"event-{event.pk}.pbn")


def dlm_file(request, event_id):
    event = director_event(request, event_id)
    try:
        text = write_dlm(_dealt(request, event), headline=event.name)
    except DealError as exc:
        return _refusal(request, event, exc)
    return _download(text.encode("cp1252", "replace"), "text/plain; charset=windows-1252",
                     f"event-{event.pk}.dlm")


def _pdf(request, event) -> HttpResponse:
    per_page = 4 if request.GET.get("per_page") == "4" else 6
    paper = "letter" if request.GET.get("paper") == "letter" else "a4"
    pdf = hand_records_pdf(_dealt(request, event), title=f"{event.name}, {event.date:%d %B %Y}",
                           per_page=per_page, paper=paper)
    response = HttpResponse(pdf, content_type="application/pdf")
    response["Content-Disposition"] = f'inline; filename="hand-records-{event.pk}.pdf"'
    return response


def hand_records(request, event_id):
    event = director_event(request, event_id)
    try:
        return _pdf(request, event)
    except DealError as exc:
        return _refusal(request, event, exc)


def public_hand_records(request, club, event_id):
    """The hand records of a published event (404 before it is published or dealt)."""
    event = public_event(club, event_id)
    try:
        return _pdf(request, event)
    except DealError:
        raise Http404("No hand records for this event.") from None


def _par_page(request, event, audience: str):
    report, names = event_par(event)
    entrants = [(entrant, names.get(entrant, ""), gained) for entrant, gained in report.gained.items()]
    return render(request, "deals/par.html", {
        "event": event, "report": report, "entrants": entrants, "audience": audience})


def par_page(request, event_id):
    """Each table's tricks beside the par, and each entrant's tricks gained or lost (live)."""
    return _par_page(request, director_event(request, event_id), "director")


def public_par_page(request, club, event_id):
    return _par_page(request, public_event(club, event_id), "public")
