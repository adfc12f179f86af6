"""The PBN writer: export layout, irregularity tokens, and a stable round trip."""

from collections import Counter
from pathlib import Path
from typing import Any

import pytest

from director.formats.pbn import read_pbn, read_pbn_file
from director.formats.pbn_writer import write_pbn, write_pbn_file
from director.formats.record import Claim, HandRecord, Position, RecordedCall, RecordedCard
from director.model import Card, Deal, Seat, Vulnerability
from tests.realdata import all_handrecords

PBN_FILES = all_handrecords(".pbn")

AT = Position("x.lin", 1, 1)
DEAL = "N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432"


def meaningful(record: HandRecord) -> tuple[Any, ...]:
    """What a round trip must keep. ``"?"`` and ``""`` mean 'unknown' (PBN 3.4), the
    same as no tag: the writer puts them in the mandatory tags it has no value for. The
    dealer is compared as read: a game without a Dealer tag (the second table of a board
    in an archive export) takes it from its auction, and the writer states it."""
    tags = {k: v for k, v in record.tags.items() if v.strip() not in ("?", "") and k != "Dealer"}
    claim = record.claim
    return (
        record.board, record.board_number, record.dealer, record.vulnerable, record.deal,
        [(c.seat, c.text, c.alert, c.note, c.irregular, c.suffix) for c in record.calls],
        record.auction_ended,
        [(p.seat, p.card, p.trick) for p in record.plays],
        (claim.tricks, claim.after_cards) if claim is not None else None,
        record.contract, record.declarer, record.result, record.score,
        record.irregular_result, record.irregular_declarer, record.players, record.room, tags,
    )  # fmt: skip


def _marks(record: HandRecord) -> list[str | None]:
    return [p.irregular for p in record.plays]


def _added_lead_marks(first: HandRecord, again: HandRecord) -> bool:
    """The only mark the writer adds: ``^L`` on a trick's first card played by another
    than the winner of the trick before (an archive's play rows read as written)."""
    firsts = {id(p) for i, p in enumerate(again.plays) if i == 0 or again.plays[i - 1].trick != p.trick}
    return all(
        x.irregular == y.irregular or (y.irregular == "^L" and not x.irregular and id(y) in firsts)
        for x, y in zip(first.plays, again.plays, strict=True)
    )


@pytest.mark.parametrize("path", PBN_FILES, ids=lambda p: p.name)
def test_round_trip_of_every_real_file(path: Path) -> None:
    first = read_pbn_file(path)
    again = read_pbn(write_pbn(first), "again.pbn")
    assert len(again) == len(first)
    for a, b in zip(first, again, strict=True):
        assert meaningful(b) == meaningful(a), a.name
        assert _marks(b) == _marks(a) or _added_lead_marks(a, b), a.name
    # the text written raises no issue that reading the file did not (PBN009: notes)
    found = Counter(i.code for r in first for i in r.issues)
    assert Counter(i.code for r in again for i in r.issues if i.code != "PBN009") <= found
    assert write_pbn(again) == write_pbn(first)  # stable from the first write on


def test_correct_10_irregularities_are_written_as_pbn_marks() -> None:
    (path,) = [p for p in PBN_FILES if p.name == "correct_10.pbn"]
    text = write_pbn(read_pbn_file(path)[2:3])
    assert '[Auction "W"]\n- ^S 1D ^I 1C\n4S ^I 3NT ^S ^S\nX 5H X Pass\nPass Pass\n' in text
    assert "C5 C2 ^R S5 ^L CK\n" in text and "S2 H6 ^R C6 S7\n" in text
    assert '[Declarer "^S"]' in text and '[Result "^5"]' in text
    assert text.rstrip().endswith("- - - H2\n*")


