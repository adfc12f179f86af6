"""The three-handed Auction catalog (laws/three-hand-auction): the seed's laws 1-10 and
Foster's laws 11-15, each under its own number, in our own words."""

import json

from director.catalog.catalog import get_edition
from tests.conftest import Run

ED = get_edition("three-hand-auction")


def text(law: int) -> str:
    (section,) = ED.law(law).sections
    assert str(section.ref) == str(law)
    return section.text


def test_the_catalog_holds_laws_1_to_10_from_the_seed_and_11_to_15_from_foster() -> None:
    assert [law.number for law in ED] == list(range(1, 16))
    assert all(law.summary and "seed 000" in law.source for law in ED if law.number <= 10)
    assert all(
        law.summary and "Foster's Complete Hoyle" in law.source and "bitlit.ru" in law.source
        for law in ED
        if law.number >= 11
    )


def test_L11_L14_the_rubber_two_games_125_a_game_250_the_rubber() -> None:
    assert "wins two games wins the rubber" in text(11)
    assert "125" in text(14) and "250 for the rubber" in text(14)


def test_L12_L13_each_adversary_scores_a_failure_honours_are_each_players_own() -> None:
    assert "scores the hand by the laws of Auction" in text(12)
    assert "each of his two adversaries" in text(12)
    assert "eight for four and ten for all five" in text(13)
    assert "100 when one hand holds all four" in text(13)
    assert "his own honours and the dummy's as two separate holdings" in text(13)


def test_L15_settlement_pairwise() -> None:
    assert "settle in pairs" in text(15)


def test_L5_L9_L10_honour_points_to_each_other_player() -> None:
    assert "50 points to each of the two other" in text(5)
    assert "50 points to each of the offender's adversaries" in text(9)
    assert "100 points to each of his adversaries" in text(10)


def test_L7_the_final_declarer_plays_with_the_dummy() -> None:
    assert "both other players have passed" in text(7) and "dummy" in text(7)


def test_director_law_shows_a_three_hand_law(run: Run) -> None:
    code, out, _ = run("law", "10", "--edition", "three-hand-auction", "--json")
    data = json.loads(out)
    assert (
        code == 0
        and data["edition"] == "three-hand-auction"
        and data["title"] == "Double Out of Turn"
    )
    code, out, _ = run("law", "13", "--edition", "three-hand-auction", "--json")
    assert code == 0 and json.loads(out)["title"] == "Honours"
    code, _, err = run("law", "16", "--edition", "three-hand-auction")
    assert code == 2 and "the Laws run from 1 to 15" in err
