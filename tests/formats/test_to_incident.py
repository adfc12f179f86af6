"""Hand records to incident records: calls, cards, revokes, claims, irregularity marks."""

from functools import cache

from director.formats.pbn import read_pbn, read_pbn_file
from director.formats.record import HandRecord
from director.formats.to_incident import to_incident
from director.record.incident import Incident
from tests.realdata import handrecord


@cache
def _file(name: str) -> list[HandRecord]:
    return read_pbn_file(handrecord(name))


def _speedball() -> list[HandRecord]:
    return _file("acbl_1607_pairs_acbl_sat_1pm_speedball.pbn")


def test_correct_10_irregularities_become_marked_events() -> None:
    record = _file("correct_10.pbn")[2]
    incident, marks = to_incident(record)
    events = incident.events
    assert len(events) == 10 + 25 + 1
    assert events[:4] == [{"E": "1D"}, {"S": "1C"}, {"W": "4S"}, {"N": "3NT"}]
    assert events[7:10] == [{"S": "P"}, {"W": "P"}, {"N": "P"}]
    assert events[10:18] == [
        {"W": "SK"}, {"N": "H3"}, {"E": "S4"}, {"S": "S3"},
        {"S": "CK"}, {"W": "C5"}, {"N": "C2"}, {"E": "revoke S5"},
    ]  # fmt: skip
    assert marks == {1: "^S", 2: "^I", 4: "^I", 5: "^S", 15: "^L", 18: "^R", 22: "^R"}
    # '^5' is a result agreed in error: North-South had already won six tricks.
    assert events[-1] == {"S": "claim 0"}
    assert (incident.board, incident.dealer, incident.vulnerable) == (None, "N", "none")
    assert record.deal is not None and incident.deal == record.deal.to_pbn()
    assert Incident.model_validate(incident.model_dump()) == incident


def test_a_full_play_board() -> None:
    record = _speedball()[0]
    incident, marks = to_incident(record)
    assert len(incident.events) == len(record.calls) + 52 == 67
    assert incident.events[:2] == [{"N": "P"}, {"E": "2C"}]
    assert incident.events[15:19] == [{"S": "C3"}, {"W": "C9"}, {"N": "CT"}, {"E": "CA"}]
    assert incident.events[19] == {"E": "D6"}  # East won the first trick and leads
    assert incident.events[15:] == [{p.seat.letter: str(p.card)} for p in record.plays]
    assert marks == {}
    assert (incident.board, incident.dealer, incident.vulnerable) == (1, "N", "none")
    assert incident.deal is not None and incident.deal.startswith("N:KJ3.J7")


def test_claims_count_the_tricks_still_to_play() -> None:
    checked = 0
    for record in _speedball():
        if record.claim is None or record.declarer is None:
            continue
        incident, _ = to_incident(record)
        seat, action = next(iter(incident.events[-1].items()))
        verb, number = action.split()
        assert (verb, seat) == ("claim", record.declarer.letter)
        complete = len(record.plays) // 4
        assert 0 <= int(number) <= 13 - complete
        assert len(incident.events) == len(record.calls) + len(record.plays) + 1
        checked += 1
    assert checked == 308
    record = _speedball()[3]  # 11 tricks claimed by West after 11 tricks and one card
    incident, _ = to_incident(record)
    assert incident.events[-2:] == [{"E": "DQ"}, {"W": "claim 2"}]


def test_a_claim_adds_up_to_the_result_when_the_claimed_tricks_are_won() -> None:
    text = (
        '[Deal "N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432"]\n'
        '[Dealer "N"]\n[Vulnerable "Both"]\n[Board "7"]\n[Declarer "N"]\n[Contract "1S"]\n'
        '[Result "12"]\n[Auction "N"]\n1S AP\n[Play "E"]\nHA DA CA S2\nH2 D2 C2 SA\n*'
    )
    (record,) = read_pbn(text)
    incident, marks = to_incident(record)
    assert incident.events[-1] == {"N": "claim 10"}  # two won, ten more claimed
    assert (incident.board, incident.vulnerable) == (7, "both") and marks == {}


def test_a_record_without_play_or_auction() -> None:
    (record,) = read_pbn('[Board "3"]\n[Dealer "S"]\n[Vulnerable "EW"]')
    incident, marks = to_incident(record)
    assert incident.events == [] and marks == {}
    assert (incident.board, incident.dealer, incident.vulnerable, incident.deal) == (
        3,
        "S",
        "ew",
        None,
    )
