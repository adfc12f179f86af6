"""Law 24, card exposed or led during the auction: every branch, named by its section."""

from tests.rules.auction.helpers import bars, only, rule


def test_24A_single_low_card_no_rectification_then_24E_minor_penalty_card() -> None:
    r = rule("1H E:expose:S2 P P P", "N", {"unintentional": True})
    irr = only(r)
    assert irr.kind == "card-exposed-during-auction" and "24A" in irr.rectification.laws
    assert irr.rectification.must_pass == []
    assert irr.questions[0].id == "unintentional" and irr.questions[0].law == "50B"
    assert [(p.card, p.kind, p.law, p.condition) for p in irr.rectification.penalty_cards] == [
        ("S2", "minor", "24E", None)  # East defends 1H: the condition is met
    ]


def test_50B_single_low_card_exposed_deliberately_is_a_major_penalty_card() -> None:
    irr = only(rule("1H E:expose:S2 P P P", "N", {"unintentional": False}))
    assert [(p.card, p.kind) for p in irr.rectification.penalty_cards] == [("S2", "major")]


def test_24E_penalty_card_is_conditional_until_the_offender_defends() -> None:
    irr = only(rule("1H E:expose:SK", "N"))
    (pc,) = irr.rectification.penalty_cards
    assert (pc.kind, pc.condition) == ("major", "East becomes a defender")
    assert irr.questions == []  # an honour: major however exposed, nothing to ask
    (step,) = [s for s in irr.steps if s.law == "24E"]
    assert step.text.startswith("If East becomes a defender")


def test_24A_the_question_is_asked_before_the_auction_goes_on() -> None:
    irr = only(rule("1H E:expose:S2 P", "N"))
    assert irr.open_questions == ["unintentional"]


def test_24B_honour_partner_passes_once_then_major_penalty_card() -> None:
    irr = only(rule("1H E:expose:SK P P P", "N"))
    assert bars(irr) == {("W", "next-turn", "24B")}
    assert [(p.card, p.kind) for p in irr.rectification.penalty_cards] == [("SK", "major")]
    assert irr.rectification.adjusted_score_review.law == "72C"
    assert irr.rectification.unauthorised_information.law == "16C"


def test_24B_card_led_prematurely() -> None:
    irr = only(rule("1H E:lead:S3", "N"))
    assert bars(irr) == {("W", "next-turn", "24B")}
    assert irr.rectification.penalty_cards[0].kind == "major"


def test_24C_two_cards_partner_passes_once_all_major() -> None:
    irr = only(rule("1H E:expose:S2,D3", "N"))
    assert bars(irr) == {("W", "next-turn", "24C")}
    assert {p.kind for p in irr.rectification.penalty_cards} == {"major"}


def test_24D_offender_declares_cards_go_back() -> None:
    irr = only(rule("1H E:expose:SK 1S AP", "N"))
    assert irr.rectification.penalty_cards == []
    assert any(s.law == "24D" for s in irr.steps)


def test_24B_partner_who_bids_at_his_barred_turn_breaks_law_37() -> None:
    r = rule("1H E:expose:SK 1S P W:2S N:P", "N", {}, {"north_called_first": False})
    assert [i.kind for i in r.irregularities] == [
        "card-exposed-during-auction", "call-by-player-required-to-pass",
    ]  # fmt: skip
