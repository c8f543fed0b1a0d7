"""Double-dummy par for whist, and each table's result set beside it.

Whist has no auction: the trump is the turned card (or the suit declared for
the sitting) and the player on the dealer's left leads.  The par of a deal is
then the tricks each side takes when all four hands are open and every card is
played best -- Bo Haglund's double-dummy solver, through endplay, does the
work.  We ask it one question per deal (the best score of the leader's opening
cards) and hand it every deal at once so it can use all the cores.

Measured for issue 7: a deal costs the solver a median 14 ms of CPU and up to
0.3 s; the slow ones mostly have the trumps split 7-6 between the sides and
the leaders' tricks near 6 or 7, and the slowest tenth take half the time.
That is the search itself.  A transposition table of another size, or our
own first guess of the tricks with targeted searches, saved nothing
measurable; the solver's two threads already share the work evenly.

In a solver's table, "tricks for declarer X" means the lead comes from X's
left; the whist equivalent of the declarer is therefore the dealer.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Iterable, Sequence

from tournament.deals.dealing import TrayDeal

if TYPE_CHECKING:
    from endplay.types import Deal

_BATCH = 200  # the solver's limit of boards per call (MAXNOOFBOARDS)


def solver_deal(deal: TrayDeal) -> Deal:
    """The endplay deal with the whist trump and the dealer's left on lead."""
    from endplay.types import Deal, Denom, Player   # here: endplay's package imports matplotlib

    return Deal(deal.pbn, first=Player.find(deal.leader), trump=Denom.find(deal.trump_suit))


def par_tricks(deals: Sequence[TrayDeal]) -> list[tuple[int, int]]:
    """(N-S tricks, E-W tricks) with best play, for each deal in order."""
    from endplay.dds import solve_all_boards
    from endplay.dds.solve import SolveMode

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
    """One table's play of a tray beside the par: ``ns_vs_par`` is what N-S gained on it."""

    tray: int
    round: int
    table: int
    ns: tuple[int, ...]
    ew: tuple[int, ...]
    ns_made: int
    par_ns: int

    @property
    def ns_vs_par(self) -> int:
        return self.ns_made - self.par_ns

    @property
    def par_ew(self) -> int:
        return 13 - self.par_ns


@dataclass(frozen=True)
class ParReport:
    """Every table's play beside the par, and each entrant's tricks gained (+) or lost (-) in all."""

    lines: tuple[ParLine, ...]
    gained: dict[int, int]

    def for_tray(self, tray: int) -> tuple[ParLine, ...]:
        return tuple(line for line in self.lines if line.tray == tray)


def par_report(recap: Iterable, deals: Iterable[TrayDeal]) -> ParReport:
    """Set each table's tricks beside the par of its tray, and total the difference per entrant.

    ``recap`` is the scoring package's per-tray recap (``Standings.recap``):
    items with ``tray`` and ``lines``, each line with ``round``, ``table``,
    ``ns`` and ``ew`` (tuples of entrant numbers) and ``ns_made`` (the N-S
    tricks as played, ``None`` when not played or adjusted).  Par measures the
    play, so tricks as made count, before any revoke penalty.  N-S gain
    ``ns_made - par_ns`` and E-W gain the opposite; trays without a par and
    tables without tricks made are left out.
    """
    par = {d.number: d.par_ns for d in deals if d.par_ns is not None}
    lines: list[ParLine] = []
    gained: dict[int, int] = {}
    for tray in recap:
        if tray.tray not in par:
            continue
        for row in tray.lines:
            if row.ns_made is None:
                continue
            line = ParLine(tray.tray, row.round, row.table, tuple(row.ns), tuple(row.ew),
                           row.ns_made, par[tray.tray])
            lines.append(line)
            for entrant in line.ns:
                gained[entrant] = gained.get(entrant, 0) + line.ns_vs_par
            for entrant in line.ew:
                gained[entrant] = gained.get(entrant, 0) - line.ns_vs_par
    lines.sort(key=lambda x: (x.tray, x.round, x.table))
    return ParReport(tuple(lines), dict(sorted(gained.items())))
