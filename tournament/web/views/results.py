"""The scorer's pages: the traveller (one tray, every table) and the scorer's slip
(one table, one round), both keyboard-fast, both writing through :mod:`tournament.evening.results`."""

from __future__ import annotations

from dataclasses import dataclass

from django.contrib import messages
from django.http import Http404
from django.shortcuts import redirect, render

from tournament.web.access import director_event
from movements.model import Play
from tournament.models import Result
from tournament.web.forms.results import LineForm
from tournament.evening.results import ResultRefused, record
from tournament.seated import movement_of


@dataclass
class Line:
    """One play of the movement (a tray at a table in a round), with what has been
    recorded so far and its form."""

    play: Play
    result: Result | None = None
    form: LineForm | None = None

    @property
    def key(self) -> str:
        return f"{self.play.round}-{self.play.table}-{self.play.tray}"


def _lines(event, keep, data=None) -> list[Line]:
    movement = movement_of(event)
    recorded = {(r.round.number, r.table, r.tray.number): r
                for r in Result.objects.filter(event=event).select_related("round", "tray")}
    lines = [Line(p, recorded.get((p.round, p.table, p.tray))) for p in movement.plays() if keep(p)]
    for line in lines:
        p = line.play
        line.form = LineForm(data, result=line.result, prefix=line.key, laws=event.laws,
                             where=f"round {p.round}, table {p.table}, tray {p.tray}")
    return lines


def _entry(request, event, keep, title: str):
    """The traveller or the slip: show its lines; on POST record every line typed or changed."""
    lines = _lines(event, keep, request.POST if request.method == "POST" else None)
    if request.method == "POST":
        saved = refused = 0
        reason = request.POST.get("reason", "").strip()
        for line in lines:
            form = line.form
            if form.left_blank():
                continue
            if not form.is_valid():
                refused += 1
                continue
            if form.unchanged():
                continue
            try:
                _, changed = record(event, line.play.round, line.play.table, line.play.tray, form.figures,
                                    request.user.username, status=Result.Status.CONFIRMED,
                                    expected_version=form.cleaned_data["version"], reason=reason,
                                    director=True)
            except ResultRefused as exc:
                form.add_error(None, exc.message)
                refused += 1
            else:
                saved += changed
        if not refused:
            messages.success(request, f"{saved} result{'s' if saved != 1 else ''} recorded.")
            return redirect(request.path)
        messages.error(request, f"{refused} line{'s' if refused != 1 else ''} refused; nothing else was lost.")
    return render(request, "results/entry.html", {
        "event": event, "lines": lines, "title": title, "names": event.seat_names()})


def traveller(request, event_id, tray):
    """Every table's result on one tray: the traveller of the tray."""
    event = director_event(request, event_id)
    if not event.is_seated:
        raise Http404("The event is not seated.")
    if not any(p.tray == tray for p in movement_of(event).plays()):
        raise Http404(f"Tray {tray} is not played in this event.")
    return _entry(request, event, lambda p: p.tray == tray, f"Traveller of tray {tray}")


def scorer_slip(request, event_id, round_no, table):
    """One table's trays in one round: the scorer's slip collected after the round."""
    event = director_event(request, event_id)
    if not event.is_seated:
        raise Http404("The event is not seated.")
    if not any(p.round == round_no and p.table == table for p in movement_of(event).plays()):
        raise Http404(f"Nobody plays at table {table} in round {round_no}.")
    return _entry(request, event, lambda p: p.round == round_no and p.table == table,
                  f"Scorer's slip: round {round_no}, table {table}")


def overview(request, event_id):
    """Rounds x tables: which slips are in, and the links to enter them."""
    event = director_event(request, event_id)
    if not event.is_seated:
        raise Http404("The event is not seated.")
    movement = movement_of(event)
    counts: dict[tuple[int, int], int] = {}
    for r in Result.objects.filter(event=event).values_list("round__number", "table"):
        counts[r] = counts.get(r, 0) + 1
    seats = {(r.round, t.table): t for r in movement.rounds for t in r.tables}

    def cell(round_no: int, table: int) -> dict:
        t = seats.get((round_no, table))       # none: a table added late, before it joined
        return {"table": table, "played": t is not None and t.played,
                "expected": len(t.trays) if t else 0, "entered": counts.get((round_no, table), 0)}

    grid = [{"round": r.round, "cells": [cell(r.round, t) for t in range(1, movement.tables + 1)]}
            for r in movement.rounds]
    return render(request, "results/overview.html", {
        "event": event, "grid": grid, "tables": range(1, movement.tables + 1),
        "trays": range(1, movement.trays + 1)})


def history(request, event_id, result_id):
    """Every change of one result: who, when, old -> new, why."""
    event = director_event(request, event_id)
    try:
        result = Result.objects.select_related("round", "tray").get(pk=result_id, event=event)
    except Result.DoesNotExist:
        raise Http404("No such result.") from None
    return render(request, "results/history.html", {
        "event": event, "result": result, "entries": result.audit.order_by("when", "id")})
