"""The PBN reader, one token kind at a time (PBN 2.1 sections 2-5)."""

from pathlib import Path

import pytest

from director.formats.pbn import PbnRecord, read_pbn, read_pbn_file
from director.formats.pbn_lexer import tokens
from director.formats.record import HandRecord
from director.model import Card, Seat, Vulnerability

# One suit a player: in spades North wins every trick he ruffs; at notrump the leader wins.
ONE_SUIT_EACH = "N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432"


def read(text: str) -> list[HandRecord]:
    return read_pbn(text, "t.pbn")


def one(text: str) -> HandRecord:
    (record,) = read(text)
    return record


def calls(record: HandRecord) -> list[str]:
    return [f"{c.seat}:{c.text}" for c in record.calls]


def plays(record: HandRecord) -> list[str]:
    return [f"{p.trick}{p.seat}:{p.card}" for p in record.plays]


def codes(record: HandRecord) -> list[str]:
    return [i.code for i in record.issues]


# -- tags --------------------------------------------------------------------------------


def test_escaped_quote_and_backslash_in_a_value() -> None:
    r = one(r'[Event "say \"hi\" c:\\dir"]')
    assert r.tags["Event"] == 'say "hi" c:\\dir' and r.issues == []


def test_a_bracket_inside_a_value() -> None:
    assert one('[Event "Random]"]\n[Site "x"]').tags == {"Event": "Random]", "Site": "x"}


def test_several_tags_on_a_line_and_one_over_several_lines() -> None:
    r = one('[Board "3"] [Dealer "s"]  [Vulnerable "ns"]\n[\n  West\n "Ann" ]')
    assert (r.board_number, r.dealer, r.vulnerable) == (3, Seat.SOUTH, Vulnerability.NS)
    assert r.players == {Seat.WEST: "Ann"} and r.issues == []


def test_unknown_values_are_none() -> None:
    r = one('[Board "?"]\n[Dealer "?"]\n[Vulnerable ""]\n[Deal "?"]\n[Result "?"]\n[North "?"]')
    assert (r.board, r.dealer, r.vulnerable, r.deal, r.result, r.players) == (
        None, None, None, None, None, {}
    )  # fmt: skip
    assert r.issues == []


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("None", Vulnerability.NONE), ("Love", Vulnerability.NONE), ("-", Vulnerability.NONE),
        ("NS", Vulnerability.NS), ("EW", Vulnerability.EW), ("All", Vulnerability.BOTH),
        ("Both", Vulnerability.BOTH), ("both", Vulnerability.BOTH),
    ],
)  # fmt: skip
def test_vulnerable(text: str, expected: Vulnerability) -> None:
    assert one(f'[Vulnerable "{text}"]').vulnerable is expected


def test_board_text_is_kept() -> None:
    r = one('[Board "1a"]')
    assert (r.board, r.board_number, r.name) == ("1a", None, "1a")
    assert one('[Board "12"]').board_number == 12


@pytest.mark.parametrize(
    ("text", "canonical"),
    [
        ("4Hx", "4HX"),
        ("3nt", "3NT"),
        ("1Nxx", "1NTXX"),
        ("Pass", "Pass"),
        ("pass", "Pass"),
        ("S", "S"),
    ],
)
def test_contract(text: str, canonical: str) -> None:
    r = one(f'[Contract "{text}"]')
    assert r.contract == canonical and r.tags["Contract"] == text and r.issues == []


def test_declarer_result_and_score() -> None:
    r = one('[Declarer "^e"]\n[Result "NS 9 EW 4"]\n[Score "EW 100"]\n[Room "Closed"]')
    assert (r.declarer, r.irregular_declarer, r.result, r.irregular_result) == (
        Seat.EAST, True, 4, False
    )  # fmt: skip
    assert (r.score, r.room) == ("EW 100", "c")
    r = one('[Declarer "N"]\n[Result "^EW 5"]')
    assert (r.result, r.irregular_result) == (8, True)
    assert one('[Result "^5"]').result == 5


def test_invalid_deal_is_an_issue_and_no_deal() -> None:
    twice = "N:AKQJT98765432... AKQJT98765432... ..AKQJT98765432. ...AKQJT98765432"
    r = one(f'[Deal "{twice}"]')
    assert r.deal is None and codes(r) == ["PBN005"]
    r = one('[Deal "N:AKQJT9876543... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432"]')
    assert r.deal is None and "12 cards" in r.issues[0].message


def test_inheritance_of_hash_values() -> None:
    text = (
        '[Event "Cup"]\n[Site "Rome"]\n[Scoring "##IMP"]\n\n'
        '[Event "#"]\n[Site "#"]\n[Date "#"]\n\n'
        '[Event "Other"]\n[Scoring "MP"]\n\n'
        '[Event "Last"]'
    )
    first, second, third, fourth = read(text)
    assert first.tags == {"Event": "Cup", "Site": "Rome", "Scoring": "IMP"}
    assert second.tags == {"Event": "Cup", "Site": "Rome", "Date": "", "Scoring": "IMP"}
    assert third.tags["Scoring"] == "MP"
    assert fourth.tags == {"Event": "Last", "Scoring": "MP"}  # a redefined '##' value goes on
    assert all(r.issues == [] for r in (first, second, third, fourth))


