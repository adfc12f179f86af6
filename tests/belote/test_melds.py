"""Article 10C-10F: melds announced at the first trick, compared, shown and scored; their
part in the success test (13A) and the score (14A, 14B, 14C)."""

from typing import Any

import pytest

from director.belote.cards import Suit
from director.belote.melds import Announcement, best_announcement, parse_melds
from director.errors import InvalidCardError
from director.model.seat import Seat
from tests.belote.helpers import MELD_AUCTION, MELD_DEAL, MELD_PLAY, MELD_T1, kinds, replay
from tests.belote.test_scoring import score
from tests.conftest import Run


def meld(text: str) -> Any:
    (m,) = parse_melds(text)
    return m


@pytest.mark.parametrize(
    ("text", "value"),
    [("tierceHK", 20), ("quarteSA", 50), ("quinteDK", 100), ("carreJ", 200), ("carre9", 150),
     ("carreA", 100), ("carre10", 100), ("carreK", 100), ("carreQ", 100)],
)  # fmt: skip
def test_10c_classic_values(text: str, value: int) -> None:
    assert meld(text).value(Suit.HEARTS) == value
    assert meld(text).value("TA") == value


def test_10c_fours_at_no_trumps_britannica() -> None:
    values = {t: meld(t).value(None) for t in ("carreA", "carre10", "carreJ", "carre9")}
    assert values == {"carreA": 200, "carre10": 150, "carreJ": 100, "carre9": 0}


def test_10c_a_sequence_holds_its_cards_and_no_four_of_eights() -> None:
    assert {str(c) for c in meld("quarteS10").cards} == {"S10", "S9", "S8", "S7"}
    for bad in ("carre8", "tierceH8", "quinte", "sequenceHA"):
        with pytest.raises(InvalidCardError):
            parse_melds(bad)


def _best(*announced: tuple[str, str], trump: Any = Suit.HEARTS) -> str:
    found = [Announcement(Seat.parse(s), parse_melds(t), i) for i, (s, t) in enumerate(announced)]
    best = best_announcement(found, trump)
    assert best is not None
    return best.seat.letter


def test_10e_a_four_beats_any_sequence_and_a_longer_sequence_a_shorter() -> None:
    assert _best(("N", "quinteSA"), ("E", "carreQ")) == "E"
    assert _best(("N", "tierceSA"), ("E", "quarteD10")) == "E"


def test_10e_how_high_the_value_and_rank_of_a_four_the_top_card_of_a_sequence() -> None:
    assert _best(("N", "carreA"), ("E", "carre9")) == "E"  # 150 over 100
    assert _best(("N", "carreK"), ("E", "carreA")) == "E"
    assert _best(("N", "tierceSK"), ("E", "tierceDA")) == "E"


def test_10e_equal_sequences_trumps_first_then_the_first_announced() -> None:
    assert _best(("N", "quarteS10"), ("E", "quarteH10")) == "E"  # hearts are trumps
    assert _best(("N", "quarteS10"), ("E", "quarteD10")) == "N"
    assert _best(("E", "quarteD10"), ("N", "quarteS10")) == "E"
    assert _best(("E", "quarteD10"), ("N", "quarteS10"), trump="TA") == "E"


def test_10d_10e_the_best_meld_side_scores_all_its_melds() -> None:
    r = replay(f"{MELD_AUCTION} {MELD_T1} {MELD_PLAY}", deal=MELD_DEAL)
    assert not r.irregularities
    status = {(m.seat, m.meld): m.status for m in r.melds}
    assert status[("N", "carreJ")] == "best" and status[("S", "quarteS10")] == "scored"
    assert status[("E", "quarteD10")] == "lower" and status[("W", "tierceDA")] == "lower"
    assert r.score is not None
    melds = [i for i in r.score.items if i.law == "10E"]
    assert sum(i.points for i in melds) == 290 and {i.side for i in melds} == {"NS"}
    assert r.score.total == {"NS": 120 + 100 + 290 + 20, "EW": 40}


def test_10f_a_meld_shown_on_request_at_the_second_trick() -> None:
    shown = replay(f"{MELD_AUCTION} {MELD_T1} E:request:N N:show {MELD_PLAY}", deal=MELD_DEAL)
    assert not shown.irregularities
    assert [m.shown for m in shown.melds if m.seat == "N"] == [True, True]


def test_10f_a_request_to_a_player_without_melds_is_an_input_error() -> None:
    from director.belote.options import InvalidBeloteError

    with pytest.raises(InvalidBeloteError, match="no meld announced"):
        replay(f"{MELD_AUCTION} W:DA S:S7 E:D7 N:DJ E:request:N", deal=MELD_DEAL)


def test_10c_melds_none_the_ffb_competition_game() -> None:
    from director.belote.options import InvalidBeloteError

    with pytest.raises(InvalidBeloteError, match="melds=none"):
        replay(f"{MELD_AUCTION} {MELD_T1}", deal=MELD_DEAL, options={"melds": "none"})


def test_13a_melds_count_in_the_success_test(run: Run) -> None:
    assert score(run, "100H by N 90")["made"] is False
    s = score(run, "100H by N 90 melds=NS:quarte")
    assert s["made"] is True and s["total"] == {"NS": 90 + 100 + 50, "EW": 70}
    # the defence's melds count against the takers
    assert score(run, "80H by N 90 melds=EW:carreJ")["made"] is False


def test_14b_a_failed_contract_forfeits_the_takers_melds(run: Run) -> None:
    s = score(run, "100H by N 60 melds=NS:tierce")
    assert s["total"] == {"NS": 0, "EW": 260}
    assert any(i["law"] == "10E" and i["points"] == 0 for i in s["items"])


def test_14c_melds_are_multiplied_by_contre_and_surcontre(run: Run) -> None:
    s = score(run, "100HXX by N 80 melds=NS:carreJ+tierceSA")
    melds = {i["item"]: i["points"] for i in s["items"] if i["law"] == "10E"}
    assert melds == {"meld carreJ x4": 800, "meld tierceSA x4": 80}


def test_score_lists_each_meld_with_its_article(run: Run) -> None:
    code, out, err = run("score", "90TA by S 100 melds=NS:quarte+tierce", "--edition",
                         "belote-contree")  # fmt: skip
    assert code == 0, err
    assert "meld quarte  [10E]" in out and "meld tierce  [10E]" in out


@pytest.mark.parametrize("bad", ["melds=NS", "melds=XX:tierce", "melds=NS:tierceZZ"])
def test_score_bad_melds_is_a_one_line_error(run: Run, bad: str) -> None:
    code, _, err = run("score", f"100H by N 90 {bad}", "--edition", "belote-contree")
    assert code == 2 and "RESULT" in err and "Traceback" not in err


def test_10d_a_meld_record_needs_the_seat() -> None:
    from director.belote.record import parse_events

    with pytest.raises(ValueError, match="name the player first"):
        parse_events("meld:tierceHK")
    assert kinds(replay(f"{MELD_AUCTION} {MELD_T1}", deal=MELD_DEAL)) == []
