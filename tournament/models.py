"""What the club keeps: events, entrants, the seated movement, trays, results, audit.

The models persist what the pure cores produce: a movement (``movements``) is
materialised into rounds and table seats when the director seats an event, and
results are scored by ``tournament.scoring``.  Where the laws are absolute
(tricks 0-13, one result per tray per table per round) the database enforces it.
"""

from __future__ import annotations

import contextvars
import re
import secrets

from django.conf import settings
from django.db import models
from django.db.models import Q
from django.urls import reverse
from django.utils import timezone

import movements
from movements.model import FORMS

from tournament.database import cursor as cursor_of, database
from tournament.scoring.ladder import Figure, Kind
from tournament.scoring.registry import METHODS, ranks_teams
from tournament.scoring.session import ADJUSTMENTS, FIGURES, LAWS, Figures
from tournament.seated import movement_of
from tournament.vocabulary import SEAT_NAMES

# While an event's rows change in bulk (the event deleted, its seating taken up), each row
# moves the event's revision on no more: the caller moves it once (tournament/evening/revision.py).
EVENT_IN_BULK: contextvars.ContextVar[int | None] = contextvars.ContextVar("whist_event_in_bulk", default=None)


class rows_in_bulk:
    """``with rows_in_bulk(event): ...``: the event's rows changed in the block move its revision
    on no more, one by one; the caller moves it once, after (saving the event does)."""

    def __init__(self, event):
        self.pk = event.pk

    def __enter__(self):
        self.token = EVENT_IN_BULK.set(self.pk)

    def __exit__(self, *exc):
        EVENT_IN_BULK.reset(self.token)


def new_token() -> str:
    return secrets.token_urlsafe(16)


TOKEN_LENGTH = 40
_TOKEN = re.compile(rf"[A-Za-z0-9_-]{{1,{TOKEN_LENGTH}}}", re.ASCII)   # the alphabet new_token writes in


ISSUED_TOKEN_LENGTH = len(new_token())   # 22: 16 random bytes in base64


def is_token(text, issued: bool = False) -> bool:
    """Whether ``text`` has the shape of a table token (a NUL or a slash never does); ``issued``:
    of a token as :func:`new_token` writes it, too long to guess (what a backup must bring)."""
    return (isinstance(text, str) and _TOKEN.fullmatch(text) is not None
            and (not issued or len(text) >= ISSUED_TOKEN_LENGTH))


class Club(models.Model):
    """A whist club: its directors run its events; its public pages show them."""

    name = models.CharField(max_length=120)
    slug = models.SlugField(unique=True, help_text="Used in the club's public web address.")
    directors = models.ManyToManyField(settings.AUTH_USER_MODEL, related_name="clubs", blank=True)

    class Meta:
        ordering = ["name"]

    def __str__(self):
        return self.name

    def get_absolute_url(self):
        return reverse("public:club", args=[self.slug])


class Player(models.Model):
    """A member (or guest) of the club: one identity across every event he plays.

    Pairs, teams and individual seats point here, and their names derive from
    it, so renaming a member renames him everywhere.
    """

    club = models.ForeignKey(Club, on_delete=models.CASCADE, related_name="players")
    name = models.CharField(max_length=120)
    number = models.CharField("membership number", max_length=20, blank=True)
    email = models.EmailField(blank=True)
    active = models.BooleanField(default=True, help_text="Offered when the field is entered.")
    visitor = models.BooleanField(default=False, help_text="A visitor plays but is not a member: "
                                  "not on the member list nor on the ladders.")

    class Meta:
        ordering = ["name"]
        constraints = [models.UniqueConstraint(fields=["club", "name"], name="player_name_unique_in_club"),
                       models.UniqueConstraint(fields=["club", "number"], condition=~Q(number=""),
                                               name="membership_number_unique_in_club")]

    def __str__(self):
        return self.name


