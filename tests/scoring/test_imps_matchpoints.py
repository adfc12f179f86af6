import pytest

from director.scoring.imps import imps
from director.scoring.matchpoints import (
    MatchpointError,
    matchpoints,
    matchpoints_against,
    percentages,
    top,
)

# The Law 78B scale, copied by hand: (lowest difference, highest difference, IMPs).
SCALE = [
    (0, 10, 0), (20, 40, 1), (50, 80, 2), (90, 120, 3), (130, 160, 4), (170, 210, 5),
    (220, 260, 6), (270, 310, 7), (320, 360, 8), (370, 420, 9), (430, 490, 10),
    (500, 590, 11), (600, 740, 12), (750, 890, 13), (900, 1090, 14), (1100, 1290, 15),
    (1300, 1490, 16), (1500, 1740, 17), (1750, 1990, 18), (2000, 2240, 19),
    (2250, 2490, 20), (2500, 2990, 21), (3000, 3490, 22), (3500, 3990, 23),
]  # fmt: skip


@pytest.mark.parametrize(
    ("low", "high", "expected"), SCALE, ids=[f"{lo}-{hi}" for lo, hi, _ in SCALE]
)
def test_every_band_edge(low: int, high: int, expected: int) -> None:
    assert imps(low) == expected
    assert imps(high) == expected
    assert imps(-low) == -expected
    assert imps(-high) == -expected
    assert imps(high + 10) == expected + 1  # the next band starts 10 points higher


@pytest.mark.parametrize("difference", [4000, 4010, 7600, 15000])
def test_4000_and_more_is_24(difference: int) -> None:
    assert imps(difference) == 24
    assert imps(-difference) == -24


def test_known_swings() -> None:
    assert imps(620 - 170) == 10  # 450
    assert imps(-50 - 420) == -10  # 470
    assert imps(1430 - 680) == 13  # 750
    assert imps(0) == 0


def test_difference_between_bands_counts_in_the_lower_band() -> None:
    assert imps(15) == 0
    assert imps(45) == 1
    assert imps(-3995) == -23


def test_matchpoints_with_ties() -> None:
    # 6 scores: top is 2 x 5 = 10. +650 beats all 5: 10. The two +620 beat three and tie one:
    # 7 each. +170 beats two: 4. Two -100 beat none and tie one: 1 each.
    assert matchpoints([650, 620, 620, 170, -100, -100]) == [10.0, 7.0, 7.0, 4.0, 1.0, 1.0]
    assert top(6) == 10


def test_matchpoints_all_tied_is_average() -> None:
    assert matchpoints([420, 420, 420]) == [2.0, 2.0, 2.0]
    assert percentages([420, 420, 420]) == [50.0, 50.0, 50.0]


def test_matchpoints_sum_to_n_times_half_top() -> None:
    scores = [450, 420, 420, -50, 140, 420, -100]
    assert sum(matchpoints(scores)) == len(scores) * top(len(scores)) / 2


def test_matchpoints_are_each_score_against_every_other_in_any_order() -> None:
    # the scores counted once and sorted give what comparing each with each gives (78A)
    import random

    rng = random.Random(78)
    for n in range(1, 40):
        scores = [rng.choice((-200, -100, -50, 90, 110, 140, 420, 450, 620)) for _ in range(n)]
        pairwise = [
            float(matchpoints_against(s, scores[:i] + scores[i + 1 :]))
            for i, s in enumerate(scores)
        ]
        assert matchpoints(scores) == pairwise


def test_percentages() -> None:
    assert percentages([420, -50, 450, 420]) == [50.0, 0.0, 100.0, 50.0]


def test_percentages_need_two_scores() -> None:
    with pytest.raises(MatchpointError, match="at least two"):
        percentages([420])
    assert matchpoints([420]) == [0.0] and top(1) == 0


def test_matchpoints_against_a_field() -> None:
    assert matchpoints_against(420, [450, 420, -50, 140]) == 5  # 1 tie + 2 beaten x 2
    assert matchpoints_against(-100, [450, 420]) == 0
