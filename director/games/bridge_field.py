"""The board's other results (``--field FILE``, or ``field:`` in an incident record) read
once, where the record or the command line is taken, so that the ruling, its draft and its
log entry carry them (a logged ruling replays without the file)."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from director.record.incident import Incident

__all__ = ["field_of", "with_field"]


def field_of(path: Path, board: int | None, scoring: str) -> dict[str, Any]:
    """The ``field`` of an incident: the results of board ``board`` in the file at ``path``.

    :raises FieldError: naming the file (no board given, no such board, no result).
    """
    from director.review.field import FieldError, read_field

    if board is None:
        raise FieldError(f"{path}: --field needs the board number (--board N) to find its results")
    found = read_field(path, board)
    return {
        "file": str(path),
        "scoring": scoring,
        "results": [{"result": r, "ns": ns} for r, ns in found],
    }


def with_field(incident: Incident, base: Path) -> Incident:
    """``incident`` with its ``field`` file read (a path relative to ``base``, the record's
    folder); unchanged when it names none or holds its results already."""
    from director.record.incident import FieldRecord

    given = incident.field
    if given is None or given.results is not None:
        return incident
    path = Path(given.file)
    found = field_of(path if path.is_absolute() else base / path, incident.board, given.scoring)
    found["file"] = given.file  # as the record names it
    return incident.model_copy(update={"field": FieldRecord.model_validate(found)})