class Event(models.Model):
    """One session of duplicate whist, from sign-up to published standings."""

    # The forms of play and the laws, as the movement and scoring cores name them.
    Form = models.TextChoices("Form", [(name.upper(), (name, label)) for name, label in FORMS.items()])
    Laws = models.TextChoices("Laws", [(f"LAWS_{code}" if code[0].isdigit() else code.upper(), (code, label))
                                       for code, label in LAWS.items()])

    # The scoring methods, as the method registry names and titles them.
    Method = models.TextChoices("Method", [(m.name.upper().replace("-", "_"), (m.name, m.title))
                                           for m in METHODS.values()])

    # An event's life, in order: draft -> seated -> playing -> finished -> published.
    Status = models.TextChoices("Status", [(s.upper(), (s, s.capitalize()))
                                           for s in ("draft", "seated", "playing", "finished", "published")])

    class Devices(models.TextChoices):
        """How the tables enter results: the two-person check on one phone, or on two."""

        TABLE = "table", "One device per table (N-S enter, E-W accept on the same phone)"
        SIDE = "side", "One device per side (N-S and E-W each have their own link)"

    club = models.ForeignKey(Club, on_delete=models.CASCADE, related_name="events")
    name = models.CharField(max_length=160)
    date = models.DateField()
    form = models.CharField(max_length=12, choices=Form.choices, default=Form.PAIRS)
    laws = models.CharField(max_length=8, choices=Laws.choices, default=Laws.LAWS_1900)
    method = models.CharField(max_length=20, choices=Method.choices, default=Method.COMPASS)
    status = models.CharField(max_length=10, choices=Status.choices, default=Status.DRAFT)
    system = models.CharField(max_length=40, blank=True, help_text="The movement system, once chosen.")
    variant = models.CharField(max_length=20, blank=True)
    trays_per_round = models.PositiveSmallIntegerField(null=True, blank=True)
    movement = models.JSONField(null=True, blank=True, help_text="The seated movement (whist-movement/1).")
    current_round = models.PositiveSmallIntegerField(default=0)
    devices = models.CharField(max_length=5, choices=Devices.choices, default=Devices.TABLE,
                               verbose_name="Devices at the tables",
                               help_text="With one device per side, the side that entered a tray "
                                         "cannot also confirm it.")
    seated_at = models.DateTimeField(null=True, blank=True,
                                     help_text="When the movement was laid out (it changes if re-seated).")
    created_at = models.DateTimeField(auto_now_add=True)
    updated_at = models.DateTimeField(auto_now=True)
    revision = models.PositiveBigIntegerField(
        default=0, editable=False,
        help_text="Moved on by every change to what the event shows (tournament/evening/revision.py).")

    class Meta:
        ordering = ["-date", "name"]

    def __str__(self):
        return f"{self.name} ({self.date:%d %b %Y})"

    def save(self, *args, **kwargs):
        """Save, and move the revision on.  The revision itself is never written from this
        copy, which may be older than the row (tournament/evening/revision.py)."""
        if self._state.adding or kwargs.get("force_insert"):
            return super().save(*args, **kwargs)
        fields = kwargs.get("update_fields")
        if fields is None:   # as Django would: every field, but those deferred when it was read
            deferred = self.get_deferred_fields()
            fields = [f.attname for f in self._meta.concrete_fields
                      if not f.primary_key and f.attname not in deferred]
        kwargs["update_fields"] = [f for f in fields if f != "revision"]
        super().save(*args, **kwargs)
        self.revision = Event.bump_revision(self.pk)

    def get_absolute_url(self):
        return reverse("director:event", args=[self.pk])

    def delete(self, *args, **kwargs):
        """Delete; its rows going with it do not move the revision one by one."""
        with rows_in_bulk(self):
            return super().delete(*args, **kwargs)

    @staticmethod
    def bump_revision(pk: int) -> int:
        """Move event ``pk``'s revision on and return the new one (0: no such event).  Takes the
        event row's write lock until the transaction ends."""
        with cursor_of(database()) as cursor:
            cursor.execute(f"UPDATE {Event._meta.db_table} SET revision = revision + 1 "
                           "WHERE id = %s RETURNING revision", [pk])
            row = cursor.fetchone()
        return row[0] if row else 0

    @property
    def is_published(self) -> bool:
        return self.status == self.Status.PUBLISHED

    @property
    def is_seated(self) -> bool:
        """Seated: a movement is laid out (``seated_at`` is set with it, and cleared with it, so
        the event can be read without its movement, the largest column it has)."""
        return self.seated_at is not None

    @property
    def system_title(self) -> str:
        """The seated movement's system as people read it ("Howell pairs", not "howell-pairs")."""
        try:
            return movements.get(self.system).title if self.system else ""
        except movements.MovementError:  # a system this version no longer knows
            return self.system

    @property
    def is_dealt(self) -> bool:
        """Some tray's cards were dealt or imported here: there are hand records to show."""
        return self.trays.filter(hands__gt="").exists()

    def play_round(self, number: int) -> None:
        """Make round ``number`` the one being played: earlier rounds closed, it open.

        Sets ``current_round``; the caller saves the event.
        """
        self.current_round = number
        self.rounds.filter(number__lt=number).update(status=Round.Status.CLOSED)
        self.rounds.filter(number=number).update(status=Round.Status.OPEN)

    @property
    def ranks_teams(self) -> bool:
        """True when the method ranks teams of four: the standings name teams, not pairs
        (not when the seated movement groups the pairs into clubs: then clubs are ranked)."""
        movement = movement_of(self) if self.is_seated else None   # a draft has none to read
        return ranks_teams(self.method, self.form, movement is not None and "clubs" in movement.extra)

    def entrant_names(self) -> dict[int, str]:
        """Entrant number -> name, for the entrants the method ranks: teams, pairs or players.

        A team is known by its name, or "Team 4" when it has none.
        """
        if self.ranks_teams:
            return {t.number: str(t) for t in self.teams.all()}
        return self.seat_names()

    def pair_names(self) -> dict[int, str]:
        """Pair number -> the name its players are known by (none at an individual event)."""
        return {p.number: str(p) for p in self.pairs.select_related("player_a", "player_b")}

    def seat_names(self) -> dict[int, str]:
        """The names of whoever sits at the tables: pairs, or players at an individual event."""
        if self.form == self.Form.INDIVIDUALS:
            return {i.number: str(i) for i in self.individuals.select_related("player")}
        return self.pair_names()


