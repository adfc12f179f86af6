"""Fuzzing the LIN reader: random text and random damage to a real file. Lenient reading
never raises and every issue has a position; strict reading raises only ReadError; what
was read can be written and read again."""

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from director.formats.lin import CODES, read_lin
from director.formats.lin_writer import write_lin
from director.formats.record import HandRecord, ReadError
from tests.realdata import handrecord

SINGLE = handrecord("forrestrice__bridge-bots/sample.lin").read_text()
# the vugraph header and its first two tables
VUGRAPH = "".join(
    handrecord("forrestrice__bridge-bots/usbf_sf_14502.lin").read_text().splitlines(True)[:33])
LIN_ALPHABET = "|mdpcnbsvahqxotrgkwl0123456789SHDCAKQJTNPXR!,.- \n"
FUZZ = settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def check(text: str) -> list[HandRecord]:
    records = read_lin(text, "f.lin")
    for r in records:
        assert r.index >= 1 and r.position.line >= 1 and r.position.column >= 1
        for issue in r.issues:
            assert issue.code in CODES
            assert issue.position.file == "f.lin"
            assert issue.position.line >= 1 and issue.position.column >= 1
        for item in [*r.calls, *r.plays]:
            assert item.position.line >= 1 and item.position.column >= 1
    try:
        strict = read_lin(text, "f.lin", strict=True)
    except ReadError as e:
        assert any(e.issue in r.issues for r in records)
    else:
        assert all(not r.issues for r in strict)
    for r in records:
        read_lin(write_lin(r))  # whatever was read can be written and read back
    return records


@FUZZ
@given(st.text())
def test_random_text(text: str) -> None:
    check(text)


@FUZZ
@given(st.text(alphabet=LIN_ALPHABET, max_size=300))
def test_random_lin_like_text(text: str) -> None:
    check(text)


@st.composite
def damaged(draw: st.DrawFn, base: str) -> str:
    """A real file with a few characters deleted, inserted or replaced, or a pair dropped,
    doubled or moved."""
    text = base
    for _ in range(draw(st.integers(1, 4))):
        kind = draw(st.sampled_from(["delete", "insert", "replace", "pairs"]))
        i = draw(st.integers(0, max(len(text) - 1, 0)))
        if kind == "delete":
            text = text[:i] + text[i + draw(st.integers(1, 8)):]
        elif kind == "insert":
            text = text[:i] + draw(st.text(alphabet=LIN_ALPHABET, max_size=6)) + text[i:]
        elif kind == "replace":
            text = text[:i] + draw(st.sampled_from(LIN_ALPHABET)) + text[i + 1:]
        else:
            parts = text.split("|")
            pairs = ["|".join(parts[j:j + 2]) + "|" for j in range(0, len(parts) - 1, 2)]
            if len(pairs) > 1:
                j = draw(st.integers(0, len(pairs) - 1))
                k = draw(st.integers(0, len(pairs) - 1))
                op = draw(st.sampled_from(["drop", "double", "move"]))
                pair = pairs.pop(j)
                if op == "double":
                    pairs[j:j] = [pair, pair]
                elif op == "move":
                    pairs.insert(k, pair)
            text = "".join(pairs)
    return text


@FUZZ
@given(damaged(SINGLE))
def test_damaged_single_board_file(text: str) -> None:
    check(text)


@FUZZ
@given(damaged(VUGRAPH))
def test_damaged_vugraph_file(text: str) -> None:
    records = check(text)
    assert records  # damage never loses every table


def test_undamaged_samples_are_clean() -> None:
    assert [len(r.issues) for r in check(SINGLE)] == [0]
    assert [len(r.issues) for r in check(VUGRAPH)] == [0, 0]
