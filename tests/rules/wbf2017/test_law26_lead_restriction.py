"""Law 26B carried into the play: a call withdrawn in the auction (not replaced by a
comparable call) lets declarer prohibit one suit at the offender's partner's first turn to
lead — here the opening lead — for as long as he keeps the lead. A lead of that suit while
able to lead another is a revoke (61A); with only that suit left he may lead it (59)."""

from typing import Any

from director.engine.ruling import Ruling
from director.engine.table import Table
from director.model import Deal, Seat, Vulnerability
from director.record.incident import parse_notation
from tests.rules.play.helpers import DEAL, TRICKS, first, kinds, laws

# Dealer North. West's 1H is insufficient; North-South do not accept it and West replaces
# it by a pass, which is not comparable (27B2): East is barred and 26B may apply. North
# declares 1S and East, the offender's partner, makes the opening lead.
IB_BY_WEST = "N:1S E:pass S:pass W:1H W:pass"
NOT_ACCEPTED = {"accept": "no", "comparable": "no"}
KIND = "withdrawn-call-lead-options"


def rule(events: str, *answers: dict[str, Any]) -> Ruling:
    table = Table(Seat.NORTH, Vulnerability.NONE, Deal.from_pbn(DEAL))
    return table.replay(parse_notation(events), list(answers))


def test_26B_declarer_is_asked_before_the_opening_lead_by_the_offenders_partner() -> None:
    r = rule(f"{IB_BY_WEST} E:HA", NOT_ACCEPTED)
    irr = first(r, KIND)
    assert (irr.law, irr.offender, irr.event) == ("26B", "W", 6)
    q = irr.questions[0]
    assert (q.id, q.asks, q.seat, q.law) == ("declarer_choice", "declarer", "N", "26B")
    assert [o.value for o in q.options] == [
        "prohibit:S",
        "prohibit:H",
        "prohibit:D",
        "prohibit:C",
        "none",
    ]
    assert irr.open_questions == ["declarer_choice"] and r.stopped_at == 6
    assert r.play == []  # the lead waits for declarer's choice


def test_26B_suits_the_offender_named_in_the_legal_auction_are_not_offered() -> None:
    # West replaces his insufficient 2D by 3C (not comparable); North-South buy it in 3S.
    events = "N:1S E:pass S:2S W:2D W:3C N:3S E:pass S:pass W:pass E:HA"
    irr = first(rule(events, {**NOT_ACCEPTED, "artificial": "no"}), KIND)
    assert [o.value for o in irr.questions[0].options] == [
        "prohibit:S",
        "prohibit:H",
        "prohibit:D",
        "none",
    ]
    assert any("named clubs" in s.text for s in irr.steps)


def test_26B_prohibited_suit_led_while_able_is_a_revoke() -> None:
    r = rule(f"{IB_BY_WEST} E:HA S:H8", NOT_ACCEPTED, {"declarer_choice": "prohibit:H"})
    irr = first(r, KIND)
    lr = irr.rectification.lead_restrictions[0]
    assert (lr.player, lr.declarer_may, lr.suit, lr.law, lr.trick) == (
        "E",
        "prohibit",
        "H",
        "26B",
        1,
    )
    assert lr.duration == "for as long as he keeps the lead"
    assert kinds(r) == ["insufficient-bid", KIND, "revoke"]
    revoke = first(r, "revoke")
    assert revoke.offender == "E" and "61A" in laws(revoke)


def test_26B_revoke_on_the_opening_lead_established_transfers_tricks() -> None:
    # East leads the prohibited HA and wins the trick; his lead to trick 2 establishes the
    # revoke (63A1); East-West win six tricks: two are transferred (64A1).
    r = rule(
        f"{IB_BY_WEST} {' '.join(TRICKS)}",
        NOT_ACCEPTED,
        {"declarer_choice": "prohibit:H"},
        {"attention_drawn": "in-time"},
        {"attention_drawn": "in-time"},
    )
    assert r.stopped_at is None
    revoke = first(r, "revoke")
    assert "63A1" in laws(revoke)
    tt = revoke.rectification.trick_transfer
    assert tt is not None and (tt.tricks, tt.to_side, tt.law) == (2, "NS", "64A1")
    assert r.score is not None  # every question answered: a score


def test_no_score_while_a_revoke_question_is_open() -> None:
    r = rule(
        f"{IB_BY_WEST} {' '.join(TRICKS)}",
        NOT_ACCEPTED,
        {"declarer_choice": "prohibit:H"},
        {"attention_drawn": "in-time"},
    )
    assert r.stopped_at is not None and r.score is None
    assert r.result is not None and not r.result.complete
    assert any(n.law == "79A" and "question is open" in n.text for n in r.result.notes)


def test_26B_prohibition_lasts_while_he_keeps_the_lead_then_lapses() -> None:
    # Diamonds prohibited: East leads hearts and clubs at tricks 1-6, loses the lead at
    # trick 6 and leads a diamond at trick 11 after winning trick 10: no irregularity.
    r = rule(f"{IB_BY_WEST} {' '.join(TRICKS)}", NOT_ACCEPTED, {"declarer_choice": "prohibit:D"})
    assert kinds(r) == ["insufficient-bid", KIND]
    assert r.score is not None and r.score.result == "1S="
    # The auction irregularity keeps its 26B entry, now unconditional.
    ib = first(r, "insufficient-bid")
    assert [(x.law, x.condition) for x in ib.rectification.lead_restrictions] == [("26B", None)]


def test_26B_prohibition_binds_the_next_lead_while_he_keeps_the_lead() -> None:
    # Clubs prohibited: East wins trick 1 with HA and leads CA at trick 2.
    r = rule(
        f"{IB_BY_WEST} {TRICKS[0]} E:CA",
        NOT_ACCEPTED,
        {"declarer_choice": "prohibit:C"},
    )
    assert kinds(r)[-1] == "revoke"


def test_26B_declarer_may_prohibit_nothing() -> None:
    r = rule(f"{IB_BY_WEST} {TRICKS[0]}", NOT_ACCEPTED, {"declarer_choice": "none"})
    irr = first(r, KIND)
    assert irr.rectification.lead_restrictions == [] and kinds(r) == ["insufficient-bid", KIND]


def test_26B_offered_only_at_his_first_turn_to_lead() -> None:
    r = rule(f"{IB_BY_WEST} {TRICKS[0]} {TRICKS[1]}", NOT_ACCEPTED, {"declarer_choice": "none"})
    assert kinds(r) == ["insufficient-bid", KIND]


def test_26_no_restriction_when_the_offender_becomes_dummy() -> None:
    # South's insufficient 1D is replaced by a pass: North is barred, but South becomes
    # dummy, so East leads with no question.
    r = rule(f"N:1S E:pass S:1D S:pass W:pass {TRICKS[0]}", NOT_ACCEPTED)
    assert kinds(r) == ["insufficient-bid"]
    assert "26" in laws(first(r, "insufficient-bid"))


def test_26B_not_offered_to_the_offender_himself() -> None:
    # East's insufficient bid: the opening leader East is the offender, not his partner.
    r = rule(f"N:1S E:1H E:pass S:pass W:pass {TRICKS[0]}", NOT_ACCEPTED)
    assert kinds(r) == ["insufficient-bid"]
