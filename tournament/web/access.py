"""Who may see which event: the one place the permission rules live.

A director sees and changes the events of the clubs he directs (superusers see
all); anyone else gets 404 for a club's events, never a hint that they exist.
The public sees only published events.

Events are read without their movement: it is the largest column (a 60-table
Mitchell's takes longer to decode than its standings take to score), and
:func:`tournament.seated.movement_of` keeps it per process anyway.
"""

from django.contrib.auth.views import redirect_to_login
from django.core.exceptions import PermissionDenied
from django.db.models import Exists, OuterRef
from django.http import Http404

from tournament.models import Club, Event


def clubs_of(user):
    """The clubs ``user`` directs."""
    if not user.is_authenticated:
        return Club.objects.none()
    if user.is_superuser:
        return Club.objects.all()
    return user.clubs.all()


def director_event(request, event_id) -> Event:
    """The event, if the logged-in director directs its club; else 404 or 403.

    Anonymous visitors are sent to the login page (raised as a redirect
    response wrapped in :class:`LoginRequired`).
    """
    return _directed(request, Event.objects.select_related("club").defer("movement").filter(pk=event_id),
                     "club_id", "No such event.", "You are not a director of this event's club.")


def director_club(request, club_slug) -> Club:
    """The club, if the logged-in user directs it (its members and ladders); else 404 or 403."""
    return _directed(request, Club.objects.filter(slug=club_slug),
                     "pk", "No such club.", "You are not a director of this club.")


def _directed(request, found, club: str, missing: str, not_theirs: str):
    """The one event or club in ``found``, if the logged-in user directs its club (``club``:
    the field that names it).  One query: whether he directs it comes with the row."""
    user = request.user
    if not user.is_authenticated:
        raise LoginRequired(request)
    thing = found.annotate(directed=Exists(clubs_of(user).filter(pk=OuterRef(club)))).first()
    if thing is None:
        raise Http404(missing)
    if not thing.directed:
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
