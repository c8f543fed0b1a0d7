"""django-tables2 tables for the director's and the public pages."""

import django_tables2 as tables
from django.urls import reverse
from django.utils.html import format_html

from movements import Movement

from .scoring.methods import METHODS
from .vocabulary import DIRECTION_NAMES


def _side(entrants, names):
    return " & ".join(f"{e} {names.get(e, '')}".strip() for e in entrants) or "—"


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
    """The standings, sortable by any column; names link to each score card."""

    rank = tables.Column(verbose_name="Place")
    entrant = tables.Column(verbose_name="No.")
    # Narrow columns (the control room's) cut a long name short: the whole of it is the tooltip.
    name = tables.Column(linkify=lambda record: record["card_url"],
                         attrs={"td": {"class": "name", "title": lambda record: record["name"]}})
    pairs = tables.Column(verbose_name="Pairs", orderable=False,
                          attrs={"td": {"class": "pairs", "title": lambda record: record["pairs"]}})
    direction = tables.Column(verbose_name="Dir.")
    tricks = tables.Column(attrs={"td": {"class": "num"}})
    score = tables.Column(attrs={"td": {"class": "num"}}, order_by=("exact_value",))
    exact = tables.Column(verbose_name="Exact", attrs={"td": {"class": "num muted"}},
                          order_by=("exact_value",))

    class Meta:
        attrs = {"class": "standings"}
        order_by = ("rank",)

    def render_pairs(self, value):
        return format_html("<span>{}</span>", value)

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
            "exact": str(r.exact), "exact_value": r.exact, "card_url": card_url(r.entrant),
        } for r in standings.rows]
        exclude = []
        if not any(r.direction for r in standings.rows):
            exclude.append("direction")
        if not any(r.pairs_text for r in standings.rows):
            exclude.append("pairs")
        table = cls(rows, exclude=exclude)
        table.columns["score"].column.verbose_name = method.heading  # "Tricks lost", "Per cent", "±"
        return table
