"""Names in the field can change after seating (a late arrival, a substitute); numbers cannot."""

import pytest
from django.urls import reverse

import movements
from app_fixtures import seated, store_played
from tournament.evening import entrants
from tournament.models import AuditEntry, Event, Result
from tournament.scoring import score
from tournament.evening.as_session import event_session
from tournament.evening.session_io import export_session


def play(event, movement):
    """Every tray of the movement played, as the demo plays it."""
    return store_played(event, movement, event.method, len(movement.rounds), 7, Event.Status.PLAYING)


def figures(event):
    """What renaming must not touch: the results and every standings figure."""
    results = sorted(Result.objects.filter(event=event).values_list("round__number", "table",
                                                                     "tray__number", "ns"))
    rows = [(r.rank, r.entrant, r.tricks, r.score) for r in score(event_session(event)).rows]
    return results, rows


@pytest.fixture
def pairs_night(club):
    event = seated(club, "mitchell", 10, trays_per_round=2)
    return play(event, movements.generate("mitchell", 10, trays_per_round=2))


@pytest.fixture
def teams_night(club):
    event = seated(club, "howell-teams", 5, form="teams", method="matches")
    return play(event, movements.generate("howell-teams", 5))


def post_field(client, event, text):
    return client.post(reverse("director:entrants", args=[event.pk]), {"lines": text, "add_members": "1"})


def test_the_seated_field_page_offers_the_names_for_editing(director_client, pairs_night):
    page = director_client.get(reverse("director:entrants", args=[pairs_night.pk])).content.decode()
    assert "<textarea" in page and "Save the names" in page and "North3 &amp; South3" in page


def test_a_substitute_in_a_pair_keeps_every_number_and_result(director_client, pairs_night):
    before = figures(pairs_night)
    text = entrants.as_text(pairs_night).replace("North3 & South3", "North3 & Late Arrival")
    response = post_field(director_client, pairs_night, text)
    assert response.status_code == 302
    assert response["Location"] == reverse("director:event", args=[pairs_night.pk])
    assert str(pairs_night.pairs.get(number=3)) == "North3 & Late Arrival"
    assert figures(pairs_night) == before
    assert export_session(pairs_night)["names"]["3"] == "North3 & Late Arrival"
    audit = AuditEntry.objects.get(event=pairs_night, what__startswith="renamed")
    assert audit.what == "renamed 1 pair after seating" and audit.who == "barney"
    assert audit.old == {"3": "North3 & South3"} and audit.new == {"3": "North3 & Late Arrival"}


def test_a_team_renamed_and_a_pair_substituted(director_client, teams_night):
    before = figures(teams_night)
    text = entrants.as_text(teams_night)
    assert "Team 2: A2 & B2; C2 & D2" in text
    text = text.replace("Team 2: A2 & B2; C2 & D2", "Golds: A2 & B2; C2 & Sub")
    assert post_field(director_client, teams_night, text).status_code == 302
    assert figures(teams_night) == before
    doc = export_session(teams_night)
    assert doc["names"]["2"] == "Golds" and doc["pair_names"]["4"] == "C2 & Sub"
    assert doc["pair_names"]["3"] == "A2 & B2"
    row = score(event_session(teams_night)).row(2)
    assert row.name == "Golds" and row.pairs_text == "A2 & B2; C2 & Sub"
    audit = AuditEntry.objects.get(event=teams_night, what__startswith="renamed")
    assert audit.old == {"2": "Team 2: A2 & B2; C2 & D2"} and audit.new == {"2": "Golds: A2 & B2; C2 & Sub"}


def test_a_player_renamed_at_an_individual_event(club):
    event = seated(club, "safford-individuals", 8, form="individuals", method="individual-loss")
    text = entrants.as_text(event).replace("Player 5", "Mrs. Barney")
    assert entrants.rename_entrants(event, text, "barney") == 1
    assert str(event.individuals.get(number=5)) == "Mrs. Barney"
    assert event.individuals.count() == 8


def test_nothing_changed_is_not_audited(director_client, pairs_night):
    response = post_field(director_client, pairs_night, entrants.as_text(pairs_night))
    assert response.status_code == 302
    assert not AuditEntry.objects.filter(event=pairs_night, what__startswith="renamed").exists()


def test_an_added_line_after_seating_is_refused_naming_the_line(director_client, pairs_night):
    before = figures(pairs_night)
    text = entrants.as_text(pairs_night) + "\n\nNew & Comer"
    page = post_field(director_client, pairs_night, text).content.decode()
    assert "line 12 (New &amp; Comer) would be pair 11" in page
    assert "seated with 10 pairs" in page
    assert pairs_night.pairs.count() == 10 and figures(pairs_night) == before


def test_a_removed_team_after_seating_is_refused_and_nothing_changes(teams_night):
    lines = entrants.as_text(teams_night).splitlines()
    text = "\n".join([lines[0].replace("A1", "Someone")] + lines[1:-1])
    with pytest.raises(entrants.EntrantsError) as refused:
        entrants.rename_entrants(teams_night, text, "barney")
    assert refused.value.problems == [
        "Team 5 (Team 5: A5 & B5; C5 & D5) has no line: the event is seated with 5 teams, and "
        "once seated their names can change but not how many there are"]
    assert str(teams_night.pairs.get(number=1)) == "A1 & B1"


def test_a_mistyped_team_after_seating_is_refused_with_its_line(teams_night):
    text = entrants.as_text(teams_night).replace("Team 3: A3 & B3; C3 & D3", "Team 3: A3 & B3")
    with pytest.raises(entrants.EntrantsError, match="line 3: a team is two pairs"):
        entrants.rename_entrants(teams_night, text, "barney")
