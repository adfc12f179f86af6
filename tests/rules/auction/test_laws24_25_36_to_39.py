"""Cards exposed (24), changes of call (25), inadmissible calls (36-39): every branch."""


from tests.rules.auction.helpers import auction, bars, only, rule


def test_36A_lho_called_before_rectification() -> None:
    r = rule("1H P X W:1S S:P", "N", {"later_calls_before_ruling": 0})
    irr = only(r)
    assert irr.kind == "inadmissible-double" and "36A" in irr.rectification.laws
    assert irr.rectification.must_pass == [] and irr.rectification.lead_restrictions == []
    assert sorted(irr.rectification.cancelled_events) == [3, 4]
    assert auction(r) == "N:1H E:Pass S:Pass"


def test_36A_every_call_made_before_rectification_is_cancelled() -> None:
    r = rule("1H P X W:1S N:P E:P S:2H", "N", {"later_calls_before_ruling": 2})
    irr = only(r)
    q = irr.questions[-1]
    assert (q.id, q.law, [o.value for o in q.options]) == (
        "later_calls_before_ruling", "36A", ["0", "1", "2", "3"]
    )
    assert sorted(irr.rectification.cancelled_events) == [3, 4, 5, 6]
    assert auction(r) == "N:1H E:Pass S:2H"


def test_36C_the_director_is_asked_whether_it_was_found_after_the_opening_lead() -> None:
    # The record goes on past a possible end of the auction: was it found only then?
    irr = only(rule("1H P X P P P", "N"))
    assert irr.open_questions == ["after_opening_lead"]
    assert irr.questions[0].law == "36C"


def test_36C_is_not_asked_in_mid_auction() -> None:
    # Typed up to the double (the director is at the table now), or calls after it that
    # cannot have ended the auction: 36C cannot apply, 36B rules at once.
    for notation in ("1H P X", "1H P X W:P S:P"):
        irr = only(rule(notation, "N", {"later_calls_before_ruling": 1} if "W:P" in notation else {}))
        assert "after_opening_lead" not in [q.id for q in irr.questions], notation
        assert "36C" not in irr.rectification.laws


def test_36A_asked_when_the_lho_was_also_the_player_to_call() -> None:
    r = rule("1H 1S 2H P P N:XX E:P", "N", {"east_called_first": False})
    irr = only(r)
    assert "36B4" in irr.rectification.laws
    assert ("S", "rest-of-auction", "36B4") in bars(irr)


def test_36B2_in_turn_partner_passes_for_the_rest_of_the_auction() -> None:
    irr = only(rule("1H P X S:P", "N"))
    assert bars(irr) == {("N", "rest-of-auction", "36B2")}
    assert {"36B1", "36B3", "26B", "72C"} <= set(irr.rectification.laws)


def test_36B4_inadmissible_and_out_of_turn() -> None:
    r = rule("1H S:XX E:P S:P", "N")
    irr = only(r)
    assert irr.kind == "inadmissible-redouble" and "36B4" in irr.rectification.laws
    assert bars(irr) == {("N", "rest-of-auction", "36B4")}
    assert auction(r) == "N:1H E:Pass S:Pass"


def test_36C_found_after_the_opening_lead_scored_undoubled() -> None:
    r = rule("1H P X AP", "N", {"after_opening_lead": True})
    irr = only(r)
    assert "36C" in irr.rectification.laws
    assert r.contract.text == "1H by N" and r.contract.doubled == 0


def test_37A_lho_called_first_the_call_stands() -> None:
    r = rule("1S 1NT 1H S:3H 3S N:4H E:P", "N",
             {"accept": False, "artificial": False, "comparable": False},
             {"east_called_first": True})  # fmt: skip
    irr = r.irregularities[1]
    assert irr.kind == "call-by-player-required-to-pass" and "37A" in irr.rectification.laws
    assert irr.rectification.lead_restrictions == []
    assert "N:4H E:Pass" in auction(r)


