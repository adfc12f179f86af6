"""Law 24 (1997) against 2017: a card exposed during the auction."""

from director.rules.wbf1997.law24_card_exposed import CardExposed1997
from director.rules.wbf1997.law24_card_exposed import rule as rule_1997
from director.rules.wbf2017.law24_card_exposed import CardExposed
from tests.rules.auction.helpers import bars
from tests.rules.wbf1997.editions import NEW, OLD, first, rule


def test_24B_1997_an_exposed_honour_is_a_penalty_card_only_at_declarers_option() -> None:
    new = first(rule(NEW, "1H E:expose:SK", "N"))
    assert [(p.card, p.kind, p.law) for p in new.rectification.penalty_cards] == [
        ("SK", "major", "24E")
    ]
    old = first(rule(OLD, "1H E:expose:SK", "N"))
    assert bars(old) == {("W", "next-turn", "24B")} and old.rectification.penalty_cards == []
    assert "declarer may treat" in old.steps[-1].text
    assert old.rectification.adjusted_score_review.law == "23"  # type: ignore[union-attr]


def test_the_1997_rule_overrides_steps_of_the_2017_rule() -> None:
    assert isinstance(rule_1997, CardExposed) and type(rule_1997) is CardExposed1997
    assert (
        "24E" not in CardExposed1997.steps() and CardExposed1997.steps()["24B"] == "partner_passes"
    )
