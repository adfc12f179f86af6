"""The LIN reader and writer on the real BBO files in shared/data/handrecords."""

from pathlib import Path

import pytest

from director.formats.lin import read_lin, read_lin_file
from director.formats.lin_writer import write_lin
from director.formats.record import HandRecord
from director.model import Card, Deal, Seat, Vulnerability
from tests.realdata import all_handrecords, handrecord, shared_handrecords

LIN_FILES = all_handrecords(".lin")
USBF = "forrestrice__bridge-bots/usbf_sf_14502.lin"


def _one(name: str) -> HandRecord:
    records = read_lin_file(handrecord(name))
    assert len(records) == 1
    return records[0]


def test_the_four_real_lin_files_are_there() -> None:
    assert sorted(p.name for p in shared_handrecords() if p.suffix == ".lin") == [
        "1047742261.lin", "3381671193.lin", "sample.lin", "usbf_sf_14502.lin"]


@pytest.mark.parametrize("path", LIN_FILES, ids=lambda p: p.name)
def test_every_real_file_reads_cleanly(path: Path) -> None:
    records = read_lin_file(path)
    assert records
    for r in records:
        assert r.issues == []
        assert r.deal is not None and r.deal.is_complete
        assert r.auction_ended and r.contract is not None and r.declarer is not None
        assert r.result is not None
        assert r.source == str(path)
    assert read_lin_file(path, strict=True) == records


def test_sample_lin_board_15_three_notrump_by_north_down_three() -> None:
    r = _one("sample.lin")
    assert (r.board, r.board_number, r.dealer, r.vulnerable) == ("15", 15, Seat.SOUTH, Vulnerability.NS)
    assert (r.contract, r.declarer, r.result, r.claim) == ("3NT", Seat.NORTH, 6, None)
    assert [c.text for c in r.calls] == ["P", "1H", "2NT", "P", "3NT", "P", "P", "P"]
    assert r.calls[2].seat is Seat.NORTH and r.calls[2].note == "Unusual No Trump: 2 5card minors"
    assert r.players == {Seat.SOUTH: "PrinceBen", Seat.WEST: "Forrest_", Seat.NORTH: "smalark",
                         Seat.EAST: "granola357"}
    # East (declarer's LHO) leads the H4; North wins it with the HA and the DA, and leads
    # the DJ to the third trick
    assert (r.plays[0].seat, r.plays[0].card) == (Seat.EAST, Card.parse("H4"))
    assert (r.plays[3].seat, r.plays[3].card) == (Seat.NORTH, Card.parse("HA"))
    assert (r.plays[8].seat, r.plays[8].card, r.plays[8].trick) == (Seat.NORTH, Card.parse("DJ"), 3)
    assert len(r.plays) == 52 and r.plays[-1].trick == 13
    assert r.deal == Deal.from_pbn(
        "S:Q982.Q82.KQ763.T J643.KJ7653..AQ4 K5.A.AJT52.J9762 AT7.T94.984.K853")


def test_1047742261_five_hearts_by_west_twelve_tricks() -> None:
    r = _one("1047742261.lin")
    assert (r.board, r.dealer, r.vulnerable) == ("9", Seat.NORTH, Vulnerability.EW)
    assert (r.contract, r.declarer, r.result, r.claim) == ("5H", Seat.WEST, 12, None)
    assert len(r.calls) == 23 and len(r.plays) == 52
    assert r.calls[1].seat is Seat.EAST and r.calls[1].text == "1S"
    assert r.calls[1].note is not None and r.calls[1].note.startswith("Major suit opening")
    assert not any(c.alert for c in r.calls)
    assert r.plays[0].seat is Seat.NORTH and r.plays[0].card == Card.parse("C3")


def test_3381671193_claim_of_eleven_after_44_cards_five_diamonds_by_east() -> None:
    r = _one("3381671193.lin")
    assert (r.contract, r.declarer, r.result) == ("5D", Seat.EAST, 11)
    assert r.claim is not None
    assert (r.claim.tricks, r.claim.after_cards, r.claim.by) == (11, 44, None)
    assert (r.claim.position.line, r.claim.position.column) == (1, 529)
    assert r.calls[1].text == "2NT" and r.calls[1].alert and r.calls[1].note == "gesthem"
    assert len(r.plays) == 44 and r.plays[0].seat is Seat.SOUTH


