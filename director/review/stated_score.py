"""A ``[Score]`` as a record states it, against Law 77's score of its contract and result."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from director.digits import small_int
from director.errors import DirectorError
from director.formats.pbn_values import parse_contract
from director.scoring.contract import ContractResult
from director.scoring.law77 import side_score

if TYPE_CHECKING:
    from director.model.board import Vulnerability
    from director.model.seat import Seat

__all__ = ["score_mismatch"]

_SCORE = re.compile(
    r"(?:(NS|EW)\s*)?(-?[0-9]+)(?:\s+(NS|EW)\s*(-?[0-9]+))?", re.IGNORECASE | re.ASCII
)


def score_mismatch(
    score: str | None,
    contract: str | None,
    declarer: Seat | None,
    result: int | None,
    vulnerable: Vulnerability | None,
) -> tuple[str, int, int] | None:
    """``(side, stated, Law 77 score)`` when a ``[Score]`` value disagrees with the
    contract, declarer, result and vulnerability the record states; ``None`` when it
    agrees or cannot be checked. A bare score is declarer's side's."""
    if score is None or contract is None or vulnerable is None:
        return None
    m = _SCORE.fullmatch(score.strip())
    parsed = parse_contract(contract)
    if m is None or parsed is None:
        return None
    try:
        if parsed.text == "Pass":
            scores = {"NS": 0, "EW": 0}
            declarer_side = "NS"
        else:
            if declarer is None or result is None or parsed.level is None:
                return None
            assert parsed.strain is not None
            outcome = ContractResult(
                parsed.level, parsed.strain, parsed.text.count("X"), declarer, result
            )
            scores = side_score(outcome, vulnerable)
            declarer_side = declarer.side
    except DirectorError:
        return None
    stated: dict[str, int] = {}
    for side, value in ((m.group(1), m.group(2)), (m.group(3), m.group(4))):
        if value is not None:
            number = small_int(value.lstrip("-"))
            if number is None:
                return None  # no score has that many digits: nothing to compare
            # a bare score is declarer's side's
            stated[(side or declarer_side).upper()] = -number if value[0] == "-" else number
    for side, value in stated.items():
        if scores[side] != value:
            return side, value, scores[side]
    return None
