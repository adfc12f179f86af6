"""A card a defender exposes under the 1997 code (Law 50) beside the same card under 2017
(Laws 49 and 50): the same penalty card, but its information unauthorised for partner."""

from typing import Any

from director.engine.ruling import Irregularity, Ruling
from director.engine.table import Table
from director.model import Seat, Vulnerability
from director.model.deal import Deal
from director.record.incident import parse_notation

OLD, NEW = "wbf-1997", "wbf-2017"
DEAL = "N:AKQ2.J54.T98.432 JT98.AKQ.765.AK5 7654.T98.AKQ.QJ6 3.7632.J432.T987"
# 1S by North; East leads the heart ace; West then exposes a card.
PLAY = "1S AP E:HA S:H8 W:H2 N:H4"


def rule(edition: str, notation: str, *answers: dict[str, Any]) -> Ruling:
    table = Table(Seat.NORTH, Vulnerability.NONE, edition=edition, deal=Deal.from_pbn(DEAL))
    return table.replay(parse_notation(notation), list(answers))


def exposed(r: Ruling) -> Irregularity:
    (irr,) = [i for i in r.irregularities if i.kind == "card-exposed-by-defender"]
    return irr


def test_50C_1997_minor_penalty_card_is_unauthorised_for_partner() -> None:
    answers = {"unintentional": True}
    old = exposed(rule(OLD, f"{PLAY} W:expose:H7", answers))
    new = exposed(rule(NEW, f"{PLAY} W:expose:H7", answers))
    assert old.law == "50" and new.law == "49"
    assert [p.kind for p in old.rectification.penalty_cards] == ["minor"]
    assert [p.kind for p in new.rectification.penalty_cards] == ["minor"]
    ui = old.rectification.unauthorised_information
    assert ui is not None and ui.law == "50C" and ui.whom == "East"
    assert "50E1" not in [s.law for s in old.steps]
    # 2017: its information is authorised for every player (50E1); no UI is recorded.
    assert "50E1" in [s.law for s in new.steps]
    assert new.rectification.unauthorised_information is None


def test_50D1_1997_major_penalty_card_only_the_duty_to_play_it_is_authorised() -> None:
    old = exposed(rule(OLD, f"{PLAY} W:expose:DJ"))
    assert [p.kind for p in old.rectification.penalty_cards] == ["major"]
    assert old.open_questions == []
    ui = old.rectification.unauthorised_information
    assert ui is not None and ui.law == "50D1"
    text = {s.law: s.text for s in old.steps}
    assert "authorised information for East" in text["50D1"]


def test_50_1997_the_72B1_adjustment_is_named_for_the_director() -> None:
    old = exposed(rule(OLD, f"{PLAY} W:expose:DJ"))
    text = {s.law: s.text for s in old.steps}
    assert "likely to damage" in text["72B1"]
    new = exposed(rule(NEW, f"{PLAY} W:expose:DJ"))
    assert "72B1" not in [s.law for s in new.steps]


def test_50D1_1997_card_on_the_table_at_the_end_is_reviewed_as_unauthorised_information() -> None:
    ended = f"{PLAY} W:expose:DJ E:SJ S:S4 W:DJ N:SA N:claim:10"
    answers = {"opponents": "agreed"}
    old = exposed(rule(OLD, ended, answers))
    assert old.rectification.adjusted_score_review is None  # played at trick 2: off the table
    left = f"{PLAY} W:expose:DJ N:claim:11"
    old = exposed(rule(OLD, left, answers))
    review = old.rectification.adjusted_score_review
    assert review is not None and review.law == "50D1" and "Law 16A" in review.reason
    assert "(12C3)" in review.reason
