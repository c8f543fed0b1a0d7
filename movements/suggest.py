"""Which movements suit tonight's field?  The director gives the entrants, we list the choices.

:func:`suggest` asks every registered system of the form whether it serves
that many entrants (its ``sizes``), generates each one that does (each Mitchell
variant separately), and ranks them, best first:

0. a movement for a particular field (two clubs: club-match, league, harvard;
   ladies and gentlemen; married couples; players who replay the deals from
   memory) comes after every movement of an
   ordinary field: it fits only when the field is so, which the director knows
   and we do not (:data:`PARTICULAR_FIELDS`);
1. fewer entrants sitting out each round;
2. an evening of usual length: each table plays between 16 and 36 trays (the
   seeds' clubs play "a minimum of 24 trays, or as near that number as
   possible", 003:8388; a table's trays, not the movement's, since in a club
   match or a Harvard each table plays only some of them);
3. better comparison balance (largest deviation from ideal, in rounds);
4. a table's trays nearer the usual 24 to 28;
5. the system's name, so that the order is stable.

For a system that takes a number of trays per round, the number that brings
each table's evening nearest to 24-28 trays (within ``max_rounds`` / ``max_trays``) is
chosen.  Generated movements are cached, so a page may call this on every view.

Given the ``minutes`` the evening has (and the minutes a tray takes), a
movement whose tables play longer is left out, and for a system that can play
some of its rounds (``rounds`` in its options: the partial Howell, short
individual movements) the partial form that fills the time is proposed instead.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from movements import registry
from movements.balance import balance
from movements.errors import MovementError
from movements.model import FORMS, Movement

USUAL_EVENING = (24, 28)        # trays in a usual evening
PLAYABLE_EVENING = (16, 36)     # still one evening
TRAYS_PER_ROUND_CHOICES = range(1, 7)
MINUTES_PER_TRAY = 7            # a tray's play and movement, when the club has not said
# The movement's extra key that says it needs a particular field -> that field, for the director.
PARTICULAR_FIELDS = {"clubs": "two clubs", "ladies": "ladies and gentlemen",
                     "couples": "married couples", "replay_from": "memory play"}


def particular_field(movement: Movement) -> str:
    """The particular field ``movement`` needs (:data:`PARTICULAR_FIELDS`), or "" for any field.

    ``clubs`` naming more than two groups are teams of pairs (Put-in-Bay), not two clubs.
    """
    for key, field in PARTICULAR_FIELDS.items():
        if key in movement.extra:
            clubs = movement.extra.get("clubs") or {}
            if key == "clubs" and len(clubs) != 2:
                return f"{len(clubs)} teams of pairs"
            return field
    return ""


@dataclass(frozen=True)
class Choice:
    """One movement a director could use tonight, with its figures."""

    system: str
    title: str
    variant: str | None
    entrants: int
    tables: int
    rounds: int
    trays: int
    trays_per_round: int         # as given to the generator (--trays-per-round)
    balance: float | None        # largest deviation from ideal comparisons, in rounds
    idle: float                  # pairs (players if individuals) sitting out, on average per round
    note: str = ""
    played: int = 0              # trays the busiest table plays: the evening's length in trays
    of_rounds: int | None = None  # a partial form: the rounds of the whole movement
    needs: str = ""              # the particular field it needs ("two clubs"), or "" for any field

    def minutes(self, per_tray: int = MINUTES_PER_TRAY) -> int:
        """How long the evening's play takes at ``per_tray`` minutes a tray."""
        return self.played * per_tray

    @property
    def one_evening(self) -> bool:
        """Few enough trays at each table, and enough, for one evening (16 to 36)."""
        low, high = PLAYABLE_EVENING
        return low <= self.played <= high

    def movement(self) -> Movement:
        """The movement itself (from the cache)."""
        return _generate(self.system, self.entrants, self.trays_per_round, self.variant,
                         self.rounds if self.of_rounds else None)


