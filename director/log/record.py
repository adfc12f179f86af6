"""What the log keeps of a ruling, and the fields read out of the ruling JSON.

The ruling JSON is stored as printed by ``--json`` and read defensively (``dict.get``): the
engine grows new fields (a play-period ``score``, new event kinds) and an old log must stay
readable by a newer director, and the other way round.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping, Sequence
from typing import Any

__all__ = [
    "AnswerRecord",
    "RulingRecord",
    "answers_of",
    "complete_answers",
    "events_as_record",
    "kinds_of",
    "laws_of",
    "score_of",
]

#: Where an answer came from: the incident record, ``--answers FILE``, ``--answer``,
#: typed at the terminal, or replayed from the journal of an interrupted ``director rule``.
SOURCES = ("record", "answers-file", "option", "terminal", "journal")


@dataclasses.dataclass(frozen=True)
class AnswerRecord:
    """One answered question: who answers it (``asks``, ``seat``) and where the answer came
    from (``source``, one of :data:`SOURCES`)."""

    irregularity: int
    question: str
    law: str
    asks: str
    seat: str | None
    answer: Any
    source: str

    @property
    def who(self) -> str:
        return self.asks + (f" ({self.seat})" if self.seat else "")


@dataclasses.dataclass(frozen=True)
class RulingRecord:
    """A completed ruling, as ``director rule`` or ``director replay`` saves it.

    ``incident`` is a replayable incident record (its ``answers`` complete); ``ruling`` is
    the ruling JSON, kept opaque.
    """

    command: str
    edition: str
    incident: dict[str, Any]
    ruling: dict[str, Any]
    answers: list[AnswerRecord] = dataclasses.field(default_factory=list)
    source: str | None = None
    board: int | None = None
    event: str | None = None
    session: str | None = None
    table: str | None = None
    note: str | None = None
    corrects: int | None = None


def _irregularities(ruling: Mapping[str, Any]) -> list[Mapping[str, Any]]:
    items = ruling.get("irregularities")
    return [i for i in items if isinstance(i, Mapping)] if isinstance(items, list) else []


def kinds_of(ruling: Mapping[str, Any]) -> list[tuple[str, str]]:
    """``(kind, law)`` of each irregularity, in order of occurrence."""
    return [(str(i.get("kind", "?")), str(i.get("law", "?"))) for i in _irregularities(ruling)]


def laws_of(ruling: Mapping[str, Any]) -> list[str]:
    """Every law section the ruling cites (irregularity, questions, steps, rectification),
    each once, in order of first mention."""
    seen: dict[str, None] = {}

    def add(value: Any) -> None:
        if isinstance(value, str) and value.strip():
            seen.setdefault(value.strip(), None)

    for irr in _irregularities(ruling):
        add(irr.get("law"))
        for key in ("questions", "steps"):
            for item in irr.get(key) or []:
                if isinstance(item, Mapping):
                    add(item.get("law"))
        rect = irr.get("rectification")
        if isinstance(rect, Mapping):
            for law in rect.get("laws") or []:
                add(law)
    return list(seen)


def score_of(ruling: Mapping[str, Any]) -> str | None:
    """The final score, when the ruling states one, as text: a ``score`` field that is text
    or a number, or a mapping with ``text``, or with North-South's points ``ns`` (and the
    ``result``: ``NS +110 (1S+1)``); ``None`` otherwise. An adjusted score a ruling awarded
    (Law 12C) replaces the table's: ``adjusted 12C1(c): NS +305, EW -305``."""
    adjusted = _adjusted_of(ruling)
    if adjusted is not None:
        return adjusted
    score = ruling.get("score")
    if score is None or score == "":
        return None
    if isinstance(score, Mapping):
        text = score.get("text")
        if isinstance(text, str) and text:
            return text
        ns = score.get("ns")
        result = score.get("result")
        if isinstance(ns, int) and not isinstance(ns, bool):
            return f"NS {ns:+d}" + (f" ({result})" if isinstance(result, str) and result else "")
        players = score.get("players")  # each player for himself: N +58, E +0, S +0
        if isinstance(players, Mapping) and all(isinstance(v, int) for v in players.values()):
            each = ", ".join(f"{seat} {points:+d}" for seat, points in players.items())
            return each + (f" ({result})" if isinstance(result, str) and result else "")
        import json

        return json.dumps(score, sort_keys=True, separators=(",", ":"))
    return str(score)


