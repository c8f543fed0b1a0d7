"""Members and ladders in the application: credits from real events, pages, paper, the command."""

import dataclasses
import datetime
import io
import json

import pytest
from django.core.management import call_command
from django.urls import reverse

from tournament.evening import lifecycle
from tournament.demo import club_evening
from tournament.club.ladders import compute, to_json
from tournament.models import Event, EveningFigures, Ladder, Player
from tournament.scoring import score
from tournament.scoring.ladder import shown_figure
from tournament.evening.as_session import event_session
from tournament.evening.session_io import import_session

pytestmark = pytest.mark.django_db

OTHERS = ["Eve Ames & Fay Bell", "Gus Cole & Hal Dunn", "Ivy Egan & Jon Ford",
          "Kay Gray & Lou Hart", "Max Irwin & Ned Jay", "Olga Kent & Pat Lowe", "Quin Moss & Rex Nye"]


@pytest.fixture
def season(club):
    """Three published evenings: Alice Smith plays with Bob, then Carol, then Dan."""
    partners = ["Bob Jones", "Carol King", "Dan Hill"]
    events = [import_session(club_evening(f"Evening {i}", f"2026-09-{i:02d}", [f"Alice Smith & {p}"] + OTHERS, seed=i),
                             club, who="test", status="published")
              for i, p in enumerate(partners, 1)]
    ladder = Ladder.objects.create(club=club, name="Autumn ladder", slug="autumn")
    return events, ladder


def _pair_percentage(event, pair_number):
    """Pair ``pair_number``'s matchpoint percentage, as the Matchpoints method scores the evening."""
    doc = dataclasses.replace(event_session(event), method="matchpoints")
    row = next(r for r in score(doc).rows if r.entrant == pair_number)
    return shown_figure(row.exact), row.exact


def test_a_member_with_three_partners_is_one_identity_credited_with_each_pairs_percentage(season, club):
    events, ladder = season
    alice = Player.objects.get(club=club, name="Alice Smith")
    line = next(line for line in compute(ladder).lines if line.members == (alice,))
    assert [(p.score, p.exact) for p in line.standing.played] == [_pair_percentage(e, 1) for e in events]
    assert line.standing.score == sum(_pair_percentage(e, 1)[0] for e in events)
    # Every other member played every evening with the same partner: the fixed-pairs ladder
    # ranks Alice with each partner once.
    ladder.ranks = Ladder.Ranks.PAIRS
    pairs = {line.name: line.standing.events for line in compute(ladder).lines}
    assert {pairs[f"Alice Smith & {p}"] for p in ("Bob Jones", "Carol King", "Dan Hill")} == {1}
    assert pairs["Eve Ames & Fay Bell"] == 3


def test_a_withdrawal_leaves_the_ladder_at_once_and_publishing_again_comes_back(season, club):
    events, ladder = season
    alice = Player.objects.get(club=club, name="Alice Smith")

    def alices():
        return next(l.standing for l in compute(ladder).lines if l.members == (alice,))

    lifecycle.withdraw(events[2], "barney", reason="a wrong result")
    assert alices().events == 2
    assert all(e["id"] != events[2].pk for e in to_json(compute(ladder))["events"])
    events[2].refresh_from_db()
    lifecycle.publish(events[2], "barney")
    assert alices().events == 3


def test_an_evening_published_before_figures_were_kept_gets_them_when_first_read(season, club):
    events, ladder = season
    EveningFigures.objects.all().delete()
    assert len(compute(ladder).events) == 3
    assert EveningFigures.objects.count() == 3


def test_renaming_a_player_of_a_published_evening_moves_its_figures(season, director_client, club):
    from tournament.evening import entrants

    events, ladder = season
    text = entrants.as_text(events[0]).replace("Alice Smith & Bob Jones", "Alice Smith & Zoe Ward")
    entrants.rename_entrants(events[0], text, "barney")
    zoe = Player.objects.get(club=club, name="Zoe Ward")
    line = next(l for l in compute(ladder).lines if l.members == (zoe,))
    assert line.standing.events == 1


def test_renaming_a_member_renames_him_everywhere(season, client, club):
    events, ladder = season
    alice = Player.objects.get(club=club, name="Alice Smith")
    alice.name = "Alice Barney"
    alice.save()
    page = client.get(reverse("public:event", args=[club.slug, events[0].pk])).content.decode()
    assert "Alice Barney" in page and "Alice Smith" not in page
    assert "Alice Barney" in client.get(reverse("public:ladder", args=[club.slug, "autumn"])).content.decode()


