"""The checker's rule for the arrow switch's one field (issue 26.5), from the seats alone.

A Mitchell compares N-S pairs with N-S pairs; the arrow switch turns some rounds
round so that pairs of the two home directions hold the same cards of some
trays.  How full that one field is: how many couples of a home N-S pair and a
home E-W pair (read from the movement with its switched rounds turned back)
held the same cards of some tray.  The checker notes the figure, and a figure
the movement states (``arrow_switch_field``) must be it.

This module does not import :mod:`movements.check`; the checker calls it with its
list of findings (``add`` and ``note``).
"""

from __future__ import annotations

from collections import defaultdict

from movements.arrow_switch import FIELD, KEY


def arrow_field(played, home, found) -> None:
    """``played`` as seated, ``home`` with its switched rounds turned back."""
    if played.extra.get(KEY) is None:
        return
    north = {t.ns for r in home.rounds for t in r.tables if t.played}
    east = {t.ew for r in home.rounds for t in r.tables if t.played}
    holders: dict[tuple[int, str], set[int]] = defaultdict(set)
    for r in played.rounds:
        for t in r.tables:
            if t.played:
                for tray in t.trays:
                    holders[(tray, "ns")].add(t.ns)
                    holders[(tray, "ew")].add(t.ew)
    met = {(a, b) for group in holders.values() for a in group & north for b in group & east}
    figure = [len(met), len(north) * len(east)]
    found.note(f"arrow switch: {figure[0]} of the {figure[1]} N-S/E-W couples compared")
    stated = played.extra.get(FIELD)
    if stated is not None and stated != figure:
        found.add("arrow switch", f"the movement says {stated[0]} of {stated[1]} N-S/E-W "
                                  f"couples are compared, but {figure[0]} of {figure[1]} are")
