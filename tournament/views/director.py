"""The director's pages: events, the field, the movement, publishing."""

from __future__ import annotations

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.db import transaction
from django.shortcuts import redirect, render
from django.views.decorators.http import require_POST

import movements
from movements.check import check
from movements.suggest import suggest

from .. import entrants
from ..access import clubs_of, director_event
from ..forms import EntrantsForm, EventForm, ImportSessionForm, MovementChoiceForm
from ..models import AuditEntry, Event
from ..scoring.methods import METHODS, fitting
from ..seating import SeatingError, generator_size, seat_event
from ..tables import MovementTable, movement_rows


@login_required
def home(request):
    """The director's events, newest first, and the way to start another."""
    clubs = clubs_of(request.user)
    events = Event.objects.filter(club__in=clubs).select_related("club")
    return render(request, "director/home.html", {
        "clubs": clubs, "events": events, "import_form": ImportSessionForm(clubs=clubs)})


@login_required
def event_new(request):
    clubs = clubs_of(request.user)
    form = EventForm(request.POST or None, clubs=clubs)
    if request.method == "POST" and form.is_valid():
        event = form.save()
        AuditEntry.objects.create(event=event, who=request.user.username, what="created the event")
        messages.success(request, "Event created. Now enter the field.")
        return redirect("director:entrants", event.pk)
    return render(request, "director/event_new.html", {"form": form})


def event_detail(request, event_id):
    event = director_event(request, event_id)
    return render(request, "director/event.html", {
        "event": event,
        "entrants": entrants.as_text(event).splitlines(),
        "audit": event.audit.all()[:20],
    })


def entrants_edit(request, event_id):
    """Paste or edit the field, one line per pair, team or player.

    Before seating the whole field may change; once seated only the names
    may (a late arrival, a substitute), keeping every number and result.
    """
    event = director_event(request, event_id)
    form = EntrantsForm(request.POST or None, initial={"lines": entrants.as_text(event)})
    seated = event.status != Event.Status.DRAFT
    problems = []
    if request.method == "POST" and form.is_valid():
        text = form.cleaned_data["lines"]
        try:
            if seated:
                renamed = entrants.rename_entrants(event, text, request.user.username)
            else:
                entries = entrants.parse(event.form, text)
                entrants.replace_entrants(event, entries)
        except entrants.EntrantsError as exc:
            problems = exc.problems
        else:
            if seated:
                noun = entrants.NOUNS[event.form] + ("s" if renamed != 1 else "")
                messages.success(request, f"{renamed} {noun} renamed; every number and result "
                                 f"is kept." if renamed else "No name changed.")
                return redirect("director:event", event.pk)
            AuditEntry.objects.create(event=event, who=request.user.username,
                                      what=f"entered the field ({len(entries)} lines)")
            messages.success(request, f"{len(entries)} entered. Now choose the movement.")
            return redirect("director:movement", event.pk)
    return render(request, "director/entrants.html", {
        "event": event, "form": form, "problems": problems, "seated": seated,
        "noun": entrants.NOUNS[event.form]})


def movement_choose(request, event_id):
    """The systems that fit the field, a preview with the checker's verdict, and seating.

    The preview offers the scoring methods that fit its movement, the event's own
    first when it fits; seating with another records the change.
    """
    event = director_event(request, event_id)
    size = generator_size(event)
    choices = suggest(event.form, size) if size else []
    form = MovementChoiceForm(request.POST or request.GET or None)
    preview = report = None
    methods, method = [], event.method
    problems = []
    if form.is_bound and form.is_valid():
        data = form.cleaned_data
        try:
            system = movements.get(data["system"])
            if system.form != event.form:
                raise movements.MovementError(
                    f"{system.title} is a movement for {system.form}; this event is for {event.form}.")
            preview = system(size, trays_per_round=data["trays_per_round"], variant=data["variant"] or None)
        except movements.MovementError as exc:
            problems.append(str(exc))
        else:
            report = check(preview)
            methods = fitting(event.form, preview)
            if methods and event.method not in {m.name for m in methods}:
                method = methods[0].name
            if request.method == "POST" and request.POST.get("confirm"):
                method, old = data["method"] or method, event.method
                try:
                    with transaction.atomic():
                        seat_event(event, preview, method=method)
                        AuditEntry.objects.create(
                            event=event, who=request.user.username,
                            what=f"seated the event: {preview.system} "
                                 f"{preview.variant or ''} ({len(preview.rounds)} rounds, {preview.trays} trays)")
                        if method != old:
                            AuditEntry.objects.create(
                                event=event, who=request.user.username,
                                what="changed the scoring method when seating",
                                old={"method": old}, new={"method": method})
                except SeatingError as exc:
                    event.method = old
                    problems.append(str(exc))
                else:
                    seated = "Seated: rounds, tables, trays and trump slips are ready."
                    if method != old:
                        seated += f" Scored by {METHODS[method].title} (not {METHODS[old].title})."
                    messages.success(request, seated)
                    return redirect("director:event", event.pk)
    if form.is_bound and not form.is_valid():
        problems += [f"{name}: {' '.join(errors)}" for name, errors in form.errors.items()]
    table = MovementTable(movement_rows(preview, event.seat_names())) if preview else None
    if table is not None:
        table.paginate(page=request.GET.get("page", 1), per_page=60)
    return render(request, "director/movement.html", {
        "event": event, "size": size, "choices": choices, "form": form, "preview": preview,
        "report": report, "problems": problems, "table": table, "methods": methods,
        "method": method})


@require_POST
def set_status(request, event_id):
    """Move the event along: start play, finish, publish, or withdraw from the public."""
    event = director_event(request, event_id)
    wanted = request.POST.get("status")
    allowed = {
        Event.Status.SEATED: {Event.Status.PLAYING},
        Event.Status.PLAYING: {Event.Status.FINISHED},
        Event.Status.FINISHED: {Event.Status.PUBLISHED, Event.Status.PLAYING},
        Event.Status.PUBLISHED: {Event.Status.FINISHED},
    }.get(event.status, set())
    if wanted not in allowed:
        messages.error(request, f"A {event.get_status_display().lower()} event cannot become {wanted}.")
        return redirect("director:event", event.pk)
    old = event.status
    event.status = wanted
    if wanted == Event.Status.PLAYING and event.current_round == 0:
        event.play_round(1)
    event.save()
    AuditEntry.objects.create(event=event, who=request.user.username, what="changed the event's status",
                              old={"status": old}, new={"status": wanted})
    messages.success(request, f"The event is now {event.get_status_display().lower()}.")
    return redirect("director:event", event.pk)
