"""The brief of a Law (issue 14 §3): its outline from the catalog, its choices from the
rule code run on an example incident."""

import pytest

from director.catalog.brief import EXAMPLES, brief, first_sentence
from director.catalog.catalog import get_edition
from director.catalog.ref import LawRef
from director.catalog.xrefs import split_refs

ED = get_edition("wbf-2017")


@pytest.mark.parametrize(
    ("edition", "number"),
    [(edition, number) for edition, laws in EXAMPLES.items() for number in sorted(laws)],
)
def test_every_example_still_shows_an_irregularity_of_its_law(edition: str, number: int) -> None:
    """An example the rule code no longer rules on (or rules on under another Law) would
    leave the brief without its choices: each example names an offender and shows either
    a choice or the rectification, and cites its own Law (every edition with examples:
    2017, Auction Bridge 1912, three-handed Auction)."""
    ed = get_edition(edition)
    b = brief(ed, ed.law(number))
    assert b.examples
    for ex in b.examples:
        assert ex.offender is not None, ex
        assert ex.root is not None or ex.steps, ex
        cited = [str(ex.law), *(law for law, _ in ex.steps)] + ([ex.root.law] if ex.root else [])
        cited += [br.outcome for br in (ex.root.branches if ex.root else ())]
        assert any(str(number) in c for c in cited), (number, cited)


def test_law_27_brief_is_the_27b_flowchart() -> None:
    b = brief(ED, ED.law(27))
    (ex,) = b.examples
    root = ex.root
    assert root is not None and root.kind == "question"
    assert (root.law, root.who, root.seat) == ("27A1", "offender's LHO", "E")
    accept, refuse = root.branches
    assert accept.label == "accept" and accept.then is None
    call = refuse.then
    assert call is not None and call.kind == "call"
    assert (call.law, call.who, call.seat) == ("27B", "offender", "N")
    sections = [br.outcome.split(":")[0] for br in call.branches]
    assert sections == ["27B1(a)", "27B1(b)", "27B2", "27B3", "27B4"]


def test_a_branch_into_another_law_stops_there() -> None:
    (ex,) = brief(ED, ED.law(29)).examples
    assert ex.root is not None
    refuse = ex.root.branches[1]
    assert refuse.then is not None
    assert (refuse.then.kind, refuse.then.law) == ("elsewhere", "31A")
    assert refuse.then.branches == ()


def test_a_disputed_claim_goes_to_law_70_and_its_count_is_shown_by_its_ends() -> None:
    (ex,) = brief(ED, ED.law(68)).examples
    assert ex.root is not None and ex.kind == "claim"
    dispute = next(br for br in ex.root.branches if br.label == "dispute")
    # Law 70 decides a disputed claim: the brief of Law 68 names it and stops.
    assert dispute.then is not None and dispute.then.kind == "elsewhere"
    assert dispute.then.law.startswith("70")
    (ex,) = brief(ED, ED.law(70)).examples
    assert ex.root is not None
    count = next(br for br in ex.root.branches if br.label == "dispute").then
    assert count is not None and count.law == "70"
    assert [br.label for br in count.branches] == ["12", "…", "0"]


def test_where_nobody_chooses_the_rectification_is_stated() -> None:
    (ex,) = brief(ED, ED.law(38)).examples
    assert ex.root is None
    assert [law for law, _ in ex.steps][:3] == ["38A", "38B", "38C"]


def test_a_law_without_rule_code_has_its_outline_only() -> None:
    b = brief(ED, ED.law(16))
    assert b.examples == ()
    assert [str(ref) for ref, _, _ in b.outline] == ["16A", "16B", "16C", "16D"]


def test_outline_of_a_law_without_lettered_sections_is_its_text() -> None:
    b = brief(ED, ED.law(33))
    assert [str(ref) for ref, _, _ in b.outline] == ["33"]


def test_cross_references_split_in_this_law_and_elsewhere_in_order() -> None:
    law = ED.law(27)
    here, elsewhere = split_refs(law.number, law.refs)
    assert here[0] == LawRef.parse("27A") and all(r.law == 27 for r in here)
    assert list(here) == sorted(here)
    assert LawRef.parse("31") in elsewhere and all(r.law != 27 for r in elsewhere)


def test_first_sentence() -> None:
    assert first_sentence("One thing. Another (see 27B). A third.") == "One thing."
    assert first_sentence("See Law 27B1(a). Then more.") == "See Law 27B1(a)."
    long = "word " * 60
    assert len(first_sentence(long, 50)) <= 50 and first_sentence(long, 50).endswith("…")
