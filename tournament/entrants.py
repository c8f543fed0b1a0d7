"""Entering the field: one line per pair, team or player, pasted or edited.

* Pairs: ``Alice Barney & Bob Barney`` (``&``, ``/`` or ``and`` between the two).
* Teams of four: ``Team name: Alice & Bob; Carol & Dan`` — the first pair sits
  N-S at home, the second E-W; the team name is optional.
* Individuals: one player per line.

Parsing is pure; :func:`replace_entrants` writes the result while the event is a draft.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from django.db import transaction

from .errors import UserError

from .models import Event, Individual, Pair, Player, Team

_PARTNERS = re.compile(r"\s*(?:&|/|\+|\band\b)\s*", re.IGNORECASE)


class EntrantsError(UserError):
    """The pasted field has mistakes; ``problems`` lists each with its line."""


@dataclass(frozen=True)
class PairEntry:
    players: tuple[str, ...]


@dataclass(frozen=True)
class TeamEntry:
    name: str
    pairs: tuple[PairEntry, PairEntry]


def split_partners(text: str) -> tuple[str, ...]:
    """The players named in 'Alice & Bob' (also '/', '+' or 'and' between them)."""
    return tuple(p.strip() for p in _PARTNERS.split(text.strip()) if p.strip())


def _pair(text: str, where: str, problems: list[str]) -> PairEntry:
    players = split_partners(text)
    if not 1 <= len(players) <= 2:
        problems.append(f"{where}: a pair is two players, e.g. 'Alice & Bob' (got {text.strip()!r})")
    return PairEntry(players[:2])


def parse(form: str, text: str) -> list:
    """Parse the pasted lines for ``form``; raise EntrantsError listing every mistake."""
    problems: list[str] = []
    entries = []
    lines = [(n, line.strip()) for n, line in enumerate(text.splitlines(), 1) if line.strip()]
    for n, line in lines:
        where = f"line {n}"
        if form == Event.Form.INDIVIDUALS:
            entries.append(line)
        elif form == Event.Form.PAIRS:
            entries.append(_pair(line, where, problems))
        else:
            name, _, rest = line.rpartition(":")
            halves = [h for h in re.split(r"\s*[;|]\s*", rest) if h.strip()]
            if len(halves) != 2:
                problems.append(f"{where}: a team is two pairs separated by ';', "
                                f"e.g. 'Reds: Alice & Bob; Carol & Dan'")
                continue
            entries.append(TeamEntry(name.strip(), (_pair(halves[0], where, problems),
                                                    _pair(halves[1], where, problems))))
    names = _player_names(entries)
    seen = set()
    for name in names:
        if name.lower() in seen:
            problems.append(f"{name} is entered twice")
        seen.add(name.lower())
    if not entries:
        problems.append("Enter at least one line.")
    if problems:
        raise EntrantsError(problems)
    return entries


def _player_names(entries) -> list[str]:
    names = []
    for e in entries:
        if isinstance(e, str):
            names.append(e)
        elif isinstance(e, PairEntry):
            names.extend(e.players)
        else:
            for pair in e.pairs:
                names.extend(pair.players)
    return names


def as_text(event: Event) -> str:
    """The event's field in the pasted format, for editing."""
    if event.form == Event.Form.INDIVIDUALS:
        return "\n".join(str(i) for i in event.individuals.select_related("player"))
    if event.form == Event.Form.PAIRS:
        return "\n".join(str(p) for p in event.pairs.select_related("player_a", "player_b"))
    lines = []
    for team in event.teams.prefetch_related("pairs__player_a", "pairs__player_b"):
        pairs = "; ".join(str(p) for p in team.pairs.all())
        lines.append(f"{team.name}: {pairs}" if team.name else pairs)
    return "\n".join(lines)


@transaction.atomic
def replace_entrants(event: Event, entries: list) -> None:
    """Replace the draft event's field with ``entries`` (numbered in order)."""
    if event.status != Event.Status.DRAFT:
        raise EntrantsError(["The field can only be changed before the event is seated."])
    event.individuals.all().delete()
    event.pairs.all().delete()
    event.teams.all().delete()

    def player(name: str) -> Player:
        return Player.objects.get_or_create(club=event.club, name=name)[0]

    def add_pair(number: int, entry: PairEntry, team: Team | None = None) -> None:
        players = [player(n) for n in entry.players]
        Pair.objects.create(event=event, number=number, team=team, player_a=players[0],
                            player_b=players[1] if len(players) > 1 else None)

    for number, entry in enumerate(entries, 1):
        if isinstance(entry, str):
            Individual.objects.create(event=event, number=number, player=player(entry))
        elif isinstance(entry, PairEntry):
            add_pair(number, entry)
        else:
            team = Team.objects.create(event=event, number=number, name=entry.name)
            add_pair(2 * number - 1, entry.pairs[0], team)
            add_pair(2 * number, entry.pairs[1], team)
