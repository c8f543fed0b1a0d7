"""A club's ladders and its members' seasons, read from the published evenings' kept figures
(:mod:`tournament.season_figures`): a correction, a withdrawn publication or a renamed member
shows at once, and no evening is scored again to read them.

This module only says who played in which pair, team or seat; the arithmetic is
in the pure :mod:`tournament.scoring.ladder` (counting), :mod:`tournament.scoring.season`
(an evening's figures) and :mod:`tournament.scoring.rating` (the members' ratings).
"""

from __future__ import annotations

import datetime
import hashlib
from dataclasses import dataclass
from fractions import Fraction

from django.db.models import Count, Max

from tournament.models import EveningFigures, Event, Ladder, Player
from tournament.scoring.ladder import (LADDER_FORMAT, Credit, EventCredits, Figure, Kind, Rule, Standing,
                                       arithmetic, rank, shown, shown_figure)
from tournament.scoring.rating import Performance, RatedEvening, Step, rate
from tournament.scoring.rounding import fraction_text, number
from tournament.evening.season_figures import Kept, kept, players_of

__all__ = ["shown"]


def rule_of(ladder: Ladder) -> Rule:
    best_n = ladder.rule in (Ladder.Rule.BEST, Ladder.Rule.BEST_AVERAGE)
    return Rule(Kind(ladder.rule), ladder.best if best_n else None, ladder.minimum,
                Figure(ladder.figure), ladder.forms, ladder.ranks == Ladder.Ranks.PAIRS)


EVENT_COLUMNS = ("pk", "club", "name", "date", "status")   # what reading kept figures needs of an event


def _published(club):
    return club.events.filter(status=Event.Status.PUBLISHED).defer("movement")


def ladder_events(ladder: Ladder):
    """The ladder's published events, oldest first: those chosen, else the club's between the dates."""
    events = _published(ladder.club)
    if ladder.pk and ladder.events.exists():
        events = events.filter(pk__in=ladder.events.values("pk"))
    else:
        if ladder.starts:
            events = events.filter(date__gte=ladder.starts)
        if ladder.ends:
            events = events.filter(date__lte=ladder.ends)
    return events.order_by("date", "pk")


def event_credits(evening: Kept, rule: Rule, visitors=frozenset()) -> EventCredits:
    """Every competitor's credit in a kept evening by the ladder's rule: the figure of the
    pair, team or seat played in (a fixed pair once), visitors left out; or why it is left out."""
    why = rule.refusal(evening.form, evening.left_out)
    if why:
        return EventCredits(evening.event, evening.name, evening.date, (), why)
    credits, seen = [], set()
    for f in evening.figures:
        who = tuple(sorted(p for p in (f.player, f.partner) if p is not None)) if rule.fixed_pairs else (f.player,)
        if who in seen or visitors & set(who):
            continue
        seen.add(who)
        exact = f.percentage if rule.figure == Figure.PERCENTAGE else f.points
        credits.append(Credit(who, shown_figure(exact), exact, f.place, f.field))
    return EventCredits(evening.event, evening.name, evening.date, tuple(credits))


@dataclass(frozen=True)
class Line:
    """A ladder line with its competitor's name and members, and the sum its score is."""

    standing: Standing
    name: str
    members: tuple[Player, ...]
    arithmetic: str


@dataclass(frozen=True)
class Computed:
    ladder: Ladder
    rule: Rule
    events: tuple[Kept, ...]                       # the evenings it compares
    lines: tuple[Line, ...]
    left_out: tuple[tuple[Kept, str], ...] = ()    # the evenings it cannot compare, and why


def _visitors(club) -> frozenset:
    return frozenset(club.players.filter(visitor=True).values_list("pk", flat=True))


def compute(ladder: Ladder, evenings: list[Kept] | None = None) -> Computed:
    """The ladder as it stands now, from the kept figures of its published events
    (``evenings``: the club's kept evenings, when the caller has them already)."""
    wanted = ladder_events(ladder).only(*EVENT_COLUMNS)
    if evenings is None:
        evenings = kept(wanted)
    else:
        ids = set(wanted.values_list("pk", flat=True))
        evenings = [e for e in evenings if e.event in ids]
    rule = rule_of(ladder)
    visitors = _visitors(ladder.club)
    credits = [event_credits(e, rule, visitors) for e in evenings]
    standings = rank(credits, rule)
    players = Player.objects.in_bulk({i for s in standings for i in s.who})
    lines = tuple(Line(s, " & ".join(players[i].name for i in s.who), tuple(players[i] for i in s.who),
                       arithmetic(s, rule))
                  for s in standings)
    ranked_lines = sorted((line for line in lines if line.standing.rank),
                          key=lambda line: (line.standing.rank, line.name))
    lines = tuple(ranked_lines) + tuple(line for line in lines if not line.standing.rank)   # shared places by name
    compared = tuple(e for e, c in zip(evenings, credits) if not c.left_out)
    left_out = tuple((e, c.left_out) for e, c in zip(evenings, credits) if c.left_out)
    return Computed(ladder, rule, compared, lines, left_out)


