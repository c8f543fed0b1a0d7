"""The revoke penalty by the laws chosen for the event.

* ``1897``: two tricks transferred per revoke, no limits (004:363).
* ``english``: three tricks per revoke (001, Law 75).
* ``1900``: Law X Sec. 4 (003:9170-9195) — two tricks for the first revoke and
  one for each further one; the revoking side never scores more than the
  average of its direction (``average``) nor less than the tricks it had won
  before its first revoke.  In pair matches the result stands as made with
  ±R marks; the penalty never lifts the adversaries above the best score of
  their direction at the other tables (``best``), and while the averages are
  worked out the revoking side is not pushed below the worst score of its
  direction there (``worst``); its own score then takes the full penalty.

Both sides revoking on one deal: the transfers net off, kept within 0-13,
without limits, and the deal is flagged for the director.
"""

from __future__ import annotations

from dataclasses import dataclass

OTHER = {"ns": "ew", "ew": "ns"}


@dataclass(frozen=True)
class Limits:
    """What the other tables made on the deal, by direction (None: no such table).

    ``average`` is the rounded average over the other tables without revoke or
    adjustment; ``best``/``worst`` the highest/lowest score as made at the other
    tables without adjustment.
    """

    average: dict
    best: dict
    worst: dict


@dataclass(frozen=True)
class Penalised:
    """Each side's tricks after the penalty.

    ``counted`` is what the averages and the other pairs' scores are worked
    out with; ``own`` is what the side itself is finally credited with.
    """

    counted: dict
    own: dict
    both_sides: bool

    def mark(self, side: str, revokes: dict) -> str:
        return ("-R" if revokes[side] else "") + ("+R" if revokes[OTHER[side]] else "")


def limited_by_tricks_before(laws: str, revokes: dict) -> list[str]:
    """The sides whose tricks won before the first revoke the penalty reads, so they must be
    known: under the laws of 1900 a side revoking alone (both sides revoking net off)."""
    revoking = [side for side in ("ns", "ew") if revokes[side]]
    return revoking if laws == "1900" and len(revoking) == 1 else []


def transfer(laws: str, revokes: int) -> int:
    """Tricks transferred for ``revokes`` revokes by one side on one deal."""
    if revokes <= 0:
        return 0
    if laws == "1897":
        return 2 * revokes
    if laws == "english":
        return 3 * revokes
    return 2 + (revokes - 1)


def penalise(laws: str, made: dict, revokes: dict, before: dict, limits: Limits,
             pair_match: bool, floor_while_averaging: bool = True) -> Penalised:
    """Apply the revoke penalty to a deal made as ``made`` ({"ns": n, "ew": 13 - n}).

    ``floor_while_averaging``: in pair matches, let the tricks won before the
    first revoke limit the transfer while the averages are worked out too
    (see :class:`~.policy.Policy`).
    """
    revoking = [side for side in ("ns", "ew") if revokes[side]]
    if len(revoking) == 2 or laws != "1900":
        ns = made["ns"] - transfer(laws, revokes["ns"]) + transfer(laws, revokes["ew"])
        ns = min(13, max(0, ns))
        tricks = {"ns": ns, "ew": 13 - ns}
        return Penalised(tricks, tricks, both_sides=len(revoking) == 2)
    side = revoking[0]
    other = OTHER[side]
    r, o = made[side], made[other]
    penalty = transfer(laws, revokes[side])
    floor = before[side] or 0
    full = r - penalty
    if limits.average[side] is not None:
        full = min(full, limits.average[side])
    full = max(full, floor)
    if not pair_match:
        tricks = {side: full, other: 13 - full}
        return Penalised(tricks, tricks, both_sides=False)
    moved = min(penalty, r - floor) if floor_while_averaging else penalty
    gainers = o + moved
    if limits.best[other] is not None:
        gainers = min(gainers, max(o, limits.best[other]))
    losers = r - moved
    if limits.worst[side] is not None:
        losers = min(r, max(losers, limits.worst[side]))
    return Penalised(counted={side: losers, other: gainers},
                     own={side: full, other: gainers}, both_sides=False)
