import pytest

from director.errors import InvalidCallError, InvalidCardError
from director.model import Bid, Call, Card, Double, Pass, Rank, Redouble, Strain, Suit


@pytest.mark.parametrize(
    ("text", "expected"),
    [("SA", "SA"), ("as", "SA"), ("♠A", "SA"), ("A♠", "SA"), ("H10", "HT"), ("10♥", "HT"),
     ("ht", "HT"), ("♦2", "D2"), ("cK", "CK"), ("♣Q", "CQ")],
)  # fmt: skip
def test_card_parse_and_format(text: str, expected: str) -> None:
    card = Card.parse(text)
    assert str(card) == expected
    assert Card.parse(str(card)) == card


@pytest.mark.parametrize("text", ["", "S", "S1", "X9", "SZ", "11S"])
def test_card_parse_rejects_with_the_input_quoted(text: str) -> None:
    with pytest.raises(InvalidCardError, match=f"invalid card {text!r}"):
        Card.parse(text)


def test_cards_order_by_suit_then_rank() -> None:
    assert Card(Suit.CLUBS, Rank.ACE) < Card(Suit.DIAMONDS, Rank.TWO)
    assert Card(Suit.SPADES, Rank.TEN) < Card(Suit.SPADES, Rank.JACK)
    assert Card.parse("SA").symbol == "♠A"


@pytest.mark.parametrize(
    ("text", "expected"),
    [("1NT", "1NT"), ("1N", "1NT"), ("1nt", "1NT"), ("3♠", "3S"), ("2h", "2H"), ("7 NT", "7NT"),
     ("P", "Pass"), ("Pass", "Pass"), ("p", "Pass"), ("X", "X"), ("Dbl", "X"), ("D", "X"),
     ("XX", "XX"), ("Rdbl", "XX"), ("R", "XX"), ("8♠", "8S")],
)  # fmt: skip
def test_call_parse_and_format(text: str, expected: str) -> None:
    call = Call.parse(text)
    assert str(call) == expected
    assert Call.parse(str(call)) == call


def test_call_kinds() -> None:
    assert isinstance(Call.parse("pass"), Pass)
    assert isinstance(Call.parse("dbl"), Double)
    assert isinstance(Call.parse("rdbl"), Redouble)
    assert Call.parse("4♥") == Bid(4, Strain.HEARTS)


def test_bid_above_seven_is_held_for_law_38() -> None:
    bid = Call.parse("8S")
    assert isinstance(bid, Bid)
    assert bid.level == 8
    assert not bid.is_legal_level
    assert Bid(7, Strain.NOTRUMP).is_legal_level


def test_bid_order_and_sufficiency() -> None:
    one_heart = Bid(1, Strain.HEARTS)
    one_spade = Bid(1, Strain.SPADES)
    one_nt = Bid(1, Strain.NOTRUMP)
    two_clubs = Bid(2, Strain.CLUBS)
    assert one_heart < one_spade < one_nt < two_clubs
    assert one_spade.is_sufficient_over(one_heart)
    assert not one_heart.is_sufficient_over(one_spade)
    assert not one_heart.is_sufficient_over(one_heart)
    assert one_heart.is_sufficient_over(None)
    assert Bid(1, Strain.CLUBS).rank == 0 and Bid(7, Strain.NOTRUMP).rank == 34


@pytest.mark.parametrize("text", ["", "1Z", "0S", "NT", "Q", "pas", "1 spadez"])
def test_call_parse_rejects_with_the_input_quoted(text: str) -> None:
    with pytest.raises(InvalidCallError, match=f"invalid call {text!r}"):
        Call.parse(text)


def test_calls_are_frozen_value_types() -> None:
    bid = Bid(1, Strain.CLUBS)
    with pytest.raises(AttributeError):
        bid.level = 2  # type: ignore[misc]
    assert {Call.parse("1C"), Call.parse("1c"), Call.parse("P"), Call.parse("pass")} == {
        Bid(1, Strain.CLUBS),
        Pass(),
    }
    assert repr(Call.parse("1n")) == "Call.parse('1NT')"
