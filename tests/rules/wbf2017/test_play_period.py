"""Judgement rulings in the play period: Law 16B for a questioned card (the hesitation timed
by the card that followed it, 16B1(a)/(b) weighing another play, 73A2, 73C1, dummy's card
and dummy's gesture under 45B / 43A1(c)), and Law 75 for an explanation given in the play
(what was explained, 20F2; 16B1 / 40C1 for a card; 21B1(a) over, 47E2(a)/(b), 75B2, 20F5)."""

import pytest

from director.engine.events import InvalidEventError
from tests.rules.wbf2017.judgement_helpers import asked, kind, laws, rule

# Dealer N: 1S P 2S P 4S, all pass; North declares, East leads, South is dummy.
AUCTION = "1S P 2S P 4S AP"
# West thinks before his H2 at trick 1; East, on lead at trick 2, switches to the CA.
SLOW = f"{AUCTION} E:HA S:H8 W:hesitation W:H2 N:H4 E:questioned:CA"
INFRACTION = {"extraneous": True, "suggests": True, "logical_alternative": True}
# Declarer asks about West's H2; East says it shows count.
COUNT = f"{AUCTION} E:HA S:H8 W:H2 E:explains:count N:H4"
FOUND = {"finding": "explanation", "regulations": False}


def ui(notation: str, answers: dict[str, object]) -> object:
    return kind(rule(notation, answers), "unauthorised-information")


def mi(notation: str, answers: dict[str, object]) -> object:
    return kind(rule(notation, answers), "misinformation")


def step(irr: object, law: str) -> str:
    (found,) = [s.text for s in irr.steps if s.law == law]  # type: ignore[attr-defined]
    return found


# ------------------------------------------------------------------- 16B, a card questioned
def test_16B1_a_hesitation_in_the_play_is_timed_by_the_card_that_followed_it() -> None:
    irr = ui(SLOW, {})
    assert (irr.offender, irr.event, irr.open_questions) == ("E", 12, ["extraneous"])
    assert step(irr, "16B1") == (
        "West hesitated before playing H2 (event 9); East then played CA (event 12), which "
        "NS question."
    )
    # after the last card: timed by it
    irr = ui(f"{AUCTION} E:HA S:H8 W:H2 W:hesitation N:H4 E:questioned:CA", {})
    assert "West hesitated after playing H2 (event 10)" in step(irr, "16B1")
    # unwonted speed in the play: the card played in haste
    irr = ui(f"{AUCTION} E:HA S:H8 W:haste W:H2 N:H4 E:questioned:CA", {})
    assert step(irr, "16B1").startswith("West played H2 with unusual haste (event 9);")
    # haste recorded after his last card: no call to name in the play
    irr = ui(f"{AUCTION} E:HA S:H8 W:H2 W:haste N:H4 E:questioned:CA", {})
    assert "West acted with unusual haste after playing H2 (event 10)" in step(irr, "16B1")


def test_16B1a_16B1b_a_questioned_card_is_weighed_against_another_play() -> None:
    irr = ui(SLOW, {**INFRACTION, "table_result": "4S-1", "damaged": False})
    suggests, alternative = irr.questions[1], irr.questions[2]
    assert (suggests.law, alternative.law) == ("16B1(a)", "16B1(b)")
    assert suggests.text == "Could the information demonstrably suggest CA over another play?"
    assert alternative.text.startswith("Was there a logical alternative to CA: a play that")
    assert "only logical play" in alternative.options[1].outcome
    assert "16B1(a)" in laws(irr) and laws(irr)[-1] == "12B1"


def test_73A2_a_hesitation_at_the_first_trick_may_be_a_pause_the_regulations_require() -> None:
    text = step(ui(SLOW, {}), "73A2")
    assert "first trick" in text and "where the Regulating Authority requires" in text
    later = f"{AUCTION} E:HA S:H8 W:H2 N:H4 E:CA S:C6 W:hesitation W:C7 N:C2 E:questioned:DA"
    assert "73A2" not in laws(ui(later, {}))


def test_73C1_16A1a_a_defender_may_use_partners_signals_not_the_manner_of_them() -> None:
    text = step(ui(SLOW, {}), "73C1")
    assert "agreed signals included (16A1(a), 73A1)" in text and "(73B1)" in text


def test_45B_43A1c_dummys_card_is_declarers_choice_dummys_gesture_in_the_play() -> None:
    irr = ui(f"{AUCTION} E:HA S:gesture S:questioned:H8", {"extraneous": True, "suggests": False})
    assert irr.offender == "N"  # declarer chose dummy's card
    assert irr.summary.startswith("Action questioned after unauthorised information from "
                                  "partner: North")  # fmt: skip
    assert "South made a gesture (event 8); North then played dummy's H8" in step(irr, "16B1")
    assert "45F" in step(irr, "43A1(c)") and "73C1" not in laws(irr)
    assert irr.rectification.unauthorised_information.whom == "NS (North)"


def test_16B1_declarers_own_hesitation_is_no_information_for_dummys_card() -> None:
    irr = ui(f"{AUCTION} E:HA N:hesitation S:questioned:H8", {"extraneous": False})
    assert step(irr, "16B1").startswith("No extraneous information from South is recorded")
    assert laws(irr)[-1] == "16A1"