def test_usbf_vugraph_has_thirty_tables_open_and_closed() -> None:
    records = read_lin_file(handrecord(USBF))
    assert len(records) == 30
    assert [r.table for r in records[:4]] == ["o46", "c46", "o47", "c47"]
    assert [r.board_number for r in records] == [b for b in range(46, 61) for _ in (0, 1)]
    assert [r.room for r in records] == ["o", "c"] * 15
    for open_, closed in zip(records[::2], records[1::2], strict=True):
        assert open_.deal == closed.deal and open_.board == closed.board
        assert open_.players == {Seat.SOUTH: "Meckstroth", Seat.WEST: "Levin",
                                 Seat.NORTH: "Rodwell", Seat.EAST: "Weinstein"}
        assert closed.players == {Seat.SOUTH: "Stansby", Seat.WEST: "Hamman",
                                  Seat.NORTH: "Martel", Seat.EAST: "Mahmood"}
        assert open_.tags["Room"] == "Open" and closed.tags["Room"] == "Closed"
    for r in records:
        assert r.calls and r.claim is not None and r.result == r.claim.tricks
        assert r.tags["Event"] == "2010 USBF SF A" and r.tags["Scoring"] == "IMP"
        assert (r.tags["HomeTeam"], r.tags["VisitTeam"]) == ("Nickell", "Fleisher")
    assert [r.position.line for r in records[:3]] == [4, 18, 34]


def test_usbf_tables_agree_with_the_results_list() -> None:
    """Every table's contract, declarer and tricks (from the auction and the mc claim)
    match the file's own rs list: this pins the 8-name order and the rs indexing."""
    records = read_lin_file(handrecord(USBF))
    got = [(r.table, r.tags["rs"], r.contract, r.declarer, r.result) for r in records[:4]]
    assert got == [("o46", "4HE=", "4H", Seat.EAST, 10), ("c46", "4HE=", "4H", Seat.EAST, 10),
                   ("o47", "3NW+1", "3NT", Seat.WEST, 10), ("c47", "3NW+1", "3NT", Seat.WEST, 10)]
    o53 = records[14]
    assert (o53.table, o53.contract, o53.declarer, o53.result, o53.tags["rs"]) == (
        "o53", "4SX", Seat.WEST, 6, "4SWx-4")
    assert all(not r.issues for r in records)  # no LIN021


def test_usbf_notes_alerts_and_commentary_stay_apart() -> None:
    o46, c46 = read_lin_file(handrecord(USBF))[:2]
    assert (o46.calls[2].text, o46.calls[2].alert, o46.calls[2].note) == ("3C", True, "jacoby 2N")
    assert o46.commentary[0] == "caitlin: Hi all"
    assert len(o46.commentary) == 8  # lines 4-14 of the file
    assert (c46.calls[2].text, c46.calls[2].alert, c46.calls[2].note) == ("2S", True, None)
    assert c46.calls[8].note == "no slam interest"
    assert "hamman's toy" in c46.commentary[5]
    # the card after a commentary line keeps its own position
    assert (o46.plays[4].position.line, o46.plays[4].position.column) == (11, 1)
    assert o46.claim is not None and o46.claim.after_cards == 20


def test_usbf_mid_trick_claim() -> None:
    c47 = read_lin_file(handrecord(USBF))[3]
    assert c47.claim is not None and c47.claim.after_cards == 23 and c47.claim.tricks == 10
    assert c47.plays[-1].trick == 6


def _summary(r: HandRecord) -> tuple[object, ...]:
    return (
        r.deal, r.dealer, r.vulnerable, r.board, r.board_number, r.players, r.room, r.table,
        [(c.seat, c.text, c.alert, c.note) for c in r.calls],
        [(p.seat, p.card, p.trick) for p in r.plays],
        (r.claim.tricks, r.claim.after_cards) if r.claim else None,
        r.contract, r.declarer, r.result, r.auction_ended, r.commentary,
    )


@pytest.mark.parametrize("path", LIN_FILES, ids=lambda p: p.name)
def test_round_trip_read_write_read(path: Path) -> None:
    for record in read_lin_file(path):
        text = write_lin(record)
        assert text.count("\n") == 1
        (again,) = read_lin(text, "written.lin")
        assert again.issues == []
        assert _summary(again) == _summary(record)
        assert write_lin(again) == text


def test_records_handed_out_one_by_one_take_the_header_written_after_them() -> None:
    from director.formats.lin import iter_lin

    text = handrecord("forrestrice__bridge-bots/usbf_sf_14502.lin").read_text()
    lines = text.splitlines(True)
    moved = "".join(lines[3:]) + "".join(lines[:3])  # the header (vg, rs, pn) at the end
    records = iter_lin(moved, "f.lin")
    first = next(records)  # handed out before the rest of the text is read
    assert first.tags["vg"] == read_lin(text, "f.lin")[0].tags["vg"]
    assert [first, *records] == read_lin(moved, "f.lin")
