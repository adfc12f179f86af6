"""The three-handed Auction catalog (laws/three-hand-auction): the seed's laws 1-10, each
under its own number, in our own words."""

import json

from director.catalog.catalog import get_edition
from tests.conftest import Run

ED = get_edition("three-hand-auction")


def text(law: int) -> str:
    (section,) = ED.law(law).sections
    assert str(section.ref) == str(law)
    return section.text


def test_the_catalog_holds_laws_1_to_10_each_from_the_seed() -> None:
    assert [law.number for law in ED] == list(range(1, 11))
    assert all(law.summary and "seed 000" in law.source for law in ED)


def test_L5_L9_L10_honour_points_to_each_other_player() -> None:
    assert "50 points to each of the two other" in text(5)
    assert "50 points to each of the offender's adversaries" in text(9)
    assert "100 points to each of his adversaries" in text(10)


def test_L7_the_final_declarer_plays_with_the_dummy() -> None:
    assert "both other players have passed" in text(7) and "dummy" in text(7)


def test_director_law_shows_a_three_hand_law(run: Run) -> None:
    code, out, _ = run("law", "10", "--edition", "three-hand-auction", "--json")
    data = json.loads(out)
    assert code == 0 and data["edition"] == "three-hand-auction" and data["title"] == "Double Out of Turn"
    code, _, err = run("law", "11", "--edition", "three-hand-auction")
    assert code == 2 and "the Laws run from 1 to 10" in err
