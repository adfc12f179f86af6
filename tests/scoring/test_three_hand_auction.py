"""Three-handed Auction's score of a hand (Foster's three-hand laws 12, 13; the declarer's
hand as in Auction Bridge 1912, Laws 47, 48, 56): each player's own score."""

import json
from pathlib import Path
from types import SimpleNamespace

import pytest

from director.editions import get_edition
from director.engine.ruling import HonourPoints, Irregularity, ScoreOut
from director.game import THREE_HAND_AUCTION as TH
from director.model import Seat, Vulnerability
from director.model.call import Bid, Call, Pass, Strain
from director.model.deal import Deal
from director.scoring.contract import ContractResult
from director.scoring.three_hand_auction import PlayerItem, breakdown, honours, totals
from tests.conftest import Run

N, E, S, W = Seat.NORTH, Seat.EAST, Seat.SOUTH, Seat.WEST
# North: A K Q J of spades, the club ace; East: the heart ace and king; South: the spade
# ten, the heart queen and jack, the diamond ace; the dummy packet (West): the heart ten.
DEAL = Deal.from_pbn("N:AKQJ.432.432.A32 5432.AK5.765.K54 T876.QJ6.AKQ.QJ6 9.T987.JT98.T987")


def seats(items: list[PlayerItem]) -> list[tuple[str, int, str]]:
    return [(i.seat, i.points, i.law) for i in items]


def test_12_declaration_made_the_declarer_scores_as_in_auction() -> None:
    items = breakdown(2, Strain.HEARTS, 0, 9, S)
    assert seats(items) == [("S", 24, "12 (Auction 47)")]  # 3 odd tricks at 8
    assert items[0].column == "trick"
    assert totals(items) == {"N": 0, "E": 0, "S": 24}


def test_12_a_doubled_declaration_made_adds_the_auction_56_bonuses() -> None:
    items = breakdown(1, Strain.NOTRUMP, 1, 8, E)
    assert seats(items) == [
        ("E", 40, "12 (Auction 47)"),  # 2 odd tricks at 20
        ("E", 50, "12 (Auction 56)"),  # declaration made doubled
        ("E", 50, "12 (Auction 56)"),  # a trick over
    ]


@pytest.mark.parametrize(("doubled", "per"), [(0, 50), (1, 100), (2, 200)])
def test_12_a_failed_declaration_is_scored_by_each_adversary(doubled: int, per: int) -> None:
    items = breakdown(3, Strain.CLUBS, doubled, 7, N)  # two short
    assert seats(items) == [("E", 2 * per, "12 (Auction 47)"), ("S", 2 * per, "12 (Auction 47)")]
    assert all(i.column == "honour" for i in items)
    assert totals(items) == {"N": 0, "E": 2 * per, "S": 2 * per}


def test_12_with_auction_48_the_dealers_one_spade_costs_each_adversary_at_most_100() -> None:
    capped = totals(breakdown(1, Strain.SPADES, 1, 4, N, dealer_one_spade=True))
    assert capped == {"N": 0, "E": 100, "S": 100}  # 3 short doubled: 300 each, limited
    redoubled = totals(breakdown(1, Strain.SPADES, 2, 4, N, dealer_one_spade=True))
    assert redoubled == {"N": 0, "E": 600, "S": 600}


def test_13_trump_honours_are_each_holders_the_dummy_packets_go_to_the_declarer() -> None:
    # Spades trumps (2 a trick): North A K Q J (4: 8 tricks' value), South the ten (1).
    assert seats(honours(DEAL, Strain.SPADES, E)) == [("N", 16, "13"), ("S", 2, "13")]
    # Royal spades (9 a trick): the same honours at 9.
    assert seats(honours(DEAL, Strain.SPADES, E, royal=True)) == [("N", 72, "13"), ("S", 9, "13")]
    # Hearts (8): East A K (2x), South Q J (2x), the dummy packet the ten (1x) to the declarer
    # North, counted apart from his own (none).
    items = honours(DEAL, Strain.HEARTS, N)
    assert seats(items) == [("E", 16, "13"), ("S", 16, "13"), ("N", 8, "13")]
    assert "the dummy packet's" in items[-1].label


def deal_giving_north(honours_: str, suit: str = "D") -> Deal:
    """North holds ``honours_`` of ``suit`` and low cards; the other cards go round."""
    ranks = "AKQJT98765432"
    pack = [f"{suit}{honours_[i]}" for i in range(len(honours_))]
    pack += [f"{s}{r}" for s in "CSHD" for r in ranks if f"{s}{r}" not in pack]
    hands = [pack[i * 13 : (i + 1) * 13] for i in range(4)]
    pbn = [
        ".".join("".join(c[1] for c in hand if c[0] == s) for s in "SHDC") for hand in hands
    ]
    return Deal.from_pbn("N:" + " ".join(pbn))


@pytest.mark.parametrize(("count", "units"), [(1, 1), (2, 2), (3, 3), (4, 8), (5, 10)])
def test_13_one_to_five_honours_in_one_hand(count: int, units: int) -> None:
    items = honours(deal_giving_north("AKQJT"[:count]), Strain.DIAMONDS, E)
    assert [i for i in seats(items) if i[0] == "N"] == [("N", 7 * units, "13")]


