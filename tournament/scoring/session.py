"""A session as plain data: the `whist-session/1` exchange format.

A session is one movement, the names of its entrants, the trump slips of its
trays and the results entered at the tables.  ``names`` is keyed by the
entrants the method ranks: teams for a team method on teams of four (then
``pair_names`` names their pairs), else pairs or players.  :func:`load_session`
reads a parsed JSON document and refuses it with a :class:`SessionError`
listing every problem at once; :meth:`Session.to_json` writes it back (export, import, export
gives the same document).  The rules a result must obey live in
:mod:`.validate`, shared with the web application.
"""

from __future__ import annotations

import datetime
import json
import re
from dataclasses import dataclass, field, fields
from typing import Any, cast

from movements.errors import MovementError
from movements.model import Movement

from tournament.errors import UserError
from tournament.vocabulary import SIDE_NAMES, SIDES
from tournament.scoring.registry import METHODS, ranks_teams

FORMAT = "whist-session/1"
LAWS = {"1900": "Laws of 1900–1910 (Law X §4 revokes)",
        "1897": "Laws of 1897 (two tricks a revoke)",
        "english": "English code (three tricks a revoke)"}
"""The laws the scoring knows (their revoke penalties), and what a director calls them."""
ADJUSTMENTS = {
    "average": "Average score to both sides",
    "lowest-ns": "Lowest score to N-S",
    "lowest-ew": "Lowest score to E-W",
    "not-played": "Not played",
}
"""The director's adjusted scores (spec section 1), and what a director calls them."""


def laws_problems(laws) -> list[str]:
    """Why ``laws`` are none the scoring knows (empty if they are)."""
    if isinstance(laws, str) and laws in LAWS:
        return []
    return [f"laws must be one of {', '.join(LAWS)}, not {laws!r}"]


def method_problems(method) -> list[str]:
    """Why ``method`` is none the scoring knows (empty if it is)."""
    if isinstance(method, str) and method in METHODS:
        return []
    return [f"method must be one of {', '.join(METHODS)}, not {method!r}"]


class SessionError(UserError):
    """A session file that cannot be scored; ``problems`` lists every reason."""

    separator = "\n"


@dataclass(frozen=True)
class Deal:
    """The trump slip of one tray, and optionally its four hands and par result.

    ``hands`` is a PBN deal string ("N:AKQ.J2... ..."), ``par`` whatever the
    deal analyser reported; both are extension keys of the format.
    """

    tray: int
    dealer: str | None = None
    trump: str | None = None
    hands: str | None = None
    par: dict | None = None
    extra: dict = field(default_factory=dict, compare=False)

    def to_json(self) -> dict:
        doc: dict[str, Any] = {"dealer": self.dealer, "trump": self.trump}
        if self.hands is not None:
            doc["hands"] = self.hands
        if self.par is not None:
            doc["par"] = self.par
        doc.update({k: v for k, v in self.extra.items() if k not in doc})
        return doc


