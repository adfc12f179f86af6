"""Auction Bridge 1912, Law 51: a previous declaration told; declarer may call a lead."""

from director.engine.table import Table
from director.model import Seat, Vulnerability
from director.record.incident import parse_notation
from tests.rules.auction.helpers import only
from tests.rules.auction1912.helpers import rule


def test_51_declarer_may_call_a_lead_from_the_adversary_next_to_lead() -> None:
    r = rule('1H 2C 2H P P P W:recalls:"clubs"')
    irr = only(r)
    q = irr.questions[0]
    assert (irr.kind, irr.law, irr.offender) == ("previous-declaration-told", "51", "W")
    assert (q.id, q.asks, q.seat, q.law) == (
        "call_lead",
        "declarer",
        "N",
        "51",
    ) and "from East" in q.text
    r = rule('1H 2C 2H P P P W:recalls:"clubs"', "N", {"call_lead": True, "lead_suit": "H"})
    [lr] = only(r).rectification.lead_restrictions
    assert (lr.player, lr.declarer_may, lr.suit, lr.law) == ("E", "require", "H", "51")
    assert (
        rule("1H 2C 2H P P P W:recalls", "N", {"call_lead": False})
        .irregularities[0]
        .rectification.lead_restrictions
        == []
    )


def test_51_in_the_play_the_adversary_next_on_lead_is_not_yet_known() -> None:
    r = rule("1H 2C 2H P P P C2 W:recalls", "N", {"call_lead": True})
    assert only(r).rectification.lead_restrictions[0].player == "adversary-next-on-lead"


def test_51_names_only_the_adversaries_after_the_final_declaration() -> None:
    for notation, stop in (("1H 2C 2H P P P S:recalls", 7), ("1H 2C W:recalls", 3)):
        r = rule(notation)
        assert (only(r).law, only(r).questions, r.stopped_at) == ("51", [], stop)
    # Under contract bridge the event is information only: nothing to rule.
    table = Table(Seat.parse("N"), Vulnerability.NONE)
    assert table.replay(parse_notation("1H P P P W:recalls"), []).irregularities == []
