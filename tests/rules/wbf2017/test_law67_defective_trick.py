"""Law 67: a player who did not play to a trick supplies a card — a legal card joining
the trick before both sides have played to the next one (67A1), else a card placed among
his played cards with a one-trick transfer as under 64A2 (67B1)."""

import pytest

from director.engine.events import InvalidEventError
from director.engine.ruling import Ruling
from tests.rules.play.helpers import first, kinds, laws, play, tricks

KIND = "defective-trick"
FIRST3 = tricks(upto=3)


def cards(r: Ruling, n: int) -> list[tuple[str, str]]:
    return [(c.seat, c.card) for c in r.play[n - 1].cards]


def test_67_omission_passes_the_turn_on_and_the_trick_closes_with_three_cards() -> None:
    r = play(f"{FIRST3} E:CA S:C6 W:omit N:C2 E:CK")
    irr = first(r, KIND)
    assert (irr.law, irr.offender, irr.event) == ("67", "W", 17)
    assert cards(r, 4) == [("E", "CA"), ("S", "C6"), ("N", "C2")]
    assert r.play[3].winner == "E" and r.play[4].leader == "E"


def test_67A1_supplied_before_both_sides_play_to_the_next_trick_it_joins_the_trick() -> None:
    r = play(f"{FIRST3} E:CA S:C6 W:omit N:C2 E:CK W:supply:C7 S:CJ W:C8 N:C3")
    irr = first(r, KIND)
    assert "67A1" in laws(irr) and irr.rectification.trick_transfer is None
    assert cards(r, 4) == [("E", "CA"), ("S", "C6"), ("W", "C7"), ("N", "C2")]
    assert kinds(r) == [KIND]


def test_67A1_the_supplied_card_must_be_legal() -> None:
    with pytest.raises(InvalidEventError, match=r"event 19 \(W:supply:D2\).*67A1"):
        play(f"{FIRST3} E:CA S:C6 W:omit N:C2 W:supply:D2")


def test_67A1_a_card_that_would_win_the_trick_is_asked() -> None:
    # North omits at trick 7 (led by dummy); East wins with S8; North's SA would win.
    r = play(f"{tricks(upto=6)} S:S4 W:S3 N:omit E:S8 N:supply:SA N:SK", {"changes_winner": "yes"})
    irr = first(r, KIND)
    assert irr.questions[0].id == "changes_winner"
    assert r.play[6].winner == "N" and r.play[7].leader == "N"


def test_67B1a_after_both_sides_played_on_a_card_of_the_suit_and_a_transfer_64A2() -> None:
    late = f"{FIRST3} E:CA S:C6 W:omit N:C2 E:CK S:CJ W:C8 W:supply:C7 N:C3"
    rest = tricks(upto=13).split(" ")[20:]
    r = play(f"{late} {' '.join(rest)}", {"attention_drawn": "in-time"})
    irr = first(r, KIND)
    assert "67B1(a)" in laws(irr)
    assert r.play[3].winner == "E"  # the placed card does not change who won the trick
    transfer = irr.rectification.trick_transfer
    assert transfer is not None and (transfer.tricks, transfer.law) == (1, "64A2")
    assert (transfer.from_side, transfer.to_side) == ("EW", "NS")


def test_67B1a_he_must_place_a_card_of_the_suit_led_if_he_has_one() -> None:
    late = f"{FIRST3} E:CA S:C6 W:omit N:C2 E:CK S:CJ W:C8 W:supply:D2"
    with pytest.raises(InvalidEventError, match=r"W:supply:D2.*67B1\(a\)"):
        play(late)


def test_67B1b_with_none_of_the_suit_any_card_still_a_revoke() -> None:
    # West has no spade after trick 7 (S3); North omits nothing. West omits at trick 8.
    events = f"{tricks(upto=7)} N:SK E:S9 S:S5 W:omit N:SQ E:ST S:S6 W:D2 W:supply:H7"
    irr = first(play(events), KIND)
    assert "67B1(b)" in laws(irr)


def test_67_supply_without_an_omission_is_an_error() -> None:
    with pytest.raises(InvalidEventError, match=r"W:supply:C7.*no trick he failed to play"):
        play(f"{FIRST3} W:supply:C7")


def test_67_omit_is_recorded_at_the_players_turn() -> None:
    with pytest.raises(InvalidEventError, match=r"W:omit.*turn"):
        play(f"{FIRST3} E:CA W:omit")