@dataclass(frozen=True, slots=True)
class Figures:
    """What was made on one tray at one table: the six figures a result is made of.

    N-S took ``ns`` tricks, E-W ``13 - ns``; ``revokes_ns``/``revokes_ew`` count
    established revokes by each side; ``before_revoke_*`` are the tricks that
    side had won before its first revoke (None when not given); ``adjusted`` is
    an artificial score set by the director (average, lowest-ns, lowest-ew or
    not-played), and ``ns`` may then be None.  Every layer that stores, sends,
    audits or edits a result derives its fields from this class (:data:`FIGURES`).
    """

    ns: int | None
    revokes_ns: int = 0
    revokes_ew: int = 0
    before_revoke_ns: int | None = None
    before_revoke_ew: int | None = None
    adjusted: str | None = None

    @property
    def ew(self) -> int | None:
        """The tricks E-W took."""
        return None if self.ns is None else 13 - self.ns

    @property
    def figures(self) -> Figures:
        """The figures alone (a :class:`Result` without its place)."""
        return Figures(*(getattr(self, name) for name in FIGURES))

    def tricks(self, side: str) -> int | None:
        return self.ns if side == "ns" else self.ew

    def revokes(self, side: str) -> int:
        return self.revokes_ns if side == "ns" else self.revokes_ew

    def before_revoke(self, side: str) -> int | None:
        return self.before_revoke_ns if side == "ns" else self.before_revoke_ew

    def as_dict(self) -> dict:
        """The figures by name, flat (the table API's and the audit trail's shape)."""
        return {name: getattr(self, name) for name in FIGURES}

    @classmethod
    def from_dict(cls, values: dict) -> Figures:
        """The figures in a flat dict (the audit trail's, a claim's); other keys are ignored."""
        return cls(**{name: values[name] for name in FIGURES if name in values})

    def summary(self) -> str:
        """The figures in words: "N-S 8, E-W 5; revokes E-W 1 (E-W had 3 tricks before)"."""
        text = "no tricks" if self.ns is None else f"N-S {self.ns}, E-W {self.ew}"
        revoked = [side for side in SIDES if self.revokes(side)]
        if revoked:
            text += "; revokes " + ", ".join(f"{SIDE_NAMES[s]} {self.revokes(s)}" for s in revoked)
            before = [f"{SIDE_NAMES[s]} had {self.before_revoke(s)} tricks before"
                      for s in revoked if self.before_revoke(s) is not None]
            text += f" ({'; '.join(before)})" if before else ""
        if self.adjusted:
            text += f"; adjusted: {ADJUSTMENTS.get(self.adjusted, self.adjusted).lower()}"
        return text

    def to_json(self) -> dict:
        """The figures in the shape of a `whist-session/1` result."""
        before = {side: self.before_revoke(side) for side in SIDES
                  if self.before_revoke(side) is not None}
        doc: dict[str, Any] = {"ns": self.ns, "revokes": {"ns": self.revokes_ns, "ew": self.revokes_ew}}
        if before:
            doc["before_revoke"] = before
        doc["adjusted"] = self.adjusted
        return doc


FIGURES = tuple(f.name for f in fields(Figures))
"""The names of the six figures, in order: the one list every layer derives from."""

FIGURE_LABELS = {
    "ns": "N-S tricks",
    **{f"revokes_{side}": f"{SIDE_NAMES[side]} revokes" for side in SIDES},
    **{f"before_revoke_{side}": f"Tricks {SIDE_NAMES[side]} won before the first revoke"
       for side in SIDES},
    "adjusted": "Adjusted score",
}
"""What each figure is called on every form and in every message."""


@dataclass(frozen=True, slots=True, kw_only=True)
class Result(Figures):
    """One tray played at one table in one round: where, and the :class:`Figures` made there."""

    round: int
    table: int
    tray: int
    extra: dict = field(default_factory=dict, compare=False)

    def __post_init__(self) -> None:
        clash = sorted(self.extra.keys() & _RESULT_KEYS)
        if clash:
            raise ValueError(f"a result's extension keys may not be the format's own: {clash}")

    @classmethod
    def at(cls, round: int, table: int, tray: int, figures: Figures, extra: dict | None = None) -> Result:
        """The result of ``figures`` at that place; ``extra``: extension keys of the format."""
        return cls(round=round, table=table, tray=tray, **figures.as_dict(), extra=extra or {})

    @property
    def key(self) -> tuple[int, int, int]:
        return (self.round, self.table, self.tray)

    @property
    def where(self) -> str:
        return f"round {self.round}, table {self.table}"

    def to_json(self) -> dict:
        doc = {"round": self.round, "table": self.table, "tray": self.tray,
               **Figures.to_json(self)}
        doc.update({k: v for k, v in self.extra.items() if k not in doc})
        return doc


