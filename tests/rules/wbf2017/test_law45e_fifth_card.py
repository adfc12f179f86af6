"""Law 45E: a fifth card played to a trick."""

import pytest

from director.engine.events import InvalidEventError
from tests.rules.play.helpers import first, kinds, laws, play
from tests.rules.wbf2017.card_helpers import T1, cards, pcs


def test_45E1_a_defenders_fifth_card_not_led_is_a_penalty_card() -> None:
    r = play(f"{T1} W:fifth:C7", {"led": "no", "unintentional": "yes"})
    irr = first(r, "fifth-card-played")
    assert (irr.law, irr.offender, irr.event) == ("45E1", "W", 7)
    assert [q.id for q in irr.questions] == ["led", "unintentional"]
    assert pcs(irr) == [("W", "C7", "minor", "45E1")]


def test_45E1_50B_a_deliberate_low_fifth_card_is_major() -> None:
    irr = first(play(f"{T1} W:fifth:C7", {"led": "no", "unintentional": "no"}), "fifth-card-played")
    assert pcs(irr) == [("W", "C7", "major", "45E1")]


def test_45E1_an_honour_is_major_without_asking() -> None:
    irr = first(play(f"{T1} W:fifth:DJ", {"led": "no"}), "fifth-card-played")
    assert [q.id for q in irr.questions] == ["led"]
    assert pcs(irr) == [("W", "DJ", "major", "45E1")]


def test_45E1_deemed_led_out_of_turn_law56_applies() -> None:
    r = play(f"{T1} W:fifth:C7", {"led": "yes"}, {"accept": "no"})
    assert kinds(r) == ["fifth-card-played", "lead-out-of-turn"]
    assert pcs(first(r, "lead-out-of-turn")) == [("W", "C7", "major", "56B")]


def test_45E1_deemed_led_by_the_player_on_lead_it_stands() -> None:
    r = play(f"{T1} E:fifth:HK S:H9", {"led": "yes"})
    assert kinds(r) == ["fifth-card-played"]
    assert cards(r, 2) == [("E", "HK"), ("S", "H9")]


def test_45E2_declarers_fifth_card_goes_back_without_rectification() -> None:
    r = play(f"{T1} N:fifth:SA E:HK", {"led": "no"})
    irr = first(r, "fifth-card-played")
    assert irr.law == "45E2" and pcs(irr) == [] and "48A" in laws(irr)
    assert cards(r, 2) == [("E", "HK")]


def test_45E2_declarers_fifth_card_deemed_led_law55_applies() -> None:
    r = play(f"{T1} N:fifth:SA", {"led": "yes"}, {"accept": "no"})
    assert kinds(r) == ["fifth-card-played", "lead-out-of-turn"]
    assert first(r, "lead-out-of-turn").law == "55"


def test_45E_a_fifth_card_only_right_after_the_fourth() -> None:
    with pytest.raises(InvalidEventError, match=r"event 8 \(W:fifth:C7\).*fourth card"):
        play(f"{T1} E:HK W:fifth:C7")


def test_45E_a_fifth_card_must_be_held() -> None:
    with pytest.raises(InvalidEventError, match=r"event 7 \(W:fifth:SA\).*does not hold SA"):
        play(f"{T1} W:fifth:SA")
    with pytest.raises(InvalidEventError, match=r"event 11 \(W:fifth:H3\).*already played"):
        play(f"{T1} E:HK S:H9 W:H3 N:H5 W:fifth:H3")
