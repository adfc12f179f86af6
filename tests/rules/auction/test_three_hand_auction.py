"""Three-handed Auction (the seed's laws 1-10, the Auction laws 42-52 for the rest) ruled
under --edition three-hand-auction: each branch named by its law."""

from typing import Any

from director.engine.ruling import Irregularity, Ruling
from director.engine.table import Table
from director.model import Seat, Vulnerability
from director.record.incident import parse_notation
from tests.conftest import Run
from tests.rules.auction.helpers import auction, only

ED = "three-hand-auction"


def rule(notation: str, dealer: str = "N", *answers: dict[str, Any]) -> Ruling:
    table = Table(Seat.parse(dealer), Vulnerability.NONE, edition=ED)
    return table.replay(parse_notation(notation), list(answers))


def honours(irr: Irregularity) -> list[tuple[str, int, str]]:
    return [(h.seat, h.points, h.law) for h in irr.rectification.honour_points]


def steps(irr: Irregularity) -> str:
    return " | ".join(f"{s.law}: {s.text}" for s in irr.steps)


# ------------------------------------------------------------ 5, 6: declaration out of turn
def test_5_fifty_honour_points_to_each_other_player_asked_of_both_before_they_call() -> None:
    r = rule("1H S:2C")
    irr = only(r)
    assert (irr.kind, irr.law, irr.offender) == ("call-out-of-rotation", "5", "S")
    assert honours(irr) == [("N", 50, "5"), ("E", 50, "5")]
    q = irr.questions[0]
    assert (q.id, q.asks, q.seat, q.law) == ("correction", "other players", None, "5")
    assert "East, whose turn it was" in q.text and "North" in q.text
    assert [o.value for o in q.options] == ["correct", "accept"]  # the law's rule first
    assert r.stopped_at == 2 and r.turn == "E"


def test_5_accepted_the_declaration_stands_as_if_in_turn_the_next_player_calls() -> None:
    r = rule("1H S:2C", "N", {"correction": "accept"})
    assert auction(r) == "N:1H S:2C" and r.turn == "N"
    r = rule("1H S:2C N:P E:P", "N", {"north_called_first": False, "correction": "accept"})
    assert r.contract is not None and r.contract.text == "2C by S"
    assert honours(only(r)) == [("N", 50, "5"), ("E", 50, "5")]  # the penalty stays


def test_5_corrected_withdrawn_the_rightful_player_calls_and_the_offender_again_freely() -> None:
    r = rule("1H S:2C E:1NT S:2C P P", "N", {"east_called_first": False, "correction": "correct"})
    irr = only(r)
    assert irr.rectification.cancelled_events == [2] and irr.rectification.must_pass == []
    assert auction(r) == "N:1H E:1NT S:2C N:Pass E:Pass"
    assert r.contract is not None and r.contract.text == "2C by S"


def test_5_the_rightful_player_called_over_it_before_the_ruling_is_not_named() -> None:
    r = rule("1H S:2C E:P", "N", {"east_called_first": True})
    irr = only(r)
    assert irr.not_ruled == "5" and r.stopped_at == 2 and "does not say which" in steps(irr)


def test_5_at_the_dealers_turn_the_dealer_keeps_his_right() -> None:
    r = rule("S:1H", "N", {"correction": "correct"})
    assert only(r).law == "5" and r.turn == "N" and auction(r) == ""


def test_5_an_accepted_insufficient_declaration_names_50_and_stops() -> None:
    r = rule("2H S:1C", "N", {"correction": "accept"})
    irr = only(r)
    assert irr.not_ruled == "50" and r.stopped_at == 2 and "insufficient" in steps(irr)


def test_6_the_next_player_called_over_it_only_the_third_may_demand_correction() -> None:
    r = rule("1H S:2C N:P", "N", {"north_called_first": True})
    q = only(r).questions[1]
    assert (q.id, q.asks, q.seat, q.law) == ("correction", "player", "E", "6")


def test_6_corrected_both_calls_withdrawn_and_only_the_first_offender_penalised() -> None:
    r = rule("1H S:2C N:P E:2H P P", "N", {"north_called_first": True, "correction": "correct"})
    irr = only(r)
    assert irr.rectification.cancelled_events == [2, 3]
    assert honours(irr) == [("N", 50, "5"), ("E", 50, "5")]  # no 50s for North's pass
    assert "Only South" in steps(irr)
    assert auction(r) == "N:1H E:2H S:Pass N:Pass"
    assert r.contract is not None and r.contract.text == "2H by E"


def test_6_accepted_both_calls_stand_and_the_third_calls_next() -> None:
    r = rule("1H S:2C N:P", "N", {"north_called_first": True, "correction": "accept"})
    assert auction(r) == "N:1H S:2C N:Pass" and r.turn == "E"


