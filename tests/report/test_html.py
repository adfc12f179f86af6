"""The written ruling as HTML: a valid page (parsed as a browser parses it, strictly), and
what a reader looks for on it: the deal with its suits, the auction grid with the irregular
call marked and explained, each Law section applied with the catalog's summary, and the
adjusted score's arithmetic."""

from __future__ import annotations

import xml.etree.ElementTree as ET

import html5lib
import pytest

from director.catalog.catalog import get_edition
from director.catalog.ref import LawRef
from director.engine.ruling import Ruling
from director.report import About, report_html
from tests.report.conftest import INCIDENTS, REPORTS, ruling_of


def parsed(html: str) -> ET.Element:
    """The page as html5lib builds it; a parse error (a stray tag, a bad nesting, a missing
    doctype) fails the test."""
    parser = html5lib.HTMLParser(strict=True, namespaceHTMLElements=False)
    return parser.parse(html)


def text(element: ET.Element) -> str:
    return " ".join("".join(element.itertext()).split())


@pytest.fixture(scope="module")
def insufficient() -> ET.Element:
    return parsed(report_html(ruling_of(REPORTS / "01-insufficient-bid.yaml")))


@pytest.fixture(scope="module")
def weighted() -> ET.Element:
    return parsed(report_html(ruling_of(REPORTS / "03-hesitation-weighted-score.yaml")))


@pytest.mark.parametrize("record", sorted(REPORTS.glob("*.yaml")), ids=lambda p: p.stem)
def test_every_example_is_a_valid_self_contained_page(record) -> None:
    page = parsed(report_html(ruling_of(record)))
    assert page.find("head/title") is not None
    assert page.find("head/style") is not None
    # nothing fetched: no script, no link to a stylesheet, no image from elsewhere
    assert not page.findall(".//script") and not page.findall(".//link")
    assert all(not (e.get("src") or "").startswith("http") for e in page.iter())


def test_a_page_that_does_not_parse_fails_the_check() -> None:
    with pytest.raises(html5lib.html5parser.ParseError):
        parsed("<!DOCTYPE html><html><body><table><tr><td>1S</td></tr><p>x</table>")


def test_the_diagram_draws_each_hand_suit_by_suit_with_coloured_symbols(insufficient) -> None:
    hands = {
        h.get("class"): h for h in insufficient.iter("div") if "hand" in (h.get("class") or "")
    }
    assert set(hands) == {"hand N", "hand E", "hand S", "hand W"}
    north = [text(line) for line in hands["hand N"].findall("div")]
    assert north == ["North", "♠ A Q J 7 5", "♥ K 4", "♦ Q J 3", "♣ 9 4 2"]
    suits = [span.get("class") for span in hands["hand S"].iter("span")]
    assert suits == ["spade", "heart", "diamond", "club"]
    assert "10 9 7 6 5" in text(hands["hand S"])  # a ten is 10


def test_the_auction_grid_marks_the_irregular_call_and_strikes_it(insufficient) -> None:
    grid = next(t for t in insufficient.iter("table") if t.get("class") == "auction")
    assert [text(th) for th in grid.findall("thead/tr/th")] == ["West", "North", "East", "South"]
    rows = [[text(td) for td in tr.findall("td")] for tr in grid.findall("tbody/tr")]
    assert rows == [["", "1♠", "1NT", "1♥1"], ["", "", "", "3♥"], ["3NT", "Pass", "Pass", "Pass"]]
    marked = grid.find("tbody/tr/td[@class='irregular struck']")
    assert marked is not None and marked.find("del") is not None  # withdrawn: struck through
    link = marked.find("sup/a")
    assert link is not None and link.get("href") == "#irregularity-1"
    section = next(s for s in insufficient.iter("section") if s.get("id") == "irregularity-1")
    assert text(section.find("h2")) == "1 Insufficient bid (Law 27)"
    notes = next(o for o in insufficient.iter("ol") if o.get("class") == "notes")
    assert text(notes) == "Insufficient bid: South, event 3 (S:1♥)"


def test_each_law_section_applied_is_shown_with_the_catalogs_summary(insufficient) -> None:
    ruling = ruling_of(REPORTS / "01-insufficient-bid.yaml")
    laws = ruling.irregularities[0].rectification.laws
    listed = next(d for d in insufficient.iter("dl") if d.get("class") == "laws")
    shown = {text(div.find("dt")): text(div.find("dd")) for div in listed.findall("div")}
    assert list(shown) == list(dict.fromkeys(laws))
    catalog = get_edition("wbf-2017")
    for ref, summary in shown.items():
        _, section = catalog.lookup(LawRef.parse(ref))
        assert section is not None and " ".join(section.text.split()) in summary
        assert section.heading in summary if section.heading else True


