"""A LIN text cut into chunks for several processes (director.formats.lin_split): each
chunk read alone gives the records that reading the whole text gives there, at the same
lines and columns, with the same tags, players and issues; a text that cannot be cut
safely comes whole."""

from __future__ import annotations

import copy
from pathlib import Path

import pytest

from director.formats.byte_view import ByteView
from director.formats.lin import iter_lin, read_lin
from director.formats.lin_split import _OPENING, Chunk, _Keys, lin_chunks, lin_parts
from director.formats.record import HandRecord
from director.formats.text import read_text
from director.review.parallel import review_files
from tests.realdata import all_handrecords, handrecord

VUGRAPH = "forrestrice__bridge-bots/usbf_sf_14502.lin"


def _read(record: HandRecord) -> object:
    """What a record holds, but its order in the file (a chunk counts from 1)."""
    return (
        record.board, record.table, record.position, record.tags, list(record.tags),
        [(i.code, i.message, i.position, i.severity) for i in record.issues],
        record.dealer, record.deal, record.vulnerable, record.players,
        [(c.seat, c.text, c.position, c.alert, c.note) for c in record.calls],
        record.contract, record.declarer, record.result, record.plays, record.claim,
        record.commentary,
    )  # fmt: skip


def _same_when_cut(text: str, size: int) -> int:
    """Reads ``text`` whole and in chunks of ``size``; asserts they agree; the chunks."""
    chunks = list(lin_chunks(text, size))
    whole = read_lin(text, "f.lin")
    parts = [r for chunk in chunks for r in iter_lin(chunk.text, "f.lin", chunk.lines())]
    assert [_read(r) for r in parts] == [_read(r) for r in whole]
    return len(chunks)


@pytest.mark.parametrize("path", all_handrecords(".lin"), ids=lambda p: p.name)
def test_every_real_lin_file_reads_the_same_in_chunks(path: Path) -> None:
    text, _ = read_text(path)
    for size in (1, 200, 5000):
        _same_when_cut(text, size)


def test_a_vugraph_session_is_cut_at_its_tables_each_taking_the_header_and_players() -> None:
    text, _ = read_text(handrecord(VUGRAPH))
    assert _same_when_cut(text, 1) == 30  # a chunk a table: 30 tables
    doubled = text + "\n" + text  # a second header: the last holds for every record
    assert _same_when_cut(doubled, 3000) > 2


def test_of_many_headers_a_chunk_keeps_those_that_give_the_tags_their_order_and_values() -> None:
    text, _ = read_text(handrecord(VUGRAPH))
    start = text.index("vg|") + 3
    vg = text[start : text.index("|", start)]

    def header(stage: str, home: str) -> str:  # another stage, another home team
        fields = vg.split(",")
        fields[1], fields[5] = stage, home
        return text.replace(vg, ",".join(fields), 1)

    # the stage of the second header holds (the last has none); its home team does not
    session = [text, header("Round 2", "Other team"), header("", "Third team")]
    assert _same_when_cut("\n".join(session), 3000) > 3


def test_single_board_files_are_cut_at_their_player_lists_or_deals() -> None:
    text, _ = read_text(handrecord("1047742261.lin"))
    assert _same_when_cut("\n".join([text] * 5), 1) == 5  # each record opens with pn
    deals = "md|3S346TJH9QD69TC57K,S7H2347KD37JKC46A,S2KH58TD2458C389J,|sv|e|mb|p|\n"
    assert _same_when_cut(deals * 4, 1) == 4  # md after a record's md, no pn before


def test_what_the_reader_would_report_twice_is_not_cut() -> None:
    text, _ = read_text(handrecord(VUGRAPH))
    bad_vg = text.replace("vg|2010 USBF SF A,", "vg|2010 USBF SF A;", 1)  # 8 fields
    assert list(lin_chunks(bad_vg, 1)) == [Chunk(bad_vg, ((0, 1, 1),))]
    assert _same_when_cut(bad_vg, 1) == 1
    three = text.replace("pn|Meckstroth,Levin,Rodwell,", "pn|Meckstroth,Levin,", 1)
    assert _same_when_cut(three, 1) == 1  # a table would take that pn, and its LIN014