def test_6_a_double_by_the_next_player_is_not_named_by_law_6() -> None:
    r = rule("1H S:2C N:X", "N", {"north_called_first": True})
    irr = only(r)
    assert irr.not_ruled == "6" and r.stopped_at == 2


def test_49_a_pass_out_of_turn_is_no_declaration_named_and_stopped() -> None:
    r = rule("1H S:P")
    irr = only(r)
    assert (irr.law, irr.not_ruled) == ("49", "49") and honours(irr) == []
    assert "excludes passing" in steps(irr) and "--edition auction-bridge-1912" in steps(irr)


# ---------------------------------------------------------------- 10: double out of turn
def test_10_a_hundred_to_each_adversary_and_the_doubled_player_elects() -> None:
    r = rule("1H S:X")
    irr = only(r)
    assert (irr.kind, irr.law) == ("double-out-of-turn", "10")
    assert honours(irr) == [("N", 100, "10"), ("E", 100, "10")]
    q = irr.questions[0]
    assert (q.id, q.asks, q.seat) == ("double_stands", "player", "N")
    assert [o.value for o in q.options] == [True, False]


def test_10_the_double_stands_and_the_director_says_who_resumes() -> None:
    q = only(rule("1H S:X", "N", {"double_stands": True})).questions[1]
    assert (q.id, q.asks, [o.value for o in q.options]) == ("resumes_with", "director", ["E", "N"])
    r = rule("1H S:X", "N", {"double_stands": True, "resumes_with": "E"})
    assert auction(r) == "N:1H S:X" and r.turn == "E"
    r = rule("1H S:X P P", "N", {"double_stands": True, "resumes_with": "N"})
    assert r.contract is not None and r.contract.text == "1HX by N"


def test_10_disallowed_withdrawn_and_the_other_player_may_not_double_it() -> None:
    r = rule("1H S:X E:X", "N", {"double_stands": False})
    first, barred = r.irregularities
    assert first.rectification.cancelled_events == [2]
    assert [(m.seat, m.scope) for m in first.rectification.must_pass] == [
        ("E", "no-double-until-new-declaration")
    ]
    assert (barred.offender, barred.not_ruled) == ("E", "10") and r.stopped_at == 3


def test_10_the_bar_forbids_only_the_double_and_ends_with_a_new_declaration() -> None:
    r = rule("1H S:X P 2C P X P P", "N", {"double_stands": False})
    assert only(r).law == "10"  # East passed, then doubled South's new 2C: legal
    assert r.contract is not None and r.contract.text == "2CX by S"
    # A call at East's turn is not a pass deemed made for him (he is not required to pass).
    r = rule("1H S:X S:2C", "N", {"double_stands": False}, {"correction": "correct"})
    assert [i.law for i in r.irregularities] == ["10", "5"] and r.turn == "E"


def test_10_a_redouble_out_of_turn_is_not_named_by_the_seed() -> None:
    r = rule("1H X N:XX")  # North redoubles East's double at South's turn
    irr = only(r)
    assert (irr.offender, irr.law, irr.not_ruled) == ("N", "10", "10") and r.stopped_at == 3
    assert "a redouble out of turn" in steps(irr)


# ------------------------------------------------------- the Auction laws at three players
def test_42_the_dealers_pass_names_42_and_stops() -> None:
    r = rule("P", "E")
    irr = only(r)
    assert (irr.kind, irr.law, irr.not_ruled) == ("dealer-passes", "42", "42")
    assert "three-hand laws 1-10" in steps(irr)


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
    r = rule("1H P 1S N:P", "N", {"north_called_first": True})  # South's 1S, North next
    assert only(r).not_ruled == "50"


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


# --------------------------------------------------------------- input and the display
def test_a_call_by_the_dummy_packet_is_an_input_error(run: Run) -> None:
    code, _, err = run("rule", "1H", "W:2C", "--dealer", "N", "--edition", ED, "--no-log")
    assert code == 2 and "West is not a player" in err and "Traceback" not in err


def test_the_auction_grid_has_the_three_players_only(run: Run) -> None:
    code, out, _ = run(
        "rule", "1H", "S:2C", "--dealer", "N", "--edition", ED, "--no-log", "-a", "correction=accept"
    )
    header = next(line for line in out.splitlines() if line.split()[:1] == ["N"])
    assert code == 0 and header.split() == ["N", "E", "S"]
    assert out.count("honour points N +50 [5]") == out.count("honour points E +50 [5]") == 1


def test_a_play_irregularity_is_refused_naming_the_three_hand_code(run: Run) -> None:
    """A play irregularity neither code's seed laws rule is an input error naming the
    edition in force (not the 1912 code whose rule it shares)."""
    code, _, err = run(
        "rule", "1NT P P E:HA S:H2", "--dealer", "N", "--edition", ED, "--no-log"
    )
    assert code == 2 and "not ruled under three-hand-auction" in err
    assert "auction-bridge-1912" not in err and "Traceback" not in err
