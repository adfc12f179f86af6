"""The catalog says what the Law says: sections once overstated (a stronger duty, a
narrower scope, a milder power than the 2017 text), the book's own headings, and the
project's interpretive glosses kept in ``note``, shown apart from the summary."""

import pytest

from director.catalog.catalog import get_edition
from director.catalog.ref import LawRef
from tests.conftest import Run

ED = get_edition("wbf-2017")


def text(ref: str) -> str:
    _law, section = ED.lookup(LawRef.parse(ref))
    assert section is not None
    return section.text


def heading(ref: str) -> str:
    _law, section = ED.lookup(LawRef.parse(ref))
    assert section is not None
    return section.heading


def test_72C_could_well_damage_not_likely_to_harm() -> None:
    assert "could well damage" in text("72C") and "likely to harm" not in text("72C")


def test_72B2_revoke_correction_when_attention_is_drawn_as_62A_says() -> None:
    assert "once aware" not in text("72B2")
    assert "attention is drawn" in text("72B2") and "62A" in text("72B2")
    assert "attention" in text("62A")


def test_25A5_substitution_until_the_end_of_the_auction_period_17D2_on_a_passed_out_board() -> None:
    t = text("25A5")
    assert "17D2" in t and "returned to the board" in t


def test_47E1_no_added_only_because() -> None:
    assert "only because" not in text("47E1")


def test_11A_a_side_not_the_offending_side() -> None:
    assert "a side has profited" in text("11A") and "offending side has profited" not in text("11A")


@pytest.mark.parametrize("ref", ["73D1", "74A2"])
def test_73D1_74A2_should_not_must(ref: str) -> None:
    assert " must " not in f" {text(ref)} " and "should" in text(ref)


def test_70B3_may_require_not_may_ask() -> None:
    assert "may require" in text("70B3") and "may ask" not in text("70B3")


def test_13D_last_sentence_is_our_own_words() -> None:
    assert "liable to a procedural penalty" not in text("13D")


@pytest.mark.parametrize(
    ("ref", "book"),
    [
        ("24B", "Single Card of Honor Rank or Card Prematurely Led"),
        ("24C", "Two or More Cards Are Exposed"),
        ("28B", "Call by Correct Player Cancelling Call Out of Rotation"),
        ("38D", "Possible Lack of Recourse to Laws 26B and 72C"),
        ("39B", "Pass by Defender or Any Call by Declaring Side"),
        ("53A", "Lead Out of Turn Treated as Correct Lead"),
    ],
)
def test_headings_are_the_books(ref: str, book: str) -> None:
    assert heading(ref) == book


@pytest.mark.parametrize(
    ("ref", "gloss"),
    [
        ("28A", "taken as made"),
        ("12C1(e)", "need not balance"),
        ("44C", "gives way"),
        ("69B2", "less strict"),
    ],
)
def test_interpretive_glosses_are_notes_not_summary(ref: str, gloss: str) -> None:
    _law, section = ED.lookup(LawRef.parse(ref))
    assert section is not None
    assert gloss in section.note and gloss not in section.text


def test_a_note_is_shown_apart_and_marked_as_ours(run: Run) -> None:
    code, out, _ = run("law", "28A")
    assert code == 0
    summary_at = out.index("counts as being in rotation")
    note_at = out.index("Note (ours, not the Law's)")
    assert note_at > summary_at and "taken as" in out[note_at:]
