import doctest

import pytest

import director.scoring.adjusted
import director.scoring.contract
import director.scoring.imps
import director.scoring.law77
import director.scoring.matchpoints
from director.model.call import Strain
from director.model.seat import Seat
from director.scoring.contract import PASSED_OUT, ContractResult, InvalidContractError, parse_result

C, D, H, S, NT = Strain.CLUBS, Strain.DIAMONDS, Strain.HEARTS, Strain.SPADES, Strain.NOTRUMP
N, E, SO, W = Seat.NORTH, Seat.EAST, Seat.SOUTH, Seat.WEST


@pytest.mark.parametrize(
    ("text", "level", "strain", "doubled", "declarer", "tricks"),
    [
        ("4HX-2", 4, H, 1, None, 8),
        ("4H x -2", 4, H, 1, None, 8),
        ("3NT+1", 3, NT, 0, None, 10),
        ("3N=", 3, NT, 0, None, 9),
        ("4S=", 4, S, 0, None, 10),
        ("4SXX=", 4, S, 2, None, 10),
        ("4♠x-1", 4, S, 1, None, 9),
        ("4♤X-1", 4, S, 1, None, 9),
        ("4Sx-1", 4, S, 1, None, 9),
        ("4SD-1", 4, S, 1, None, 9),  # D = doubled
        ("4SR-1", 4, S, 2, None, 9),  # R = redoubled
        ("4DD=", 4, D, 1, None, 10),  # diamonds, doubled
        ("6NT=", 6, NT, 0, None, 12),
        ("1NTxx+2", 1, NT, 2, None, 9),
        ("4H-1", 4, H, 0, None, 9),
        ("4HS-1", 4, H, 0, SO, 9),  # declarer letter after the strain
        ("4HxS=", 4, H, 1, SO, 10),  # after the doubling
        ("4HSx=", 4, H, 1, SO, 10),  # or before it
        ("3NTE+1", 3, NT, 0, E, 10),
        ("3NW-2", 3, NT, 0, W, 7),
        ("4H by S -1", 4, H, 0, SO, 9),
        ("4HX by N -3", 4, H, 1, N, 7),
        ("4H-1 by E", 4, H, 0, E, 9),
        ("4H 10", 4, H, 0, None, 10),  # tricks taken
        ("4HX 8", 4, H, 1, None, 8),
        ("7NT 13", 7, NT, 0, None, 13),
        ("1C 0", 1, C, 0, None, 0),
        ("4S+0", 4, S, 0, None, 10),
        ("4s \u2212 1", 4, S, 0, None, 9),  # a typographic minus
        ("  2c dbl = ", 2, C, 1, None, 8),
    ],
)
def test_notations(
    text: str, level: int, strain: Strain, doubled: int, declarer: Seat | None, tricks: int
) -> None:
    result = parse_result(text)
    assert (result.level, result.strain, result.doubled, result.declarer, result.tricks) == (
        level, strain, doubled, declarer, tricks,
    )  # fmt: skip
    assert not result.passed_out


@pytest.mark.parametrize("text", ["Pass", "PASS", "passed out", "Passed Out", "pass"])
def test_passed_out(text: str) -> None:
    result = parse_result(text)
    assert result.passed_out and result is PASSED_OUT
    assert str(result) == "Pass"


def test_declarer_argument_applies_when_the_text_names_none() -> None:
    assert parse_result("4H=", SO).declarer is SO
    assert parse_result("4HS=", SO).declarer is SO


def test_str_round_trips() -> None:
    for text in ["4HX-2 by S", "3NT+1", "4SXX= by E", "1C=", "7NTXX-13 by W"]:
        result = parse_result(text)
        assert str(result) == text
        assert parse_result(str(result)) == result
    assert repr(parse_result("4hxs-2")) == "ContractResult.parse('4HX-2 by S')"


def test_derived_properties() -> None:
    result = parse_result("4HX-2")
    assert (result.tricks_needed, result.undertricks, result.overtricks) == (10, 2, 0)
    assert (result.is_made, result.contract, result.outcome) == (False, "4HX", "-2")
    made = parse_result("3NT+2")
    assert (made.is_made, made.overtricks, made.outcome) == (True, 2, "+2")


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("8H=", "invalid result '8H=': level 8: a contract is 1-7"),
        ("0S=", "level 0: a contract is 1-7"),
        ("1NT-14", "-14 undertricks is impossible"),
        ("4H-11", "-11 undertricks is impossible on 4H (at most -10)"),
        ("1NT+7", "+7 overtricks on 1NT is impossible"),
        ("6S+2", "+2 overtricks on 6S is impossible (at most +1)"),
        ("4H 14", "14 tricks is impossible"),
        ("4H", "no result"),
        ("4HX", "no result"),
        ("4Z=", "expected e.g. 4HX-2"),
        ("", "expected e.g."),
        ("hello", "expected e.g."),
        ("4HXX X=", "doubling given twice"),
        ("4HS= by E", "declarer given twice"),
    ],
)
def test_invalid_results(text: str, message: str) -> None:
    with pytest.raises(InvalidContractError) as info:
        parse_result(text)
    assert message in str(info.value)
    assert repr(text) in str(info.value)
    assert "\n" not in str(info.value)


def test_declarer_contradiction() -> None:
    with pytest.raises(InvalidContractError, match="declarer S in the result, but E given"):
        parse_result("4HS=", E)


def test_invalid_contract_error_is_a_value_error() -> None:
    assert issubclass(InvalidContractError, ValueError)


@pytest.mark.parametrize(
    ("kwargs", "message"),
    [
        ({"level": 8, "strain": H, "tricks": 10}, "level 8"),
        ({"level": 4, "strain": H, "tricks": 14}, "14 tricks"),
        ({"level": 4, "strain": H, "doubled": 3, "tricks": 10}, "doubled=3"),
        ({"level": 4, "strain": H, "passed_out": True}, "passed-out"),
    ],
)
def test_constructor_validates(kwargs: dict[str, object], message: str) -> None:
    with pytest.raises(InvalidContractError, match=message):
        ContractResult(**kwargs)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    "module",
    [
        director.scoring.contract,
        director.scoring.law77,
        director.scoring.matchpoints,
        director.scoring.imps,
        director.scoring.adjusted,
    ],
)
def test_doctests(module: object) -> None:
    failed, attempted = doctest.testmod(module)  # type: ignore[arg-type]
    assert attempted > 0 and failed == 0
