"""Laws 68-70 for a claim stated without the play (issue 31): ``N:claim:all:of:7:won:1``
says what the director is told at the table - the tricks left and how many of the tricks
played the claimer's side won - in place of the cards. It feeds the same claim steps (68A-D,
69, 70A-E) as a claim recorded card by card, and rules as the full record does on the
examples (25, 22, 38, 1997-07): the same sections, the same judgements asked, the same
result. A fact the Law needs and the statement lacks is asked (the tricks won; a trump out,
70C), never assumed; the ruling says which facts it rested on."""

from pathlib import Path
from typing import Any

import pytest

from director.engine.events import InvalidEventError, parse_action
from director.engine.ruling import Irregularity, Ruling
from director.model import Seat
from director.record.incident import Incident, load_incident, parse_notation
from tests.conftest import Run
from tests.rules.play.helpers import first, play, tricks

EXAMPLES = Path(__file__).resolve().parents[3] / "examples" / "incidents"
FACTS = {"won", "trump_out"}  # questions of fact the cards answer in a full record


def example(stem: str) -> Incident:
    return load_incident(EXAMPLES / f"{stem}.yaml")


def full(incident: Incident) -> Ruling:
    return incident.new_table().replay(incident.parsed_events(), list(incident.answers))


def stated(incident: Incident, notation: str, *answers: dict[str, Any]) -> Ruling:
    """``incident``'s auction, then ``notation`` in place of its play."""
    events = incident.parsed_events()
    end = next(i for i, e in enumerate(events) if str(e).endswith("AP")) + 1
    typed = " ".join(str(e) for e in events[:end])
    table = incident.model_copy(update={"deal": None}).new_table()
    return table.replay(parse_notation(f"{typed} {notation}"), list(answers))


def claim(r: Ruling) -> Irregularity:
    return first(r, "claim")


def sections(irr: Irregularity) -> list[str]:
    return [s.law for s in irr.steps]


def judgements(irr: Irregularity) -> list[tuple[str, Any]]:
    return [(q.id, q.answer) for q in irr.questions if q.id not in FACTS]


def outcome(r: Ruling) -> tuple[Any, ...]:
    c = claim(r).rectification.claim
    assert c is not None and r.result is not None
    score = (r.score.result, r.score.ns) if r.score is not None else None
    return (c.claimer, c.remaining, c.claimed, c.outcome, c.awarded, r.result.after_transfer, score)


def assert_rules_as(coarse: Ruling, played: Ruling) -> None:
    a, b = claim(coarse), claim(played)
    assert (a.kind, a.law, a.offender) == (b.kind, b.law, b.offender)
    assert sections(a) == sections(b) and a.rectification.laws == b.rectification.laws
    assert judgements(a) == judgements(b)
    assert outcome(coarse) == outcome(played)


# ------------------------------------------------------- the examples, stated coarsely


def test_70C_example_25_stated_coarsely_rules_as_the_full_record() -> None:
    # After six tricks (NS won one) North claims the rest; East holds trumps; disputed.
    inc = example("25-claim-disputed-outstanding-trump")
    answers = {"opponents": "disputed", "trump_out": "yes", "tricks": "6"}
    coarse = stated(inc, "N:claim:all:of:7:won:1", answers)
    assert_rules_as(coarse, full(inc))
    irr = claim(coarse)
    assert [q.id for q in irr.questions] == ["opponents", "trump_out", "tricks"]
    trump = next(s.text for s in irr.steps if s.law == "70C")
    assert "the director's finding" in trump and "does not mention it (70C1)" in trump
    assert coarse.play == [] and coarse.result is not None
    assert (coarse.result.tricks_played, coarse.result.won_in_play) == (6, 1)
    assert coarse.score is not None and coarse.score.result == "1S="


def test_70C_1997_example_07_stated_coarsely_rules_as_the_full_record() -> None:
    inc = example("1997-07-claim-disputed-outstanding-trump")
    answers = {"opponents": "disputed", "trump_out": "yes", "tricks": "6"}
    coarse = stated(inc, "N:claim:all:of:7:won:1", answers)
    assert_rules_as(coarse, full(inc))
    assert "70B2" in sections(claim(coarse))  # all four hands faced (1997)
    trump = next(s.text for s in claim(coarse).steps if s.law == "70C")
    assert "spades: the director's finding" in trump


