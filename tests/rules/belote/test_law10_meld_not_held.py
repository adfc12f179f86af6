"""Article 10H: a meld announced that the hand does not hold - no source gives a penalty:
the arbiter is asked (struck out, or the deal lost, 12B)."""

from tests.belote.helpers import MELD_AUCTION, MELD_DEAL, MELD_PLAY, kinds, meld_status, replay


def test_10h_meld_the_hand_does_not_hold_asks_the_arbiter() -> None:
    r = replay(f"{MELD_AUCTION} W:DA S:S7 E:D7 N:DJ N:meld:carreQ", deal=MELD_DEAL)
    assert kinds(r) == ["meld-not-held"] and r.irregularities[0].law == "10H"
    assert r.irregularities[0].questions[0].id == "meld-fault"
    r = replay(
        f"{MELD_AUCTION} W:DA S:S7 E:D7 N:DJ N:meld:carreQ {MELD_PLAY}",
        deal=MELD_DEAL,
        answers={"meld-fault": "void"},
    )
    assert meld_status(r) == {"carreQ": "void"} and r.status == "complete"


def test_10h_one_card_in_two_melds_is_not_held() -> None:
    # the jack of spades cannot count in the four jacks and a quarte to the ace
    r = replay(f"{MELD_AUCTION} W:DA S:S7 E:D7 N:DJ N:meld:carreJ+quarteSA", deal=MELD_DEAL)
    assert kinds(r) == ["meld-not-held"]
