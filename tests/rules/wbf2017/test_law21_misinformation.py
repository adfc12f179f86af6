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
    assert ui.law == "16C1(b)" and ui.whom.startswith("NS")
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
    assert "21B3" in irr.rectification.laws and "17D1" in irr.steps[-2].text


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


def test_21B3_the_offending_side_is_the_one_that_misinformed_not_the_misinformed_player() -> None:
    irr = only(rule(MI, "N", {"misinformed": True, "influenced": True, "lho_changes": False}))
    assert irr.offender == "N" and "West (misinformed)" in irr.summary
    (said,) = [s.text for s in irr.steps if s.law == "21B3"]
    assert "not as an offender: the offending side is NS" in said


def test_21B3_the_explainer_in_the_record_is_the_offender() -> None:
    irr = rule("1NT P 2D N:explains:natural P 2H W:misinformed:X", "N",
               {"finding": "explanation", "regulations": False},
               {"influenced": True, "lho_changes": False}).irregularities[1]  # fmt: skip
    assert irr.offender == "N"
    (said,) = [s.text for s in irr.steps if s.law == "21B3"]
    assert "by North's explanation (event 4)" in said


def test_21B2_the_lho_question_does_not_call_him_the_offenders_lho() -> None:
    irr = only(rule(MI, "N", {"misinformed": True, "influenced": True, "lho_changes": False}))
    (q,) = [q for q in irr.questions if q.id == "lho_changes"]
    assert (q.asks, q.seat) == ("player", "N")


def test_21A_an_attempt_without_the_right_keeps_the_player_as_offender() -> None:
    irr = only(rule(MI, "N", {"misinformed": False}))
    assert irr.offender == "W" and not [s for s in irr.steps if s.law == "21B3"]


def test_16C1_withdrawn_calls_authorised_for_the_misinformed_side_unauthorised_for_offenders() -> (
    None
):
    r = rule(f"{MI} N:3H", "N", {"misinformed": True, "influenced": True, "lho_changes": True})
    irr = only(r)
    (said,) = [s.text for s in irr.steps if s.law == "16C1(a)"]
    assert said == (
        "Information from West's withdrawn Pass and North's withdrawn 2H is authorised for EW, "
        "the non-offending side, and unauthorised for NS, the side that gave the "
        "misinformation (16C1(b))."
    )
    ui = irr.rectification.unauthorised_information
    assert (ui.law, ui.whom) == ("16C1(b)", "NS (the side that gave the misinformation)")
