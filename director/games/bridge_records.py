"""One board of a hand-record file (PBN or LIN) replayed as a bridge incident: the ruling,
then what the file states against what was replayed - contract, declarer, result and score
one by one, and the reader's findings that explain the replay."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from director.clip import clip
from director.games.bridge_session import run

if TYPE_CHECKING:
    from director.engine.events import Event
    from director.engine.ruling import Ruling
    from director.formats.record import HandRecord
    from director.games.bridge_extras import Extra
    from director.model.deal import Deal
    from director.record.incident import Incident
    from director.regulator.profile import Profile
    from director.review.answers import RecordAnswers
    from director.session.options import LogOptions

__all__ = ["replay_hand_record"]


def replay_hand_record(
    path: Path,
    board: str | None,
    record_no: int | None,
    answers: dict[str, str],
    fmt: str,
    options: LogOptions,
    inherit: bool = False,
    extras: list[Extra] | None = None,
    regulator: Profile | None = None,
    edition: str = "wbf-2017",
    report: Path | None = None,
) -> None:
    """One board of a hand-record file (``inherit`` as for ``director review``), ruled
    under ``edition`` (``report``: a file for the written ruling as well). It is
    logged only when asked (``--log``) or when its replay rules on an irregularity:
    browsing a file fills no ruling log. A board the engine cannot replay is shown up to
    the card before the failing event, then the reason (exit 2)."""
    import sys

    from director.errors import DirectorError
    from director.formats.pick import pick_record
    from director.formats.to_incident import to_incident
    from director.record.incident import InvalidRecordError
    from director.review.answers import RecordAnswers
    from director.review.run import read_records
    from director.session.options import LogOptions

    hand = pick_record(read_records(path, inherit=inherit), str(path), board, record_no)
    incident, marks = to_incident(hand, edition)
    events = incident.parsed_events()
    for issue in hand.issues:
        sys.stderr.write(f"warning: {clip(str(issue))}\n")
    options.source = f"{path}#{hand.index}"
    record_answers = RecordAnswers(hand, marks)
    try:
        irregular = _dry_run(incident, events, record_answers)
    except DirectorError as e:
        failed = _failed_event(str(e))
        reason = f"{path}: record {hand.index} cannot be replayed: {e}"
        if failed is None or fmt != "text":  # JSON: no partial ruling, only the reason
            raise InvalidRecordError(reason) from None
        shown = LogOptions(enabled=False)
        run(incident, events[: failed - 1], {}, fmt, False, shown, record_answers)
        raise InvalidRecordError(reason) from None
    if options.enabled and options.path is None and not irregular:
        options.enabled = False
        sys.stderr.write("not logged: no irregularity on this board (--log PATH logs it)\n")
    run(
        incident,
        events,
        answers,
        fmt,
        False,
        options,
        record_answers=record_answers,
        after=lambda ruling: _after_hand_record(
            hand, incident.parsed_deal(), ruling, extras, edition
        ),
        regulator=regulator,
        report=report,
    )


def _after_hand_record(
    hand: HandRecord,
    deal: Deal | None,
    ruling: Ruling,
    extras: list[Extra] | None,
    edition: str = "wbf-2017",
) -> None:
    _print_record_checks(hand, ruling, edition)
    for extra in extras or []:
        extra(deal, ruling)


def _dry_run(incident: Incident, events: list[Event], answers: RecordAnswers) -> bool:
    """Whether the replay of the board rules on an irregularity (nothing printed).

    :raises DirectorError: where the engine cannot replay the board."""

    table = incident.new_table()
    return bool(table.replay(events, [], answers).irregularities)


def _failed_event(message: str) -> int | None:
    import re

    m = re.search(r"\bevent (\d+)", message)
    return int(m.group(1)) if m else None


# reader findings that explain what the replay does with the record (issue 15)
_CAUSES = ("PBN029", "PBN031", "PBN032", "PBN033", "PBN006")


def _print_record_checks(hand: HandRecord, ruling: Ruling, edition: str = "wbf-2017") -> None:
    """What the file states against what was replayed: the cause of any reading the
    record needed first, then contract, declarer, result and score one by one. "Agrees"
    is said only when all four are stated and agree."""
    from director.render.console import console
    from director.review.checks import check_record
    from director.review.edition import in_edition
    from director.review.outcome import outcome_of

    out = console()
    stated = [
        f"{name} {value}"
        for name, value in (
            ("contract", hand.contract),
            ("declarer", hand.declarer.letter if hand.declarer is not None else None),
            ("result", hand.result),
            ("score", hand.score),
        )
        if value is not None
    ]
    board = f" (board {hand.board})" if hand.board is not None else ""
    out.print(
        f"[bold]Record {hand.index}[/bold]{board}: " + (", ".join(stated) or "no result stated")
    )
    for issue in hand.issues:
        if issue.code in _CAUSES:
            out.print(f"  [yellow]{issue.code}[/yellow] {clip(issue.message)}")
    if hand.vulnerable is None:
        board_vul = (
            f"Law 2's rotation for board {hand.board_number} gives {ruling.vulnerable}"
            if hand.board_number is not None
            else f"the score above assumes {ruling.vulnerable} vulnerable"
        )
        out.print(f"  [yellow]vulnerability[/yellow]: unknown (not in the record); {board_vul}")
    lines = _comparisons(hand, ruling)
    for name, agrees, text in lines:
        colour = "green" if agrees else ("red" if agrees is False else "yellow")
        out.print(f"  [{colour}]{name}[/{colour}]: {text}")
    shown = {"REC003", "REC004", "REC005", "REC006"}  # said just above
    for f in in_edition(check_record(hand, outcome_of(ruling)), edition):
        if f.code.startswith("REC") and f.code not in shown:
            out.print(f"  [yellow]{f.code}[/yellow] {f.message}")
    differ = [name for name, agrees, _ in lines if agrees is False]
    open_ = [name for name, agrees, _ in lines if agrees is None]
    if differ:
        out.print(f"  the record does not agree with the replay: {', '.join(differ)}")
    elif open_:
        out.print(f"  agreement not established: {', '.join(open_)} not compared")
    else:
        out.print("  the record agrees with the replay")


def _comparisons(hand: HandRecord, ruling: Ruling) -> list[tuple[str, bool | None, str]]:
    """``(item, agrees, text)`` for contract, declarer, result and score; ``agrees`` is
    ``None`` when the item cannot be compared (not stated, or not known from the replay)."""
    from director.review.outcome import outcome_of
    from director.review.stated_score import score_mismatch

    outcome = outcome_of(ruling)
    contract = outcome.contract[0] if outcome.contract is not None else None
    declarer = outcome.contract[1] if outcome.contract is not None else None
    if outcome.passed_out:
        contract = "Pass"
    rows: list[tuple[str, bool | None, str]] = []

    def compare(name: str, said: object, found: object, why: str) -> None:
        if said is None:
            rows.append((name, None, "not in the record"))
        elif found is None:
            rows.append((name, None, f"the record says {said}; {why}"))
        elif said == found:
            rows.append((name, True, f"{said}, as replayed"))
        else:
            rows.append((name, False, f"the record says {said}, the replay gives {found}"))

    compare("contract", hand.contract, contract, "the replay reaches no contract")
    said_declarer = hand.declarer.letter if hand.declarer is not None else None
    if contract == "Pass":
        declarer = said_declarer = None if said_declarer is None else said_declarer
    compare("declarer", said_declarer, declarer, "the replay names no declarer")
    compare("result", hand.result, outcome.tricks, "the replay does not account for 13 tricks")
    if hand.score is None:
        rows.append(("score", None, "not in the record"))
    elif hand.vulnerable is None:
        rows.append(("score", None, f"the record says {hand.score}; vulnerability unknown"))
    elif contract is None or (contract != "Pass" and (declarer is None or outcome.tricks is None)):
        rows.append(("score", None, f"the record says {hand.score}; the replay has no result"))
    else:
        from director.model.seat import Seat

        seat = Seat.parse(declarer) if declarer is not None else None
        wrong = score_mismatch(hand.score, contract, seat, outcome.tricks, hand.vulnerable)
        if wrong is None:
            rows.append(("score", True, f"{hand.score}, as Law 77 scores the replay"))
        else:
            side, value, computed = wrong
            text = f"the record says {side} {value}, the replay scores {computed} (77)"
            rows.append(("score", False, text))
    return rows
