"""A revoke stated without the cards (issue 31): ``W:revoked:4:won:E:after:2:made:7`` feeds
the same Law 64 steps as the full record, and rules as the full record of the same play
does - laws, offender, tricks transferred, result and score - under both editions; each
section a stated revoke reaches is named by a test."""

from pathlib import Path
from typing import Any

import pytest

from director.engine.events import InvalidEventError, RevokedEvent
from director.engine.ruling import Irregularity, Ruling
from director.errors import DirectorError
from director.record.incident import load_incident, parse_notation

EXAMPLES = Path(__file__).resolve().parents[3] / "examples" / "incidents"

# Each revoke example, the coarse statement of its play and the answers it needs.
STATED = {
    "21-revoke-one-trick-transferred": (
        "1S AP W:revoked:4:won:E:after:2:made:7",
        {"attention_drawn": "in-time"},
    ),
    "22-revoke-two-tricks-after-claim": (
        "1S AP N:revoked:1:won:N:after:12:made:13",
        {"attention_drawn": "in-time"},
    ),
    "26-revoke-corrected-before-establishment": (
        "1S AP W:revoked:4:corrected:H7:made:7",
        {"played_after": "yes"},
    ),
    "1997-05-revoke-tricks-transferred": (
        "1S AP W:revoked:4:won:E:after:2:made:7",
        {"exception_64b": "no", "won_with_suit": "no"},
    ),
    "1997-06-revoke-won-by-revoker-claim-agreed": (
        "1S AP N:revoked:1:won:N:after:12:made:13",
        {"exception_64b": "no"},
    ),
    "1997-08-revoke-second-trick-won-later": (
        "1NT AP E:revoked:3:won:S:after:2:made:10",
        {"exception_64b": "no", "won_with_suit": "yes"},
    ),
}


def _essence(ruling: Ruling) -> tuple[Any, ...]:
    """What the two rulings must share: the revoke's kind, law, offender, the laws it
    applies and the tricks it moves; the result and the score."""
    revoke = next(i for i in ruling.irregularities if i.kind == "revoke")
    rect = revoke.rectification
    transfer = rect.trick_transfer
    assert ruling.result is not None and ruling.score is not None
    return (
        revoke.kind,
        revoke.law,
        revoke.offender,
        rect.laws,
        None if transfer is None else transfer.model_dump(),
        ruling.result.after_transfer,
        ruling.score.result,
        ruling.score.ns,
        ruling.score.ew,
    )


def _stated(example: str, notation: str, *answers: dict[str, Any]) -> Ruling:
    """``notation`` ruled at the example's table, without its deal: no card is known."""
    incident = load_incident(EXAMPLES / f"{example}.yaml").model_copy(update={"deal": None})
    return incident.new_table().replay(parse_notation(notation), list(answers))


def _revoke(ruling: Ruling) -> Irregularity:
    return next(i for i in ruling.irregularities if i.kind == "revoke")


def _texts(ruling: Ruling) -> dict[str, str]:
    return {s.law: s.text for s in _revoke(ruling).steps}


@pytest.mark.parametrize("example", sorted(STATED))
def test_the_stated_revoke_rules_as_the_full_record(example: str) -> None:
    incident = load_incident(EXAMPLES / f"{example}.yaml")
    full = incident.new_table().replay(incident.parsed_events(), list(incident.answers))
    notation, answers = STATED[example]
    assert _essence(_stated(example, notation, answers)) == _essence(full)


def test_61A_the_ruling_says_which_facts_it_rested_on() -> None:
    ruling = _stated("21-revoke-one-trick-transferred", *STATED["21-revoke-one-trick-transferred"])
    assert _texts(ruling)["61A"] == (
        "Stated by the director: revoke on trick 4 by West, East won that trick, EW won 2 "
        "trick(s) after it, declarer (North) took 7 trick(s) in play, established (63A1)."
    )