def suggest(form: str, entrants: int, max_rounds: int | None = None,
            max_trays: int | None = None, minutes: int | None = None,
            minutes_per_tray: int = MINUTES_PER_TRAY) -> list[Choice]:
    """The movements of ``form`` that serve ``entrants``, best first.

    ``entrants`` counts pairs, teams of four or players as ``form`` says.
    ``minutes``: the time the evening has; longer movements give way to their
    partial forms where the system has them.  An empty list means no system
    serves that many; :func:`nearest_sizes` says what would.
    """
    if form not in FORMS:
        raise MovementError(f"form must be one of {', '.join(FORMS)}, not {form!r}")
    choices = []
    for system in _systems(form):
        if entrants not in system.sizes:
            continue
        for variant in [v for v in system.variants if v not in system.aliases] or (None,):
            choice = _best_choice(system.name, entrants, variant, max_rounds, max_trays)
            if minutes is not None and choice is not None \
                    and choice.minutes(minutes_per_tray) > minutes:
                choice = _partial_choice(choice, minutes // minutes_per_tray) \
                    if "rounds" in system.options else None
            if choice is not None:
                choices.append(choice)
    return sorted(choices, key=_rank)


def _partial_choice(whole: Choice, trays: int) -> Choice | None:
    """The partial form of ``whole`` whose tables play most rounds within ``trays``
    trays, at the trays a round of ``whole`` (or, failing that, fewer a round)."""
    for per_round in range(whole.trays_per_round, 0, -1):
        slots = whole.played * per_round // (whole.rounds * whole.trays_per_round)  # a round's
        rounds = min(whole.rounds - 1, trays // max(1, slots))
        if rounds < 2:
            continue
        choice = _choice(whole.system, whole.entrants, per_round, whole.variant, rounds)
        if choice is not None and choice.of_rounds:       # a movement that says it is partial
            return choice
    return None


def nearest_sizes(form: str, entrants: int) -> list[int]:
    """The entrant counts nearest to ``entrants`` that some system of ``form`` serves."""
    sizes = sorted({n for s in _systems(form) for n in s.sizes})
    if not sizes:
        return []
    below = [n for n in sizes if n < entrants][-1:]
    above = [n for n in sizes if n > entrants][:1]
    return below + above


def _systems(form: str) -> list[registry.System]:
    return [s for s in registry.systems().values() if s.form == form]


def _rank(choice: Choice):
    worst_balance = float("inf") if choice.balance is None else choice.balance
    return (bool(choice.needs), choice.idle, not choice.one_evening, worst_balance,
            _evening_distance(choice.played),
            choice.system, choice.variant or "")


def _evening_distance(trays: int) -> int:
    low, high = USUAL_EVENING
    return max(low - trays, trays - high, 0)


def _best_choice(name: str, entrants: int, variant: str | None,
                 max_rounds: int | None, max_trays: int | None) -> Choice | None:
    """The choice for one system and variant, with the trays per round that fit best.

    The system's own number of trays a round is tried first (any other when it
    refuses, e.g. Snow needs as many trays a round as tables); its length tells
    how many trays each other number would give, and the candidates are tried
    nearest the usual evening first.
    """
    system = registry.get(name)
    others = () if system.fixed else [k for k in TRAYS_PER_ROUND_CHOICES if k != system.trays_per_round]
    base = next(filter(None, (_choice(name, entrants, k, variant)
                              for k in (system.trays_per_round, *others))), None)
    if base is None:
        return None
    per_tray = base.played / base.trays_per_round
    candidates = sorted({base.trays_per_round, *others},
                        key=lambda k: (_evening_distance(round(per_tray * k)),
                                       k != base.trays_per_round, k))
    for k in candidates:
        choice = _choice(name, entrants, k, variant)
        if choice is None:
            continue
        if max_rounds is not None and choice.rounds > max_rounds:
            continue
        if max_trays is not None and choice.trays > max_trays:
            continue
        return choice
    return None


@lru_cache(maxsize=512)
def _choice(name: str, entrants: int, trays_per_round: int | None,
            variant: str | None, rounds: int | None = None) -> Choice | None:
    """The figures of one generated movement, or ``None`` if the system refuses.

    ``trays_per_round`` ``None`` lets the system choose (Safford's individual
    movement plays as many trays a round as it has tables); the choice records
    the number it chose, so that the same movement can be asked for again.
    """
    try:
        movement = _generate(name, entrants, trays_per_round, variant, rounds)
    except MovementError:
        return None
    system = registry.get(name)
    found = balance(movement)
    idle = sum(len(r.idle) for r in movement.rounds) / len(movement.rounds)
    return Choice(
        system=name,
        title=system.title,
        variant=variant,
        entrants=entrants,
        tables=movement.tables,
        rounds=len(movement.rounds),
        trays=movement.trays,
        trays_per_round=trays_per_round or movement.trays_per_round,
        balance=None if found is None else float(found.largest),
        idle=round(idle, 2),
        note=("a partial form: some of the whole movement's rounds, chosen for fairness"
              if rounds else system.summary),
        played=movement.trays_at_a_table,
        of_rounds=movement.extra.get("full_rounds") if rounds else None,
        needs=particular_field(movement),
    )


@lru_cache(maxsize=128)
def _generate(name: str, entrants: int, trays_per_round: int, variant: str | None,
              rounds: int | None = None) -> Movement:
    options = {"rounds": rounds} if rounds else {}
    return registry.generate(name, entrants, trays_per_round=trays_per_round, variant=variant,
                             **options)