def test_pages_paper_and_the_command_show_the_ladder(season, client, club):
    events, ladder = season
    alice = Player.objects.get(club=club, name="Alice Smith")
    standings = client.get(reverse("public:event", args=[club.slug, events[0].pk])).content.decode()
    season_url = reverse("public:member", args=[club.slug, alice.pk])
    assert season_url in standings
    page = client.get(season_url).content.decode()
    assert all(e.name in page for e in events)
    ladder_page = client.get(reverse("public:ladder", args=[club.slug, "autumn"]))
    assert ladder_page.status_code == 200 and "Alice Smith" in ladder_page.content.decode()

    import pypdf
    pdf = client.get(reverse("public:ladder-pdf", args=[club.slug, "autumn"]))
    text = "".join(p.extract_text() for p in pypdf.PdfReader(io.BytesIO(pdf.content)).pages)
    assert "Autumn ladder" in text and "Alice Smith" in text
    assert client.get(reverse("public:ladder-pdf", args=[club.slug, "autumn"]) + "?paper=folio").status_code == 400

    from openpyxl import load_workbook
    book = load_workbook(io.BytesIO(client.get(reverse("public:ladder-xlsx", args=[club.slug, "autumn"])).content))
    names = [row[1] for row in book["Ladder"].iter_rows(min_row=3, values_only=True)]
    assert "Alice Smith" in names and len(names) == len(compute(ladder).lines)

    out = io.StringIO()
    call_command("ladder", club.slug, "--ladder", "Autumn ladder", "--json", stdout=out)
    doc = json.loads(out.getvalue())
    assert doc["format"] == "whist-ladder/1" and len(doc["events"]) == 3
    assert doc == json.loads(json.dumps(to_json(compute(ladder))))


def test_a_member_with_no_published_event_has_no_public_page(season, client, club):
    events, _ = season
    lifecycle.withdraw(events[0], "barney", reason="check")
    bob = Player.objects.get(club=club, name="Bob Jones")
    assert client.get(reverse("public:member", args=[club.slug, bob.pk])).status_code == 404


def test_the_director_defines_a_best_n_ladder(season, director_client, club):
    events, _ = season
    response = director_client.post(reverse("director:ladders", args=[club.slug]), {
        "name": "Best two", "slug": "best-two", "ranks": "players", "rule": "best", "best": "",
        "minimum": "1"})
    assert "Say how many events count" in response.content.decode()
    director_client.post(reverse("director:ladders", args=[club.slug]), {
        "name": "Best two", "slug": "best-two", "ranks": "players", "rule": "best", "best": "2",
        "minimum": "2", "figure": "percentage", "events": [str(events[0].pk), str(events[1].pk)]})
    assert not Ladder.objects.filter(slug="best-two").exists()   # it takes no form of evening
    director_client.post(reverse("director:ladders", args=[club.slug]), {
        "name": "Best two", "slug": "best-two", "ranks": "players", "rule": "best", "best": "2",
        "minimum": "2", "figure": "percentage", "takes_pairs": "on",
        "events": [str(events[0].pk), str(events[1].pk)]})
    computed = compute(Ladder.objects.get(slug="best-two"))
    assert [e.event for e in computed.events] == [events[0].pk, events[1].pk]
    assert all(l.standing.rank is None for l in computed.lines if l.standing.events < 2)


def field_asked(director_client, club, lines: str, add_members: str):
    """A Tuesday event of a club whose one member is Alice Smith, its field typed as ``lines``:
    the page that asks about the names not yet members, then the event once answered."""
    Player.objects.create(club=club, name="Alice Smith")
    event = Event.objects.create(club=club, name="Tuesday", date=datetime.date(2026, 9, 8))
    url = reverse("director:entrants", args=[event.pk])
    page = director_client.post(url, {"lines": lines}).content.decode()
    assert not event.pairs.exists()
    director_client.post(url, {"lines": lines, "add_members": add_members})
    return page, event


def test_entering_a_field_asks_before_new_names_become_members(director_client, club):
    page, event = field_asked(director_client, club, "alice smith & Bob Jones\nCarol King & Dan Hill", "1")
    assert "3 names not yet among the club" in page
    assert event.pairs.count() == 2
    assert event.pairs.get(number=1).player_a.name == "Alice Smith"   # matched, whatever the capitals
    assert set(club.players.values_list("name", flat=True)) == {"Alice Smith", "Bob Jones", "Carol King", "Dan Hill"}
    assert director_client.get(reverse("director:member-names", args=[club.slug])).json()["members"][0] == "Alice Smith"


