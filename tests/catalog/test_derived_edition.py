"""Catalog inheritance: an edition whose ``edition.toml`` says ``based_on`` holds only the
Laws it changes, and ``law N --compare`` lists exactly what its files change."""

from pathlib import Path

import pytest

from director.catalog import catalog
from director.catalog.catalog import CatalogError, get_edition, load_edition
from director.catalog.compare import compare, partner, partner_edition
from director.catalog.ref import LawRef
from director.catalog.search import search, situations
from director.errors import UnknownLawError
from tests.conftest import Run

BASE = get_edition("wbf-2017")

EDITION = """
title = "Test Laws 2027"
year = 2027
based_on = "wbf-2017"
"""

# A 2027 that changes one section of Law 27: the whole of its law file.
LAW_27 = """
law = 27

[[section]]
ref = "27B1(b)"
text = "Test wording: a comparable call lets the auction go on without rectification."
change = "Test note: 27B1(b) is reworded."
"""


def write(folder: Path, files: dict[str, str]) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    for name, text in files.items():
        (folder / name).write_text(text)
    return folder


@pytest.fixture
def derived(tmp_path: Path) -> catalog.Edition:
    return load_edition(write(tmp_path / "test-2027", {"edition.toml": EDITION, "27.toml": LAW_27}))


def test_a_derived_edition_has_its_base_laws_and_its_override(derived: catalog.Edition) -> None:
    assert derived.id == "test-2027" and derived.base is BASE
    assert (derived.title, derived.short_title, derived.year) == ("Test Laws 2027",) * 2 + (2027,)
    assert derived.law_count == 93 and derived.chapters == BASE.chapters
    assert derived.law(1) == BASE.law(1) and derived.law(93) == BASE.law(93)
    law, base = derived.law(27), BASE.law(27)
    assert law.title == base.title and law.chapter == base.chapter
    section = law.section(LawRef.parse("27B1(b)"))
    assert section is not None and section.text.startswith("Test wording")
    old = base.section(LawRef.parse("27B1(b)"))
    assert old is not None and section.refs == old.refs and section.heading == old.heading
    assert [s.ref for s in law.sections] == [s.ref for s in base.sections]
    assert [s for s in law.sections if s != base.section(s.ref)] == [section]
    assert derived.overrides(27) and not derived.overrides(28)
    with pytest.raises(UnknownLawError):
        derived.lookup(LawRef(94))


def test_compare_lists_exactly_the_override(derived: catalog.Edition) -> None:
    assert partner(derived) is BASE
    c = compare(derived, BASE, LawRef(27))
    assert (c.left, c.right, c.status) == (BASE, derived, "differs")
    assert [(d.left, d.right, d.text) for d in c.differences] == [
        ((LawRef.parse("27B1(b)"),), (LawRef.parse("27B1(b)"),), "Test note: 27B1(b) is reworded.")
    ]
    assert [str(r.ref) for r in c.rows if r.differs] == ["27B1(b)"]
    assert compare(BASE, derived, LawRef.parse("27A")).differences == ()
    same = compare(derived, BASE, LawRef(28))
    assert same.status == "same" and not same.differences and not any(r.differs for r in same.rows)


def test_sections_added_and_dropped_and_a_law_replaced_whole(tmp_path: Path) -> None:
    law_27 = """
law = 27
title = "Insufficient Bid (test)"

[[section]]
ref = "27B"
drop = true
change = "Test: 27B and everything in it go."

[[section]]
ref = "27E"
heading = "Test"
text = "A new test section."
"""
    law_28 = (
        'law = 28\ntitle = "Test"\nreplace = true\n\n[[section]]\nref = "28"\ntext = "Whole."\n'
    )
    law_94 = 'law = 94\ntitle = "A new Law"\n\n[[section]]\nref = "94"\ntext = "New."\n'
    ed = load_edition(
        write(
            tmp_path / "t",
            {
                "edition.toml": EDITION + "laws = 94\n",
                "27.toml": law_27,
                "28.toml": law_28,
                "94.toml": law_94,
            },
        )
    )
    law = ed.law(27)
    assert law.title == "Insufficient Bid (test)" and law.summary == BASE.law(27).summary
    assert [str(s.ref) for s in law.sections] == ["27A", "27A1", "27A2", "27C", "27D", "27E"]
    dropped = tuple(s.ref for s in BASE.law(27).descendants(LawRef.parse("27B")))
    assert [(d.left, d.right, d.text) for d in compare(BASE, ed, LawRef(27)).differences] == [
        ((), (), "Test Laws 2027 revises the Law's title."),
        (dropped, (), "Test: 27B and everything in it go."),
        ((), (LawRef.parse("27E"),), "27E is new in Test Laws 2027."),
    ]
    assert [str(s.ref) for s in ed.law(28).sections] == ["28"]
    assert ed.law(28).summary == "" and ed.law(94).title == "A new Law"
    assert ed.law(94).chapter is None  # the chapters, inherited, end at 93
    r28, r28a, r28b = LawRef(28), LawRef.parse("28A"), LawRef.parse("28B")
    assert [(d.left, d.right) for d in compare(BASE, ed, r28).differences] == [
        ((), ()),  # the title and summary
        ((), (r28,)),
        ((r28a,), ()),
        ((r28b,), ()),
    ]


