"""The standings and recap pages' bodies: rendered once per version of the event, then kept.

A 60-table event's recap is 7,200 lines; rendered variable by variable it took
most of a second.  Here each line is one pre-formatted row, and each body is kept
in the cache under a key made from everything it shows (:func:`version`): the
event's settings, names, deals and every result's figures.  Any result entered,
corrected or ruled on, any change of names, deals or settings, makes a new key,
so a kept body is never stale; one unchanged (a phone opening the page again)
costs a read of the results and no scoring.
"""

from __future__ import annotations

import hashlib
from html import escape

from django.core.cache import cache
from django.template.loader import render_to_string
from django.utils.safestring import mark_safe

from tournament.models import Event
from tournament.scoring import Standings
from tournament.scoring.session import Session

KEPT_FOR = 24 * 3600   # seconds; a new version replaces the body long before


def version(event: Event, session: Session) -> str:
    """A digest of everything the recap shows: equal digests, equal pages."""
    parts = (event.pk, event.seated_at, event.status, event.club.slug, session.name, session.date,
             session.laws, session.method, sorted(session.names.items()),
             sorted(session.pair_names.items()), sorted(session.seat_names.items()),
             sorted(session.deals.items()), [r.key + tuple(r.as_dict().values()) for r in session.results])
    return hashlib.sha256(repr(parts).encode()).hexdigest()


def kept(event: Event, session: Session, what: tuple, render) -> str:
    """The body ``what`` (the page and whatever else shapes it) of this version, from the cache
    or made by ``render()``."""
    key = hashlib.sha256(repr((what, version(event, session))).encode()).hexdigest()
    html = cache.get(key)
    if html is None:
        html = render()
        cache.set(key, html, KEPT_FOR)
    return mark_safe(html)


def recap(event: Event, session: Session, audience: str, scored) -> str:
    """The recap's trays as HTML (``scored()`` gives the standings)."""
    return kept(event, session, ("recap", audience), lambda: render_to_string(
        "standings/_recap_trays.html", {"trays": _trays(session, scored())}))


def _trays(session: Session, standings: Standings) -> list[dict]:
    trays = []
    for recap in standings.recap:
        deal = session.deals.get(recap.tray)
        par_ns = (deal.par or {}).get("ns") if deal else None
        rows = "".join(_row(line, par_ns) for line in recap.lines)
        trays.append({"recap": recap, "par_ns": par_ns, "rows": mark_safe(rows),
                      "trump": deal.trump if deal else None})
    return trays


def _row(line, par_ns: int | None) -> str:
    """One table's line as a table row: numbers as they are, words escaped (the standard
    library's escape: Django's, made for lazy text, was a fifth of a 60-table recap)."""
    cells = [line.round, line.table, " & ".join(map(str, line.ns)), " & ".join(map(str, line.ew))]
    nums = [f"{_text(line.ns_made, '—')} {escape(line.ns_mark)}",
            f"{_text(line.ew_made, '—')} {escape(line.ew_mark)}", _text(line.ns_diff), _text(line.ew_diff)]
    if par_ns is not None:
        vs_par = None if line.ns_made is None else line.ns_made - par_ns
        nums.append("" if vs_par is None else f"+{vs_par}" if vs_par > 0 else str(vs_par))
    note = escape(f"{line.adjusted or ''} {line.note}")
    return ("<tr>" + "".join(f"<td>{c}</td>" for c in cells)
            + "".join(f'<td class="num">{n}</td>' for n in nums) + f"<td>{note}</td></tr>\n")


def _text(value, none: str = "") -> str:
    return none if value is None else str(value)
