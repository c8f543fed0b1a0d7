"""The director's pages for the club's members: the list, one member, import and export."""

from __future__ import annotations

from django.contrib import messages
from django.db.models import Q
from django.http import HttpResponse, JsonResponse
from django.shortcuts import get_object_or_404, redirect, render

from tournament.club import members
from tournament.web.access import director_club
from tournament.web.forms.club import MemberForm, MembersImportForm
from tournament.models import Player


def member_list(request, club):
    """Every member, a new one, and the import of a member list (all or nothing)."""
    club = director_club(request, club)
    form = MemberForm(request.POST or None, instance=Player(club=club))
    upload = MembersImportForm()
    problems = []
    if request.method == "POST" and "file" in request.FILES:
        upload = MembersImportForm(request.POST, request.FILES)
        if upload.is_valid():
            file = upload.cleaned_data["file"]
            try:
                rows = members.parse(members.read_rows(file.name, file.read()))
                added, updated = members.import_members(club, rows)
            except members.MembersError as exc:
                problems = exc.problems
            else:
                messages.success(request, f"Member list read: {added} added, {updated} updated.")
                return redirect("director:members", club.slug)
    elif request.method == "POST" and form.is_valid():
        member = form.save()
        messages.success(request, f"{member.name} is a member.")
        return redirect("director:members", club.slug)
    query = " ".join(request.GET.get("q", "").split())[:120]
    found = club.players.all()
    if query:
        found = found.filter(Q(name__icontains=query) | Q(number__icontains=query) | Q(email__icontains=query))
    return render(request, "ladders/members.html", {
        "club": club, "members": found.filter(visitor=False), "visitors": found.filter(visitor=True),
        "query": query, "form": form, "upload": upload, "problems": problems})


def member_edit(request, club, member):
    """Rename a member (everywhere: every field shows the member's name), or change his details."""
    club = director_club(request, club)
    player = get_object_or_404(Player, club=club, pk=member)
    form = MemberForm(request.POST or None, instance=player)
    if request.method == "POST" and form.is_valid():
        form.save()
        messages.success(request, f"{player.name} saved.")
        return redirect("director:members", club.slug)
    return render(request, "ladders/member_edit.html", {"club": club, "member": player, "form": form})


def member_export(request, club, kind):
    club = director_club(request, club)
    if kind == "xlsx":
        body, content_type = members.as_xlsx(club), \
            "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
    else:
        body, content_type = members.as_csv(club), "text/csv; charset=utf-8"
    response = HttpResponse(body, content_type=content_type)
    response["Content-Disposition"] = f'attachment; filename="{club.slug}-members.{kind}"'
    return response


def member_names(request, club):
    """The active members' names, for the field's autocomplete."""
    club = director_club(request, club)
    return JsonResponse({"members": list(club.players.filter(active=True, visitor=False)
                                         .values_list("name", flat=True))})
