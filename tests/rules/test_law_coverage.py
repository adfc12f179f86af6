"""Law coverage: every law an edition rules on is shown ruling by a shipped example record
(examples/incidents, its expected JSON), and for 2017 also by a test named for it - so a
law that loses its ruling fails here, not silently."""

import ast
import json
import re
from functools import cache
from pathlib import Path

import pytest

from director.editions import get_edition

ROOT = Path(__file__).resolve().parents[2]
INCIDENTS = ROOT / "examples" / "incidents"

# The seed laws with a rectification the tool rules on (README "Auction Bridge, 1912" and
# the three-handed paragraphs); three-hand 6 is ruled inside Law 5's rule.
SEED_RULED = {
    "auction-bridge-1912": {42, 45, 49, 50, 51, 52},
    "three-hand-auction": {5, 6, 9, 10},
}
NOT_RULED_MODULES = {"director.rules.auction1912.not_ruled", "director.rules.wbf1997.not_ruled"}


def law_number(ref: str) -> int | None:
    """``27B1(a)`` -> 27, ``73/79`` -> 73; None for a ref without a number."""
    m = re.match(r"\d+", ref)
    return int(m.group()) if m else None


@cache
def cited_by_examples() -> dict[str, frozenset[int]]:
    """Per edition, the laws an example's expected ruling cites: an irregularity's law or
    one of its steps' laws, or a law of the result's notes (59: a restriction that could
    not be obeyed, said where the card is played)."""
    cited: dict[str, set[int]] = {}
    for path in sorted(INCIDENTS.glob("*.json")):
        data = json.loads(path.read_text())
        laws = cited.setdefault(data.get("edition", "wbf-2017"), set())
        for irregularity in data.get("irregularities", []):
            refs = [irregularity["law"], *(s["law"] for s in irregularity.get("steps", []))]
            laws |= {n for n in map(law_number, refs) if n is not None}
        notes = (data.get("result") or {}).get("notes", [])
        laws |= {n for n in (law_number(note["law"]) for note in notes) if n is not None}
    return {edition: frozenset(laws) for edition, laws in cited.items()}


def ruled_by_registry(edition: str) -> set[int]:
    """The laws of an edition's registry that have rule code of their own: each kind's law
    (not those that only name their law and stop); for 2017 also the out-of-rotation kinds'
    laws and those of the hooks' rule modules (``play.law64_...``), which the old codes
    reuse under the 2017 numbers."""
    reg = get_edition(edition)
    laws = {
        n
        for spec in reg.rules.values()
        if spec.module not in NOT_RULED_MODULES and (n := law_number(spec.law)) is not None
    }
    if edition != "wbf-2017":
        return laws
    laws |= {int(law) for _, law in reg.out_of_rotation.values()}
    for target in reg.hooks.values():
        m = re.search(r"\.law(\d+)", target)
        if m:
            laws.add(int(m.group(1)))
    return laws


@pytest.mark.parametrize("edition", sorted(SEED_RULED))
def test_every_ruled_seed_law_is_cited_by_an_example_record(edition: str) -> None:
    """1912 laws 42, 45, 49, 50, 51, 52; three-hand laws 5, 6, 9, 10: each cited by at
    least one example record of that edition."""
    missing = SEED_RULED[edition] - cited_by_examples().get(edition, frozenset())
    assert not missing, f"{edition}: no example record cites law(s) {sorted(missing)}"


@pytest.mark.parametrize("edition", sorted(SEED_RULED))
def test_the_registry_rules_no_seed_law_missing_from_the_list(edition: str) -> None:
    """A law given rule code later must join SEED_RULED (and so need an example)."""
    catalog_laws = {
        "auction-bridge-1912": set(range(42, 53)),
        "three-hand-auction": set(range(1, 16)),
    }[edition]
    own = ruled_by_registry(edition) & catalog_laws
    assert own, edition  # the registry was read
    assert own <= SEED_RULED[edition], sorted(own - SEED_RULED[edition])


OTHER_CODES = ("1912", "1997", "three_hand")  # test files of the other editions' rules


@cache
def law_numbers_in_test_names() -> frozenset[int]:
    """The 2017 law numbers the rule tests (tests/rules, less the other editions' files) are
    named for: ``test_27B2_...``, ``test_law43_...``, ``test_59_...`` (a leading number of a
    name's word)."""
    numbers: set[int] = set()
    for path in (ROOT / "tests" / "rules").rglob("test_*.py"):
        if any(code in path.name for code in OTHER_CODES):
            continue
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.FunctionDef) and node.name.startswith("test_"):
                for word in node.name.split("_")[1:]:
                    m = re.fullmatch(r"(?:laws?)?(\d+)[A-Za-z0-9]*", word)
                    if m:
                        numbers.add(int(m.group(1)))
    return frozenset(numbers)


def test_every_2017_law_the_registry_rules_has_an_example_and_a_test_named_for_it() -> None:
    """The 2017 registry's laws (each kind's, 30-32 by the call out of rotation, the hooks'
    59, 61, 64, 67, ...): each is cited by an example record and names a test. (33, 41, 48,
    59 and 60 once had a test only: examples 51-55 show them.)"""
    ruled = ruled_by_registry("wbf-2017")
    assert {16, 27, 29, 30, 31, 32, 33, 41, 48, 59, 60, 64, 68, 75} <= ruled  # read whole
    examples = cited_by_examples()["wbf-2017"]
    tests = law_numbers_in_test_names()
    no_example, no_test = sorted(ruled - examples), sorted(ruled - tests)
    assert not no_example, f"2017 laws ruled with no example record: {no_example}"
    assert not no_test, f"2017 laws ruled with no test named for them: {no_test}"
