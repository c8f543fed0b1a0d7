"""Who may see which event: the one place the permission rules live.

A director sees and changes the events of the clubs he directs (superusers see
all); anyone else gets 404 for a club's events, never a hint that they exist.
The public sees only published events.

Events are read without their movement: it is the largest column (a 60-table
Mitchell's takes longer to decode than its standings take to score), and
:func:`tournament.seated.movement_of` keeps it in the cache anyway.
"""

from django.contrib.auth.views import redirect_to_login
from django.core.exceptions import PermissionDenied
from django.db.models import Exists, OuterRef
from django.http import Http404

from tournament.models import Club, Event
from tournament.rows import event_for_director


def clubs_of(user):
    """The clubs ``user`` directs."""
    if not user.is_authenticated:
        return Club.objects.none()
    if user.is_superuser:
        return Club.objects.all()
    return user.clubs.all()


def director_event(request, event_id) -> Event:
    """The event, with its club, if the logged-in director directs its club; else 404 or 403.

    Anonymous visitors are sent to the login page (raised as a redirect
    response wrapped in :class:`LoginRequired`).  Every director's page of an event
    starts here, a kept standings page too, so the event comes from a query written
    once (``rows.event_for_director``), whether he directs it with the row.
    """
    user = _logged_in(request)
    return _allowed(event_for_director(event_id, user.pk), user,
                    "No such event.", "You are not a director of this event's club.")


def director_club(request, club_slug) -> Club:
    """The club, if the logged-in user directs it (its members and ladders); else 404 or 403."""
    user = _logged_in(request)
    club = Club.objects.filter(slug=club_slug).annotate(
        directed=Exists(clubs_of(user).filter(pk=OuterRef("pk")))).first()
    return _allowed(club, user, "No such club.", "You are not a director of this club.")


def _logged_in(request):
    if not request.user.is_authenticated:
        raise LoginRequired(request)
    return request.user


def _allowed(thing, user, missing: str, not_theirs: str):
    """``thing`` (an event or club read with ``directed``: whether ``user`` directs its club),
    if there is one and he directs it or is a superuser; else 404 or 403."""
    if thing is None:
        raise Http404(missing)
    if not (thing.directed or user.is_superuser):
        raise PermissionDenied(not_theirs)
    return thing


def public_event(club_slug, event_id) -> Event:
    """A published event of the club ``club_slug``; 404 for anything else."""
    try:
        return Event.objects.select_related("club").defer("movement").get(
            pk=event_id, club__slug=club_slug, status=Event.Status.PUBLISHED)
    except Event.DoesNotExist:
        raise Http404("No such published event.") from None


class LoginRequired(Exception):
    """Raised by :func:`director_event` for an anonymous visitor; the middleware redirects."""

    def __init__(self, request):
        super().__init__("login required")
        self.response = redirect_to_login(request.get_full_path())
