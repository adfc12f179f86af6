"""The same incident under both editions, both rulings checked: situations whose ruling
differs between the 1997 and 2017 codes, each test named for its 1997 section."""

import pytest

from director.errors import UnknownEditionError
from tests.rules.wbf1997.editions import OLD, first, rule

# ----------------------------------------------------------------- Law 27


# ------------------------------------------------------------ Laws 29-32


# ------------------------------------------------------------ Laws 34-39


# ----------------------------------------------------------------- Law 25


# --------------------------------------------------- not ruled, never borrowed


@pytest.mark.parametrize(
    ("notation", "law", "event"),
    [("1H P P P W:SA", "54", 5), ("1H P P P E:SA S:S2 W:S3 N:S4 N:expose:HK", "48", 9)],
)
def test_a_kind_not_ruled_under_1997_names_its_1997_section_and_stops(
    notation: str, law: str, event: int
) -> None:
    r = rule(OLD, notation, "N")
    irr = first(r)
    assert irr.law == law and r.stopped_at == event
    assert "does not rule it under the 1997 code" in irr.steps[-1].text
    assert irr.rectification.must_pass == [] and irr.rectification.penalty_cards == []


def test_an_edition_without_rules_is_refused() -> None:
    with pytest.raises(UnknownEditionError, match="no rulings for edition"):
        rule("wbf-1850", "1H", "N")


MI = "1NT 2C 2D P 2H W:misinformed:X"
