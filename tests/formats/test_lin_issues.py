"""Every LIN issue code, with the line and column it points at; where file-level issues go;
strict mode."""

import re
from pathlib import Path

import pytest

from director.formats import lin
from director.formats.lin import CODES, read_lin
from director.formats.record import ReadError
from director.model import Seat

# South holds the spades, West the hearts, North the diamonds; East (left out) the clubs.
MD = "md|1SAKQJT98765432,HAKQJT98765432,DAKQJT98765432,|"
NT = f"{MD}mb|1N|mb|p|mb|p|mb|p|"  # 1NT by South: West leads hearts and wins every trick
RANKS = "AKQJT98765432"
ALL_HEARTS = "".join(f"pc|H{r}|pc|D{r}|pc|C{r}|pc|S{r}|" for r in RANKS)


def marked(text: str) -> tuple[str, int, int]:
    """Remove the ``^`` marker; return the text and the marker's line and column."""
    i = text.index("^")
    clean = text[:i] + text[i + 1:]
    return clean, text[:i].count("\n") + 1, i - (text.rfind("\n", 0, i) + 1) + 1


# (code, severity, text with ^ where the issue must point)
CASES = [
    ("LIN001", "error", f"{MD}mb|^1S"),
    ("LIN001", "error", f"{MD}mb|1S|\n^junk at the end"),
    ("LIN002", "warning", f"{MD}^zz|1|"),
    ("LIN003", "error", "md|1SAKQJT98765432^A,HAKQJT98765432,DAKQJT98765432,|"),
    ("LIN003", "error", "md|1SAK^ZQJT98765432,HAKQJT98765432,DAKQJT98765432,|"),
    ("LIN003", "error", "md|1SAKQJT98765432,HAKQJT98765432,^SAKQJT98765432,|"),
    ("LIN003", "error", "md|1^SAKQJT9876543,HAKQJT98765432,DAKQJT98765432,|"),
    ("LIN003", "error", "md|1^SAKQJT9876543,HAKQJT98765432,DAKQJT98765432,CAKQJT98765432S2|"),
    ("LIN003", "error", "md|1S,H,D,C,^S2|"),
    ("LIN003", "error", "md|1SAKQJT98765432,HAKQJT98765432,^2D,|"),
    ("LIN003", "warning", "md|^3,,,|"),
    ("LIN004", "error", f"{MD}mb|^1Z|"),
    ("LIN004", "error", f"{MD}mb|p|\nmb|^|"),
    ("LIN005", "error", f"{NT}pc|^S1|"),
    ("LIN006", "error", f"{NT}^pc|SA|"),
    ("LIN007", "error", f"{NT}pc|HA|pc|DA|pc|CA|pc|SA|^pc|HA|"),
    ("LIN008", "error", f"{MD}\n^xyz|1|"),
    ("LIN009", "error", "md|^5SAKQJT98765432,HAKQJT98765432,DAKQJT98765432,|"),
    ("LIN009", "warning", "md|^SAKQJT98765432,HAKQJT98765432,DAKQJT98765432,|"),
    ("LIN010", "error", f"{MD}sv|^q|"),
    ("LIN011", "error", f"{NT}mc|^14|"),
    ("LIN011", "error", f"{NT}mc|^ten|"),
    ("LIN012", "warning", f"{NT}pc|HA|pc|DA|pc|CA|pc|SA|^mc|13|"),
    ("LIN013", "warning", f"{MD}^an|why|mb|p|"),
    ("LIN014", "warning", f"pn|^a,b,c|{MD}"),
    ("LIN015", "error", f"qx|^!!|{MD}"),
    ("LIN016", "warning", f"vg|^Event only|qx|o1|{MD}"),
    ("LIN016", "warning", f"vg|T,S,I,^x,2,A,0,B,0|qx|o1|{MD}"),
    ("LIN017", "warning", f"^qx|o1|sv|o|qx|c1|{MD}"),
    ("LIN018", "error", "sv|o|^mb|1S|"),
    ("LIN018", "warning", "ah|Board 2|^mb|1S|"),
    ("LIN019", "warning", f"{MD}mb|1S|^pc|HA|"),
    ("LIN020", "error", "^pc|SA|"),
    ("LIN021", "warning", f"vg|T,S,I,1,1,A,0,B,0|rs|^4SN=,|qx|o1|{NT}"),
    ("LIN022", "warning", f"{MD}mb|p|^pn|a,b,c,d|"),
    ("LIN023", "warning", f"{NT}mc|0|^mc|1|"),
    ("LIN024", "error", f"{NT}{ALL_HEARTS}^pc|HA|"),
]


@pytest.mark.parametrize(("code", "severity", "text"), CASES, ids=[c[0] for c in CASES])
def test_issue_code_points_at_its_line_and_column(code: str, severity: str, text: str) -> None:
    clean, line, column = marked(text)
    records = read_lin(clean, "t.lin")
    found = [i for r in records for i in r.issues if i.code == code]
    assert found, [str(i) for r in records for i in r.issues]
    issue = found[0]
    assert (issue.position.file, issue.position.line, issue.position.column) == ("t.lin", line, column)
    assert issue.severity == severity
    assert issue.message and issue.message[0] == issue.message[0].lower()
    with pytest.raises(ReadError):
        read_lin(clean, "t.lin", strict=True)


