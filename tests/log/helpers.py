"""Shared by the log tests: a realistic ruling to save, a scripted terminal."""

from __future__ import annotations

import io
import json
from pathlib import Path
from typing import Any

from director.log.record import AnswerRecord, RulingRecord, answers_of

EXAMPLES = Path(__file__).resolve().parents[2] / "examples" / "incidents"
NOT_COMPARABLE = EXAMPLES / "04-insufficient-bid-not-comparable.yaml"
ACCEPTED = EXAMPLES / "01-insufficient-bid-accepted.yaml"


def sample_ruling() -> dict[str, Any]:
    """A real ruling (example 04: 27B2, 26B, 72C), as the engine printed it."""
    data: dict[str, Any] = json.loads(NOT_COMPARABLE.with_suffix(".json").read_text())
    return data


def sample_record(
    tag: str = "test", n: int = 1, ruling: dict[str, Any] | None = None, **fields: Any
) -> RulingRecord:
    data = ruling if ruling is not None else sample_ruling()
    answers: list[AnswerRecord] = answers_of(data, {}, "record")
    values: dict[str, Any] = {
        "command": "replay",
        "edition": "wbf-2017",
        "incident": {"dealer": "N", "events": [{"N": "1S"}], "answers": []},
        "ruling": data,
        "answers": answers,
        "source": f"{tag}-{n}.yaml",
        "event": tag,
        "session": str(n),
        "note": f"note {n}",
    }
    values.update(fields)
    return RulingRecord(**values)


class ScriptedTTY(io.StringIO):
    """Standard input at a terminal, typing the given lines; an exception in the script is
    raised instead of a line (``KeyboardInterrupt()`` is Ctrl-C). End of script is Ctrl-D."""

    def __init__(self, *script: str | BaseException) -> None:
        super().__init__()
        self.script = list(script)

    def isatty(self) -> bool:
        return True

    def readline(self, size: int | None = -1) -> str:
        if not self.script:
            return ""
        item = self.script.pop(0)
        if isinstance(item, BaseException):
            raise item
        return item + "\n"
