"""Law 45C4 (1997) against 2017: declarer names a card and at once another - 1997 45C4(b)
lets any inadvertent designation be changed without pause for thought, from his own hand
as from dummy."""

from typing import Any

import pytest

from director.engine.ruling import Ruling
from director.engine.table import Table
from director.model import Deal, Seat, Vulnerability
from director.record.incident import parse_notation
from director.rules.wbf1997.law45c4_named_card import NamedCard1997
from director.rules.wbf1997.law45c4_named_card import rule as rule_1997
from director.rules.wbf2017.law45c4_named_card import NamedCard
from tests.rules.play.helpers import AUCTION, DEAL, first, laws, tricks
from tests.rules.wbf1997.editions import NEW, OLD
from tests.rules.wbf2017.card_helpers import cards

KIND = "designation-corrected"
OWN_HAND = f"{tricks(upto=7)} N:named:SK:corrected:S2 E:S9"
DUMMY = f"{tricks(upto=6)} S:named:S4:corrected:S5 W:S3"


def play(edition: str, events: str, answers: dict[str, Any]) -> Ruling:
    table = Table(Seat.NORTH, Vulnerability.NONE, Deal.from_pbn(DEAL), edition=edition)
    return table.replay(parse_notation(f"{AUCTION} {events}"), [answers])


def test_45C4b_1997_declarers_own_hand_an_inadvertent_designation_is_changed() -> None:
    old = play(OLD, OWN_HAND, {"inadvertent": True})
    irr = first(old, KIND)
    assert (irr.questions[0].id, irr.questions[0].law) == ("inadvertent", "45C4(b)")
    assert "45C4(b)" in laws(irr) and cards(old, 8) == [("N", "S2"), ("E", "S9")]
    new = play(NEW, OWN_HAND, {})  # 2017 45C4(a): the card named from his hand is played
    assert cards(new, 8) == [("N", "SK"), ("E", "S9")] and not first(new, KIND).questions


@pytest.mark.parametrize(("events", "trick", "seat", "named"), [(OWN_HAND, 8, "N", "SK"),
                                                                 (DUMMY, 7, "S", "S4")])  # fmt: skip
def test_45C4a_1997_not_inadvertent_or_after_a_pause_the_named_card_is_played(
    events: str, trick: int, seat: str, named: str
) -> None:
    old = play(OLD, events, {"inadvertent": False})
    assert "45C4(a)" in laws(first(old, KIND)) and cards(old, trick)[0] == (seat, named)


def test_45C4b_1997_from_dummy_the_same_test_as_from_his_hand() -> None:
    old = play(OLD, DUMMY, {"inadvertent": True})
    assert cards(old, 7) == [("S", "S5"), ("W", "S3")]
    new = play(NEW, DUMMY, {"slip_of_the_tongue": True})
    assert cards(new, 7) == cards(old, 7)


def test_the_1997_rule_overrides_steps_of_the_2017_rule() -> None:
    assert isinstance(rule_1997, NamedCard) and type(rule_1997) is NamedCard1997
    assert NamedCard1997.steps()["45C4(b)"] in ("from_dummy", "own_hand")
    assert "45C4(a)" in NamedCard.steps() and "45C4(a)" not in NamedCard1997.steps()
