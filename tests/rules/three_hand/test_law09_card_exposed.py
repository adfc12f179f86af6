"""Three-handed Auction, Law 9 (a card exposed), and Auction Bridge Law 51 as it applies to
three players: every branch named by its law."""

from typing import Any

import pytest

from director.engine.events import InvalidEventError
from director.engine.ruling import Ruling
from director.engine.table import Table
from director.model import Deal, Seat, Vulnerability
from director.record.incident import parse_notation
from tests.conftest import Run

ED = "three-hand-auction"
# North deals; East exposes the king of spades; South's 2H is passed by North and East.
EXPOSED = "1H E:expose:ST 2D 2H P P"


def rule(notation: str, *answers: dict[str, Any], live: bool = False) -> Ruling:
    table = Table(Seat.NORTH, Vulnerability.NONE, edition=ED, look_ahead=live)
    return table.replay(parse_notation(notation), list(answers))


def points(r: Ruling) -> list[tuple[str, int, str]]:
    return [(h.seat, h.points, h.law) for h in r.irregularities[0].rectification.honour_points]


def test_9_a_card_exposed_in_the_auction_gives_50_to_each_other_player() -> None:
    r = rule("1H E:expose:SK")
    irr = r.irregularities[0]
    assert (irr.kind, irr.law, irr.offender) == ("card-exposed-during-auction", "9", "E")
    assert points(r) == [("N", 50, "9"), ("S", 50, "9")]
    assert r.turn == "E" and irr.questions == [] and "unless East himself" in irr.steps[-1].text


def test_9_the_declarer_is_asked_at_the_end_of_the_auction_to_call_or_forbid_the_suit() -> None:
    r = rule(EXPOSED)
    q = r.irregularities[0].questions[0]
    assert (q.id, q.asks, q.seat, q.law, r.stopped_at) == ("lead_call", "declarer", "S", "9", 6)
    assert [o.value for o in q.options] == ["require:S", "prohibit:S", "none"]
    assert "call upon North, on his left" in q.text  # the next player, past the dummy packet


@pytest.mark.parametrize("choice", ["require", "prohibit"])
def test_9_the_lead_of_the_exposed_suit_required_or_forbidden(choice: str) -> None:
    r = rule(EXPOSED, {"lead_call": f"{choice}:S"})
    [lr] = r.irregularities[0].rectification.lead_restrictions
    assert (lr.player, lr.declarer_may, lr.suit, lr.law) == ("N", choice, "S", "9")
    assert r.stopped_at is None and points(r) == [("N", 50, "9"), ("S", 50, "9")]


def test_9_no_lead_call_when_the_offender_becomes_declarer() -> None:
    r = rule("1H E:expose:SK 2D P P")
    irr = r.irregularities[0]
    assert r.contract is not None and r.contract.declarer == "E" and irr.questions == []
    assert "the offender, became the declarer: no lead is called" in irr.steps[-1].text
    assert irr.rectification.lead_restrictions == [] and len(points(r)) == 2


def test_9_several_cards_exposed_at_once_the_director_says_whether_50_counts_per_card() -> None:
    r = rule("1H E:expose:SK,H2")
    q = r.irregularities[0].questions[0]
    assert (q.id, q.asks, q.law) == ("per_card", "director", "9") and points(r) == []
    assert points(rule("1H E:expose:SK,H2", {"per_card": "each"})) == [
        ("N", 100, "9"),
        ("S", 100, "9"),
    ]
    r = rule("1H E:expose:SK,H2 2D 2H P P", {"per_card": "once"})
    assert [o.value for o in r.irregularities[0].questions[1].options][:4] == [
        "require:S", "prohibit:S", "require:H", "prohibit:H",
    ]  # fmt: skip


def test_9_a_card_exposed_by_the_declarer_after_the_final_declaration_costs_nothing() -> None:
    r = rule("1H P P S:expose:D4")  # North declares 1H: South is one of his adversaries
    assert r.irregularities[0].not_ruled == "66"
    r = rule("1H P P N:expose:D4")
    irr = r.irregularities[0]
    assert (irr.law, irr.not_ruled, r.stopped_at) == ("9", None, None)
    assert "there is no penalty" in irr.steps[-1].text and points(r) == []


def test_9_an_adversary_exposing_after_the_final_declaration_is_as_in_auction_named_and_stopped() -> (
    None
):
    r = rule("1H P P E:expose:D4")
    irr = r.irregularities[0]
    assert (irr.law, irr.not_ruled, r.stopped_at) == ("9", "66", 4)
    assert (
        "same penalty as in Auction" in irr.steps[-1].text
        and "not in the seed" in irr.steps[-1].text
    )


def test_9_the_dummy_packet_exposing_in_the_auction_is_an_input_error(run: Run) -> None:
    with pytest.raises(InvalidEventError, match="dummy packet"):
        rule("1H W:expose:SK")
    code, _, err = run("rule", "1H W:expose:SK", "--dealer", "N", "--edition", ED)
    assert code == 2 and "dummy packet" in err and err.count("\n") == 1


