"""django-tables2 tables for the director's and the public pages."""

import django_tables2 as tables
from django.urls import reverse

from movements import Movement

from .scoring.methods import METHODS


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
    name = tables.Column(linkify=lambda record: record["card_url"])
    pairs = tables.Column(verbose_name="Pairs", orderable=False)
    direction = tables.Column(verbose_name="Dir.")
    tricks = tables.Column(attrs={"td": {"class": "num"}})
    score = tables.Column(attrs={"td": {"class": "num"}}, order_by=("exact_value",))
    exact = tables.Column(verbose_name="Exact", attrs={"td": {"class": "num muted"}},
                          order_by=("exact_value",))

    class Meta:
        attrs = {"class": "standings"}
        order_by = ("rank",)

    @classmethod
    def for_standings(cls, standings, audience: str, event):
        def card_url(entrant):
            if audience == "director":
                return reverse("director:card", args=[event.pk, entrant])
            return reverse("public:card", args=[event.club.slug, event.pk, entrant])

        method = METHODS[standings.method]
        rows = [{
            "rank": r.rank, "entrant": r.entrant, "name": r.label, "pairs": r.pairs_text,
            "direction": r.direction or "",
            "tricks": r.tricks,
            "score": method.show(r.score),
            "exact": str(r.exact), "exact_value": r.exact, "card_url": card_url(r.entrant),
        } for r in standings.rows]
        exclude = []
        if not any(r.direction for r in standings.rows):
            exclude.append("direction")
        if not any(r.pairs_text for r in standings.rows):
            exclude.append("pairs")
        return cls(rows, exclude=exclude)
