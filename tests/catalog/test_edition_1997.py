"""The 1997 Laws as a second edition: every Law present under its own numbering, the
seeds' Laws 17-40 and 45 complete to their deepest sub-section, the rest saying what was
not read, the 1997 vocabulary, and the comparison with 2017."""

import json

import pytest

from director.catalog.catalog import get_edition
from director.catalog.compare import compare
from director.catalog.ref import LawRef
from director.errors import UnknownLawError
from tests.conftest import Run

ED = get_edition("wbf-1997")
NEW = get_edition("wbf-2017")

# The sections of the seed's Laws (1997 numbering), to the deepest level.
SEED_SECTIONS = {
    17: "17A 17B 17C 17D 17E",
    18: "18A 18B 18C 18D 18E 18F",
    19: "19A 19A1 19A2 19A3 19B 19B1 19B2 19B3 19C 19D",
    20: "20A 20B 20C 20C1 20C2 20D 20E 20F 20F1 20F2",
    21: "21A 21B 21B1 21B2 21B3",
    22: "22A 22B",
    23: "23",
    24: "24 24A 24B 24C",
    25: "25A 25B 25B1 25B2 25B2(a) 25B2(b) 25B2(b)(1) 25B2(b)(2) 25B2(c)",
    26: "26 26A 26A1 26A2 26B",
    27: "27A 27B 27B1 27B1(a) 27B1(b) 27B2 27B3 27C",
    28: "28A 28B",
    29: "29A 29B 29C",
    30: "30 30A 30B 30B1 30B2 30B2(a) 30B2(b) 30B3 30C",
    31: "31 31A 31A1 31A2 31A2(a) 31A2(b) 31B",
    32: "32 32A 32B 32B1 32B2",
    33: "33",
    34: "34",
    35: "35 35A 35B 35C 35D",
    36: "36",
    37: "37",
    38: "38",
    39: "39 39A 39B",
    40: "40A 40B 40C 40D 40E 40E1 40E2",
    45: "45A 45B 45C 45C1 45C2 45C3 45C4 45C4(a) 45C4(b) 45C5 45D 45E 45E1 45E2 45F 45G",
}


def test_edition_has_93_laws_in_the_1997_chapters() -> None:
    assert ED.law_count == 93 and ED.year == 1997
    covered = [n for c in ED.chapters for n in range(c.first, c.last + 1)]
    assert covered == list(range(1, 94))
    assert ED.chapter_of(80) is not None and ED.chapter_of(80).title == "Tournament sponsorship"


@pytest.mark.parametrize("number", sorted(SEED_SECTIONS))
def test_seed_laws_are_complete_to_the_deepest_sub_section(number: int) -> None:
    law = ED.law(number)
    assert [str(s.ref) for s in law.sections] == SEED_SECTIONS[number].split()
    assert law.summary and not law.unread and "seed" in law.source
    assert all(s.text for s in law.sections)


def test_every_law_is_well_formed_and_says_what_was_not_read() -> None:
    for law in ED:
        assert law.title.strip() and law.source, law.number
        seen: set[LawRef] = set()
        for s in law.sections:
            assert s.ref.law == law.number and s.ref not in seen
            parent = s.ref.parent
            assert parent is None or parent.depth == 0 or parent in seen, s.ref
            seen.add(s.ref)
            # A section without a summary only in a Law that says it was not read.
            assert s.text or law.unread, s.ref
        assert [s.ref for s in law.sections] == sorted(s.ref for s in law.sections)
        assert law.summary or law.unread, law.number


def test_every_cross_reference_resolves_in_1997() -> None:
    broken = []
    for law in ED:
        for s in law.sections:
            for ref in s.refs:
                try:
                    ED.lookup(ref)
                except UnknownLawError:
                    broken.append(f"{s.ref} -> {ref}")
    assert not broken, broken


