"""A large PBN file cut in its bytes (``--jobs``): each part, read and decoded alone by
the process that reviews it, is the text the whole file's stream gives between the same
games, its lines counted, where it is reviewed, as the whole text counts them, whatever the
file's encoding (UTF-8 with characters of several bytes, a BOM, cp1252, Latin-1) and line ends
(CRLF, a lone CR, mixed); a brace comment and a game that may inherit its board are never
cut; a file changed after it was cut is a one-line error."""

from pathlib import Path

import pytest

from director.formats.file_span import Span, file_blocks, read_span
from director.formats.pbn_split import cut_bytes
from director.formats.text import TextStream, UnreadableFileError, decode
from director.review.stream import Answer, review_part

GAME = """[Event "Jörg Müller €"]
[Board "{n}"]
[Dealer "N"]
[Deal "N:AKQ2.J54.T98.432 JT98.AKQ.765.AK5 7654.T98.AKQ.QJ6 3.7632.J432.T987"]
[Contract "1S"]
[Result "7"]
"""
GAMES = "\n".join(GAME.format(n=n) for n in range(1, 200)) + "\n"
ENCODED = {
    "utf-8": GAMES.encode("utf-8"),
    "utf-8 CRLF": GAMES.replace("\n", "\r\n").encode("utf-8"),
    "utf-8 BOM CRLF": b"\xef\xbb\xbf" + GAMES.replace("\n", "\r\n").encode("utf-8"),
    "lone CR": GAMES.replace("\n", "\r").encode("utf-8"),
    "mixed": GAMES.replace("]\n[", "]\r[").replace("\n\n", "\r\n\n").encode("utf-8"),
    "cp1252": GAMES.encode("cp1252"),
    "latin-1": GAMES.replace("€", "\x81").encode("latin-1"),
    "semi-empty lines": GAMES.replace("\n\n", "\r\n \t\r\n").encode("utf-8"),
}


def _parts(path: Path, size: int, block: int = 4096) -> tuple[list[tuple[int, int]], str]:
    stream = TextStream(path, block)
    blocks = file_blocks(path, stream.bom, block)
    return list(cut_bytes(blocks, lambda done: size, stream.bom)), stream.encoding


@pytest.mark.parametrize("name", ENCODED)
@pytest.mark.parametrize("size", [300, 5000])
def test_parts_read_alone_make_the_text_of_the_whole_file(
    tmp_path: Path, name: str, size: int
) -> None:
    path = tmp_path / "f.pbn"
    path.write_bytes(ENCODED[name])
    whole, _ = decode(ENCODED[name])
    parts, encoding = _parts(path, size)
    spans = [Span(str(path), a, b, encoding) for a, b in parts]
    texts = [read_span(span) for span in spans]
    assert "".join(texts) == whole and len(texts) > 10
    assert all(t.startswith("[Event ") for t in texts)
    assert [b for _, b in parts[:-1]] == [a for a, _ in parts[1:]]
    answers = [review_part(str(path), span, True, False, False, "wbf-2017") for span in spans]
    assert [a.lines for a in answers if isinstance(a, Answer)] == [t.count("\n") for t in texts]


def test_a_brace_comment_and_a_game_without_its_board_are_never_cut(tmp_path: Path) -> None:
    braced = '{ a comment\r\n\r\n[Board "0"]\r\n}\r\n'
    inherits = '[Contract "2S"]\r\n[Result "8"]\r\n\r\n'
    games = [GAME.format(n=n).replace("\n", "\r\n") for n in range(1, 40)]
    text = "\r\n".join(g + (braced if n % 3 else inherits) for n, g in enumerate(games))
    path = tmp_path / "f.pbn"
    path.write_bytes(text.encode("utf-8"))
    parts, encoding = _parts(path, 200)
    starts = [read_span(Span(str(path), a, b, encoding))[:8] for a, b in parts]
    assert len(parts) > 10 and set(starts) == {"[Event \""}


def test_a_file_changed_after_it_was_cut_is_a_one_line_error(tmp_path: Path) -> None:
    path = tmp_path / "f.pbn"
    path.write_bytes(ENCODED["utf-8"])
    (a, b), *_ = _parts(path, 300)[0]
    path.write_bytes(ENCODED["utf-8"][: b - 1])
    with pytest.raises(UnreadableFileError, match=r"f\.pbn: the file changed while it was read"):
        read_span(Span(str(path), a, b, "utf-8"))
    path.write_bytes(b"\xff" * b)  # no longer UTF-8
    with pytest.raises(UnreadableFileError, match="changed while it was read"):
        read_span(Span(str(path), a, b, "utf-8"))
    path.unlink()
    with pytest.raises(UnreadableFileError, match=r"f\.pbn: cannot read the file"):
        read_span(Span(str(path), a, b, "utf-8"))


@pytest.mark.parametrize("end", ["\n", "\r\n", "\r"])
def test_no_part_ends_with_stray_text_or_a_comment_alone(tmp_path: Path, end: str) -> None:
    """Text between games that holds no tag (a stray word, a comment alone) is read with
    the game after it, so a part never ends with it: in the bytes as in the text."""
    from director.formats.pbn_split import cut_stream

    between = ["", "9\n\n", "{ a comment }\n\n", "", "9\n  \n{ and }\n\n\n"]
    text = "".join(GAME.format(n=n) + "\n" + between[n % 5] for n in range(1, 90))
    path = tmp_path / "f.pbn"
    path.write_bytes(text.replace("\n", end).encode("utf-8"))
    parts, encoding = _parts(path, 200)
    in_bytes = [read_span(Span(str(path), a, b, encoding)) for a, b in parts]
    for texts in (in_bytes, list(cut_stream([text], 200))):
        assert "".join(texts) == text and len(texts) > 10
        assert all(t.startswith("[Event ") for t in texts)
        assert all(t.rstrip().endswith('"]') for t in texts[:-1])  # each ends with a tag
