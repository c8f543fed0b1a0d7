"""The scorer's pages: the traveller (one tray, every table) and the scorer's slip
(one table, one round), both keyboard-fast, both writing through :mod:`tournament.results`."""

from __future__ import annotations

from dataclasses import dataclass

from django.contrib import messages
from django.http import Http404
from django.shortcuts import redirect, render

from ..access import director_event
from ..models import Result
from ..results import Figures, ResultRefused, movement_of, record


@dataclass
class Line:
    """One tray at one table in one round, with what has been recorded so far."""

    round: int
    table: int
    tray: int
    ns: tuple[int, ...]
    ew: tuple[int, ...]
    result: Result | None = None
    error: str = ""

    @property
    def key(self) -> str:
        return f"{self.round}-{self.table}-{self.tray}"


def _lines(event, keep) -> list[Line]:
    movement = movement_of(event)
    recorded = {(r.round.number, r.table, r.tray.number): r
                for r in Result.objects.filter(event=event).select_related("round", "tray")}
    return [Line(p.round, p.table, p.tray, p.ns, p.ew, recorded.get((p.round, p.table, p.tray)))
            for p in movement.plays() if keep(p)]


def _int(value: str) -> int | None:
    value = (value or "").strip()
    return int(value) if value.lstrip("-").isdigit() else None


def _figures(post, key: str) -> Figures | None | str:
    """The figures typed on one line; None when left blank, a message when unreadable."""
    ns = post.get(f"ns-{key}", "").strip()
    adjusted = post.get(f"adjusted-{key}", "") or None
    if not ns and not adjusted:
        return None
    if ns and _int(ns) is None:
        return f"'{ns}' is not a number of tricks"
    return Figures(ns=_int(ns), revokes_ns=_int(post.get(f"rns-{key}")) or 0,
                   revokes_ew=_int(post.get(f"rew-{key}")) or 0,
                   before_revoke_ns=_int(post.get(f"bns-{key}")),
                   before_revoke_ew=_int(post.get(f"bew-{key}")), adjusted=adjusted)


def _entry(request, event, lines: list[Line], title: str, again):
    if request.method == "POST":
        saved = refused = 0
        reason = request.POST.get("reason", "").strip()
        for line in lines:
            figures = _figures(request.POST, line.key)
            if figures is None:
                continue
            if isinstance(figures, str):
                line.error, refused = figures, refused + 1
                continue
            version = _int(request.POST.get(f"v-{line.key}"))
            try:
                _, changed = record(event, line.round, line.table, line.tray, figures,
                                    request.user.username, status=Result.Status.CONFIRMED,
                                    expected_version=version, reason=reason or "scorer's entry",
                                    director=True)
            except ResultRefused as exc:
                line.error, refused = exc.message, refused + 1
            else:
                saved += changed
        if not refused:
            messages.success(request, f"{saved} result{'s' if saved != 1 else ''} recorded.")
            return redirect(again)
        messages.error(request, f"{refused} line{'s' if refused != 1 else ''} refused; nothing else was lost.")
    return render(request, "results/entry.html", {
        "event": event, "lines": lines, "title": title, "names": event.seat_names(),
        "adjustments": Result.Adjusted.choices})


def traveller(request, event_id, tray):
    """Every table's result on one tray: the traveller of the tray."""
    event = director_event(request, event_id)
    if not event.is_seated:
        raise Http404("The event is not seated.")
    lines = _lines(event, lambda p: p.tray == tray)
    if not lines:
        raise Http404(f"Tray {tray} is not played in this event.")
    return _entry(request, event, lines, f"Traveller of tray {tray}", request.path)


def scorer_slip(request, event_id, round_no, table):
    """One table's trays in one round: the scorer's slip collected after the round."""
    event = director_event(request, event_id)
    if not event.is_seated:
        raise Http404("The event is not seated.")
    lines = _lines(event, lambda p: p.round == round_no and p.table == table)
    if not lines:
        raise Http404(f"Nobody plays at table {table} in round {round_no}.")
    return _entry(request, event, lines, f"Scorer's slip: round {round_no}, table {table}", request.path)


def overview(request, event_id):
    """Rounds x tables: which slips are in, and the links to enter them."""
    event = director_event(request, event_id)
    if not event.is_seated:
        raise Http404("The event is not seated.")
    movement = movement_of(event)
    counts: dict[tuple[int, int], int] = {}
    for r in Result.objects.filter(event=event).values_list("round__number", "table"):
        counts[r] = counts.get(r, 0) + 1
    grid = [{"round": r.round, "cells": [
        {"table": t.table, "played": t.played, "expected": len(t.trays),
         "entered": counts.get((r.round, t.table), 0)} for t in r.tables]} for r in movement.rounds]
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