class Ladder(models.Model):
    """A season's ranking across the club's events, read from their kept figures
    (:class:`EveningFigures`; docs/ladders.md).

    Its events are those chosen, or, when none is chosen, every event of the
    club between the two dates; only published ones count, and only those of
    the forms it takes.
    """

    class Ranks(models.TextChoices):
        PLAYERS = "players", "Players"
        PAIRS = "pairs", "Fixed pairs"

    # The rules, as the ladder core (scoring.ladder.Kind) names them.
    Rule = models.TextChoices("Rule", [(kind.name, (kind.value, kind.label)) for kind in Kind])
    Figure = models.TextChoices("Figure", [(f.name, (f.value, f.label)) for f in Figure])

    club = models.ForeignKey(Club, on_delete=models.CASCADE, related_name="ladders")
    name = models.CharField(max_length=120)
    slug = models.SlugField(help_text="Used in the ladder's public web address.")
    ranks = models.CharField("who is ranked", max_length=8, choices=Ranks.choices, default=Ranks.PLAYERS)
    rule = models.CharField(max_length=12, choices=Rule.choices, default=Rule.TOTAL)
    figure = models.CharField("each evening counts", max_length=10, choices=Figure.choices,
                              default=Figure.PERCENTAGE)
    takes_pairs = models.BooleanField("pairs evenings", default=True)
    takes_teams = models.BooleanField("teams evenings", default=True)
    takes_individuals = models.BooleanField("individuals evenings", default=True)
    best = models.PositiveSmallIntegerField("N (best N events)", null=True, blank=True)
    minimum = models.PositiveSmallIntegerField("events needed to be ranked", default=1)
    events = models.ManyToManyField(Event, blank=True, related_name="ladders",
                                    help_text="Leave empty to take every event between the dates.")
    starts = models.DateField(null=True, blank=True)
    ends = models.DateField(null=True, blank=True)

    class Meta:
        ordering = ["club", "name"]
        constraints = [models.UniqueConstraint(fields=["club", "slug"], name="ladder_slug_unique_in_club"),
                       models.CheckConstraint(condition=~Q(rule="best") | Q(best__gte=1),
                                              name="best_n_ladder_has_n"),
                       models.CheckConstraint(condition=~Q(rule="best-average") | Q(best__gte=1),
                                              name="best_n_average_ladder_has_n"),
                       models.CheckConstraint(condition=Q(takes_pairs=True) | Q(takes_teams=True)
                                              | Q(takes_individuals=True),
                                              name="ladder_takes_some_form")]

    def __str__(self):
        return self.name

    def get_absolute_url(self):
        return reverse("public:ladder", args=[self.club.slug, self.slug])

    @property
    def forms(self) -> frozenset:
        """The forms of evening the ladder takes, as the event's form names them."""
        return frozenset(form for form, takes in (("pairs", self.takes_pairs), ("teams", self.takes_teams),
                                                  ("individuals", self.takes_individuals)) if takes)