def test_the_seed_laws_speak_the_1997_vocabulary() -> None:
    """1997: penalty, lead penalties, conventional, sponsoring organisation; the 2017 words
    (rectification, lead restrictions, artificial calls, Regulating Authority) never appear
    in the summaries of the seed's Laws."""
    text = " ".join(s.text for n in SEED_SECTIONS for s in ED.law(n).sections).lower()
    for word in ("(penalty)", "lead penalties", "conventional", "sponsoring organisation"):
        assert word in text, word
    # 1997 too speaks of artificial adjusted scores and of a pass that artificially shows
    # values (30C); what it never calls artificial is a call.
    calls = text.replace("artificial adjusted", "").replace("artificially", "")
    for word in ("rectification", "lead restriction", "artificial", "regulating authority"):
        assert word not in calls, word
    assert "lead restrictions" in " ".join(s.text for s in NEW.law(27).sections)


def test_1997_numbering_is_its_own() -> None:
    # 1997 Law 23 is the damaging pass, 2017 Law 23 the comparable call.
    assert ED.law(23).title == "Damaging Pass" and NEW.law(23).title != ED.law(23).title
    # 1997 32A is partner's turn; 2017 32A is RHO's turn.
    assert "partner's turn" in ED.lookup(LawRef.parse("32A"))[1].text  # type: ignore[union-attr]
    with pytest.raises(UnknownLawError):
        ED.lookup(LawRef.parse("27B4"))  # no second insufficient bid section in 1997


def test_compare_marks_the_sections_that_differ() -> None:
    c = compare(NEW, ED, LawRef(27))
    assert (c.left.id, c.right.id) == ("wbf-1997", "wbf-2017") and c.status == "differs"
    marked = {str(r.ref) for r in c.rows if r.differs}
    assert {"27B1(a)", "27B2", "27B1(b)", "27C"} <= marked and "27A" not in marked
    assert compare(ED, NEW, LawRef(19)).status == "same"
    assert compare(ED, NEW, LawRef(77)).status == "not-recorded"


def test_comparison_refs_exist_in_their_editions() -> None:
    for n in range(1, 94):
        for d in compare(ED, NEW, LawRef(n)).differences:
            for r in d.left:
                ED.lookup(r)
            for r in d.right:
                NEW.lookup(r)


def test_cli_law_in_1997_shows_the_source_and_what_was_not_read(run: Run) -> None:
    code, out, _ = run("law", "44", "--edition", "wbf-1997", "--full")
    assert code == 0 and "Not read:" in out and "44A" in out and "text not read" in out
    code, out, _ = run("law", "25B2b1", "--edition", "wbf-1997")
    assert code == 0 and "25B2(b)(1)" in out and "Let First Call Stand" in out
    code, out, _ = run("law", "27", "--edition", "wbf-1997", "--json")
    data = json.loads(out)
    assert data["edition"] == "wbf-1997" and "seed" in data["source"] and "unread" not in data


def test_cli_list_and_search_in_1997(run: Run) -> None:
    code, out, _ = run("law", "list", "--edition", "wbf-1997", "--json")
    data = json.loads(out)
    assert code == 0 and data["edition"] == "wbf-1997"
    assert data["chapters"][0]["number"] == "II" and len(data["chapters"]) == 10
    code, out, _ = run("law", "search", "lead", "penalties", "--edition", "wbf-1997", "--json")
    hits = json.loads(out)["hits"]
    # Law 26 (lead penalties) first; the penalty-card Law's lead penalties may come next.
    assert code == 0 and hits and hits[0]["ref"].startswith("26")


def test_cli_compare_side_by_side(run: Run) -> None:
    code, out, _ = run("law", "27", "--compare")
    assert code == 0 and "1997 Laws" in out and "WBF 2017" in out and "≠" in out
    code, out, _ = run("law", "32B", "--compare", "--json")
    data = json.loads(out)
    assert data["editions"] == ["wbf-1997", "wbf-2017"] and data["status"] == "differs"
    row = data["rows"][0]
    assert row["ref"] == "32B" and row["differs"] and "RHO" in row["left"]["heading"]
    code, _, err = run("law", "27Z", "--compare")
    assert code == 2 and err.startswith("error: no section 27Z")
