"""manage.py deal and manage.py hand_records."""

import io

import pytest
from django.core.management import CommandError, call_command
from pypdf import PdfReader

from tournament.deals.dlm import decode_board
from tournament.deals.pbn import read_pbn
from tournament.evening.deals import event_deals


def run(*args):
    out, err = io.StringIO(), io.StringIO()
    call_command(*args, stdout=out, stderr=err)
    return out.getvalue(), err.getvalue()


def test_deal_trays_without_a_database(tmp_path):
    pbn, dlm = tmp_path / "set.pbn", tmp_path / "set.dlm"
    out, err = run("deal", "--trays", "4", "--seed", "7", "--max-suit", "6", "--pbn", str(pbn), "--dlm", str(dlm))
    lines = out.splitlines()
    assert lines[0].startswith("Tray  Dealer  Trump") and len(lines) == 5
    assert [line.split()[1] for line in lines[1:]] == ["W", "N", "E", "S"]
    deals = read_pbn(pbn.read_text())
    assert [d.pbn for d in deals] == [line.split(maxsplit=5)[-1] for line in lines[1:]]
    raw = dlm.read_bytes().decode("cp1252")
    assert raw.startswith("[Document]\r\n") and "To board=4\r\n" in raw
    board = next(x for x in raw.split("\r\n") if x.startswith("Board 04="))
    assert decode_board(board[9:35]) == deals[3].hands
    assert "Wrote" in err


def test_deal_command_refusals():
    with pytest.raises(CommandError, match="either an EVENT_ID or --trays"):
        run("deal")
    with pytest.raises(CommandError, match="between 5 and 13"):
        run("deal", "--trays", "2", "--max-suit", "4")


@pytest.mark.django_db
def test_deal_an_event_then_its_hand_records(event, tmp_path):
    out, _ = run("deal", str(event.pk), "--seed", "3", "--trump-suit", "H")
    assert len(out.splitlines()) == 4
    assert {d.trump for d in event_deals(event)} == {"H"}
    pdf = tmp_path / "records.pdf"
    _, err = run("hand_records", str(event.pk), "--out", str(pdf), "--per-page", "4", "--paper", "letter")
    assert "3 trays" in err
    text = PdfReader(str(pdf)).pages[0].extract_text()
    assert "Tray 3" in text and "hearts (declared)" in text


@pytest.mark.django_db
def test_hand_records_refusals(event, tmp_path):
    with pytest.raises(CommandError, match="not been dealt"):
        run("hand_records", str(event.pk), "--out", str(tmp_path / "x.pdf"))
    with pytest.raises(CommandError, match="no event 999"):
        run("deal", "999")


def test_foster_files_hold_the_transposed_twins(tmp_path):
    from tournament.deals.dealing import deal_trays, transpose

    pbn = tmp_path / "overplay.pbn"
    run("deal", "--trays", "2", "--seed", "8", "--pbn", str(pbn), "--foster")
    assert read_pbn(pbn.read_text()) == [transpose(d) for d in deal_trays(2, seed=8)]