class EveningFigures(models.Model):
    """A published evening's figures for the season, kept when it is published and again
    when a result of it is corrected; gone when it is withdrawn (tournament/season_figures.py).

    ``left_out`` says why no ladder can compare the evening (empty when they can).
    """

    event = models.OneToOneField(Event, on_delete=models.CASCADE, related_name="kept_figures")
    form = models.CharField(max_length=12, choices=Event.Form.choices)
    method = models.CharField(max_length=20)
    left_out = models.CharField(max_length=200, blank=True)
    kept_at = models.DateTimeField(auto_now=True)

    class Meta:
        verbose_name_plural = "evening figures"

    def __str__(self):
        return f"Figures of {self.event}"


class MemberFigure(models.Model):
    """One player's figures of one kept evening: his side's place, place points and exact
    matchpoint percentage (a fraction, as text), the trays he played, and his partner."""

    evening = models.ForeignKey(EveningFigures, on_delete=models.CASCADE, related_name="members")
    player = models.ForeignKey(Player, on_delete=models.CASCADE, related_name="figures")
    partner = models.ForeignKey(Player, on_delete=models.SET_NULL, null=True, blank=True, related_name="+")
    entrant = models.PositiveSmallIntegerField(help_text="The pair, team or player number ranked.")
    place = models.PositiveSmallIntegerField()
    field = models.PositiveSmallIntegerField(help_text="How many entrants were ranked.")
    points = models.DecimalField(max_digits=6, decimal_places=1)
    percentage = models.CharField(max_length=80, help_text='Exact, as a fraction ("1475/24").')
    trays = models.PositiveSmallIntegerField()

    class Meta:
        ordering = ["evening", "place", "entrant", "player"]
        constraints = [models.UniqueConstraint(fields=["evening", "player"], name="one_figure_per_player_per_evening")]

    def __str__(self):
        return f"{self.player} in {self.evening.event}"


class NumberedInEvent(models.Model):
    """Something numbered within its event (a team, pair, player, tray or round): one of each
    number, listed in number order.  Each names its own ``event`` (the event's name for them)."""

    number = models.PositiveSmallIntegerField()

    class Meta:
        abstract = True
        ordering = ["event", "number"]
        constraints = [models.UniqueConstraint(fields=["event", "number"], name="%(class)s_number_unique")]


class Team(NumberedInEvent):
    """A team of four: two pairs, one seated N-S at home and one E-W."""

    event = models.ForeignKey(Event, on_delete=models.CASCADE, related_name="teams")
    name = models.CharField(max_length=120, blank=True)

    def __str__(self):
        return self.name or f"Team {self.number}"


