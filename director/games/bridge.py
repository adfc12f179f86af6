"""Bridge behind the game interface: the four codes of director/editions (wbf-2017,
wbf-1997, auction-bridge-1912, three-hand-auction), played by director/engine from an
incident record (director/record). Its ``rule``/``replay`` flow is the bridge session of
director/cli (live play, hand-record files, the regulator), so ``flow`` is None."""

from __future__ import annotations

import copy
import io
from collections.abc import Mapping
from pathlib import Path
from typing import TYPE_CHECKING, Any

from pydantic import BaseModel, PrivateAttr

from director.engine.ruling import Ruling
from director.games.base import Flow, Prompt

if TYPE_CHECKING:
    from director.engine.table import Table
    from director.record.incident import Incident

__all__ = ["BridgeGame", "BridgeRuling", "BridgeScore"]

INCIDENT_SUFFIXES = (".yaml", ".yml", ".json")
HAND_RECORD_SUFFIXES = (".pbn", ".lin")


class BridgeRuling(Ruling):
    """A ruling with the table it was replayed on (for the text, which draws the auction
    and the hands); its JSON is the ruling's own."""

    _table: Table | None = PrivateAttr(None)


class BridgeScore(BaseModel):
    """A contract result scored under Law 77 (declarer's side's view)."""

    result: str
    vulnerable: bool
    items: list[tuple[str, int, str]]
    score: int


class BridgeGame:
    """Contract bridge and its variants: one game, four codes."""

    id = "bridge"
    title = "Bridge"
    flow: Flow | None = None

    def recognises(self, path: Path) -> bool:
        return path.suffix.lower() in INCIDENT_SUFFIXES + HAND_RECORD_SUFFIXES

    def load(self, path: Path) -> Incident:
        from director.record.incident import load_incident

        return load_incident(path)

    def replay(
        self, record: Incident, answers: Mapping[str, str], prompt: Prompt | None = None
    ) -> BridgeRuling:
        flat = dict(answers)

        def answer(ctx: Any, question: Any) -> Any:
            for key in (f"{ctx.number}.{question.id}", question.id):
                if key in flat:
                    return flat.pop(key)
            return prompt(ctx, question) if prompt is not None else None

        table = record.new_table()
        ruling = table.replay(record.parsed_events(), copy.deepcopy(record.answers), answer)
        out = BridgeRuling.model_construct(ruling.model_fields_set, **dict(ruling))
        out._table = table
        return out

    def score(self, text: str) -> BridgeScore:
        """``text``: a result (``4SX-1 by S``, ``3NT+1``), then ``vul`` for a vulnerable
        declarer (not vulnerable otherwise)."""
        from director.scoring.contract import parse_result
        from director.scoring.law77 import breakdown

        words = text.split()
        vulnerable = bool(words) and words[-1].lower() == "vul"
        result = parse_result(" ".join(words[:-1] if vulnerable else words))
        items = breakdown(result, vulnerable)
        return BridgeScore(
            result=str(result),
            vulnerable=vulnerable,
            items=[(i.label, i.points, i.law) for i in items],
            score=sum(i.points for i in items),
        )

    def render(self, ruling: BaseModel) -> str:
        if isinstance(ruling, BridgeScore):
            lines = [f"{ruling.result}{' vulnerable' if ruling.vulnerable else ''}"]
            lines += [f"  {points:>6}  {label}  [Law {law}]" for label, points, law in ruling.items]
            return "\n".join([*lines, f"  {ruling.score:>6}  total"])
        if not isinstance(ruling, BridgeRuling) or ruling._table is None:
            raise TypeError("render a ruling this game replayed (it holds its table)")
        from rich.console import Console

        from director.render import console as consoles
        from director.render.ruling_text import print_ruling

        buffer = io.StringIO()
        saved = consoles._console
        consoles._console = Console(file=buffer, width=100, highlight=False)
        try:
            print_ruling(ruling)
        finally:
            consoles._console = saved
        return buffer.getvalue().rstrip("\n")