@dataclass(frozen=True)
class Evening:
    """A member's evening on his season page: the side's place, percentage and place points,
    his partner, and his rating after it."""

    event: int
    name: str
    date: datetime.date
    form: str
    partner: str
    side: int
    place: int
    field: int
    percentage: Fraction
    points: Fraction
    rating: Step | None


def club_evenings(club) -> list[Kept]:
    """The club's published evenings' kept figures, oldest first."""
    return kept(_published(club).only(*EVENT_COLUMNS).order_by("date", "pk"))


def ratings(evenings: list[Kept]) -> dict[int, list[Step]]:
    """Every player's rating steps over the evenings (those with a percentage)."""
    return rate(RatedEvening(e.event, e.date, tuple(Performance(f.player, f.percentage, f.trays, f.partner)
                                                    for f in e.figures))
                for e in evenings if not e.left_out)


def member_season(player: Player, evenings: list[Kept] | None = None,
                  rated: dict[int, list[Step]] | None = None) -> list[Evening]:
    """Every published evening of the club the member played, oldest first (``rated``: the
    club's ratings, when the caller has them already)."""
    evenings = club_evenings(player.club) if evenings is None else evenings
    rated = ratings(evenings) if rated is None else rated
    steps = {s.event: s for s in rated.get(player.pk, [])}
    mine = [(e, f) for e in evenings for f in e.figures if f.player == player.pk]
    partners = Player.objects.in_bulk({f.partner for _, f in mine if f.partner})
    return [Evening(e.event, e.name, e.date, e.form,
                    partners[f.partner].name if f.partner in partners else "", f.entrant, f.place, f.field,
                    f.percentage, f.points, steps.get(e.event))
            for e, f in mine]


def member_ladders(player: Player, evenings: list[Kept]) -> list[tuple[Computed, Line]]:
    """Each ladder of the club the member is on, with his line (his pair's, on a fixed-pairs one)."""
    out = []
    for ladder in player.club.ladders.all():
        computed = compute(ladder, evenings)
        out += [(computed, line) for line in computed.lines if player in line.members]
    return out


def season_version(club) -> str:
    """A digest of everything a ladder or a member's page of the club shows: the kept figures
    (how many, the latest kept), the published events, the players' names, numbers and visitor
    marks, the ladders' definitions and chosen events, the club's name.  Equal digests, equal
    pages."""
    figures = EveningFigures.objects.filter(event__club=club).aggregate(
        n=Count("id"), last=Max("kept_at"), top=Max("id"))
    published = _published(club).aggregate(n=Count("id"), top=Max("id"))   # one not yet kept, too
    parts = (club.pk, club.slug, club.name, sorted(figures.items()), sorted(published.items()),
             list(club.players.order_by("pk").values_list("pk", "name", "number", "visitor")),
             list(club.ladders.order_by("pk").values_list(
                 "pk", "name", "slug", "ranks", "rule", "figure", "takes_pairs", "takes_teams",
                 "takes_individuals", "best", "minimum", "starts", "ends")),
             list(Ladder.events.through.objects.filter(ladder__club=club)
                  .order_by("ladder_id", "event_id").values_list("ladder_id", "event_id")))
    return hashlib.sha256(repr(parts).encode()).hexdigest()


def played_in(event: Event) -> list[Player]:
    """The members who played in ``event``, by name (for the links to their season pages)."""
    ids = {player for seats in players_of(event).values() for player, _ in seats}
    return list(Player.objects.filter(pk__in=ids).order_by("name"))


def to_json(computed: Computed) -> dict:
    """The `whist-ladder/1` document (docs/formats.md)."""
    ladder = computed.ladder
    return {
        "format": LADDER_FORMAT, "club": ladder.club.slug, "ladder": ladder.name, "slug": ladder.slug,
        "ranks": ladder.ranks, "rule": ladder.rule, "best": computed.rule.n, "minimum": ladder.minimum,
        "figure": ladder.figure, "forms": sorted(ladder.forms),
        "events": [{"id": e.event, "name": e.name, "date": e.date.isoformat(), "method": e.method,
                    "form": e.form} for e in computed.events],
        "left_out": [{"id": e.event, "name": e.name, "date": e.date.isoformat(), "form": e.form,
                      "reason": why} for e, why in computed.left_out],
        "standings": [
            {"rank": line.standing.rank, "name": line.name,
             "members": [{"id": m.pk, "name": m.name} | ({"number": m.number} if m.number else {})
                         for m in line.members],
             "score": number(line.standing.score), "exact": fraction_text(line.standing.exact),
             "played": line.standing.events, "arithmetic": line.arithmetic,
             "results": [{"event": p.event, "place": p.place, "field": p.field, "score": number(p.score),
                          "exact": fraction_text(p.exact), "counted": p.counted}
                         for p in line.standing.played]}
            for line in computed.lines],
    }