def _adjusted_of(ruling: Mapping[str, Any]) -> str | None:
    found: str | None = None
    for irr in ruling.get("irregularities") or []:
        rect = irr.get("rectification") if isinstance(irr, Mapping) else None
        adj = rect.get("adjusted_score") if isinstance(rect, Mapping) else None
        if not isinstance(adj, Mapping):
            continue
        parts = []
        for side in adj.get("sides") or []:
            if not isinstance(side, Mapping):
                continue
            points, art = side.get("points"), side.get("artificial")
            value = (
                f"{points:+g}"
                if isinstance(points, int | float) and points
                else (art if isinstance(art, str) else "0")
            )
            field = side.get("field")  # against the board's other results (--field)
            if isinstance(field, Mapping):
                percent, imps = field.get("percent"), field.get("imps")
                if isinstance(percent, int | float):
                    value += f" ({percent:g}%)"
                elif isinstance(imps, int | float):
                    value += f" ({imps:+g} IMPs)"
            elif isinstance(side.get("amount"), str):  # an artificial score in its units
                value += f" ({side['amount']})"
            parts.append(f"{side.get('side')} {value}")
        found = f"adjusted {adj.get('law')}: " + ", ".join(parts)
    return found


def answers_of(
    ruling: Mapping[str, Any], sources: Mapping[tuple[int, str], str], default: str
) -> list[AnswerRecord]:
    """Every answered question of the ruling; ``sources[(n, id)]`` says where the answer to
    question ``id`` of irregularity ``n`` came from, ``default`` for the others."""
    out: list[AnswerRecord] = []
    for n, irr in enumerate(_irregularities(ruling), start=1):
        for q in irr.get("questions") or []:
            if not isinstance(q, Mapping) or q.get("answer") is None:
                continue
            qid = str(q.get("id", "?"))
            out.append(
                AnswerRecord(
                    irregularity=n,
                    question=qid,
                    law=str(q.get("law", "")),
                    asks=str(q.get("asks", "")),
                    seat=q.get("seat"),
                    answer=q.get("answer"),
                    source=sources.get((n, qid), default),
                )
            )
    return out


def complete_answers(ruling: Mapping[str, Any]) -> list[dict[str, Any]]:
    """The answers mapping of an incident record that replays to this ruling: one mapping
    per irregularity with every answered question."""
    out: list[dict[str, Any]] = []
    for irr in _irregularities(ruling):
        answers: dict[str, Any] = {}
        for q in irr.get("questions") or []:
            if not isinstance(q, Mapping):
                continue
            if q.get("answer") is not None:
                answers[str(q.get("id"))] = q.get("answer")
            poll = q.get("poll")
            if isinstance(poll, Mapping):  # a poll given beside a question (16B1(b))
                actions = ", ".join(
                    f"{a.get('action')} {a.get('considered')}/{a.get('chose')}"
                    for a in poll.get("actions") or []
                    if isinstance(a, Mapping)
                )
                answers["poll"] = f"{poll.get('asked')}: {actions}"
        out.append(answers)
    return out


def events_as_record(events: Sequence[object]) -> list[dict[str, str] | str]:
    """Parsed events as an incident record's ``events``: ``{seat: action}`` when the event
    names its seat, the bare action (the player whose turn it is) otherwise. Relies only on
    each event's ``str()`` (its compact notation, ``S:1H``) and ``seat``."""
    out: list[dict[str, str] | str] = []
    for event in events:
        text = str(event)
        seat = getattr(event, "seat", None)
        letter = getattr(seat, "letter", None)
        if isinstance(letter, str) and text.startswith(f"{letter}:"):
            out.append({letter: text[len(letter) + 1 :]})
        else:
            out.append(text)
    return out
