"""The choices the laws leave open, in one place so a club can change them.

Every rule of ``../shared/spec/scoring.md`` marked **(choice)** is a field
here.  ``score(session, policy=...)`` takes another :class:`Policy` for a club
that decides differently; nothing else in the package hard-codes these choices.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from tournament.scoring.registry import METHODS


@dataclass(frozen=True)
class Policy:
    # §3: the deal average used by adjustments and revoke limits is taken over the
    # *other* tables that played the tray cleanly (no revoke, no adjustment).
    # With no such table, an adjusted table takes this value (6½, shown as 7).
    average_without_clean_tables: Fraction = Fraction(13, 2)

    # §3: a tray a pair did not play through no fault of its own (``not-played``,
    # a sit-out, a result not yet entered) counts as the rounded average of its
    # direction on that tray in compass totals; in plus/minus methods it counts 0.
    not_played_counts_average: bool = True

    # §7: methods scored as "pair matches" under Law X §4 (score recorded as made,
    # ±R, MAX/MIN at the other tables, second-phase reduction): those the method
    # registry marks so.  The team methods use the first paragraph of §4 alone.
    pair_match_methods: frozenset = frozenset(m.name for m in METHODS.values() if m.pair_match)

    # §7, pair matches: the tricks won before the first revoke limit the transfer
    # in the first phase too (adversaries min(o + t, max(o, MAX)), revokers
    # min(r, max(r - t, MIN)) with t = min(P, r - before_revoke)), reading Law X
    # Sec. 4's "in no case" (003:9177-9179) as covering both phases.  The spec's
    # formulas use the full P; with False the first phase follows them literally,
    # and then a revoke can lower the direction average below what the revoking
    # pair keeps, so the revoke improves its score.
    before_revoke_limits_first_phase: bool = True

    # §7: both sides revoking on one tray: the transfers net off, no average cap,
    # no other-table limits, and the tray is flagged for the director.
    flag_both_sides_revoking: bool = True

    # §8: an average or lowest score needs this many tables on the tray; with
    # fewer the laws call for a new deal.
    adjustment_min_tables: int = 3

    # §9 matchpoints: points for each result beaten and each result tied.
    matchpoints_beaten: int = 2
    matchpoints_tied: int = 1


DEFAULT = Policy()
