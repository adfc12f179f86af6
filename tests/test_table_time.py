"""The table-time benchmark's standard set (issue 31): 16 distinct table calls, each an
example record; each way of entering an incident it counts rules as the record does, and
one that does not is refused (``benchmarks/table_time.py`` prints the medians)."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

ROOT = Path(__file__).resolve().parents[1]


def _benchmark() -> ModuleType:
    spec = importlib.util.spec_from_file_location(
        "table_time", ROOT / "benchmarks" / "table_time.py"
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules.setdefault("table_time", module)
    spec.loader.exec_module(module)
    return module


def test_the_standard_set_is_16_distinct_calls_each_an_example() -> None:
    tt = _benchmark()
    assert len(tt.STANDARD) == 16 and len(set(tt.STANDARD.values())) == 16
    for stem in tt.STANDARD:
        assert (tt.EXAMPLES / f"{stem}.yaml").is_file(), stem


def test_70_a_claim_stated_without_its_play_is_counted_with_the_facts_asked() -> None:
    tt = _benchmark()
    row = tt.measure(tt.EXAMPLES / "25-claim-disputed-outstanding-trump.yaml")
    assert row is not None
    name, chars, prompts, seconds, _ = row
    assert name == "(stated) 25-claim-disputed-outstanding-trump"
    # opponents, trump out (70C), the tricks and their confirmation: 4 prompts.
    assert (chars, prompts) == (49, 4) and seconds < 33


def test_a_way_that_rules_otherwise_is_refused() -> None:
    from director.record.incident import load_incident

    tt = _benchmark()
    incident = load_incident(tt.EXAMPLES / "02-insufficient-bid-lowest-sufficient.yaml")
    live = incident.new_table(look_ahead=True).replay(incident.parsed_events(), incident.answers)
    # North's 2H typed at the prompt, after the ruling: no premature replacement (27C).
    assert tt.menu_typed(incident, live, ("1", "S 1H 1S 1H"), "2H", {}) is None
    kept = tt.menu_typed(incident, live, ("1", "S 1H 1S 1H"), "N:2H", {})
    assert kept is not None and kept.way == "menu"


def test_64a_a_revoke_stated_through_the_menu_is_counted_for_example_21() -> None:
    tt = _benchmark()
    measured = tt.measure(tt.EXAMPLES / "21-revoke-one-trick-transferred.yaml")
    assert measured is not None
    name, chars, prompts, _, _ = measured
    assert name == "(menu) 21-revoke-one-trick-transferred"
    assert (chars, prompts) == (19, 4)  # 3 menu lines, then when attention was drawn
