"""A season of every form, its figures worked out by hand: two pairs evenings of different
lengths, a teams evening and an individuals evening (docs/ladders.md)."""

import datetime
import io
import json
from fractions import Fraction

import movements
import pytest
from django.core.management import call_command
from django.urls import reverse

from tournament.evening import lifecycle
from tournament.club.ladders import compute, member_season
from tournament.models import EveningFigures, Ladder, Player
from tournament.evening.session_io import import_session

pytestmark = pytest.mark.django_db

PAIRS_1 = ["Alice & Bob", "Carol & Dan", "Eve & Fay", "Gus & Hal", "Ivy & Jon", "Kay & Lou"]
PAIRS_2 = ["Alice & Carol", "Bob & Dan", "Eve & Fay", "Gus & Hal", "Ivy & Jon", "Kay & Lou"]
TEAMS = {"Reds": ("Alice & Dan", "Eve & Fay"), "Blues": ("Bob & Carol", "Gus & Hal"),
         "Golds": ("Ivy & Jon", "Kay & Lou")}
PLAYERS = ["Alice", "Bob", "Carol", "Dan", "Eve", "Fay", "Gus", "Vera"]   # Vera is a visitor


def session(name, date, method, movement, names, tricks, pair_names=None):
    """A whist-session/1 document: every tray played, N-S taking ``tricks(play)``."""
    doc = {"format": "whist-session/1", "name": name, "date": date, "laws": "1900", "method": method,
           "movement": movement.to_json(), "names": {str(n): v for n, v in enumerate(names, 1)},
           "deals": {}, "results": [{"round": p.round, "table": p.table, "tray": p.tray, "ns": tricks(p),
                                     "revokes": {"ns": 0, "ew": 0}, "adjusted": None}
                                    for p in movement.plays()]}
    if pair_names:
        doc["pair_names"] = {str(n): v for n, v in enumerate(pair_names, 1)}
    return doc


@pytest.fixture
def season(club):
    """The four evenings, published, and the club's three ladders.

    Pairs 1 (a 3-tray Mitchell, N-S pairs 1-3 stay): N-S take 9 tricks when pair 1 sits
    N-S, 7 otherwise.  On each tray pair 1 beats both other N-S (4 matchpoints of a top of
    4: 100%), pairs 2 and 3 tie each other (1 of 4: 25%); each E-W pair meets pair 1 once
    (5 tricks: 0) and pairs 2 and 3 once each (6 tricks, beating 5 and tying 6: 3), so
    (0 + 3 + 3) / 12 = 50%.  By compass, pair 1 is +4 (9 against a N-S average of 23/3 on
    3 trays), E-W are 0 and pairs 2 and 3 are -2: places 1, 2=, 2=, 2=, 5=, 5=.

    Pairs 2 (a 6-tray Mitchell, two trays a round): N-S take 8 with pair 2, 7 with pair 1,
    6 with pair 3: 100%, 50%, 0%; each E-W pair plays two trays against each N-S pair
    (0, 2, 4 matchpoints a tray): 12 / 24 = 50%.  By compass pair 2 is +6, pair 1 and all
    E-W 0, pair 3 -6: places 1, 2= (four), 6.

    Teams (Howell for three teams, 12 trays, each tray played twice): a Reds pair takes one
    trick more than the 7 of N-S, both ways (8 as N-S, 7 as E-W).  Reds' pairs beat their
    one comparison on each of their 8 trays: 100% each; the others lose those and tie their
    4 trays against each other: 4 / 16 = 25%.  Reds win both matches, Blues and Golds halve:
    places 1, 2=, 2=.

    Individuals (Howell's eight, 14 trays, two tables): table 1 N-S take 6 when Vera sits
    E-W there (every round), table 2 N-S take 7.  Each round table 1 E-W and table 2 N-S
    beat their one comparison on both trays; each other player sits there in 3 of the 7
    rounds: 3 / 7 = 42.857...%.  Tricks lost: Vera 0, everyone else 8: places 1, 2= (seven).
    """
    mitchell_3 = movements.generate("mitchell", 6, trays_per_round=1)
    mitchell_6 = movements.generate("mitchell", 6, trays_per_round=2)
    teams = movements.generate("howell-teams", 3)
    eight = movements.generate("howell-eight-individuals", 8)
    team_of = teams.team_of()
    docs = [
        session("Pairs 1", "2026-10-06", "compass", mitchell_3, PAIRS_1,
                lambda p: 9 if p.ns == (1,) else 7),
        session("Pairs 2", "2026-10-13", "compass", mitchell_6, PAIRS_2,
                lambda p: {1: 7, 2: 8, 3: 6}[p.ns[0]]),
        session("Teams", "2026-10-20", "matches", teams, list(TEAMS),
                lambda p: 8 if team_of[p.ns[0]] == 1 else 6 if team_of[p.ew[0]] == 1 else 7,
                pair_names=[pair for pairs in TEAMS.values() for pair in pairs]),
        session("Individuals", "2026-10-27", "individual-loss", eight, PLAYERS,
                lambda p: (6 if 8 in p.ew else 7)),
    ]
    events = [import_session(doc, club, who="test", status="published") for doc in docs]
    Player.objects.filter(club=club, name="Vera").update(visitor=True)
    autumn = dict(club=club, starts=datetime.date(2026, 10, 1), ends=datetime.date(2026, 10, 31))
    ladders = {
        "best": Ladder.objects.create(name="Best three", slug="best", rule="best", best=3, **autumn),
        "points": Ladder.objects.create(name="Place points", slug="points", figure="points", **autumn),
        "teams": Ladder.objects.create(name="Teams ladder", slug="teams", takes_pairs=False,
                                       takes_individuals=False, **autumn),
    }
    return events, ladders


