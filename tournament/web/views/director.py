"""The director's pages: events, the field, the movement, the event's settings and its steps.

Every change of an event's status goes through :mod:`tournament.evening.lifecycle`.
"""

from __future__ import annotations

from django.conf import settings
from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.core.paginator import EmptyPage
from django.shortcuts import redirect, render
from django.views.decorators.http import require_POST

import movements
from movements import arrow_switch
from movements.check import check
from movements.suggest import PLAYABLE_EVENING, USUAL_EVENING, suggest

from tournament.evening import entrants, lifecycle
from tournament.web.access import clubs_of, director_event
from tournament.web.forms.director import (EntrantsForm, EventForm, EventSettingsForm, ImportSessionForm, MovementChoiceForm)
from tournament.errors import Code, UserError
from tournament.evening.lifecycle import LifecycleError
from tournament.models import AuditEntry, Event
from tournament.seated import movement_of
from tournament.parsing import whole_number
from tournament.scoring.registry import METHODS, fitting
from tournament.evening.seating import SeatingError, generator_size
from tournament.web.tables import MovementTable, movement_rows


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
        event = lifecycle.create(form.save(commit=False), request.user.username)
        messages.success(request, "Event created. Now enter the field.")
        return redirect("director:entrants", event.pk)
    return render(request, "director/event_new.html", {"form": form})


def event_detail(request, event_id):
    event = director_event(request, event_id)
    movement = movement_of(event)
    return render(request, "director/event.html", {
        "event": event, "movement": movement,
        "variant": arrow_switch.variant_text(movement) if movement else "",
        "entrants": entrants.as_text(event).splitlines(),
        "audit": event.audit.all()[:20],
        "steps": lifecycle.available(event, PAGE_STEPS),
        "can_change_settings": lifecycle.refusal(event, "change-settings") is None,
    })


def entrants_edit(request, event_id):
    """Paste or edit the field, one line per pair, team or player.

    Before seating the whole field may change; once seated only the names
    may (a late arrival, a substitute), keeping every number and result.
    """
    event = director_event(request, event_id)
    form = EntrantsForm(request.POST or None, initial={"lines": entrants.as_text(event)})
    seated = event.status != Event.Status.DRAFT
    problems, unknown = [], []
    if request.method == "POST" and form.is_valid():
        text = form.cleaned_data["lines"]
        try:
            known = entrants.known_pairs(event) if seated else frozenset()
            unknown = entrants.new_names(event, entrants.parse(event.form, text, known=known))
            choice = request.POST.get("add_members")   # "1": as members; "visitors": as visitors
            if unknown and choice not in ("1", "visitors"):
                raise entrants.EntrantsError([])
            if seated:
                renamed = entrants.rename_entrants(event, text, request.user.username)
            else:
                entries = entrants.parse(event.form, text)
                entrants.replace_entrants(event, entries)
        except entrants.EntrantsError as exc:
            problems = exc.problems
        else:
            if unknown and choice == "visitors":
                event.club.players.filter(name__in=unknown).update(visitor=True)
            if seated:
                noun = entrants.NOUNS[event.form] + ("s" if renamed != 1 else "")
                messages.success(request, f"{renamed} {noun} renamed; every number and result "
                                 f"is kept." if renamed else "No name changed.")
                return redirect("director:event", event.pk)
            AuditEntry.objects.create(event=event, who=request.user.username,
                                      action=AuditEntry.Action.FIELD_CHANGED,
                                      what=f"entered the field ({len(entries)} lines)")
            messages.success(request, f"{len(entries)} entered. Now choose the movement.")
            return redirect("director:movement", event.pk)
    return render(request, "director/entrants.html", {
        "event": event, "form": form, "problems": problems, "seated": seated,
        "noun": entrants.NOUNS[event.form], "unknown": unknown})


