"""A new edition is its own folder and one registration line: an edition deriving from the
2017 Laws that changes one step of one law (27D) and one catalog section, written here in a
few lines, rules every board as 2017 does except at that step."""

from pathlib import Path

import pytest

from director.catalog.catalog import load_edition
from director.editions import EDITIONS, WBF2017, RuleSpec, get_edition, rules_of
from director.engine.context import Context
from director.engine.ruling import Ruling
from director.engine.table import Table
from director.model import Seat, Vulnerability
from director.model.kind import Kind
from director.record.incident import parse_notation
from director.rules.base import step
from director.rules.wbf2017.law27_insufficient_bid import InsufficientBid

# --- the whole of the new edition: one overridden step, one rule line, one class ---------


class InsufficientBid2027(InsufficientBid):
    @step("27D")
    def review_27d(self, ctx: Context) -> None:
        ctx.review("27D", "Test 2027: the director adjusts only if the non-offenders asked.")


rule = InsufficientBid2027()


class Test2027(WBF2017):
    id = "test-2027"
    catalog = "test-2027"
    rules = {  # noqa: RUF012 - class data, declared ClassVar on Edition
        **WBF2017.rules,
        **rules_of(RuleSpec(Kind.INSUFFICIENT_BID, "27", __name__, "Insufficient bid")),
    }


# ------------------------------------------------------------------------------------------

LOWEST_SUFFICIENT = ("1H 1S 1H 2H", {"accept": False, "artificial": False})


def ruled(edition: object, notation: str, answers: dict[str, object]) -> Ruling:
    table = Table(Seat.SOUTH, Vulnerability.NONE, edition=edition)  # type: ignore[arg-type]
    return table.replay(parse_notation(notation), [answers] if answers else [])


def test_the_overridden_step_is_the_new_editions() -> None:
    ruling = ruled(Test2027(), *LOWEST_SUFFICIENT)
    irr = ruling.irregularities[0]
    assert ruling.edition == "test-2027"
    assert irr.rectification.adjusted_score_review is not None
    assert irr.rectification.adjusted_score_review.reason.startswith("Test 2027:")
    assert get_edition("wbf-2017").rules[Kind.INSUFFICIENT_BID].handler is not rule


def test_every_other_step_rules_as_2017() -> None:
    new = ruled(Test2027(), *LOWEST_SUFFICIENT).irregularities[0]
    old = ruled(get_edition("wbf-2017"), *LOWEST_SUFFICIENT).irregularities[0]
    assert new.rectification.laws == old.rectification.laws == ["27B", "27B1(a)", "27D"]
    assert [s.text for s in new.steps] == [s.text for s in old.steps]
    assert new.rectification.adjusted_score_review != old.rectification.adjusted_score_review


@pytest.mark.parametrize(
    ("notation", "answers"),
    [
        ("1H 1S 1H 2S", {"accept": False, "comparable": False}),
        ("1H 2H 1H", {"accept": True}),
        ("1H 1S P P 2H 3D", {}),
    ],
)
def test_a_board_the_changed_step_does_not_reach_rules_exactly_as_2017(
    notation: str, answers: dict[str, object]
) -> None:
    new = ruled(Test2027(), notation, answers).model_dump()
    old = ruled(get_edition("wbf-2017"), notation, answers).model_dump()
    assert new.pop("edition") == "test-2027" and old.pop("edition") == "wbf-2017"
    assert new == old


def test_the_step_listing_shows_the_override() -> None:
    assert InsufficientBid2027.steps()["27D"] == "review_27d"
    assert InsufficientBid2027.review_27d is not InsufficientBid.review_27d
    assert InsufficientBid2027.steps().keys() == InsufficientBid.steps().keys()


def test_its_catalog_is_one_file_with_one_section(tmp_path: Path) -> None:
    folder = tmp_path / "test-2027"
    folder.mkdir()
    (folder / "edition.toml").write_text(
        'id = "test-2027"\ntitle = "Test Laws 2027"\nyear = 2027\nbased_on = "wbf-2017"\n'
    )
    (folder / "27.toml").write_text(
        'law = 27\n\n[[section]]\nref = "27D"\ntext = "Test 2027: adjust only on request."\n'
        'change = "27D: an adjustment only at the non-offenders\' request."\n'
    )
    catalog = load_edition(folder)
    assert catalog.based_on == "wbf-2017"
    law27, section = catalog.lookup(catalog.resolve("27D")[2])
    assert section is not None and section.text == "Test 2027: adjust only on request."
    base = catalog.base
    assert base is not None and base.id == "wbf-2017"
    assert [s.ref for s in law27.sections] == [s.ref for s in base.law(27).sections]
    assert catalog.law(40).title == base.law(40).title


def test_registering_it_is_one_line() -> None:
    EDITIONS["test-2027"] = Test2027
    try:
        assert isinstance(get_edition("test-2027"), Test2027)
    finally:
        del EDITIONS["test-2027"]
        from director import editions

        editions._INSTANCES.pop("test-2027", None)