def test_games_end_at_a_semi_empty_line() -> None:
    got = read('[Board "1"]\n \t \n[Board "2"]\n\n\n[Board "3"]\n')
    assert [r.board for r in got] == ["1", "2", "3"]
    assert [r.position.line for r in got] == [1, 3, 6]


# -- comments ----------------------------------------------------------------------------


def test_comments_are_collected() -> None:
    text = (
        "% PBN 2.1\n"
        '{ before }  [Event "e"] ; after the tag\n'
        "{ two\n\n  lines }\n"
        '[Dealer "N"] [Auction "N"]\n1S { on a call } Pass ; rest\nPass Pass\n'
    )
    r = one(text)
    assert r.commentary == [
        "% PBN 2.1",
        "before",
        "after the tag",
        "two\n\n  lines",
        "on a call",
        "rest",
    ]
    assert calls(r) == ["N:1S", "E:P", "S:P", "W:P"] and r.issues == []


def test_nested_braces_in_a_comment() -> None:
    r = one('[Event "e"]\n{ outer { inner } still } [Site "s"]')
    assert r.commentary == ["outer { inner } still"] and r.tags["Site"] == "s"


def test_percent_only_escapes_in_the_first_column() -> None:
    r = one('[Event "e"]\n%[Site "hidden"]\n [Date "shown"]')
    assert "Site" not in r.tags and r.tags["Date"] == "shown"


# -- auction -----------------------------------------------------------------------------


def test_call_tokens_in_any_case() -> None:
    r = one('[Dealer "W"]\n[Auction "W"]\n1c Pass p X\nxx 1n PASS 2nt\nx xx P pass\nP')
    assert calls(r) == [
        "W:1C", "N:P", "E:P", "S:X", "W:XX", "N:1NT", "E:P", "S:2NT",
        "W:X", "N:XX", "E:P", "S:P", "W:P",
    ]  # fmt: skip
    assert r.auction_ended and r.issues == []


def test_all_pass_adds_the_passes_that_end_the_auction() -> None:
    assert calls(one('[Dealer "N"]\n[Auction "N"]\n1S Pass AP')) == ["N:1S", "E:P", "S:P", "W:P"]
    assert calls(one('[Dealer "N"]\n[Auction "N"]\nAP')) == ["N:P", "E:P", "S:P", "W:P"]
    assert calls(one('[Dealer "N"]\n[Auction "N"]\nPass Pass ap')) == ["N:P", "E:P", "S:P", "W:P"]
    r = one('[Dealer "N"]\n[Auction "N"]\n1S AP')
    assert r.auction_ended and [c.position.column for c in r.calls] == [1, 4, 4, 4]


def test_leading_dashes_when_the_auction_starts_before_the_dealer() -> None:
    r = one('[Dealer "E"]\n[Auction "W"]\n- - 1H Pass\nPass Pass')
    assert calls(r) == ["E:1H", "S:P", "W:P", "N:P"] and r.issues == []


def test_star_and_plus_end_an_unfinished_auction() -> None:
    r = one('[Dealer "N"]\n[Auction "N"]\n1S Pass *')
    assert calls(r) == ["N:1S", "E:P"] and not r.auction_ended and r.issues == []
    r = one('[Dealer "N"]\n[Auction "N"]\n1S Pass 2S +')
    assert calls(r) == ["N:1S", "E:P", "S:2S"] and not r.auction_ended and r.issues == []


def test_suffixes_nags_and_notes_belong_to_the_call_before() -> None:
    text = (
        '[Dealer "N"]\n[Auction "N"]\n1S! 2H ! 3S?? =1= $4 Pass\n'
        "4S!? $13 Pass Pass Pass\n"
        '[Note "1:limit raise"]'
    )
    r = one(text)
    got = [(c.text, c.suffix, c.alert, c.note) for c in r.calls[:5]]
    assert got == [
        ("1S", "!", False, None),
        ("2H", "!", False, None),
        ("3S", "?? $4", True, "limit raise"),
        ("P", None, False, None),
        ("4S", "!? $13", False, None),
    ]
    assert r.notes == {1: "limit raise"} and r.issues == []


def test_notes_are_scoped_to_their_game() -> None:
    text = (
        '[Dealer "N"]\n[Auction "N"]\n1S =1= AP\n[Note "1:first"]\n\n'
        '[Dealer "N"]\n[Auction "N"]\n1H =1= AP\n'
    )
    first, second = read(text)
    assert first.calls[0].note == "first" and first.issues == []
    assert second.calls[0].note is None and second.calls[0].alert and second.notes == {}
    (issue,) = second.issues
    assert (issue.code, issue.position.line, issue.position.column) == ("PBN009", 8, 4)


