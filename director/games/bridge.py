"""Bridge behind the game interface: the four codes of director/editions (wbf-2017,
wbf-1997, auction-bridge-1912, three-hand-auction), played by director/engine from an
incident record (director/record) or a hand-record file (director/formats). Its
``rule``/``replay`` flow is :class:`~director.games.bridge_flow.BridgeFlow`."""

from __future__ import annotations

import copy
import io
from collections.abc import Mapping
from pathlib import Path
from typing import TYPE_CHECKING, Any

from pydantic import BaseModel

from director.engine.ruling import Ruling
from director.games.base import Prompt
from director.games.bridge_flow import HAND_RECORD_SUFFIXES, INCIDENT_SUFFIXES, BridgeFlow

if TYPE_CHECKING:
    from director.output.formats import Output
    from director.record.incident import Incident

__all__ = ["BridgeGame", "BridgeScore"]


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

    @property
    def flow(self) -> BridgeFlow:
        return BridgeFlow()

    @property
    def output(self) -> Output[Ruling]:
        from director.output.formats import RULING

        return RULING

    def recognises(self, path: Path) -> bool:
        return path.suffix.lower() in INCIDENT_SUFFIXES + HAND_RECORD_SUFFIXES

    def load(self, path: Path) -> Incident:
        from director.record.incident import load_incident

        return load_incident(path)

    def replay(
        self, record: Incident, answers: Mapping[str, str], prompt: Prompt | None = None
    ) -> Ruling:
        flat = dict(answers)

        def answer(ctx: Any, question: Any) -> Any:
            for key in (f"{ctx.number}.{question.id}", question.id):
                if key in flat:
                    return flat.pop(key)
            return prompt(ctx, question) if prompt is not None else None

        table = record.new_table()
        return table.replay(record.parsed_events(), copy.deepcopy(record.answers), answer)

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
        if not isinstance(ruling, Ruling):
            raise TypeError(f"not a bridge ruling: {type(ruling).__name__}")
        from director.render import console as consoles

        buffer = io.StringIO()
        saved = consoles._console
        consoles._console = consoles.visible_console(file=buffer, width=100)
        try:
            self.show(ruling)
        finally:
            consoles._console = saved
        return buffer.getvalue().rstrip("\n")

    def show(self, ruling: BaseModel) -> None:
        from director.render.ruling_text import print_ruling

        assert isinstance(ruling, Ruling)
        print_ruling(ruling)

    def rerun(self, incident: Mapping[str, Any], ruling: Mapping[str, Any]) -> Ruling | str:
        """The ruling replayed from the stored incident, when it reproduces the stored one;
        otherwise the reason it does not."""
        import json

        from pydantic import ValidationError

        from director.errors import DirectorError
        from director.record.incident import Incident

        try:
            record = Incident.model_validate(incident)
            fresh = record.new_table().replay(record.parsed_events(), record.answers)
            Ruling.model_validate(ruling)
        except (DirectorError, ValidationError, KeyError, TypeError, ValueError) as e:
            return f"it cannot be replayed by this director ({type(e).__name__})"
        if json.loads(fresh.model_dump_json()) != ruling:
            return "this director would rule differently today"
        return fresh
