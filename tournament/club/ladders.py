"""A club's ladders read from the events' current results: nothing is stored, so a
correction, a withdrawn publication or a renamed member shows at once.

Each event is scored by the scoring core exactly as its standings page scores
it; this module only says who played in which pair, team or seat, and hands
the credits to the pure :mod:`tournament.scoring.ladder`.
"""

from __future__ import annotations

from dataclasses import dataclass

from django.db.models import Q
from fractions import Fraction

from tournament.models import Event, Ladder, Player
from tournament.scoring import score
from tournament.scoring.ladder import (LADDER_FORMAT, Credit, EventCredits, Kind, Played, Rule, Standing, rank)
from tournament.scoring.registry import METHODS
from tournament.scoring.rounding import fraction_text, number
from tournament.evening.session_io import event_session


def rule_of(ladder: Ladder) -> Rule:
    return Rule(Kind(ladder.rule), ladder.best if ladder.rule == Ladder.Rule.BEST else None,
                ladder.minimum)


def ladder_events(ladder: Ladder):
    """The ladder's published events, oldest first: those chosen, else the club's between the dates."""
    events = ladder.club.events.filter(status=Event.Status.PUBLISHED)
    if ladder.pk and ladder.events.exists():
        events = events.filter(pk__in=ladder.events.values("pk"))
    else:
        if ladder.starts:
            events = events.filter(date__gte=ladder.starts)
        if ladder.ends:
            events = events.filter(date__lte=ladder.ends)
    return events.order_by("date", "pk")


def _seats(event: Event, fixed_pairs: bool) -> dict[int, list[tuple[int, ...]]]:
    """Ranked entrant -> the competitors it credits: each player, or each pair as (a, b) ids."""
    def of_pair(pair) -> list[tuple[int, ...]]:
        ids = tuple(sorted(p.pk for p in (pair.player_a, pair.player_b) if p))
        return [ids] if fixed_pairs else [(i,) for i in ids]

    if event.ranks_teams:
        teams = event.teams.prefetch_related("pairs__player_a", "pairs__player_b")
        return {t.number: [c for pair in t.pairs.all() for c in of_pair(pair)] for t in teams}
    if event.form == Event.Form.INDIVIDUALS:
        return {} if fixed_pairs else {i.number: [(i.player_id,)] for i in event.individuals.all()}
    return {p.number: of_pair(p) for p in event.pairs.select_related("player_a", "player_b")}


def event_credits(event: Event, fixed_pairs: bool = False) -> EventCredits:
    """Every competitor's credit in ``event``: the score of the pair, team or seat played in.

    Tricks lost (fewest wins) count as a minus, so a higher credit is better for every method.
    """
    standings = score(event_session(event))
    sign = -1 if METHODS[standings.method].lower_wins else 1
    seats = _seats(event, fixed_pairs)
    credits = tuple(Credit(who, sign * Fraction(row.score), sign * Fraction(row.exact), row.rank)
                    for row in standings.rows for who in seats.get(row.entrant, []))
    return EventCredits(event.pk, event.name, event.date, credits)


@dataclass(frozen=True)
class Line:
    """A ladder line with its competitor's name and members."""

    standing: Standing
    name: str
    members: tuple[Player, ...]


@dataclass(frozen=True)
class Computed:
    ladder: Ladder
    rule: Rule
    events: tuple[Event, ...]
    lines: tuple[Line, ...]


def compute(ladder: Ladder) -> Computed:
    """The ladder as it stands now, from the current results of its published events."""
    events = tuple(ladder_events(ladder))
    rule = rule_of(ladder)
    fixed = ladder.ranks == Ladder.Ranks.PAIRS
    standings = rank([event_credits(e, fixed) for e in events], rule)
    players = Player.objects.in_bulk({i for s in standings for i in s.who})
    lines = tuple(Line(s, " & ".join(players[i].name for i in s.who), tuple(players[i] for i in s.who))
                  for s in standings)
    return Computed(ladder, rule, events, lines)


def member_season(player: Player) -> list[Played]:
    """Every published event of the club the member played, oldest first, with place and score."""
    out = []
    played = Q(pairs__player_a=player) | Q(pairs__player_b=player) | Q(individuals__player=player)
    events = player.club.events.filter(played, status=Event.Status.PUBLISHED).distinct()
    for event in events.order_by("date", "pk"):
        for credit in event_credits(event).credits:
            if credit.who == (player.pk,):
                out.append(Played(event, event.name, event.date, credit.place, credit.score, credit.exact))
    return out


def played_in(event: Event) -> list[Player]:
    """The members who played in ``event``, by name (for the links to their season pages)."""
    ids = {i for competitors in _seats(event, False).values() for (i,) in competitors}
    return list(Player.objects.filter(pk__in=ids).order_by("name"))


def shown(value: Fraction) -> str:
    """A ladder score as read: whole, or with two decimals (an average)."""
    value = Fraction(value)
    return str(value.numerator) if value.denominator == 1 else f"{float(value):.2f}"


def to_json(computed: Computed) -> dict:
    """The `whist-ladder/1` document (docs/formats.md)."""
    ladder = computed.ladder
    return {
        "format": LADDER_FORMAT, "club": ladder.club.slug, "ladder": ladder.name, "slug": ladder.slug,
        "ranks": ladder.ranks, "rule": ladder.rule, "best": computed.rule.n, "minimum": ladder.minimum,
        "events": [{"id": e.pk, "name": e.name, "date": e.date.isoformat(), "method": e.method}
                   for e in computed.events],
        "standings": [
            {"rank": line.standing.rank, "name": line.name,
             "members": [{"id": m.pk, "name": m.name} | ({"number": m.number} if m.number else {})
                         for m in line.members],
             "score": number(line.standing.score), "exact": fraction_text(line.standing.exact),
             "played": line.standing.events,
             "results": [{"event": p.event, "place": p.place, "score": number(p.score),
                          "exact": fraction_text(p.exact), "counted": p.counted}
                         for p in line.standing.played]}
            for line in computed.lines],
    }
