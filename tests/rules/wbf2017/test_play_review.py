"""Law review of the play-period judgement rulings: 73A2 (a required pause explains slowness,
not haste), 20F5(b)(ii) (declarer's or dummy's correction of an explanation given in the play,
timed against the cards played since), 47E2(a) with 16C (a card taken back), 85A1 (a card's
agreement found on the balance of probabilities)."""

import pytest

from director.engine.events import InvalidEventError
from tests.rules.wbf2017.judgement_helpers import kind, laws, rule

# Dealer N: 1S P 2S P 4S, all pass; North declares, East leads, South is dummy.
AUCTION = "1S P 2S P 4S AP"
# Dealer N: 1NT P 2D P 2H, all pass; North declares (2D a transfer), South is dummy. At
# trick 2 West asks about 2D; North, declarer, says natural.
TRANSFER = "1NT P 2D P 2H AP E:SK S:S2 W:S3 N:SA N:D2 E:D3 S:DA N:explains:2D:natural"
FOUND = {"finding": "explanation", "regulations": False}


def step(irr: object, law: str) -> str:
    (found,) = [s.text for s in irr.steps if s.law == law]  # type: ignore[attr-defined]
    return found


def test_73A2_haste_at_the_first_trick_is_not_measured_against_a_required_pause() -> None:
    irr = kind(
        rule(f"{AUCTION} E:HA S:H8 W:haste W:H2 N:H4 E:questioned:CA"), "unauthorised-information"
    )
    assert "73A2" not in laws(irr)
    irr = kind(
        rule(f"{AUCTION} E:HA S:H8 W:hesitation W:H2 N:H4 E:questioned:CA"),
        "unauthorised-information",
    )
    assert "went beyond that pause" in step(irr, "73A2")


def test_20F5bii_dummys_correction_in_the_play_at_once_is_his_first_legal_opportunity() -> None:
    irr = kind(rule(f"{TRANSFER} S:corrects W:D4", FOUND), "misinformation")
    assert step(irr, "20F5(b)(ii)") == (
        "South corrected his partner's explanation during the play (event 15): at his first "
        "legal opportunity (as declarer or dummy, after the final pass)."
    )


def test_20F5bii_dummys_correction_after_cards_were_played_is_conditional() -> None:
    irr = kind(rule(f"{TRANSFER} W:D4 S:C2 S:corrects", FOUND), "misinformation")
    text = step(irr, "20F5(b)(ii)")
    assert "2 cards had been played since the explanation" in text
    assert "only if he noticed the mistake only then" in text
    assert "at his first legal opportunity (" not in text


def test_47E2a_16C_a_card_that_may_be_taken_back_names_who_may_use_it() -> None:
    irr = kind(
        rule(f"{AUCTION} E:HA S:H8 W:H2 E:explains:count N:H4 E:corrects", FOUND),
        "misinformation",
    )
    (last,) = [s.text for s in irr.steps if s.law == "47E2(a)" and "North's H4" in s.text]
    assert "may be taken back without further rectification" in last
    assert "authorised for NS, unauthorised for EW (16C)" in last


def test_85A1_a_cards_agreement_is_found_on_the_balance_of_probabilities() -> None:
    irr = kind(rule(f"{AUCTION} E:HA S:H8 W:H2 E:explains:count N:H4"), "misinformation")
    (finding,) = [q for q in irr.questions if q.id == "finding"]
    assert "balance of probabilities (85A1)" in finding.text
    assert "21B1(b)" in finding.text  # the presumption named as a call's, not applied


def test_47E2a_no_card_is_taken_back_once_the_play_has_ended() -> None:
    # West explains East's 2C in the auction; North claims after trick 1; East, a defender,
    # corrects at the end of play (20F5(b)(i)), after North's SA, the last card played.
    notation = "1NT 2C W:explains:natural 3NT AP E:SK S:S2 W:S3 N:SA N:claim:all E:corrects"
    irr = kind(rule(notation, FOUND, {"opponents": "agreed"}), "misinformation")
    texts = [s.text for s in irr.steps if s.law == "47E2(a)"]
    assert texts[-1] == (
        "The correction (event 11) came after the play had ended: too late to take a card "
        "back; the director may adjust (47E2(b))."
    )
    assert not any("may be taken back without further rectification;" in t for t in texts)


def test_20F2_a_card_of_the_declaring_side_explained_is_bad_input() -> None:
    for who in ("N:explains:H8:count", "S:explains:H4:count"):  # dummy's card, declarer's
        with pytest.raises(InvalidEventError, match=r"only a defender's card is explained \(20F2"):
            rule(f"{AUCTION} E:HA S:H8 W:H2 N:H4 E:D2 {who}")
    # a defender's card stays explainable
    irr = kind(rule(f"{AUCTION} E:HA S:H8 W:H2 N:H4 E:D2 W:explains:D2:count"), "misinformation")
    assert irr.steps[0].text == "At event 12 West explained East's D2 (event 11): 'count'."


def test_47E2a_41A_a_face_down_lead_before_the_correction_may_be_withdrawn() -> None:
    # North explains South's 2D (a transfer) as natural; East leads the DK face down; South,
    # dummy, corrects before the lead is faced.
    auction = "1NT P 2D E:question N:explains:natural P 2H AP"
    answers = FOUND | {"change_call": False}  # 21B1(a): the auction period has not ended
    irr = kind(rule(f"{auction} E:facedown:DK S:corrects", answers), "misinformation")
    assert step(irr, "47E2(a)") == (
        "East's opening lead DK (event 9) lay face down when the explanation was corrected "
        "(event 10): if it was led because of the mistaken explanation, East may withdraw it "
        "without further rectification, on the director's instruction (41A); information from "
        "it is then authorised for EW, unauthorised for NS (16C)."
    )
    # corrected before the lead: no card to withdraw
    irr = kind(rule(f"{auction} S:corrects E:facedown:DK", FOUND), "misinformation")
    assert "47E2(a)" not in laws(irr)