@dataclass(frozen=True)
class Session:
    """One session: movement, names, trump slips and results; ``extra`` keeps other keys.

    ``names`` names the entrants the method ranks (teams, pairs or players);
    ``pair_names`` names the pairs of a session that ranks teams.
    """

    name: str
    date: str | None
    laws: str
    method: str
    movement: Movement
    names: dict[int, str] = field(default_factory=dict)
    deals: dict[int, Deal] = field(default_factory=dict)
    results: list[Result] = field(default_factory=list)
    extra: dict = field(default_factory=dict, compare=False)
    pair_names: dict[int, str] = field(default_factory=dict)

    @property
    def clubs(self) -> dict | None:
        """Club -> the entrants who play for it: the session's ``clubs``, else the movement's
        (a club match names them in the movement, so they travel with it); None without."""
        return self.extra.get("clubs") or self.movement.extra.get("clubs")

    @property
    def ranks_teams(self) -> bool:
        """True when ``names`` are the teams' and ``pair_names`` the pairs'."""
        return ranks_teams(self.method, self.movement.form, self.clubs is not None)

    @property
    def team_names(self) -> dict[int, str]:
        """Team number -> name, when the method ranks teams of four (else empty)."""
        return self.names if self.ranks_teams else {}

    @property
    def seat_names(self) -> dict[int, str]:
        """The names of whoever sits at the tables: pairs, or players at an individual event."""
        return self.pair_names if self.ranks_teams else self.names

    def to_json(self) -> dict:
        doc: dict[str, Any] = {"format": FORMAT, "name": self.name, "date": self.date, "laws": self.laws,
               "method": self.method, "movement": self.movement.to_json(),
               "names": _numbered(self.names)}
        if self.pair_names:
            doc["pair_names"] = _numbered(self.pair_names)
        doc["deals"] = {str(k): d.to_json() for k, d in sorted(self.deals.items())}
        doc["results"] = [r.to_json() for r in self.results]
        doc.update({k: v for k, v in self.extra.items() if k not in doc})
        return doc


def _numbered(names: dict[int, str]) -> dict[str, str]:
    return {str(k): v for k, v in sorted(names.items())}


_KNOWN = {"format", "name", "date", "laws", "method", "movement", "names", "pair_names", "deals",
          "results"}
_RESULT_KEYS = {"round", "table", "tray", "ns", "revokes", "before_revoke", "adjusted"}
_DEAL_KEYS = {"dealer", "trump", "hands", "par"}


def loads(text: str | bytes):
    """The parsed JSON of a session file, or SessionError saying why it is not JSON.

    What every reader of an uploaded or named file calls before :func:`load_session`:
    a document nested too deeply for the parser is refused like any other.
    """
    try:
        return json.loads(text)
    except UnicodeDecodeError:
        raise SessionError(["the file is not a session file: it is not text (a spreadsheet, a PDF "
                            "or a picture?); choose the .json file the export wrote"]) from None
    except json.JSONDecodeError as exc:
        raise SessionError([f"the file is not a JSON document, so not a session file: it goes wrong "
                            f"at line {exc.lineno}, column {exc.colno}; choose the .json file the "
                            "export wrote"]) from None
    except RecursionError:
        raise SessionError(["the file is not a session: its JSON is nested too deeply"]) from None


_UNKEEPABLE = re.compile("[\x00\ud800-\udfff]")
"""What no database keeps in text: NUL, and a lone surrogate (JSON's "\\ud800" reads as one)."""


def text_problem(value, what: str, longest: int | None = None) -> str | None:
    """Why ``value`` is not text a database can keep (of at most ``longest`` characters), or None.

    The one check of text read from a file: names, and the backup's who, what and why.
    """
    if not isinstance(value, str):
        return f"{what} must be text, not {value!r}"[:300]
    bad = _UNKEEPABLE.search(value)
    if bad:
        return (f"{what} must not contain a NUL character or a lone surrogate "
                f"(U+{ord(bad.group()):04X}): {value!r}"[:300])
    if longest is not None and len(value) > longest:
        return f"{what} is {len(value)} characters long; at most {longest} fit"
    return None


def read_figures(values) -> Figures | None:
    """The figures of a flat ``{"ns": 7, "revokes_ns": 0, ...}`` (a claim's, an audit state's)
    if each is of its kind (whole numbers, ``adjusted`` text or null), else None; other keys
    are not figures and are left alone.  Whether the figures can stand is :mod:`.validate`'s."""
    if not isinstance(values, dict) or not set(FIGURES) <= values.keys():
        return None
    if not all(values[name] is None or _is_whole(values[name]) for name in FIGURES[:-1]):
        return None
    if type(values["revokes_ns"]) is not int or type(values["revokes_ew"]) is not int:
        return None
    adjusted = values["adjusted"]
    return Figures.from_dict(values) if adjusted is None or isinstance(adjusted, str) else None


