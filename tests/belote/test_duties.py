"""Article 9, the trick duties, and 8C, the winning card; a card against them is a renonce
(12A)."""

from director.belote.cards import PACK, Card, Suit, card_points, parse_card
from director.belote.duties import allowed_cards, winning
from director.belote.options import Options
from director.model.seat import Seat

H = Suit.HEARTS
N, E, S, W = Seat.NORTH, Seat.EAST, Seat.SOUTH, Seat.WEST


def cards(text: str) -> frozenset[Card]:
    return frozenset(parse_card(t) for t in text.split())


def trick(text: str) -> list[tuple[Seat, Card]]:
    out = []
    for t in text.split():
        seat, card = t.split(":")
        out.append((Seat.parse(seat), parse_card(card)))
    return out


def allowed(hand: str, played: str, seat: Seat = S, **options: str) -> frozenset[Card]:
    return allowed_cards(cards(hand), trick(played), seat, H, Options(**options))[0]


def test_2a_2b_2c_the_pack_holds_152_points_in_any_trump() -> None:
    assert sum(card_points(c, H) for c in PACK) == 152
    assert card_points(parse_card("HJ"), H) == 20 and card_points(parse_card("SJ"), H) == 2
    assert card_points(parse_card("H9"), H) == 14 and card_points(parse_card("S9"), H) == 0


def test_8c_highest_trump_wins_else_highest_of_suit_led() -> None:
    assert winning(trick("W:SA N:S10 E:H7"), H)[0] == E
    assert winning(trick("W:SK N:S10 E:DA"), H)[0] == N
    assert winning(trick("W:HA N:H9"), H)[0] == N  # 9 over ace in trumps


def test_9a_follow_suit_need_not_beat() -> None:
    assert allowed("S7 SA HJ", "W:SK") == cards("S7 SA")


def test_9b_trump_lead_beat_the_highest_trump_even_over_partner() -> None:
    # North (partner of South) leads the nine; South holds the jack and the ace
    assert allowed("HJ HA D7", "N:H9 W:H7") == cards("HJ")
    assert allowed("HJ HA D7", "N:H9 W:H7", overtrump_partner="no") == cards("HJ HA")
    assert allowed("HA HK D7", "W:HJ N:H7") == cards("HA HK")  # cannot beat: any trump


def test_9c_void_opponent_winning_must_trump_and_overtrump() -> None:
    assert allowed("H7 HJ D7", "W:SA") == cards("H7 HJ")  # trump
    assert allowed("H7 HJ D7", "W:SA N:S7 E:H9") == cards("HJ")  # overtrump
    # unable to overtrump: the seed's rule (default) still wants a trump; FFB contrée does not
    assert allowed("H7 D7", "W:SA N:S7 E:H9") == cards("H7")
    assert allowed("H7 D7", "W:SA N:S7 E:H9", undertrump="no") == cards("H7 D7")


def test_9d_partner_winning_any_card_or_a_trump_that_beats() -> None:
    assert allowed("H7 HJ D7", "E:SK N:SA W:S7") == cards("H7 HJ D7")
    must = allowed("H7 HJ D7", "E:SK N:H8 W:S7", trump_over_partner="must-beat")
    assert must == cards("HJ D7")


def test_2e_2f_all_trumps_and_no_trumps_hold_152_points_too() -> None:
    assert sum(card_points(c, "TA") for c in PACK) == 152
    assert sum(card_points(c, None) for c in PACK) == 152
    assert card_points(parse_card("SJ"), "TA") == 13 and card_points(parse_card("DA"), None) == 19


def test_8c_9e_all_trumps_beat_the_winning_card_even_partners_no_trumps_just_follow() -> None:
    assert winning(trick("W:SJ N:HJ"), "TA")[0] == W  # no suit cuts another
    everything = allowed_cards(cards("S9 S7 D7"), trick("N:SA W:S8"), S, "TA", Options())[0]
    assert everything == cards("S9")  # partner North's ace is beaten by the nine
    assert allowed_cards(cards("S9 S7 D7"), trick("N:SA"), S, None, Options())[0] == cards("S9 S7")
    assert allowed_cards(cards("H7 D7"), trick("N:SA"), S, "TA", Options())[0] == cards("H7 D7")
