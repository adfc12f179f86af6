"""The log entry of a completed Belote ruling (the same store as bridge rulings: ``director
log`` lists, shows and exports it). A ruling with an open question is not logged, as for
bridge."""

from __future__ import annotations

from collections.abc import Collection
from typing import TYPE_CHECKING, Any

from director.belote import EDITION
from director.belote.ruling import BeloteRuling

if TYPE_CHECKING:
    from director.log.record import RulingRecord
    from director.session.options import LogOptions

__all__ = ["log_entry"]


def log_entry(
    ruling: BeloteRuling,
    incident: dict[str, Any],
    given: Collection[str],
    log: LogOptions,
    journaled: Collection[str] = frozenset(),
) -> RulingRecord | str:
    """The entry, or why the ruling is not logged. ``incident`` is the record as read (its
    ``answers`` are completed here, so that it replays to the same ruling); ``given`` the
    keys of ``--answer``, ``journaled`` those of a resumed draft (the others came from the
    record or the terminal)."""
    if ruling.status == "open":
        return "the ruling waits for an answer"
    from director.log.record import AnswerRecord

    answers: list[AnswerRecord] = []
    complete: dict[str, str] = {}
    record_answers = {str(k) for k in incident.get("answers") or {}}
    for n, irr in enumerate(ruling.irregularities, 1):
        for q in irr.questions:
            if q.answer is None:
                continue
            key = f"{n}.{q.id}"
            complete[key] = q.answer
            source = _source((key, q.id), given, journaled, record_answers)
            answers.append(AnswerRecord(n, q.id, q.law, q.asked_of, None, q.answer, source))
    for q in ruling.score.questions if ruling.score is not None else []:
        if q.answer is not None:
            complete[q.id] = q.answer
            source = _source((q.id,), given, journaled, record_answers)
            answers.append(AnswerRecord(0, q.id, q.law, q.asked_of, None, q.answer, source))
    return log.ruling_record(
        EDITION,
        {**incident, "edition": EDITION, "answers": complete},
        ruling.model_dump(mode="json"),
        answers,
    )


def _source(
    keys: tuple[str, ...],
    given: Collection[str],
    journaled: Collection[str],
    record: Collection[str],
) -> str:
    """Where an answer came from: ``--answer``, a resumed draft, the record, the terminal."""
    for source, held in (("option", given), ("journal", journaled), ("record", record)):
        if any(k in held for k in keys):
            return source
    return "terminal"