class Pair(NumberedInEvent):
    """Two players playing together, known in the room by their pair number."""

    event = models.ForeignKey(Event, on_delete=models.CASCADE, related_name="pairs")
    team = models.ForeignKey(Team, on_delete=models.CASCADE, null=True, blank=True, related_name="pairs")
    player_a = models.ForeignKey(Player, on_delete=models.PROTECT, null=True, blank=True, related_name="+")
    player_b = models.ForeignKey(Player, on_delete=models.PROTECT, null=True, blank=True, related_name="+")
    name = models.CharField(max_length=160, blank=True, help_text="Shown instead of the players' names.")

    def __str__(self):
        if self.name:
            return self.name
        players = [str(p) for p in (self.player_a, self.player_b) if p]
        return " & ".join(players) or f"Pair {self.number}"


class Individual(NumberedInEvent):
    """A player entered on his own in an individual event, by player number."""

    event = models.ForeignKey(Event, on_delete=models.CASCADE, related_name="individuals")
    player = models.ForeignKey(Player, on_delete=models.PROTECT, related_name="+")

    def __str__(self):
        return str(self.player)


class Tray(NumberedInEvent):
    """A tray (board) holding one deal's four hands, numbered from 1."""

    event = models.ForeignKey(Event, on_delete=models.CASCADE, related_name="trays")
    dealer = models.CharField(max_length=1, choices=SEAT_NAMES.items())
    hands = models.TextField(blank=True, help_text='The deal as a PBN string ("N:AK.. ... ... ..."), once dealt.')
    par_ns = models.PositiveSmallIntegerField(null=True, blank=True)
    par_ew = models.PositiveSmallIntegerField(null=True, blank=True)

    def __str__(self):
        return f"Tray {self.number}"


class TrumpSlip(models.Model):
    """The trump card of a tray, recorded at the original play (Law IV §1)."""

    tray = models.OneToOneField(Tray, on_delete=models.CASCADE, related_name="trump_slip")
    card = models.CharField(max_length=3, blank=True, help_text='Rank and suit, e.g. "7H" or "TS".')
    recorded_by = models.CharField(max_length=120, blank=True)
    recorded_at = models.DateTimeField(null=True, blank=True)

    def __str__(self):
        return f"Trump slip of tray {self.tray.number}: {self.card or 'not yet recorded'}"


class Round(NumberedInEvent):
    """A round of the seated movement; results are taken while it is open."""

    event = models.ForeignKey(Event, on_delete=models.CASCADE, related_name="rounds")
    class Status(models.TextChoices):
        PENDING = "pending", "Not started"
        OPEN = "open", "Playing"
        CLOSED = "closed", "Closed"

    status = models.CharField(max_length=8, choices=Status.choices, default=Status.PENDING)
    idle = models.JSONField(default=list, blank=True, help_text="Entrants who sit out this round.")

    def __str__(self):
        return f"Round {self.number}"


class TableSeat(models.Model):
    """Who sits at one table in one round, and the trays it plays in slot order."""

    round = models.ForeignKey(Round, on_delete=models.CASCADE, related_name="seats")
    table = models.PositiveSmallIntegerField()
    ns = models.PositiveSmallIntegerField(null=True, blank=True, help_text="N-S pair")
    ew = models.PositiveSmallIntegerField(null=True, blank=True, help_text="E-W pair")
    n = models.PositiveSmallIntegerField(null=True, blank=True)
    s = models.PositiveSmallIntegerField(null=True, blank=True)
    e = models.PositiveSmallIntegerField(null=True, blank=True)
    w = models.PositiveSmallIntegerField(null=True, blank=True)
    trays = models.JSONField(default=list, help_text="Tray numbers in the order they are played.")

    class Meta:
        ordering = ["round", "table"]
        constraints = [models.UniqueConstraint(fields=["round", "table"], name="one_seating_per_table_per_round")]

    def __str__(self):
        return f"Round {self.round.number}, table {self.table}"


