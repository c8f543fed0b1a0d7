"""The even-table Mitchells whose tables share tray sets, end to end: the relay and bye stand
and the twin Mitchell chosen on the movement page, seated, every round played and closed,
scored (both sharing tables' results count on a shared tray), standings, recap and score
cards shown, and the print pack read back: the cards and tray labels say which table shares
and where the bye stand is."""

import io
from fractions import Fraction

import pytest
from django.urls import reverse
from pypdf import PdfReader

from app_fixtures import make_event
from tournament.evening import lifecycle, results
from tournament.models import Event
from tournament.seated import movement_of
from tournament.web.views.standings import scored

CASES = [  # (variant, pairs, the pair of sharing tables in round 1 and their tray, what the pack says)
    ("relay-bye-stand", 16, (1, 8), 1,
     ["shared with Table 8", "to the bye stand (between Tables 4 and 5), for Table 4 in round 3",
      "This table shares its tray set with Table 8", "Bye stand between Tables 4 and 5",
      "Put out on the bye stand (between Tables 4 and 5)", "Put out at Tables 1 and 8 (shared)",
      "Tables 1 and 8 share a tray set"]),
    ("share", 12, (2, 5), 3,
     ["shared with Table 5", "This table shares its tray set with Table 5",
      "Put out for round 4 at Tables 1 and 4 (shared)"]),
]


def pdf_text(response) -> str:
    assert response.status_code == 200 and response["Content-Type"] == "application/pdf"
    return "\n".join(p.extract_text() for p in PdfReader(io.BytesIO(response.content)).pages)


@pytest.mark.parametrize("variant, pairs, sharing, tray, says", CASES, ids=[c[0] for c in CASES])
def test_seated_played_scored_and_printed(director_client, club, variant, pairs, sharing, tray,
                                          says):
    event = make_event(club, method="compass", count=pairs, name=f"{variant} night")
    url = reverse("director:movement", args=[event.pk])
    options = {"system": "mitchell", "variant": variant, "trays_per_round": "2"}
    preview = director_client.get(url, options).content.decode()
    assert "The checker finds no problem" in preview, preview[:3000]
    assert "share" in preview
    assert director_client.post(url, {**options, "confirm": "1"}).status_code == 302
    event.refresh_from_db()
    assert event.status == Event.Status.SEATED and event.variant == variant
    movement = movement_of(event)
    first = movement.rounds[0]
    assert {x for t in sharing for x in first.table(t).trays} == set(first.table(sharing[0]).trays)

    # one sharing table makes 11 on the watched tray in round 1, everybody else 7
    watched = (1, sharing[1], tray)
    event = lifecycle.start(event, "barney")
    if variant == "relay-bye-stand":          # table 5's phone sends its trays to the bye stand
        token = event.tables.get(number=5).token
        phone = director_client.get(reverse("tables:page", args=[token])).content.decode()
        assert "then to the bye stand (between Tables 4 and 5), for table 4 (round 3)" in phone
    for rnd in movement.rounds:
        event.refresh_from_db()
        for play in movement.plays():
            if play.round == rnd.round:
                results.enter(event, play.round, play.table, play.tray,
                              results.Figures(ns=11 if (play.round, play.table, play.tray) == watched
                                              else 7))
                results.confirm(event, play.round, play.table, play.tray)
    event.refresh_from_db()
    assert event.status == Event.Status.FINISHED

    _, standings = scored(event)
    assert len(standings.rows) == pairs
    recap = next(r for r in standings.recap if r.tray == tray)
    tables = movement.tables
    assert len(recap.lines) == tables                  # every N-S pair played it once
    assert {line.table for line in recap.lines if line.round == 1} == set(sharing)
    assert recap.exact_ns == Fraction(7 * (tables - 1) + 11, tables)    # both tables count
    ns_of = {t.table: t.ns for t in first.tables}
    high, low = standings.cards[ns_of[sharing[1]]], standings.cards[ns_of[sharing[0]]]
    assert next(c for c in high if c.tray == tray).diff > 0
    assert next(c for c in low if c.tray == tray).diff < 0
    for name, args in (("director:standings", [event.pk]), ("director:recap", [event.pk]),
                       ("director:card", [event.pk, ns_of[sharing[1]]])):
        assert director_client.get(reverse(name, args=args)).status_code == 200, name

    pack = pdf_text(director_client.get(reverse("director:print-pack", args=[event.pk])))
    for words in says:
        assert words in pack, words
