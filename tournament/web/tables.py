"""django-tables2 tables for the director's and the public pages."""

import django_tables2 as tables
from django.urls import reverse
from django.utils.html import escape, format_html
from django.utils.safestring import mark_safe

from movements import Movement

from tournament.scoring.registry import METHODS
from tournament.scoring.rounding import exact_text, signed
from tournament.vocabulary import DIRECTION_NAMES


def _side(entrants, names):
    return " & ".join(f"{e} {names.get(e, '')}".strip() for e in entrants) or "—"


def _cell(record: dict, column: str, css: str | None, tooltip: bool) -> str:
    """One standings cell: "—" when empty; the name links to the score card."""
    value = record[column]
    if value in (None, ""):
        text = "—"
    elif column == "name" and record["card_url"]:
        text = format_html('<a href="{}">{}</a>', record["card_url"], value)
    elif column == "pairs":
        text = format_html("<span>{}</span>", value)
    else:
        text = escape(value)
    attrs = (f' class="{css}"' if css else "") + (
        f' title="{escape(value)}"' if tooltip and value is not None else "")
    return f"<td{attrs}>{text}</td>"


def movement_rows(movement: Movement, names: dict[int, str]) -> list[dict]:
    """One row per table per round, in words a director reads at a glance."""
    rows = []
    for r in movement.rounds:
        for t in r.tables:
            rows.append({
                "round": r.round, "table": t.table,
                "ns": _side(t.ns_side, names) if t.ns_side else "(empty)",
                "ew": _side(t.ew_side, names) if t.ew_side else "(empty)",
                "trays": ", ".join(map(str, t.trays)),
                "idle": ", ".join(map(str, r.idle)),
            })
    return rows


class MovementTable(tables.Table):
    round = tables.Column()
    table = tables.Column()
    ns = tables.Column(verbose_name="N-S")
    ew = tables.Column(verbose_name="E-W")
    trays = tables.Column(verbose_name="Trays, in order")
    idle = tables.Column(verbose_name="Sitting out")

    class Meta:
        orderable = False
        attrs = {"class": "movement"}


class StandingsTable(tables.Table):
    """The standings, sortable by any column; names link to each score card.

    django-tables2 orders the rows (``?sort=``) and draws the headings; :meth:`body` writes
    the rows in one pass, each cell as :data:`CELLS` says.  Cell by cell through the table
    machinery, a 60-table event's 120 rows were a third of its standings page.
    """

    rank = tables.Column(verbose_name="Place")
    entrant = tables.Column(verbose_name="No.")
    name = tables.Column(attrs={"th": {"class": "name"}})
    pairs = tables.Column(verbose_name="Pairs", orderable=False, attrs={"th": {"class": "pairs"}})
    direction = tables.Column(verbose_name="Dir.")
    tricks = tables.Column()
    score = tables.Column(order_by=("exact_value",))
    exact = tables.Column(verbose_name="Exact", order_by=("exact_value",))
    net = tables.Column(verbose_name="Net tricks", order_by=("net_value",))   # the teams' tie-break

    # How each cell is written: (its class, or None; whether it carries the whole value as a
    # tooltip, since the control room's narrow columns cut long names short).
    CELLS = {"name": ("name", True), "pairs": ("pairs", True),
             "tricks": ("num", False), "score": ("num", False), "exact": ("muted num", False),
             "net": ("num", False)}

    class Meta:
        attrs = {"class": "standings"}
        order_by = ("rank",)
        template_name = "standings/_standings_table.html"

    def body(self) -> str:
        """The rows, in the order asked for, as HTML."""
        shown = [(c.name, *self.CELLS.get(c.name, (None, False))) for c in self.columns]
        return mark_safe("".join(
            "<tr>" + "".join(_cell(record, *how) for how in shown) + "</tr>\n" for record in self.data))

    @classmethod
    def for_standings(cls, standings, audience: str, event):
        def card_url(entrant):
            if not isinstance(entrant, int):
                return None                    # a club (club-sets, aggregate of clubs): no card page
            if audience == "director":
                return reverse("director:card", args=[event.pk, entrant])
            return reverse("public:card", args=[event.club.slug, event.pk, entrant])

        method = METHODS[standings.method]
        rows = [{
            "rank": r.rank, "entrant": r.entrant, "name": r.label, "pairs": r.pairs_text,
            "direction": DIRECTION_NAMES.get(r.direction, r.direction or ""),
            "tricks": r.tricks,
            "score": method.show(r.score),
            "exact": exact_text(r.exact, method.signed), "exact_value": r.exact, "card_url": card_url(r.entrant),
            "net": signed(r.net_tricks or 0), "net_value": r.net_tricks or 0,
        } for r in standings.rows]
        exclude = [] if method.matches_won else ["net"]
        if not any(r.direction for r in standings.rows):
            exclude.append("direction")
        if not any(r.pairs_text for r in standings.rows):
            exclude.append("pairs")
        table = cls(rows, exclude=exclude)
        table.columns["score"].column.verbose_name = method.heading  # "Tricks lost", "Per cent", "±"
        return table
