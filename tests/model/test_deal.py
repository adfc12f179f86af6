
import pytest

from director.errors import InvalidDealError
from director.model import Card, Deal, Hand, Seat
from tests.realdata import all_handrecords

DEAL = "N:AKQ2.J54.T98.432 JT98.AKQ.765.AK5 7654.T98.AKQ.QJ6 3.7632.J432.T987"


def test_deal_round_trip() -> None:
    deal = Deal.from_pbn(DEAL)
    assert deal.to_pbn() == DEAL
    assert deal[Seat.EAST] == Hand.from_pbn("JT98.AKQ.765.AK5")
    assert deal.holder(Card.parse("SA")) is Seat.NORTH
    assert deal.holder(Card.parse("C7")) is Seat.WEST
    assert deal.is_complete


def test_deal_from_another_first_seat() -> None:
    deal = Deal.from_pbn("E:JT98.AKQ.765.AK5 7654.T98.AKQ.QJ6 3.7632.J432.T987 AKQ2.J54.T98.432")
    assert deal == Deal.from_pbn(DEAL)
    assert deal.to_pbn(Seat.EAST).startswith("E:JT98")


def test_hand_accepts_10_for_ten_and_voids() -> None:
    hand = Hand.from_pbn("AK10.QJ10987654..2")
    assert len(hand) == 13 and Card.parse("ST") in hand and Card.parse("HT") in hand
    assert hand.to_pbn() == "AKT.QJT987654..2"


def test_unknown_hands_are_allowed() -> None:
    deal = Deal.from_pbn("N:AKQ2.J54.T98.432 - - -")
    assert not deal.is_complete
    assert deal[Seat.SOUTH] is None
    assert deal.to_pbn() == "N:AKQ2.J54.T98.432 - - -"


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("N:AKQ2.J54.T98.43 JT98.AKQ.765.AK5 7654.T98.AKQ.QJ6 3.7632.J432.T987",
         "north's hand has 12 cards, not 13; missing from the deal: C2"),
        ("N:AKQ2.J54.T98.432 JT98.AKQ.765.AK5 7654.T98.AKQ.QJ6 3.7632.J432.T982",
         "C2 is in both north's and west's hands"),
        ("N:AKQ2.J54.T98.432 JT98.AKQ.765.AK5 7654.T98.AKQ.QJ6 3.7632.J432.T987 2.3.4.5",
         "expected 4 hands, found 5"),
        ("N:AKQ2.J54.T98.4322 - - -", "C2 is given twice"),
        ("N:AKQ2.J54.T98.432.5 - - -", "expected 4 suits"),
        ("N:AKQ2.J54.T98.4Z2 - - -", "north's hand: .*'Z' is not a rank in clubs"),
        ("N:AKQ2.J54.T98 - - -", "expected 4 suits"),
        ("AKQ2.J54.T98.432 - - -", "expected 'N:'"),
        ("Q:AKQ2.J54.T98.432 - - -", "'Q' is not a seat"),
        ("N:AKQ2.J54.T98.432A - - -", "north's hand has 14 cards"),
    ],
)  # fmt: skip
def test_bad_deals_are_rejected_naming_the_problem(text: str, message: str) -> None:
    with pytest.raises(InvalidDealError, match=message):
        Deal.from_pbn(text)


def test_every_deal_in_the_real_pbn_files_round_trips() -> None:
    import re

    files = all_handrecords(".pbn")
    count = 0
    for path in files:
        text = path.read_bytes().decode("utf-8", errors="replace")
        for value in re.findall(r'^\[Deal "([^"]*)"\]', text, flags=re.MULTILINE):
            if not value.strip():  # an empty Deal tag: no deal recorded
                continue
            deal = Deal.from_pbn(value)
            first = Seat.parse(value[0])
            assert Deal.from_pbn(deal.to_pbn(first)) == deal
            count += 1
    assert count > 50


def test_holders_names_the_seat_of_every_known_card() -> None:
    deal = Deal.from_pbn("N:AKQ2.J54.T98.432 - 7654.T98.AKQ.QJ6 -")
    holders = deal.holders()
    assert len(holders) == 26
    for seat in (Seat.NORTH, Seat.SOUTH):
        hand = deal[seat]
        assert hand is not None and all(holders[card] is seat for card in hand)
    assert Card.parse("SA") in holders and holders[Card.parse("SA")] is Seat.NORTH
    assert Card.parse("SJ") not in holders  # in an unknown hand