def test_13_no_trumps_each_ace_10_four_in_one_hand_100() -> None:
    assert [i for i in seats(honours(DEAL, Strain.NOTRUMP, S)) if i[0] == "N"] == [("N", 20, "13")]
    aces = Deal.from_pbn("N:A432.A32.A32.A32 KQJT.KQJ.KQJ.KQJ 9876.T98.T98.T98 5.7654.7654.7654")
    assert seats(honours(aces, Strain.NOTRUMP, E)) == [("N", 100, "13")]
    # the declarer's own two aces and the dummy packet's two: 20 and 20, not 100
    split = Deal.from_pbn("N:A432.A32.K32.K32 KQJT.KQJ.QJT.QJT 9876.T98.987.987 5.7654.A654.A654")
    assert seats(honours(split, Strain.NOTRUMP, N)) == [("N", 20, "13"), ("N", 20, "13")]


def test_13_nothing_when_a_hand_is_unknown() -> None:
    assert honours(Deal.from_pbn("N:AKQJ.432.432.A32 - - -"), Strain.SPADES, N) == []


def test_the_game_scores_each_player_and_no_sides() -> None:
    calls: list[tuple[Seat, Call]] = [(N, Bid(1, Strain.SPADES)), (E, Pass()), (S, Pass())]
    result = ContractResult(1, Strain.SPADES, 1, N, 4)
    hand = TH.score(result, Vulnerability.NONE, calls=calls, deal=DEAL)
    # 48: the dealer's One Spade, 3 short doubled, costs each adversary's 300 down to 100;
    # 13: North's four spade honours 8 x 2, South's ten 2.
    assert hand.sides == {} and hand.players == {"N": 16, "E": 100, "S": 102}
    assert hand.declarer_side == 16
    assert {i.law for i in hand.items} == {"12 (Auction 47)", "12 (Auction 48)", "13"}


def test_the_rulings_honour_points_are_added_to_each_player() -> None:
    from director.engine.play_end import _player_scores

    irregularity = Irregularity(kind="k", law="5", offender="E", event=2, summary="")
    irregularity.rectification.honour_points = [
        HonourPoints(seat="N", points=50, law="5"),
        HonourPoints(seat="S", points=50, law="5"),
    ]
    context = SimpleNamespace(
        number=1, spec=SimpleNamespace(title="Declaration out of turn"), out=irregularity
    )
    table = SimpleNamespace(contexts=[context], edition=get_edition("three-hand-auction"))
    out = ScoreOut(
        contract="2H", declarer="S", tricks=8, vulnerable=False, result="2H=", declarer_side=16
    )
    items = breakdown(2, Strain.HEARTS, 0, 8, S)
    _player_scores(table, out, totals(items), items)  # type: ignore[arg-type]
    assert out.players == {"N": 50, "E": 0, "S": 66} and out.declarer_side == 66
    assert [(i.seat, i.points, i.law) for i in out.items][1:] == [("N", 50, "5"), ("S", 50, "5")]
    assert out.items[1].label == "declaration out of turn by E (event 2)"
    assert "ns" not in out.model_dump(mode="json")


def test_cli_score_12_13_each_item_with_its_law_and_each_players_total(run: Run) -> None:
    deal = DEAL.to_pbn()
    code, out, _ = run("score", "2H+1", "--edition", "three-hand-auction", "-d", "S", "--deal", deal)
    assert code == 0
    assert "[12 (Auction 47)] 3 odd trick(s) at 8: +24 to South (trick column)" in out
    assert "[13] 1 honour(s) (the dummy packet's): one trick's value at 8: +8 to South" in out
    assert out.rstrip().endswith("N 0   E 16   S 48")


def test_cli_score_json_a_failed_declaration_scored_by_both_adversaries(run: Run) -> None:
    code, out, _ = run("score", "3CX-2", "--edition", "three-hand-auction", "-d", "E", "--json")
    assert code == 0
    data = json.loads(out)
    assert data["edition"] == "three-hand-auction" and data["players"] == {"N": 200, "E": 0, "S": 200}
    assert [(i["seat"], i["law"], i["column"]) for i in data["items"]] == [
        ("N", "12 (Auction 47)", "honour"),
        ("S", "12 (Auction 47)", "honour"),
    ]


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (("1S=",), "--declarer: needed"),
        (("1S=", "-d", "W"), "West is the dummy packet's place"),
        (("2H=", "-d", "N", "--dealer-one-spade"), "must be One Spade"),
        (("9Q", "-d", "N"), "is not an Auction Bridge result"),
        (("1S=", "-d", "N", "--deal", "N:AKQ"), "--deal:"),
    ],
)
def test_cli_score_bad_input_is_one_line_exit_2(run: Run, args: tuple[str, ...], message: str) -> None:
    code, out, err = run("score", *args, "--edition", "three-hand-auction")
    assert code == 2 and message in err and len(err.strip().splitlines()) == 1 and out == ""


EXAMPLES = Path(__file__).resolve().parents[2] / "examples" / "incidents"


@pytest.mark.parametrize(
    ("example", "players", "laws"),
    [
        ("th-score-01-made-with-honours", {"N": 8, "E": 0, "S": 64}, {"12 (Auction 47)", "13"}),
        (
            "th-score-02-failed-doubled-both-adversaries-score",
            {"N": 10, "E": 620, "S": 610},
            {"12 (Auction 47)", "13"},
        ),
        (
            "th-score-03-dealers-one-spade-doubled",
            {"N": 106, "E": 0, "S": 104},
            {"12 (Auction 47)", "12 (Auction 48)", "13"},
        ),
    ],
)
def test_12_13_examples_each_player_scores_his_own(
    run: Run, example: str, players: dict[str, int], laws: set[str]
) -> None:
    code, out, err = run("replay", str(EXAMPLES / f"{example}.yaml"), "--json", "--no-log")
    assert code == 0, err
    score = json.loads(out)["score"]
    assert score["players"] == players and score["law"] == "12"
    assert {i["law"] for i in score["items"]} == laws
    assert "ns" not in score and "ew" not in score
