"""The public index: clubs, and each club's published events."""

from django.http import Http404
from django.shortcuts import render

from tournament.models import Club, Event


def index(request):
    clubs = Club.objects.filter(events__status=Event.Status.PUBLISHED).distinct()
    return render(request, "public/index.html", {"clubs": clubs})


def club(request, club):
    try:
        club = Club.objects.get(slug=club)
    except Club.DoesNotExist:
        raise Http404("No such club.") from None
    events = club.events.filter(status=Event.Status.PUBLISHED)
    return render(request, "public/club.html", {"club": club, "events": events})
