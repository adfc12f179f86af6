"""A file read as a stream (:class:`~director.formats.text.TextStream`) gives the text that
:func:`~director.formats.text.decode` gives of its bytes read whole, the same encoding
and shorthand, whether it fits in one block (read and decoded once) or takes many."""

import os
import re
from pathlib import Path

import pytest

from director.formats.text import (
    TextStream,
    UnreadableFileError,
    decode,
    file_name,
    holds_pair,
    suffix,
)

GAME = '[Board "1"]\r\n[West "Jörg Müller"]\r\n[Deal "N:AKQ2.J54.T98.432 - - -"]\r\n\r\n'
LONG = b"x" * 200  # a line long enough for _crlf to check its CRLF by putting it back
TWO = ("x" * 200 + "\n") * 2
CASES = {
    "ascii": GAME.replace("ö", "o").replace("ü", "u").encode("ascii"),
    "utf-8": GAME.encode("utf-8"),
    "utf-8 BOM": b"\xef\xbb\xbf" + GAME.encode("utf-8"),
    "cp1252": (GAME + "[Event \u20ac]\n").encode("cp1252"),  # the euro sign: 0x80
    "cp1252 BOM": b"\xef\xbb\xbf" + GAME.encode("cp1252"),
    "latin-1": GAME.encode("latin-1") + b"[Event \x81]\n",  # 0x81: undefined in cp1252
    "CR only": GAME.replace("\r\n", "\r").encode("utf-8"),
    "CRLF and LF": GAME.replace("\r\n", "\n", 2).encode("utf-8"),
    "CRLF, then a lone CR": GAME.encode("utf-8") + b"[Event]\r",
    "a CR inside a UTF-8 character": b'[Event "\xc3\r\n\xa9"]\r\n',  # so not UTF-8
    "shorthand": (GAME + '[Dealer "#"]\n').encode("utf-8"),
    "a hash, no shorthand": (GAME + '[Event "Cup #2"]\n').encode("utf-8"),
    "empty": b"",
}


def _stream(path: Path, block: int) -> tuple[str, str, bool]:
    stream = TextStream(path, block)
    pieces = list(stream)
    assert all(pieces)  # no empty piece
    return "".join(pieces), stream.encoding, stream.shorthand


@pytest.mark.parametrize("name", CASES)
@pytest.mark.parametrize("block", [1 << 20, 7, 64])
def test_a_stream_reads_as_the_whole_file_decoded(tmp_path: Path, name: str, block: int) -> None:
    data = CASES[name] * (1 if block > 1000 else 5)  # several blocks, or one
    path = tmp_path / "f.pbn"
    path.write_bytes(data)
    text, encoding = decode(data)
    expected = "utf-8" if encoding == "utf-8-sig" else encoding
    assert _stream(path, block) == (text, expected, b'"#' in data)


def test_a_file_of_exactly_one_block_and_one_byte_more(tmp_path: Path) -> None:
    path = tmp_path / "f.pbn"
    for size in (63, 64, 65):
        data = (GAME.encode("utf-8") * 10)[:size].replace(b"\xc3", b"o")  # no broken UTF-8
        path.write_bytes(data)
        assert _stream(path, 64)[0] == decode(data)[0]


def test_a_file_that_cannot_be_read_is_one_line_naming_it(tmp_path: Path) -> None:
    with pytest.raises(UnreadableFileError, match=r"none\.pbn: cannot read the file"):
        TextStream(tmp_path / "none.pbn")
    with pytest.raises(UnreadableFileError, match="is a directory"):
        TextStream(tmp_path)


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFO on this system")
def test_a_fifo_is_refused_without_waiting_for_a_writer(tmp_path: Path) -> None:
    """A FIFO is opened to be checked (its status taken from the open file), never
    waited on: refused at once, though no process writes to it."""
    fifo = tmp_path / "f.pbn"
    os.mkfifo(fifo)
    with pytest.raises(UnreadableFileError, match=r"f\.pbn: not a regular file"):
        TextStream(fifo)


@pytest.mark.parametrize(
    "path",
    ["/a/b.pbn", "a//b.PBN", "./x.lin", "x.pbn/", "..pbn", ".pbn", "a.", "a/.", "", ".",
     "//a/b.lin", "///a.pbn", "a/../b.lin", "a\\b.pbn", "d.d/x.tar.pbn", "d.pbn/x"],
)  # fmt: skip
def test_a_path_is_named_and_its_suffix_read_as_pathlib_does(path: str) -> None:
    """A file's messages name it as its Path would, and its suffix is the Path's (a
    path that pathlib writes as given is kept as text: no Path made for it)."""
    assert str(file_name(path)) == str(Path(path))
    assert suffix(path) == Path(path).suffix


