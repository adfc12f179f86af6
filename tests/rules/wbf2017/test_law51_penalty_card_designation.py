"""Law 51B2: a defender has penalty cards in more than one suit and his partner is to lead.
Declarer may require one of those suits (51B2(a)), prohibit one or more of them at once
(51B2(b)) or neither (51B2(c)); only the cards of the suits he names are picked up."""

from director.engine.play import LeadRule
from director.engine.ruling import Irregularity, Ruling
from director.engine.table import Table
from director.model import Card, Deal, Seat, Suit, Vulnerability
from director.record.incident import parse_notation
from tests.rules.play.helpers import AUCTION, DEAL, first, kinds, laws, play

# North declares 1S; East wins trick 1 and holds SJT98 HKQ D765 CAK5 after it.
# West exposes C7 and D2 after trick 1: two major penalty cards, in clubs and diamonds.
T1 = "E:HA S:H8 W:H2 N:H4"
EXPOSED = f"{T1} W:expose:C7 W:expose:D2"
ANSWERS: tuple[dict[str, str], ...] = ({"unintentional": "yes"}, {})


def options(r: Ruling) -> Irregularity:
    return first(r, "penalty-card-lead-options")


def restrictions(irr: Irregularity) -> list[tuple[str, str, str, str, int | None]]:
    return [
        (x.player, x.declarer_may, x.suit, x.law, x.trick)
        for x in irr.rectification.lead_restrictions
    ]


def test_51B2_options_require_one_prohibit_each_or_both_or_neither() -> None:
    r = play(f"{EXPOSED} E:HK", *ANSWERS)
    irr = options(r)
    assert (irr.law, irr.offender) == ("51B2", "W")
    q = irr.questions[0]
    assert (q.id, q.asks, q.seat) == ("declarer_choice", "declarer", "N")
    assert [o.value for o in q.options] == [
        "require:D",
        "require:C",
        "prohibit:D",
        "prohibit:C",
        "prohibit:D,C",
        "neither",
    ]
    both = next(o for o in q.options if o.value == "prohibit:D,C")
    assert both.label == "prohibit diamonds and clubs" and "(51B2(b))" in both.outcome


def test_51B2b_prohibiting_both_suits_picks_up_every_penalty_card() -> None:
    r = play(f"{EXPOSED} E:HK S:H9 W:H3 N:H5", *ANSWERS, {"declarer_choice": "prohibit:D,C"})
    irr = options(r)
    assert restrictions(irr) == [
        ("E", "prohibit", "D", "51B2(b)", 2),
        ("E", "prohibit", "C", "51B2(b)", 2),
    ]
    assert "West picks up D2 C7: no longer penalty cards." in [s.text for s in irr.steps]
    ui = irr.rectification.unauthorised_information
    assert ui is not None and (ui.law, ui.whom) == ("50E2", "East")
    assert kinds(r) == [
        "card-exposed-by-defender",
        "card-exposed-by-defender",
        "penalty-card-lead-options",
    ]


def test_51B2b_lead_of_either_prohibited_suit_while_able_is_a_revoke() -> None:
    for card in ("CA", "D7"):
        r = play(f"{EXPOSED} E:{card}", *ANSWERS, {"declarer_choice": "prohibit:D,C"})
        assert kinds(r)[-1] == "revoke", card
        assert first(r, "revoke").steps[0].text.endswith("though able to comply.")


def test_51B2b_the_prohibition_lasts_while_he_keeps_the_lead() -> None:
    # East wins trick 2 with HK and leads CA at trick 3: still prohibited.
    r = play(f"{EXPOSED} E:HK S:H9 W:H3 N:H5 E:CA", *ANSWERS, {"declarer_choice": "prohibit:D,C"})
    assert kinds(r)[-1] == "revoke"


def test_51B2b_prohibiting_one_suit_leaves_the_other_penalty_card() -> None:
    r = play(f"{EXPOSED} E:CA S:C6 W:C8", *ANSWERS, {"declarer_choice": "prohibit:D"})
    irr = options(r)
    assert restrictions(irr) == [("E", "prohibit", "D", "51B2(b)", 2)]
    texts = [s.text for s in irr.steps]
    assert "West picks up D2: no longer a penalty card." in texts
    assert any(t.startswith("C7 stay penalty card(s)") for t in texts)
    # C7 is still a major penalty card: West must play it to the club lead (50D1, 52).
    assert kinds(r)[-1] == "penalty-card-not-played"


