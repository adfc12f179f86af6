"""Law 30 (2017): a pass out of rotation, by whose turn it was."""

import pytest

from tests.rules.auction.helpers import auction, bars, facts, only, rule


def test_30A_pass_at_rhos_turn_bars_offender_once() -> None:
    r = rule("1H N:P", "S", {"accept": False, "artificial": False})
    irr = only(r)
    assert bars(irr) == {("N", "next-turn", "30A")}
    assert r.turn == "W"


def test_30B1_pass_at_partners_turn_comparable() -> None:
    r = rule("S:P N:P E:P S:P W:P", "N",
             {"accept": False, "artificial": False, "comparable": True})  # fmt: skip
    irr = only(r)
    assert {"30B1(a)", "30B1(b)(i)", "23C"} <= set(irr.rectification.laws)
    assert irr.rectification.must_pass == []
    assert r.passed_out


def test_30B1bii_pass_not_comparable_partner_passes_once() -> None:
    r = rule("S:P N:1H E:P S:1S", "N", {"accept": False, "artificial": False, "comparable": False})
    irr = only(r)
    assert bars(irr) == {("N", "next-turn", "30B1(b)(ii)")}
    assert irr.rectification.lead_restrictions[0].law == "26B"


def test_30B2_pass_at_lhos_turn_after_having_called_is_a_change_of_call() -> None:
    irr = only(
        rule(
            "1H 1S 2H P W:P",
            "N",
            {"accept": False, "unintended": False, "comparable": True},
        )
    )
    assert {"30B2", "25", "25B2", "26A"} <= set(irr.rectification.laws)


@pytest.mark.parametrize(
    ("answers", "standing"),
    [
        ({"unintended": True}, "N:Pass"),
        ({"unintended": False, "accept": True, "comparable": True}, "N:Pass"),
        ({"unintended": False, "accept": False, "comparable": True}, "N:1H"),
    ],
)
def test_30B2_a_pass_after_his_own_call_rules_as_the_change_of_call_it_is(
    answers: dict[str, object], standing: str
) -> None:
    as_call = rule("N:1H N:P", "N", answers)
    as_change = rule("N:1H N:change:P", "N", answers)
    assert facts(as_call) == facts(as_change)
    irr = only(as_call)
    assert irr.kind == "change-of-call" and "30B2" in irr.rectification.laws
    assert "29A" not in irr.rectification.laws and "30C" not in irr.rectification.laws
    assert auction(as_call) == standing
