"""Looking up the event or club a management command names, with a director's error message."""

from django.core.management.base import CommandError

from tournament.models import Club, Event


def event_or_error(event_id: int, seated: bool = False) -> Event:
    """The event ``event_id``; a CommandError if there is none (or, if ``seated``, it has no movement)."""
    try:
        event = Event.objects.get(pk=event_id)
    except Event.DoesNotExist:
        raise CommandError(f"there is no event {event_id}") from None
    if seated and not event.is_seated:
        raise CommandError(f"event {event_id} is not seated yet: choose its movement first")
    return event


def club_or_error(slug: str) -> Club:
    """The club whose address name is ``slug``; a CommandError naming the clubs there are if none."""
    club = Club.objects.filter(slug=slug).first()
    if club is None:
        raise CommandError(f"there is no club {slug!r}; the clubs are: "
                           f"{', '.join(Club.objects.values_list('slug', flat=True)) or 'none'}")
    return club
