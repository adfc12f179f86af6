"""Every PBN issue code, with the line and column it points at; strict mode."""

import re

import pytest

from director.formats import pbn_issues
from director.formats.pbn import PBN_CODES, read_pbn
from director.formats.record import ReadError

DEAL = "N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432"
HEAD = f'[Deal "{DEAL}"]\n[Declarer "N"]\n[Contract "1S"]\n'  # lines 1-3
AUCTION = '[Dealer "N"]\n[Auction "N"]\n'  # lines 1-2

CASES = [
    # code, text, line, column of the issue
    ("PBN001", '[Event "open\n', 1, 1),
    ("PBN001", '[Event x]', 1, 1),
    ("PBN001", '[Event "a"]\n[ "no name"]', 2, 1),
    ("PBN002", AUCTION + "1S 1Z Pass", 3, 4),
    ("PBN002", AUCTION + "1S % Pass", 3, 4),
    ("PBN003", HEAD + '[Play "E"]\nHA DA SA S2', 5, 7),
    ("PBN004", HEAD + '[Play "E"]\nHA DA XY S2', 5, 7),
    ("PBN005", '[Event "e"]\n[Deal "N:AKQ... - - -"]', 2, 1),
    ("PBN006", '[Dealer "Q"]', 1, 1),
    ("PBN006", '[Vulnerable "Some"]', 1, 1),
    ("PBN006", '[Declarer "X"]', 1, 1),
    ("PBN006", '[Contract "8S"]', 1, 1),
    ("PBN006", '[Result "14"]', 1, 1),
    ("PBN006", '[Result "²"]', 1, 1),  # a digit to str.isdigit(), not to int()
    ("PBN006", '[Dealer "N"]\n[Auction "Z"]\nPass', 2, 1),
    ("PBN007", '[Event "e"]\n  [TDRuling "27B1"]', 2, 3),
    ("PBN008", '[Event "e"]\n[Site "x"]\n[Site "y"]', 3, 1),
    ("PBN008", AUCTION + '1S =1= AP\n[Note "1:a"]\n[Note "1:b"]', 5, 1),
    ("PBN009", AUCTION + "1S =2= AP", 3, 4),
    ("PBN010", AUCTION + '1S AP\n[Note "one: a"]', 4, 1),
    ("PBN011", '[Event "e"]\n{ never closed', 2, 1),
    ("PBN012", '[Event "e"] ]', 1, 13),
    ("PBN012", 'stray\n[Event "e"]', 1, 1),
    ("PBN012", '[Event "e"]\n[Board "1"] 2', 2, 13),
    ("PBN012", AUCTION + '1S "x" AP', 3, 4),
    ("PBN013", AUCTION + "! 1S AP", 3, 1),
    ("PBN013", HEAD + '[Play "E"]\n=1= HA', 5, 1),
    ("PBN014", AUCTION + "1S ^R Pass AP", 3, 4),
    ("PBN014", AUCTION + "1S ^I Pass AP", 3, 4),
    ("PBN014", HEAD + '[Play "E"]\nHA ^S DA', 5, 4),
    ("PBN014", HEAD + '[Play "E"]\nHA ^L - CA', 5, 4),
    ("PBN015", AUCTION + "1S Pass Pass Pass\n2H", 4, 1),
    ("PBN015", AUCTION + "1S * 2H", 3, 6),
    ("PBN016", HEAD + '[Play "E"]\nHA DA CA S2\nH2 D2 CA SA', 6, 7),
    ("PBN017", HEAD + '[Play "E"]\nHA DA CA S2\n*\nH2', 7, 1),
    ("PBN018", f'[Deal "{DEAL}"]\n[Play "E"]\nHA DA CA S2\nH2 D2 C2 SA', 4, 1),
    ("PBN018", '[Event "e"]\n[Play "?"]\nHA', 2, 1),
    ("PBN019", HEAD + '[Play "E"]\nHA - CA S2\nH2 D2 C2 SA', 5, 1),
    ("PBN020", '[Event "a"]\n[Event "b"]', 2, 1),
    ("PBN021", '[Event "a"]\n\n[Dealer "#"]', 3, 1),
    ("PBN022", '[Auction "E"]\n1S AP', 1, 1),
    ("PBN023", HEAD + '[Play "S"]\nDA CA SA H2', 4, 1),
    ("PBN024", AUCTION + "1S - Pass", 3, 4),
    ("PBN025", AUCTION + "1S ! ? AP", 3, 6),
    ("PBN025", AUCTION + '1S =1= =2= AP\n[Note "1:x"]', 3, 8),
    ("PBN025", HEAD + '[Play "E"]\nHA ! ?', 5, 6),
    ("PBN026", HEAD + '[Play "E"]\n^L HA ^L DA CA S2', 5, 10),
    ("PBN027", '[Dealer "N"]\n[Note "1:early"]\n[Auction "N"]\n1S =1= AP', 2, 1),
    ("PBN028", HEAD.replace("1S", "7S") + '[Result "12"]\n[Play "E"]\n'
     + "\n".join(f"H{r} D{r} C{r} S{r}" for r in "AKQJT98765432"), 4, 1),
    ("PBN029", '[Dealer "N"]\n[Declarer "N"]\n[Contract "2S"]\n[Auction "N"]\n1S AP', 3, 1),
    ("PBN029", '[Dealer "N"]\n[Declarer "S"]\n[Contract "1S"]\n[Auction "N"]\n1S 2H AP', 3, 1),
    ("PBN030", '[Dealer "N"]\n[Auction "W"]\nPass 1S AP', 2, 1),
    ("PBN031", '[Dealer "N"]\n[Declarer "E"]\n[Contract "1S"]\n[Auction "N"]\n1S AP', 4, 1),
    ("PBN032", HEAD + '[Play "E"]\nDA CA SA HA', 5, 1),
    ("PBN033", f'[Board "1"]\n[Deal "{DEAL}"]\n[Result "7"]\n\n[Result "8"]', 5, 1),
]  # fmt: skip


