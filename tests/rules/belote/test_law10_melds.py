"""Articles 10G, 10H and 10I: a meld not shown on request, a meld the hand does not hold,
a meld announced out of time - no source gives a penalty: the arbiter is asked."""

from director.belote.ruling import BeloteRuling
from tests.belote.helpers import MELD_AUCTION, MELD_DEAL, MELD_PLAY, MELD_T1, kinds, replay

# the first trick with only North announcing (four jacks and a tierce)
T1_NORTH = "W:DA S:S7 E:D7 N:DJ N:meld:carreJ+tierceSA"


def melds(r: BeloteRuling) -> dict[str, str]:
    return {m.meld: m.status for m in r.melds}


def test_10g_meld_not_shown_on_request_asks_the_arbiter() -> None:
    events = f"{MELD_AUCTION} {MELD_T1} E:request:N {MELD_PLAY}"
    r = replay(events, deal=MELD_DEAL)
    assert kinds(r) == ["meld-not-shown"] and r.status == "open"
    irr = r.irregularities[0]
    assert irr.law == "10G" and irr.offender == "N" and irr.steps[0].law == "10G"
    assert irr.questions[0].id == "meld-fault" and irr.questions[0].asked_of == "arbiter"


def test_10g_meld_not_shown_struck_out_the_next_best_side_scores() -> None:
    events = f"{MELD_AUCTION} {MELD_T1} E:request:N {MELD_PLAY}"
    r = replay(events, deal=MELD_DEAL, answers={"meld-fault": "void"})
    assert r.status == "complete"
    assert melds(r)["carreJ"] == "void" and melds(r)["quarteS10"] == "best"  # trumps (10E)
    assert r.score is not None
    assert sum(i.points for i in r.score.items if i.law == "10E") == 70  # quarte + tierce


def test_10g_meld_not_shown_deal_lost_12b() -> None:
    events = f"{MELD_AUCTION} {MELD_T1} E:request:N {MELD_PLAY}"
    r = replay(events, deal=MELD_DEAL, answers={"meld-fault": "deal-lost"})
    assert r.irregularities[0].deal_lost_by == "NS"
    assert r.score is not None and r.score.total["NS"] == 0 and r.score.total["EW"] >= 260


def test_10g_shown_in_time_is_no_irregularity() -> None:
    events = f"{MELD_AUCTION} {MELD_T1} E:request:N N:show {MELD_PLAY}"
    assert kinds(replay(events, deal=MELD_DEAL)) == []


def test_10h_meld_the_hand_does_not_hold_asks_the_arbiter() -> None:
    r = replay(f"{MELD_AUCTION} W:DA S:S7 E:D7 N:DJ N:meld:carreQ", deal=MELD_DEAL)
    assert kinds(r) == ["meld-not-held"] and r.irregularities[0].law == "10H"
    assert r.irregularities[0].questions[0].id == "meld-fault"
    r = replay(
        f"{MELD_AUCTION} W:DA S:S7 E:D7 N:DJ N:meld:carreQ {MELD_PLAY}",
        deal=MELD_DEAL,
        answers={"meld-fault": "void"},
    )
    assert melds(r) == {"carreQ": "void"} and r.status == "complete"


def test_10h_one_card_in_two_melds_is_not_held() -> None:
    # the jack of spades cannot count in the four jacks and a quarte to the ace
    r = replay(f"{MELD_AUCTION} W:DA S:S7 E:D7 N:DJ N:meld:carreJ+quarteSA", deal=MELD_DEAL)
    assert kinds(r) == ["meld-not-held"]


def test_10i_meld_announced_out_of_time_asks_the_arbiter() -> None:
    late = f"{MELD_AUCTION} W:DA S:S7 N:meld:carreJ E:D7 N:DJ"  # before North's card
    r = replay(late, deal=MELD_DEAL)
    assert kinds(r) == ["meld-out-of-time"] and r.irregularities[0].law == "10I"
    assert r.irregularities[0].steps[0].law == "10D"
    kept = replay(f"{late} {MELD_PLAY}", deal=MELD_DEAL, answers={"meld-late": "kept"})
    assert melds(kept) == {"carreJ": "best"} and kept.status == "complete"
    void = replay(f"{late} {MELD_PLAY}", deal=MELD_DEAL, answers={"meld-late": "void"})
    assert melds(void) == {"carreJ": "void"}


def test_10i_a_meld_at_the_second_trick_is_out_of_time() -> None:
    events = f"{MELD_AUCTION} W:DA S:S7 E:D7 N:DJ S:S9 S:meld:tierceCA"
    assert kinds(replay(events, deal=MELD_DEAL)) == ["meld-out-of-time"]


def test_10d_announced_on_playing_to_the_first_trick_is_in_time() -> None:
    r = replay(f"{MELD_AUCTION} {T1_NORTH} {MELD_PLAY}", deal=MELD_DEAL)
    assert kinds(r) == [] and melds(r) == {"carreJ": "best", "tierceSA": "scored"}
