"""The table's phone pages: the current round, N-S enter, E-W confirm or disagree.

The page is reached through the table's private link (its token, printed as a
QR code on the table card).  It only ever addresses its own table.
"""

from __future__ import annotations

from django.contrib import messages
from django.http import Http404
from django.shortcuts import redirect, render

from tournament.evening import results
from tournament.errors import http_status
from tournament.parsing import NotANumber, whole_number
from tournament.evening.results import ResultRefused
from tournament.vocabulary import SIDE_NAMES
from tournament.web.forms.results import figures_from
from tournament.web.views.live import OTHER_SIDE, ResultsPublished, UnknownToken, entered_side, table_of, table_round


def _table(token: str):
    try:
        return table_of(token)
    except UnknownToken:
        raise Http404("This table link is not known. Scan the QR code on the table card again, "
                      "or ask the director.") from None


def published(request, exc: ResultsPublished):
    """What a table's link shows once the results are published: where to find them."""
    return render(request, "tables/published.html", {"event": exc.event, "error": exc}, status=410)


def page(request, token):
    """The table's page; a POST enters, corrects, confirms or disputes one tray, then shows
    the page again.  A refusal is shown on the tray it concerns, with what was typed kept."""
    try:
        table = _table(token)
    except ResultsPublished as exc:
        return published(request, exc)
    if request.method == "POST":
        refused = _act(request, table)
        if refused is not None:
            view = table_round(table)
            if view.refuse(*refused, request.POST):
                return render(request, "tables/page.html", {"view": view, "token": token},
                              status=http_status(refused[2]))
            messages.error(request, refused[2].message)   # not about a tray the page shows
        return redirect("tables:page", token)
    return render(request, "tables/page.html", {"view": table_round(table), "token": token})


def live(request, token):
    """The trays part of the page, for the page to refresh itself while E-W check."""
    try:
        table = _table(token)
    except ResultsPublished as exc:
        return published(request, exc)
    return render(request, "tables/_trays.html", {"view": table_round(table), "token": token})


def _act(request, table) -> tuple[int, str, ResultRefused] | None:
    """Do what the table asked; (tray, action, refusal) when it was refused, else None."""
    post = request.POST
    event, number = table.event, table.number
    entering, confirming = table.side or "ns", table.side or "ew"
    checker = SIDE_NAMES[OTHER_SIDE[entering]]   # who checks what this device enters
    try:
        tray, round_no = whole_number(post.get("tray"), "the tray"), whole_number(post.get("round"), "the round")
    except NotANumber:
        messages.error(request, "The form was incomplete; please try again.")
        return
    action = post.get("action")

    def typed():
        """The figures typed on the page, judged under the event's laws."""
        return figures_from(post, page=True, laws=event.laws)

    try:
        if action == "enter":
            result, _ = results.enter(event, round_no, number, tray, typed(),
                                      side=entering)
            messages.success(request, f"Tray {tray}: {result.ns} to N-S, {result.ew_tricks} "
                                      f"to E-W entered. {checker}, please check and confirm.")
        elif action == "amend":
            result, _ = results.amend(event, round_no, number, tray, typed(),
                                      seen_version=_version(post), side=entering)
            messages.success(request, f"Tray {tray}: corrected to {result.ns} to N-S, {result.ew_tricks} "
                                      f"to E-W. {checker}, please check and confirm.")
        elif action == "confirm":
            results.confirm(event, round_no, number, tray, seen_version=_version(post), side=confirming)
            messages.success(request, f"Tray {tray} confirmed.")
        elif action == "dispute":
            result, _ = results.confirm(event, round_no, number, tray, claim=typed(),
                                        seen_version=_version(post), side=confirming)
            if result.status == "disputed":
                messages.error(request, f"Tray {tray}: the two sides disagree. The director has been "
                                        "called to settle it.")
            else:
                messages.success(request, f"Tray {tray}: your figures agree with "
                                          f"{SIDE_NAMES[entered_side(result)]}'s; confirmed.")
        else:
            messages.error(request, "Unknown action; please use the buttons on the page.")
    except (ResultRefused, NotANumber) as exc:
        return tray, action, exc
    return None


def _version(post) -> int | None:
    return whole_number(post.get("version"), "the version", blank=None)
