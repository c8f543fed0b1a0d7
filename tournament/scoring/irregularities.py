"""What the laws give a table for an irregularity in the hands or the trump (§8).

The director names the irregularity; :func:`ruling` says which adjustment to
enter on the result (``adjusted``) or that the deal must be played again.

* ``1900`` (Law IV Secs. 9-10, Law V Sec. 1, 003:9001-9026): with three or more
  tables the table takes the average score for the deal; with fewer, a new deal.
* ``1897`` (law (e), 004:930): a deficiency matched by the adversary's surplus
  gives both sides the average; matched by the partner's surplus, the side at
  fault gets the lowest score made at any table; a trump turned other than the
  one on the trump slip gives the side at fault the low score.  With one or
  two tables, a new deal.
* ``english``: the English codes have no duplicate laws; the 1900 rule applies.
"""

from __future__ import annotations

from dataclasses import dataclass

from tournament.scoring.policy import DEFAULT, Policy
from tournament.scoring.session import SIDE_NAMES

IRREGULARITIES = {
    "adversary-surplus": "a player short of cards, his adversary holding the surplus",
    "partner-surplus": "a player short of cards, his partner holding the surplus",
    "wrong-trump": "on the overplay a trump turned other than the one on the trump slip",
    "wrong-slip": "the trump slip records a trump other than the one turned in dealing",
}


@dataclass(frozen=True)
class Ruling:
    """``adjusted`` to enter on the result, or ``new_deal``; ``reason`` quotes the law."""

    adjusted: str | None
    new_deal: bool
    reason: str


def ruling(laws: str, tables: int, irregularity: str, at_fault: str | None = None,
           policy: Policy = DEFAULT) -> Ruling:
    """The adjustment for ``irregularity`` on a tray played at ``tables`` tables.

    ``at_fault`` ("ns" or "ew") is needed where the 1897 laws punish one side.
    Raises ValueError naming the choices for an unknown irregularity or side.
    """
    if irregularity not in IRREGULARITIES:
        raise ValueError(f"unknown irregularity {irregularity!r}; choose one of "
                         f"{', '.join(IRREGULARITIES)}")
    if tables < policy.adjustment_min_tables:
        return Ruling(None, True, f"only {tables} tables play this tray: there must be a "
                                  f"new deal (1897 law (e); 1900 Law IV Sec. 9, Law V Sec. 1)")
    if laws == "1897" and irregularity in ("partner-surplus", "wrong-trump"):
        if at_fault not in SIDE_NAMES:
            raise ValueError("say which side is at fault: ns or ew")
        return Ruling(f"lowest-{at_fault}", False,
                      f"{SIDE_NAMES[at_fault]} is given the lowest score made at any table "
                      f"for that deal, the other side the average (1897 law (e))")
    law = "1897 law (e)" if laws == "1897" else "1900 Law IV Secs. 9-10, Law V Sec. 1"
    return Ruling("average", False, f"the table takes the average score for the deal ({law})")
