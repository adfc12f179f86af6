"""Article 10I: a meld announced out of time (10D: on playing to the first trick) - no
source gives a penalty: the arbiter is asked (void, or kept)."""

from tests.belote.helpers import MELD_AUCTION, MELD_DEAL, MELD_PLAY, kinds, meld_status, replay

# the first trick with only North announcing (four jacks and a tierce)
T1_NORTH = "W:DA S:S7 E:D7 N:DJ N:meld:carreJ+tierceSA"


def test_10i_meld_announced_out_of_time_asks_the_arbiter() -> None:
    late = f"{MELD_AUCTION} W:DA S:S7 N:meld:carreJ E:D7 N:DJ"  # before North's card
    r = replay(late, deal=MELD_DEAL)
    assert kinds(r) == ["meld-out-of-time"] and r.irregularities[0].law == "10I"
    assert r.irregularities[0].steps[0].law == "10D"
    kept = replay(f"{late} {MELD_PLAY}", deal=MELD_DEAL, answers={"meld-late": "kept"})
    assert meld_status(kept) == {"carreJ": "best"} and kept.status == "complete"
    void = replay(f"{late} {MELD_PLAY}", deal=MELD_DEAL, answers={"meld-late": "void"})
    assert meld_status(void) == {"carreJ": "void"}


def test_10i_a_meld_at_the_second_trick_is_out_of_time() -> None:
    events = f"{MELD_AUCTION} W:DA S:S7 E:D7 N:DJ S:S9 S:meld:tierceCA"
    assert kinds(replay(events, deal=MELD_DEAL)) == ["meld-out-of-time"]


def test_10d_announced_on_playing_to_the_first_trick_is_in_time() -> None:
    r = replay(f"{MELD_AUCTION} {T1_NORTH} {MELD_PLAY}", deal=MELD_DEAL)
    assert kinds(r) == [] and meld_status(r) == {"carreJ": "best", "tierceSA": "scored"}
