"""Law 12C2, the artificial adjusted score when no result is obtained (here after 15A2(a)):
each branch named by its section."""

import pytest

from director.errors import DirectorError
from director.rules.wbf2017.law12c2_artificial_score import read_session
from tests.rules.auction.helpers import only, rule

WRONG = "1H P 2H N:wrong-board"


def test_12C2c_a_session_percentage_is_read_or_unknown() -> None:
    assert read_session(" 63.5% ") == 63.5
    assert read_session("unknown") is None and read_session("-") is None
    for bad in ("lots", "120"):
        with pytest.raises(DirectorError):
            read_session(bad)


def test_12C2a_the_sides_scores_need_not_balance() -> None:
    irr = only(rule(WRONG, "N", {"scoring": "imp", "offenders_artificial": "avg",
                                 "non_offenders_artificial": "avg+"}))  # fmt: skip
    sides = irr.rectification.adjusted_score.sides
    assert [(s.side, s.role, s.artificial) for s in sides] == [
        ("NS", "offending", "avg"), ("EW", "non-offending", "avg+")
    ]  # fmt: skip
    assert sides[0].text == "NS (offending side): average: 0 IMPs (12C2(a))."
    assert ("12C2(a)", "The two sides' scores need not balance.") in [
        (s.law, s.text) for s in irr.steps
    ]


def test_12C2c_at_imps_the_session_exception_is_noted_not_asked() -> None:
    irr = only(rule(WRONG, "N", {"scoring": "imp", "offenders_artificial": "avg-",
                                 "non_offenders_artificial": "avg+"}))  # fmt: skip
    assert not [q for q in irr.questions if q.id.startswith("session_")]
    (note,) = irr.rectification.adjusted_score.notes
    assert note.law == "12C2(c)" and "IMP equivalent" in note.text