def _lin_like() -> HandRecord:
    """A record with fields only, as the LIN reader makes them (lower-case LIN tags)."""
    r = HandRecord("x.lin", 1, AT, board="5", board_number=5, dealer=Seat.NORTH)
    r.vulnerable = Vulnerability.EW
    r.deal = Deal.from_pbn(DEAL)
    r.tags = {"md": "whatever"}
    r.room = "o"
    r.players = {Seat.NORTH: "Ann", Seat.SOUTH: "Bob"}
    r.calls = [
        RecordedCall(Seat.NORTH, "1S", AT, alert=True, note="5+ spades"),
        RecordedCall(Seat.SOUTH, "2S", AT, irregular="^S"),  # East was skipped
        RecordedCall(Seat.WEST, "2H", AT, alert=True, irregular="^I"),
        RecordedCall(Seat.NORTH, "P", AT),
        RecordedCall(Seat.EAST, "P", AT),
        RecordedCall(Seat.SOUTH, "P", AT),
    ]
    r.auction_ended = True
    r.contract, r.declarer, r.result = "2H", Seat.WEST, 7
    cards = [("N", "SA", None), ("E", "HA", None), ("S", "DA", None), ("W", "CA", None),
             ("E", "H2", "^L"), ("S", "D2", None), ("W", "C2", "^R"), ("N", "S2", None)]  # fmt: skip
    r.plays = [
        RecordedCard(Seat.parse(s), Card.parse(c), i // 4 + 1, AT, irr)
        for i, (s, c, irr) in enumerate(cards)
    ]
    r.claim = Claim(7, 8, AT)
    return r


def test_a_record_from_fields_in_export_layout() -> None:
    text = write_pbn([_lin_like()])
    lines = text.splitlines()
    assert lines[:3] == ["% PBN 2.1", "% EXPORT", ""]
    names = [line.split()[0][1:] for line in lines[3:18]]
    assert names == [
        "Event", "Site", "Date", "Board", "West", "North", "East", "South",
        "Dealer", "Vulnerable", "Deal", "Scoring", "Declarer", "Contract", "Result",
    ]  # fmt: skip
    assert lines[3] == '[Event "?"]' and lines[6] == '[Board "5"]' and lines[8] == '[North "Ann"]'
    assert lines[11:18] == [
        '[Dealer "N"]', '[Vulnerable "EW"]', f'[Deal "{DEAL}"]', '[Scoring "?"]',
        '[Declarer "W"]', '[Contract "2H"]', '[Result "7"]',
    ]  # fmt: skip
    assert lines[18:] == [
        '[Room "Open"]',
        '[Auction "N"]',
        "1S =1= ^S 2S ^I 2H =2=",  # '^S' holds East's place in the line of four
        "Pass Pass Pass",
        '[Note "1:5+ spades"]',
        '[Note "2:"]',
        '[Play "N"]',
        "SA HA DA CA",
        "S2 ^L H2 D2 ^R C2",
        "*",
    ]
    assert "md" not in text


def test_a_record_from_fields_reads_back_the_same() -> None:
    record = _lin_like()
    (again,) = read_pbn(write_pbn([record]))
    assert meaningful(again)[:-1] == meaningful(record)[:-1]
    assert again.calls[2].note is None and again.calls[2].alert


def test_a_lead_out_of_turn_the_record_did_not_mark_is_marked() -> None:
    record = _lin_like()  # East won trick 1 with a trump; South leads trick 2
    cards = [("S", "D2"), ("W", "C2"), ("N", "S2"), ("E", "H2")]
    record.plays[4:] = [RecordedCard(Seat.parse(s), Card.parse(c), 2, AT) for s, c in cards]
    text = write_pbn([record])
    assert "\nS2 H2 ^L D2 C2\n" in text
    (again,) = read_pbn(text)
    assert [(p.seat, p.irregular) for p in again.plays[4:6]] == [
        (Seat.SOUTH, "^L"),
        (Seat.WEST, None),
    ]


def test_short_play_without_a_claim_is_a_partial_result() -> None:
    record = _lin_like()
    record.claim = None
    text = write_pbn([record])
    assert text.rstrip().endswith("S2 ^L H2 D2 ^R C2\n+")
    (again,) = read_pbn(text)
    assert again.claim is None and again.result == 7


def test_values_are_escaped() -> None:
    record = HandRecord("x", 1, AT, tags={"Event": 'say "hi" \\ there', "Annotator": "a\nb"})
    text = write_pbn([record])
    assert '[Event "say \\"hi\\" \\\\ there"]' in text and '[Annotator "a b"]' in text
    (again,) = read_pbn(text)
    assert again.tags["Event"] == 'say "hi" \\ there'


def test_write_pbn_file_uses_crlf(tmp_path: Path) -> None:
    path = tmp_path / "out.pbn"
    write_pbn_file(path, [_lin_like()])
    data = path.read_bytes()
    assert data.count(b"\r\n") == data.count(b"\n") > 20
    (again,) = read_pbn_file(path)
    assert again.board == "5" and len(again.plays) == 8


def test_a_multi_line_comment_starting_with_percent_stays_a_comment() -> None:
    (record,) = read_pbn('{% not an escape\n\n[Event "inside"]}\n[Event "real"]')
    assert record.commentary == ['% not an escape\n\n[Event "inside"]']
    (again,) = read_pbn(write_pbn([record]))
    assert {k: v for k, v in again.tags.items() if v != "?"} == {"Event": "real"}
    assert again.commentary == ["% PBN 2.1", "% EXPORT", *record.commentary]
