"""Three-handed Auction (the seed's laws 1-10, the Auction laws 42-52 for the rest) ruled
under --edition three-hand-auction: each branch named by its law."""

from tests.conftest import Run
from tests.rules.auction.helpers import auction, only
from tests.rules.three_hand.helpers import ED, honours, rule, steps


def test_49_a_pass_out_of_turn_no_penalty_no_honours_the_auction_goes_on() -> None:
    r = rule("1H S:P E:P S:2C P P")  # East was in turn: South's pass has no effect
    irr = only(r)
    assert (irr.law, irr.not_ruled) == ("49", None) and honours(irr) == []
    assert "prescribes no penalty" in steps(irr) and "5: Three-hand Laws 5 and 6" in steps(irr)
    assert auction(r) == "N:1H E:Pass S:2C N:Pass E:Pass"
    assert r.contract is not None and r.contract.text == "2C by S"


def test_4_42_the_dealers_pass_has_no_effect_and_he_declares() -> None:
    r = rule("P 1H P P", "E")
    irr = only(r)
    assert (irr.kind, irr.law, irr.not_ruled) == ("dealer-passes", "42", None)
    assert "4: In three-handed Auction too" in steps(irr) and "no penalty" in steps(irr)
    assert r.contract is not None and r.contract.text == "1H by E"


def test_45_a_declaration_passed_by_both_others_is_final() -> None:
    irr = only(rule("1H P P 2H"))
    assert irr.law == "45" and "the two others" in steps(irr)


def test_50_insufficient_either_other_player_demands_and_no_partner_is_debarred() -> None:
    q = only(rule("1H 1S")).questions[0]
    assert "South or North" in q.text and "no partner to debar" in q.options[0].outcome
    r = rule("1H 1S 4S P P", "N", {"demand": True})
    irr = only(r)
    assert irr.rectification.must_pass == [] and "no partner to debar" in steps(irr)
    assert r.contract is not None and r.contract.text == "4S by E"


def test_50_insufficient_too_late_once_the_next_of_the_three_has_called() -> None:
    r = rule("1H P 1S N:P E:P", "N", {"north_called_first": True})  # South's 1S, North next
    irr = only(r)
    assert irr.not_ruled is None and "can no longer be exacted" in steps(irr)
    assert r.contract is not None and r.contract.text == "1S by S"  # the calls as made


def test_50_impossible_each_adversary_may_make_only_his_own_declaration_final() -> None:
    q = only(rule("1H 2C 8NT")).questions[0]
    assert [o.value for o in q.options] == ["penalty", "new-deal", "final-N", "final-E"]
    r = rule("1H 2C 8NT", "N", {"election": "final-N"})
    assert r.contract is not None and r.contract.text == "1H by N"
    r = rule("1H 2C 8NT", "N", {"election": "penalty"})
    assert only(r).rectification.must_pass == [] and auction(r) == "N:1H E:2C S:7NT"


def test_51_both_other_players_are_the_declarers_adversaries_and_the_next_leads() -> None:
    q = only(rule('1H P P S:recalls:"clubs"')).questions[0]
    assert (q.asks, q.seat) == ("declarer", "N") and "a lead from East" in q.text
    q = only(rule('1S P P E:recalls:"clubs"', "S")).questions[0]  # South declares: North leads
    assert q.seat == "S" and "a lead from North" in q.text


def test_52_the_next_player_is_the_next_of_the_three() -> None:
    irr = only(rule("1H 2C S:P N:P S:change:2H"))
    assert "North, the next player, has already called" in steps(irr)


def test_a_call_by_the_dummy_packet_is_an_input_error(run: Run) -> None:
    code, _, err = run("rule", "1H", "W:2C", "--dealer", "N", "--edition", ED, "--no-log")
    assert code == 2 and "West is not a player" in err and "Traceback" not in err


def test_the_auction_grid_has_the_three_players_only(run: Run) -> None:
    code, out, _ = run(
        "rule",
        "1H",
        "S:2C",
        "--dealer",
        "N",
        "--edition",
        ED,
        "--no-log",
        "-a",
        "correction=accept",
    )
    header = next(line for line in out.splitlines() if line.split()[:1] == ["N"])
    assert code == 0 and header.split() == ["N", "E", "S"]
    assert out.count("honour points N +50 [5]") == out.count("honour points E +50 [5]") == 1


def test_a_play_irregularity_is_refused_naming_the_three_hand_code(run: Run) -> None:
    """A play irregularity neither code's seed laws rule is an input error naming the
    edition in force (not the 1912 code whose rule it shares)."""
    code, _, err = run("rule", "1NT P P E:HA S:H2", "--dealer", "N", "--edition", ED, "--no-log")
    assert code == 2 and "not ruled under three-hand-auction" in err
    assert "auction-bridge-1912" not in err and "Traceback" not in err