class EventTable(models.Model):
    """A table of a seated event, with the secret tokens of its live-entry links.

    ``token`` is the table's link (N-S's, with one device per side); ``ew_token``
    is E-W's link, used only when the event has one device per side.
    """

    event = models.ForeignKey(Event, on_delete=models.CASCADE, related_name="tables")
    number = models.PositiveSmallIntegerField()
    token = models.CharField(max_length=TOKEN_LENGTH, unique=True, default=new_token)
    ew_token = models.CharField(max_length=TOKEN_LENGTH, unique=True, default=new_token)

    class Meta:
        ordering = ["event", "number"]
        constraints = [models.UniqueConstraint(fields=["event", "number"], name="table_number_unique")]

    def __str__(self):
        return f"Table {self.number}"

    def renew_tokens(self) -> None:
        """New secret tokens (the caller saves): the old links stop working."""
        self.token, self.ew_token = new_token(), new_token()

    def tokens(self) -> dict[str | None, str]:
        """The tokens in use by side: {None: token} with one device per table, else {"ns": ..., "ew": ...}."""
        if self.event.devices == Event.Devices.SIDE:
            return {"ns": self.token, "ew": self.ew_token}
        return {None: self.token}


class Result(models.Model):
    """One tray played at one table in one round: N-S tricks (E-W take the rest)."""

    class Status(models.TextChoices):
        ENTERED = "entered", "Entered"
        CONFIRMED = "confirmed", "Confirmed"
        DISPUTED = "disputed", "Disputed"

    event = models.ForeignKey(Event, on_delete=models.CASCADE, related_name="results")
    round = models.ForeignKey(Round, on_delete=models.CASCADE, related_name="results")
    table = models.PositiveSmallIntegerField()
    tray = models.ForeignKey(Tray, on_delete=models.CASCADE, related_name="results")
    ns = models.PositiveSmallIntegerField("N-S tricks", null=True, blank=True,
                                          help_text="Tricks taken by N-S (0-13).")
    revokes_ns = models.PositiveSmallIntegerField(default=0)
    revokes_ew = models.PositiveSmallIntegerField(default=0)
    before_revoke_ns = models.PositiveSmallIntegerField(null=True, blank=True)
    before_revoke_ew = models.PositiveSmallIntegerField(null=True, blank=True)
    adjusted = models.CharField(max_length=12, choices=[("", "As played"), *ADJUSTMENTS.items()],
                                blank=True, default="")
    status = models.CharField(max_length=10, choices=Status.choices, default=Status.ENTERED)
    claim = models.JSONField(null=True, blank=True,
                             help_text="The other side's differing figures while disputed.")
    entered_by = models.CharField(max_length=120, blank=True)
    confirmed_by = models.CharField(max_length=120, blank=True)
    version = models.PositiveIntegerField(default=1)
    created_at = models.DateTimeField(auto_now_add=True)
    updated_at = models.DateTimeField(auto_now=True)

    class Meta:
        ordering = ["round__number", "table", "tray__number"]
        constraints = [
            models.UniqueConstraint(fields=["round", "table", "tray"], name="one_result_per_tray_per_table_per_round"),
            models.CheckConstraint(condition=Q(ns__isnull=True) | Q(ns__lte=13),
                                   name="tricks_between_0_and_13"),
            models.CheckConstraint(condition=Q(ns__isnull=False) | ~Q(adjusted=""),
                                   name="tricks_unless_adjusted"),
            models.CheckConstraint(condition=Q(revokes_ns__lte=13) & Q(revokes_ew__lte=13),
                                   name="revokes_at_most_13"),
            models.CheckConstraint(condition=Q(before_revoke_ns__isnull=True) | Q(before_revoke_ns__lte=13),
                                   name="before_revoke_ns_at_most_13"),
            models.CheckConstraint(condition=Q(before_revoke_ew__isnull=True) | Q(before_revoke_ew__lte=13),
                                   name="before_revoke_ew_at_most_13"),
        ]

    def __str__(self):
        return f"Round {self.round.number}, table {self.table}, tray {self.tray.number}"

    @property
    def ew_tricks(self) -> int | None:
        return None if self.ns is None else 13 - self.ns

    @property
    def figures(self) -> Figures:
        """The result's six figures as the scoring core's value (no adjustment is None)."""
        return Figures(**{name: getattr(self, name) for name in FIGURES} | {"adjusted": self.adjusted or None})

    @figures.setter
    def figures(self, figures: Figures) -> None:
        for name, value in figures.as_dict().items():
            setattr(self, name, value)
        self.adjusted = figures.adjusted or ""

    @property
    def claimed(self) -> Figures | None:
        """E-W's own figures while the result is disputed."""
        return Figures.from_dict(self.claim) if self.claim else None

    def audit_state(self) -> dict:
        """What the audit trail records and compares: the figures and the status."""
        return self.figures.as_dict() | {"status": self.status}