def movement_choose(request, event_id):
    """The systems that fit the field, a preview with the checker's verdict, and seating.

    The preview offers the scoring methods that fit its movement, the event's own
    first when it fits; seating with another records the change.
    """
    event = director_event(request, event_id)
    size = generator_size(event)
    form = MovementChoiceForm(request.POST or request.GET or None)
    minutes = form.is_valid() and form.cleaned_data["minutes"] or None
    choices = suggest(event.form, size, minutes=minutes,
                      minutes_per_tray=settings.WHIST_MINUTES_PER_TRAY) if size else []
    preview = report = None
    methods, method = [], event.method
    problems = []
    if form.is_bound and form.is_valid() and form.cleaned_data["system"]:
        data = form.cleaned_data
        try:
            system = movements.get(data["system"])
            if system.form != event.form:
                raise movements.MovementError(
                    f"{system.title} is a movement for {system.form}; this event is for {event.form}.")
            preview = system(size, trays_per_round=data["trays_per_round"], variant=data["variant"] or None,
                             **form.movement_options())
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
                    lifecycle.seat(event, preview, request.user.username, method=method)
                except (SeatingError, LifecycleError) as exc:
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
        _paginate(table, request)
    return render(request, "director/movement.html", {
        "event": event, "size": size, "form": form, "preview": preview,
        # A movement for a particular field (two clubs, ladies and gentlemen...) fits any
        # count, so it is offered apart, not in every list.
        "choices": [(c, evening_length(c.played)) for c in choices if not c.needs],
        "particular": [(c, evening_length(c.played)) for c in choices if c.needs],
        "particular_fields": sorted({c.needs for c in choices if c.needs}),
        "sitting_out": any(c.idle for c in choices),
        "one_evening": PLAYABLE_EVENING, "usual_evening": USUAL_EVENING,
        "minutes_per_tray": settings.WHIST_MINUTES_PER_TRAY,
        "evening": evening_length(preview.trays_at_a_table) if preview else "",
        "preview_title": movements.get(preview.system).title if preview else "",
        "options": movements.get(preview.system).options if preview else (),
        "report": report, "problems": problems, "table": table, "methods": methods,
        "method": method})


def evening_length(trays: int) -> str:
    """How long ``trays`` take to play, to the nearest five minutes: "about 3 h 15 min"."""
    minutes = 5 * round(trays * settings.WHIST_MINUTES_PER_TRAY / 5)
    hours, minutes = divmod(minutes, 60)
    return "about " + " ".join(f"{n} {unit}" for n, unit in ((hours, "h"), (minutes, "min")) if n)


def _paginate(table, request) -> None:
    """Show the page of ``table`` the address asks for (``?page=``); 404 for one it has not."""
    number = whole_number(request.GET.get("page"), "the page", blank=1)
    try:
        table.paginate(page=number, per_page=60)
    except EmptyPage:
        raise UserError(f"The movement has no page {number}.", Code.NOT_FOUND) from None


def event_settings(request, event_id):
    """Change the name, date, laws, scoring method or devices, at any status before publication."""
    event = director_event(request, event_id)
    form = EventSettingsForm(request.POST or None, initial={k: getattr(event, k) for k in lifecycle.SETTINGS})
    problems = []
    if request.method == "POST" and form.is_valid():
        data = form.cleaned_data
        try:
            lifecycle.change_settings(event, request.user.username, {k: data[k] for k in lifecycle.SETTINGS},
                                      reason=data["reason"])
        except LifecycleError as exc:
            problems = exc.problems
        else:
            messages.success(request, "Settings saved.")
            return redirect("director:event", event.pk)
    return render(request, "director/settings.html", {
        "event": event, "form": form, "problems": problems,
        "refused": lifecycle.refusal(event, "change-settings")})


# The steps the event page offers, in its order, each called with the director's reason and
# confirmation: (event, who, why, confirmed) -> event.  Seating and rounds have their own pages.
PAGE_STEPS = {
    "start": lambda event, who, why, yes: lifecycle.start(event, who),
    "unseat": lambda event, who, why, yes: lifecycle.unseat(event, who, why),
    "reopen": lambda event, who, why, yes: lifecycle.reopen(event, who, reason=why, confirmed=yes),
    "publish": lambda event, who, why, yes: lifecycle.publish(event, who),
    "withdraw": lambda event, who, why, yes: lifecycle.withdraw(event, who, why),
    "delete": lambda event, who, why, yes: lifecycle.delete(event, who, reason=why, confirmed=yes),
}


@require_POST
def event_step(request, event_id):
    """Take one step of the event's life: start play, unseat, reopen, publish, withdraw, delete."""
    event = director_event(request, event_id)
    name = request.POST.get("step", "")
    if name not in PAGE_STEPS:
        messages.error(request, f"There is no step “{name}”; use one of the buttons on the event page.")
        return redirect("director:event", event.pk)
    try:
        event = PAGE_STEPS[name](event, request.user.username, request.POST.get("reason", ""),
                                 bool(request.POST.get("confirm")))
    except LifecycleError as exc:
        messages.error(request, exc.message)
        return redirect("director:event", event.pk)
    if name == "delete":
        messages.success(request, "The event is deleted.")
        return redirect("director:home")
    if name == "unseat":
        messages.success(request, "Unseated: choose another movement.")
        return redirect("director:movement", event.pk)
    messages.success(request, f"The event is now {event.get_status_display().lower()}.")
    return redirect("director:event", event.pk)
