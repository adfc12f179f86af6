"""The LIN reader key by key, on small hand-made strings."""

import itertools
from pathlib import Path

import pytest

from director.errors import DirectorError
from director.formats.lin import read_lin, read_lin_file
from director.formats.record import HandRecord
from director.model import Card, Deal, Hand, Seat, Vulnerability

# South holds the spades, West the hearts, North the diamonds; East (left out) the clubs.
MD = "md|1SAKQJT98765432,HAKQJT98765432,DAKQJT98765432,|"
RANKS = "AKQJT98765432"


def read1(text: str) -> HandRecord:
    records = read_lin(text, "t.lin")
    assert len(records) == 1
    return records[0]


def heart_tricks(n: int) -> str:
    """``n`` tricks at notrump with West on lead: West leads hearts and wins every one."""
    return "".join(f"pc|H{r}|pc|D{r}|pc|C{r}|pc|S{r}|pg||" for r in RANKS[:n])


@pytest.mark.parametrize(("digit", "dealer"), [("1", Seat.SOUTH), ("2", Seat.WEST),
                                                ("3", Seat.NORTH), ("4", Seat.EAST)])
def test_md_dealer_digit(digit: str, dealer: Seat) -> None:
    r = read1(MD.replace("md|1", f"md|{digit}"))
    assert r.dealer is dealer and r.issues == []


def test_md_hands_are_south_west_north_east_and_the_fourth_is_computed() -> None:
    r = read1(MD)
    assert r.deal is not None
    assert r.deal[Seat.SOUTH] == Hand.from_pbn("AKQJT98765432...")
    assert r.deal[Seat.WEST] == Hand.from_pbn(".AKQJT98765432..")
    assert r.deal[Seat.NORTH] == Hand.from_pbn("..AKQJT98765432.")
    assert r.deal[Seat.EAST] == Hand.from_pbn("...AKQJT98765432")
    assert r.tags["md"] == MD[3:-1]


def test_md_four_hands_lower_case_ten_and_any_rank_order() -> None:
    r = read1("md|1s23456789tjqka,hAKQJ1098765432,D23456789TJQKA,CAKQJT98765432|")
    assert r.issues == [] and r.deal == read1(MD).deal


def test_md_with_two_hands_missing_keeps_them_unknown() -> None:
    r = read1("md|3SAKQJT98765432,,DAKQJT98765432,|")
    assert r.issues == [] and r.deal is not None
    assert r.deal[Seat.WEST] is None and r.deal[Seat.EAST] is None
    assert r.deal[Seat.SOUTH] is not None and r.dealer is Seat.NORTH


@pytest.mark.parametrize(("sv", "vul"), [("o", Vulnerability.NONE), ("0", Vulnerability.NONE),
                                          ("O", Vulnerability.NONE), ("n", Vulnerability.NS),
                                          ("e", Vulnerability.EW), ("b", Vulnerability.BOTH)])
def test_sv_vulnerability(sv: str, vul: Vulnerability) -> None:
    r = read1(f"{MD}sv|{sv}|")
    assert r.vulnerable is vul and r.tags["sv"] == sv


@pytest.mark.parametrize(("ah", "board", "number"), [("Board 9", "9", 9), ("Board 1a", "1a", None),
                                                      ("board12", "12", 12), ("Practice", "Practice", None)])
def test_ah_board_name(ah: str, board: str, number: int | None) -> None:
    r = read1(f"{MD}rh||ah|{ah}|")
    assert (r.board, r.board_number, r.tags["ah"]) == (board, number, ah)
    assert r.name == board


def test_pn_four_names_south_west_north_east_empty_ones_left_out() -> None:
    r = read1(f"pn|Sue,,Nick,Ed|st||{MD}")
    assert r.players == {Seat.SOUTH: "Sue", Seat.NORTH: "Nick", Seat.EAST: "Ed"}
    assert r.issues == [] and r.position.column == 1  # the record starts at pn


def test_pn_eight_names_open_room_then_closed_room() -> None:
    text = f"pn|s1,w1,n1,e1,s2,w2,n2,e2|qx|o3|{MD}qx|c3|{MD}qx|7|{MD}"
    o3, c3, bare = read_lin(text)
    assert o3.players == {Seat.SOUTH: "s1", Seat.WEST: "w1", Seat.NORTH: "n1", Seat.EAST: "e1"}
    assert c3.players == {Seat.SOUTH: "s2", Seat.WEST: "w2", Seat.NORTH: "n2", Seat.EAST: "e2"}
    assert bare.players == o3.players and bare.room is None and bare.table == "7"


