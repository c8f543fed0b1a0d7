"""Double-dummy par for whist, and each table's result set beside it.

Whist has no auction: the trump is the turned card (or the suit declared for
the sitting) and the player on the dealer's left leads.  The par of a deal is
then the tricks each side takes when all four hands are open and every card is
played best -- Bo Haglund's double-dummy solver, through endplay, does the
work.  We ask it one question per deal (the best score of the leader's opening
cards) and hand it every deal at once so it can use all the cores.

In a solver's table, "tricks for declarer X" means the lead comes from X's
left; the whist equivalent of the declarer is therefore the dealer.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from fractions import Fraction
from typing import Iterable, Sequence

from endplay.dds import solve_all_boards
from endplay.dds.solve import SolveMode
from endplay.types import Deal, Denom, Player

from .dealing import TrayDeal

_BATCH = 200  # the solver's limit of boards per call (MAXNOOFBOARDS)


def solver_deal(deal: TrayDeal) -> Deal:
    """The endplay deal with the whist trump and the dealer's left on lead."""
    return Deal(deal.pbn, first=Player.find(deal.leader), trump=Denom.find(deal.trump_suit))


def par_tricks(deals: Sequence[TrayDeal]) -> list[tuple[int, int]]:
    """(N-S tricks, E-W tricks) with best play, for each deal in order."""
    out = []
    for start in range(0, len(deals), _BATCH):
        batch = deals[start:start + _BATCH]
        solved = solve_all_boards([solver_deal(d) for d in batch], SolveMode.OptimalOne)
        for deal, board in zip(batch, solved):
            leaders = max(tricks for _card, tricks in board)
            ns = leaders if deal.leader in "NS" else 13 - leaders
            out.append((ns, 13 - ns))
    return out


def with_par(deals: Sequence[TrayDeal]) -> list[TrayDeal]:
    """The deals with ``par_ns`` and ``par_ew`` filled in."""
    return [replace(d, par_ns=ns, par_ew=ew) for d, (ns, ew) in zip(deals, par_tricks(deals))]


@dataclass(frozen=True)
class ParLine:
    """One table's result on one tray, beside the par: ``ns_vs_par`` is what N-S gained."""

    tray: int
    table: int
    ns: tuple[int, ...]
    ew: tuple[int, ...]
    ns_tricks: Fraction | int
    par_ns: int

    @property
    def ns_vs_par(self) -> Fraction | int:
        return self.ns_tricks - self.par_ns


@dataclass(frozen=True)
class ParReport:
    """Every scored table result beside the par, and each entrant's tricks gained (+) or lost (-)."""

    lines: tuple[ParLine, ...]
    gained: dict[int, Fraction | int]


def par_report(recap: Iterable, deals: Iterable[TrayDeal]) -> ParReport:
    """Set each table's result beside the par of its tray, and total it per entrant.

    ``recap`` holds one row per tray played at a table, each with ``tray``,
    ``table``, ``ns`` and ``ew`` (an entrant number, or a tuple of them for
    individuals) and ``ns_tricks`` (the N-S score, possibly a fraction for an
    adjusted result, or ``None`` when not played); rows may be objects or
    dicts.  N-S gain ``ns_tricks - par_ns`` and E-W gain the opposite.  Trays
    without a par and unplayed rows are left out.
    """
    par = {d.number: d.par_ns for d in deals if d.par_ns is not None}
    lines, gained = [], {}
    for row in recap:
        tray, tricks = _field(row, "tray"), _field(row, "ns_tricks")
        if tricks is None or tray not in par:
            continue
        line = ParLine(tray, _field(row, "table"), _entrants(_field(row, "ns")),
                       _entrants(_field(row, "ew")), tricks, par[tray])
        lines.append(line)
        for entrant in line.ns:
            gained[entrant] = gained.get(entrant, 0) + line.ns_vs_par
        for entrant in line.ew:
            gained[entrant] = gained.get(entrant, 0) - line.ns_vs_par
    lines.sort(key=lambda x: (x.tray, x.table))
    return ParReport(tuple(lines), dict(sorted(gained.items())))


def _field(row, name):
    return row[name] if isinstance(row, dict) else getattr(row, name)


def _entrants(value) -> tuple[int, ...]:
    if value is None:
        return ()
    if isinstance(value, int):
        return (value,)
    return tuple(v for v in value if v is not None)
