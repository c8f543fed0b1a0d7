"""The standings and recap pages' bodies: rendered once per revision of the event, then kept.

A 60-table event's recap is 7,200 lines; rendered variable by variable it took
most of a second.  Here each line is one pre-formatted row, and each body is kept
in Django's cache under the event's revision (tournament/evening/revision.py), which any
result entered, corrected or ruled on, any change of names, deals, settings or
of the event's state moves on, so a kept body is never stale.  One unchanged (a
phone opening the page again) costs a cache read: neither the results nor the
scoring are read.
"""

from __future__ import annotations

from html import escape

from django.template.loader import render_to_string
from django.utils.safestring import mark_safe

from tournament.evening import revision
from tournament.models import Event
from tournament.scoring import Standings


def kept(event: Event, what: tuple, render) -> str:
    """The body ``what`` (the page and whatever else shapes it) at the event's revision, from
    the cache or made by ``render()``."""
    return mark_safe(revision.kept(event, ("page", *what), render))


def frame(event: Event, audience: str, season_links) -> dict[str, str]:
    """What the standings and recap pages show around their bodies: the links to the event's
    other pages (``nav``: a dozen URLs, each reversed, were about a sixth of a kept page's time) and
    to the players' seasons (``players``, made by ``season_links()``), kept as the bodies are."""
    def render() -> dict[str, str]:
        return {"nav": render_to_string("standings/_nav.html", {"event": event, "audience": audience}),
                "players": season_links()}

    return {part: mark_safe(html) for part, html in revision.kept(event, ("frame", audience), render).items()}


def recap(event: Event, audience: str, session, scored) -> str:
    """The recap's trays as HTML (``session()`` gives the event's session, ``scored(session)``
    its standings; neither is called when the body is kept)."""
    def render() -> str:
        played = session()
        return render_to_string("standings/_recap_trays.html", {"trays": _trays(played, scored(played))})

    return kept(event, ("recap", audience), render)


def _trays(session, standings: Standings) -> list[dict]:
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
