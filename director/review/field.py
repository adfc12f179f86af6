"""The board's other results read from a hand-record file (``--field FILE``): each game of
the board with its contract, declarer and result (or its score), or the rows of its
``[ScoreTable]``; North-South's score of each by Law 77, for an adjusted score to be
scored against (:mod:`director.scoring.field`)."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from director.errors import DirectorError
from director.formats.pbn_values import parse_contract
from director.model.board import Vulnerability
from director.review.run import read_records
from director.review.score_table import row_score, rows
from director.scoring.contract import ContractResult
from director.scoring.law77 import ns_score

if TYPE_CHECKING:
    from director.formats.record import HandRecord

__all__ = ["FieldError", "read_field"]


class FieldError(DirectorError, ValueError):
    """A field file without the board, or without a result of it."""


def read_field(path: Path, board: int) -> list[tuple[str, int]]:
    """Each other result of board ``board`` in the file at ``path``, named, with North-
    South's score.

    :raises FieldError: naming the file, when it holds no result of the board.
    """
    records = read_records(path)
    errors = [i for r in records for i in r.issues if i.severity == "error"]
    if errors:
        raise FieldError(f"{path}: {errors[0]}")
    mine = [r for r in records if r.board_number == board]
    if not mine:
        boards = sorted({r.board_number for r in records if r.board_number is not None})
        held = ", ".join(map(str, boards[:20])) or "none numbered"
        raise FieldError(f"{path}: no board {board} in the file (boards: {held})")
    found: list[tuple[str, int]] = []
    for record in mine:
        found += _results(record, board)
    if not found:
        raise FieldError(
            f"{path}: board {board} has no result to compare with (give each game's Contract, "
            "Declarer and Result, or a Score, or a ScoreTable)"
        )
    return found


def _results(record: HandRecord, board: int) -> list[tuple[str, int]]:
    vulnerable = record.vulnerable or Vulnerability.of_board(board)
    sections: dict[str, str] = getattr(record, "sections", {})
    definition = record.tags.get("ScoreTable")
    if definition is not None and "ScoreTable" in sections:
        first = getattr(record, "section_lines", {}).get("ScoreTable", 0)
        scored = (
            row_score(row, vulnerable) for row in rows(definition, sections["ScoreTable"], first)
        )
        return [s for s in scored if s is not None]
    if record.contract is None:
        return []
    contract = parse_contract(record.contract)
    if contract is None:
        raise FieldError(
            f"{record.source}: board {board}: contract {record.contract!r} does not read"
        )
    if contract.text == "Pass":
        return [("Pass", 0)]
    if record.declarer is None or record.result is None or contract.level is None:
        raise FieldError(
            f"{record.source}: board {board} (game {record.index}): {contract.text} needs its "
            "Declarer and Result"
        )
    assert contract.strain is not None
    result = ContractResult(
        contract.level, contract.strain, contract.text.count("X"), record.declarer, record.result
    )
    return [(str(result), ns_score(result, vulnerable))]
