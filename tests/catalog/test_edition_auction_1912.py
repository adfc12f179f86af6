"""The Auction Bridge 1912 catalog (laws/auction-bridge-1912): the seed's laws 42-52, and
53-57 (doubling) from the full code, each under its own number, in our own words."""

import json

from director.catalog.catalog import get_edition
from tests.conftest import Run

ED = get_edition("auction-bridge-1912")


def text(law: int) -> str:
    """The law's one section, under the law's own number (the seed letters no parts)."""
    (section,) = ED.law(law).sections
    assert str(section.ref) == str(law)
    return section.text


def test_the_catalog_holds_laws_42_to_57_each_naming_its_source() -> None:
    assert [law.number for law in ED] == list(range(42, 58))
    assert all(law.summary and "seed 001" in law.source for law in ED if law.number <= 52)
    beyond = [law for law in ED if law.number > 52]
    assert all(
        "not in the seed" in law.source and "Auction of To-day" in law.source for law in beyond
    )
    assert [c.number for c in ED.chapters] == ["42-52", "53-57"]


def test_law_44_the_order_of_declarations_by_points() -> None:
    assert "royal spades 9" in text(44) and "Three Spades" in text(44) and "One Club" in text(44)


def test_law_42_the_dealer_may_not_pass_and_law_46_who_plays() -> None:
    assert "may not pass" in text(42)
    assert "first of the two to name" in text(46)


def test_director_law_shows_a_seed_law_of_the_1912_code(run: Run) -> None:
    code, out, _ = run("law", "50", "--edition", "auction-bridge-1912", "--json")
    data = json.loads(out)
    assert code == 0 and data["edition"] == "auction-bridge-1912" and data["law"] == 50
    assert "impossible" in data["summary"].lower()


def test_a_law_outside_42_to_57_is_a_one_line_error(run: Run) -> None:
    code, _, err = run("law", "12", "--edition", "auction-bridge-1912")
    assert code == 2
    assert "no Law 12 in auction-bridge-1912 (the Laws run from 42 to 57)" in err


def test_law_search_finds_the_1912_laws(run: Run) -> None:
    code, out, _ = run(
        "law",
        "search",
        "declaration",
        "out",
        "of",
        "turn",
        "--edition",
        "auction-bridge-1912",
        "--json",
    )
    assert code == 0 and json.loads(out)["hits"][0]["law"] == 49
