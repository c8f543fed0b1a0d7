"""Entering the field: one line per pair, team or player, pasted or edited.

* Pairs: ``Alice Barney & Bob Barney`` (``&``, ``/`` or ``and`` between the two).
  A couple sharing a surname may be written as the room knows them, ``Mr and Mrs
  Barney`` or ``Alice & Bob Barney``: the pair keeps that name, and its players
  are ``Mr Barney`` and ``Mrs Barney``.  A line with one name is refused.
* Teams of four: ``Team name: Alice & Bob; Carol & Dan`` — the first pair sits
  N-S at home, the second E-W; the team name is optional.
* Individuals: one player per line.

Parsing is pure; :func:`replace_entrants` writes the result while the event is a
draft.  Once it is seated the numbers are fixed: :func:`rename_entrants` changes
only names (a late arrival, a substitute), so every result stays where it is.
The one exception, a late pair taking the missing pair's seat, adds an entrant
numbered after the field (:func:`add_late`, called by ``lifecycle.add_late``).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from django.db import transaction

from tournament.errors import UserError

from tournament.evening import season_figures
from tournament.models import AuditEntry, Event, Individual, Pair, Player, Team

_PARTNERS = re.compile(r"\s*(?:&|/|\+|\band\b)\s*", re.IGNORECASE)
NOUNS = {Event.Form.INDIVIDUALS: "player", Event.Form.PAIRS: "pair", Event.Form.TEAMS: "team"}


class EntrantsError(UserError):
    """The pasted field has mistakes; ``problems`` lists each with its line."""


@dataclass(frozen=True)
class PairEntry:
    """A pair's players; ``name`` is the line as written when it is not simply "A & B"."""

    players: tuple[str, ...]
    name: str = ""


@dataclass(frozen=True)
class TeamEntry:
    name: str
    pairs: tuple[PairEntry, PairEntry]


def too_long(entry, where: str) -> list[str]:
    """A problem for each name in ``entry`` longer than the club's records can hold,
    or holding a character no record can (NUL)."""
    def of_pair(pair: PairEntry) -> list:
        return [(player, Player) for player in pair.players] + ([(pair.name, Pair)] if pair.name else [])

    if isinstance(entry, str):
        names = [(entry, Player)]
    elif isinstance(entry, PairEntry):
        names = of_pair(entry)
    else:
        names = [(entry.name, Team)] + [n for pair in entry.pairs for n in of_pair(pair)]
    problems = []
    for name, model in names:
        longest = model._meta.get_field("name").max_length
        if len(name) > longest:
            problems.append(f"{where}: the name {name[:40]!r}… is {len(name)} characters long; "
                            f"at most {longest} fit")
        if "\x00" in name:
            problems.append(f"{where}: the name {name[:40]!r} holds a NUL character; type it again")
    return problems


def split_partners(text: str) -> tuple[str, ...]:
    """The players named in 'Alice & Bob' (also '/', '+' or 'and' between them)."""
    return tuple(p.strip() for p in _PARTNERS.split(text.strip()) if p.strip())


def pair_entry(text: str) -> PairEntry:
    """The pair a line names: 'Alice & Bob', or a couple sharing a surname.

    In 'Mr and Mrs Barney' (or 'Alice & Bob Barney') the first partner is one word
    and the second ends with the surname they share: the pair keeps the line as its
    name, and its players are 'Mr Barney' and 'Mrs Barney'.
    """
    text = " ".join(text.split())
    players = split_partners(text)
    if len(players) == 2 and " " not in players[0] and " " in players[1]:
        surname = players[1].rsplit(" ", 1)[1]
        return PairEntry((f"{players[0]} {surname}", players[1]), name=text)
    return PairEntry(players)


def _pair(text: str, where: str, problems: list[str], known=frozenset()) -> PairEntry:
    entry = pair_entry(text)
    if len(entry.players) != 2 and " ".join(text.split()) not in known:
        got = f"{text.strip()!r} is one player" if len(entry.players) == 1 else f"got {text.strip()!r}"
        problems.append(f"{where}: a pair is two players, e.g. 'Alice & Bob' ({got})")
    return PairEntry(entry.players[:2], entry.name)


MOST_LINES = 200
"""The most lines a field may have: more than any movement seats (160 players, 120 pairs)."""


