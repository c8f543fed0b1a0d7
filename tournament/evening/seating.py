"""Seating an event: the chosen movement becomes rounds, tables, trays and trump slips.

The movement itself comes from ``movements`` and is checked there; this module
only refuses a movement that does not fit the event's entrants or that the
event's scoring method cannot score (so no seated event has standings its pages
cannot show), lays it out, and takes it up again.  The event's status is not this
module's business: ``tournament.evening.lifecycle.seat`` and ``unseat`` call these and change it.
"""

from __future__ import annotations

from django.db import transaction
from django.utils import timezone

from movements import Movement
from movements.check import check

from tournament.errors import UserError
from tournament.evening import revision

from tournament.models import Event, EventTable, Round, TableSeat, Tray, TrumpSlip
from tournament.vocabulary import dealer_of
from tournament.scoring.registry import METHODS, fitting


class SeatingError(UserError):
    """The movement cannot be used for this event; the message says why."""


def entrant_count(event: Event) -> int:
    """How many entrants the movement must serve: pairs (also for teams) or players."""
    if event.form == Event.Form.INDIVIDUALS:
        return event.individuals.count()
    return event.pairs.count()


def generator_size(event: Event) -> int:
    """The size a generator is asked for: pairs, teams or players."""
    if event.form == Event.Form.TEAMS:
        return event.teams.count()
    return entrant_count(event)


def refusals(event: Event, movement: Movement) -> list[str]:
    """Why ``movement`` cannot seat ``event`` (empty when it can)."""
    problems = []
    if event.is_seated:
        problems.append("The event is already seated; its movement cannot be changed now.")
    if movement.form != event.form:
        problems.append(f"The movement is for {movement.form}, the event for {event.form}.")
    have = entrant_count(event)
    if movement.entrants != have:
        unit = "players" if event.form == Event.Form.INDIVIDUALS else "pairs"
        problems.append(f"The movement is for {movement.entrants} {unit}; the event has {have}.")
    if event.form == Event.Form.TEAMS:
        teams = {t.number: sorted(p.number for p in t.pairs.all())
                 for t in event.teams.prefetch_related("pairs")}
        wanted = {k: sorted(v) for k, v in (movement.teams or {}).items()}
        if teams != wanted:
            problems.append("The movement's teams do not match the event's teams "
                            "(each team's two pairs must be the ones the movement names).")
    problems.extend(check(movement).problems)
    if movement.form == event.form:
        problems.extend(method_refusals(event.form, event.method, movement))
    return problems


def method_refusals(form: str, method: str, movement: Movement) -> list[str]:
    """Why an event of ``form`` scored by ``method`` cannot be seated with ``movement``.

    The refusal names the methods that would score it, so the director can pick one.
    """
    chosen = METHODS.get(method)
    refused = chosen.refusals(movement) if chosen is not None and form in chosen.forms else None
    if refused == []:
        return []
    fits = fitting(form, movement)
    why = (f"{chosen.title} cannot score this movement ({refused[0]})" if refused
           else f"a {form} event cannot be scored by {method}")
    if not fits:
        return [f"The method {why}, and no method scores it."]
    return [f"The method {why}. Choose a method that fits: "
            f"{'; '.join(m.title for m in fits)}."]


@transaction.atomic
def lay_out(event: Event, movement: Movement) -> Event:
    """Create the rounds, table seats, tables, trays and trump slips of ``movement``."""
    problems = refusals(event, movement)
    if problems:
        raise SeatingError(" ".join(problems))
    trays = Tray.objects.bulk_create(
        Tray(event=event, number=n, dealer=dealer_of(n)) for n in range(1, movement.trays + 1))
    TrumpSlip.objects.bulk_create(TrumpSlip(tray=t) for t in trays)
    kept = set(event.tables.values_list("number", flat=True))  # re-seated: the links stay
    event.tables.filter(number__gt=movement.tables).delete()
    EventTable.objects.bulk_create(
        EventTable(event=event, number=n) for n in range(1, movement.tables + 1) if n not in kept)
    rounds = Round.objects.bulk_create(
        Round(event=event, number=r.round, idle=list(r.idle)) for r in movement.rounds)
    seats = []
    for db_round, rnd in zip(rounds, movement.rounds):
        for t in rnd.tables:
            seats.append(TableSeat(round=db_round, table=t.table, trays=list(t.trays), **t.seats()))
    TableSeat.objects.bulk_create(seats)
    event.movement = movement.to_json()
    event.system = movement.system
    event.variant = movement.variant or ""
    event.trays_per_round = movement.trays_per_round
    event.current_round = 0
    event.seated_at = timezone.now()
    event.save()
    return event


@transaction.atomic
def refit(event: Event, movement: Movement) -> Event:
    """The seated event takes ``movement``: its own movement with other seats, and perhaps
    a table added (late arrivals, ``tournament.evening.lifecycle``).

    The rounds stay, every table keeps its trays, and every result stays with them;
    the seats that change, the rounds' sit-outs and the new tables (with their links)
    are written.  ``seated_at`` moves on, so every worker reads the new movement
    (what it keeps is keyed by it).
    """
    before = Movement.from_json(event.movement)
    if [r.round for r in before.rounds] != [r.round for r in movement.rounds] or any(
            {t.table: t.trays for t in old.tables}.items() - {t.table: t.trays for t in new.tables}.items()
            for old, new in zip(before.rounds, movement.rounds)):
        raise SeatingError("Only the seats can change in a seated event, and tables be added: "
                           "its rounds, and the trays of its tables, stay as they are.")
    problems = check(movement).problems
    if movement.entrants != entrant_count(event):
        problems.insert(0, f"The movement is for {movement.entrants} entrants; the event has "
                           f"{entrant_count(event)}.")
    if problems:
        raise SeatingError(" ".join(problems))
    EventTable.objects.bulk_create(EventTable(event=event, number=n)
                                   for n in range(before.tables + 1, movement.tables + 1))
    rounds = {r.number: r for r in event.rounds.all()}
    added = []
    for old, new in zip(before.rounds, movement.rounds):
        db_round, was = rounds[new.round], {t.table: t for t in old.tables}
        if old.idle != new.idle:
            Round.objects.filter(pk=db_round.pk).update(idle=list(new.idle))
        for now in new.tables:
            if now.table not in was:
                added.append(TableSeat(round=db_round, table=now.table, trays=list(now.trays),
                                       **now.seats()))
            elif was[now.table] != now:
                TableSeat.objects.filter(round=db_round, table=now.table).update(**now.seats())
    TableSeat.objects.bulk_create(added)
    event.movement = movement.to_json()
    event.seated_at = timezone.now()
    event.save(update_fields=["movement", "seated_at", "updated_at"])
    return event


@transaction.atomic
def take_up(event: Event) -> Event:
    """Undo :func:`lay_out`: the rounds, tables, trays (with their deals) and trump slips go.

    Only for an event without results (the caller checks).  The tables and
    their links stay: seated again, the tables keep the cards already printed.
    """
    with revision.in_bulk(event):          # one bump, by the save below
        event.trays.all().delete()
        event.rounds.all().delete()
    event.movement, event.system, event.variant, event.trays_per_round = None, "", "", None
    event.current_round, event.seated_at = 0, None
    event.save()
    return event
