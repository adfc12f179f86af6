"""The LIN tokeniser reads runs of well-formed pairs at once and anything else pair by pair:
both must give the same tokens, offsets and issues."""

import pytest

from director.formats.lin_tokens import RawIssue, Token, tokenize
from tests.realdata import all_handrecords


def _tokens(text: str) -> tuple[list[Token], list[RawIssue]]:
    pairs, issues = tokenize(text)
    return list(map(Token._make, zip(*pairs, strict=True))), issues


def test_well_formed_pairs_keep_their_offsets_and_lower_case_keys() -> None:
    text = "pn|a,b,c,d|\n MD|1S2H3D4C5,,,|pc|SA|pg||"
    tokens, issues = _tokens(text)
    assert issues == []
    assert tokens == [
        Token("pn", "a,b,c,d", 0, 3),
        Token("md", "1S2H3D4C5,,,", 13, 16),
        Token("pc", "SA", 29, 32),
        Token("pg", "", 35, 38),
    ]
    assert all(text[t.offset : t.offset + 2].lower() == t.key for t in tokens)


def test_a_malformed_key_between_good_pairs_is_reported_and_reading_goes_on() -> None:
    text = "mb|1S|h2|x|mb|p|md |2|pc|HA"
    tokens, issues = _tokens(text)
    # 'h2' is not two letters; 'md ' (space before the bar) is still a key, read slowly
    assert [(t.key, t.value, t.offset) for t in tokens] == [
        ("mb", "1S", 0), ("mb", "p", 11), ("md", "2", 16), ("pc", "HA", 22)
    ]  # fmt: skip
    assert [(i.code, i.offset) for i in issues] == [("LIN008", 6), ("LIN001", 25)]


def test_a_well_formed_text_split_at_its_bars_reads_as_pair_by_pair() -> None:
    from director.formats.lin_tokens import _tokenize_slowly

    for path in all_handrecords(".lin"):
        text = path.read_text(encoding="utf-8", errors="replace")
        pairs, issues = tokenize(text)
        assert (pairs, issues) == _tokenize_slowly(text), path.name
        assert len(pairs.keys) > 20


@pytest.mark.parametrize(
    "text",
    ["", " \n", "pn|a|\n", "pn|a| x", "pn|a|pc", "pn|a|b", "p|a|", "  PN|a|Pc|SA|\n", "pn |a|",
     "pn|a|\u212aa|b|", "\u2003pn|a|"],
)  # fmt: skip
def test_the_split_at_bars_gives_up_where_a_pair_is_malformed(text: str) -> None:
    from director.formats.lin_tokens import _tokenize_slowly

    assert tokenize(text) == _tokenize_slowly(text)


def test_a_deal_as_bbo_writes_it_reads_as_the_general_reader_reads_it() -> None:
    from director.formats.lin_tokens import _parse_md, _plain_md

    deals = [
        "4SJ5H9DAT862CQ8752,SKQT94HAK73DQ4C93,S872HQT5DJ97CAT64,SA63HJ8642DK53CKJ",
        "1SQ982HQ82DKQ763CT,SJ643HKJ7653DCAQ4,SK5HADAJT52CJ9762,",  # the last hand left out
        "2SAKQJT98765432HDC,SHAKQJT98765432DC,SHDAKQJT98765432C,",  # voids
        "3S2TKH248TQD7C259T,S456H56JKD45TC7QA,S389QAH379AD29KC3,",  # ranks low to high
    ]
    for value in deals:
        plain = _plain_md.__wrapped__(value)
        assert plain is not None and plain == _parse_md(value, 7)
        assert plain.deal is not None and plain.deal.is_complete
    not_plain = [
        "4SJ5H9DAT862CQ8752,SKQT94HAK73DQ4C93,S872HQT5DJ97CAT64,SA63HJ8642DK53CK",  # 12 cards
        "4SJ5H9DAT862CQ8752,SJQT94HAK73DQ4C93,S872HQT5DJ97CAT64,SA63HJ8642DK53CKJ",  # SJ twice
        "4SJ5H9DAT862CQ8752,SKQT94HAK73DQ4C93,S872HQT5DJ97CAT64,SA63HJ8642DK53CJJ",  # CJ twice
        "4SJ5H9DAT862CQ8752,SKQT94HAK73DQ4C93,S872HQT5DJ97CAT64,SA63HJ8642DK53CK10",  # 10
        "SJ5H9DAT862CQ8752,SKQT94HAK73DQ4C93,S872HQT5DJ97CAT64,SA63HJ8642DK53CKJ",  # no dealer
        "1SQ982HQ82DKQ763CT,SJ643HKJ7653DCAQ4,,",  # two hands left out
        "1sq982hq82dkq763ct,sj643hkj7653dcaq4,sk5hadajt52cj9762,",  # lower case
    ]
    for value in not_plain:
        assert _plain_md.__wrapped__(value) is None
        assert _parse_md(value, 7) is not None  # read, and its problems named, the long way


def test_positions_at_once_are_the_line_and_column_of_each_offset() -> None:
    from director.formats.record import Position
    from director.formats.text import LineIndex

    for text in ["", "a", "\n", "pc|SA|\npc|HK|\n\n  mb|p|", "x\n\ny\n"]:
        lines = LineIndex(text)
        offsets = list(range(len(text) + 1))
        found = lines.positions("f.lin", offsets)
        for offset, position in zip(offsets, found, strict=True):
            before = text[:offset]
            line, column = before.count("\n") + 1, offset - (before.rfind("\n") + 1) + 1
            assert type(position) is Position
            assert position == Position("f.lin", line, column) == ("f.lin", *lines.line_col(offset))