def test_69A_example_22_claim_stated_with_its_cards_rules_as_the_record() -> None:
    # Both given: the cards of two tricks and the facts of the claim (11 left, NS won 2).
    inc = example("22-revoke-two-tricks-after-claim")
    events = " ".join(str(e) for e in inc.parsed_events()).replace(
        "N:claim:all", "N:claim:all:of:11:won:2"
    )
    both = inc.new_table().replay(parse_notation(events), list(inc.answers))
    played = full(inc)
    assert_rules_as(both, played)
    assert both.model_dump(exclude={"irregularities"}) == played.model_dump(
        exclude={"irregularities"}
    )  # the revoke's transfer (64A1) and the score too


def test_69A_example_22_claim_stated_without_the_play_is_agreed_as_in_the_record() -> None:
    # Stated without the cards the claim rules as in the record; the revoke (and its
    # transfer) is another incident, stated with its own facts.
    inc = example("22-revoke-two-tricks-after-claim")
    coarse = stated(inc, "N:claim:all:of:11:won:2", {"opponents": "agreed"})
    a, b = claim(coarse), claim(full(inc))
    assert sections(a) == sections(b) == ["68A", "68C", "68D", "69A"]
    assert judgements(a) == judgements(b) == [("opponents", "agreed")]
    assert coarse.result is not None and coarse.result.before_transfer == 13


def test_43A1c_example_38_dummys_claim_stated_coarsely_is_no_claim_as_in_the_record() -> None:
    inc = example("38-dummy-claims")
    coarse = stated(inc, "S:claim:all:of:11:won:0", {"declarer_adopted": "no"})
    a, b = claim(coarse), claim(full(inc))
    assert (a.law, a.offender) == (b.law, b.offender) == ("43A1(c)", "S")
    assert sections(a) == sections(b) and a.rectification.laws == b.rectification.laws
    assert judgements(a) == judgements(b) == [("declarer_adopted", False)]
    c = a.rectification.claim
    assert c is not None and c.outcome == "not-a-claim"
    assert coarse.result is not None and not coarse.result.complete  # play goes on


# --------------------------------------------- facts missing are asked, never assumed


def test_68_tricks_won_not_stated_are_asked() -> None:
    r = play("N:claim:all:of:7", deal=None)
    irr = claim(r)
    q = irr.questions[0]
    assert (q.id, q.asks, q.law) == ("won", "director", "68")
    assert "6 tricks played" in q.text and [o.value for o in q.options] == [
        str(k) for k in range(7)
    ]
    assert irr.open_questions == ["won"] and r.score is None


def test_68_no_trick_played_nothing_more_is_asked() -> None:
    r = play("N:claim:9:of:13", {"opponents": "agreed"}, deal=None)
    assert [q.id for q in claim(r).questions] == ["opponents"]
    assert r.score is not None and r.score.result == "1S+2"


def test_70C_trump_out_is_asked_only_when_disputed_and_not_in_notrump() -> None:
    agreed = play("N:claim:all:of:7:won:1", {"opponents": "agreed"}, deal=None)
    assert [q.id for q in claim(agreed).questions] == ["opponents"]
    r = play("N:claim:all:of:7:won:1", {"opponents": "disputed"}, deal=None)
    assert claim(r).open_questions == ["trump_out"]
    from director.engine.table import Table
    from director.model import Seat, Vulnerability

    nt = Table(Seat.NORTH, Vulnerability.NONE, None).replay(
        parse_notation("1N AP N:claim:all:of:7:won:1"), [{"opponents": "disputed", "tricks": "5"}]
    )
    assert [q.id for q in claim(nt).questions] == ["opponents", "tricks"]
    assert "70C" not in sections(claim(nt))


# The director's finding on a trump out, the statement, and what 70C then says.
FINDINGS = [
    ("no", "", "No trump remains in the opponents' hands."),
    ("yes", ':"drawing trumps first"', "The statement mentions trumps"),
    ("yes", ':"hearts then clubs"', "does not mention it (70C1)"),
]


@pytest.mark.parametrize(("finding", "statement", "expected"), FINDINGS)
def test_70C_the_directors_finding_on_a_trump_out(
    finding: str, statement: str, expected: str
) -> None:
    answers = {"opponents": "disputed", "trump_out": finding, "tricks": "7"}
    r = play(f"N:claim:all:of:7:won:1{statement}", answers, deal=None)
    assert expected in next(s.text for s in claim(r).steps if s.law == "70C")