def test_51_applies_to_three_players_the_declarers_adversaries_only() -> None:
    r = rule("1H 2D 2H P P N:recalls", {"call_lead": True, "lead_suit": "C"})
    irr = r.irregularities[0]
    assert (irr.kind, irr.law, irr.offender) == ("previous-declaration-told", "51", "N")
    [lr] = irr.rectification.lead_restrictions
    assert (lr.player, lr.suit, lr.law) == ("N", "C", "51")  # North, on South's left, leads first
    r = rule("1H 2D 2H P P S:recalls")  # the declarer himself: Law 51 does not name him
    assert r.irregularities[0].questions == [] and r.stopped_at == 6


# In the play (L7/L8 seating: South declares, North on his left leads, then the dummy
# packet W, then East): the lead called is checked, and cards exposed after the final
# declaration are ruled by who exposed them.
DEAL = "N:AKQ2.J54.T98.432 JT98.AKQ.765.AK5 7654.T98.AKQ.QJ6 3.7632.J432.T987"


def play(notation: str, *answers: dict[str, Any]) -> Ruling:
    table = Table(Seat.NORTH, Vulnerability.NONE, Deal.from_pbn(DEAL), edition=ED)
    return table.replay(parse_notation(notation), list(answers))


def test_9_in_the_play_the_lead_called_is_obeyed() -> None:
    r = play(f"{EXPOSED} N:SA W:S3 E:S8 S:S4", {"lead_call": "require:S"})
    assert len(r.irregularities) == 1 and r.stopped_at is None
    assert [(c.seat, c.card) for c in r.play[0].cards] == [
        ("N", "SA"),
        ("W", "S3"),
        ("E", "S8"),
        ("S", "S4"),
    ]


@pytest.mark.parametrize(
    ("call", "lead", "what"),
    [
        ("require:S", "N:HJ", "while holding a spade"),
        ("prohibit:S", "N:SA", "against the spade ban"),
    ],
)
def test_9_a_lead_against_the_call_names_auction_laws_73_79_and_stops(
    call: str, lead: str, what: str
) -> None:
    r = play(f"{EXPOSED} {lead}", {"lead_call": call})
    irr = r.irregularities[1]
    assert (irr.law, irr.offender, irr.not_ruled, r.stopped_at) == ("9", "N", "73/79", 7)
    assert what in irr.steps[-1].text and "North led" in irr.steps[-1].text and r.score is None


def test_9_in_the_play_a_card_exposed_by_the_declarer_or_from_the_dummy_costs_nothing() -> None:
    for exposer, card in (("S", "DA"), ("W", "CT")):
        r = play(f"1H 2D 2H P P N:SA {exposer}:expose:{card}")
        irr = r.irregularities[0]
        assert (irr.kind, irr.law, irr.not_ruled, r.stopped_at) == (
            "card-exposed-by-declarer", "9", None, None)  # fmt: skip
        assert "there is no penalty" in irr.steps[-1].text and irr.rectification.honour_points == []


def test_9_in_the_play_an_adversarys_exposed_card_is_as_in_auction_named_and_stopped() -> None:
    r = play("1H 2D 2H P P N:SA E:expose:CA")
    irr = r.irregularities[0]
    assert (irr.kind, irr.law, irr.offender, irr.not_ruled, r.stopped_at) == (
        "card-exposed-by-defender", "9", "E", "67-72", 7)  # fmt: skip
    assert "East, an adversary of the declarer, exposed CA in the play" in irr.steps[-1].text


def test_51_in_three_hand_play_the_lead_called_is_checked() -> None:
    told = "1H 2D 2H P P E:recalls"  # East, an adversary, tells of an earlier declaration
    ok = play(f"{told} N:SA", {"call_lead": True, "lead_suit": "S"})
    assert len(ok.irregularities) == 1 and ok.stopped_at is None
    broken = play(f"{told} N:HJ", {"call_lead": True, "lead_suit": "S"})
    assert (broken.irregularities[1].law, broken.irregularities[1].not_ruled) == ("51", "73/79")


def test_9_live_the_lead_forbidden_is_shown_before_the_opening_lead() -> None:
    table = Table(Seat.NORTH, Vulnerability.NONE, Deal.from_pbn(DEAL), edition=ED, look_ahead=True)
    r = table.replay(parse_notation(EXPOSED), [{"lead_call": "prohibit:S"}])
    p = r.pending
    assert p is not None and (p.seat, p.awaits, p.law) == ("N", "lead", "9")
    assert [o.outcome.partition(":")[0] for o in p.options] == ["9", "73/79"]


def test_9_the_50_honour_points_count_in_each_adversarys_own_score() -> None:
    from tests.game.test_three_hand_play import full_play

    clean = play(full_play("1H 2D 2NT P P", Seat.SOUTH))
    exposed = play(full_play("1H E:expose:ST 2D 2NT P P", Seat.SOUTH), {"lead_call": "none"})
    assert clean.score is not None and exposed.score is not None
    before, after = clean.score.players or {}, exposed.score.players or {}
    assert {s: after[s] - before[s] for s in "NES"} == {"N": 50, "E": 0, "S": 50}