def test_insufficient_bid_and_skipped_players() -> None:
    # West deals; '^S' stands in the slot of each player a call out of rotation skipped.
    text = '[Dealer "W"]\n[Auction "W"]\n^S 1D ^I 1C ^S\n2D ^S ^S ^I 2C\nAP'
    r = one(text)
    assert [(f"{c.seat}:{c.text}", c.irregular) for c in r.calls] == [
        ("N:1D", "^S"),
        ("E:1C", "^I"),
        ("W:2D", "^S"),
        ("S:2C", "^S ^I"),
        ("W:P", None),
        ("N:P", None),
        ("E:P", None),
    ]
    assert r.dealer is Seat.WEST and r.issues == []


# -- play --------------------------------------------------------------------------------

PLAY_GAME = (
    f'[Deal "{ONE_SUIT_EACH}"]\n[Declarer "N"]\n[Contract "1S"]\n[Result "{{r}}"]\n[Play "E"]\n'
)


def test_play_columns_are_rebuilt_into_play_order() -> None:
    r = one(PLAY_GAME.format(r=2) + "HA DA CA S2\nH2 D2 C2 SA\n*")
    # Trick 1: East leads, North ruffs; trick 2 (written from East) is led by North.
    assert plays(r) == [
        "1E:HA", "1S:DA", "1W:CA", "1N:S2",
        "2N:SA", "2E:H2", "2S:D2", "2W:C2",
    ]  # fmt: skip
    assert [(p.position.line, p.position.column) for p in r.plays[4:6]] == [(7, 10), (7, 1)]
    assert r.claim is not None and (r.claim.tricks, r.claim.after_cards) == (2, 8)
    assert (r.claim.position.line, r.claim.position.column) == (8, 1)
    assert r.issues == []


def test_lead_out_of_turn_and_revoke_marks() -> None:
    r = one(PLAY_GAME.format(r=2) + "HA DA CA S2\nH2 D2 ^L C2 ^r SA\n*")
    trick2 = [(f"{p.seat}:{p.card}", p.irregular) for p in r.plays if p.trick == 2]
    assert trick2 == [("W:C2", "^L"), ("N:SA", "^R"), ("E:H2", None), ("S:D2", None)]
    assert r.issues == []


def test_lower_case_cards_dashes_and_a_claim_without_a_star() -> None:
    r = one(PLAY_GAME.format(r=11) + "ha - ca s2\n- - - sk")
    assert plays(r) == ["1E:HA", "1W:CA", "1N:S2", "2N:SK"]
    assert r.claim is not None and (r.claim.tricks, r.claim.after_cards) == (11, 4)
    assert (r.claim.position.line, r.claim.position.column) == (7, 7)


def test_plus_makes_the_result_partial() -> None:
    r = one(PLAY_GAME.format(r=1) + "HA DA CA S2\n+ - - -")
    assert r.claim is None and len(r.plays) == 4 and r.result == 1 and r.issues == []


def test_card_annotations_and_play_notes() -> None:
    r = one(PLAY_GAME.format(r=1) + 'HA ! =1= DA $14 CA S2 ?\n*\n[Note "1:attitude"]')
    assert isinstance(r, PbnRecord)
    assert r.card_annotations == {0: "!", 1: "$14", 3: "?"}
    assert r.card_notes == {0: 1} and r.play_notes == {1: "attitude"} and r.notes == {}
    assert r.issues == []


def test_the_trump_comes_from_the_auction_without_a_contract_tag() -> None:
    text = (
        f'[Deal "{ONE_SUIT_EACH}"]\n[Dealer "N"]\n[Auction "N"]\n1S AP\n'
        '[Play "E"]\nHA DA CA S2\nH2 D2 C2 SA\n'
    )
    r = one(text)
    assert plays(r)[4] == "2N:SA" and r.issues == [] and r.contract is None


def test_a_file_with_bom_and_crlf(tmp_path: Path) -> None:
    path = tmp_path / "x.pbn"
    path.write_bytes(b'\xef\xbb\xbf[Event "a"]\r\n[Dealer "N"]\r\n[Auction "N"]\r\n1S AP\r\n')
    (r,) = read_pbn_file(path)
    assert r.tags["Event"] == "a" and calls(r)[0] == "N:1S" and r.calls[0].position.line == 4
    assert r.source == str(path)


# -- the lexer ---------------------------------------------------------------------------


def test_lexer_kinds() -> None:
    text = '[T "v"] 1S! =1= $13 ^I - * + ; c\n{b} "s" ] } x\n\n%e'
    assert [(k, o) for k, o, _, _ in tokens(text)] == [
        ("tag", 0), ("word", 8), ("suffix", 10), ("note", 12), ("nag", 16), ("irr", 20),
        ("dash", 23), ("mark", 25), ("mark", 27), ("semi", 29), ("brace", 33), ("string", 37),
        ("stray", 41), ("stray", 43), ("word", 45), ("blank", 46), ("esc", 48),
    ]  # fmt: skip


def test_every_character_belongs_to_a_token() -> None:
    text = '[A "b"] \x00 é\xa0 1S'
    kinds = [(k, t) for k, _, t, _ in tokens(text)]
    assert kinds == [
        ("tag", "A"),
        ("other", "\x00"),
        ("other", "é"),
        ("other", "\xa0"),
        ("word", "1S"),
    ]
    assert one('[Board "1"]\n' + Card.parse("SA").symbol).issues[0].code == "PBN012"
