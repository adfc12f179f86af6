"""``--field FILE``: the board's other results read from a hand-record file (its games of the
board, or a [ScoreTable]), each scored by Law 77; a file without the board, or without a
result of it, is one line naming the file."""

from pathlib import Path

import pytest

from director.review.field import FieldError, read_field
from tests.review.test_score_table import TRAVELLER

GAMES = """[Board "5"]
[Dealer "N"]
[Vulnerable "NS"]
[Contract "4S"]
[Declarer "N"]
[Result "10"]

[Board "5"]
[Contract "3SX"]
[Declarer "N"]
[Result "8"]

[Board "5"]
[Contract "Pass"]

[Board "6"]
[Contract "3NT"]
[Declarer "E"]
[Result "9"]
"""


def _file(tmp_path: Path, text: str) -> Path:
    path = tmp_path / "travellers.pbn"
    path.write_text(text)
    return path


def test_each_game_of_the_board_scored_by_law_77(tmp_path: Path) -> None:
    # board 5: North-South vulnerable (the first game's tag, else the board's own)
    found = read_field(_file(tmp_path, GAMES), 5)
    assert found == [("4S= by N", 620), ("3SX-1 by N", -200), ("Pass", 0)]


def test_a_score_table_gives_one_result_a_row(tmp_path: Path) -> None:
    found = read_field(_file(tmp_path, TRAVELLER), 1)
    assert [ns for _, ns in found] == [450, 420, -50]


def test_a_board_not_in_the_file_is_named_with_the_boards_it_holds(tmp_path: Path) -> None:
    path = _file(tmp_path, GAMES)
    with pytest.raises(
        FieldError, match=r"travellers.pbn: no board 7 in the file \(boards: 5, 6\)"
    ):
        read_field(path, 7)


def test_a_contract_without_its_result_is_named(tmp_path: Path) -> None:
    path = _file(tmp_path, '[Board "5"]\n[Contract "4S"]\n[Declarer "N"]\n')
    with pytest.raises(FieldError, match=r"board 5 \(game 1\): 4S needs its Declarer and Result"):
        read_field(path, 5)


def test_a_board_without_any_result_is_named(tmp_path: Path) -> None:
    path = _file(tmp_path, '[Board "5"]\n[Dealer "N"]\n')
    with pytest.raises(FieldError, match="board 5 has no result to compare with"):
        read_field(path, 5)
