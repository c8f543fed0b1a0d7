"""The ladders: the public page, its PDF and sheet, each member's season, and the director's
pages that define them.  Everything is computed on read from the published events."""

from __future__ import annotations

from django.contrib import messages
from django.http import Http404, HttpResponse
from django.shortcuts import get_object_or_404, redirect, render

from tournament.web.access import director_club
from tournament.web.forms.club import LadderForm
from tournament.exports.ladder import ladder_workbook
from tournament.club.ladders import compute, member_season, shown
from tournament.scoring.rounding import fraction_text
from tournament.models import Ladder, Player
from tournament.printing.ladder import ladder_pdf
from tournament.scoring.ladder import running_totals


def _ladder(club, slug) -> Ladder:
    return get_object_or_404(Ladder.objects.select_related("club"), club__slug=club, slug=slug)


def public_ladder(request, club, ladder):
    computed = compute(_ladder(club, ladder))
    return render(request, "ladders/ladder.html", {
        "club": computed.ladder.club, "computed": computed,
        "lines": [(line, shown(line.standing.score), fraction_text(line.standing.exact))
                  for line in computed.lines]})


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
    """A member's season: every published event played, place, score and the running total.

    Only a member with a published event has a public page (the names of unpublished
    fields are the directors' business)."""
    player = get_object_or_404(Player.objects.select_related("club"), pk=member, club__slug=club)
    season = member_season(player)
    if not season:
        raise Http404("No published event for this member.")
    return render(request, "ladders/member.html", {
        "club": player.club, "member": player,
        "season": [(p, shown(p.score), shown(total)) for p, total in running_totals(season)],
        "ladders": player.club.ladders.all()})


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
