"""The tests mirror the code (issue 26): each rule file director/rules/<code>/lawNN_<name>.py
has its tests in tests/rules/<code>/test_lawNN_<name>.py, but for the few listed below."""

from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
CODES = ["wbf2017", "wbf1997", "auction1912", "three_hand", "belote"]
LEADS = "tested in tests/rules/play/test_laws41_53_to_57_leads.py (left there by steps-c)"

# Rule files without a test file of their own, each with the reason.
EXCEPTIONS = {
    "wbf2017/law24d_exposed_cards_return": "tested with Law 24 in test_law24_card_exposed.py",
    "wbf2017/law26b_lead_election": "tested with Law 26 in test_law26_lead_restriction.py",
    "wbf2017/law41_face_down_lead": LEADS,
    "wbf2017/law50_penalty_card_lead": "tested through 51B in test_law51_penalty_card_designation.py",
    "wbf2017/law52_penalty_card_not_played": LEADS,
    "wbf2017/law54_opening_lead_out_of_turn": LEADS,
    "wbf2017/law60_play_before_declarer_lead": LEADS,
    "wbf2017/law61a_restriction_broken": "tested with Law 61 in test_law61_revoke.py",
    "wbf2017/law63_revoke_established": "tested in test_law61_revoke.py and test_law64_revoke_transfer.py",
    "belote/law07_call_when_silenced": "a 6A call not allowed with a 7A step: no test names it yet",
    "belote/law15_disputed_score": "ruled by examples/belote/09-disputed-score (test_examples.py)",
}

RULE_FILES = sorted(
    f"{path.parent.name}/{path.stem}"
    for code in CODES
    for path in (ROOT / "director" / "rules" / code).glob("law*.py")
)


def mirror_of(name: str) -> Path:
    code, stem = name.split("/")
    return ROOT / "tests" / "rules" / code / f"test_{stem}.py"


@pytest.mark.parametrize("name", [n for n in RULE_FILES if n not in EXCEPTIONS])
def test_each_rule_file_has_its_test_file(name: str) -> None:
    assert mirror_of(name).is_file(), f"{name}: no {mirror_of(name).relative_to(ROOT)}"


def test_each_exception_names_a_rule_file_still_without_its_test_file() -> None:
    stale = [n for n in EXCEPTIONS if n not in RULE_FILES or mirror_of(n).is_file()]
    assert stale == [], f"drop from EXCEPTIONS: {stale}"


def test_there_are_rule_files_under_each_code() -> None:
    assert {n.split("/")[0] for n in RULE_FILES} == set(CODES)
