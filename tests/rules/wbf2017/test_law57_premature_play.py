"""Law 57: a defender leads to the next trick before the trick in progress is complete.
57A when his partner still has to play (major penalty card, declarer's options for the
partner); 57C1 when declarer has played from both hands (no rectification), a premature
card of declarer's counting as played (57C3); the early lead then waits for the trick to
be complete: his own lead if he won it, otherwise a lead out of turn (53, 56)."""

from tests.rules.play.helpers import first, kinds, laws, play, tricks

# North declares 1S, South is dummy. Trick 7 is led from dummy: S:S4 W:S3 N:SA E:S8, won
# by North. After trick 6 West holds S3 H7 DJ432 CT.
SIX = tricks(upto=6)
SEVEN = tricks(upto=7)  # then North, on lead, holds SKQ2 DT98; East SJT9 D765


def test_57C1_lead_to_next_trick_after_declarer_played_both_hands_no_rectification() -> None:
    # West leads D2 to trick 8 before East, last to play, has played to trick 7.
    r = play(f"{SIX} S:S4 W:S3 N:SA W:D2 E:S8", {}, {"accept": "yes"})
    irr = first(r, "premature-play")
    assert (irr.law, irr.offender) == ("57C1", "W")
    assert irr.questions == [] and irr.rectification.penalty_cards == []
    assert irr.rectification.play_restrictions == []
    # The trick is complete (North wins it); West's early lead is a lead out of turn.
    assert r.play[6].winner == "N"
    loot = first(r, "lead-out-of-turn")
    assert (loot.offender, loot.event) == ("W", 30) and "53A" in laws(loot)
    assert r.play[7].leader == "W" and [c.card for c in r.play[7].cards] == ["D2"]


def test_57C1_early_lead_refused_becomes_a_56B_penalty_card() -> None:
    r = play(f"{SIX} S:S4 W:S3 N:SA W:D2 E:S8", {}, {"accept": "no"})
    loot = first(r, "lead-out-of-turn")
    assert [(p.seat, p.card, p.law) for p in loot.rectification.penalty_cards] == [
        ("W", "D2", "56B")
    ]


def test_57C1_early_lead_stands_when_he_wins_the_trick() -> None:
    # Trick 8 instead: North leads S2, East SJ, dummy S5; East leads D7 to trick 9 before
    # West (void in spades, last to play) discards H7. East wins trick 8: D7 is his lead.
    r = play(f"{SEVEN} N:S2 E:SJ S:S5 E:D7 W:H7 S:DA W:D4 N:D8", {})
    irr = first(r, "premature-play")
    assert (irr.law, irr.offender) == ("57C1", "E")
    assert r.play[7].winner == "E" and r.play[8].leader == "E"
    assert [c.card for c in r.play[8].cards] == ["D7", "DA", "D4", "D8"]
    assert kinds(r) == ["premature-play"]


def test_57C1_57C3_declarers_premature_card_counts_as_played() -> None:
    # Trick 8: North leads S2 and dummy plays S5 before East (57C3); West then plays H7
    # before his partner East: declarer has played from both hands, so no rectification.
    r = play(f"{SEVEN} N:S2 S:S5 W:H7 E:SJ", {}, {})
    early, west = [i for i in r.irregularities if i.kind == "premature-play"]
    assert (early.law, west.law) == ("57C3", "57C1")
    assert "57C3" in laws(west) and west.rectification.penalty_cards == []
    assert [c.seat for c in r.play[7].cards] == ["N", "E", "S", "W"]


def test_57A_lead_to_next_trick_before_declarer_played_both_hands_is_a_penalty_card() -> None:
    # Trick 1: East leads HA, dummy plays H8; East leads HK to trick 2 before West and
    # North have played: 57A, HK is a major penalty card, declarer chooses for West.
    r = play("E:HA S:H8 E:HK", {})
    irr = first(r, "premature-play")
    assert (irr.law, irr.offender) == ("57A", "E")
    text = "East led HK to the next trick while West still had to play to trick 1."
    assert irr.steps[0].text == text
    assert [(p.card, p.kind, p.law) for p in irr.rectification.penalty_cards] == [
        ("HK", "major", "57A")
    ]
    assert irr.open_questions == ["declarer_choice"]


def test_57_lead_to_next_trick_after_partner_played_is_held_not_57A() -> None:
    # Trick 1: East leads HA, dummy H8, West H2 and leads C7 to trick 2 before North, the
    # last to play, has played: 57A does not apply (East has played).
    r = play("E:HA S:H8 W:H2 W:C7 N:H4", {}, {"accept": "no"})
    irr = first(r, "premature-play")
    assert (irr.law, irr.rectification.penalty_cards) == ("57", [])
    assert "57A does not apply" in irr.steps[0].text
    loot = first(r, "lead-out-of-turn")
    assert (loot.offender, loot.rectification.penalty_cards[0].card) == ("W", "C7")


def test_57_early_lead_repeated_in_the_record_is_not_played_twice() -> None:
    r = play(f"{SIX} S:S4 W:S3 N:SA W:D2 E:S8 W:D2 N:D8", {}, {"accept": "yes"})
    assert [c.card for c in r.play[7].cards] == ["D2", "D8"]


def test_57C1_names_law_16_for_what_the_partner_saw() -> None:
    r = play(f"{tricks(upto=6)} S:S4 W:S3 N:SA W:D2 E:S8", {}, {"accept": "yes"})
    irr = first(r, "premature-play")
    assert irr.rectification.adjusted_score_review.law == "16"
    assert "East saw D2" in irr.rectification.adjusted_score_review.reason
