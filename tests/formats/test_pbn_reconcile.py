"""An auction that disagrees with [Contract]/[Declarer] in a known way (opening passes or
the final double left out) is read reconciled, with one PBN031; play rows out of column
order are read by the deal, with one PBN032."""

from director.formats.pbn import read_pbn
from director.formats.pbn_game import PbnRecord
from director.model.seat import Seat

HEAD = '[Board "1"]\n[Dealer "N"]\n[Vulnerable "None"]\n'


def _one(text: str) -> PbnRecord:
    (record,) = read_pbn(text, "t.pbn")
    assert isinstance(record, PbnRecord)
    return record


def _codes(record: PbnRecord) -> list[str]:
    return [i.code for i in record.issues]


def test_two_omitted_opening_passes_are_added_and_the_seats_shifted() -> None:
    r = _one(HEAD + '[Declarer "S"]\n[Contract "3NT"]\n[Auction "N"]\n1NT Pass 3NT AP\n')
    assert _codes(r) == ["PBN031"]
    assert "omits the opening passes: with 2 added it reaches 3NT by S" in r.issues[0].message
    assert [(c.seat.letter, c.text) for c in r.calls[:4]] == [
        ("N", "P"), ("E", "P"), ("S", "1NT"), ("W", "P")
    ]  # fmt: skip
    assert (r.contract, r.declarer, r.dealer) == ("3NT", Seat.SOUTH, Seat.NORTH)


def test_a_contract_tag_without_the_final_double_takes_the_auctions_contract() -> None:
    r = _one(HEAD + '[Declarer "N"]\n[Contract "4S"]\n[Auction "N"]\n4S X AP\n')
    assert _codes(r) == ["PBN031"]
    assert "omits the auction's final double: the auction reaches 4SX by N" in str(r.issues[0])
    assert r.contract == "4SX" and [c.text for c in r.calls] == ["4S", "X", "P", "P", "P"]


def test_passes_and_double_both_left_out_are_one_finding() -> None:
    r = _one(HEAD + '[Declarer "E"]\n[Contract "1NT"]\n[Auction "N"]\n1NT Pass Pass X AP\n')
    assert _codes(r) == ["PBN031"]
    assert "dealer's opening pass and the [Contract] tag its final double" in str(r.issues[0])
    assert r.contract == "1NTX" and r.calls[1].seat is Seat.EAST


def test_no_explanation_keeps_the_mismatch_and_the_calls_as_written() -> None:
    r = _one(HEAD + '[Declarer "S"]\n[Contract "1S"]\n[Auction "N"]\n1S 2H AP\n')
    assert _codes(r) == ["PBN029"]
    assert [c.seat.letter for c in r.calls[:2]] == ["N", "E"] and r.contract == "1S"


def test_a_marked_auction_or_declarer_is_never_reconciled() -> None:
    marked = _one(HEAD + '[Declarer "^E"]\n[Contract "1S"]\n[Auction "N"]\n1S AP\n')
    assert "PBN031" not in _codes(marked) and marked.calls[0].seat is Seat.NORTH
    skipped = _one(HEAD + '[Declarer "S"]\n[Contract "1S"]\n[Auction "N"]\n^S 1S AP\n')
    assert "PBN031" not in _codes(skipped)


DEAL = "N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432"
PLAYED = f'[Deal "{DEAL}"]\n[Declarer "N"]\n[Contract "1S"]\n[Play "E"]\n'


def test_a_row_in_another_seat_order_is_read_by_the_deal() -> None:
    """Trick 1 in column order (E S W N); trick 2, led by north who won trick 1 with the
    spade, written from north: every card is read as its holder's."""
    r = _one(PLAYED + "HA DA CA S2\nS3 H2 D2 C2\n")
    assert _codes(r) == ["PBN032"]
    assert "row of trick 2 is not in the column order" in r.issues[0].message
    assert r.issues[0].position.line == 6 and r.issues[0].position.column == 1
    trick2 = [(c.seat.letter, str(c.card)) for c in r.plays if c.trick == 2]
    assert trick2 == [("N", "S3"), ("E", "H2"), ("S", "D2"), ("W", "C2")]


def test_a_row_that_fits_no_seat_order_stays_as_written() -> None:
    r = _one(PLAYED + "HA DA CA S2\nS3 H2 C2 D2\n")  # S and W swapped: no rotation fits
    assert "PBN032" not in _codes(r) and "PBN003" in _codes(r)


def test_an_r_contract_keeps_its_finding_and_takes_the_auctions_redouble() -> None:
    r = _one(HEAD + '[Declarer "N"]\n[Contract "3NR"]\n[Auction "N"]\n3NT X XX AP\n')
    assert _codes(r) == ["PBN006"] and "read as 3NTXX only where" in r.issues[0].message
    assert r.contract == "3NTXX"
    passes = _one(HEAD + '[Declarer "E"]\n[Contract "3NR"]\n[Auction "N"]\n3NT X XX AP\n')
    assert _codes(passes) == ["PBN006", "PBN031"] and passes.contract == "3NTXX"


def test_an_r_contract_the_auction_does_not_reach_stays_unknown() -> None:
    r = _one(HEAD + '[Declarer "N"]\n[Contract "3NR"]\n[Auction "N"]\n3NT X AP\n')
    assert _codes(r) == ["PBN006"] and r.contract is None


def test_a_dash_in_the_dealers_slot_is_read_as_his_pass_when_the_tags_agree() -> None:
    """The section starts at the dealer (west) and '-' fills his slot: not the placeholder
    PBN allows before the dealer, so without this the replay would see north's 1S as a
    call out of rotation (Law 31)."""
    text = '[Dealer "W"]\n[Declarer "N"]\n[Contract "1S"]\n[Auction "W"]\n- 1S Pass Pass\nPass\n'
    r = _one(text)
    assert _codes(r) == ["PBN031"] and "writes '-' in the dealer's slot" in r.issues[0].message
    assert [(c.seat.letter, c.text) for c in r.calls[:2]] == [("W", "P"), ("N", "1S")]
    other = _one(text.replace('[Declarer "N"]', '[Declarer "S"]'))  # the tags disagree
    assert "PBN030" in _codes(other) and other.calls[0].seat is Seat.NORTH
