import re

import pytest

from director.model.board import Vulnerability
from director.scoring.adjusted import InvalidAdjustmentError, artificial, weighted
from director.scoring.contract import InvalidContractError, parse_result


@pytest.mark.parametrize(
    ("kind", "scoring", "value", "unit", "bound", "law"),
    [
        ("avg+", "mp", 60.0, "%", "at least", "12C2(a)"),
        ("avg", "mp", 50.0, "%", "exactly", "12C2(a)"),
        ("avg-", "mp", 40.0, "%", "at most", "12C2(a)"),
        ("avg+", "imp", 3.0, "IMPs", "exactly", "12C2(b)"),
        ("avg", "imp", 0.0, "IMPs", "exactly", "12C2(a)"),
        ("avg-", "imp", -3.0, "IMPs", "exactly", "12C2(b)"),
    ],
)
def test_artificial_scores(
    kind: str, scoring: str, value: float, unit: str, bound: str, law: str
) -> None:
    art = artificial(kind, scoring)  # type: ignore[arg-type]
    assert (art.value, art.unit, art.bound, art.law) == (value, unit, bound, law)
    assert any("Regulating Authority" in note for note in art.notes)


def test_artificial_text_and_responsibility() -> None:
    assert artificial("avg+", "mp").text == "average plus: at least 60% (12C2(a))"
    assert artificial("avg-", "imp").text == "average minus: -3 IMPs (12C2(b))"
    assert artificial("avg", "imp").text == "average: 0 IMPs (12C2(a))"
    assert artificial("avg-", "mp").responsibility == "a contestant directly at fault"
    assert artificial("avg", "mp").responsibility == "a contestant only partly at fault"


def test_artificial_notes_cite_session_scores_and_teams() -> None:
    plus = artificial("avg+", "mp")
    assert any(note.startswith("12C2(c)") and "60%" in note for note in plus.notes)
    assert any(note.startswith("86B2(b)") for note in artificial("avg+", "imp").notes)
    assert not any(note.startswith("12C2(c)") for note in artificial("avg", "mp").notes)


def test_artificial_rejects_unknown_kinds() -> None:
    with pytest.raises(InvalidAdjustmentError, match="avg\\+, avg or avg-"):
        artificial("avg++", "mp")  # type: ignore[arg-type]
    with pytest.raises(InvalidAdjustmentError, match="mp or imp"):
        artificial("avg", "vp")  # type: ignore[arg-type]


def outcomes(*pairs: tuple[str, float]) -> list[tuple]:  # type: ignore[type-arg]
    return [(parse_result(text), weight) for text, weight in pairs]


def test_weighted_imps_fact_sheet_example() -> None:
    # 60% of 4S= (+420) and 40% of 4S-1 (-50) against +420 at the other table:
    # 0 IMPs and -470 = -10 IMPs, weighted 0.6 x 0 + 0.4 x -10 = -4 IMPs.
    result = weighted(outcomes(("4S= by S", 60), ("4S-1 by S", 40)), Vulnerability.NONE, other=420)
    assert [o.imps for o in result.outcomes] == [0, -10]
    assert result.imps == -4.0 and result.ew_imps == 4.0
    assert result.points == 232.0  # 0.6 x 420 - 0.4 x 50
    assert result.law == "12C1(c)"


def test_weighted_imps_differ_from_imps_of_the_weighted_points() -> None:
    # 50% 4H= (+620 V) and 50% 4H-1 (-100 V) against +170 at the other table.
    # Each: +450 = +10 IMPs, -270 = -7 IMPs: weighted +1.5. The mean in points (+260) would
    # give +90 = +3 IMPs instead.
    result = weighted(outcomes(("4H= by N", 50), ("4H-1 by N", 50)), Vulnerability.BOTH, other=170)
    assert result.imps == 1.5
    assert result.points == 260.0


def test_weighted_matchpoints_against_the_field() -> None:
    # Field (NS): +650, +620, +170, -100: top 2 x 4 = 8.
    # 4S= by S NS vul: +620: beats 170 and -100 (4), ties 620 (1) = 5.
    # 4S-1 by S: -100: ties -100 = 1.
    # 30% x 5 + 70% x 1 = 2.2 of 8 = 27.5%; EW 5.8 = 72.5%.
    result = weighted(
        outcomes(("4S= by S", 30), ("4S-1 by S", 70)),
        Vulnerability.NS,
        field=[650, 620, 170, -100],
    )
    assert [o.matchpoints for o in result.outcomes] == [5, 1]
    assert result.top == 8
    assert result.matchpoints == 2.2 and result.ew_matchpoints == 5.8
    assert result.percentage == 27.5 and result.ew_percentage == 72.5


def test_weighted_outcomes_by_different_declarers() -> None:
    # 4S= by S NV (+420 NS) 50%, 5HX-2 by E NV (NS +300) 50%.
    result = weighted(outcomes(("4S= by S", 50), ("5HX-2 by E", 50)), Vulnerability.NONE)
    assert [o.score for o in result.outcomes] == [420, 300]
    assert result.points == 360.0 and result.matchpoints is None and result.imps is None


@pytest.mark.parametrize(
    ("weights", "message"),
    [
        ((40, 50), "weights add up to 90% (40% + 50%), not 100%"),
        ((60, 60), "weights add up to 120%"),
        ((0, 100), "a weight is a percentage above 0"),
        ((-10, 110), "a weight is a percentage above 0"),
    ],
)
def test_weights_must_add_to_100(weights: tuple[float, float], message: str) -> None:
    pairs = outcomes(("4S= by S", weights[0]), ("4S-1 by S", weights[1]))
    with pytest.raises(InvalidAdjustmentError, match=re.escape(message)):
        weighted(pairs, Vulnerability.NONE)


def test_fractional_weights_adding_to_100_are_accepted() -> None:
    pairs = outcomes(("4S= by S", 33.3), ("4S-1 by S", 33.3), ("4S-2 by S", 33.4))
    assert weighted(pairs, Vulnerability.NONE).points == pytest.approx(
        0.333 * 420 - 0.333 * 50 - 0.334 * 100
    )


def test_weighted_needs_outcomes_declarers_and_a_field() -> None:
    with pytest.raises(InvalidAdjustmentError, match="at least one outcome"):
        weighted([], Vulnerability.NONE)
    with pytest.raises(InvalidContractError, match="no declarer"):
        weighted(outcomes(("4S=", 100)), Vulnerability.NONE)
    with pytest.raises(InvalidAdjustmentError, match="field is empty"):
        weighted(outcomes(("4S= by S", 100)), Vulnerability.NONE, field=[])


def test_weighted_to_dict() -> None:
    data = weighted(
        outcomes(("4S= by S", 100)), Vulnerability.NONE, field=[420], other=-50
    ).to_dict()
    assert data["law"] == "12C1(c)"
    assert data["outcomes"] == [
        {"result": "4S= by S", "weight": 100, "score": 420, "matchpoints": 1, "imps": 10}
    ]
    assert data["matchpoints"] == {
        "top": 2,
        "NS": 1.0,
        "EW": 1.0,
        "NS_percent": 50.0,
        "EW_percent": 50.0,
    }
    assert data["imps"] == {"NS": 10.0, "EW": -10.0}
