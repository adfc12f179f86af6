"""The LIN writer: BBO's single-board layout, and what survives a read back."""

from director.formats.lin import read_lin
from director.formats.lin_writer import write_lin, write_lin_records
from director.formats.record import Claim, HandRecord, Position, RecordedCall, RecordedCard
from director.model import Card, Deal, Seat, Vulnerability

MD = "md|1SAKQJT98765432,HAKQJT98765432,DAKQJT98765432,|"
AT = Position("x.pbn", 1, 1)


def test_written_line_has_bbo_order() -> None:
    source = (f"pn|Sue,Wes,Nat,Eve|st||{MD}rh||ah|Board 7|sv|b|mb|1N!|an|15-17|mb|d|mb|r|"
              "mb|p|mb|p|mb|p|pc|HA|pc|DA|pc|CA|pc|SA|pc|HK|mc|0|nt|well played|")
    (r,) = read_lin(source)
    # BBO writes every suit letter, a void's too
    md = "md|1SAKQJT98765432HDC,SHAKQJT98765432DC,SHDAKQJT98765432C,|"
    assert write_lin(r) == (
        f"pn|Sue,Wes,Nat,Eve|st||{md}rh||ah|Board 7|sv|b|mb|1N!|an|15-17|mb|d|mb|r|mb|p|mb|p|"
        "mb|p|pg||pc|HA|pc|DA|pc|CA|pc|SA|pg||pc|HK|mc|0|nt|well played|\n")


def test_record_from_elsewhere_is_written_in_lin_notation() -> None:
    deal = Deal.from_pbn("N:AKQ2.J54.T98.432 JT98.AKQ.765.AK5 7654.T98.AKQ.QJ6 3.7632.J432.T987")
    record = HandRecord(
        "x.pbn", 1, AT, board="3", dealer=Seat.SOUTH, vulnerable=Vulnerability.EW, deal=deal,
        players={Seat.NORTH: "N,orth", Seat.SOUTH: "S"},
        calls=[RecordedCall(Seat.SOUTH, "1NT", AT), RecordedCall(Seat.WEST, "X", AT, note="a|b"),
               RecordedCall(Seat.NORTH, "Pass", AT), RecordedCall(Seat.EAST, "P", AT),
               RecordedCall(Seat.SOUTH, "P", AT)],
        plays=[RecordedCard(Seat.WEST, Card.parse("S3"), 1, AT)],
        claim=Claim(7, 1, AT),
    )
    text = write_lin(record)
    assert text == (
        "pn|S,,N orth,|st||md|1S7654HT98DAKQCQJ6,S3H7632DJ432CT987,SAKQ2HJ54DT98C432,|rh||"
        "ah|Board 3|sv|e|mb|1N|mb|d|an|a/b|mb|p|mb|p|mb|p|pg||pc|S3|mc|7|\n")
    (back,) = read_lin(text)
    assert back.deal == deal and back.issues == []
    assert (back.contract, back.declarer, back.result) == ("1NTX", Seat.SOUTH, 7)
    assert [c.text for c in back.calls] == ["1NT", "X", "P", "P", "P"]


def test_claim_before_any_card_and_unknown_hands() -> None:
    (r,) = read_lin("md|2SAKQJT98765432,,,|mb|7N|mb|p|mb|p|mb|p|mc|13|")
    text = write_lin(r)
    assert text == "st||md|2SAKQJT98765432HDC,,,|rh||mb|7N|mb|p|mb|p|mb|p|pg||mc|13|\n"
    (back,) = read_lin(text)
    assert back.claim is not None and (back.claim.after_cards, back.result) == (0, 13)
    assert back.deal == r.deal


def test_vugraph_table_keeps_its_room_and_board() -> None:
    (r,) = read_lin(f"qx|c12|{MD}mb|p|")
    text = write_lin(r)
    assert text.startswith("qx|c12|st||md|")
    (back,) = read_lin(text)
    assert (back.room, back.table, back.board) == ("c", "c12", "12")


def test_several_records_one_line_each() -> None:
    records = read_lin(f"pn|a,b,c,d|{MD}ah|Board 1|mb|p|pn|e,f,g,h|{MD}ah|Board 2|")
    text = write_lin_records(records)
    assert text.count("\n") == 2
    again = read_lin(text)
    assert [(r.board, r.players[Seat.SOUTH], r.issues) for r in again] == [
        ("1", "a", []), ("2", "e", [])]
