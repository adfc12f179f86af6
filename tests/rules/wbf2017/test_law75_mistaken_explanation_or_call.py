"""Law 75: a mistaken explanation or a mistaken call, the agreement found by the director
(75D) first; and 21B, a change of call after misinformation, reusing that finding."""

from tests.rules.wbf2017.judgement_helpers import FOUND, MI, asked, kind, laws, mi, rule


def test_75D_the_director_determines_the_agreement_first_75A_ui_for_the_caller() -> None:
    irr = mi(f"{MI} S:corrects", {})
    assert (irr.law, irr.offender, irr.event) == ("75", "N", 4)
    assert irr.steps[0].law == "20F1" and "North explained South's 2D (event 3)" in (
        irr.steps[0].text
    )
    assert "'natural'" in irr.steps[0].text
    q = irr.questions[0]
    assert (q.id, q.law, q.asks) == ("finding", "75D", "director")
    assert [o.value for o in q.options] == ["explanation", "presumed", "call", "no-agreement"]
    assert "21B1(b)" in q.text  # the presumption of mistaken explanation is stated
    ui = irr.rectification.unauthorised_information
    assert ui.law == "75A" and ui.whom.startswith("NS (South)")


def test_75C_mistaken_call_no_infraction_the_result_stands() -> None:
    irr = mi(f"{MI} S:corrects", {"finding": "call"})
    assert asked(irr) == ["finding"] and laws(irr)[-1] == "75C"
    assert irr.rectification.adjusted_score is None and irr.open_questions == []


def test_75B_mistaken_explanation_40B4_asked_and_stated() -> None:
    irr = mi(MI, {"finding": "explanation", "regulations": True})
    assert asked(irr)[:2] == ["finding", "regulations"]
    assert irr.questions[1].law == "40B4"
    assert "75B1" in laws(irr) and "40B4" in laws(irr)


def test_21B1a_21B1b_a_change_reuses_the_75D_finding() -> None:
    notation = "1NT 2C 2D N:explains:natural P 2H N:corrects W:misinformed:X AP"
    r = rule(notation, FOUND | {"table_result": "2H=", "damaged": False},
             {"influenced": True, "lho_changes": False})  # fmt: skip
    change = kind(r, "call-changed-after-misinformation")
    assert "misinformed" not in asked(change)  # 21B1(b): already determined under 75D
    assert change.steps[1].law == "75D" and "irregularity 1" in change.steps[1].text
    assert asked(change) == ["influenced", "lho_changes"]
    irr = kind(r, "misinformation")
    assert any(s.law == "21B1(a)" and "irregularity 2" in s.text for s in irr.steps)


def test_21B3_too_late_to_change_75B1_damage_adjusted_12C1b() -> None:
    answers = FOUND | {"change_call": False, "table_result": "2H+1", "damaged": True,
                       "score": "assigned",
                       "outcome": "3DX-1 by W", "self_inflicted": False}  # fmt: skip
    irr = mi(f"{MI} S:corrects", answers)
    assert "21B3" in laws(irr)
    damaged = next(q for q in irr.questions if q.id == "damaged")
    assert damaged.law == "75B1" and "40B3(a)" in damaged.text
    outcome = next(q for q in irr.questions if q.id == "outcome")
    assert outcome.law == "12C1(b)" and "75D3" in outcome.text
    adj = irr.rectification.adjusted_score
    assert (adj.kind, adj.law, adj.table_ns) == ("assigned", "12C1(b)", 140)
    # 3DX-1 by West, not vulnerable: NS +100
    assert [(s.side, s.points) for s in adj.sides] == [("NS", 100.0), ("EW", -100.0)]


def test_75D2_no_agreement_21B_and_75D3_told_there_was_no_agreement() -> None:
    irr = mi(f"{MI} S:corrects", {"finding": "no-agreement", "change_call": False,
                                  "table_result": "2H=",
                                  "damaged": True, "score": "assigned"})  # fmt: skip
    assert "75D2" in laws(irr) and "regulations" not in asked(irr)
    assert next(q for q in irr.questions if q.id == "damaged").law == "21B3"
    assert "no agreement (75D3)" in irr.questions[-1].text


def test_21B1a_a_missing_alert_is_deemed_misinformation() -> None:
    irr = mi("1NT 2C 2D N:no-alert P 2H AP", {})
    assert irr.steps[0].law == "21B1(a)" and "did not alert South's 2D" in irr.steps[0].text


def test_21B3_auction_not_over_review_stated_no_score_asked() -> None:
    irr = mi("1NT 2C 2D N:explains:natural P", FOUND)
    assert irr.rectification.adjusted_score_review.law == "21B3"
    assert "damaged" not in asked(irr) and irr.open_questions == []


