"""PBN round trip and refusals; DLM against the layout Duplimate files are known to have."""

from datetime import date

import pytest

from tournament.deals.cards import deal_from_pbn
from tournament.deals.dealing import deal_trays, make_deal
from tournament.deals.dlm import PLACEHOLDER, board_check, decode_board, encode_board, write_dlm
from tournament.deals.pbn import PbnError, read_pbn, write_pbn


def test_pbn_round_trip_keeps_hands_dealer_and_trump():
    deals = deal_trays(6, seed=21)
    text = write_pbn(deals, event='Tuesday "compass"', date=date(2026, 11, 22))
    assert '[Trump "' + deals[0].trump_card + '"]' in text
    assert '[Event "Tuesday \\"compass\\""]' in text and '[Date "2026.11.22"]' in text
    assert read_pbn(text) == deals


def test_pbn_round_trip_of_a_declared_trump():
    deals = deal_trays(3, seed=23, trump_suit="D")
    text = write_pbn(deals)
    assert '[Trump "D"]' in text
    assert read_pbn(text) == deals


def test_pbn_import_takes_what_bridge_programs_write():
    text = """% PBN 2.1
{ a comment
  over two lines }
[Event "?"]
[Board "3"]
[Dealer "n"]
[Vulnerable "None"]
[Deal "E:KJ95.Q63.A92.953 A7.984.J8643.KQ8 8643.KJ75.KT.A72 QT2.AT2.Q75.JT64"]
[Trump "qs"]
[Auction "N"]
Pass Pass
[Board "1"]
[Deal "N:QT2.AT2.Q75.JT64 KJ95.Q63.A92.953 A7.984.J8643.KQ8 8643.KJ75.KT.A72"]
[Trump "6S"]
"""
    first, third = read_pbn(text)
    assert (first.number, first.dealer, first.trump_card) == (1, "W", "6S")  # whist rotation assumed
    assert (third.number, third.dealer, third.trump_card) == (3, "N", "QS")
    assert third.hands == first.hands


GOOD = """[Board "1"]
[Dealer "W"]
[Deal "N:QT2.AT2.Q75.JT64 KJ95.Q63.A92.953 A7.984.J8643.KQ8 8643.KJ75.KT.A72"]
[Trump "6S"]
"""


@pytest.mark.parametrize("change, line, reason", [
    (("JT64", "JT6Q"), 3, "queen of clubs appears twice"),
    (("JT64", "JT6"), 3, "North's hand has 12 cards"),
    (('"W"', '"X"'), 2, 'dealer "X" is unknown'),
    (("N:QT2", "QT2"), 3, "must start with a seat"),
    (("A72\"", "A72 AKQ.\""), 3, "must give all four"),
    (('"6S"', '"6H"'), 4, "not in the dealer"),
    (('"6S"', '"XS"'), 4, "not a card"),
    (('[Trump "6S"]', ''), 1, "no [Trump] tag"),
    (('[Board "1"]', '[Board "one"]'), 1, "not a tray number"),
    (('[Dealer "W"]', '[Dealer W]'), 2, "cannot read the tag"),
])
def test_pbn_import_refuses_with_line_and_reason(change, line, reason):
    with pytest.raises(PbnError) as caught:
        read_pbn(GOOD.replace(*change))
    assert caught.value.line == line
    assert reason in str(caught.value) and str(caught.value).startswith(f"line {line}:")


def test_pbn_import_refuses_a_tray_twice_and_an_empty_file():
    with pytest.raises(PbnError, match="line 6: tray 1 appears twice"):
        read_pbn(GOOD + "\n" + GOOD)
    with pytest.raises(PbnError, match="no deals"):
        read_pbn("% nothing here\n")


# Two board lines from real Duplimate files, as quoted by club scorers on the
# public bridge forums (rec.games.bridge 2011, BBO forums 2013).
KNOWN_BOARDS = ["jlifaelnecgmoldfjmcflinlap023", "cgcajjjnakpkchipnjhmbmbpbh022"]


@pytest.mark.parametrize("line", KNOWN_BOARDS)
def test_dlm_board_layout_matches_known_files(line):
    letters, check = line[:26], int(line[26:])
    hands = decode_board(letters)
    assert sorted(len(h) for h in hands.values()) == [13, 13, 13, 13]
    assert encode_board(hands) == letters
    assert board_check(1, letters) == check


def test_dlm_letters_place_cards_in_pack_order():
    # The first letter places the ace and king of spades: "j" = 9 = 4*2 + 1 -> South, East.
    hands = decode_board(KNOWN_BOARDS[0][:26])
    assert "AS" in hands["S"] and "KS" in hands["E"]
    assert decode_board(PLACEHOLDER) == deal_from_pbn(
        "N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432")


def test_dlm_file_layout():
    deals = deal_trays(3, seed=24)
    text = write_dlm(deals, headline="Tuesday compass")
    lines = text.split("\r\n")
    assert lines[:10] == ["[Document]", "Headline=Tuesday compass", "Status=Show", "Duplicates=0",
                          "From board=1", "To board=3", "Next board to duplimate=0", "PrintOuts=0",
                          "Crypto key=0", "Checksum=3"]  # 0 ^ 1 ^ 3 ^ 1 (shown)
    assert len(lines) == 10 + 2 * 99 + 1 and lines[-1] == ""
    assert lines[10:12] == ["Duplicates 01=0", f"Board 01={encode_board(deals[0].hands)}"
                            f"{board_check(1, encode_board(deals[0].hands)):03d}"]
    assert lines[-2] == f"Board 99={PLACEHOLDER}{99 ^ 14:03d}"  # the placeholder's letters XOR to 14
    for n, deal in enumerate(deals, start=1):
        board = lines[10 + 2 * n - 1].split("=")[1]
        assert decode_board(board[:26]) == deal.hands
    assert "Status=Sealed" in write_dlm(deals, sealed=True)
    assert "Checksum=2" in write_dlm(deals, sealed=True)


def test_dlm_refusals():
    with pytest.raises(ValueError, match="consecutively"):
        write_dlm([deal_trays(1, seed=1)[0], deal_trays([3], seed=1)[0]])
    with pytest.raises(ValueError, match="1 to 99"):
        write_dlm(deal_trays([100], seed=1))
    with pytest.raises(ValueError, match="26 letters"):
        decode_board("xyz")


def test_make_deal_keeps_hands_as_given():
    hands = deal_from_pbn("N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432")
    assert encode_board(make_deal(1, hands, "C").hands) == PLACEHOLDER
