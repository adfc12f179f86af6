"""Article 11A: a card played out of turn."""

from tests.belote.helpers import AUCTION, DEAL, kinds, replay


def test_11a_card_out_of_turn_asks_then_deal_lost() -> None:
    assert replay(f"{AUCTION} W:D7 E:DQ", deal=DEAL).status == "open"
    r = replay(f"{AUCTION} W:D7 E:DQ", deal=DEAL, answers={"play-fault": "deal-lost"})
    assert kinds(r) == ["card-out-of-turn"] and r.score is not None
    assert r.score.total == {"NS": 260, "EW": 0}