def test_51B2a_requiring_one_suit_picks_up_only_its_cards() -> None:
    r = play(f"{EXPOSED} E:CA S:C6 W:C8 N:C2", *ANSWERS, {"declarer_choice": "require:C"})
    irr = options(r)
    assert restrictions(irr) == [("E", "require", "C", "51B2(a)", 2)]
    assert "51B2(a)" in laws(irr)
    # C7 was picked up, so West may play C8; D2 stays a penalty card.
    assert kinds(r)[-1] == "penalty-card-lead-options"
    assert r.play[1].winner == "E"


def test_51B2c_neither_keeps_both_penalty_cards() -> None:
    r = play(f"{EXPOSED} E:SJ", *ANSWERS, {"declarer_choice": "neither"})
    irr = options(r)
    assert restrictions(irr) == [] and "51B2(c)" in laws(irr)


def _east_to_lead_trick_2(*prohibited: Suit) -> Table:
    table = Table(Seat.NORTH, Vulnerability.NONE, Deal.from_pbn(DEAL))
    table.replay(parse_notation(f"{AUCTION} {T1}"))
    assert table.play is not None
    for suit in prohibited:
        table.play.lead_rules.append(LeadRule(Seat.EAST, suit, "prohibit", "51B2(b)", 2, True))
    return table


def test_51B2b_59_prohibitions_are_judged_together() -> None:
    # East holds spades, hearts, diamonds and clubs: with three suits prohibited he must
    # lead a club; with all four prohibited he cannot comply and leads any card (59).
    table = _east_to_lead_trick_2(Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS)
    assert table.driver is not None
    assert table.driver.obligation_broken(Seat.EAST, Card.parse("SJ")) == "restriction"
    assert table.driver.obligation_broken(Seat.EAST, Card.parse("CA")) is None
    table = _east_to_lead_trick_2(*Suit)
    assert table.driver is not None
    assert table.driver.obligation_broken(Seat.EAST, Card.parse("SJ")) is None


# 51A (50D1(a)): West exposed DJ and D2 before the opening lead - two major penalty cards.
# East leads D5 (declarer chose neither under 51B1), dummy plays DA: West can legally play
# either penalty card, so declarer designates which.
DESIGNATE = "W:expose:DJ,D2 E:D5 S:DA"


def test_51A_declarer_is_asked_before_the_defender_plays_a_penalty_card() -> None:
    r = play(f"{DESIGNATE} W:DJ N:D8", {}, {"declarer_choice": "neither"})
    irr = first(r, "penalty-card-designated")
    q = irr.questions[0]
    assert (irr.law, q.id, q.asks, q.seat, q.law) == ("51A", "designated", "declarer", "N", "51A")
    assert [o.value for o in q.options] == ["DJ", "D2"]
    assert irr.open_questions == ["designated"] and r.stopped_at == 6


def test_51A_the_designated_card_is_played_and_the_other_stays_a_penalty_card() -> None:
    r = play(f"{DESIGNATE} W:DJ N:D8", {}, {"declarer_choice": "neither"}, {"designated": "DJ"})
    assert kinds(r) == [
        "card-exposed-during-auction",
        "penalty-card-lead-options",
        "penalty-card-designated",
    ]
    assert [(c.seat, c.card) for c in r.play[0].cards][2] == ("W", "DJ")


def test_51A_another_card_than_the_designated_one_is_law_52() -> None:
    r = play(
        f"{DESIGNATE} W:DJ N:D8",
        {}, {"declarer_choice": "neither"}, {"designated": "D2"}, {"accept": True},
    )  # fmt: skip
    irr = first(r, "penalty-card-not-played")
    assert "designated (51A) (D2)" in irr.steps[0].text
    assert "52B1(c)" in laws(irr)


def test_51A_not_asked_with_one_legal_penalty_card() -> None:
    # West exposes C7 and D2; to a diamond lead only D2 can legally be played.
    r = play("W:expose:C7,D2 E:D5 S:DA W:D2 N:D8", {}, {"declarer_choice": "neither"})
    assert "penalty-card-designated" not in kinds(r)
