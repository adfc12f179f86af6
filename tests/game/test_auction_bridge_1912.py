"""Auction Bridge 1912 as a game (director/game/auction_bridge_1912.py): the order of
declarations (44), the dealer's duty to declare (42), doubling (43), who plays (46), and the
score of a hand (47, 48; trick values of Law 4, doubling of 53 and 56)."""

import json

import pytest

from director.engine.table import Table
from director.game import AUCTION_BRIDGE_1912 as AB
from director.game import get_game
from director.model import Seat, Vulnerability
from director.model.call import Bid, Call, Strain
from director.record.incident import parse_notation
from director.scoring.auction_bridge_1912 import breakdown
from director.scoring.contract import ContractResult
from tests.conftest import Run

N, E, S, W = Seat.NORTH, Seat.EAST, Seat.SOUTH, Seat.WEST


def bid(text: str) -> Bid:
    call = Call.parse(text)
    assert isinstance(call, Bid)
    return call


def calls(text: str, dealer: Seat = N) -> list[tuple[Seat, Call]]:
    out, seat = [], dealer
    for token in text.split():
        out.append((seat, Call.parse(token)))
        seat = seat.lho
    return out


def test_the_game_is_registered_with_its_denominations() -> None:
    assert get_game("auction-bridge-1912") is AB
    assert AB.denominations == ("S", "C", "D", "H", "RS", "NT")


def test_royal_spades_notation_RS() -> None:
    assert bid("2RS") == Bid(2, Strain.SPADES, royal=True) and str(bid("2rs")) == "2RS"
    assert bid("2RS") != bid("2S") and AB.has_denomination(bid("2RS"))


def test_42_the_dealer_may_not_pass() -> None:
    assert AB.dealer_may_pass is False


@pytest.mark.parametrize(
    ("text", "over", "higher"),
    [
        ("3S", "1C", True),  # 44: 6 points each, more tricks
        ("1C", "3S", False),
        ("2S", "1C", False),  # 4 points against 6
        ("1RS", "1H", True),  # 9 against 8
        ("1NT", "1RS", True),
        ("1S", "1S", False),
        ("5S", "1NT", True),  # 10 points each, more tricks
        ("2H", "2D", True),
        ("1H", None, True),
    ],
)
def test_44_a_higher_declaration_by_points_then_tricks(text: str, over: str | None, higher: bool) -> None:
    assert AB.outranks(bid(text), bid(over) if over else None) is higher


def test_44_lowest_sufficient_declaration() -> None:
    assert AB.lowest_sufficient(Strain.SPADES, bid("1C")) == bid("3S")
    assert AB.lowest_sufficient(Strain.CLUBS, bid("1H")) == bid("2C")


def test_43_doubles_only_an_opponents_declaration_redoubles_only_an_opponents_double() -> None:
    assert AB.can_double(calls("1H"), E) and not AB.can_double(calls("1H P"), S)
    assert AB.can_redouble(calls("1H X"), S) and not AB.can_redouble(calls("1H X"), W)


def test_46_the_partner_who_first_named_the_denomination_plays() -> None:
    auction = calls("1H 2C 2H P P P")
    assert AB.declarer(auction, S, bid("2H")) is N
    # spades and royal spades are different denominations
    assert AB.declarer(calls("1S P 1RS P P P"), S, bid("1RS")) is S


def test_the_table_replays_a_1912_auction_by_the_game() -> None:
    ruling = Table(N, Vulnerability.NONE, game=AB).replay(parse_notation("1C 3S P P P"))
    assert ruling.irregularities == [] and ruling.contract is not None
    assert ruling.contract.text == "3S by E"
    royal = Table(N, Vulnerability.NONE, game=AB).replay(parse_notation("1H 1RS P P P"))
    assert royal.contract is not None and royal.contract.text == "1RS by E"
    short = Table(N, Vulnerability.NONE, game=AB).replay(parse_notation("1C 2S"))
    assert [i.kind for i in short.irregularities] == ["insufficient-bid"]


def test_a_royal_spades_bid_in_contract_bridge_is_an_input_error(run: Run) -> None:
    code, _, err = run("rule", "1RS", "--dealer", "N")
    assert code == 2 and "event 1 (N:1RS): RS is not a denomination of contract bridge" in err


def score(level: int, denomination: str, doubled: int, tricks: int, text: str = "") -> dict[str, int]:
    b = bid(f"{level}{denomination}")
    result = ContractResult(level, b.strain, doubled, S, tricks)
    return AB.score(result, Vulnerability.BOTH, royal=b.royal, calls=calls(text)).sides


def test_47_a_declaration_made_scores_every_odd_trick_at_its_value() -> None:
    assert score(2, "H", 0, 9) == {"NS": 24, "EW": 0}  # 3 odd tricks at 8
    assert score(1, "RS", 0, 7) == {"NS": 9, "EW": 0}
    assert score(3, "NT", 1, 9) == {"NS": 60 + 50, "EW": 0}  # doubled: 20 a trick, 56 bonus


