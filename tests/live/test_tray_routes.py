"""The phone and the printed table card say the same about where each tray goes, and it is
what the movement says: the next table that has the tray, in the first later round that
does (not always the next round), or back to the director when no later round has it."""

import re

import pytest

from tests.app.app_fixtures import seated
from tournament.models import Event
from tournament.printing.travel import tray_passes
from tournament.seated import movement_of

SPAN = r"trays? (?P<trays>[\d, –]+?)"
CARD = [(re.compile(rf"pass {SPAN} to Table (?P<table>\d+)$"), "next"),
        (re.compile(rf"keep {SPAN}$"), "next here"),
        (re.compile(rf"keep {SPAN} for round (?P<round>\d+)$"), "here"),
        (re.compile(rf"{SPAN} to Table (?P<table>\d+) for round (?P<round>\d+)$"), "there"),
        (re.compile(rf"{SPAN} to the director$"), "director")]
PHONE = re.compile(r'id="tray-(\d+)"[^>]*>\s*<h2>.*?<small class="muted">(.*?)</small>', re.S)


def by_the_movement(movement, round_no, table, tray):
    """(round, table) where the tray is next, found the slow, obvious way: a later slot of
    the same round (a Safford passes trays between tables within a round), or a later round."""
    slot = movement.round(round_no).table(table).trays.index(tray)
    for r in movement.rounds:
        for later_slot in range(movement.trays_per_round):
            if (r.round, later_slot) > (round_no, slot):
                for t in r.tables:
                    if t.trays[later_slot:later_slot + 1] == (tray,):
                        return r.round, t.table
    return None


def as_the_card_says(dest, round_no):
    """The card says "pass" or "keep" alone for this round or the next, else names the round."""
    return ("soon", dest[1]) if dest and dest[0] <= round_no + 1 else dest


def trays_of(span: str) -> list[int]:
    if "–" in span:
        first, last = span.split("–")
        return list(range(int(first), int(last) + 1))
    return [int(x) for x in span.split(", ")]


def card_says(line: str, round_no: int, table: int) -> dict[int, tuple | None]:
    for pattern, kind in CARD:
        found = pattern.match(line)
        if found:
            break
    else:
        raise AssertionError(f"the card says something unexpected: {line!r}")
    dest = {"next": lambda: ("soon", int(found["table"])),
            "next here": lambda: ("soon", table),
            "here": lambda: (int(found["round"]), table),
            "there": lambda: (int(found["round"]), int(found["table"])),
            "director": lambda: None}[kind]()
    return {tray: dest for tray in trays_of(found["trays"])}


def phone_says(text: str, table: int) -> tuple | None:
    if text == "then back to the director":
        return None
    found = re.fullmatch(r"then to table (\d+) \(round (\d+)\)", text)
    if found:
        return int(found[2]), int(found[1])
    found = re.fullmatch(r"then stays at this table \(round (\d+)\)", text)
    assert found, f"the phone says something unexpected: {text!r}"
    return int(found[1]), table


@pytest.mark.parametrize("system, count, form, method", [
    ("howell-pairs", 14, "pairs", "howell"), ("mitchell", 9, "pairs", "compass"),
    ("mitchell", 12, "pairs", "compass"), ("safford-individuals", 12, "individuals", "individual-loss"),
    ("gilman-teams", 7, "teams", "matches")])
def test_the_phone_and_the_table_card_agree_with_the_movement(client, club, system, count, form, method):
    event = seated(club, system, count, form=form, method=method)
    Event.objects.filter(pk=event.pk).update(status=Event.Status.PLAYING)
    movement = movement_of(event)
    tokens = dict(event.tables.values_list("number", "token"))
    passes = tray_passes(movement)
    waits = 0
    for r in movement.rounds:
        Event.objects.filter(pk=event.pk).update(current_round=r.round)
        for t in r.tables:
            card = {}
            for line in passes[(r.round, t.table)]:
                card |= card_says(line, r.round, t.table)
            expected = {tray: by_the_movement(movement, r.round, t.table, tray) for tray in t.trays}
            assert card == {tray: as_the_card_says(dest, r.round) for tray, dest in expected.items()}, \
                f"the card of table {t.table}, round {r.round}"
            waits += sum(1 for dest in expected.values() if dest and dest[0] > r.round + 1)
            if not t.played:
                continue
            page = client.get(f"/table/{tokens[t.table]}/").content.decode()
            phone = {int(tray): phone_says(text, t.table) for tray, text in PHONE.findall(page)}
            assert phone == expected, f"the phone of table {t.table}, round {r.round}"
    if system == "howell-pairs":
        assert waits, "a Howell has trays that wait a round: the test must see one"
