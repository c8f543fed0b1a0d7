"""How far a round has got: the trays still without a confirmed result."""

from __future__ import annotations

from tournament.models import Event, Result
from tournament.seated import plays


def unfinished(event: Event, round_no: int) -> list[tuple[int, int]]:
    """(table, tray) of every tray of the round without a confirmed result."""
    confirmed = set(Result.objects.filter(event=event, round__number=round_no,
                                          status=Result.Status.CONFIRMED)
                    .order_by().values_list("table", "tray__number"))
    return [(p.table, p.tray) for p in plays(event, round_no) if (p.table, p.tray) not in confirmed]
