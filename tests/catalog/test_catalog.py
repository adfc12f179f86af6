"""The shipped catalog: every Law present, well formed, and its cross-references resolve."""

import pytest

from director.catalog.catalog import get_edition, laws_root
from director.catalog.ref import LawRef
from director.errors import UnknownEditionError, UnknownLawError
from tests.realdata import seed_texts

ED = get_edition("wbf-2017")


def test_edition_has_93_laws_grouped_in_chapters() -> None:
    assert ED.law_count == 93
    covered = [n for c in ED.chapters for n in range(c.first, c.last + 1)]
    assert covered == list(range(1, 94))


@pytest.mark.parametrize("number", range(1, 94))
def test_every_law_is_complete_and_well_formed(number: int) -> None:
    law = ED.law(number)
    assert law.number == number
    assert law.title.strip() and law.summary.strip()
    assert law.sections, f"Law {number} has no section"
    seen: set[LawRef] = set()
    for s in law.sections:
        assert s.ref.law == number, f"{s.ref} is filed under Law {number}"
        assert s.text.strip(), f"{s.ref} has an empty summary"
        assert s.ref not in seen, f"{s.ref} appears twice"
        parent = s.ref.parent
        if parent is not None and parent.depth > 0:
            assert parent in seen, f"{s.ref} comes before its parent {parent}"
        seen.add(s.ref)
    assert [s.ref for s in law.sections] == sorted(s.ref for s in law.sections)


def test_every_cross_reference_resolves() -> None:
    broken = []
    for law in ED:
        for s in law.sections:
            for ref in s.refs:
                try:
                    ED.lookup(ref)
                except UnknownLawError:
                    broken.append(f"{s.ref} -> {ref}")
    assert not broken, broken


def test_lookup_of_a_section_and_of_a_missing_one() -> None:
    law, section = ED.lookup(LawRef.parse("27B1(b)"))
    assert law.title == "Insufficient Bid"
    assert section is not None and "comparable" in section.text.lower()
    with pytest.raises(UnknownLawError) as e:
        ED.lookup(LawRef.parse("27Z"))
    assert e.value.suggestions[:2] == ("27A", "27B")
    with pytest.raises(UnknownLawError) as e:
        ED.lookup(LawRef.parse("27B9"))
    assert "27B1" in e.value.suggestions
    with pytest.raises(UnknownLawError) as e:
        ED.lookup(LawRef.parse("94"))
    assert e.value.suggestions == ("91", "92", "93")


def test_unknown_edition_names_the_available_ones() -> None:
    with pytest.raises(UnknownEditionError, match="wbf-2017"):
        get_edition("wbf-1850")


def test_catalog_shares_no_ten_word_run_with_the_seed_law_text() -> None:
    """No verbatim law text: the same check as the before-stop hook, against the 1997 seeds,
    over every edition's files (the 1997 catalog summarises the seeds themselves)."""
    import re

    texts = seed_texts()

    def shingles(text: str) -> set[str]:
        words = re.findall(r"[a-z']+", text.lower())
        return {" ".join(words[i : i + 10]) for i in range(len(words) - 9)}

    seed = set().union(*(shingles(p.read_text(errors="replace")) for p in texts))
    for path in sorted(laws_root().glob("*/*.toml")):
        shared = shingles(path.read_text()) & seed
        assert not shared, f"{path.name} repeats seed law text: {sorted(shared)[:3]}"
