"""Law 77 scores checked against the table by hand (each expected value worked in a comment).

Table used: trick points per odd trick C/D 20, H/S 30, NT 40 then 30 (x2 doubled, x4
redoubled); game bonus 300 NV / 500 V when trick points reach 100, else partscore 50; 50 for
making doubled, 100 redoubled; overtricks trick value undoubled, 100/200 doubled, 200/400
redoubled (NV/V); small slam 500/750, grand 1000/1500. Undertricks: undoubled 50 NV / 100 V
each; doubled NV 100, then 200, 200, then 300 each (200 plus the 100 bonus from the fourth);
doubled V 200, then 300 each; redoubled twice doubled.
"""

import pytest
from hypothesis import given
from hypothesis import strategies as st

from director.model.board import Vulnerability
from director.model.call import Strain
from director.model.seat import Seat
from director.scoring.contract import PASSED_OUT, ContractResult, InvalidContractError, parse_result
from director.scoring.law77 import breakdown, ns_score, score, side_score

NV, V = False, True

CASES = [
    # --- the reference values of the brief
    ("4S=", V, 620),  # 4 x 30 = 120 + 500 game
    ("3NT+1", NV, 430),  # 40 + 2 x 30 = 100, +30 overtrick, +300 game
    ("1NTX-2", V, -500),  # 200 + 300
    ("7NTXX=", V, 2980),  # 160 + 6 x 120 = 880, +100 redoubled, +500 game, +1500 grand
    ("2CX=", NV, 180),  # 2 x 40 = 80, +50 partscore, +50 doubled
    ("1NTX-2", NV, -300),  # 100 + 200
    ("3NTXX-4", NV, -1600),  # 200 + 400 + 400 + 600
    ("3NTXX-4", V, -2200),  # 400 + 600 + 600 + 600
    ("6HX-1", V, -200),  # first undertrick doubled vulnerable
    ("1CXX=", NV, 230),  # 80, +50 partscore, +100 redoubled
    ("1CX+1", V, 340),  # 40, +50 partscore, +50 doubled, +200 overtrick doubled V
    ("7NTXX-13", V, -7600),  # 400 + 12 x 600
    ("4SX-1", NV, -100),
    ("2H-3", V, -300),  # 3 x 100
    # --- doubled undertricks, not vulnerable: 100, 200, 200, 300, 300 ...
    ("4SX-2", NV, -300),  # 100 + 200
    ("4SX-3", NV, -500),  # 100 + 200 + 200
    ("4SX-4", NV, -800),  # 100 + 200 + 200 + 300
    ("4SX-5", NV, -1100),  # 800 + 300
    ("4SX-6", NV, -1400),  # 1100 + 300
    # --- doubled undertricks, vulnerable: 200, then 300 each
    ("4SX-1", V, -200),
    ("4SX-2", V, -500),  # 200 + 300
    ("4SX-3", V, -800),  # 200 + 300 + 300
    ("4SX-4", V, -1100),  # 800 + 300
    ("4SX-5", V, -1400),  # 1100 + 300
    # --- redoubled undertricks, not vulnerable: 200, 400, 400, 600, 600 ...
    ("4SXX-1", NV, -200),
    ("4SXX-2", NV, -600),  # 200 + 400
    ("4SXX-3", NV, -1000),  # 200 + 400 + 400
    ("4SXX-4", NV, -1600),  # 1000 + 600
    ("4SXX-5", NV, -2200),  # 1600 + 600
    # --- redoubled undertricks, vulnerable: 400, then 600 each
    ("4SXX-1", V, -400),
    ("4SXX-2", V, -1000),  # 400 + 600
    ("4SXX-3", V, -1600),  # 400 + 600 + 600
    ("4SXX-4", V, -2200),  # 1600 + 600
    ("4SXX-5", V, -2800),  # 2200 + 600
    # --- undoubled undertricks
    ("4S-1", NV, -50),
    ("3NT-4", NV, -200),  # 4 x 50
    ("6NT-3", V, -300),  # 3 x 100
    # --- making doubled or redoubled, with overtricks
    ("1NTX=", NV, 180),  # 80, +50 partscore, +50 doubled
    ("1NTX+1", NV, 280),  # 80, +100 overtrick, +50 partscore, +50 doubled
    ("1NTXX=", NV, 560),  # 160 is game: +300, +100 redoubled
    ("1NTXX+1", V, 1160),  # 160, +400 overtrick, +500 game, +100 redoubled
    ("2SX=", NV, 470),  # 2 x 60 = 120 is game: +300, +50 doubled
    ("2SX=", V, 670),  # 120, +500, +50
    ("3HX+2", NV, 730),  # 180, +2 x 100, +300, +50
    ("4SXX+1", V, 1480),  # 4 x 120 = 480, +400, +500, +100
    ("5DX+1", V, 950),  # 5 x 40 = 200, +200, +500, +50
    ("2DXX+2", NV, 960),  # 2 x 80 = 160 game: +2 x 200 = 400, +300, +100
    # --- part score against game: only the tricks bid count toward game
    ("2NT=", NV, 120),  # 40 + 30 = 70, +50 partscore
    ("2NT+1", NV, 150),  # 70, +30 overtrick, +50 partscore (no game)
    ("3NT=", NV, 400),  # 100, +300
    ("3NT=", V, 600),  # 100, +500
    ("3S+1", NV, 170),  # 90, +30, +50
    ("4H=", NV, 420),  # 120, +300
    ("4C+1", NV, 150),  # 80, +20, +50
    ("4D=", V, 130),  # 80, +50
    ("5C=", NV, 400),  # 100, +300
    ("5D=", V, 600),  # 100, +500
    ("1S+6", NV, 260),  # 30, +6 x 30 = 180, +50
    # --- slams
    ("6H=", NV, 980),  # 180, +300, +500
    ("6H=", V, 1430),  # 180, +500, +750
    ("6NT=", NV, 990),  # 40 + 5 x 30 = 190, +300, +500
    ("6NT=", V, 1440),  # 190, +500, +750
    ("6C+1", NV, 940),  # 120, +20, +300, +500
    ("7C=", NV, 1440),  # 140, +300, +1000
    ("7S=", V, 2210),  # 210, +500, +1500
    ("7NT=", V, 2220),  # 220, +500, +1500
    ("6SX=", NV, 1210),  # 360, +300, +500, +50
]