def test_75C_21A_after_a_mistaken_call_finding_a_change_is_a_change_of_call() -> None:
    notation = "1NT 2C 2D N:explains:natural P 2H N:corrects W:misinformed:X"
    r = rule(notation, {"finding": "call"}, {"unintended": False})
    change = kind(r, "call-changed-after-misinformation")
    assert "misinformed" not in asked(change) and "influenced" not in asked(change)
    assert "mistaken call" in change.steps[1].text
    assert "21A" in laws(change)


def test_21B1b_a_presumed_mistaken_explanation_is_cited_and_ruled_as_misinformation() -> None:
    irr = mi(f"{MI} S:corrects", {"finding": "presumed", "regulations": False,
                                  "change_call": False, "table_result": "2H=",
                                  "damaged": False})  # fmt: skip
    said = dict((s.law, s.text) for s in irr.steps)
    assert said["21B1(b)"].startswith("No evidence shows whether North's explanation or South's")
    assert "75B1" in laws(irr) and laws(irr).index("21B1(b)") < laws(irr).index("75B1")
    assert "presumed mistaken (21B1(b))" in said["75D3"]


def test_75D3_misinformation_found_after_play_cites_the_adjustment_it_turns_on() -> None:
    answers = FOUND | {"change_call": False, "table_result": "2H+1", "damaged": True,
                       "score": "assigned",
                       "outcome": "3DX-1 by W", "self_inflicted": False}  # fmt: skip
    irr = mi(f"{MI} S:corrects", answers)
    (said,) = [s.text for s in irr.steps if s.law == "75D3"]
    assert said == (
        "If EW were damaged, the director adjusts to the likely outcome had EW received the "
        "correct explanation in a timely manner, the call's agreed meaning being established "
        "by the evidence."
    )
    assert laws(irr).index("75D3") < laws(irr).index("12B1")


def test_75D3_no_agreement_adjusts_as_if_told_there_was_none() -> None:
    irr = mi(f"{MI} S:corrects", {"finding": "no-agreement", "change_call": False,
                                  "table_result": "2H=",
                                  "damaged": False})  # fmt: skip
    (said,) = [s.text for s in irr.steps if s.law == "75D3"]
    assert "been told there was no agreement, the call having no agreed meaning." in said


END = "1NT 2C 2D N:explains:natural P 2H P P P S:corrects"


def test_20F5bii_21B1a_a_correction_after_the_final_pass_offers_the_change_at_once() -> None:
    irr = mi(END, FOUND)
    assert irr.open_questions == ["change_call"]  # asked before the table result
    q = next(q for q in irr.questions if q.id == "change_call")
    assert (q.asks, q.seat, q.law) == ("player", "W", "21B1(a)")
    assert [o.value for o in q.options] == [False, True]
    offer = next(s.text for s in irr.steps if s.law == "21B1(a)")
    assert (
        "West, whose partner has not called since, may change his last call, Pass (event 9)"
        in offer
    )


def test_21B3_the_call_kept_the_auction_stands_and_the_ruling_goes_on() -> None:
    irr = mi(END, FOUND | {"change_call": False, "table_result": "2H=", "damaged": False})
    assert ("21B3", "West keeps his Pass: the auction stands.") in [
        (s.law, s.text) for s in irr.steps
    ]
    assert irr.open_questions == [] and asked(irr).index("change_call") < asked(irr).index(
        "table_result"
    )


def test_21B1a_the_call_changed_is_ruled_under_21B_and_the_auction_goes_on() -> None:
    r = rule(f"{END} N:P E:P S:P", FOUND | {"change_call": True, "new_call": "3C",
                                             "table_result": "3C= by E", "damaged": False},
             {"influenced": True})  # fmt: skip
    change = kind(r, "call-changed-after-misinformation")
    assert (change.offender, change.event) == ("N", 10)
    assert r.contract is not None and r.contract.text == "3C by E"
    first = kind(r, "misinformation")
    (timing,) = [s for s in first.steps if s.law.startswith("20F5")]
    assert timing.law == "20F5(b)(ii)" and "at his first legal opportunity" in timing.text


def test_21B1a_a_change_already_in_the_record_is_not_asked_again() -> None:
    r = rule(f"{END} W:misinformed:3C P P P", FOUND | {"table_result": "3C= by E",
             "damaged": False}, {"influenced": True})  # fmt: skip
    assert "change_call" not in asked(kind(r, "misinformation"))


def test_75C_no_offer_after_a_mistaken_call() -> None:
    irr = mi(END, {"finding": "call"})
    assert "change_call" not in asked(irr)
