"""Law 45D: dummy places a card declarer did not name; and bad play events around
dummy's cards and fifth cards, each a one-line error."""

import pytest

from director.engine.events import InvalidEventError
from tests.conftest import Run
from tests.rules.play.helpers import DEAL, first, kinds, laws, play, tricks
from tests.rules.wbf2017.card_helpers import T1, cards


def test_45D1_in_time_the_wrong_card_goes_back_and_the_named_card_is_played() -> None:
    r = play(f"{T1} E:HK S:dummy-plays:HT:H9 W:H3 N:H5", {"in_time": "yes"})
    irr = first(r, "dummy-plays-wrong-card")
    assert (irr.law, irr.offender, irr.event) == ("45D", "S", 8)
    q = irr.questions[0]
    assert (q.id, q.asks, q.law) == ("in_time", "director", "45D")
    assert cards(r, 2) == [("E", "HK"), ("S", "H9"), ("W", "H3"), ("N", "H5")]
    assert irr.rectification.unauthorised_information is not None
    assert kinds(r) == ["dummy-plays-wrong-card"]


def test_45D2_too_late_the_wrong_card_stays_and_a_dummy_revoke_follows_64B3() -> None:
    events = f"{tricks(upto=3)} E:CA S:dummy-plays:DA:C6 W:C7 N:C2 E:CK S:C6"
    r = play(events, {"in_time": "no"})
    irr = first(r, "dummy-plays-wrong-card")
    assert "45D2" in laws(irr)
    assert cards(r, 4) == [("E", "CA"), ("S", "DA"), ("W", "C7"), ("N", "C2")]
    revoke = first(r, "revoke")
    assert revoke.offender == "S" and "63A1" in laws(revoke)


def test_45D2_a_wrong_lead_from_dummy_is_the_lead_to_follow() -> None:
    events = f"{tricks(upto=6)} S:dummy-plays:D2:S4"
    with pytest.raises(InvalidEventError, match="South does not hold D2"):
        play(events, {"in_time": "no"})
    r = play(f"{tricks(upto=6)} S:dummy-plays:DA:S4 W:D2", {"in_time": "no"})
    assert cards(r, 7) == [("S", "DA"), ("W", "D2")]
    assert any(s.law == "45D2" and "lead" in s.text for s in first(r, kinds(r)[0]).steps)


def test_45D_a_named_card_not_in_dummy_is_an_invalid_designation_46B4() -> None:
    with pytest.raises(InvalidEventError, match=r"event 8 \(S:dummy-plays:HT:named:SA\).*46B4"):
        play(f"{T1} E:HK S:dummy-plays:HT:SA")


def test_45D_only_at_dummys_turn() -> None:
    with pytest.raises(InvalidEventError, match=r"event 7 .*East's turn"):
        play(f"{T1} S:dummy-plays:HT:H9")


@pytest.mark.parametrize(
    ("notation", "message"),
    [
        ("W:fifth:SA", "error: event 7 (W:fifth:SA): West does not hold SA"),
        ("S:dummy-plays:HT:SA", "error: event 7 (S:dummy-plays:HT:named:SA): it is East's turn"),
        ("S:dummy-breach:peek", "error: event 7: 'dummy-breach' takes one of"),
    ],
)
def test_45_bad_play_events_are_one_line_errors_exit_2(
    run: Run, notation: str, message: str
) -> None:
    code, out, err = run("rule", f"1S AP {T1} {notation}", "--dealer", "N", "--deal", DEAL)
    assert code == 2 and out == ""
    assert err.startswith(message) and err.count("\n") == 1