class AuditEntry(models.Model):
    """Who changed what, when, from what to what, and why. Never deleted.

    ``action`` says what kind of change it was, for the machine; ``what`` says
    it in a sentence, for the director.  An entry outlives its event (a deleted
    event's entries keep their sentence, with no event).
    """

    class Action(models.TextChoices):
        CREATED = "created", "Created"
        IMPORTED = "imported", "Imported"
        SETTINGS_CHANGED = "settings-changed", "Settings changed"
        FIELD_CHANGED = "field-changed", "Field changed"
        DEALS_CHANGED = "deals-changed", "Deals changed"
        SEATED = "seated", "Seated"
        UNSEATED = "unseated", "Unseated"
        STARTED = "started", "Play started"
        ROUND_CLOSED = "round-closed", "Round closed"
        FINISHED = "finished", "Play finished"
        REOPENED = "reopened", "Play reopened"
        PUBLISHED = "published", "Published"
        WITHDRAWN = "withdrawn", "Publication withdrawn"
        DELETED = "deleted", "Deleted"
        ENTERED = "entered", "Result entered"
        CORRECTED = "corrected", "Result corrected"
        CONFIRMED = "confirmed", "Result confirmed"
        DISPUTED = "disputed", "Result disputed"
        RULED = "ruled", "Director's ruling"
        LINKS_RENEWED = "links-renewed", "Table links renewed"
        RESTORED = "restored", "Restored from a backup"
        DIRECTORS_CHANGED = "directors-changed", "Club directors changed"

    event = models.ForeignKey(Event, on_delete=models.SET_NULL, null=True, blank=True, related_name="audit")
    result = models.ForeignKey(Result, on_delete=models.SET_NULL, null=True, blank=True, related_name="audit")
    action = models.CharField(max_length=20, choices=Action.choices)
    who = models.CharField(max_length=120)
    when = models.DateTimeField(default=timezone.now, editable=False)  # a restored trail brings its own
    what = models.CharField(max_length=200)
    old = models.JSONField(null=True, blank=True)
    new = models.JSONField(null=True, blank=True)
    reason = models.TextField(blank=True)

    class Meta:
        ordering = ["-when", "-id"]
        verbose_name_plural = "audit entries"
        constraints = [models.CheckConstraint(condition=~Q(action=""), name="audit_entry_says_what_kind")]

    def __str__(self):
        return f"{self.when:%H:%M:%S} {self.who}: {self.what}"

    def old_text(self) -> str:
        return _state_text(self.old)

    def new_text(self) -> str:
        return _state_text(self.new)

    def change_text(self) -> str:
        """The change in words: "method compass → howell", or a result's figures before → after."""
        old, new = self.old or {}, self.new or {}
        if FIGURES[0] in old or FIGURES[0] in new or not (old and new):
            return " → ".join(filter(None, (self.old_text(), self.new_text())))
        changed = [key for key in {**old, **new} if _shown(old.get(key)) != _shown(new.get(key))]
        return "; ".join(f"{key.replace('_', ' ')} {_shown(old.get(key))} → {_shown(new.get(key))}"
                         for key in changed)


def _shown(value) -> str:
    """A value in the audit trail as read: a dash for nothing."""
    return "—" if value is None or value == "" else str(value)


def _state_text(state: dict | None) -> str:
    """What the audit trail recorded, in words: a result's figures and status, or a change."""
    if not state:
        return ""
    if FIGURES[0] not in state:
        return ", ".join(f"{key.replace('_', ' ')} {value}" for key, value in state.items())
    text = Figures.from_dict(state).summary()
    if state.get("status"):
        text += f", {state['status']}"
    if state.get("claim"):
        text += f"; E-W say {Figures.from_dict(state['claim']).summary()}"
    return text
