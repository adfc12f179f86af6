"""Auction Bridge 1912 (the seed's laws 42-52) ruled under --edition auction-bridge-1912:
every branch named by its law."""

from typing import Any

from director.engine.ruling import Ruling
from director.engine.table import Table
from director.model import Seat, Vulnerability
from director.record.incident import parse_notation
from tests.conftest import Run
from tests.rules.auction.helpers import auction, only

ED = "auction-bridge-1912"


def rule(notation: str, dealer: str = "N", *answers: dict[str, Any]) -> Ruling:
    table = Table(Seat.parse(dealer), Vulnerability.NONE, edition=ED)
    return table.replay(parse_notation(notation), list(answers))


def test_42_the_dealers_pass_names_law_42_and_stops() -> None:
    r = rule("P")
    irr = only(r)
    assert (irr.kind, irr.law, irr.offender) == ("dealer-passes", "42", "N")
    assert r.stopped_at == 1 and "may not pass" in irr.steps[0].text
    assert [i.kind for i in rule("1H P").irregularities] == []  # a later pass is a call


def test_45_overbidding_ones_own_declaration_after_three_passes_does_not_count() -> None:
    r = rule("1H P P P 2H")
    irr = only(r)
    assert (irr.kind, irr.law) == ("call-after-final-pass", "45")
    assert irr.rectification.cancelled_events == [5]
    assert r.contract is not None and r.contract.text == "1H by N"
    assert "his own declaration 1H" in irr.steps[0].text


def test_45_another_players_call_after_the_final_declaration_does_not_count() -> None:
    irr = only(rule("1H P P P E:2S"))
    assert irr.law == "45" and "it is the final declaration" in irr.steps[0].text


def test_49_either_adversary_elects_and_the_question_names_both() -> None:
    r = rule("1H S:2C")
    q = only(r).questions[0]
    assert (q.id, q.asks, q.seat, q.law) == ("election", "opponents", None, "49")
    assert "West or East" in q.text and [o.value for o in q.options] == ["new-deal", "stand"]
    assert r.stopped_at == 2


def test_49_the_declaration_stands_as_if_in_turn() -> None:
    r = rule("1H S:2C P P P", "N", {"election": "stand"})
    assert auction(r) == "N:1H S:2C W:Pass N:Pass E:Pass"
    assert r.contract is not None and r.contract.text == "2C by S"


def test_49_a_new_deal() -> None:
    r = rule("1H S:2C", "N", {"election": "new-deal"})
    assert r.new_deal == "49" and r.contract is None and r.turn is None
    assert only(r).rectification.cancelled_events == [2]


def test_49_a_pass_out_of_turn_is_outside_law_49() -> None:
    r = rule("1H S:P")
    irr = only(r)
    assert irr.law == "49" and "covers declarations" in irr.steps[0].text and r.stopped_at == 2


def test_50_insufficient_either_adversary_may_demand_the_penalty() -> None:
    q = only(rule("1H 1S")).questions[0]
    assert (q.id, q.asks, q.law) == ("demand", "opponents", "50")
    assert "South or North" in q.text and "4S or more" in q.options[0].outcome  # 44: 4S = 8 = 1H


def test_50_insufficient_penalised_waits_for_the_sufficient_declaration() -> None:
    r = rule("1H 1S", "N", {"demand": True})
    assert r.pending is not None and (r.pending.seat, r.pending.awaits, r.pending.law) == ("E", "call", "50")


def test_50_insufficient_made_sufficient_and_partner_debarred_until_an_adversary_acts() -> None:
    r = rule("1H 1S 4S P P P", "N", {"demand": True})
    irr = only(r)
    assert [(m.seat, m.scope, m.law) for m in irr.rectification.must_pass] == [
        ("W", "until-adversary-bids-or-doubles", "50")
    ]
    assert r.contract is not None and r.contract.text == "4S by E"


def test_50_the_bar_lifts_when_an_adversary_bids() -> None:
    lifted = rule("1H 1S 4S 2NT 3H P P P", "N", {"demand": True})
    assert len(lifted.irregularities) == 1 and lifted.contract is not None
    assert lifted.contract.text == "3H by W"


def test_50_a_debarred_partners_declaration_names_law_50_and_stops() -> None:
    r = rule("1H 1S 4S P 5S", "N", {"demand": True})
    assert [(i.kind, i.law) for i in r.irregularities][1] == ("call-by-player-required-to-pass", "50")
    assert r.stopped_at == 5


def test_50_insufficient_replaced_by_another_denomination_stops() -> None:
    r = rule("1H 1S 2D", "N", {"demand": True})
    assert "not 1S made sufficient in its denomination" in only(r).steps[-1].text and r.stopped_at == 3


def test_50_no_demand_no_penalty_and_the_director_decides() -> None:
    r = rule("1H 1S", "N", {"demand": False})
    assert r.stopped_at == 2 and only(r).rectification.must_pass == []


def test_50_too_late_once_an_adversary_has_called_over_it() -> None:
    r = rule("1H 1S S:P", "N", {"south_called_first": True})
    irr = only(r)
    assert [q.id for q in irr.questions] == ["south_called_first"]
    assert "can no longer be demanded" in irr.steps[-1].text


def test_50_impossible_held_to_all_the_tricks() -> None:
    r = rule("1H 8S S:P W:P N:P", "N", {"south_called_first": False, "election": "penalty"})
    irr = only(r)
    assert (irr.kind, irr.law) == ("bid-above-seven", "50")
    assert r.contract is not None and r.contract.text == "7S by E"
    assert [m.seat for m in irr.rectification.must_pass] == ["W"]