def table(computed):
    return [(line.standing.rank, line.name, line.arithmetic) for line in computed.lines]


THIRD = "42.86"   # 300/7 per cent


def test_every_form_turns_into_a_percentage_and_place_points(season, club):
    events, _ = season
    figures = {}
    for event in events:
        for f in EveningFigures.objects.get(event=event).members.select_related("player"):
            figures[event.name, f.player.name] = (Fraction(f.percentage), f.place, f.field, f.points, f.trays)
    assert figures["Pairs 1", "Alice"] == (100, 1, 6, 5, 3)
    assert figures["Pairs 1", "Carol"] == (25, 5, 6, Fraction(1, 2), 3)
    assert figures["Pairs 1", "Gus"] == (50, 2, 6, 3, 3)
    assert figures["Pairs 2", "Bob"] == (100, 1, 6, 5, 6)
    assert figures["Pairs 2", "Alice"] == (50, 2, 6, Fraction(5, 2), 6)
    assert figures["Pairs 2", "Eve"] == (0, 6, 6, 0, 6)
    assert figures["Teams", "Alice"] == (100, 1, 3, 2, 8)     # not the 2 matches won
    assert figures["Teams", "Hal"] == (25, 2, 3, Fraction(1, 2), 8)
    assert figures["Individuals", "Vera"] == (100, 1, 8, 7, 14)
    assert figures["Individuals", "Alice"] == (Fraction(300, 7), 2, 8, 3, 14)   # not -8 tricks lost


def test_best_three_percentages_counts_every_form_on_one_scale(season):
    _, ladders = season
    assert table(compute(ladders["best"])) == [
        (1, "Alice", "100 + 50 + 100 = 250"),   # the counted evenings in date order
        (2, "Bob", f"100 + 100 + {THIRD} = 242.86"), (2, "Dan", f"100 + 100 + {THIRD} = 242.86"),
        (4, "Eve", f"25 + 100 + {THIRD} = 167.86"), (4, "Fay", f"25 + 100 + {THIRD} = 167.86"),
        (6, "Gus", f"50 + 50 + {THIRD} = 142.86"),
        (7, "Hal", "50 + 50 + 25 = 125"), (7, "Ivy", "50 + 50 + 25 = 125"),
        (7, "Jon", "50 + 50 + 25 = 125"), (7, "Kay", "50 + 50 + 25 = 125"),
        (7, "Lou", "50 + 50 + 25 = 125"),
        (12, "Carol", f"25 + 50 + {THIRD} = 117.86"),   # her two 25s tie: the earlier counts
    ]
    carol = next(l for l in compute(ladders["best"]).lines if l.name == "Carol")
    assert [p.counted for p in carol.standing.played] == [True, True, False, True]


def test_place_points_grow_with_the_field(season):
    _, ladders = season
    got = {name: (rank, sum_) for rank, name, sum_ in table(compute(ladders["points"]))}
    assert got["Bob"] == (1, "5 + 5 + 0.50 + 3 = 13.50")
    assert got["Alice"] == (2, "5 + 2.50 + 2 + 3 = 12.50")
    assert got["Dan"] == (3, "0.50 + 5 + 2 + 3 = 10.50")
    assert got["Gus"] == (4, "3 + 2.50 + 0.50 + 3 = 9")
    assert got["Carol"] == (5, "0.50 + 2.50 + 0.50 + 3 = 6.50")
    assert got["Hal"] == (6, "3 + 2.50 + 0.50 = 6")
    assert got["Eve"] == (11, "0.50 + 0 + 2 + 3 = 5.50")
    assert "Vera" not in got   # a visitor plays, and counts in the field, but is not ranked


