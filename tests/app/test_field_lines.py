"""The field's lines: a pair is two players; a couple sharing a surname keeps its name (#13, item 7)."""

import pytest
from django.urls import reverse

from app_fixtures import make_event, seated
from tournament.evening import entrants
from tournament.models import Club, Event
from tournament.evening.session_io import export_session, import_session


def test_a_line_with_one_player_is_refused_naming_the_line():
    with pytest.raises(entrants.EntrantsError) as refused:
        entrants.parse("pairs", "Alice & Bob\nCarol White\nDan & Eve")
    assert refused.value.problems == [
        "line 2: a pair is two players, e.g. 'Alice & Bob' ('Carol White' is one player)"]


@pytest.mark.parametrize("line, players", [
    ("Mr and Mrs Smith", ("Mr Smith", "Mrs Smith")),
    ("Mr. and Mrs. Barney", ("Mr. Barney", "Mrs. Barney")),
    ("Alice & Bob  Barney", ("Alice Barney", "Bob Barney")),
])
def test_a_couple_sharing_a_surname_is_one_pair_known_as_written(line, players):
    [entry] = entrants.parse("pairs", line)
    assert entry.players == players and entry.name == " ".join(line.split())


def test_two_full_names_are_just_the_players():
    [entry] = entrants.parse("pairs", "Alice Barney and Bob Smith")
    assert entry == entrants.PairEntry(("Alice Barney", "Bob Smith"))


def test_a_couple_round_trips_through_the_field_editor(director_client, club):
    event = make_event(club, count=4)
    text = "Mr and Mrs Smith\nAlice & Bob\nCarol & Dan\nEve & Fay"
    response = director_client.post(reverse("director:entrants", args=[event.pk]),
                                    {"lines": text, "add_members": "1"})
    assert response.status_code == 302
    pair = event.pairs.get(number=1)
    assert (str(pair), pair.name, pair.player_a.name, pair.player_b.name) == (
        "Mr and Mrs Smith", "Mr and Mrs Smith", "Mr Smith", "Mrs Smith")
    assert entrants.as_text(event) == text
    page = director_client.get(reverse("director:entrants", args=[event.pk])).content.decode()
    assert "Mr and Mrs Smith" in page and "kept as written" in page


def test_renaming_after_seating_keeps_or_changes_a_couple(club):
    event = seated(club, "mitchell", 10, trays_per_round=2)
    lines = entrants.as_text(event).splitlines()
    lines[0] = "Mr and Mrs Barney"
    assert entrants.rename_entrants(event, "\n".join(lines), "barney") == 1
    assert entrants.rename_entrants(event, "\n".join(lines), "barney") == 0  # unchanged: nothing to do
    lines[0] = "Alice Barney & Bob Barney"
    assert entrants.rename_entrants(event, "\n".join(lines), "barney") == 1
    pair = event.pairs.get(number=1)
    assert (pair.name, str(pair)) == ("", "Alice Barney & Bob Barney")


def test_a_couple_round_trips_through_the_session_file(club):
    event = seated(club, "mitchell", 10, trays_per_round=2)
    lines = entrants.as_text(event).splitlines()
    lines[2] = "Mr. and Mrs. Barney"
    entrants.rename_entrants(event, "\n".join(lines), "barney")
    doc = export_session(event, with_backup=False)   # a copy beside the original: no tokens
    again = import_session(doc, Club.objects.create(name="Utica", slug="utica"))
    assert again.pair_names()[3] == "Mr. and Mrs. Barney"
    assert [str(p) for p in (again.pairs.get(number=3).player_a, again.pairs.get(number=3).player_b)] == [
        "Mr. Barney", "Mrs. Barney"]
    assert entrants.as_text(again).splitlines() == entrants.as_text(event).splitlines()
    assert export_session(again, with_backup=False)["names"] == doc["names"]


def test_a_pair_imported_by_one_name_survives_the_field_editor(club):
    event = seated(club, "mitchell", 10, trays_per_round=2)
    pair = event.pairs.get(number=4)
    pair.player_b, pair.name = None, ""
    pair.save()
    one = str(pair)
    text = entrants.as_text(event)
    assert one in text.splitlines()
    assert entrants.rename_entrants(event, text, "barney") == 0
    with pytest.raises(entrants.EntrantsError, match="is one player"):
        entrants.rename_entrants(event, text.replace(one, "Someone Else"), "barney")
    assert Event.objects.get(pk=event.pk).pairs.get(number=4).player_b is None
