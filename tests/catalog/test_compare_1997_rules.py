"""``director law N --compare`` and the 1997 rulings speak from the same facts: every 2017
section a 1997 rule names as differing is a section of a recorded difference."""

import re
from pathlib import Path

import director.rules.wbf1997 as rules_1997
from director.catalog.catalog import get_edition
from director.catalog.compare import compare
from director.catalog.ref import LawRef

ED, NEW = get_edition("wbf-1997"), get_edition("wbf-2017")
# "2017 64A2", "2017 21B1(a)-(b)", "(2017 36C)": a 2017 section named in a 1997 rule.
MENTION = re.compile(r"2017 (\d{1,2}[A-E](?:\d(?:\([a-z]\))?)?)")


def _named_in_rules() -> dict[str, set[str]]:
    """Each 2017 section a 1997 rule file names -> the files naming it."""
    out: dict[str, set[str]] = {}
    for path in sorted(Path(rules_1997.__file__).parent.glob("law*.py")):
        for ref in MENTION.findall(path.read_text()):
            out.setdefault(ref, set()).add(path.name)
    return out


def _other_sections() -> set[str]:
    """Every 2017 section some recorded difference concerns."""
    return {
        str(r)
        for n in range(1, 94)
        for d in compare(ED, NEW, LawRef(n)).differences
        for r in d.right
    }


def test_every_2017_section_a_1997_rule_names_is_a_recorded_difference() -> None:
    named = _named_in_rules()
    assert {"64A2", "50E1", "70D2", "39C"} <= set(named)  # the scan finds the rules' words
    recorded = _other_sections()
    missing = {
        ref: files
        for ref, files in named.items()
        if not any(sec == ref or sec.startswith(ref) for sec in recorded)
    }
    assert not missing, missing


def test_the_1997_play_laws_ruled_list_their_differences() -> None:
    for law, sections in {
        50: {"50E1", "50E4", "50D1(b)"},
        63: {"63A4", "63B"},
        64: {"64A2"},
        70: {"70B2", "70B3", "70D1", "70D2", "70E1"},
        75: {"20F4", "20F5", "75B2", "75B3"},
    }.items():
        c = compare(ED, NEW, LawRef(law))
        assert c.status == "differs", law
        right = {str(r) for d in c.differences for r in d.right}
        assert sections <= right, (law, sections - right)
