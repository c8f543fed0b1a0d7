"""Each published evening's figures, kept so that the ladders and the members' pages read
them instead of scoring every evening again (docs/ladders.md).

``keep`` scores the evening once and writes every player's figures (the pure
:func:`tournament.scoring.season.evening_figures`); it runs when the evening is
published and when a result of a published evening is written or a name of
it changes; ``forget`` drops them when the publication is withdrawn.  An
evening published before figures were kept (or imported published) gets
them the first time a ladder or a member's page asks (:func:`kept`).
"""

from __future__ import annotations

import datetime
from dataclasses import dataclass
from fractions import Fraction

from django.db import transaction

from tournament.models import Event, EveningFigures, MemberFigure
from tournament.scoring import score
from tournament.scoring.rounding import fraction_text
from tournament.scoring.season import EntrantFigures, evening_figures


@dataclass(frozen=True)
class Figure(EntrantFigures):
    """One player's kept figures of one evening (his side's, and his partner), as the ladders
    read them."""

    player: int
    partner: int | None


@dataclass(frozen=True)
class Kept:
    """A kept evening: its event's id, name, date and form, and every player's figures."""

    event: int
    name: str
    date: datetime.date
    form: str
    method: str
    left_out: str
    figures: tuple[Figure, ...]


def players_of(event: Event) -> dict[int, list[tuple[int, int | None]]]:
    """Ranked entrant -> its players, each with his partner (None at an individuals evening)."""
    def of_pair(pair) -> list[tuple[int, int | None]]:
        a, b = pair.player_a_id, pair.player_b_id
        return [(p, q) for p, q in ((a, b), (b, a)) if p is not None]

    if event.ranks_teams:
        out: dict[int, list] = {}
        for pair in event.pairs.exclude(team=None).select_related("team"):
            out.setdefault(pair.team.number, []).extend(of_pair(pair))
        return out
    if event.form == Event.Form.INDIVIDUALS:
        return {i.number: [(i.player_id, None)] for i in event.individuals.all()}
    return {p.number: of_pair(p) for p in event.pairs.all()}


@transaction.atomic
def keep(event: Event) -> EveningFigures | None:
    """Score ``event`` and keep its figures (replacing any); forget them unless published."""
    from tournament.evening.as_session import event_session

    if event.status != Event.Status.PUBLISHED:
        forget(event)
        return None
    session = event_session(event)
    figures = evening_figures(session, score(session))
    record, _ = EveningFigures.objects.update_or_create(
        event=event, defaults={"form": event.form, "method": event.method, "left_out": figures.left_out})
    record.members.all().delete()
    seats = players_of(event)
    MemberFigure.objects.bulk_create(
        MemberFigure(evening=record, player_id=player, partner_id=partner, entrant=row.entrant,
                     place=row.place, field=row.field, points=row.points.numerator / row.points.denominator,
                     percentage=fraction_text(row.percentage), trays=row.trays)
        for row in figures.rows for player, partner in seats.get(row.entrant, []))
    return record


def _fraction(text: str) -> Fraction:
    """A fraction as ``fraction_text`` writes it ("1475/24", "50"), read without a regular expression."""
    numerator, _, denominator = text.partition("/")
    return Fraction(int(numerator), int(denominator or 1))


def forget(event: Event) -> None:
    """Drop ``event``'s kept figures (its publication was withdrawn)."""
    EveningFigures.objects.filter(event=event).delete()


def kept(events) -> list[Kept]:
    """The kept figures of the published evenings of ``events`` (a query of events, with the
    columns ``pk``, ``club``, ``name``, ``date``, ``status``), in its order; an evening without
    kept figures has them made now."""
    listed = list(events)
    ids = events.values("pk")
    records = {r["event_id"]: r for r in EveningFigures.objects.filter(event__in=ids)
               .values("id", "event_id", "form", "method", "left_out")}
    missing = [e for e in listed if e.pk not in records and e.status == Event.Status.PUBLISHED]
    for event in missing:
        keep(Event.objects.get(pk=event.pk))
    if missing:
        records = {r["event_id"]: r for r in EveningFigures.objects.filter(event__in=ids)
                   .values("id", "event_id", "form", "method", "left_out")}
    rows: dict[int, list[Figure]] = {}
    for (evening, player, partner, entrant, place, field, points, percentage, trays) in (
            MemberFigure.objects.filter(evening__event__in=ids).order_by()
            .values_list("evening_id", "player_id", "partner_id", "entrant", "place", "field",
                         "points", "percentage", "trays")):
        rows.setdefault(evening, []).append(Figure(entrant, place, field, Fraction(int(points * 2), 2),
                                                   _fraction(percentage), trays, player, partner))
    return [Kept(e.pk, e.name, e.date, records[e.pk]["form"], records[e.pk]["method"],
                 records[e.pk]["left_out"], tuple(rows.get(records[e.pk]["id"], ())))
            for e in listed if e.pk in records]