def test_a_ladder_leaves_out_the_forms_it_does_not_take_and_says_why(season, client, club):
    _, ladders = season
    computed = compute(ladders["teams"])
    assert [e.name for e in computed.events] == ["Teams"]
    assert [(e.name, why) for e, why in computed.left_out] == [
        ("Pairs 1", "a pairs evening: this ladder takes teams evenings"),
        ("Pairs 2", "a pairs evening: this ladder takes teams evenings"),
        ("Individuals", "an individuals evening: this ladder takes teams evenings")]
    assert table(computed)[0] == (1, "Alice", "100")
    page = client.get(reverse("public:ladder", args=[club.slug, "teams"])).content.decode()
    assert "this ladder takes teams evenings" in page
    out = io.StringIO()
    call_command("ladder", club.slug, "--ladder", "teams", "--json", stdout=out)
    doc = json.loads(out.getvalue())
    assert [e["reason"] for e in doc["left_out"]][0] == "a pairs evening: this ladder takes teams evenings"


def test_the_season_page_shows_the_ladders_arithmetic_and_every_evening(season, client, club):
    alice = Player.objects.get(club=club, name="Alice")
    page = client.get(reverse("public:member", args=[club.slug, alice.pk])).content.decode()
    assert "100 + 50 + 100 = 250" in page and "5 + 2.50 + 2 + 3 = 12.50" in page
    assert page.count("✓ counted") == 3 + 4 + 1 and "not counted" in page
    history = member_season(alice)
    assert [(e.name, e.partner, e.place, e.field) for e in history] == [
        ("Pairs 1", "Bob", 1, 6), ("Pairs 2", "Carol", 2, 6), ("Teams", "Dan", 1, 3),
        ("Individuals", "", 2, 8)]
    assert "42.86" in page and "Rating" in page


def test_withdrawing_and_correcting_recomputes_the_kept_figures(season, club):
    from tournament.evening import results
    from tournament.scoring.session import Figures

    events, ladders = season
    teams = events[2]
    lifecycle.withdraw(teams, "barney", reason="a wrong result")
    assert not EveningFigures.objects.filter(event=teams).exists()
    assert [e.name for e in compute(ladders["teams"]).events] == []
    # A Blues pair (pair 3) takes 8 against the Golds on trays 9-12: Blues now win that match.
    teams.refresh_from_db()
    for tray in (9, 10, 11, 12):
        result = teams.results.get(tray__number=tray, round__number=2)
        assert result.table == 2
        results.record(teams, 2, 2, tray, Figures(ns=8), "barney", director=True,
                       expected_version=result.version, reason="the slip was misread")
    teams.refresh_from_db()
    lifecycle.publish(teams, "barney")
    bob = Player.objects.get(club=club, name="Bob")
    kept = EveningFigures.objects.get(event=teams).members.get(player=bob)
    # pair 3 now beats pair 5 on trays 9-12 (8 against 7): 0 + 8 of 16 = 50%; pair 4
    # (E-W 6 against pair 6's 5) too: the Blues 50%, second, alone.
    assert (Fraction(kept.percentage), kept.place, kept.points) == (50, 2, 1)


def test_a_page_read_again_shows_every_change_since(season, client, club):
    events, _ = season
    alice = Player.objects.get(club=club, name="Alice")
    member = reverse("public:member", args=[club.slug, alice.pk])
    ladder = reverse("public:ladder", args=[club.slug, "best"])
    assert "Teams" in client.get(member).content.decode()
    assert "100 + 50 + 100 = 250" in client.get(ladder).content.decode()
    lifecycle.withdraw(events[2], "barney", reason="a wrong result")
    assert ">Teams<" not in client.get(member).content.decode()
    assert "100 + 50 + 42.86 = 192.86" in client.get(ladder).content.decode()
    alice.name = "Alice Barney"
    alice.save()
    assert "Alice Barney" in client.get(ladder).content.decode()
    Ladder.objects.filter(slug="best").update(best=2)
    assert "100 + 50 = 150" in client.get(ladder).content.decode()
