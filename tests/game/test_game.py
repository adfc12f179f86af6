"""The game model (director/game): contract bridge as the 2017 and 1997 codes define it, and
the engine playing the auction and the score by the table's game, not by itself."""

from typing import ClassVar

import pytest

from director.editions import get_edition
from director.engine.auction import Auction
from director.engine.table import Table
from director.errors import UnknownGameError
from director.game import CONTRACT_BRIDGE, ContractBridge, get_game
from director.model import Seat, Vulnerability
from director.model.call import Bid, Call, Strain
from director.model.card import Suit
from director.record.incident import parse_notation
from director.scoring.contract import ContractResult
from director.scoring.law77 import score

N, E, S, W = Seat.NORTH, Seat.EAST, Seat.SOUTH, Seat.WEST


def calls(text: str, dealer: Seat = N) -> list[tuple[Seat, Call]]:
    out, seat = [], dealer
    for token in text.split():
        out.append((seat, Call.parse(token)))
        seat = seat.lho
    return out


def bid(text: str) -> Bid:
    call = Call.parse(text)
    assert isinstance(call, Bid)
    return call


def test_both_editions_name_contract_bridge() -> None:
    assert get_edition("wbf-2017").game is get_edition("wbf-1997").game is CONTRACT_BRIDGE
    assert Table(N, Vulnerability.NONE, edition="wbf-1997").game is CONTRACT_BRIDGE


def test_an_unknown_game_is_a_one_line_error() -> None:
    with pytest.raises(UnknownGameError, match="unknown game 'whist'"):
        get_game("whist")


def test_contract_bridge_players_and_deck() -> None:
    game = CONTRACT_BRIDGE
    assert game.seats == (N, E, S, W) and game.fixed_partnerships
    assert game.partner(N) is S and game.are_opponents(N, E) and not game.are_opponents(E, W)
    assert (game.deck_size, game.hand_size, game.book, game.max_level) == (52, 13, 6, 7)
    assert game.next_seat(W) is N and game.dealer_may_pass


@pytest.mark.parametrize(
    ("text", "over", "higher"),
    [("1S", "1H", True), ("1NT", "1S", True), ("2C", "1NT", True), ("1H", "1H", False),
     ("1C", "1D", False), ("3C", None, True)],
)
def test_18B_18D_order_of_bids(text: str, over: str | None, higher: bool) -> None:
    assert CONTRACT_BRIDGE.outranks(bid(text), bid(over) if over else None) is higher


def test_18B_lowest_sufficient_bid() -> None:
    assert CONTRACT_BRIDGE.lowest_sufficient(Strain.CLUBS, Bid(1, Strain.HEARTS)) == Bid(2, Strain.CLUBS)
    assert CONTRACT_BRIDGE.lowest_sufficient(Strain.NOTRUMP, Bid(1, Strain.HEARTS)) == Bid(1, Strain.NOTRUMP)
    assert CONTRACT_BRIDGE.lowest_sufficient(Strain.SPADES, None) == Bid(1, Strain.SPADES)


def test_19A1_19B1_who_may_double_and_redouble() -> None:
    auction = calls("1H P")
    assert not CONTRACT_BRIDGE.can_double(auction, S)  # his partner's bid
    assert CONTRACT_BRIDGE.can_double(calls("1H"), E)
    assert CONTRACT_BRIDGE.can_redouble(calls("1H X"), S)
    assert not CONTRACT_BRIDGE.can_redouble(calls("1H X"), W)


def test_22A_end_of_the_auction() -> None:
    assert CONTRACT_BRIDGE.is_complete(calls("P P P P"))
    assert not CONTRACT_BRIDGE.is_complete(calls("P P P"))
    assert CONTRACT_BRIDGE.is_complete(calls("1H P P P"))
    assert not CONTRACT_BRIDGE.is_complete(calls("1H P P"))


def test_declarer_is_the_first_of_the_side_to_name_the_denomination() -> None:
    auction = Auction(N, calls("1H P 2C P 2H P 4H P P P"))
    contract = auction.contract()
    assert contract is not None and contract.declarer is N and str(contract) == "4H by N"


def test_77_the_hand_scores_by_the_law_77_table() -> None:
    made = ContractResult(4, Strain.HEARTS, 0, S, 10)
    assert CONTRACT_BRIDGE.score(made, Vulnerability.NS).declarer_side == score(made, True) == 620
    assert CONTRACT_BRIDGE.score(made, Vulnerability.NS).sides == {"NS": 620, "EW": -620}
    down = ContractResult(3, Strain.NOTRUMP, 1, E, 7)
    assert CONTRACT_BRIDGE.score(down, Vulnerability.NONE).sides == {"NS": 300, "EW": -300}


class NoTrumpLowest(ContractBridge):
    """A variant that differs in one thing: no trump ranks below clubs."""

    id: ClassVar[str] = "test-no-trump-lowest"

    def outranks(self, bid: Bid, other: Bid | None) -> bool:
        def rank(b: Bid) -> int:
            return b.level * 5 + (0 if b.strain == Strain.NOTRUMP else b.strain + 1)

        return other is None or rank(bid) > rank(other)


def test_the_table_rules_by_its_game_not_by_contract_bridge() -> None:
    events = parse_notation("1C 1NT")
    bridge = Table(N, Vulnerability.NONE).replay(events)
    assert [i.kind for i in bridge.irregularities] == []
    variant = Table(N, Vulnerability.NONE, game=NoTrumpLowest()).replay(events)
    assert [i.kind for i in variant.irregularities] == ["insufficient-bid"]


class HeartsAlwaysTrumps(ContractBridge):
    """A variant whose trick rules differ in one thing: hearts are always trumps."""

    id: ClassVar[str] = "test-hearts-trumps"

    def trump(self, strain: Strain) -> Suit | None:
        return Suit.HEARTS


def test_the_play_takes_its_trump_suit_from_the_game() -> None:
    events = parse_notation("1NT AP E:S3 S:S7 W:H2 N:S2")  # West shows out, no deal given
    bridge = Table(N, Vulnerability.NONE).replay(events)
    variant = Table(N, Vulnerability.NONE, game=HeartsAlwaysTrumps()).replay(events)
    assert bridge.play is not None and variant.play is not None
    assert (bridge.play[0].winner, variant.play[0].winner) == ("S", "W")
