"""Review one board of a hand record: replay it, check it, collect its findings.

Only what the record itself states answers the engine's questions (see
:class:`~director.review.answers.RecordAnswers`); every other question stays open and its
irregularity's finding says it needs the director.
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import TYPE_CHECKING

from director.errors import DirectorError
from director.formats.record import HandRecord, ParseIssue, Position
from director.review.answers import RecordAnswers
from director.review.checks import check_record
from director.review.edition import in_edition
from director.review.findings import Finding
from director.review.outcome import outcome_of
from director.review.quick import quick_outcome
from director.review.rec_codes import make_finding

if TYPE_CHECKING:
    from director.engine.ruling import Irregularity, Rectification, Ruling

__all__ = ["rectification_summary", "review_record"]

_EVENT = re.compile(r"\bevent (\d+)")


def review_record(
    record: HandRecord, quick: bool = True, edition: str = "wbf-2017"
) -> list[Finding]:
    """The findings of one board: parse issues, the replay's irregularities (ruled under
    ``edition``), record checks (citing ``edition``'s sections, :mod:`.edition`).

    A plainly regular board is replayed by :func:`~director.review.quick.quick_outcome`
    (``quick=False`` sends every board through the engine); the others by the engine. An
    engine error (bad input) is a ``REC010`` finding, anything else a ``REC099`` one; the
    review never raises for a board. A plainly regular board has no irregularity to rule
    under any code, so the shortcut (and the screen of PBN games) holds for every edition.
    """
    return in_edition(_findings(record, quick, edition), edition)


def _findings(record: HandRecord, quick: bool, edition: str) -> list[Finding]:
    out = [_issue(issue, record) for issue in record.issues]
    ruling: Ruling | None = None
    if not record.calls and not record.plays:
        return out + check_record(record, None)  # tags only: nothing to replay
    record, cut = _replayable(record)
    if cut is not None:
        out.append(cut)
    if any(i.code == "PBN029" for i in record.issues) and record.tags.get("Play") is not None:
        note = "; the play is not ruled on (it would be judged from a doubtful declarer)"
        out = [replace(f, message=f.message + note) if f.code == "PBN029" else f for f in out]
    try:
        fast = quick_outcome(record) if quick else None
    except Exception:  # never lose a board to the shortcut: the engine rules on it
        fast = None
    if fast is not None:
        return out + check_record(record, fast)
    try:
        ruling = _replay(record, edition)
    except DirectorError as e:
        event, position = _event_of(record, str(e))
        finding = make_finding("REC010", record, f"cannot replay the board: {e}", event=event)
        if position is not None:
            finding = _at(finding, position)
        out.append(finding)
    except Exception as e:  # a bug in director: report it, go on with the next board
        out.append(make_finding("REC099", record, f"internal error: {type(e).__name__}: {e}"))
    if ruling is not None:
        unruled = ruling.not_ruled()
        out += [
            _irregularity(record, irr, edition if irr is unruled else None)
            for irr in ruling.irregularities
            if irr is unruled or _reported(irr)
        ]
    try:
        out += check_record(record, outcome_of(ruling) if ruling is not None else None)
    except Exception as e:  # same: one board's bug never stops the review
        out.append(make_finding("REC099", record, f"internal error in checks: {e!r}"))
    return out


def _replayable(record: HandRecord) -> tuple[HandRecord, Finding | None]:
    """The part of ``record`` the review can replay without judging from a guess, and a
    finding saying what it leaves out: no play at all when the auction disagrees with
    the tags in no known way (the declarer, or the trump, is doubtful, and every play
    irregularity would depend on it: ``PBN029``'s finding says so); no play without an
    auction (the engine replays a play only after the auction that reached it); the play
    up to the
    first card that follows an unknown one (``-``) in its trick, since who played before
    it is not known (``REC011``). Neither the result nor a claim is then checked against
    the play."""
    if not record.plays:
        return record, None
    if any(i.code == "PBN029" for i in record.issues):
        return replace(record, plays=[], claim=None), None  # PBN029 says so
    if not record.calls:
        message = "play not replayed: the record has no auction to reach its contract from"
        return replace(record, plays=[], claim=None), make_finding(
            "REC011", record, message, tag="Play"
        )
    gap = getattr(record, "play_gap", None)
    if gap is None:
        return record, None
    card = record.plays[gap]
    short = replace(record, plays=record.plays[:gap], claim=None)
    finding = make_finding(
        "REC011",
        record,
        f"play replayed up to trick {card.trick}: an unknown card ('-') comes before "
        f"{card.seat.letter}'s {card.card} in it, so the order of play is not known",
    )
    return short, _at(finding, card.position)


def _replay(record: HandRecord, edition: str = "wbf-2017") -> Ruling:
    from director.formats.to_incident import to_incident

    incident, marks = to_incident(record, edition)
    events = incident.parsed_events()
    table = incident.new_table()
    return table.replay(events, [], RecordAnswers(record, marks))


def _reported(irr: Irregularity) -> bool:
    """A claim agreed as recorded is no irregularity; everything else is reported."""
    return not (irr.kind == "claim" and not irr.open_questions)


def _issue(issue: ParseIssue, record: HandRecord) -> Finding:
    p = issue.position
    return Finding(
        code=issue.code,
        kind="format",
        message=issue.message,
        severity=issue.severity,
        file=p.file,
        line=p.line,
        column=p.column,
        board=issue.board or record.name,
    )


def _irregularity(record: HandRecord, irr: Irregularity, unruled: str | None = None) -> Finding:
    """The finding of ``irr``; ``unruled`` names the edition under which this tool does not
    rule it (the replay stopped there: the director applies the law himself)."""
    event, position = _event_name(record, irr.event)
    message = irr.summary.rstrip(".")
    if irr.open_questions:
        message += "; needs the director: " + ", ".join(irr.open_questions)
    if unruled is not None:
        message += (
            f"; not ruled by this tool under {unruled}: the director applies Law {irr.not_ruled} "
            "himself (the rest of the board is not replayed)"
        )
    finding = Finding(
        code=irr.law,
        kind=irr.kind,
        message=message,
        severity="warning",
        file=record.position.file,
        line=record.position.line,
        column=record.position.column,
        board=record.name,
        event=event,
        rectification=rectification_summary(irr.rectification),
    )
    return _at(finding, position) if position is not None else finding


def _at(finding: Finding, position: Position) -> Finding:
    return replace(finding, line=position.line, column=position.column)


def _event_name(record: HandRecord, index: int) -> tuple[str, Position | None]:
    """``call 5`` / ``trick 3 card 2`` / ``claim`` for the 1-based event ``index``."""
    calls = len(record.calls)
    if 1 <= index <= calls:
        call = record.calls[index - 1]
        return f"call {index}", call.position
    k = index - calls
    if 1 <= k <= len(record.plays):
        card = record.plays[k - 1]
        nth = sum(1 for c in record.plays[:k] if c.trick == card.trick)
        return f"trick {card.trick} card {nth}", card.position
    if record.claim is not None:
        return "claim", record.claim.position
    return f"event {index}", None


def _event_of(record: HandRecord, message: str) -> tuple[str | None, Position | None]:
    m = _EVENT.search(message)
    return _event_name(record, int(m.group(1))) if m else (None, None)


def rectification_summary(r: Rectification) -> str | None:
    """The rectification in one line: laws, obligations, transfers, reviews."""
    parts: list[str] = []
    if r.laws:
        parts.append("laws " + ", ".join(r.laws))
    parts += [f"{m.seat} must pass ({m.scope}, {m.law})" for m in r.must_pass]
    parts += [f"lead restriction on {x.player} ({x.law})" for x in r.lead_restrictions]
    parts += [f"{p.kind} penalty card {p.card} ({p.seat}, {p.law})" for p in r.penalty_cards]
    if r.trick_transfer is not None:
        t = r.trick_transfer
        parts.append(f"{t.tricks} trick(s) to {t.to_side} ({t.law})")
    if r.declarer_change is not None:
        d = r.declarer_change
        parts.append(f"declarer {d.was} -> {d.now} ({d.law})")
    if r.adjusted_score_review is not None:
        parts.append(f"adjusted score review ({r.adjusted_score_review.law})")
    if r.unauthorised_information is not None:
        parts.append(f"unauthorised information ({r.unauthorised_information.law})")
    return "; ".join(parts) or None