def test_values_that_look_like_keys_and_a_player_list_between_records() -> None:
    text, _ = read_text(handrecord(VUGRAPH))
    lookalike = text.replace("nt|vdoubleu: I noticed:-)|", "nt|qx|nt|md|", 1)
    assert _same_when_cut(lookalike, 1) == 30
    between = text.replace("mc|10|pg||\nqx|c46|", "mc|10|pg||\npn|a,b,c,d|qx|c46|", 1)
    assert _same_when_cut(between, 1) == 30  # cut at the pn, not at the table after it


def test_keys_are_found_in_any_case_with_white_space_around_them() -> None:
    text, _ = read_text(handrecord(VUGRAPH))
    assert _same_when_cut(text.replace("|\nqx|", "|\n Qx\t|"), 1) == 30
    assert _same_when_cut(text.replace("Meckstroth", "Mécks").upper(), 1) == 30  # not ASCII
    dotted = text.replace("Meckstroth", "M\u0130eck")  # lower case of İ: two characters
    assert _same_when_cut(dotted, 1) == 30
    assert _same_when_cut(text.replace("|\nqx|", "|\nxqx|"), 1) == 1  # not a key: no cut


def test_chunks_come_one_by_one_and_a_last_pair_never_closed_is_not_cut_at() -> None:
    text, _ = read_text(handrecord(VUGRAPH))
    chunks = lin_chunks(text + "qx|o99", 1)
    first = next(chunks)
    assert first.text.startswith("vg|") and first.text.count("qx|") == 1
    assert _same_when_cut(text + "qx|o99", 1) == 30


@pytest.mark.parametrize("jobs", [1, 2])
def test_a_large_lin_file_is_reviewed_in_parts_with_its_findings_in_order(
    tmp_path: Path, jobs: int
) -> None:
    text, _ = read_text(handrecord(VUGRAPH))
    path = tmp_path / "season.lin"
    bad = text.replace("mc|10|", "mc|14|", 1)  # a claim of 14 tricks (LIN011)
    path.write_text("\n".join(bad if n in (1, 6) else text for n in range(8)))
    ((whole, boards, error),) = review_files([str(path)])
    assert error is None and boards == 240
    assert len({f.line for f in whole if f.code == "LIN011"}) == 2
    assert review_files([str(path)], jobs=jobs, window=20_000) == [(whole, boards, None)]


def _every_cut(text: str) -> tuple[list[tuple[int, object]], list[tuple[int, object]]]:
    """Every place a chunk may start, each key of the text taken in order; and what the
    reader has open after each key (the key's offset, then the state)."""
    keys = _Keys(text)
    cuts, states = [], []
    for offset, bar, key in keys._found(_OPENING):
        cut = keys._take(offset, bar, key)
        if keys.ended:
            break
        states.append((offset, _state(keys)))
        if cut is not None:
            cuts.append(cut)
    return cuts, states


def _state(keys: _Keys) -> object:
    return keys.is_open, keys.has_md, keys.pn, keys.quiet


