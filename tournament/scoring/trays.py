"""Every tray's results side by side: scores counted, deal averages, ±.

This is the common first step of every method.  For each tray it lines up the
tables that played it (from the movement) with their results, applies the
adjustments (§8) and the revoke law (§7), and works out the deal average of
each direction (§4) and each side's score against it.  Each value is kept
twice: ``shown`` (from rounded averages) and ``exact`` (a Fraction).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from fractions import Fraction
from movements.model import Play

from tournament.vocabulary import DIRECTIONS
from tournament.scoring.policy import Policy
from tournament.scoring.session import Result, Session
from tournament.scoring.revokes import OTHER, Limits, penalise
from tournament.scoring.rounding import mean, rounded_ratio, whist_round
from tournament.scoring.standings import CardLine, RecapLine, TrayRecap




@dataclass(slots=True)
class Side:
    """One side of one table on one tray.

    ``own``/``own_exact``: the side's final score (None: nothing to count);
    ``counted``: the value the averages and the other sides are worked out with;
    ``in_average``: whether this table enters the deal average of the direction.
    """

    entrants: tuple[int, ...]
    made: int | None = None
    own: int | None = None
    own_exact: Fraction | int | None = None
    counted: int | None = None
    counted_exact: Fraction | int | None = None
    in_average: bool = False
    mark: str = ""
    diff: int | None = None


@dataclass(slots=True)
class Line:
    """One table's play of one tray, its result (None: not entered) and both sides."""

    play: Play
    result: Result | None
    sides: dict = field(default_factory=dict)
    note: str = ""

    @property
    def adjusted(self) -> str | None:
        if self.result is None:
            return "missing"
        return self.result.adjusted

    @property
    def clean_ns(self) -> int | None:
        """N-S's tricks when the tray was played here cleanly (no revoke, no adjustment)."""
        r = self.result
        if r is None or r.adjusted is not None or r.revokes_ns or r.revokes_ew:
            return None
        return r.ns

    @property
    def clean(self) -> bool:
        return self.clean_ns is not None


@dataclass(slots=True)
class Tray:
    """One tray: its lines and the deal average of each direction (None: nobody scored).

    ``totals`` holds each direction's (sum of the exact scores counted, tables),
    so that many exact averages can be added without a Fraction each.
    """

    tray: int
    lines: list[Line]
    average: dict = field(default_factory=dict)
    exact: dict = field(default_factory=dict)
    totals: dict = field(default_factory=dict)
    clean_average: dict = field(default_factory=dict)

    def recap(self) -> TrayRecap:
        return TrayRecap(self.tray, self.average["ns"], self.average["ew"],
                         self.exact["ns"], self.exact["ew"],
                         tuple(_recap_line(line) for line in self.lines))


def build_trays(session: Session, policy: Policy) -> dict[int, Tray]:
    """Every tray of the movement that is played somewhere, with its scored lines."""
    results = {r.key: r for r in session.results}
    by_tray: dict[int, list[Line]] = {}
    for play in session.movement.plays():
        line = Line(play, results.get((play.round, play.table, play.tray)))
        by_tray.setdefault(play.tray, []).append(line)
    pair_match = session.method in policy.pair_match_methods
    trays = {}
    for number in sorted(by_tray):
        tray = Tray(number, by_tray[number])
        _score_tray(tray, session.laws, pair_match, policy)
        trays[number] = tray
    return trays


def _score_tray(tray: Tray, laws: str, pair_match: bool, policy: Policy) -> None:
    clean = [ns for line in tray.lines if (ns := line.clean_ns) is not None]
    clean_exact = mean(clean) if clean else policy.average_without_clean_tables
    tray.clean_average = {"ns": (whist_round(clean_exact), clean_exact),
                          "ew": (whist_round(13 - clean_exact), 13 - clean_exact)}
    for line in tray.lines:
        ns = line.clean_ns
        if ns is not None:
            ew = 13 - ns
            line.sides = {"ns": Side(line.play.ns, ns, ns, ns, ns, ns, True),
                          "ew": Side(line.play.ew, ew, ew, ew, ew, ew, True)}
            continue
        line.sides = {"ns": Side(line.play.ns), "ew": Side(line.play.ew)}
        result = line.result
        if result is None or result.adjusted == "not-played":
            _not_played(line, tray, policy)
        elif result.adjusted is not None:
            _adjusted(line, result, tray, policy)
        else:
            _revoked(line, result, tray, laws, pair_match, clean, policy)
    _deal_averages(tray)


def _not_played(line: Line, tray: Tray, policy: Policy) -> None:
    """Nobody scores the tray here; a compass total counts it as the clean average."""
    if line.result is None:
        line.note = "no result entered yet"
    for key, side in line.sides.items():
        if policy.not_played_counts_average:
            side.own, side.own_exact = tray.clean_average[key]


