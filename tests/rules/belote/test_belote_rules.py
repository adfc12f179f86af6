"""Belote contrée's rule table: every Belote kind maps to an article's rule under
director/rules/belote, every rule file is registered and explains itself in the four
headings, and a rule that differs in one step derives from the rule it shares."""

import ast
import importlib
from pathlib import Path

import pytest

from director.editions import BeloteContree, get_edition
from director.model.kind import Kind
from director.rules.belote.base import ArticleRule

RULES = Path(__file__).resolve().parents[3] / "director" / "rules" / "belote"
FILES = sorted(RULES.glob("law*.py"))
HEADINGS = ["Irregularity", "Rectification", "Example", "See also"]
# The kinds the Belote table (director/belote/table.py) finds.
BELOTE_KINDS = [
    Kind.BID_NOT_ALLOWED,
    Kind.BID_NOT_HIGHER,
    Kind.BID_OVER_CAPOT,
    Kind.CONTRE_NOT_ALLOWED,
    Kind.CONTRE_OWN_SIDE,
    Kind.BID_AFTER_CONTRE,
    Kind.CALL_BY_CONTRER_SIDE,
    Kind.SURCONTRE_NOT_ALLOWED,
    Kind.SURCONTRE_WRONG_SIDE,
    Kind.CALL_AFTER_AUCTION,
    Kind.CALL_OUT_OF_TURN,
    Kind.CALL_WHEN_SILENCED,
    Kind.CONTRE_OUT_OF_TURN,
    Kind.ANNOUNCEMENT_VOID,
    Kind.MELD_NOT_SHOWN,
    Kind.MELD_NOT_HELD,
    Kind.MELD_OUT_OF_TIME,
    Kind.CARD_OUT_OF_TURN,
    Kind.CARD_SHOWN,
    Kind.RENONCE,
    Kind.DISPUTED_SCORE,
]


def test_the_edition_is_registered_as_a_game_of_its_own() -> None:
    edition = get_edition("belote-contree")
    assert isinstance(edition, BeloteContree) and edition.family == "belote"
    assert get_edition("wbf-2017").family == "bridge"


def test_every_belote_kind_the_table_names_is_ruled_by_the_edition() -> None:
    table = (RULES.parents[1] / "belote" / "table.py").read_text()
    named = {k for k in Kind if f"Kind.{k.name}" in table}
    assert named == set(BELOTE_KINDS)
    assert set(get_edition("belote-contree").rules) == set(BELOTE_KINDS)


@pytest.mark.parametrize("kind", BELOTE_KINDS, ids=str)
def test_each_kind_maps_to_an_existing_article_rule(kind: Kind) -> None:
    spec = get_edition("belote-contree").rule(kind)
    assert spec.kind == kind and spec.module.startswith("director.rules.belote.law")
    assert (RULES / (spec.module.rsplit(".", 1)[1] + ".py")).is_file()
    assert isinstance(spec.handler, ArticleRule)
    article = spec.module.rsplit(".", 1)[1][3:5].lstrip("0")
    if article == "6":  # a call not allowed: its law is the article it breaks (3B, 4A...)
        assert spec.law[0] in "34" and spec.law[1:] in "ABCD", spec.law
    else:
        assert spec.law.startswith(article), (spec.law, spec.module)
    assert spec.title


def test_every_rule_file_is_registered() -> None:
    modules = {spec.module for spec in get_edition("belote-contree").rules.values()}
    assert {f"director.rules.belote.{p.stem}" for p in FILES} == modules


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.name)
def test_the_rule_docstring_has_the_four_headings_in_order(path: Path) -> None:
    doc = ast.get_docstring(ast.parse(path.read_text(), str(path))) or ""
    lines = doc.splitlines()
    found = [
        line.strip()
        for i, line in enumerate(lines)
        if line and not line[0].isspace() and i + 1 < len(lines) and lines[i + 1].startswith("    ")
    ]
    assert found == HEADINGS


@pytest.mark.parametrize(
    ("derived", "base"),
    [
        ("law07_call_when_silenced:CallWhenSilenced", "law06_call_not_allowed:CallNotAllowed"),
        ("law11_card_exposed:CardExposed", "law11_card_out_of_turn:CardOutOfTurn"),
        ("law10_meld_not_shown:MeldNotShown", "law10_meld_not_held:MeldNotHeld"),
    ],
)
def test_a_rule_differing_in_one_step_derives_from_the_shared_rule(derived: str, base: str) -> None:
    def load(name: str) -> type:
        module, cls = name.split(":")
        found: type = getattr(importlib.import_module(f"director.rules.belote.{module}"), cls)
        return found

    child, parent = load(derived), load(base)
    assert issubclass(child, parent)
    methods = set(parent.steps().values())
    overridden = {m for m in methods if getattr(child, m) is not getattr(parent, m)}
    assert len(overridden) == 1  # one step differs; the others are the shared rule's
    assert child.run is parent.run
