"""What the review leaves unreplayed rather than judge from a guess: the play of a board
whose auction disagrees with the tags in no known way (PBN029), and the play after an
unknown card ('-') that comes before a known one in its trick (REC011)."""

from director.formats.pbn import read_pbn
from director.review.board import review_record
from director.review.findings import Finding
from tests.review.boards import REGULAR


def _review(text: str) -> list[Finding]:
    (record,) = read_pbn(text, "t.pbn")
    return review_record(record)


def test_an_unknown_card_before_a_known_one_stops_the_replay_there() -> None:
    """Trick 2 is led by east (HA won trick 1): east's HK, south's card unknown, then
    west's H3 - not a play out of turn (Law 57), only an order the record does not give."""
    found = _review(REGULAR.replace("HK H9 H3 H5", "HK - H3 H5"))
    assert [(f.code, f.severity) for f in found] == [("PBN019", "warning"), ("REC011", "info")]
    cut = found[1]
    assert "up to trick 2" in cut.message and "W's H3" in cut.message
    assert (cut.line, cut.column) == (12, 6)  # at the H3


def test_an_unknown_card_after_the_known_ones_is_no_gap() -> None:
    """Trick 2 in play order is E S W N: north's card last, so nothing is cut (the reader
    notes that the trick's winner is a guess, PBN019)."""
    found = _review(REGULAR.replace("HK H9 H3 H5", "HK H9 H3 -"))
    assert "REC011" not in [f.code for f in found] and "PBN019" in [f.code for f in found]


def test_a_doubtful_declarer_leaves_the_play_unruled_and_says_so() -> None:
    """1S by north as bid, [Contract "2S"]: no known explanation. The play is not replayed
    (who leads, and the trump, depend on the contract and declarer), so north's revoke
    (Law 61 as written: a diamond to a club trick while he holds a club) is not ruled on;
    the PBN029 finding says so."""
    revoke = REGULAR.replace("CA C6 C7 C2", "CA C6 C7 D8").replace("D7 DA D4 D8", "D7 DA D4 C2")
    assert "61" in [f.code for f in _review(revoke)]
    found = _review(revoke.replace('[Contract "1S"]', '[Contract "2S"]'))
    assert [f.code for f in found] == ["PBN029"]
    assert found[0].message.endswith(
        "the play is not ruled on (it would be judged from a doubtful declarer)"
    )


def test_a_play_without_an_auction_is_not_replayed() -> None:
    """The tags give the contract, the record no auction: not a card 'played before the
    auction ended' (REC010), only a play the review does not replay (REC011)."""
    found = _review(REGULAR.replace('[Auction "N"]\n1S Pass Pass Pass\n', ""))
    assert [(f.code, f.severity) for f in found] == [("REC011", "info")]
    assert "no auction" in found[0].message