def parse(form: str, text: str, known=frozenset()) -> list:
    """Parse the pasted lines for ``form``; raise EntrantsError listing every mistake.

    ``known``: pairs already in the field as they are written; one is kept as it is
    even if it names one player (a pair imported from a session file by its name).
    """
    lines = _lines(text)
    if len(lines) > MOST_LINES:
        raise EntrantsError([f"The field has {len(lines)} lines; at most {MOST_LINES} are taken "
                             "(one entrant a line: the largest movement seats 160 players)."])
    problems: list[str] = []
    entries = []
    for n, line in lines:
        where = f"line {n}"
        if form == Event.Form.INDIVIDUALS:
            entries.append(line)
        elif form == Event.Form.PAIRS:
            entries.append(_pair(line, where, problems, known))
        else:
            name, _, rest = line.rpartition(":")
            halves = [h for h in re.split(r"\s*[;|]\s*", rest) if h.strip()]
            if len(halves) != 2:
                problems.append(f"{where}: a team is two pairs separated by ';', "
                                f"e.g. 'Reds: Alice & Bob; Carol & Dan'")
                continue
            entries.append(TeamEntry(name.strip(), (_pair(halves[0], where, problems, known),
                                                    _pair(halves[1], where, problems, known))))
        problems += too_long(entries[-1], where)
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


def _lines(text: str) -> list[tuple[int, str]]:
    """The non-blank lines with their line numbers: one entrant each."""
    return [(n, line.strip()) for n, line in enumerate(text.splitlines(), 1) if line.strip()]


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
    return "\n".join(_team_line(team) for team in _teams(event))


def _teams(event: Event):
    return event.teams.prefetch_related("pairs__player_a", "pairs__player_b")


def _team_line(team: Team) -> str:
    pairs = "; ".join(str(p) for p in team.pairs.all())
    return f"{team.name}: {pairs}" if team.name else pairs


@transaction.atomic
def replace_entrants(event: Event, entries: list) -> None:
    """Replace the draft event's field with ``entries`` (numbered in order)."""
    if event.status != Event.Status.DRAFT:
        raise EntrantsError(["The field can only be changed before the event is seated."])
    event.individuals.all().delete()
    event.pairs.all().delete()
    event.teams.all().delete()
    for number, entry in enumerate(entries, 1):
        _add(event, number, entry)


def _add(event: Event, number: int, entry) -> Individual | Pair | Team:
    """Write entrant ``number`` of the field: a player, a pair or a team (its pairs numbered
    2n-1 and 2n)."""
    if isinstance(entry, str):
        return Individual.objects.create(event=event, number=number, player=_player(event, entry))
    if isinstance(entry, PairEntry):
        return _add_pair(event, number, entry)
    team = Team.objects.create(event=event, number=number, name=entry.name)
    _add_pair(event, 2 * number - 1, entry.pairs[0], team)
    _add_pair(event, 2 * number, entry.pairs[1], team)
    return team


def _add_pair(event: Event, number: int, entry: PairEntry, team: Team | None = None) -> Pair:
    player_a, player_b = _partners(event, entry)
    return Pair.objects.create(event=event, number=number, team=team, player_a=player_a,
                               player_b=player_b, name=entry.name)


def add_late(event: Event, text: str, first: int, count: int = 1) -> list[Individual | Pair]:
    """Enter the ``count`` late pairs (or players) that ``text`` names, one a line, as
    entrants ``first``, ``first + 1``, ... of a seated field; refused when the lines are not
    ``count``, or name someone already playing."""
    entries = parse(event.form, text)
    noun = NOUNS[event.form]
    if len(entries) != count:
        wanted = "on one line" if count == 1 else f"one a line ({count} lines)"
        raise EntrantsError([f"Enter the late {noun}{'s' if count > 1 else ''} {wanted}: "
                             f"{len(entries)} line{'s' if len(entries) != 1 else ''} given."])
    playing = {str(player).lower(): entrant for entrant in _field(event)
               for player in _players(entrant)}
    problems = [f"{name} is already playing ({noun} {playing[name.lower()].number})"
                for name in _player_names(entries) if name.lower() in playing]
    if problems:
        raise EntrantsError(problems)
    return [_add(event, number, entry) for number, entry in enumerate(entries, first)]


def _player(event: Event, name: str) -> Player:
    """The club's member of that name (whatever its capitals), added to the club the first time."""
    return (Player.objects.filter(club=event.club, name__iexact=name).first()
            or Player.objects.create(club=event.club, name=name))


