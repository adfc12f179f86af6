"""Auction Bridge 1912, Law 51: the lead declarer calls is asked (the suit), recorded as a
lead restriction on the adversary next to lead, shown while awaited and checked in the play;
a lead against it names Auction laws 73/79 (outside the seed) and stops."""

from typing import Any

from director.engine.ruling import Ruling
from director.engine.table import Table
from director.model import Deal, Seat, Vulnerability
from director.record.incident import parse_notation

ED = "auction-bridge-1912"
DEAL = "N:AKQ2.J54.T98.432 JT98.AKQ.765.AK5 7654.T98.AKQ.QJ6 3.7632.J432.T987"
# East holds only hearts: he can never lead the spade called.
ONE_SUITERS = "N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432"
TOLD = '1H 2C 2H P P P W:recalls:"clubs"'  # North declares 2H; East leads first
CALL = {"call_lead": True, "lead_suit": "S"}


def rule(
    notation: str, answers: dict[str, Any], deal: str | None = DEAL, live: bool = False
) -> Ruling:
    table = Table(
        Seat.NORTH,
        Vulnerability.NONE,
        Deal.from_pbn(deal) if deal else None,
        edition=ED,
        look_ahead=live,
    )
    return table.replay(parse_notation(notation), [answers])


def test_51_declarer_names_the_suit_of_the_called_lead_from_the_four_suits() -> None:
    r = rule(TOLD, {"call_lead": True})
    irr = r.irregularities[0]
    q = irr.questions[-1]
    assert (q.id, q.asks, q.seat, q.law, irr.open_questions) == (
        "lead_suit",
        "declarer",
        "N",
        "51",
        ["lead_suit"],
    )
    assert [o.value for o in q.options] == [
        "S",
        "H",
        "D",
        "C",
    ] and "from East to the first trick" in q.text
    [lr] = rule(TOLD, CALL).irregularities[0].rectification.lead_restrictions
    assert (lr.player, lr.declarer_may, lr.suit, lr.law, lr.trick) == ("E", "require", "S", "51", 1)


def test_51_the_called_lead_awaited_is_shown_with_what_follows_a_lead_against_it() -> None:
    r = rule(TOLD, CALL, live=True)
    p = r.pending
    assert p is not None and (p.seat, p.awaits, p.law) == ("E", "lead", "51")
    outcomes = {o.choice: o.outcome for o in p.options}
    assert outcomes["a spade"] == "51: as required."
    assert outcomes["another suit while he holds a spade"].startswith(
        "73/79: Auction laws outside the seed"
    )
    assert r.stopped_at is None and r.irregularities[0].not_ruled is None


def test_51_a_lead_of_the_suit_called_complies() -> None:
    r = rule(f"{TOLD} E:SJ S:S4 W:S3 N:S2", CALL)
    assert len(r.irregularities) == 1 and r.stopped_at is None
    assert [c.card for c in r.play[0].cards] == ["SJ", "S4", "S3", "S2"]


def test_51_a_lead_against_the_call_names_auction_laws_73_79_and_stops() -> None:
    r = rule(f"{TOLD} E:CA S:C6", CALL)
    irr = r.irregularities[1]
    assert (irr.law, irr.offender, irr.event, irr.not_ruled) == ("51", "E", 8, "73/79")
    assert r.stopped_at == 8 and r.score is None
    assert (
        "East led CA while holding a spade" in irr.steps[-1].text
        and "not in the seed" in irr.steps[-1].text
    )


def test_51_a_player_without_the_suit_called_leads_any_card() -> None:
    r = rule(f"{TOLD} E:HA", CALL, deal=ONE_SUITERS)
    assert len(r.irregularities) == 1 and r.stopped_at is None
    assert r.result is not None
    [note] = [n for n in r.result.notes if n.law == "51"]
    assert "held no spade" in note.text and "(HA;" in note.text and "73/79" in note.text


def test_51_with_the_hands_unknown_a_lead_of_another_suit_is_noted_conditionally() -> None:
    r = rule(f"{TOLD} E:CA", CALL, deal=None)
    assert r.stopped_at is None and r.result is not None
    [note] = [n for n in r.result.notes if n.law == "51"]
    assert "not the spade called" in note.text and "if he could" in note.text


def test_51_in_the_play_the_suit_is_asked_before_the_adversary_next_on_lead_leads() -> None:
    play = "E:C5 S:CQ W:recalls W:C7 N:C2 S:H8 W:H2 N:H4 E:HA"  # East wins trick 2
    r = rule(f"1H 2C 2H P P P {play}", {"call_lead": True}, live=True)
    irr = r.irregularities[0]
    assert irr.questions[-1].id == "lead_suit" and "from East to trick 3" in irr.questions[-1].text
    assert r.stopped_at == 15  # the last event: asked live, before the lead
    # Replayed without the live look-ahead, the lead waits for declarer's naming first.
    waiting = rule(f"1H 2C 2H P P P {play}", {"call_lead": True})
    assert waiting.pending is not None and waiting.pending.options[0].outcome.startswith(
        "51: North names"
    )
    done = rule(f"1H 2C 2H P P P {play} E:D7", {"call_lead": True, "lead_suit": "D"})
    [lr] = done.irregularities[0].rectification.lead_restrictions
    assert (lr.player, lr.suit, lr.trick) == ("E", "D", 3) and done.stopped_at is None