def test_an_edition_derived_from_a_derived_one(tmp_path: Path) -> None:
    write(tmp_path / "mid", {"edition.toml": EDITION, "27.toml": LAW_27})
    law_28 = 'law = 28\n\n[[section]]\nref = "28A"\ntext = "Test: changed later."\n'
    top = load_edition(
        write(
            tmp_path / "top",
            {"edition.toml": 'based_on = "mid"\ntitle = "Later"\nyear = 2031\n', "28.toml": law_28},
        )
    )
    assert [e.id for e in top.lineage] == ["top", "mid", "wbf-2017"]
    mid = top.base
    assert mid is not None and top.law(27) == mid.law(27)
    c27, c28 = compare(top, BASE, LawRef(27)), compare(top, BASE, LawRef(28))
    assert [d.text for d in c27.differences] == ["Test note: 27B1(b) is reworded."]
    assert [d.text for d in c28.differences] == ["28A is revised in Later."]
    assert compare(top, mid, LawRef(27)).status == "same"
    assert compare(top, mid, LawRef(28)).differences == c28.differences


def test_search_keeps_the_base_vocabulary(derived: catalog.Edition) -> None:
    assert situations(derived) == situations(BASE)
    hits = search(derived, "huddle")
    assert hits and [h.section.ref for h in hits] == [h.section.ref for h in search(BASE, "huddle")]


@pytest.mark.parametrize(
    ("files", "message"),
    [
        (
            {"a/edition.toml": 'title = "A"\nbased_on = "wbf-1850"\n'},
            "a/edition.toml: based_on 'wbf-1850' names no edition (available: ",
        ),
        (
            {
                "a/edition.toml": 'title = "A"\nbased_on = "b"\n',
                "b/edition.toml": 'title = "B"\nbased_on = "a"\n',
            },
            "b/edition.toml: based_on 'a' makes a cycle (a -> b -> a)",
        ),
        (
            {"a/edition.toml": 'title = "A"\nbased_on = "a"\n'},
            "a/edition.toml: based_on 'a' makes a cycle (a -> a)",
        ),
        (
            {"a/edition.toml": 'title = "A"\nlaws = "many"\n'},
            "a/edition.toml: needs 'title' and 'laws' (a number)",
        ),
    ],
)
def test_a_bad_base_is_a_one_line_error_naming_the_file(
    tmp_path: Path, files: dict[str, str], message: str
) -> None:
    for name, text in files.items():
        write((tmp_path / name).parent, {Path(name).name: text})
    with pytest.raises(CatalogError) as e:
        load_edition(tmp_path / "a")
    assert str(e.value).startswith(message) and "\n" not in str(e.value)


@pytest.mark.parametrize(
    ("law", "message"),
    [
        (
            'law = 27\n\n[[section]]\nref = "27Z9"\ndrop = true\n',
            "t/27.toml, section 1: no section 27Z9 to drop",
        ),
        (
            'law = 27\n\n[[section]]\nref = "28A"\n',
            "t/27.toml, section 1: section 28A is not in Law 27",
        ),
        ('law = 27\n\n[[section]]\nref = "27?"\n', "t/27.toml, section 1: "),
        ("law = 28\n", "t/27.toml: holds Law 28, not Law 27"),
        ("title = 'x'\n", "t/27.toml: needs 'law', the Law's number"),
        ("law = [\n", "t/27.toml: "),
    ],
)
def test_a_bad_law_file_is_a_one_line_error_naming_it(
    tmp_path: Path, law: str, message: str
) -> None:
    ed = load_edition(write(tmp_path / "t", {"edition.toml": EDITION, "27.toml": law}))
    with pytest.raises(CatalogError) as e:
        ed.law(27)
    assert str(e.value).startswith(message) and "\n" not in str(e.value)


def test_only_a_derived_edition_may_amend_a_law(tmp_path: Path) -> None:
    folder = write(
        tmp_path / "own",
        {
            "edition.toml": 'title = "Own"\nlaws = 1\n',
            "01.toml": 'law = 1\n[[section]]\nref = "1"\n',
        },
    )
    with pytest.raises(CatalogError, match=r"^own/01.toml: needs 'title' \(only a derived"):
        load_edition(folder).law(1)


def test_cli_compares_a_shipped_derived_edition_with_its_base(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, run: Run
) -> None:
    """Written into a catalog of its own (the shipped 2017 folder linked beside it), a
    derived edition is one ``--edition`` away, and its base is what it is compared with."""
    (tmp_path / "wbf-2017").symlink_to(catalog.laws_root() / "wbf-2017")
    write(tmp_path / "test-2027", {"edition.toml": EDITION, "27.toml": LAW_27})
    monkeypatch.setattr(catalog, "laws_root", lambda: tmp_path)
    monkeypatch.setattr(catalog, "_SHIPPED", {})
    assert partner_edition("test-2027") == "wbf-2017"
    assert partner_edition("wbf-2017") == "test-2027"  # the only other edition here
    code, out, _ = run("law", "27", "--compare", "--edition", "test-2027")
    assert (
        code == 0 and "Test note: 27B1(b) is reworded." in out and out.count("≠") == 2
    )  # one row, and the key
    code, out, _ = run("law", "28", "--compare", "--edition", "test-2027")
    assert code == 0 and "the same in substance" in out
    write(tmp_path / "broken", {"edition.toml": 'title = "B"\nbased_on = "nowhere"\n'})
    code, _, err = run("law", "27", "--edition", "broken")
    assert code == 2 and err.startswith("error: broken/edition.toml: based_on 'nowhere'")
    assert err.strip().count("\n") <= 1
