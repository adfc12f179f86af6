"""The LIN tokeniser reads runs of well-formed pairs at once and anything else pair by pair:
both must give the same tokens, offsets and issues."""

from director.formats.lin_tokens import Token, tokenize


def test_well_formed_pairs_keep_their_offsets_and_lower_case_keys() -> None:
    text = "pn|a,b,c,d|\n MD|1S2H3D4C5,,,|pc|SA|pg||"
    tokens, issues = tokenize(text)
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
    tokens, issues = tokenize(text)
    # 'h2' is not two letters; 'md ' (space before the bar) is still a key, read slowly
    assert [(t.key, t.value, t.offset) for t in tokens] == [
        ("mb", "1S", 0), ("mb", "p", 11), ("md", "2", 16), ("pc", "HA", 22)
    ]  # fmt: skip
    assert [(i.code, i.offset) for i in issues] == [("LIN008", 6), ("LIN001", 25)]
