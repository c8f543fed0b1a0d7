"""Each event's revision: one number that every change to what the event shows moves on.

``Event.revision`` is bumped (``UPDATE … SET revision = revision + 1``) in the
same transaction as the change, or right after it, never before: a result
entered, corrected, ruled on, confirmed or disputed, a name, a deal or a trump
slip, the settings, a step of the event's life (seated, started, a round
closed, published...), a late arrival, a restored backup.  One place does it
for all of them: saving or deleting any of the event's rows (its results,
trays, trump slips, rounds, seats, teams, pairs, players; not the tables' links) bumps it, by
the signals connected here, and so does saving the event itself
(``Event.save``, which never writes the revision back from a stale copy).  The
write paths that change rows without saving them one by one (bulk updates)
save the event in the same transaction.  The results' write path
(tournament/results.py) bumps first instead, with :class:`changing`: the event
row is then locked before the round and the results, in the order the
director's steps (tournament/lifecycle.py) lock them, and no two writers wait
for each other in a circle; the tables' writes to one event follow one another.

So whatever is made from an event (a standings or recap page, the results
workbook) is kept in Django's cache under the event's id and revision
(:func:`kept`): a revision read with the event (one row, no extra query) gives
the key, a hit costs one cache read, and a change makes a new key, so nothing
kept is ever stale.  Old keys are left to expire.

A reader that reads the revision and then the rows may meet a change committed
in between; it then keeps the newer rows under the older revision, which no
reader asks for once the change is committed.  (Hence: bump with the change, or
after it, never before it in a transaction of its own.)

A database restored from a dump of the same site brings back revisions the cache
may hold pages of a later state for: clear the cache after such a restore (with
Redis, ``redis-cli -n DB flushdb``; the local-memory cache goes with a restart).
"""

from __future__ import annotations

import hashlib

from django.core.cache import cache
from django.db.models import F, Q
from django.db.models.signals import post_delete, post_save

from tournament import models as m
from tournament.models import EVENT_IN_BULK, Event, rows_in_bulk

KEPT_FOR = 3600   # seconds: a new revision makes a new key, and the old ones go by themselves

# ``with in_bulk(event): ...``: the event's rows changed in bulk (thousands of results or
# seats) each move nothing; the caller moves the revision once (saving the event does).
in_bulk = rows_in_bulk


def bump(event) -> int:
    """Move ``event``'s revision on (an Event, or its id) and return the new one; an Event
    given is told it.  Also takes the event row's write lock until the transaction ends, so
    call it first in a transaction that then locks the event's rounds or results."""
    pk = event.pk if isinstance(event, Event) else event
    revision = Event.bump_revision(pk)
    if isinstance(event, Event):
        event.revision = revision
    return revision


def bump_all(events) -> None:
    """Move on the revision of every event of the queryset ``events``."""
    events.update(revision=F("revision") + 1)


def key(event, what) -> str:
    """The cache key of ``what`` (a tuple: the page, its audience, its options...) made
    from the event at its current revision.  The event's creation time is in it too: an
    event that has the id of one gone before (a rolled-back SQLite insert, a database
    restored from elsewhere) is not taken for it."""
    digest = hashlib.blake2b(repr(what).encode(), digest_size=12).hexdigest()
    created = event.created_at.timestamp() if event.created_at else "-"
    return f"whist:event:{event.pk}:{created}:{event.revision}:{digest}"


def kept(event, what, make):
    """``make()``'s value for ``what`` at the event's revision: from the cache, or made and
    kept there.  ``make`` must not return None."""
    name = key(event, what)
    value = cache.get(name)
    if value is None:
        value = make()
        cache.set(name, value, KEPT_FOR)
    return value


class changing(in_bulk):
    """``with transaction.atomic(), changing(event): ...``: the event's revision moved on first,
    in the transaction (its row locked before anything else: the order the director's steps
    lock in), and the rows changed in the block bump nothing more: one UPDATE a write."""

    def __enter__(self):
        bump(self.pk)
        super().__enter__()


def _changed(sender, instance, **kwargs):
    event_id = instance.event_id
    if event_id is not None and event_id != EVENT_IN_BULK.get():
        bump(event_id)


def _round_row_changed(sender, instance, **kwargs):
    """A seat: its round's event."""
    if EVENT_IN_BULK.get() is None:
        bump_all(Event.objects.filter(rounds=instance.round_id))


def _tray_row_changed(sender, instance, **kwargs):
    """A trump slip: its tray's event."""
    if EVENT_IN_BULK.get() is None:
        bump_all(Event.objects.filter(trays=instance.tray_id))


def _player_changed(sender, instance, created=False, **kwargs):
    """A member renamed: every event the member played in shows the new name."""
    if not created and instance.pk is not None:
        bump_all(Event.objects.filter(pk__in=Event.objects.filter(
            Q(pairs__player_a=instance) | Q(pairs__player_b=instance)
            | Q(individuals__player=instance)).values("pk")))


def _club_changed(sender, instance, created=False, **kwargs):
    if not created:
        bump_all(Event.objects.filter(club=instance))


def connect() -> None:
    """Connect the signals (``TournamentConfig.ready``)."""
    for model in (m.Result, m.Tray, m.Round, m.Team, m.Pair, m.Individual):
        post_save.connect(_changed, sender=model, dispatch_uid=f"revision-{model.__name__}")
        post_delete.connect(_changed, sender=model, dispatch_uid=f"revision-del-{model.__name__}")
    post_save.connect(_round_row_changed, sender=m.TableSeat, dispatch_uid="revision-seat")
    post_delete.connect(_round_row_changed, sender=m.TableSeat, dispatch_uid="revision-del-seat")
    post_save.connect(_tray_row_changed, sender=m.TrumpSlip, dispatch_uid="revision-slip")
    post_delete.connect(_tray_row_changed, sender=m.TrumpSlip, dispatch_uid="revision-del-slip")
    post_save.connect(_player_changed, sender=m.Player, dispatch_uid="revision-player")
    post_save.connect(_club_changed, sender=m.Club, dispatch_uid="revision-club")