def _lookalikes(text: str) -> list[str]:
    """``text`` and texts whose keys are hidden, moved or made look-alike."""
    return [
        text,
        text.replace("|\nqx|", "|\n Qx\t|").replace("|md|", "| MD |"),
        text.replace("nt|vdoubleu: I noticed:-)|", "nt|qx|nt|md|pn|st|"),
        text.replace("mc|10|pg||\nqx|c46|", "mc|10|pg||\npn|a,b,c,d|qx|c46|"),
        text.replace("|pn|", "|pn |", 3).replace("st||", "st|x|st||", 7),
        text.replace("qx|", "xqx|", 20).replace("md|", "md", 5),
        text.replace("pn|Meckstroth,Levin,Rodwell,", "pn|Meckstroth,Levin,", 1),
        text[: len(text) // 2] + "qx|o99",
        text.replace("qx|", "qx||", 9),  # a bar more: keys and values change places
        text.replace("|sv|", "|st||sv|", 5).replace("|mb|", "|st||mb|", 40),  # st ends it
        "\n".join([text] * 3),
    ]


@pytest.mark.parametrize("step", [1, 97, 1500, 20_000])
def test_the_places_to_cut_sought_from_afar_are_those_of_taking_every_key(step: int) -> None:
    """A chunk's end sought from a given offset on, the keys before it taken backwards,
    is the first place that taking every key in order finds there."""
    files = [handrecord(VUGRAPH), handrecord("1047742261.lin"), handrecord("3381671193.lin")]
    texts = [t for path in files for t in _lookalikes(read_text(path)[0])]
    for text in texts:
        every, states = _every_cut(text)
        keys = _Keys(text)
        for at in range(step, len(text), step + 1000):  # what is open there
            alone = copy.copy(keys)
            alone._skip(at)
            before = [state for offset, state in states if offset < at]
            assert _state(alone) == (before[-1] if before else _state(keys))
        at = 0
        while True:
            found = keys.cut_from(at)
            expected = next((cut for cut in every if cut[0] >= at), None)
            assert found == expected
            if found is None:
                break
            at = found[0] + step


def _encoded(text: str) -> dict[str, bytes]:
    """``text`` as files write it: line ends, byte-order mark, encodings, names."""
    named = text.replace("Meckstroth", "Mécks\u00f8troth").replace("Levin", "L\u00e9vin")
    return {
        "lf": text.encode(),
        "crlf": text.replace("\n", "\r\n").encode(),
        "cr": text.replace("\n", "\r").encode(),
        "bom-mixed": b"\xef\xbb\xbf" + text.replace("\n", "\r\n", 20).replace("\n", "\r", 9).encode(),
        "utf-8": named.replace("\n", "\r\n").encode(),
        "cp1252": (named + "nt|\u2019|").encode("cp1252"),
        "latin-1": (named.replace("\nqx|", "\n\xa0qx|", 3) + "nt|\x81|").encode("latin-1"),
        "upper": text.replace("\nqx|", "\n\x1cQX |", 9).replace("|md|", "|Md|").encode(),
    }


@pytest.mark.parametrize("name", ["usbf_sf_14502.lin", "1047742261.lin", "3381671193.lin"])
def test_a_file_cut_in_its_bytes_gives_the_chunks_of_its_decoded_text(
    tmp_path: Path, name: str
) -> None:
    """Cut at every place it can be, a file's chunks read from its bytes are those of its
    decoded text: the same text, at the same lines and columns, whatever its line ends,
    byte-order mark and encoding."""
    text, _ = read_text(handrecord(name))
    for form, data in _encoded("\n".join([text, text.replace("|md|", "|pg||md|"), text])).items():
        path = tmp_path / f"{form}.lin"
        path.write_bytes(data)
        view = ByteView(str(path))
        assert view.faithful
        decoded = view.decoded()
        parts = [Chunk(*part.read()) for part in lin_parts(view, 1)]
        assert parts == list(lin_chunks(decoded, 1)), form
        assert len(parts) > 2
        sized = [Chunk(*part.read()) for part in lin_parts(view, 5000)]
        read = [r for chunk in sized for r in iter_lin(chunk.text, "f.lin", chunk.lines())]
        assert [_read(r) for r in read] == [_read(r) for r in read_lin(decoded, "f.lin")], form


@pytest.mark.parametrize("form", ["crlf", "cr", "bom-mixed", "utf-8", "cp1252", "latin-1", "wide"])
def test_a_large_lin_file_in_any_encoding_is_reviewed_in_parts_as_in_one(
    tmp_path: Path, form: str
) -> None:
    """Reviewed by two processes, chunks read from the file's bytes (or cut in its decoded
    text where its bytes cannot tell its white space: a no-break space in UTF-8), a file's
    findings are those of one process, in order, at the same places."""
    text, _ = read_text(handrecord(VUGRAPH))
    copies = [text.replace("mc|10|", "mc|14|", 1) if n in (1, 6) else text for n in range(8)]
    forms = _encoded("\n".join(copies))
    forms["wide"] = forms["utf-8"].replace(b"\nqx|", "\n\xa0qx|".encode(), 5)
    path = tmp_path / "season.lin"
    path.write_bytes(forms[form])
    assert ByteView(str(path)).faithful == (form != "wide")
    ((whole, boards, error),) = review_files([str(path)])
    assert error is None and boards == 240
    assert len({f.line for f in whole if f.code == "LIN011"}) == 2
    assert review_files([str(path)], jobs=2, window=20_000) == [(whole, boards, None)]
