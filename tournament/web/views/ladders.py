"""The ladders: the public page, its PDF and sheet, each member's season, and the director's
pages that define them.  Everything is read from the published evenings' kept figures."""

from __future__ import annotations

import hashlib

from django.contrib import messages
from django.core.cache import cache
from django.template.loader import render_to_string
from django.utils.safestring import mark_safe
from django.http import Http404, HttpResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.urls import reverse

from tournament.web.access import director_club
from tournament.web.forms.club import LadderForm
from tournament.exports.ladder import ladder_workbook
from tournament.club.ladders import club_evenings, compute, member_ladders, member_season, ratings, season_version, shown
from tournament.evening.revision import KEPT_FOR
from tournament.scoring.rating import provisional
from tournament.scoring.ladder import shown_figure
from tournament.scoring.rounding import fraction_text
from tournament.models import Ladder, Player
from tournament.printing.ladder import ladder_pdf


def _ladder(club, slug) -> Ladder:
    return get_object_or_404(Ladder.objects.select_related("club"), club__slug=club, slug=slug)


def _event_links(club) -> str:
    """The start of the public address of every event of the club (its number and a slash
    follow): one reverse() for a season's many links."""
    return reverse("public:event", args=[club.slug, 0])[:-2]


def _kept(club, what: tuple, render) -> str:
    """A page's body for this version of the club's season (:func:`season_version`), from the
    cache or made by ``render()``: a page read again, unchanged, scores and adds up nothing."""
    key = hashlib.sha256(repr((what, season_version(club))).encode()).hexdigest()
    html = cache.get(key)
    if html is None:
        html = render()
        cache.set(key, html, KEPT_FOR)
    return mark_safe(html)


def public_ladder(request, club, ladder):
    ladder = _ladder(club, ladder)

    def body() -> str:
        computed = compute(ladder)
        return render_to_string("ladders/_ladder.html", {
            "club": ladder.club, "computed": computed, "events_at": _event_links(ladder.club),
            "lines": [(line, shown(line.standing.score), fraction_text(line.standing.exact))
                      for line in computed.lines]})

    return render(request, "ladders/ladder.html", {
        "club": ladder.club, "ladder": ladder, "body": _kept(ladder.club, ("ladder", ladder.pk), body)})


def _download(content: bytes, content_type: str, name: str, inline: bool = False) -> HttpResponse:
    response = HttpResponse(content, content_type=content_type)
    response["Content-Disposition"] = f'{"inline" if inline else "attachment"}; filename="{name}"'
    return response


def public_ladder_pdf(request, club, ladder):
    computed = compute(_ladder(club, ladder))
    return _download(ladder_pdf(computed, request.GET.get("paper", "a4")), "application/pdf",
                     f"{computed.ladder.slug}.pdf", inline=True)


def public_ladder_xlsx(request, club, ladder):
    computed = compute(_ladder(club, ladder))
    return _download(ladder_workbook(computed),
                     "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
                     f"{computed.ladder.slug}.xlsx")


def public_member(request, club, member):
    """A member's season: each ladder he is on with its arithmetic (the counted evenings
    marked), every published evening played (partner, place, percentage, place points) and
    his rating after each.

    Only a member with a published event has a public page (the names of unpublished
    fields are the directors' business)."""
    player = get_object_or_404(Player.objects.select_related("club"), pk=member, club__slug=club)

    def body() -> str:
        evenings = club_evenings(player.club)
        rated = ratings(evenings)
        season = member_season(player, evenings, rated)
        if not season:
            return ""
        steps = rated.get(player.pk, [])
        return render_to_string("ladders/_member.html", {
            "club": player.club, "member": player, "events_at": _event_links(player.club),
            "season": [(e, shown(shown_figure(e.percentage)), shown(e.points),
                        shown(shown_figure(e.rating.after)) if e.rating else "—") for e in season],
            "rating": shown(shown_figure(steps[-1].after)) if steps else "—",
            "provisional": provisional(steps),
            "on_ladders": [(computed, line, [(p, shown(p.score)) for p in line.standing.played])
                           for computed, line in member_ladders(player, evenings)],
            "ladders": player.club.ladders.all()})

    html = _kept(player.club, ("member", player.pk), body)
    if not html:
        raise Http404("No published event for this member.")
    return render(request, "ladders/member.html", {"club": player.club, "member": player, "body": html})


def director_ladders(request, club):
    """The club's ladders, and a new one."""
    club = director_club(request, club)
    form = LadderForm(request.POST or None, club=club)
    if request.method == "POST" and form.is_valid():
        ladder = form.save()
        messages.success(request, f"Ladder “{ladder.name}” defined.")
        return redirect("director:ladders", club.slug)
    return render(request, "ladders/director_ladders.html", {
        "club": club, "ladders": club.ladders.all(), "form": form})


def director_ladder(request, club, ladder):
    """Change a ladder's events, who it ranks and its rule; or delete it."""
    club = director_club(request, club)
    ladder = get_object_or_404(Ladder, club=club, slug=ladder)
    if request.method == "POST" and request.POST.get("delete"):
        ladder.delete()
        messages.success(request, f"Ladder “{ladder.name}” deleted.")
        return redirect("director:ladders", club.slug)
    form = LadderForm(request.POST or None, instance=ladder, club=club)
    if request.method == "POST" and form.is_valid():
        ladder = form.save()
        messages.success(request, f"Ladder “{ladder.name}” saved.")
        return redirect("director:ladder", club.slug, ladder.slug)
    return render(request, "ladders/director_ladder.html", {"club": club, "ladder": ladder, "form": form})