@pytest.mark.parametrize(("code", "text", "line", "column"), CASES)
def test_issue_code_and_position(code: str, text: str, line: int, column: int) -> None:
    records = read_pbn(text, "t.pbn")
    found = [i for r in records for i in r.issues]
    assert [(i.code, i.position.line, i.position.column) for i in found] == [
        (code, line, column)
    ], [str(i) for i in found]
    (issue,) = found
    assert issue.severity == PBN_CODES[code][0] and issue.position.file == "t.pbn"
    assert str(issue).startswith(f"t.pbn:{line}:{column}: {code} ")


def test_every_code_has_a_case_and_a_documented_row() -> None:
    assert {c for c, *_ in CASES} == set(PBN_CODES)
    doc = pbn_issues.__doc__ or ""
    for code, (level, _) in PBN_CODES.items():
        assert re.search(rf"^{code} {level}\b", doc, re.MULTILINE), code


def test_issues_name_the_board() -> None:
    (record,) = read_pbn('[Board "7"]\n[Dealer "N"]\n[Auction "N"]\n1S =4= AP', "t.pbn")
    (issue,) = record.issues
    assert issue.board == "7" and str(issue) == (
        't.pbn:4:4: PBN009 this call refers to note 4 (=4=), but the game has no [Note "4:..."] '
        "tag to explain it (board 7)"
    )


def test_issues_outside_a_game_go_to_the_next_game_or_the_last() -> None:
    first, second = read_pbn('] stray\n\n[Board "1"]\n\n[Board "2"]\n\n}', "t.pbn")
    assert [(i.code, i.position.column) for i in first.issues] == [("PBN012", 1), ("PBN012", 3)]
    assert [(i.code, i.position.line, i.board) for i in second.issues] == [("PBN012", 7, "2")]


def test_a_file_with_issues_and_no_game_gives_one_record_holding_them() -> None:
    (record,) = read_pbn("garbage ] here", "t.pbn")
    assert record.tags == {} and [i.code for i in record.issues] == ["PBN012", "PBN012"]
    assert read_pbn("", "t.pbn") == [] and read_pbn("% only a comment\n{ and this }") == []


def test_the_reader_goes_on_after_an_issue() -> None:
    text = '[Board "1"]\n[Dealer "N"]\n[Auction "N"]\n1S 1Q 2S AP\n\n[Board "2"]\n[Dealer "E"]'
    first, second = read_pbn(text)
    assert [c.text for c in first.calls] == ["1S", "2S", "P", "P", "P"]
    assert [c.seat.letter for c in first.calls][:2] == ["N", "S"]  # '1Q' held East's slot
    assert second.board == "2" and second.issues == []


def test_strict_mode_raises_the_first_error() -> None:
    text = '[Board "1"]\n[Foo "warn"]\n[Dealer "N"]\n[Auction "N"]\n1S 1Q ^R AP'
    with pytest.raises(ReadError) as caught:
        read_pbn(text, "t.pbn", strict=True)
    assert caught.value.issue.code == "PBN002"
    assert str(caught.value) == "t.pbn:5:4: PBN002 unknown call '1Q' (board 1)"
    (record,) = read_pbn(text, "t.pbn")
    assert [i.code for i in record.issues] == ["PBN007", "PBN002", "PBN014"]


def test_strict_mode_lets_warnings_pass() -> None:
    (record,) = read_pbn('[Foo "x"]\n[Event "a"]\n[Event "b"]', strict=True)[:1]
    assert [i.code for i in record.issues] == ["PBN007"]
    with pytest.raises(ReadError):
        read_pbn("oops", strict=True)