def test_every_code_has_a_case_and_a_title() -> None:
    assert {c[0] for c in CASES} == set(CODES)
    used = set()
    for module in ("lin.py", "lin_tokens.py", "lin_play.py", "lin_vugraph.py"):
        used |= set(re.findall(r'"(LIN\d{3})"', (Path(lin.__file__).parent / module).read_text()))
    assert used == set(CODES)
    assert all(title and title[0].islower() for title in CODES.values())


def test_unterminated_value_is_still_read() -> None:
    (r,) = read_lin(f"{NT}pc|HA|pc|DA|pc|CA|pc|SA|mc|0\n")
    assert r.claim is not None and r.claim.tricks == 0 and r.result == 0


def test_bad_deal_leaves_no_deal_but_keeps_the_dealer_and_the_auction() -> None:
    (r,) = read_lin("md|3SAKQJT98765432,HAKQJT98765432,SA,|mb|1S|mb|p|mb|p|mb|p|")
    assert r.deal is None and r.dealer is Seat.NORTH
    assert (r.contract, r.declarer) == ("1S", Seat.NORTH)


def test_bad_call_is_kept_as_written_and_takes_its_turn() -> None:
    (r,) = read_lin(f"{MD}mb|1S|mb|1Z|mb|p|")
    assert [(c.seat, c.text) for c in r.calls] == [(Seat.SOUTH, "1S"), (Seat.WEST, "1Z"),
                                                   (Seat.NORTH, "P")]


def test_card_not_held_keeps_the_computed_player() -> None:
    (r,) = read_lin(f"{NT}pc|SA|")
    assert (r.plays[0].seat, str(r.plays[0].card)) == (Seat.WEST, "SA")
    assert "south holds it" in r.issues[0].message


def test_cards_before_the_auction_ends_go_to_their_holders() -> None:
    (r,) = read_lin(f"{MD}mb|1S|pc|HA|pc|D2|pc|C2|pc|S2|")
    assert [p.seat for p in r.plays] == [Seat.WEST, Seat.NORTH, Seat.EAST, Seat.SOUTH]
    assert r.contract is None and r.result is None


def test_issue_before_the_first_record_goes_to_it_with_its_board() -> None:
    text = f"vg|a,b|zz|q|{MD}ah|Board 3|"
    (r,) = read_lin(text)
    assert [(i.code, i.board) for i in r.issues] == [("LIN016", "3"), ("LIN002", "3")]


def test_vugraph_issue_names_board_and_table() -> None:
    (r,) = read_lin(f"qx|o46|{MD}sv|q|")
    assert r.issues[0].board == "46 o46"
    assert str(r.issues[0]) == "<lin>:1:61: LIN010 invalid vulnerability 'q' (expected o, n, e or b) (board 46 o46)"


def test_issue_after_the_last_record_goes_to_it() -> None:
    first, last = read_lin(f"{MD}ah|Board 1|\n{MD}ah|Board 2|\ntrailing")
    assert first.issues == []
    assert [(i.code, i.position.line, i.position.column) for i in last.issues] == [("LIN001", 3, 1)]


def test_commentary_after_the_last_record_is_kept() -> None:
    (r,) = read_lin(f"{MD}mb|p|pn|a,b,c,d|nt|bye all|")
    assert r.commentary == ["bye all"] and [i.code for i in r.issues] == ["LIN022"]


def test_text_with_no_record_gives_one_record_carrying_its_issues() -> None:
    (r,) = read_lin("hello")
    assert [(i.code, i.position.line, i.position.column) for i in r.issues] == [
        ("LIN001", 1, 1), ("LIN017", 1, 1)]
    assert r.deal is None and r.index == 1


def test_issues_are_sorted_by_position() -> None:
    (r,) = read_lin(f"zz|1|{MD}sv|q|mb|1Z|yy|2|")
    assert [i.code for i in r.issues] == ["LIN002", "LIN010", "LIN004", "LIN002"]


def test_strict_raises_the_first_issue_in_the_file() -> None:
    text = f"{MD}sv|q|\nmb|1Z|"
    with pytest.raises(ReadError) as e:
        read_lin(text, "t.lin", strict=True)
    assert e.value.issue.code == "LIN010"
    assert str(e.value) == "t.lin:1:54: LIN010 invalid vulnerability 'q' (expected o, n, e or b)"


def test_strict_raises_on_a_warning_too_and_reads_clean_text() -> None:
    with pytest.raises(ReadError, match="LIN002"):
        read_lin(f"{MD}zz|1|", strict=True)
    (r,) = read_lin(f"{NT}pc|HA|", strict=True)
    assert r.plays[0].seat is Seat.WEST
