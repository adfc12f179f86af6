"""Fuzzing the PBN reader: random text and damaged real files never raise in lenient
mode, every issue has a position, strict mode raises only ReadError, and whatever was
read can be written and read again."""

import re

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from director.formats.pbn import PBN_CODES, read_pbn
from director.formats.pbn_writer import write_pbn
from director.formats.record import HandRecord, ReadError
from director.formats.text import read_text
from tests.realdata import handrecord

SETTINGS = settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
SAMPLE = read_text(handrecord("sample.pbn"))[0]
_CORRECT = read_text(handrecord("correct_10.pbn"))[0]
CORRECT = _CORRECT[: _CORRECT.index("=========== game 4")]  # games 1-3: every irregularity
SOURCES = [SAMPLE, CORRECT]
PIECES = [
    "[", "]", "{", "}", '"', ";", "%", "\n", "\n\n", " ", "\\", "^I", "^S", "^R", "^L", "^",
    "=1=", "$13", "!", "?!", "*", "+", "-", "AP", "Pass", "X", "XX", "1NT", "7S", "8H", "SA",
    "H2", "#", "##", '[Auction "N"]', '[Play "W"]', '[Note "1:x"]', '[Event "#"]',
    '[Deal "N:AKQ... - - -"]', '[Contract "4Hx"]', '[Result "^5"]', '[Declarer "^S"]',
    '[Result "²"]', '[Board "³"]', '[Result "٣"]',
]  # fmt: skip
TOKEN = re.compile(r"\S+|\s+")


def _check(text: str) -> list[HandRecord]:
    records = read_pbn(text, "f.pbn")
    lines = text.count("\n") + 1
    for record in records:
        for issue in record.issues:
            assert issue.code in PBN_CODES and issue.position.file == "f.pbn"
            assert 1 <= issue.position.line <= lines and issue.position.column >= 1
        for item in [*record.calls, *record.plays]:
            assert 1 <= item.position.line <= lines and item.position.column >= 1
    try:
        read_pbn(text, "f.pbn", strict=True)
    except ReadError as e:
        assert e.issue.severity == "error"
    again = read_pbn(write_pbn(records), "again.pbn")
    assert len(again) == len(records)
    return records


@SETTINGS
@given(
    st.text(
        alphabet=st.sampled_from('[]{}";%\n \t\\^=$!?*+-#:.0123456789ANPSXHDCW') | st.characters(),
        max_size=300,
    )
)
def test_random_text(text: str) -> None:
    _check(text)


@SETTINGS
@given(st.lists(st.sampled_from(PIECES), max_size=60))
def test_random_pbn_pieces(pieces: list[str]) -> None:
    _check("".join(pieces))


@st.composite
def damaged(draw: st.DrawFn) -> str:
    text = draw(st.sampled_from(SOURCES))
    for _ in range(draw(st.integers(1, 6))):
        kind = draw(st.sampled_from(["delete", "insert", "duplicate", "tokens"]))
        at = draw(st.integers(0, len(text)))
        size = draw(st.integers(1, 40))
        if kind == "delete":
            text = text[:at] + text[at + size :]
        elif kind == "insert":
            text = text[:at] + draw(st.sampled_from(PIECES)) + text[at:]
        elif kind == "duplicate":
            text = text[:at] + text[at : at + size] + text[at:]
        else:  # drop, repeat or swap whole tokens
            tokens = TOKEN.findall(text)
            i = draw(st.integers(0, max(0, len(tokens) - 2)))
            j = min(len(tokens), i + draw(st.integers(1, 5)))
            action = draw(st.sampled_from(["drop", "repeat", "swap"]))
            if action == "drop":
                tokens[i:j] = []
            elif action == "repeat":
                tokens[i:i] = tokens[i:j]
            elif j - i >= 2:
                tokens[i], tokens[j - 1] = tokens[j - 1], tokens[i]
            text = "".join(tokens)
    return text


@SETTINGS
@given(damaged())
def test_damaged_real_files(text: str) -> None:
    _check(text)


def test_the_undamaged_sources_read_cleanly() -> None:
    assert len(_check(SAMPLE)) == 3 and len(_check(CORRECT)) == 3
