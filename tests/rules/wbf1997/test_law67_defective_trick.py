"""A defective trick under the 1997 code (Law 67) beside the same trick under 2017: a card
of the suit led placed late carries no penalty in 1997 (67B1(a)); only an offender who
held none of the suit is deemed to have revoked (67B1(b))."""

from typing import Any

from director.engine.ruling import Irregularity, Ruling
from director.engine.table import Table
from director.model import Seat, Vulnerability
from director.model.deal import Deal
from director.record.incident import parse_notation
from tests.rules.play.helpers import AUCTION, DEAL, first, laws, tricks

KIND = "defective-trick"
FIRST3 = tricks(upto=3)
# West omits to play to trick 4 (East's club ace); found after both sides played to trick 5.
LATE = f"{FIRST3} E:CA S:C6 W:omit N:C2 E:CK S:CJ W:C8 W:supply:C7 N:C3"
REST = " ".join(tricks(upto=13).split(" ")[20:])


def play(events: str, *answers: dict[str, Any], edition: str = "wbf-2017") -> Ruling:
    table = Table(Seat.NORTH, Vulnerability.NONE, Deal.from_pbn(DEAL), edition=edition)
    return table.replay(parse_notation(f"{AUCTION} {events}"), list(answers))


def defective(r: Ruling) -> Irregularity:
    return first(r, KIND)


def test_67B1a_1997_a_card_of_the_suit_led_placed_late_carries_no_penalty() -> None:
    old = play(f"{LATE} {REST}", edition="wbf-1997")
    new = play(f"{LATE} {REST}", {"attention_drawn": "in-time"})
    irr = defective(old)
    assert irr.law == "67" and "67B1(a)" in laws(irr)
    assert "no penalty" in {s.law: s.text for s in irr.steps}["67B1(a)"]
    assert irr.rectification.trick_transfer is None
    assert [i.kind for i in old.irregularities] == [KIND]
    assert old.play[3].winner == "E"  # the placed card does not change who won the trick
    # 2017 67B1(a): deemed a revoke, one trick transferred as under 64A2.
    transfer = defective(new).rectification.trick_transfer
    assert transfer is not None and (transfer.tricks, transfer.law) == (1, "64A2")


def test_67B1b_1997_with_none_of_the_suit_he_is_deemed_to_have_revoked() -> None:
    events = f"{tricks(upto=7)} N:SK E:S9 S:S5 W:omit N:SQ E:ST S:S6 W:D2 W:supply:H7"
    irr = defective(play(events, edition="wbf-1997"))
    text = {s.law: s.text for s in irr.steps}
    assert "deemed to have revoked" in text["67B1(b)"] and "Law 64" in text["67B1(b)"]


def test_67A1_1997_supplied_in_time_it_joins_the_trick_as_in_2017() -> None:
    r = play(f"{FIRST3} E:CA S:C6 W:omit N:C2 E:CK W:supply:C7 S:CJ W:C8 N:C3", edition="wbf-1997")
    irr = defective(r)
    assert "67A1" in laws(irr) and irr.rectification.trick_transfer is None
