import pytest

from director.catalog import LawRef
from director.errors import InvalidLawRefError


@pytest.mark.parametrize(
    "text",
    ["27B1(b)", "27B1b", "27.B.1.b", "L27B1b", "Law 27 B 1 (b)", "law 27b1(b)", "27 b 1 b",
     "l.27B1b", "LAW27B1B", "27-B-1-b"],
)  # fmt: skip
def test_all_spellings_parse_to_one_canonical_form(text: str) -> None:
    ref = LawRef.parse(text)
    assert str(ref) == "27B1(b)"
    assert ref == LawRef(27, "B", 1, "b")


@pytest.mark.parametrize(
    ("text", "canonical", "depth"),
    [("27", "27", 0), ("Law 27", "27", 0), ("27b", "27B", 1), ("27B1", "27B1", 2),
     ("12C1(e)(ii)", "12C1(e)(ii)", 4), ("12c1eii", "12C1(e)(ii)", 4),
     ("40B2(a)(v)", "40B2(a)(v)", 4),
     ("81C10", "81C10", 2)],
)  # fmt: skip
def test_levels(text: str, canonical: str, depth: int) -> None:
    ref = LawRef.parse(text)
    assert str(ref) == canonical
    assert ref.depth == depth
    assert LawRef.parse(str(ref)) == ref


def test_parent_ancestors_and_containment() -> None:
    ref = LawRef.parse("12C1(e)(ii)")
    assert [str(a) for a in ref.ancestors] == ["12", "12C", "12C1", "12C1(e)"]
    assert str(ref.parent) == "12C1(e)"
    assert LawRef.parse("12").parent is None
    assert LawRef.parse("12C").contains(ref)
    assert not LawRef.parse("12B").contains(ref)
    assert ref.law_ref == LawRef(12)


def test_references_sort_as_the_laws_print_them() -> None:
    refs = [
        LawRef.parse(t) for t in ["27B", "27", "27A1", "27B1(b)", "27A", "27B1(a)", "26B", "27B1"]
    ]
    assert [str(r) for r in sorted(refs)] == [
        "26B", "27", "27A", "27A1", "27B", "27B1", "27B1(a)", "27B1(b)",
    ]  # fmt: skip


@pytest.mark.parametrize("text", ["", "abc", "B27", "27B1(b)(xi)", "27BB", "1234", "Law", "27B1bc"])
def test_malformed_references_are_rejected(text: str) -> None:
    with pytest.raises(InvalidLawRefError, match="invalid law reference"):
        LawRef.parse(text)