def test_47_a_declaration_that_fails_scores_50_100_200_a_trick_to_the_adversaries() -> None:
    assert score(2, "H", 0, 6) == {"NS": 0, "EW": 100}
    assert score(2, "H", 1, 6) == {"NS": 0, "EW": 200}
    assert score(2, "H", 2, 6) == {"NS": 0, "EW": 400}


def test_48_the_dealers_one_spade_loses_at_most_100_unless_redoubled() -> None:
    assert score(1, "S", 0, 3, "1S P P P") == {"NS": 0, "EW": 100}  # 4 short: 200, limited
    assert score(1, "S", 1, 3, "1S X P P P") == {"NS": 0, "EW": 100}
    assert score(1, "S", 2, 3, "1S X XX P P P") == {"NS": 0, "EW": 800}
    # not the dealer's original declaration: no limit
    assert score(1, "S", 0, 3, "1C P P P") == {"NS": 0, "EW": 200}


def test_48_each_item_names_its_law() -> None:
    items = breakdown(1, Strain.SPADES, 0, 3, dealer_one_spade=True)
    assert [(i.law, i.points, i.side, i.column) for i in items] == [
        ("47", 200, "adversaries", "honour"),
        ("48", -100, "adversaries", "honour"),
    ]


def test_47_director_score_with_the_1912_edition(run: Run) -> None:
    code, out, _ = run("score", "2H+1", "--edition", "auction-bridge-1912", "-d", "S", "--json")
    data = json.loads(out)
    assert code == 0 and data["sides"] == {"NS": 24, "EW": 0}
    assert [(i["law"], i["column"]) for i in data["items"]] == [("47", "trick")]
    code, out, _ = run("score", "3RSX-2", "--edition", "auction-bridge-1912")
    assert code == 0 and "[47] 2 trick(s) short at 100 doubled: +200 to the adversaries" in out


def test_48_director_score_the_dealers_one_spade(run: Run) -> None:
    code, out, _ = run("score", "1S-4", "--edition", "auction-bridge-1912", "--dealer-one-spade", "--json")
    data = json.loads(out)
    assert code == 0 and (data["declarer_side"], data["adversaries"]) == (0, 100)
    assert [i["law"] for i in data["items"]] == ["47", "48"]


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (("9S=", "--edition", "auction-bridge-1912"), "is not an Auction Bridge result"),
        (("2H+6", "--edition", "auction-bridge-1912"), "gives 14 tricks"),
        (("2H=", "--edition", "auction-bridge-1912", "--dealer-one-spade"), "must be One Spade"),
        (("4H=", "--dealer-one-spade"), "only with --edition auction-bridge-1912"),
        (("4H=", "--edition", "whist"), "no scoring for 'whist'"),
    ],
)
def test_bad_1912_score_input_is_one_line(run: Run, args: tuple[str, ...], message: str) -> None:
    code, _, err = run("score", *args)
    assert code == 2 and message in err and err.count("\n") == 1


DEAL = "N:AKQJ.AK2.432.543 T98.QJ.AKQJ.AKQJ 765.T987.T98.T98 432.6543.765.762"


@pytest.mark.parametrize(
    ("hands", "denomination", "expected"),
    [
        (DEAL, "S", [("4 honours (4 in one hand)", 16, "declarer")]),  # AKQJ with North: 8 x 2
        (DEAL, "D", [("4 honours (4 in one hand)", 56, "adversaries")]),  # AKQJ with East: 8 x 7
        (DEAL, "NT", []),  # aces two and two
        (DEAL, "H", [("3 honours (2 in one hand)", 16, "declarer")]),  # AK with N, T with S: 2 x 8
        ("N:AKQJT.A.432.5432 98.KQJ.AKQJ.AKQJ 765.T987.T98.T98 432.65432.765.76", "RS",
         [("5 honours (5 in one hand)", 90, "declarer")]),  # royal spades: 10 x 9
        ("N:AK.A.AK432.AK432 T98.QJ2.QJT.QJT9 QJ765.KT987.98.8 432.6543.765.765", "NT",
         [("4 aces in one hand", 100, "declarer")]),
    ],
)
def test_48_honours_are_scored_as_held(hands: str, denomination: str, expected: list[tuple[str, int, str]]) -> None:
    from director.model.deal import Deal
    from director.scoring.auction_bridge_1912 import honours

    b = bid(f"1{denomination}")
    items = honours(Deal.from_pbn(hands), b.strain, N, royal=b.royal)
    assert [(i.label.split(":")[0].split(", held")[0], i.points, i.side) for i in items] == expected
    assert all(i.law == "48" and i.column == "honour" for i in items)


def test_48_director_score_with_the_deal_adds_the_honours(run: Run) -> None:
    code, out, _ = run("score", "2D-3", "--edition", "auction-bridge-1912", "-d", "N", "--deal", DEAL, "--json")
    data = json.loads(out)
    assert code == 0 and data["sides"] == {"NS": 0, "EW": 150 + 56}
    code, _, err = run("score", "2D-3", "--edition", "auction-bridge-1912", "--deal", DEAL)
    assert code == 2 and "--deal: give --declarer too" in err