@pytest.mark.parametrize(
    ("facts", "moved", "made"),
    [
        ("won:E:after:2", (1, "64A2"), 8),  # he did not win it: one trick
        ("won:E:after:0", (1, "64A2"), 8),  # ... his partner won it, nothing later
        ("won:W:after:2", (2, "64A1"), 9),  # he won it and a later one: two tricks
        ("won:W:after:0", (1, "64A1"), 8),  # he won it, nothing later: that trick
    ],
)
def test_64A1_and_64A2_the_tricks_moved_follow_the_stated_facts(
    facts: str, moved: tuple[int, str], made: int
) -> None:
    notation = f"1S AP W:revoked:4:{facts}:made:7"
    ruling = _stated("21-revoke-one-trick-transferred", notation, {"attention_drawn": "in-time"})
    transfer = _revoke(ruling).rectification.trick_transfer
    assert transfer is not None and (transfer.tricks, transfer.law) == moved
    assert ruling.result is not None and ruling.result.after_transfer == made


def test_64B1_offending_side_won_nothing_from_the_revoke_trick_on() -> None:
    ruling = _stated("21-revoke-one-trick-transferred", "1S AP W:revoked:4:won:N:after:0:made:10")
    laws = _revoke(ruling).rectification.laws
    assert "64B1" in laws and _revoke(ruling).rectification.trick_transfer is None
    assert ruling.score is not None and ruling.score.result == "1S+3"


def test_64B4_attention_drawn_late_no_transfer_and_64C1_review() -> None:
    ruling = _stated("21-revoke-one-trick-transferred", "1S AP W:revoked:4:won:E:after:2:made:7",
                     {"attention_drawn": "next-deal"})  # fmt: skip
    rect = _revoke(ruling).rectification
    assert "64B4" in rect.laws and rect.trick_transfer is None
    assert rect.adjusted_score_review is not None and rect.adjusted_score_review.law == "64C1"


def test_64B3_a_revoke_by_dummy_moves_no_trick() -> None:
    ruling = _stated("21-revoke-one-trick-transferred", "1S AP S:revoked:4:won:S:after:3:made:7")
    assert "64B3" in _revoke(ruling).rectification.laws


@pytest.mark.parametrize(("by", "law"), [("play", "63A1"), ("named", "63A2"), ("claim", "63A3")])
def test_63A1_to_63A3_established_as_stated(by: str, law: str) -> None:
    ruling = _stated("21-revoke-one-trick-transferred",
                     f"1S AP W:revoked:4:won:E:after:2:made:7:by:{by}",
                     {"attention_drawn": "in-time"})  # fmt: skip
    assert law in _revoke(ruling).rectification.laws
    assert "as stated; it can no longer be corrected (63B)" in _texts(ruling)[law]


def test_62A_corrected_in_time_no_transfer_and_62B1_penalty_card() -> None:
    ruling = _stated("21-revoke-one-trick-transferred", "1S AP W:revoked:4:corrected:H7:made:7",
                     {"played_after": "no"})  # fmt: skip
    rect = _revoke(ruling).rectification
    assert {"62A", "62B", "62B1"} <= set(rect.laws) and "62C1" not in rect.laws
    assert rect.trick_transfer is None and [p.card for p in rect.penalty_cards] == ["H7"]
    assert ruling.score is not None and ruling.score.result == "1S="


def test_62B2_declarers_correction_goes_back_to_the_hand() -> None:
    ruling = _stated("21-revoke-one-trick-transferred", "1S AP N:revoked:4:corrected:made:7",
                     {"played_after": "yes"})  # fmt: skip
    laws = _revoke(ruling).rectification.laws
    assert "62B2" in laws and "62C1" in laws


def test_62D1_trick_12_hands_back_in_the_board_it_stands_64B6() -> None:
    ruling = _stated("21-revoke-one-trick-transferred", "1S AP W:revoked:12:won:W:after:1:made:7",
                     {"hands_returned": "yes"})  # fmt: skip
    laws = _revoke(ruling).rectification.laws
    assert "62D1" in laws and "64B6" in laws
    assert ruling.result is not None and ruling.result.after_transfer == 7


