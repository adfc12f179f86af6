"""Saving a completed Belote ruling in the ruling log (the same store as bridge rulings:
``director log`` lists, shows and exports it). A ruling with an open question is not
logged, as for bridge."""

from __future__ import annotations

import sys
from collections.abc import Collection
from typing import TYPE_CHECKING, Any

from director.belote import EDITION
from director.belote.ruling import BeloteRuling
from director.games.base import LogTarget

if TYPE_CHECKING:
    from director.log.session import LogSession

__all__ = ["save_ruling"]


def save_ruling(
    ruling: BeloteRuling,
    incident: dict[str, Any],
    given: dict[str, str],
    log: LogTarget,
    session: LogSession | None = None,
    journaled: set[str] | frozenset[str] = frozenset(),
) -> None:
    """``incident`` is the record as read (its ``answers`` are completed here, so that it
    replays to the same ruling); ``given`` the answers of ``--answer``, ``journaled`` those
    of a resumed draft (the others came from the record or the terminal). With a
    ``session`` (``director rule``) the ruling is saved through it, finishing its draft."""
    if not log.enabled:
        return
    if ruling.status == "open":
        sys.stderr.write("not logged: the ruling waits for an answer\n")
        return
    from director.log.errors import LogError
    from director.log.paths import resolve_log_path
    from director.log.record import AnswerRecord
    from director.log.store import LogStore

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
    record = log.ruling_record(
        EDITION,
        {**incident, "edition": EDITION, "answers": complete},
        ruling.model_dump(mode="json"),
        answers,
    )
    try:
        if session is not None:
            path = session.path
            ruling_id = session.save(record)
        else:
            path = resolve_log_path(log.path)
            with LogStore.open(path) as store:
                ruling_id = store.save(record)
    except LogError as e:
        raise LogError(f"the ruling above was not logged: {e}") from None
    sys.stderr.write(f"logged as #{ruling_id} in {path}\n")


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
