"""A hand-record file seen as its bytes (director.formats.byte_view): the encoding and the
text are those of reading it whole; white space that its bytes cannot tell is noticed; a
file's stretches read again, and a file that has changed meanwhile is a one-line error."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from director.formats.byte_view import _WIDE_SPACE, ByteView, Stretches
from director.formats.text import TextStream, UnreadableFileError, read_text

TEXT = "vg|Été,Segment 1|\npn|Ann,Bo,Cy,Di|qx|o1|md|1|\n"


def test_the_wide_spaces_are_every_white_space_beyond_ascii() -> None:
    for c in range(0x80, sys.maxunicode + 1):
        if not 0xD800 <= c < 0xE000:  # surrogates have no UTF-8
            wide = _WIDE_SPACE.fullmatch(chr(c).encode()) is not None
            assert wide == chr(c).isspace(), hex(c)


@pytest.mark.parametrize(
    ("data", "encoding", "faithful"),
    [
        (TEXT.encode("ascii", "replace"), "utf-8", True),
        (TEXT.replace("\n", "\r\n").encode(), "utf-8", True),
        (b"\xef\xbb\xbf" + TEXT.replace("\n", "\r").encode(), "utf-8", True),
        ((TEXT + "nt|\u2019|").encode("cp1252"), "cp1252", True),
        ((TEXT + "nt|\x81|").encode("latin-1"), "latin-1", True),
        ((TEXT + "nt|\x81\x85|").encode("latin-1"), "latin-1", True),  # NEL: white
        ((TEXT + "nt|\u2026|").encode("cp1252"), "cp1252", False),  # 0x85: not white
        (TEXT.replace("|qx", "|\xa0qx").encode(), "utf-8", False),
        (TEXT.replace("|qx", "|\u3000qx").encode(), "utf-8", False),
        ((TEXT + "nt|\u2000\u200b|").encode(), "utf-8", False),
    ],
)
def test_a_file_is_read_in_its_encoding_as_a_whole_read_reads_it(
    tmp_path: Path, data: bytes, encoding: str, faithful: bool
) -> None:
    path = tmp_path / "f.lin"
    path.write_bytes(data)
    view = ByteView(str(path))
    whole, _ = read_text(path)
    assert (view.encoding, view.faithful) == (encoding, faithful)
    assert view.encoding == TextStream(path, block=16).encoding
    assert view.decoded() == whole
    assert len(view.low) == len(view.data) == len(data) - view.bom
    assert view.low == view.data.decode("latin-1").translate({c: c + 32 for c in range(65, 91)})
    start = view.data.index(b"pn|")
    end = view.data.index(b"|o1")
    assert view.value(start, end) == whole[whole.index("pn|") : whole.index("|o1")]


def test_stretches_are_read_and_placed_as_they_were_cut(tmp_path: Path) -> None:
    path = tmp_path / "f.lin"
    path.write_bytes(b"\xef\xbb\xbf" + TEXT.replace("\n", "\r\n").encode())
    view = ByteView(str(path))
    pn = view.data.index(b"pn|")
    stretches = view.stretches([(pn, pn + 15, 2, 1), (0, 21, 1, 1)])
    assert stretches.spans[0][:2] == (pn + 3, pn + 18)  # after the byte-order mark
    assert len(stretches) == 36
    assert stretches.read() == ("pn|Ann,Bo,Cy,Divg|Été,Segment 1|\n", ((0, 2, 1), (15, 1, 1)))


def test_a_file_changed_or_gone_since_it_was_cut_is_a_one_line_error(tmp_path: Path) -> None:
    path = tmp_path / "f.lin"
    path.write_bytes(TEXT.encode())
    stretches = Stretches(str(path), "utf-8", ((0, len(TEXT.encode()), 1, 1),))
    path.write_bytes(TEXT.encode()[:10])
    with pytest.raises(UnreadableFileError, match=r"f\.lin: the file changed while it was read"):
        stretches.read()
    path.write_bytes(b"\xff" * len(TEXT.encode()))
    with pytest.raises(UnreadableFileError, match="changed"):
        stretches.read()
    path.unlink()
    with pytest.raises(UnreadableFileError, match=r"f\.lin: cannot read the file \(No such"):
        stretches.read()
    with pytest.raises(UnreadableFileError, match=r"f\.lin: cannot read the file \(No such"):
        ByteView(str(path))
