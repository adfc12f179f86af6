"""Law 45C4: declarer names a card and at once names another - from his own hand the card
named is played (45C4(a)); from dummy a slip of the tongue is corrected (45C4(b))."""

import pytest

from director.engine.events import InvalidEventError, PlayActEvent, parse_action
from director.errors import DirectorError
from director.model.seat import Seat
from tests.rules.play.helpers import first, kinds, laws, play, tricks
from tests.rules.wbf2017.card_helpers import cards

KIND = "designation-corrected"
DUMMY_LEADS = tricks(upto=6)  # dummy (South) won trick 6 and leads to trick 7
DECLARER_LEADS = tricks(upto=7)  # North won trick 7 and leads to trick 8


def test_45C4b_a_slip_of_the_tongue_from_dummy_is_corrected() -> None:
    r = play(f"{DUMMY_LEADS} S:named:S4:corrected:S5 W:S3", {"slip_of_the_tongue": True})
    irr = first(r, KIND)
    assert (irr.law, irr.offender, irr.event) == ("45C4", "S", 27)
    assert (irr.questions[0].id, irr.questions[0].law) == ("slip_of_the_tongue", "45C4(b)")
    assert "45C4(b)" in laws(irr) and cards(r, 7) == [("S", "S5"), ("W", "S3")]
    assert kinds(r) == [KIND]


def test_45C4a_a_change_of_mind_from_dummy_the_named_card_is_played() -> None:
    r = play(f"{DUMMY_LEADS} S:named:S4:corrected:S5 W:S3", {"slip_of_the_tongue": False})
    assert "45C4(a)" in laws(first(r, KIND)) and cards(r, 7) == [("S", "S4"), ("W", "S3")]


def test_45C4a_a_card_named_from_declarers_own_hand_is_played() -> None:
    r = play(f"{DECLARER_LEADS} N:named:SK:corrected:S2 E:S9")
    irr = first(r, KIND)
    assert not irr.questions and "45C4(a)" in laws(irr) and "45C4(b)" not in laws(irr)
    assert cards(r, 8) == [("N", "SK"), ("E", "S9")]
    assert any("48A" in s.text for s in irr.steps)


@pytest.mark.parametrize(
    ("events", "error"),
    [
        (f"{DUMMY_LEADS} W:named:D2:corrected:D3", "West is a defender"),
        (f"{DECLARER_LEADS} S:named:S5:corrected:S6", "it is North's turn, not South's"),
        (f"{DUMMY_LEADS} S:named:SA:corrected:S5", "South does not hold SA"),
    ],
)
def test_45C4_records_that_cannot_be_are_one_line_errors(events: str, error: str) -> None:
    with pytest.raises(InvalidEventError, match=error):
        play(events, {"slip_of_the_tongue": True})


def test_the_notation_reads_and_prints_the_two_cards() -> None:
    event = parse_action(5, Seat.SOUTH, "named H8 corrected H9")
    assert isinstance(event, PlayActEvent) and str(event) == "S:named:H8:corrected:H9"
    assert str(parse_action(5, None, "named:H8:to:H9")) == "named:H8:corrected:H9"
    with pytest.raises(DirectorError, match="'named' takes the card declarer named"):
        parse_action(5, None, "named H8 corrected H8")
