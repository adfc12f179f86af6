"""Simultaneous calls (33), a missed turn (17D3), and a second call at the LHO's turn ruled as
the change of call it is (Law 25); Laws 29-32 have their tests beside their rule files
(tests/rules/wbf2017, tests/rules/wbf1997)."""

from tests.rules.auction.helpers import auction, only, rule


def test_33_simultaneous_call_is_deemed_later() -> None:
    r = rule("1H E:simultaneous:1S", "N")
    irr = only(r)
    assert irr.kind == "simultaneous-call" and irr.rectification.laws == ["33"]
    assert auction(r) == "N:1H E:1S"


def test_17D3_passes_after_a_missed_turn_are_cancelled() -> None:
    r = rule("1H P W:P N:P S:2S AP", "N")
    assert [i.kind for i in r.irregularities] == [
        "pass-out-of-rotation",
        "retention-of-right-to-call",
    ]
    assert r.irregularities[1].rectification.laws == ["17D3", "16C", "34"]
    assert r.contract.text == "2S by S"


# A second call at the LHO's turn by a player who has already called (30B2, 31C, 32C) is a
# change of call: Law 25 directly, with no 29A acceptance, no 30C or 29C step.


def test_25A1_unintended_call_needs_no_acceptance() -> None:
    irr = only(rule("N:1H N:P", "N", {"unintended": True}))
    assert [q.id for q in irr.questions] == ["unintended"]
    assert "25A1" in irr.rectification.laws


def test_25B1_accepted_change_withdraws_the_first_call() -> None:
    r = rule("N:1H N:P", "N", {"unintended": False, "accept": True, "comparable": False})
    irr = only(r)
    assert auction(r) == "N:Pass" and irr.rectification.cancelled_events == [1]
    assert "25B1" in irr.rectification.laws


def test_25B1_lho_calling_over_the_change_asks_whether_he_called_before_the_ruling() -> None:
    r = rule("N:1H N:change:P E:1S", "N", {"unintended": False})
    irr = only(r)
    assert irr.open_questions == ["east_called_first"] and irr.questions[-1].law == "25B1"
    r = rule("N:1H N:change:P E:1S", "N",
             {"unintended": False, "east_called_first": True, "comparable": True})  # fmt: skip
    assert "accept" not in [q.id for q in only(r).questions]
    assert auction(r) == "N:Pass E:1S"
    r = rule("N:1H N:change:P E:1S", "N",
             {"unintended": False, "east_called_first": False, "accept": False,
              "comparable": True})  # fmt: skip
    assert auction(r) == "N:1H E:1S"
