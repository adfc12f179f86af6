"""Law 29 (2017) with Law 28: a call out of rotation in rotation, accepted or cancelled (30C, 29C)."""

from tests.rules.auction.helpers import auction, only, rule


def test_28A_call_at_barred_rhos_turn_is_in_rotation() -> None:
    # East passed out of turn at North's (his RHO's) turn: 30A bars him for his next turn.
    # North opens; South calls at East's turn: East must pass, so South is in rotation.
    r = rule(
        "E:P N:1H S:2H", "N", {"north_called_first": False, "accept": False, "artificial": False}
    )
    irr = only(r)
    assert auction(r) == "N:1H E:Pass S:2H"
    (step,) = [s for s in irr.steps if s.law == "28A"]
    assert "East is deemed to have passed" in step.text and "(30A)" in step.text
    assert "28A" in irr.rectification.laws


def test_28B_correct_player_calls_before_the_ruling() -> None:
    r = rule("1H N:1S W:P", "S", {"west_called_first": True})
    irr = only(r)
    assert "28B" in irr.rectification.laws
    assert irr.rectification.unauthorised_information.law == "16C2"
    assert irr.rectification.must_pass == []
    assert auction(r) == "S:1H W:Pass"


def test_29A_lho_accepts_by_calling() -> None:
    r = rule("1H S:P W:P", "N")
    irr = only(r)
    assert irr.kind == "pass-out-of-rotation" and "29A" in irr.rectification.laws
    assert auction(r) == "N:1H S:Pass W:Pass"


def test_29A_accepted_when_asked() -> None:
    r = rule("1H N:1S", "S", {"accept": True})
    assert "29A" in only(r).rectification.laws
    assert auction(r) == "S:1H N:1S" and r.turn == "E"


def test_30C_artificial_pass_is_treated_under_law_31() -> None:
    irr = only(rule("1H N:P", "S", {"accept": False, "artificial": True}))
    assert irr.law == "31" and "30C" in irr.rectification.laws


# 28B with 29A: West, fourth in hand, bids at the dealer's turn; North (his LHO, whose turn
# it was) then calls before the director rules. Both laws describe North's call; the
# director finds which it was.
def test_28B_lho_called_at_his_own_turn_the_call_out_of_rotation_is_cancelled() -> None:
    r = rule("W:1S N:1H", "N", {"north_called_first": True, "lho_called_over": "28B"})
    irr = only(r)
    assert [q.id for q in irr.questions] == ["north_called_first", "lho_called_over"]
    assert irr.questions[1].law == "28B"
    assert "28B" in irr.rectification.laws and "29A" not in irr.rectification.laws
    assert irr.rectification.unauthorised_information.law == "16C2"
    assert irr.rectification.must_pass == [] and irr.rectification.cancelled_events == [1]
    assert auction(r) == "N:1H"


def test_29A_lho_called_over_it_the_call_out_of_rotation_stands() -> None:
    r = rule("W:1S N:2H", "N", {"north_called_first": True, "lho_called_over": "29A"})
    irr = only(r)
    assert "29A" in irr.rectification.laws and "28B" not in irr.rectification.laws
    assert auction(r) == "W:1S N:2H"


def test_29_lho_call_after_the_ruling_is_asked_as_acceptance() -> None:
    irr = only(rule("W:1S N:1H", "N", {"north_called_first": False}))
    assert irr.open_questions == ["accept"]
