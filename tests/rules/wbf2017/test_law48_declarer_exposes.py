"""Law 48: a card exposed by declarer (or dummy) is no penalty card."""

from tests.rules.play.helpers import first, kinds, play, tricks
from tests.rules.wbf2017.card_helpers import T1, T2, T3, pcs, steps


def test_48A_declarer_exposed_card_is_no_penalty_card_and_no_restriction() -> None:
    # North drops SA; he later plays other cards first with no irregularity.
    r = play(f"{T1} N:expose:SA {T2} {T3}")
    irr = first(r, "card-exposed-by-declarer")
    assert (irr.law, irr.offender, irr.event) == ("48", "N", 7)
    assert irr.questions == [] and pcs(irr) == []
    assert steps(irr) == ["48A", "45C2"]
    assert kinds(r) == ["card-exposed-by-declarer"] and len(r.play) == 3


def test_48A_dummys_exposed_card_is_no_penalty_card() -> None:
    irr = first(play(f"{T1} S:expose:DA"), "card-exposed-by-declarer")
    assert irr.offender == "S" and pcs(irr) == []
    assert "dummy's hand" in irr.steps[0].text


def test_48B2_declarer_facing_his_remaining_cards_may_be_a_claim() -> None:
    r = play(f"{tricks(upto=11)} N:expose:D9,DT")
    irr = first(r, "card-exposed-by-declarer")
    assert steps(irr) == ["48A", "45C2", "48B2"]


def test_48B2_not_stated_for_a_single_card() -> None:
    irr = first(play(f"{T1} N:expose:SA"), "card-exposed-by-declarer")
    assert "48B2" not in steps(irr)