def test_70_the_award_is_shown_with_the_facts_it_rests_on() -> None:
    r = play("N:claim:all:of:7:won:1", {"opponents": "disputed", "trump_out": "yes"}, deal=None)
    irr = claim(r)
    c = irr.rectification.claim
    assert c is not None and c.position == {}
    assert c.stated == [
        "7 tricks left at the claim; the play was not recorded.",
        "NS had won 1 of the 6 played; the hands are not known.",
    ]
    shown = irr.questions[-1].shown
    assert shown[0] == "Statement: none recorded." and shown[1:3] == c.stated
    assert any(f.startswith("[70C] A trump remains") for f in shown)


def test_68_a_deal_known_the_hands_after_a_stated_play_are_not() -> None:
    # The deal gives the hands at trick 1 only; after six unrecorded tricks they are unknown.
    r = play("N:claim:all:of:7:won:1", {"opponents": "disputed", "trump_out": "yes"})
    c = claim(r).rectification.claim
    assert c is not None and c.position == {} and claim(r).open_questions == ["tricks"]
    r13 = play("N:claim:all:of:13", {"opponents": "disputed", "tricks": "9"})
    c13 = claim(r13).rectification.claim
    assert c13 is not None and c13.position["N"] == "AKQ2.J54.T98.432"  # nothing played yet
    assert [q.id for q in claim(r13).questions] == ["opponents", "tricks"]


def test_70D2_a_defenders_claim_stated_counts_his_sides_tricks() -> None:
    # East claims 4 of the last 5 (West does not object to the one conceded, 68B2); EW had
    # won 6 of the 8 played: NS 2 + 1 conceded = 3.
    r = play("E:claim:4:of:5:won:6", {"partner_objected": "no", "opponents": "agreed"}, deal=None)
    assert r.result is not None and (r.result.won_in_play, r.result.after_transfer) == (2, 3)
    assert r.score is not None and r.score.result == "1S-4"
    d = play("E:claim:all:of:5:won:6", {"opponents": "disputed", "trump_out": "no"}, deal=None)
    assert "70D2" in sections(claim(d))


# ------------------------------------------------------------------ bad input


def test_68_stated_facts_the_cards_contradict_are_an_error_naming_the_event() -> None:
    with pytest.raises(InvalidEventError, match=r"event 7 \(N:claim:all:of:7\)"):
        play(f"{tricks(upto=1)} N:claim:all:of:7")
    with pytest.raises(InvalidEventError, match="0 of them won by NS"):
        play(f"{tricks(upto=2)} N:claim:all:of:11:won:1")


def test_68_stated_facts_that_cannot_be_are_refused() -> None:
    for notation, expected in (
        ("N:claim:all:won:1", "give the tricks left first"),
        ("N:claim:all:of:7:won:7", "no more than 13 in all"),
        ("N:claim:all:of:0", "'of:0'"),
        ("N:claim:all:of:14", "'of:14'"),
    ):
        with pytest.raises(InvalidEventError, match=expected):
            parse_notation(notation)


def test_68_the_stated_form_reads_back_as_typed() -> None:
    typed = 'N:claim:3:of:4:won:8:"cross to dummy"'
    (event,) = parse_notation(typed)
    assert str(event) == typed and event.statement == "cross to dummy"
    from director.log.record import events_as_record

    assert events_as_record([event]) == [{"N": 'claim:3:of:4:won:8:"cross to dummy"'}]
    assert parse_action(1, Seat.NORTH, 'claim:3:of:4:won:8:"cross to dummy"') == event  # logged
    (plain,) = parse_notation('N:claim:all:"of course"')  # 'of' without a number: the statement
    assert plain.left is None and plain.statement == "of course"


def test_rule_command_a_claim_stated_without_the_play(run: Run) -> None:
    code, out, err = run(
        "rule", "1S AP N:claim:all:of:7:won:1", "--dealer", "N", "--no-log",
        "-a", "opponents=disputed", "-a", "trump_out=yes", "-a", "tricks=6",
    )  # fmt: skip
    assert code == 0, err
    assert "claim N: 7 of 7 remaining; disputed, credited 6" in out
    assert "stated: NS had won 1 of the 6 played; the hands are not known." in out
    assert "Declarer N: 1 in play + 6 by claim = 7 tricks" in out
    assert "Score: 1S= by N  NS +80  EW -80 [Law 77]" in out
