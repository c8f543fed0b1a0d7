"""Looking up the event a management command names, with a director's error message."""

from django.core.management.base import CommandError

from tournament.models import Event


def event_or_error(event_id: int, seated: bool = False) -> Event:
    """The event ``event_id``; a CommandError if there is none (or, if ``seated``, it has no movement)."""
    try:
        event = Event.objects.get(pk=event_id)
    except Event.DoesNotExist:
        raise CommandError(f"there is no event {event_id}") from None
    if seated and not event.is_seated:
        raise CommandError(f"event {event_id} is not seated yet: choose its movement first")
    return event
