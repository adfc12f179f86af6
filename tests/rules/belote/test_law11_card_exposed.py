"""Article 11B: a card exposed."""

from tests.belote.helpers import AUCTION, DEAL, T1, kinds, replay


def test_11b_exposed_card_no_penalty_play_goes_on() -> None:
    r = replay(f"{AUCTION} E:expose:SK {T1}", deal=DEAL, answers={"play-fault": "none"})
    assert kinds(r) == ["card-exposed"] and len(r.tricks) == 1