def test_62D1_trick_12_hands_still_out_it_is_corrected_and_trick_13_played_again() -> None:
    ruling = _stated("21-revoke-one-trick-transferred", "1S AP W:revoked:12:won:W:after:1:made:7",
                     {"hands_returned": "no", "tricks_after_62d1": "8"})  # fmt: skip
    rect = _revoke(ruling).rectification
    assert "62D1" in rect.laws and "62B1" in rect.laws and rect.trick_transfer is None
    assert ruling.result is not None and ruling.result.after_transfer == 8


def test_64A_facts_not_stated_are_asked_in_the_laws_terms() -> None:
    ruling = _stated("21-revoke-one-trick-transferred", "1S AP W:revoked:4")
    assert _revoke(ruling).open_questions == ["declarer_tricks"]
    ruling = _stated("21-revoke-one-trick-transferred", "1S AP W:revoked:4",
                     {"declarer_tricks": "7", "revoke_won_by": "partner", "later_trick": "yes",
                      "attention_drawn": "in-time"})  # fmt: skip
    transfer = _revoke(ruling).rectification.trick_transfer
    assert transfer is not None and (transfer.tricks, transfer.law) == (1, "64A2")
    assert [q.id for q in _revoke(ruling).questions][:3] == [
        "declarer_tricks",
        "revoke_won_by",
        "later_trick",
    ]


def test_1997_64A2_the_second_trick_is_asked_only_when_his_side_won_later() -> None:
    ruling = _stated("1997-05-revoke-tricks-transferred", "1S AP W:revoked:4:won:E:after:0:made:9",
                     {"exception_64b": "no"})  # fmt: skip
    assert "won_with_suit" not in [q.id for q in _revoke(ruling).questions]
    transfer = _revoke(ruling).rectification.trick_transfer
    assert transfer is not None and transfer.tricks == 1


def test_1997_a_stated_correction_is_not_ruled() -> None:
    ruling = _stated("1997-05-revoke-tricks-transferred", "1S AP W:revoked:4:corrected:made:7")
    assert _revoke(ruling).not_ruled == "62B"


def test_the_event_reads_and_writes_its_facts() -> None:
    (event,) = parse_notation("W:revoked:5:won:e:after:1:made:10")
    assert isinstance(event, RevokedEvent)
    assert (event.trick, event.after, event.made, str(event.won_by)) == (5, 1, 10, "E")
    assert str(event) == "W:revoked:5:won:E:after:1:made:10"


@pytest.mark.parametrize(
    ("notation", "expected"),
    [
        ("W:revoked:14", "expected a number from 1 to 13"),
        ("W:revoked", "needs the revoke trick"),
        ("W:revoked:5:won:Q", "invalid seat"),
        ("W:revoked:12:after:3", "expected a number from 0 to 1"),
        ("W:revoked:5:lost:E", "expected won:SEAT"),
        ("W:revoked:5:by:magic", "expected play, named, claim"),
    ],
)
def test_bad_facts_are_one_line_errors_naming_the_event(notation: str, expected: str) -> None:
    with pytest.raises(DirectorError, match=expected) as caught:
        parse_notation(notation)
    assert "\n" not in str(caught.value)


@pytest.mark.parametrize(
    ("notation", "expected"),
    [
        ("1S AP W:revoked:4:won:W:after:9:made:7", "EW won 10 trick"),
        ("1S AP E:HA W:revoked:4", "stands for the whole play"),
        ("1S W:revoked:4", "a revoke stated before the auction ended"),
        ("1S AP W:revoked:4:won:E:after:2:made:7 E:HA", "record nothing after it"),
    ],
)
def test_stated_tricks_that_do_not_fit_are_refused(notation: str, expected: str) -> None:
    with pytest.raises(InvalidEventError, match=expected):
        _stated("21-revoke-one-trick-transferred", notation, {"attention_drawn": "in-time"})