def test_pn_between_tables_changes_the_players_from_there_on() -> None:
    text = (f"pn|s1,w1,n1,e1,s2,w2,n2,e2|qx|o3|{MD}qx|c3|{MD}"
            f"pn|S1,W1,N1,E1,S2,W2,N2,E2|qx|o4|{MD}qx|c4|{MD}")
    o3, c3, o4, c4 = read_lin(text)
    assert [r.players[Seat.EAST] for r in (o3, c3, o4, c4)] == ["e1", "e2", "E1", "E2"]
    assert o4.position.column == text.index("qx|o4") + 1
    assert c4.tags["pn"] == "S1,W1,N1,E1,S2,W2,N2,E2" and all(not r.issues for r in (o3, c4))


def test_qx_starts_a_table_with_room_and_board() -> None:
    o, c = read_lin(f"qx|o12|{MD}mb|p|qx|c12,BOARD 12|{MD}")
    assert (o.room, o.table, o.board, o.board_number, o.tags["Room"]) == ("o", "o12", "12", 12, "Open")
    assert (c.room, c.table, c.board, c.tags["Room"]) == ("c", "c12", "12", "Closed")
    assert o.name == "12 o12" and len(o.calls) == 1 and c.calls == []


def test_ah_names_the_board_even_after_qx() -> None:
    r = read1(f"qx|o1|{MD}ah|Board 1a|")
    assert (r.board, r.table) == ("1a", "o1")


def test_a_second_md_starts_a_new_record_and_pn_before_it_belongs_to_it() -> None:
    one = f"pn|a,b,c,d|st||{MD}ah|Board 1|mb|p|"
    two = f"pn|e,f,g,h|st||{MD}ah|Board 2|"
    three = f"{MD}ah|Board 3|"
    r1, r2, r3 = read_lin(one + "\n" + two + three)
    assert [r.board for r in (r1, r2, r3)] == ["1", "2", "3"]
    assert r1.players[Seat.SOUTH] == "a" and r2.players[Seat.SOUTH] == "e"
    assert r3.players[Seat.SOUTH] == "e"  # the last names hold until the next pn
    assert (r2.position.line, r2.position.column) == (2, 1)
    assert (r3.position.line, r3.position.column) == (2, len(two) + 1)
    assert [r.index for r in (r1, r2, r3)] == [1, 2, 3]


@pytest.mark.parametrize(
    ("calls", "texts", "contract", "declarer", "ended"),
    [
        ("1s p p p", ["1S", "P", "P", "P"], "1S", Seat.SOUTH, True),
        ("p p p p", ["P", "P", "P", "P"], "Pass", None, True),
        ("1h d r p p p", ["1H", "X", "XX", "P", "P", "P"], "1HXX", Seat.SOUTH, True),
        ("1h D p p p", ["1H", "X", "P", "P", "P"], "1HX", Seat.SOUTH, True),
        ("p 1h p 2h p p p", ["P", "1H", "P", "2H", "P", "P", "P"], "2H", Seat.WEST, True),
        ("1n p 3n p p p", ["1NT", "P", "3NT", "P", "P", "P"], "3NT", Seat.SOUTH, True),
        ("2NT p 3N p p p", ["2NT", "P", "3NT", "P", "P", "P"], "3NT", Seat.SOUTH, True),
        ("1s p p", ["1S", "P", "P"], None, None, False),
        ("1s p p p 2h", ["1S", "P", "P", "P", "2H"], "1S", Seat.SOUTH, True),
        ("1s 1h p p p", ["1S", "1H", "P", "P", "P"], "1H", Seat.WEST, True),
    ],
)  # fmt: skip
def test_mb_calls_seats_and_contract(
    calls: str, texts: list[str], contract: str | None, declarer: Seat | None, ended: bool
) -> None:
    r = read1(MD + "".join(f"mb|{c}|" for c in calls.split()))
    assert [c.text for c in r.calls] == texts
    assert [c.seat for c in r.calls] == [Seat((Seat.SOUTH + i) % 4) for i in range(len(texts))]
    assert (r.contract, r.declarer, r.auction_ended) == (contract, declarer, ended)
    assert r.issues == []


def test_mb_alert_an_note_and_nt_commentary() -> None:
    r = read1(f"{MD}mb|1N!|an|15-17|an|may have a 5-card major|nt|kibitzer: nice|mb|2C|nt|x|")
    first, second = r.calls
    assert (first.text, first.alert, first.note) == ("1NT", True, "15-17; may have a 5-card major")
    assert (second.text, second.alert, second.note) == ("2C", False, None)
    assert r.commentary == ["kibitzer: nice", "x"]
    assert (first.position.line, first.position.column) == (1, len(MD) + 1)


