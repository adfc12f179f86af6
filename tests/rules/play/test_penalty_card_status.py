"""A ruling says what became of each penalty card (still face up, played, or picked up
under 50D2(a)), and names the end-of-play hooks where they apply: 50E4 for a penalty card
that lay on the table, Law 16 for what a partner saw of an early card under 57C1."""

from tests.rules.play.helpers import first, play, tricks

T1 = "E:HA S:H8 W:H2 N:H4"


def status(r: object, kind: str) -> list[tuple[str, str | None]]:
    irr = first(r, kind)  # type: ignore[arg-type]
    return [(p.card, p.ended) for p in irr.rectification.penalty_cards]


def test_50D2a_a_picked_up_card_no_longer_lies_face_up() -> None:
    # West exposes DJ after trick 1; East, on lead, is required to lead a diamond: picked up.
    r = play(f"{T1} W:expose:DJ E:D5", {}, {"declarer_choice": "require:D"})
    assert status(r, "card-exposed-by-defender") == [("DJ", "picked up (50D2(a))")]


def test_50E4_named_for_a_penalty_card_that_lay_on_the_table_and_was_played() -> None:
    # West drops H7 at trick 2 (minor), plays it to trick 2; the play goes on to the end.
    r = play(tricks((2, "E:HK S:H9 W:H7 N:H5"), (8, "N:SK E:S9 S:S5 W:H3"), upto=13).replace(
        "E:HK S:H9 W:H7", "W:expose:H7 E:HK S:H9 W:H7", 1), {"unintentional": "yes"})
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


def test_57C1_names_law_16_for_what_the_partner_saw() -> None:
    r = play(f"{tricks(upto=6)} S:S4 W:S3 N:SA W:D2 E:S8", {}, {"accept": "yes"})
    irr = first(r, "premature-play")
    assert irr.rectification.adjusted_score_review.law == "16"
    assert "East saw D2" in irr.rectification.adjusted_score_review.reason