def new_names(event: Event, entries) -> list[str]:
    """The names in ``entries`` that are not yet members of the event's club (the director
    confirms them before they become members)."""
    known = {n.lower() for n in event.club.players.values_list("name", flat=True)}
    return [name for name in _player_names(entries) if name.lower() not in known]


def _partners(event: Event, entry: PairEntry) -> tuple[Player, Player | None]:
    """The pair's two players (the second None for a pair entered with one name)."""
    players = [_player(event, name) for name in entry.players]
    return players[0], players[1] if len(players) > 1 else None


@transaction.atomic
def rename_entrants(event: Event, text: str, who: str) -> int:
    """Change the names in a seated event's field, keeping every number and result.

    ``text`` is the field in the pasted format, one line per entrant in number
    order, as :func:`as_text` gives it.  A line may name other players (or
    another team name); the number of lines may not change.  Each change is
    audited, old and new.  Returns how many entrants were renamed.
    """
    lines = _lines(text)
    entries = parse(event.form, text, known=known_pairs(event))
    noun = NOUNS[event.form]
    field = _field(event)
    if len(entries) != len(field):
        raise EntrantsError(_count_problems(field, lines, noun))
    old, new = {}, {}
    for entrant, entry in zip(field, entries):
        before = _line(entrant)
        _rename(event, entrant, entry)
        if _line(entrant) != before:
            old[str(entrant.number)], new[str(entrant.number)] = before, _line(entrant)
    if old:
        AuditEntry.objects.create(
            event=event, who=who, action=AuditEntry.Action.FIELD_CHANGED, old=old, new=new,
            what=f"renamed {len(old)} {noun}{'s' if len(old) != 1 else ''} after seating")
        if event.status == Event.Status.PUBLISHED:   # another player now holds the figures
            season_figures.keep(event)
    return len(old)


def _field(event: Event) -> list:
    """The event's entrants in number order: players, pairs or teams."""
    if event.form == Event.Form.INDIVIDUALS:
        return list(event.individuals.select_related("player"))
    if event.form == Event.Form.PAIRS:
        return list(event.pairs.select_related("player_a", "player_b"))
    return list(_teams(event))


def known_pairs(event: Event) -> set[str]:
    """The field's pairs as written: one may name a single player (imported by its name)."""
    return {str(p) for p in event.pairs.select_related("player_a", "player_b")}


def _count_problems(field: list, lines: list[tuple[int, str]], noun: str) -> list[str]:
    """Why a seated field cannot take these lines: one more or fewer than it was seated with."""
    rule = (f"the event is seated with {len(field)} {noun}s, and once seated their names "
            f"can change but not how many there are")
    if len(lines) > len(field):
        return [f"line {n} ({line}) would be {noun} {len(field) + i}: {rule}"
                for i, (n, line) in enumerate(lines[len(field):], 1)]
    return [f"{noun.capitalize()} {entrant.number} ({_line(entrant)}) has no line: {rule}"
            for entrant in field[len(lines):]]


def _players(entrant) -> list[Player]:
    """The players of a player's or a pair's entry."""
    if isinstance(entrant, Individual):
        return [entrant.player]
    return [p for p in (entrant.player_a, entrant.player_b) if p]


def _line(entrant) -> str:
    """An entrant's line in the pasted format."""
    return _team_line(entrant) if isinstance(entrant, Team) else str(entrant)


def _rename(event: Event, entrant, entry) -> None:
    """Give ``entrant`` the names of ``entry`` where they differ."""
    if isinstance(entrant, Individual):
        if str(entrant) != entry:
            entrant.player = _player(event, entry)
            entrant.save(update_fields=["player"])
    elif isinstance(entrant, Pair):
        players = tuple(str(p) for p in (entrant.player_a, entrant.player_b) if p)
        if (players, entrant.name) != (entry.players, entry.name):
            entrant.player_a, entrant.player_b = _partners(event, entry)
            entrant.name = entry.name
            entrant.save(update_fields=["player_a", "player_b", "name"])
    else:
        if entrant.name != entry.name:
            entrant.name = entry.name
            entrant.save(update_fields=["name"])
        for pair, pair_entry in zip(entrant.pairs.all(), entry.pairs):
            _rename(event, pair, pair_entry)
