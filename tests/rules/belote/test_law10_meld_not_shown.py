"""Article 10G: a meld announced and not shown on request - no source gives a penalty:
the arbiter is asked (struck out, or the deal lost, 12B)."""

from tests.belote.helpers import (
    MELD_AUCTION,
    MELD_DEAL,
    MELD_PLAY,
    MELD_T1,
    kinds,
    meld_status,
    replay,
)


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
    assert meld_status(r)["carreJ"] == "void" and meld_status(r)["quarteS10"] == "best"  # trumps (10E)
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