def _is_whole(value) -> bool:
    return type(value) is int


def _is_number(value) -> bool:
    return type(value) is int and value >= 1


_ISO_DATE = re.compile(r"\d{4}-\d{2}-\d{2}", re.ASCII)


def _is_date(value) -> bool:
    """True for an ISO date such as 1897-07-05 that the calendar has."""
    if not isinstance(value, str) or not _ISO_DATE.fullmatch(value):
        return False
    try:
        datetime.date.fromisoformat(value)
    except ValueError:
        return False
    return True


def _is_tricks(value) -> bool:
    return type(value) is int and 0 <= value <= 13


def _is_by_side(value) -> bool:
    return (type(value) is dict and value.keys() <= {"ns", "ew"}
            and all(v is None or type(v) is int for v in value.values()))


class _Reader:
    """Turns JSON into the dataclasses, noting every value of the wrong kind."""

    def __init__(self):
        self.problems: list[str] = []

    def whole(self, value, what: str, minimum: int = 0, nullable: bool = False):
        if value is None and nullable:
            return None
        if not _is_whole(value) or value < minimum:
            self.problems.append(f"{what} must be a whole number of {minimum} or more, not {value!r}")
            return None
        return value

    def session(self, doc) -> Session | None:
        if not isinstance(doc, dict):
            self.problems.append("a session file must be a JSON object")
            return None
        if doc.get("format") != FORMAT:
            self.problems.append(f"format must be {FORMAT!r}, not {doc.get('format')!r}")
        laws = doc.get("laws", "1900")
        self.problems += laws_problems(laws)
        method = doc.get("method")
        if method_problems(method):
            self.problems += method_problems(method)
            method = None
        name = self.text(doc.get("name", ""), "name")
        date = doc.get("date")
        if not _is_date(date):
            self.problems.append(f"date must be the day of the event as YYYY-MM-DD, such as "
                                 f"1897-07-05, not {date!r}")
        movement = None
        try:
            movement = Movement.from_json(doc.get("movement"))
        except MovementError as exc:
            self.problems.append(f"movement: {exc}")
        names = self.names(doc.get("names", {}))
        pair_names = self.names(doc.get("pair_names", {}), "pair_names", "pair")
        deals = self.deals(doc.get("deals", {}))
        results = self.results(doc.get("results", []))
        if movement is None:
            return None
        # a name or method refused above is already a problem: the session is read on
        # only to find the others, never scored
        return Session(name=name or "", date=date, laws=laws, method=method or "", movement=movement,
                       names=names, pair_names=pair_names, deals=deals, results=results,
                       extra={k: v for k, v in doc.items() if k not in _KNOWN})

    def number_key(self, key, what: str) -> int | None:
        try:
            number = int(key)
        except (TypeError, ValueError):
            number = 0
        if number < 1 or str(number) != str(key):
            self.problems.append(f"{what} {key!r} is not a number of 1 or more")
            return None
        return number

    def names(self, raw, what: str = "names", whose: str = "entrant") -> dict[int, str]:
        if not isinstance(raw, dict):
            self.problems.append(f"{what} must be an object {{number: name}}")
            return {}
        names = {}
        for key, value in raw.items():
            number = self.number_key(key, f"{what}: {whose}")
            value = self.text(value, f"{what}: the name of {key}")
            if value is not None and number is not None:
                names[number] = value
        return names

    def text(self, value, what: str) -> str | None:
        """``value`` if it is text a database can keep, else None and a problem (:func:`text_problem`)."""
        problem = text_problem(value, what)
        if problem:
            self.problems.append(problem)
            return None
        return value

    def par(self, value, where: str) -> dict | None:
        """A deal's par, ``{"ns": 7, "ew": 6}``: the tricks each side takes double dummy."""
        if value is None:
            return None
        if (not isinstance(value, dict) or set(value) - set(SIDES)
                or not all(v is None or _is_tricks(v) for v in value.values())):
            self.problems.append(f'{where}: par must be the tricks of each side from 0 to 13, '
                                 f'such as {{"ns": 7, "ew": 6}}, not {value!r}')
            return None
        return value

    def deals(self, raw) -> dict[int, Deal]:
        if not isinstance(raw, dict):
            self.problems.append("deals must be an object {tray: {dealer, trump}}")
            return {}
        deals = {}
        for key, value in raw.items():
            tray = self.number_key(key, "deals: tray")
            if not isinstance(value, dict):
                self.problems.append(f"deals: tray {key} must be an object")
                continue
            par = self.par(value.get("par"), f"deals: tray {key}")
            if tray is not None:
                deals[tray] = Deal(tray=tray, dealer=value.get("dealer"), trump=value.get("trump"),
                                   hands=value.get("hands"), par=par,
                                   extra={k: v for k, v in value.items() if k not in _DEAL_KEYS})
        return deals

    def results(self, raw) -> list[Result]:
        if not isinstance(raw, list):
            self.problems.append("results must be a list")
            return []
        return [r for i, item in enumerate(raw, 1) if (r := self.result(item, i)) is not None]

    def result(self, raw, index: int) -> Result | None:
        if not isinstance(raw, dict):
            self.problems.append(f"result {index}: must be an object")
            return None
        get = raw.get
        rnd, table, tray, ns = get("round"), get("table"), get("tray"), get("ns")
        revokes, before_revoke, adjusted = get("revokes"), get("before_revoke"), get("adjusted")
        if not (_is_number(rnd) and _is_number(table) and _is_number(tray)
                and (ns is None or _is_whole(ns)) and (adjusted is None or isinstance(adjusted, str))
                and (revokes is None or _is_by_side(revokes))
                and (before_revoke is None or _is_by_side(before_revoke))):
            self._result_problems(raw, index)
            return None
        revokes = revokes or {}
        before_revoke = before_revoke or {}
        return Result(round=cast(int, rnd), table=cast(int, table), tray=cast(int, tray), ns=ns,  # checked above
                      revokes_ns=revokes.get("ns") or 0, revokes_ew=revokes.get("ew") or 0,
                      before_revoke_ns=before_revoke.get("ns"),
                      before_revoke_ew=before_revoke.get("ew"), adjusted=adjusted,
                      extra={} if raw.keys() <= _RESULT_KEYS else
                      {k: v for k, v in raw.items() if k not in _RESULT_KEYS})

    def _result_problems(self, raw: dict, index: int) -> None:
        """Say what is of the wrong kind in a result that cannot be read."""
        where = f"result {index}"
        numbers = [self.whole(raw.get(k), f"{where}: {k}", 1) for k in ("round", "table", "tray")]
        if None not in numbers:
            where = "round {}, table {}, tray {}".format(*numbers)
        ns = raw.get("ns")
        if ns is not None and not _is_whole(ns):
            self.problems.append(f"{where}: N-S tricks must be a whole number, not {ns!r}")
        adjusted = raw.get("adjusted")
        if adjusted is not None and not isinstance(adjusted, str):
            self.problems.append(f"{where}: adjusted must be one of {', '.join(ADJUSTMENTS)}, "
                                 f"not {adjusted!r}")
        self.by_side(raw.get("revokes"), f"{where}: revokes")
        self.by_side(raw.get("before_revoke"), f"{where}: before_revoke")

    def by_side(self, raw, what: str) -> None:
        """Note what is wrong with ``{"ns": n, "ew": n}`` (either side optional, or None)."""
        if raw is None:
            return
        if not isinstance(raw, dict) or set(raw) - set(SIDES):
            self.problems.append(f'{what} must be an object like {{"ns": 0, "ew": 1}}, not {raw!r}')
            return
        for side, value in raw.items():
            if value is not None and not _is_whole(value):
                self.problems.append(f"{what} for {SIDE_NAMES[side]} must be a whole number, "
                                     f"not {value!r}")
