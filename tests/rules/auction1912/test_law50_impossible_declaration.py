"""Auction Bridge 1912, Law 50: an impossible declaration."""

from tests.rules.auction.helpers import only
from tests.rules.auction1912.helpers import rule


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
    assert (
        r.stopped_at is None
        and r.auction_complete
        and "final declaration" in only(r).steps[-1].text
    )
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


def test_50_impossible_either_adversary_may_make_his_own_or_his_partners_declaration_final() -> (
    None
):
    """50: "his own or his partner's last previous declaration": North's 1H as well as
    South's later 2H may be made final after West's impossible 8S."""
    q = only(rule("1H 2C 2H 8S")).questions[0]  # West's 8S; adversaries North and South
    assert [o.value for o in q.options] == ["penalty", "new-deal", "final", "final-N"]
    assert "South's 2H" in q.options[2].label and "North's 1H" in q.options[3].label
    r = rule("1H 2C 2H 8S", "N", {"election": "final-N"})
    assert r.contract is not None and r.contract.text == "1H by N" and r.auction_complete
    assert "North's 1H" in only(r).steps[-1].text
