"""Law 50: a penalty card's status (50B minor or major) and its play (50C, 50D, 50E)."""

from tests.rules.play.helpers import first, kinds, play, tricks
from tests.rules.wbf2017.card_helpers import T1, T2, T3, cards, pcs, status


def test_50B_a_second_penalty_card_makes_the_first_major() -> None:
    r = play(f"{T1} W:expose:C7 W:expose:D2", {"unintentional": "yes"}, {})
    one, two = [i for i in r.irregularities if i.kind == "card-exposed-by-defender"]
    assert pcs(one) == [("W", "C7", "minor", "50B")]
    assert two.questions == []
    assert pcs(two) == [("W", "D2", "major", "50B"), ("W", "C7", "major", "50B")]
    assert "C7, a minor penalty card until now, becomes a major one." in [s.text for s in two.steps]


def test_50B_the_upgrade_binds_play_the_first_major_card_at_the_first_opportunity() -> None:
    # With C7 now major, West must play it to East's club lead: the C8 is a failure to
    # play a penalty card (50D1, Law 52).
    # East, on lead at tricks 2-4, first gets declarer's 50D2/51B2 choice: "neither".
    neither = {"declarer_choice": "neither"}
    events = f"{T1} W:expose:C7 W:expose:D2 {T2} {T3} E:CA S:C6 W:C8"
    r = play(events, {"unintentional": "yes"}, {}, neither, neither, neither)
    assert kinds(r)[-1] == "penalty-card-not-played"
    assert "C7" in first(r, "penalty-card-not-played").steps[0].text


def test_50C_minor_penalty_card_owner_plays_another_low_card_of_its_suit() -> None:
    r = play(f"{T1} W:expose:C7 {T2} {T3} E:CA S:C6 W:C8", {"unintentional": "yes"})
    irr = first(r, "penalty-card-not-played")
    assert (irr.law, irr.offender, irr.event) == ("52", "W", 18)
    assert irr.open_questions == ["accept"]


def test_50C_minor_penalty_card_owner_may_play_an_honour_of_its_suit_instead() -> None:
    r = play(f"{T1} W:expose:C7 {T2} {T3} E:CA S:C6 W:CT N:C2", {"unintentional": "yes"})
    assert kinds(r) == ["card-exposed-by-defender"]
    assert cards(r, 4) == [("E", "CA"), ("S", "C6"), ("W", "CT"), ("N", "C2")]


def test_50C_minor_penalty_card_played_itself_is_no_irregularity() -> None:
    r = play(f"{T1} W:expose:C7 {T2} {T3} E:CA S:C6 W:C7 N:C2", {"unintentional": "yes"})
    assert kinds(r) == ["card-exposed-by-defender"]


def test_50D2a_a_picked_up_card_no_longer_lies_face_up() -> None:
    # West exposes DJ after trick 1; East, on lead, is required to lead a diamond: picked up.
    r = play(f"{T1} W:expose:DJ E:D5", {}, {"declarer_choice": "require:D"})
    assert status(r, "card-exposed-by-defender") == [("DJ", "picked up (50D2(a))")]


def test_50E4_named_for_a_penalty_card_that_lay_on_the_table_and_was_played() -> None:
    # West drops H7 at trick 2 (minor), plays it to trick 2; the play goes on to the end.
    r = play(
        tricks((2, "E:HK S:H9 W:H7 N:H5"), (8, "N:SK E:S9 S:S5 W:H3"), upto=13).replace(
            "E:HK S:H9 W:H7", "W:expose:H7 E:HK S:H9 W:H7", 1
        ),
        {"unintentional": "yes"},
    )
    irr = first(r, "card-exposed-by-defender")
    assert [(p.card, p.ended) for p in irr.rectification.penalty_cards] == [
        ("H7", "played to trick 2")
    ]
    assert irr.rectification.adjusted_score_review.law == "50E4"


def test_50E4_not_named_while_play_goes_on() -> None:
    r = play(f"{T1} W:expose:H7", {"unintentional": "yes"})
    irr = first(r, "card-exposed-by-defender")
    assert irr.rectification.penalty_cards[0].ended is None
    assert irr.rectification.adjusted_score_review is None