@pytest.mark.parametrize(
    ("text", "vulnerable", "expected"),
    CASES,
    ids=[f"{c[0]}-{'V' if c[1] else 'NV'}" for c in CASES],
)
def test_score_against_the_law77_table(text: str, vulnerable: bool, expected: int) -> None:
    result = parse_result(text)
    assert score(result, vulnerable) == expected
    assert sum(item.points for item in breakdown(result, vulnerable)) == expected


def test_at_least_forty_table_checks() -> None:
    assert len(CASES) >= 40


def test_passed_out_scores_zero() -> None:
    assert score(PASSED_OUT, True) == 0
    assert [i.points for i in breakdown(PASSED_OUT, False)] == [0]
    assert side_score(PASSED_OUT, Vulnerability.BOTH) == {"NS": 0, "EW": 0}


def test_breakdown_of_a_made_doubled_slam_lists_each_item_with_law_77() -> None:
    items = breakdown(parse_result("6SX+1"), vulnerable=True)
    assert [(i.label.split(" (")[0], i.points) for i in items] == [
        ("trick score: 6 odd tricks", 360),
        ("1 overtrick, doubled", 200),
        ("making a doubled contract", 50),
        ("game bonus, vulnerable", 500),
        ("small slam bonus, vulnerable", 750),
    ]
    assert {i.law for i in items} == {"77"}


def test_breakdown_of_undertricks_follows_the_table_rows() -> None:
    items = breakdown(parse_result("3NTX-5"), vulnerable=False)
    assert [i.points for i in items] == [-100, -800, -200]  # first, 4 additional x 200, 2 x 100
    assert "first undertrick" in items[0].label
    assert "4 additional undertricks" in items[1].label
    assert "fourth" in items[2].label


def test_vulnerable_doubled_undertricks_have_no_fourth_trick_bonus() -> None:
    items = breakdown(parse_result("3NTX-5"), vulnerable=True)
    assert [i.points for i in items] == [-200, -1200]


def test_partscore_bonus_item() -> None:
    items = breakdown(parse_result("2NT+1"), vulnerable=True)
    assert [i.label for i in items][-1] == "partscore bonus"


def test_no_honours_item() -> None:
    labels = " ".join(i.label for i in breakdown(parse_result("4S="), True))
    assert "honour" not in labels


@pytest.mark.parametrize(
    ("text", "declarer", "vul", "ns"),
    [
        ("4S=", Seat.SOUTH, Vulnerability.NS, 620),
        ("4S=", Seat.EAST, Vulnerability.NS, -420),  # EW not vulnerable
        ("4SX-1", Seat.WEST, Vulnerability.EW, 200),  # EW vulnerable, defenders NS score it
        ("3NT+1", Seat.NORTH, Vulnerability.EW, 430),
        ("3NT+1", Seat.EAST, Vulnerability.BOTH, -630),
    ],
)
def test_side_score(text: str, declarer: Seat, vul: Vulnerability, ns: int) -> None:
    result = parse_result(text, declarer)
    assert side_score(result, vul) == {"NS": ns, "EW": -ns}
    assert ns_score(result, vul) == ns


def test_side_score_needs_a_declarer() -> None:
    with pytest.raises(InvalidContractError, match="no declarer"):
        side_score(parse_result("4S="), Vulnerability.NONE)


def test_result_from_an_auction_contract() -> None:
    class Contract:
        level, strain, doubled, declarer = 4, Strain.HEARTS, 1, Seat.SOUTH

    result = ContractResult.of(Contract(), 8)
    assert str(result) == "4HX-2 by S"
    assert score(result, vulnerable=True) == -500
    assert score(result.with_tricks(10), vulnerable=True) == 790  # 240 + 500 + 50


results = st.builds(
    lambda level, strain, doubled, tricks: ContractResult(level, strain, doubled, None, tricks),
    st.integers(1, 7),
    st.sampled_from(list(Strain)),
    st.integers(0, 2),
    st.integers(0, 13),
)


@given(results, st.booleans())
def test_sign_and_breakdown_sum(result: ContractResult, vulnerable: bool) -> None:
    points = score(result, vulnerable)
    assert points == sum(i.points for i in breakdown(result, vulnerable))
    assert (points > 0) == result.is_made
    assert points % 10 == 0


@given(results, st.booleans())
def test_redoubled_undertricks_are_twice_doubled(result: ContractResult, vulnerable: bool) -> None:
    if result.is_made:
        return
    doubled = ContractResult(result.level, result.strain, 1, None, result.tricks)
    redoubled = ContractResult(result.level, result.strain, 2, None, result.tricks)
    assert score(redoubled, vulnerable) == 2 * score(doubled, vulnerable)
    assert score(doubled, True) <= score(doubled, False)  # vulnerable never cheaper


@given(results, st.booleans())
def test_one_more_trick_never_scores_less(result: ContractResult, vulnerable: bool) -> None:
    if result.tricks < 13:
        assert score(result.with_tricks(result.tricks + 1), vulnerable) > score(result, vulnerable)
