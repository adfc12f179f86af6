"""The duplicate scoring table of Law 77, as data, and the score of a contract result.

Law 77 is a set of tables with no lettered sections, so every item cites ``77``. Its parts:

* trick score (declarer's side, contract made): per odd trick bid, by strain and doubling;
  100 or more trick points on one board is a game, less is a partscore;
* premium score (declarer's side): slam bonuses, overtricks, the game or partscore bonus and
  the bonus for making a doubled or redoubled contract;
* undertrick penalties (the defenders): the first undertrick, each additional one, and for a
  doubled or redoubled contract not vulnerable a further bonus from the fourth undertrick on
  (the table as corrected on 29 September 2017).

Honours are not scored: the duplicate table has no premium for them. A deal passed out
scores zero for both sides.
"""

from __future__ import annotations

import dataclasses
from typing import Literal

from director.model.board import Vulnerability
from director.model.call import Strain
from director.scoring.contract import ContractResult, InvalidContractError

__all__ = ["ScoreItem", "breakdown", "ns_score", "score", "side_score"]

LAW = "77"
Kind = Literal["minor", "major", "notrump"]

# Each pair below is (not vulnerable, vulnerable); doubling is 0, 1 (doubled), 2 (redoubled).

# Trick score: (first odd trick, each further odd trick) by kind of strain and doubling.
TRICK_SCORE: dict[tuple[Kind, int], tuple[int, int]] = {
    ("minor", 0): (20, 20), ("minor", 1): (40, 40), ("minor", 2): (80, 80),
    ("major", 0): (30, 30), ("major", 1): (60, 60), ("major", 2): (120, 120),
    ("notrump", 0): (40, 30), ("notrump", 1): (80, 60), ("notrump", 2): (160, 120),
}  # fmt: skip
GAME_TRICK_POINTS = 100
# Premiums.
SLAM_BONUS: dict[int, tuple[int, int]] = {6: (500, 750), 7: (1000, 1500)}
GAME_BONUS = (300, 500)
PARTSCORE_BONUS = (50, 50)
MAKING_DOUBLED_BONUS: dict[int, int] = {1: 50, 2: 100}
DOUBLED_OVERTRICK: dict[int, tuple[int, int]] = {1: (100, 200), 2: (200, 400)}
# Undertrick penalties, scored by the defenders.
FIRST_UNDERTRICK: dict[int, tuple[int, int]] = {0: (50, 100), 1: (100, 200), 2: (200, 400)}
ADDITIONAL_UNDERTRICK: dict[int, tuple[int, int]] = {0: (50, 100), 1: (200, 300), 2: (400, 600)}
FOURTH_AND_LATER_BONUS: dict[int, tuple[int, int]] = {0: (0, 0), 1: (100, 0), 2: (200, 0)}

_DOUBLING = ("", ", doubled", ", redoubled")
TIMES = "\u00d7"  # the multiplication sign in labels: "2 \u00d7 30"


@dataclasses.dataclass(frozen=True)
class ScoreItem:
    """One line of a score: what it is for, its points for declarer's side, its law."""

    label: str
    points: int
    law: str = LAW


def kind_of(strain: Strain) -> Kind:
    if strain is Strain.NOTRUMP:
        return "notrump"
    return "major" if strain in (Strain.HEARTS, Strain.SPADES) else "minor"


def breakdown(result: ContractResult, vulnerable: bool) -> list[ScoreItem]:
    """The items of the score from declarer's side's point of view (penalties negative).

    >>> [i.points for i in breakdown(ContractResult.parse("3NT+1"), vulnerable=False)]
    [100, 30, 300]
    """
    if result.passed_out:
        return [ScoreItem("passed out: each side scores zero", 0)]
    if result.is_made:
        return _made(result, int(vulnerable))
    return _defeated(result, int(vulnerable))


def score(result: ContractResult, vulnerable: bool) -> int:
    """The Law 77 score for declarer's side: positive when made, negative when defeated.

    >>> score(ContractResult.parse("4HX-2"), vulnerable=True)
    -500
    """
    return sum(item.points for item in breakdown(result, vulnerable))


def ns_score(result: ContractResult, vulnerability: Vulnerability) -> int:
    """The score for North-South (declarer's vulnerability taken from ``vulnerability``)."""
    if result.passed_out:
        return 0
    if result.declarer is None:
        raise InvalidContractError(
            f"no declarer for {str(result)!r}: give the declarer to score it for a side"
        )
    points = score(result, vulnerability.is_vulnerable(result.declarer))
    return points if result.declarer.side == "NS" else -points


def side_score(result: ContractResult, vulnerability: Vulnerability) -> dict[str, int]:
    """``{"NS": x, "EW": -x}``; needs a declarer unless the deal was passed out."""
    ns = ns_score(result, vulnerability)
    return {"NS": ns, "EW": -ns}


def _made(result: ContractResult, v: int) -> list[ScoreItem]:
    kind = kind_of(result.strain)
    first, further = TRICK_SCORE[kind, result.doubled]
    trick_points = first + (result.level - 1) * further
    tricks = "odd trick" if result.level == 1 else "odd tricks"
    if result.level == 1:
        how = f"{first}"
    elif first == further:
        how = f"{result.level} {TIMES} {first}"
    else:
        how = f"{first} + {result.level - 1} {TIMES} {further}"
    items = [ScoreItem(f"trick score: {result.level} {tricks} ({how})", trick_points)]
    if result.overtricks:
        each = (
            TRICK_SCORE[kind, 0][1] if result.doubled == 0 else DOUBLED_OVERTRICK[result.doubled][v]
        )
        label = "overtrick" if result.overtricks == 1 else "overtricks"
        n = result.overtricks
        items.append(
            ScoreItem(f"{n} {label}{_DOUBLING[result.doubled]} ({n} {TIMES} {each})", n * each)
        )
    if result.doubled:
        what = "doubled" if result.doubled == 1 else "redoubled"
        items.append(ScoreItem(f"making a {what} contract", MAKING_DOUBLED_BONUS[result.doubled]))
    vul = "vulnerable" if v else "not vulnerable"
    if trick_points >= GAME_TRICK_POINTS:
        items.append(ScoreItem(f"game bonus, {vul}", GAME_BONUS[v]))
    else:
        items.append(ScoreItem("partscore bonus", PARTSCORE_BONUS[v]))
    if result.level in SLAM_BONUS:
        slam = "small slam" if result.level == 6 else "grand slam"
        items.append(ScoreItem(f"{slam} bonus, {vul}", SLAM_BONUS[result.level][v]))
    return items


def _defeated(result: ContractResult, v: int) -> list[ScoreItem]:
    down, d = result.undertricks, result.doubled
    suffix = _DOUBLING[d] + (", vulnerable" if v else ", not vulnerable")
    items = [ScoreItem(f"first undertrick{suffix}", -FIRST_UNDERTRICK[d][v])]
    if down > 1:
        each = ADDITIONAL_UNDERTRICK[d][v]
        n = down - 1
        label = "additional undertrick" if n == 1 else "additional undertricks"
        items.append(ScoreItem(f"{n} {label} ({n} {TIMES} {each})", -n * each))
    bonus = FOURTH_AND_LATER_BONUS[d][v]
    if down >= 4 and bonus:
        n = down - 3
        items.append(ScoreItem(
            f"bonus for the fourth and each later undertrick ({n} {TIMES} {bonus})", -n * bonus
        ))  # fmt: skip
    return items
