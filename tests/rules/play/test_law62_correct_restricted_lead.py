"""62B: a lead that broke a lead restriction (here 26B, a prohibited suit) is a revoke the
offender corrects with a legal lead; the follow-suit test does not apply to a lead."""

import pytest

from director.engine.events import InvalidEventError
from director.engine.ruling import Ruling
from director.engine.table import Table
from director.model import Deal, Seat, Vulnerability
from director.record.incident import parse_notation
from tests.rules.play.helpers import DEAL, first, laws

IB_BY_WEST = "N:1S E:pass S:pass W:1H W:pass"  # East barred; 26B at his opening lead
ANSWERS = [{"accept": "no", "comparable": "no"}, {"declarer_choice": "prohibit:H"}]


def replay(events: str) -> Ruling:
    table = Table(Seat.NORTH, Vulnerability.NONE, Deal.from_pbn(DEAL))
    return table.replay(parse_notation(events), [dict(a) for a in ANSWERS])


def test_62B_prohibited_lead_corrected_by_a_legal_lead() -> None:
    r = replay(f"{IB_BY_WEST} E:HA E:correct:CA S:C6")
    revoke = first(r, "revoke")
    assert "62B" in laws(revoke)
    # a defender's revoke card becomes a major penalty card (62B1)
    (pc,) = revoke.rectification.penalty_cards
    assert (pc.seat, pc.card, pc.kind, pc.law) == ("E", "HA", "major", "62B1")
    assert [c.card for c in r.play[0].cards][:2] == ["CA", "C6"]


def test_62B_correction_in_the_prohibited_suit_again_is_refused() -> None:
    with pytest.raises(InvalidEventError, match="breaks the lead restriction too"):
        replay(f"{IB_BY_WEST} E:HA E:correct:HK")