def test_50_impossible_new_deal_or_an_adversarys_declaration_made_final() -> None:
    assert rule("1H 8S", "N", {"election": "new-deal"}).new_deal == "50"
    q = only(rule("1H 8S")).questions[0]
    assert [o.value for o in q.options] == ["penalty", "new-deal", "final"]
    assert "North's 1H" in q.options[2].label
    r = rule("1H 8S", "N", {"election": "final"})
    assert r.stopped_at is None and r.auction_complete and "final declaration" in only(r).steps[-1].text
    assert r.contract is not None and r.contract.text == "1H by N"


def test_50_the_adversaries_last_declaration_made_final_ends_the_auction_there() -> None:
    r = rule("1H X 2C 8S", "N", {"election": "final"})  # South's 2C, West's 8S impossible
    assert r.contract is not None and r.contract.text == "2C by S" and r.auction_complete
    # Our reading: a double of the declaration made final, before any later bid, stands.
    r = rule("1H 2C X P 8C", "N", {"election": "final"})
    assert r.contract is not None and r.contract.text == "2CX by E"
    assert only(r).rectification.cancelled_events == [5]
    r = rule("1H 8S P", "N", {"election": "final"})
    late = r.irregularities[1]
    assert (late.kind, late.steps[0].law) == ("call-after-final-pass", "50")
    assert "was made final" in late.steps[0].text and r.contract is not None


def test_52_the_director_judges_whether_the_declaration_was_inadvertent() -> None:
    r = rule("1H N:change:2H")
    q = only(r).questions[0]
    assert (only(r).law, q.id, q.asks, q.law, r.stopped_at) == ("52", "inadvertent", "director", "52", 2)


def test_52_an_inadvertent_declaration_is_corrected_before_the_next_player_acts() -> None:
    r = rule("1H N:change:2H P P P", "N", {"inadvertent": True})
    assert auction(r) == "N:2H E:Pass S:Pass W:Pass"
    assert r.contract is not None and r.contract.text == "2H by N"
    # The correction is ruled as a call in turn: 1S (2 points) over 1H (8) is insufficient (50).
    r = rule("1H 2C E:change:1S", "N", {"inadvertent": True})
    assert [(i.kind, i.law) for i in r.irregularities] == [("change-of-call", "52"), ("insufficient-bid", "50")]


def test_52_a_declaration_made_as_meant_cannot_be_altered() -> None:
    r = rule("1H N:change:2H P P P", "N", {"inadvertent": False})
    assert r.contract is not None and r.contract.text == "1H by N"
    assert only(r).rectification.cancelled_events == [2]


def test_52_no_alteration_once_the_next_player_has_called() -> None:
    r = rule("1H P N:change:2H")
    irr = only(r)
    assert irr.law == "52" and irr.questions == [] and "can no longer be altered" in irr.steps[-1].text
    assert irr.rectification.cancelled_events == [3] and r.turn == "S"


def test_51_declarer_may_call_a_lead_from_the_adversary_next_to_lead() -> None:
    r = rule('1H 2C 2H P P P W:recalls:"clubs"')
    irr = only(r)
    q = irr.questions[0]
    assert (irr.kind, irr.law, irr.offender) == ("previous-declaration-told", "51", "W")
    assert (q.id, q.asks, q.seat, q.law) == ("call_lead", "declarer", "N", "51") and "from East" in q.text
    r = rule('1H 2C 2H P P P W:recalls:"clubs"', "N", {"call_lead": True, "lead_suit": "H"})
    [lr] = only(r).rectification.lead_restrictions
    assert (lr.player, lr.declarer_may, lr.suit, lr.law) == ("E", "require", "H", "51")
    assert rule("1H 2C 2H P P P W:recalls", "N", {"call_lead": False}).irregularities[0].rectification.lead_restrictions == []


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


def test_44_the_auction_follows_the_1912_count() -> None:
    r = rule("1C 3S P P P")  # 3S (6) over 1C (6): more tricks
    assert r.irregularities == [] and r.contract is not None and r.contract.text == "3S by E"


def test_a_1912_irregularity_outside_laws_42_to_52_is_an_input_error(run: Run) -> None:
    code, _, err = run("rule", "1H E:lead:SK", "--dealer", "N", "--edition", ED)
    assert code == 2 and "is not ruled under auction-bridge-1912" in err and err.count("\n") == 1


def test_the_cli_rules_under_the_1912_code(run: Run) -> None:
    code, out, _ = run("rule", "1H S:2C", "--dealer", "N", "--edition", ED, "-a", "election=new-deal")
    assert code == 0 and "A new deal: these cards are not played (49)." in out


def test_43_doubling_ones_partner_names_law_43_and_stops() -> None:
    r = rule("1H 1S 4S P X", "N", {"demand": True})
    assert [(i.kind, i.law) for i in r.irregularities][1] == ("inadmissible-double", "43")


def test_50_impossible_either_adversary_may_make_his_own_or_his_partners_declaration_final() -> None:
    """50: "his own or his partner's last previous declaration": North's 1H as well as
    South's later 2H may be made final after West's impossible 8S."""
    q = only(rule("1H 2C 2H 8S")).questions[0]  # West's 8S; adversaries North and South
    assert [o.value for o in q.options] == ["penalty", "new-deal", "final", "final-N"]
    assert "South's 2H" in q.options[2].label and "North's 1H" in q.options[3].label
    r = rule("1H 2C 2H 8S", "N", {"election": "final-N"})
    assert r.contract is not None and r.contract.text == "1H by N" and r.auction_complete
    assert "North's 1H" in only(r).steps[-1].text
