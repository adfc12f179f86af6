"""Live at the table the director may stop typing at any event: every prefix of a play
incident, replayed with look-ahead (declarer's elections before the next card) and every
question answered with its first or last option, gives a ruling or a one-line error -
never a crash - and a ruling that awaits a card names who plays and what is in force."""

from __future__ import annotations

import itertools
from pathlib import Path
from typing import Any

import pytest

from director.errors import DirectorError
from director.record.incident import load_incident

EXAMPLES = Path(__file__).resolve().parents[2] / "examples" / "incidents"
SAMPLE = [
    "18-opening-lead-refused-suit-required",
    "23-minor-penalty-card",
    "36-penalty-cards-in-two-suits-both-prohibited",
    "19-lead-out-of-turn-refused",
]


@pytest.mark.parametrize("name", SAMPLE)
def test_every_prefix_rules_or_says_why(name: str) -> None:
    incident = load_incident(EXAMPLES / f"{name}.yaml")
    events = incident.parsed_events()
    awaited = 0
    for k, la, pick in itertools.product(range(1, len(events) + 1), (True, False), (0, -1)):

        def prompt(ctx: Any, q: Any, pick: int = pick) -> Any:
            return q.options[pick].value if q.options else None

        table = incident.new_table(look_ahead=la)
        try:
            ruling = table.replay(events[:k], [], prompt)
        except DirectorError:
            continue
        if ruling.pending is not None and ruling.pending.awaits != "call":
            awaited += 1
            assert ruling.score is None  # nothing final while a card is awaited
            assert ruling.pending.options and ruling.pending.seat in "NESW"
    assert awaited > 0