def test_pc_players_follow_trick_winners_with_trumps() -> None:
    # 1S by South: West leads a heart, South ruffs and then leads spades to the end
    tricks = ["pc|HA|pc|DA|pc|CA|pc|S2|"] + [
        f"pc|S{s}|pc|H{o}|pc|D{o}|pc|C{o}|" for s, o in itertools.pairwise(RANKS)]
    r = read1(f"{MD}mb|1S|mb|p|mb|p|mb|p|pg||" + "pg||".join(tricks))
    assert [p.seat for p in r.plays[:8]] == [Seat.WEST, Seat.NORTH, Seat.EAST, Seat.SOUTH,
                                             Seat.SOUTH, Seat.WEST, Seat.NORTH, Seat.EAST]
    assert [p.trick for p in r.plays[::4]] == list(range(1, 14))
    assert (r.result, r.claim, r.issues) == (13, None, [])


def test_pc_result_counts_declarer_tricks_not_the_leaders() -> None:
    # 1NT by South: West leads hearts and wins all 13 tricks; declarer takes none
    r = read1(f"{MD}mb|1N|mb|p|mb|p|mb|p|{heart_tricks(13)}")
    assert r.plays[0].seat is Seat.WEST and r.plays[-1].seat is Seat.SOUTH
    assert (r.contract, r.result, r.issues) == ("1NT", 0, [])


def test_incomplete_play_without_claim_has_no_result() -> None:
    r = read1(f"{MD}mb|1N|mb|p|mb|p|mb|p|{heart_tricks(5)}pc|H8|")
    assert len(r.plays) == 21 and r.plays[-1].trick == 6
    assert (r.result, r.issues) == (None, [])


def test_mc_claim_sets_the_result() -> None:
    r = read1(f"{MD}mb|1N|mb|p|mb|p|mb|p|{heart_tricks(2)}pc|HQ|mc|0|")
    assert r.claim is not None
    assert (r.claim.tricks, r.claim.after_cards, r.claim.by) == (0, 9, None)
    assert r.result == 0 and r.issues == []


def test_passed_out_board_has_no_declarer_or_result() -> None:
    r = read1(f"{MD}mb|p|mb|p|mb|p|mb|p|")
    assert (r.contract, r.declarer, r.result, r.auction_ended) == ("Pass", None, None, True)


def test_pg_st_rh_are_kept_or_skipped_quietly() -> None:
    r = read1(f"st|x|{MD}rh||pg||sk|k|mn|m|")
    assert r.issues == [] and (r.tags["st"], r.tags["rh"], r.tags["sk"]) == ("x", "", "k")
    assert "pg" not in r.tags


def test_keys_are_case_insensitive_and_line_ends_between_pairs_are_skipped() -> None:
    r = read1(MD.replace("md|", "MD|") + "SV|b|\n  mb|1s|")
    assert r.vulnerable is Vulnerability.BOTH and r.issues == []
    assert (r.calls[0].position.line, r.calls[0].position.column) == (2, 3)


def test_vg_header_tags() -> None:
    text = f"vg|Final,Set 2,I,1,2,Reds,0,Blues,3.5|rs|1NS=,,|qx|o1|{MD}qx|c1|{MD}"
    o1, c1 = read_lin(text)
    assert (o1.tags["Event"], o1.tags["Stage"], o1.tags["Scoring"]) == ("Final", "Set 2", "IMP")
    assert (o1.tags["HomeTeam"], o1.tags["VisitTeam"]) == ("Reds", "Blues")
    assert o1.tags["rs"] == "1NS=" and "rs" not in c1.tags  # c1's entry is empty
    assert o1.tags["vg"].startswith("Final,") and o1.issues == [] and c1.issues == []


def test_read_lin_file_decodes_cp1252(tmp_path: Path) -> None:
    path = tmp_path / "b.lin"
    path.write_bytes(f"pn|J\xf6rg,b,c,d|{MD}".encode("latin-1"))
    (r,) = read_lin_file(path)
    assert r.players[Seat.SOUTH] == "Jörg" and r.source == str(path)


def test_read_lin_file_on_a_missing_file_is_a_director_error(tmp_path: Path) -> None:
    with pytest.raises(DirectorError, match="cannot read"):
        read_lin_file(tmp_path / "none.lin")


def test_empty_text_has_no_records() -> None:
    assert read_lin("") == [] and read_lin(" \n\n") == []


def test_deal_is_a_model_deal() -> None:
    r = read1(MD)
    assert isinstance(r.deal, Deal) and r.deal.holder(Card.parse("C2")) is Seat.EAST