def test_a_file_named_otherwise_by_pathlib_is_named_as_pathlib_names_it(tmp_path: Path) -> None:
    spelled = f"{tmp_path}//none.pbn"
    named = re.escape(f"{tmp_path}/none.pbn")
    with pytest.raises(UnreadableFileError, match=rf"^{named}: cannot read"):
        TextStream(spelled)


@pytest.mark.parametrize("byte", range(0x80, 0x100))
def test_decode_reads_every_high_byte_as_cp1252_else_latin_1(byte: int) -> None:
    data = b"[Event \xe4" + bytes([byte]) + b"]\r\n\r"  # not UTF-8 (0xe4 opens a sequence)
    if byte in (0x81, 0x8D, 0x8F, 0x90, 0x9D):  # undefined in cp1252
        expected = (data.decode("latin-1"), "latin-1")
    else:
        expected = (data.decode("cp1252"), "cp1252")
    assert decode(data) == (expected[0].replace("\r\n", "\n").replace("\r", "\n"), expected[1])


@pytest.mark.parametrize(
    ("data", "expected"),
    [
        (b"a\r\nb\nc\r\n", ("a\nb\nc\n", "utf-8")),  # CRLF and LF
        (b"a\r\nb\rc\r", ("a\nb\nc\n", "utf-8")),  # a lone CR ends a line, at the end too
        (b"a\r\r\nb", ("a\n\nb", "utf-8")),  # a lone CR before a CRLF
        (b"\xef\xbb\xbf\r\n\xc3\xa9\r\n", ("\n\xe9\n", "utf-8-sig")),
        (b"\xc3\r\n\xa9\r\n", ("\xc3\n\xa9\n", "cp1252")),  # a CR inside a character
        (b"\xc3\r\n\x81\r\n", ("\xc3\n\x81\n", "latin-1")),
        # long lines (few line ends: each CRLF checked by putting it back, see _crlf)
        (LONG + b"\r\n" + LONG + b"\r\n", ("x" * 200 + "\n" + "x" * 200 + "\n", "utf-8")),
        (LONG + b"\r\n" + LONG + b"\n" + LONG, (TWO + "x" * 200, "utf-8")),  # and an LF
        (LONG + b"\r\n" + LONG + b"\r" + LONG, (TWO + "x" * 200, "utf-8")),  # a lone CR
        (LONG + b"\r\n" + LONG + b"\r", (TWO, "utf-8")),  # a lone CR at the end
        (LONG + b"\r\r\n" + LONG, ("x" * 200 + "\n\n" + "x" * 200, "utf-8")),
    ],
)
def test_decode_reads_each_line_end_as_one_newline(data: bytes, expected: tuple[str, str]) -> None:
    assert decode(data) == expected


@pytest.mark.parametrize("cut", range(4))
@pytest.mark.parametrize("tail", ["", "\xe9", "\u20ac", "\U0001f0a1"])
def test_a_large_file_decodes_as_utf_8_across_its_blocks(cut: int, tail: str) -> None:
    """A file of more than one UTF-8 block (decoded block by block, not all ASCII) reads
    as the whole decoded at once, a character cut by a block's end included."""
    data = b"a" * (64 * 1024 - cut) + ("\u20ac\xe9\U0001f0a1\r\n" * 9000 + tail).encode("utf-8")
    assert decode(data) == (data.decode("utf-8").replace("\r\n", "\n"), "utf-8")


@pytest.mark.parametrize(
    ("end", "encoding"),
    [(b"\xe9]\n", "cp1252"), (b"\xe2\x82", "cp1252"), (b"\x81", "latin-1"), (b"\xff", "cp1252")],
)
def test_a_large_file_not_utf_8_later_is_read_as_cp1252(end: bytes, encoding: str) -> None:
    """UTF-8 to its last block, then a byte that is not (or a character left open at the
    end): the whole file is read as cp1252 (Latin-1 for a byte cp1252 leaves undefined)."""
    data = ("[Event \u20ac]\n" * 20000).encode("utf-8") + end
    assert decode(data) == (data.decode(encoding), encoding)


@pytest.mark.parametrize("gap", [1, 2, 255, 256, 257, 600])
@pytest.mark.parametrize("pair_at", [None, 0, 5, 40])
def test_the_shorthand_is_found_however_far_apart_the_hashes_lie(
    gap: int, pair_at: int | None
) -> None:
    """``"#`` is found (or not) as a search for the pair finds it, in text and in bytes,
    whether each '#' is read one by one (far apart) or the pair sought at once."""
    games = ["x" * gap + "#" for _ in range(50)]
    if pair_at is not None:
        games[pair_at] = games[pair_at][:-2] + '"#'
    text = "".join(games)
    for start, stop in [(0, len(text)), (gap, len(text) - gap), (3, 3 * gap + 6)]:
        expected = '"#' in text[start:stop]
        assert holds_pair(text, '"#', start, stop) is expected
        assert holds_pair(text.encode(), b'"#', start, stop) is expected