def test_the_demo_club_has_a_season_of_every_form_on_a_ladder_for_each(client):
    out = io.StringIO()
    call_command("load_demo", "--port", "8123", stdout=out)
    assert "http://127.0.0.1:8123/director/" in out.getvalue()   # where `make run PORT=8123` serves
    ladders = {l.slug: compute(l) for l in Ladder.objects.filter(club__slug="demo")}
    assert set(ladders) == {"autumn", "pairs", "teams", "individuals"}
    forms = {slug: {e.form for e in c.events} for slug, c in ladders.items()}
    assert forms == {"autumn": {"pairs", "teams", "individuals"}, "pairs": {"pairs"}, "teams": {"teams"},
                     "individuals": {"individuals"}}
    assert len(ladders["autumn"].events) == 9 and not ladders["autumn"].left_out
    assert len(ladders["teams"].left_out) == 7
    alice = next(l for l in ladders["autumn"].lines if l.name == "Alice Barney")
    assert alice.standing.events == 7 and sum(p.counted for p in alice.standing.played) == 5
    visitor = Player.objects.get(club__slug="demo", name="Vera Vance")
    assert visitor.visitor and all(visitor not in l.members for c in ladders.values() for l in c.lines)
    page = client.get(reverse("public:ladder", args=["demo", "autumn"]))
    assert page.status_code == 200 and "Alice Barney" in page.content.decode()
    assert "Autumn ladder" in client.get(reverse("public:club", args=["demo"])).content.decode()
    member = client.get(reverse("public:member", args=["demo", alice.members[0].pk])).content.decode()
    assert alice.arithmetic in member and "Rating" in member


def test_team_and_individual_events_credit_every_player_with_the_seat_they_played_in(club):
    import movements
    from tournament.demo import played_session

    teams = import_session(played_session("Teams", "2026-09-15", "matches", movements.generate("howell-teams", 5),
                                          5, seed=3), club, who="test", status="published")
    standings = score(event_session(teams))
    kept = EveningFigures.objects.get(event=teams).members.all()
    assert len(kept) == 20   # four players a team
    for team in teams.teams.all():
        row = next(r for r in standings.rows if r.entrant == team.number)
        players = {p.pk for pair in team.pairs.all() for p in (pair.player_a, pair.player_b)}
        assert {k.player_id for k in kept if k.entrant == team.number and k.place == row.rank} == players

    individuals = import_session(played_session("Individuals", "2026-09-22", "individual-loss",
                                                movements.generate("howell-eight-individuals", 8), 7, seed=4),
                                 club, who="test", status="published")
    rows = score(event_session(individuals)).rows
    kept = EveningFigures.objects.get(event=individuals).members.all()
    assert sorted((k.entrant, k.place) for k in kept) == sorted((r.entrant, r.rank) for r in rows)
    assert all(k.partner_id is None for k in kept)


def test_the_command_says_which_ladder_is_missing(season, club):
    from django.core.management.base import CommandError

    Ladder.objects.create(club=club, name="Winter ladder", slug="winter")
    for args, said in (((club.slug,), "several ladders"), (("nowhere",), "there is no club 'nowhere'"),
                       ((club.slug, "--ladder", "spring"), "no ladder 'spring'")):
        with pytest.raises(CommandError, match=said):
            call_command("ladder", *args, stdout=io.StringIO())
    out = io.StringIO()
    call_command("ladder", club.slug, "--ladder", "autumn", stdout=out)
    assert "Alice Smith" in out.getvalue()


def test_a_visitor_plays_without_being_made_a_member(director_client, club):
    page, event = field_asked(director_client, club, "Alice Smith & Vera Vance\nCarol King & Dan Hill", "visitors")
    assert "not yet among the club" in page and "are visitors" in page
    assert event.pairs.count() == 2
    assert set(club.players.filter(visitor=True).values_list("name", flat=True)) == {"Vera Vance", "Carol King",
                                                                                     "Dan Hill"}
    members = director_client.get(reverse("director:members", args=[club.slug])).content.decode()
    assert "Visitors" in members and "Vera Vance" in members
    assert director_client.get(reverse("director:member-names", args=[club.slug])).json()["members"] == ["Alice Smith"]
    assert b"Vera Vance" not in director_client.get(reverse("director:members-csv", args=[club.slug])).content


def test_the_member_list_has_a_search(director_client, club):
    for name, number in (("Alice Smith", "M001"), ("Bob Jones", "M002"), ("Carol Smithers", "")):
        Player.objects.create(club=club, name=name, number=number)
    url = reverse("director:members", args=[club.slug])

    def listed(query):
        page = director_client.get(url, {"q": query}).content.decode()
        return [n for n in ("Alice Smith", "Bob Jones", "Carol Smithers") if n in page]

    assert listed("smith") == ["Alice Smith", "Carol Smithers"]
    assert listed("M002") == ["Bob Jones"]
    assert listed("") == ["Alice Smith", "Bob Jones", "Carol Smithers"]
    assert "No member matches “Zed”" in director_client.get(url, {"q": "Zed"}).content.decode()