# ------------------------------------------------------------ 75, an explanation in the play
def test_20F2_the_explanation_of_a_defenders_card_names_the_card() -> None:
    irr = mi(COUNT, {})
    assert (irr.offender, irr.event) == ("E", 10)
    assert step(irr, "20F2") == "At event 10 East explained West's H2 (event 9): 'count'."
    ui = irr.rectification.unauthorised_information
    assert ui.law == "16B1" and "73C1" in ui.what and "West's H2" in ui.what
    q = irr.questions[0]
    assert (q.id, q.law) == ("finding", "75D") and "card-play agreement about West's H2" in q.text
    assert "21B1(b)" in q.text and "written for calls" in q.text
    assert [o.value for o in q.options] == ["explanation", "card", "no-agreement"]


def test_40C1_a_card_that_departed_from_an_agreement_explained_correctly() -> None:
    irr = mi(COUNT, {"finding": "card"})
    assert asked(irr) == ["finding"] and laws(irr)[-1] == "40C1"
    assert "no infraction" in step(irr, "40C1") and irr.rectification.adjusted_score is None


def test_21B1a_47E2_an_explanation_in_the_play_no_call_changed_a_card_taken_back() -> None:
    answers = FOUND | {"table_result": "4S=", "damaged": True, "score": "assigned",
                       "outcome": "4S-1 by N", "self_inflicted": False}  # fmt: skip
    irr = mi(COUNT, answers)
    text = step(irr, "47E2(a)")
    assert "no call can be changed any more (21B1(a))" in text and "20F6" in text
    assert "21B3" not in laws(irr) and "21B1(a)" not in laws(irr)
    assert "40B3(a)" in step(irr, "47E2(b)")
    assert next(q for q in irr.questions if q.id == "damaged").law == "75B1"
    outcome = next(q for q in irr.questions if q.id == "outcome")
    assert outcome.law == "12C1(b)" and "correct explanation" in outcome.text
    assert "75D3" not in outcome.text  # 75D3 speaks of the agreed meaning of a call
    adj = irr.rectification.adjusted_score
    assert [(s.side, s.points) for s in adj.sides] == [("EW", 50.0), ("NS", -50.0)]


def test_75D2_no_agreement_on_a_card_47E2b_adjusts() -> None:
    irr = mi(COUNT, {"finding": "no-agreement", "table_result": "4S=", "damaged": False})
    assert "47E2 (20F6)" in step(irr, "75D2")
    assert next(q for q in irr.questions if q.id == "damaged").law == "47E2(b)"


def test_20F2_a_call_explained_in_the_play_by_dummy_is_the_call_named() -> None:
    irr = mi(f"{AUCTION} E:HA S:explains:1S:five-card", FOUND)
    assert step(irr, "20F2") == "At event 8 South explained North's 1S (event 1): 'five-card'."
    assert irr.rectification.unauthorised_information.law == "75A"
    assert "21B1(b)" in irr.questions[0].text and "card-play" not in irr.questions[0].text
    # without a name: dummy explains partner's last call, not a card
    irr = mi(f"{AUCTION} E:HA S:explains:natural", FOUND)
    assert "South explained North's 4S (event 5)" in step(irr, "20F2")
    assert "20F5(b)(ii)" in step(irr, "20F5(b)") and "at once" in step(irr, "20F5(b)")


def test_a_named_call_or_card_partner_did_not_make_is_a_one_line_error() -> None:
    with pytest.raises(InvalidEventError, match=r"event 10 .*West made no card H9 before it"):
        rule(f"{AUCTION} E:HA S:H8 W:H2 E:explains:H9:count")


def test_75B2_the_explainer_corrects_in_the_play_as_soon_as_he_finds_his_mistake() -> None:
    irr = mi(f"{COUNT} E:corrects", FOUND)
    assert "as soon as he became aware" in step(irr, "75B2")
    assert "20F4(a)" not in laws(irr)


def test_20F5b_i_partner_of_a_defender_corrects_in_the_play_not_in_time() -> None:
    irr = mi(f"{COUNT} W:corrects", FOUND)
    text = step(irr, "20F5(b)(i)")
    assert "during the play" in text and "not at his first legal opportunity" in text


def test_47E2a_an_auction_explanation_corrected_in_the_play() -> None:
    notation = "1NT 2C 2D N:explains:natural P 2H AP E:CA S:C2 N:corrects"
    irr = mi(notation, FOUND)
    text, fact = [s.text for s in irr.steps if s.law == "47E2(a)"]
    assert "20F6" in text and "given in the play" not in text
    assert fact.startswith("South's C2 (event 9) followed East's CA (event 8)")
    assert "21B3" in laws(irr)  # the explanation came in the auction


@pytest.mark.parametrize(
    ("play", "says"),
    [
        ("E:corrects", "No card of NS was played between the explanation and its correction"),
        ("N:H4 E:corrects", "North's H4 (event 11) was the last card before the correction "
                            "(event 12): if it was played because of the mistaken explanation"),
        ("N:H4 E:HK E:corrects", "East's HK (event 12) followed North's H4 (event 11) before "
                                 "the correction (event 13): too late"),
    ],
)  # fmt: skip
def test_47E2a_the_record_shows_whether_a_card_may_still_be_taken_back(
    play: str, says: str
) -> None:
    irr = mi(f"{AUCTION} E:HA S:H8 W:H2 E:explains:count {play}", FOUND)
    (fact,) = [s.text for s in irr.steps if s.law == "47E2(a)" and "correction (event" in s.text]
    assert fact.startswith(says)
