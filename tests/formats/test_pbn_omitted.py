"""A game that omits [Board]/[Dealer]/[Vulnerable]/[Deal] right after a game that has
them (an archive's second table of a board): one PBN033 per run of such games, or with
``inherit`` the tags of the game before."""

from director.formats.pbn import read_pbn
from director.model.seat import Seat
from director.review.board import review_record

FIRST = """[Board "{n}"]
[Dealer "E"]
[Vulnerable "NS"]
[Deal "N:AKQ2.J54.T98.432 JT98.AKQ.765.AK5 7654.T98.AKQ.QJ6 3.7632.J432.T987"]
[Declarer "N"]
[Contract "1S"]
[Result "7"]
"""
SECOND = """[Declarer "S"]
[Contract "1S"]
[Result "{r}"]
[Auction "E"]
Pass 1S AP
"""


def test_one_finding_per_run_and_no_per_game_dealer_or_deal_findings() -> None:
    games = [FIRST.format(n=1), SECOND.format(r=7), SECOND.format(r=8), FIRST.format(n=2)]
    text = "\n".join([*games, SECOND.format(r=6)])
    records = read_pbn(text, "t.pbn")
    assert [[i.code for i in r.issues] for r in records] == [[], ["PBN033"], [], [], ["PBN033"]]
    assert "no [Board], [Dealer], [Vulnerable], [Deal]" in records[1].issues[0].message
    assert "--inherit" in records[1].issues[0].message
    # the run's games report neither PBN022 (no dealer) nor REC002 (no deal) one by one
    assert [f.code for f in review_record(records[2])] == []


def test_inherit_reads_the_board_tags_of_the_game_before() -> None:
    text = FIRST.format(n=5) + "\n" + SECOND.format(r=7) + "\n" + SECOND.format(r=8)
    first, second, third = read_pbn(text, "t.pbn", inherit=True)
    for r in (second, third):
        assert r.issues == [] and r.deal == first.deal and r.board == "5"
        assert r.dealer is Seat.EAST and r.vulnerable == first.vulnerable


def test_a_game_with_its_own_board_or_deal_is_not_such_a_game() -> None:
    own_board = FIRST.format(n=1) + "\n" + '[Board "2"]\n' + SECOND.format(r=7)
    assert [i.code for r in read_pbn(own_board, "t.pbn") for i in r.issues] == ["PBN022"]
    tags_only = FIRST.format(n=1) + '\n[Event "next"]\n'  # records no table's play
    assert [i.code for r in read_pbn(tags_only, "t.pbn") for i in r.issues] == []