def _adjusted(line: Line, result: Result, tray: Tray, policy: Policy) -> None:
    """Average to both sides, or the lowest score of its direction to the side at fault."""
    if len(tray.lines) < policy.adjustment_min_tables:
        line.note = (f"{result.adjusted} with only {len(tray.lines)} tables on the tray: "
                     f"the laws call for a new deal")
    for key, side in line.sides.items():
        side.made = result.tricks(key)
        value, exact = tray.clean_average[key]
        if result.adjusted == f"lowest-{key}":
            made = [tricks for other in _unadjusted_others(line, tray)
                    if (tricks := other.tricks(key)) is not None]
            if made:
                value = exact = min(made)
        side.own, side.own_exact = side.counted, side.counted_exact = value, exact
        side.in_average = True


def _unadjusted_others(line: Line, tray: Tray) -> list[Result]:
    """The results of the tray at the other tables, but those adjusted."""
    return [other.result for other in tray.lines
            if other is not line and other.result is not None and other.result.adjusted is None]


def _revoked(line: Line, result: Result, tray: Tray, laws: str, pair_match: bool, clean: list[int],
             policy: Policy) -> None:
    others = [ns for r in _unadjusted_others(line, tray) if (ns := r.ns) is not None]
    made = {"ns": result.ns, "ew": result.ew}
    limits = Limits(
        average=_both(lambda ns: whist_round(mean(ns)) if ns else None, clean),
        best=_both(lambda ns: max(ns) if ns else None, others),
        worst=_both(lambda ns: min(ns) if ns else None, others),
    )
    revokes = {"ns": result.revokes_ns, "ew": result.revokes_ew}
    before = {"ns": result.before_revoke_ns, "ew": result.before_revoke_ew}
    outcome = penalise(laws, made, revokes, before, limits, pair_match,
                       policy.before_revoke_limits_first_phase)
    if outcome.both_sides and policy.flag_both_sides_revoking:
        line.note = "both sides revoked: the penalties were netted off; the director should check"
    for key, side in line.sides.items():
        side.made = made[key]
        side.own = side.own_exact = outcome.own[key]
        side.counted = side.counted_exact = outcome.counted[key]
        side.in_average = True
        side.mark = outcome.mark(key, revokes)


def _both(limit, ns_values: list[int]) -> dict:
    """A limit for each direction from the N-S tricks of some tables (E-W took 13 - N-S)."""
    return {"ns": limit(ns_values), "ew": limit([13 - v for v in ns_values])}


def _deal_averages(tray: Tray) -> None:
    """The deal average of each direction over the tables with a score, and each side's ±."""
    for key in ("ns", "ew"):
        sides = [line.sides[key] for line in tray.lines if line.sides[key].in_average]
        if not sides:
            tray.average[key] = tray.exact[key] = tray.totals[key] = None
            continue
        shown = rounded_ratio(sum(s.counted for s in sides), len(sides))
        tray.average[key] = shown
        tray.totals[key] = (_exact_sum([s.counted_exact for s in sides]), len(sides))
        tray.exact[key] = Fraction(*tray.totals[key])
        for side in sides:
            side.diff = side.own - shown


def _exact_sum(values: list) -> Fraction | int:
    """The sum of whole numbers and a few Fractions, the whole ones added as integers."""
    whole = [v for v in values if type(v) is int]
    if len(whole) == len(values):
        return sum(whole)
    return sum(whole) + sum(v for v in values if type(v) is not int)


def _recap_line(line: Line) -> RecapLine:
    ns, ew = line.sides["ns"], line.sides["ew"]
    play = line.play
    return RecapLine(play.round, play.table, play.ns, play.ew, ns.made, ew.made,
                     ns.own if ns.in_average else None, ew.own if ew.in_average else None,
                     ns.own_exact if ns.in_average else None,
                     ew.own_exact if ew.in_average else None,
                     ns.mark, ew.mark, line.adjusted, ns.diff, ew.diff, line.note)


def score_cards(trays: dict[int, Tray], groups: dict | None = None) -> dict:
    """Each entrant's trays in playing order: round, table, direction, opponents, tricks, ±.

    ``groups`` (team or club -> its pairs) gathers the pairs' trays on one card each.
    """
    owner = {pair: group for group, pairs in (groups or {}).items() for pair in pairs}
    cards: dict = {}
    for tray in trays.values():
        for line in tray.lines:
            for key, side in line.sides.items():
                card = CardLine(tray.tray, line.play.round, line.play.table, DIRECTIONS[key],
                                line.sides[OTHER[key]].entrants,
                                side.own if side.in_average else None, side.diff,
                                side.mark, line.adjusted, side.entrants)
                holders = {owner[e] for e in side.entrants if e in owner} if groups else side.entrants
                for holder in holders:
                    cards.setdefault(holder, []).append(card)
    return {holder: tuple(sorted(lines, key=lambda c: (c.round, c.tray, c.table)))
            for holder, lines in sorted(cards.items(), key=lambda item: str(item[0]).zfill(6))}
