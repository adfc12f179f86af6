"""Law 21B, a call changed because of misinformation: every branch, named by its section."""

import pytest

from director.engine.events import InvalidEventError
from director.record.incident import parse_notation
from tests.rules.auction.helpers import auction, only, rule

# 21B: N opens 1NT, E overcalls 2C, S bids 2D (explained wrongly by North), West passes on
# the strength of it, North rebids 2H; then West learns the truth and wants to double.
MI = "1NT 2C 2D P 2H W:misinformed:X"


def test_21B1a_change_allowed_lho_keeps_his_call_21B2() -> None:
    r = rule(MI, "N", {"misinformed": True, "influenced": True, "lho_changes": False})
    irr = only(r)
    assert (irr.kind, irr.law) == ("call-changed-after-misinformation", "21B")
    assert [q.id for q in irr.questions] == ["misinformed", "influenced", "lho_changes"]
    assert irr.questions[0].law == "21B1(b)" and irr.questions[2].seat == "N"
    assert auction(r) == "N:1NT E:2C S:2D W:X N:2H"
    ui = irr.rectification.unauthorised_information
    assert ui.law == "21B2" and ui.whom.startswith("NS")
    assert irr.rectification.must_pass == [] and irr.rectification.lead_restrictions == []


def test_21B2_lho_changes_his_call_and_calls_again() -> None:
    r = rule(f"{MI} N:3H", "N", {"misinformed": True, "influenced": True, "lho_changes": True})
    irr = only(r)
    assert sorted(irr.rectification.cancelled_events) == [4, 5]
    assert auction(r) == "N:1NT E:2C S:2D W:X N:3H"


def test_21B2_lho_call_no_longer_sufficient_must_be_changed() -> None:
    r = rule("1NT 2C 2D P 2H W:misinformed:2S N:3H", "N", {"misinformed": True, "influenced": True})
    irr = only(r)
    assert "lho_changes" not in [q.id for q in irr.questions]
    assert auction(r) == "N:1NT E:2C S:2D W:2S N:3H"


def test_21B3_too_late_once_partner_has_called() -> None:
    r = rule("1NT 2C 2D P 2H P W:misinformed:X", "N")
    irr = only(r)
    assert irr.questions == [] and "21B3" in irr.rectification.laws
    assert irr.rectification.adjusted_score_review.law == "21B3"
    assert auction(r) == "N:1NT E:2C S:2D W:Pass N:2H E:Pass"


def test_21B3_too_late_after_the_opening_lead() -> None:
    irr = only(rule("1S P P P E:DA W:misinformed:X", "N"))
    assert "21B3" in irr.rectification.laws and "17D1" in irr.steps[-1].text


@pytest.mark.parametrize(
    "answers", [{"misinformed": False}, {"misinformed": True, "influenced": False}]
)
def test_21A_no_misinformation_or_no_influence_is_a_change_of_call(
    answers: dict[str, object],
) -> None:
    r = rule(MI, "N", {**answers, "unintended": False, "accept": False, "comparable": True})
    irr = only(r)
    assert {"25", "25B2"} <= set(irr.rectification.laws)
    assert auction(r) == "N:1NT E:2C S:2D W:Pass N:2H"


def test_notation_misinformed_and_wrong_board_read_and_print_back() -> None:
    events = parse_notation("W:misinformed:2H N:wrong-board")
    assert [str(e) for e in events] == ["W:misinformed:2H", "N:wrong-board"]
    with pytest.raises(InvalidEventError, match="event 1: 'wrong-board' takes no argument"):
        parse_notation("N:wrong-board:1H")
