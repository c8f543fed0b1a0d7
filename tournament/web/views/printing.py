"""The Print page of an event, its documents as PDF, and the public results files.

The director downloads any document, or the whole pack in one PDF, on A4 or
US letter; table cards carry each table's live-entry QR code.  The public gets
the results PDF and the workbook once the event is published (404 before, as
for every unpublished page).
"""

from __future__ import annotations

from django.http import Http404, HttpResponse
from django.shortcuts import render
from django.utils.text import slugify

from movements.errors import MovementError
from tournament.evening import revision

from tournament.web.access import director_event, public_event
from tournament.exports import workbook
from tournament.evening.links import site_context, table_urls
from tournament.evening.as_session import event_session
from tournament.printing import DOCUMENTS, KINDS, PrintError, available, build, build_pack
from tournament.printing.layout import PAPERS

PDF = "application/pdf"
XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"


def _paper(request) -> str:
    paper = request.GET.get("paper", "a4").lower()
    return paper if paper in PAPERS else "a4"


def _session(event):
    if not event.is_seated:
        raise Http404("The event has no movement yet: choose one before printing.")
    try:
        return event_session(event)
    except MovementError as exc:
        raise Http404(str(exc)) from None


def _file(data: bytes, content_type: str, event, what: str, ext: str) -> HttpResponse:
    response = HttpResponse(data, content_type=content_type)
    name = slugify(f"{event.date} {event.name} {what}") or what
    response["Content-Disposition"] = f'attachment; filename="{name}.{ext}"'
    return response


def page(request, event_id):
    """The list of documents, each with its download link, and the paper choice."""
    event = director_event(request, event_id)
    ready = available(_session(event)) if event.is_seated else []
    docs = [{"kind": k, "title": DOCUMENTS[k].TITLE, "ready": k in ready,
             "about": DOCUMENTS[k].ABOUT} for k in KINDS]
    return render(request, "printing/print.html", {
        "event": event, "documents": docs, "paper": _paper(request), "papers": list(PAPERS),
        "seated": event.is_seated, **site_context(request)})


def document(request, event_id, kind):
    event = director_event(request, event_id)
    if kind not in DOCUMENTS:
        raise Http404("No such document.")
    try:
        data = build(kind, _session(event), paper=_paper(request),
                     table_urls=table_urls(event, request))
    except PrintError as exc:
        raise Http404(str(exc)) from None
    return _file(data, PDF, event, kind, "pdf")


def pack(request, event_id):
    event = director_event(request, event_id)
    data = build_pack(_session(event), paper=_paper(request), table_urls=table_urls(event, request))
    return _file(data, PDF, event, "pack", "pdf")


def _workbook(event) -> bytes:
    """The results workbook, built once per revision of the event (tournament/evening/revision.py):
    the director's and the public's are the same file."""
    return revision.kept(event, ("results.xlsx",), lambda: workbook(_session(event)))


def director_workbook(request, event_id):
    event = director_event(request, event_id)
    return _file(_workbook(event), XLSX, event, "results", "xlsx")


def public_results(request, club, event_id):
    event = public_event(club, event_id)
    try:
        data = build("results", _session(event), paper=_paper(request))
    except PrintError as exc:
        raise Http404(str(exc)) from None
    return _file(data, PDF, event, "results", "pdf")


def public_workbook(request, club, event_id):
    event = public_event(club, event_id)
    return _file(_workbook(event), XLSX, event, "results", "xlsx")
