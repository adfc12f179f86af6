"""Law 36 (2017): an inadmissible double or redouble."""

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
        "later_calls_before_ruling",
        "36A",
        ["0", "1", "2", "3"],
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
        irr = only(
            rule(notation, "N", {"later_calls_before_ruling": 1} if "W:P" in notation else {})
        )
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


def test_36B_16C1_the_withdrawn_double_is_authorised_for_the_non_offending_side_only() -> None:
    irr = only(rule("1H P X", "N"))
    (said,) = [s.text for s in irr.steps if s.law == "16C1(a)"]
    assert said == (
        "Information from the withdrawn X is authorised for EW, the non-offending side, and "
        "unauthorised for NS, the offenders (16C1(b))."
    )
    ui = irr.rectification.unauthorised_information
    assert (ui.law, ui.whom) == ("16C1(b)", "NS (the offending side)")
