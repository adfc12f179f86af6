"""Three-handed Auction as a game (director/game/three_hand_auction.py): three players each
for himself and a dummy packet (L1, L3, L4), the final declaration passed by both others and
played by its maker (L7), doubling (L10 with Auction Bridge L43)."""

import pytest

from director.engine.table import Table
from director.game import THREE_HAND_AUCTION as TH
from director.game import get_game
from director.model import Seat, Vulnerability
from director.model.call import Bid, Call, Strain
from director.record.incident import parse_notation
from tests.conftest import Run

N, E, S, W = Seat.NORTH, Seat.EAST, Seat.SOUTH, Seat.WEST


def calls(text: str, dealer: Seat = N) -> list[tuple[Seat, Call]]:
    out, seat = [], dealer
    for token in text.split():
        out.append((seat, Call.parse(token)))
        seat = TH.next_seat(seat)
    return out


def test_L1_L3_three_players_each_for_himself_and_a_dummy_packet() -> None:
    assert get_game("three-hand-auction") is TH
    assert TH.seats == (N, E, S) and TH.dummy_packet is W and not TH.fixed_partnerships
    assert TH.partner(N) is None
    assert TH.are_opponents(N, S) and TH.are_opponents(E, S)  # L4: no partners in the auction
    assert [TH.next_seat(s) for s in (N, E, S)] == [E, S, N]


def test_L4_the_dealer_declares_and_bids_rank_as_in_auction() -> None:
    assert TH.dealer_may_pass is False
    assert TH.outranks(Bid(3, Strain.SPADES), Bid(1, Strain.CLUBS))  # Auction Bridge 44


def test_L7_a_declaration_passed_by_both_others_is_final_and_its_maker_plays() -> None:
    assert TH.is_complete(calls("1H P P")) and not TH.is_complete(calls("1H P"))
    # South raised North's hearts: there are no partners, the last maker plays
    auction = calls("1H 2C 2H P P")
    assert TH.is_complete(auction)
    assert TH.declarer(auction, S, Bid(2, Strain.HEARTS)) is S
    ruling = Table(N, Vulnerability.NONE, game=TH).replay(parse_notation("1H 2C 2H P P"))
    assert ruling.irregularities == [] and ruling.contract is not None
    assert ruling.contract.text == "2H by S"


def test_L10_any_other_player_may_double_only_the_doubled_player_redoubles() -> None:
    assert TH.can_double(calls("1H"), E) and TH.can_double(calls("1H P"), S)
    assert not TH.can_double(calls("1H P"), N)  # his own declaration
    assert TH.can_redouble(calls("1H X"), N) and not TH.can_redouble(calls("1H X"), S)


def test_a_call_by_the_dummy_packet_is_an_input_error() -> None:
    from director.engine.events import InvalidEventError

    with pytest.raises(
        InvalidEventError, match=r"event 2 \(W:1S\): West is not a player of three-handed auction"
    ):
        Table(N, Vulnerability.NONE, game=TH).replay(parse_notation("1H W:1S"))


def test_the_play_of_three_handed_auction_is_replayed() -> None:
    # (L7, L8: tests/game/test_three_hand_play.py) East, North's left-hand adversary, leads
    ruling = Table(N, Vulnerability.NONE, game=TH).replay(parse_notation("1H P P E:S2"))
    assert ruling.play[0].leader == "E" and ruling.play[0].cards[0].card == "S2"


def test_contract_bridge_keeps_its_four_players(run: Run) -> None:
    code, _, _ = run("rule", "1H W:1S", "--dealer", "S", "--json")
    assert code == 0  # West bids in turn at contract bridge