def test_the_questions_name_who_answered_and_the_answer(insufficient) -> None:
    table = next(t for t in insufficient.iter("table") if t.get("class") == "questions")
    rows = [[text(td) for td in tr.findall("td")] for tr in table.findall("tbody/tr")]
    assert rows[0][0] == "27A1" and rows[0][2] == "do not accept offender's LHO (W)"
    assert rows[2][0] == "27B1(b)" and rows[2][2] == "not comparable"


def test_the_weighted_score_shows_its_arithmetic_per_side(weighted) -> None:
    table = next(t for t in weighted.iter("table") if t.get("class") == "adjusted")
    rows = [[text(c) for c in tr if c.tag in ("td", "th")] for tr in table.findall("tbody/tr")]
    assert rows == [
        ["NSoffending", "3♠+1 by N", "70%", "+170", "+119"],
        ["4♠= by N", "30%", "+620", "+186"],
        ["NS score 12C1(c)", "+305"],
        ["EWnon-offending", "3♠+1 by N", "70%", "-170", "-119"],
        ["4♠= by N", "30%", "-620", "-186"],
        ["EW score 12C1(c)", "-305"],
    ]
    assert "table result 4♠= by N (NS +620, EW -620)" in text(table.find("caption"))


def test_an_artificial_score_names_each_sides_average_in_both_units_12c2a_12c2b() -> None:
    # 12C1(d): the event's units are not asked, so the table gives the pairs percentage and
    # the IMPs both.
    ruling = ruling_of(
        REPORTS / "03-hesitation-weighted-score.yaml",
        drop=("outcomes", "self_inflicted"), score="artificial", offenders_artificial="avg-",
        non_offenders_artificial="avg+",
    )  # fmt: skip
    table = next(
        t for t in parsed(report_html(ruling)).iter("table") if t.get("class") == "adjusted"
    )
    totals = [text(tr.findall("td")[-1]) for tr in table.findall("tbody/tr")]
    assert totals == ["avg- (at most 40% in pairs or -3 IMPs)",
                      "avg+ (at least 60% in pairs or +3 IMPs)"]  # fmt: skip


def test_the_play_lists_each_trick_and_marks_the_revoke() -> None:
    page = parsed(report_html(ruling_of(REPORTS / "02-revoke-trick-transfer.yaml")))
    table = next(t for t in page.iter("table") if t.get("class") == "tricks")
    rows = [[text(c) for c in tr] for tr in table.findall("tbody/tr")]
    assert len(rows) == 13
    assert rows[3] == ["4", "♥71", "♣2", "♣A", "♣6", "E"]  # West's revoke, marked 1
    outcome = text(next(d for d in page.iter("div") if d.get("class") == "outcome"))
    assert "7 in play + 1 transferred (64A2) = 8" in outcome
    assert "NS +110, EW -110" in outcome


def test_the_header_names_board_dealer_vulnerability_edition_and_where() -> None:
    about = About(event="Spring pairs", table="7", ruling="Ruling #3")
    page = parsed(report_html(ruling_of(REPORTS / "03-hesitation-weighted-score.yaml"), about))
    facts = next(d for d in page.iter("dl") if d.get("class") == "facts")
    shown = {text(div.find("dt")): text(div.find("dd")) for div in facts.findall("div")}
    assert shown == {
        "Event": "Spring pairs", "Table": "7", "Dealer": "North", "Vulnerable": "Both",
        "Laws": "WBF Laws of Duplicate Bridge 2017", "Regulator": "none chosen",
        "Logged": "Ruling #3",
    }  # fmt: skip
    assert text(page.find("body/main/header/h1")) == "Board 13: Unauthorised information"


def test_a_ruling_read_back_from_json_shows_its_legal_auction_without_a_deal() -> None:
    fresh = ruling_of(INCIDENTS / "04-insufficient-bid-not-comparable.yaml")
    stored = Ruling.model_validate_json(fresh.model_dump_json())
    page = parsed(report_html(stored))
    assert not [d for d in page.iter("div") if "hand" in (d.get("class") or "")]
    assert "The record holds no deal." in text(page)
    grid = next(t for t in page.iter("table") if t.get("class") == "auction")
    assert "1♥" not in text(grid) and "3♥" in text(grid)  # the legal auction only


def test_text_from_a_record_is_escaped() -> None:
    ruling = ruling_of(REPORTS / "01-insufficient-bid.yaml")
    about = About(event="<script>alert(1)</script> & co")
    page = parsed(report_html(ruling, about))
    assert not page.findall(".//script")
    assert "<script>alert(1)</script> & co" in text(page)


def test_15a2a_artificial_score_shows_each_sides_percentage_12c2a_12c2c() -> None:
    ruling = ruling_of(INCIDENTS / "56-wrong-board-artificial-score-per-side.yaml")
    table = next(
        t for t in parsed(report_html(ruling)).iter("table") if t.get("class") == "adjusted"
    )
    totals = [text(tr.findall("td")[-1]) for tr in table.findall("tbody/tr")]
    assert totals == ["avg- (at most 40%)", "avg+ (63.5%)"]