def test_37B_call_cancelled_both_pass_for_the_rest() -> None:
    r = rule("1S 1NT 1H S:3H 3S N:4H E:P", "N",
             {"accept": False, "artificial": False, "comparable": False},
             {"east_called_first": False})  # fmt: skip
    irr = r.irregularities[1]
    assert bars(irr) == {("N", "rest-of-auction", "37B2"), ("S", "rest-of-auction", "37B2")}
    assert "N:Pass E:Pass" in auction(r)


def test_38_bid_above_seven_cancelled_both_barred() -> None:
    r = rule("1S 2H 4S 8H", "N")
    irr = only(r)
    assert {"38A", "38B", "38C", "38D", "26B", "72C"} <= set(irr.rectification.laws)
    assert bars(irr) == {("W", "rest-of-auction", "38C"), ("E", "rest-of-auction", "38C")}
    assert auction(r) == "N:1S E:2H S:4S W:Pass"


def test_38D_no_26B_or_72C_when_lho_called_first() -> None:
    r = rule("1S 2H 4S 8H N:P", "N", {"north_called_first": True})
    irr = only(r)
    assert irr.rectification.lead_restrictions == []
    assert irr.rectification.adjusted_score_review is None
    assert sorted(irr.rectification.cancelled_events) == [4, 5]


def test_38B_bid_cancelled_together_with_every_later_call() -> None:
    # The incident: East's 8D, then South and West pass before the director rules.
    r = rule("N:7H E:8D S:P W:P", "N",
             {"south_called_first": True, "later_calls_before_ruling": 1})  # fmt: skip
    irr = only(r)
    assert sorted(irr.rectification.cancelled_events) == [2, 3, 4]
    assert auction(r) == "N:7H E:Pass"
    assert {"38B", "38C", "38D"} <= set(irr.rectification.laws)
    assert irr.rectification.lead_restrictions == []  # 38D: the LHO had called
    assert ("E", "rest-of-auction", "38C") in bars(irr)


def test_38B_a_later_call_after_the_ruling_is_the_next_call() -> None:
    r = rule("N:7H E:8D S:P W:P", "N",
             {"south_called_first": True, "later_calls_before_ruling": 0}, {})  # fmt: skip
    first, second = r.irregularities
    assert first.rectification.cancelled_events == [2, 3]
    assert second.kind == "pass-out-of-rotation" and second.event == 4


def test_39A_every_call_after_the_final_pass_is_cancelled() -> None:
    r = rule("1NT AP E:2S S:P W:P N:X", "N", {"south_called_first": True})
    irr = only(r)
    assert sorted(irr.rectification.cancelled_events) == [3, 4, 5, 6]
    assert "39B" in irr.rectification.laws and r.contract.text == "1NT by N"


def test_39B_pass_by_a_defender() -> None:
    irr = only(rule("1NT AP E:P", "N"))
    assert irr.rectification.laws == ["39A", "39B"]


def test_39B_call_by_declaring_side() -> None:
    irr = only(rule("1NT AP S:2S", "N"))
    assert irr.rectification.laws == ["39A", "39B"]


def test_39C_bid_by_a_defender_gives_26B() -> None:
    irr = only(rule("1NT AP E:2S", "N"))
    assert "39C" in irr.rectification.laws
    assert irr.rectification.lead_restrictions[0].player == "W"


def test_28A_deemed_pass_that_ends_the_auction_makes_the_next_call_late() -> None:
    r = rule("E:expose:SK 1H P P N:2H", "N")
    assert [i.kind for i in r.irregularities] == [
        "card-exposed-during-auction",
        "call-after-final-pass",
    ]
    assert r.contract.text == "1H by N"


def test_35B_barred_player_calling_out_of_turn_is_ruled_under_law_37() -> None:
    r = rule("1H 1S 1H P 2H P P S:3H", "S", {"accept": False, "comparable": False}, {})
    assert [i.kind for i in r.irregularities] == [
        "insufficient-bid",
        "call-by-player-required-to-pass",
    ]
