"""Record checks: does what the file states agree with the deal, the auction and the play?

Each check has a ``REC`` code; this table is the only place they are listed.

| code   | kind              | sev.    | what it flags                                      |
| ------ | ----------------- | ------- | -------------------------------------------------- |
| REC001 | invalid-deal      | error   | the deal is not 52 distinct cards, 13 a hand       |
| REC002 | incomplete-deal   | warning | no deal, or hands unknown (play not checkable)     |
| REC003 | contract-mismatch | error   | the auction's contract is not the Contract tag's   |
| REC004 | declarer-mismatch | error   | the auction's declarer is not the Declarer tag's   |
| REC005 | result-mismatch   | error   | tricks won in play (after transfers) != Result     |
| REC006 | score-mismatch    | error   | Score != Law 77 score of Contract, Result          |
| REC007 | impossible-claim  | error   | a claim's total exceeds what can remain, or is     |
|        |                   |         | below what declarer's side already won             |
| REC008 | score-table-mismatch | error | a ``[ScoreTable]`` row's score is not Law 77's for |
|        |                   |         | its contract, declarer and result, or its          |
|        |                   |         | matchpoints not Law 78A's against the other rows,  |
|        |                   |         | or an artificial score not 12C2(a)'s share         |
| REC009 | total-score-mismatch | error | a pair's ``[TotalScoreTable]`` total or percentage |
|        |                   |         | is not the sum of its boards' ``[ScoreTable]`` rows |
| REC010 | replay-error      | error   | the engine cannot replay the board (e.g. a card    |
|        |                   |         | not in the hand); names the event                  |
| REC011 | play-not-replayed | info    | the play is replayed only in part, or not at all:  |
|        |                   |         | a doubtful declarer (PBN029), no auction, an       |
|        |                   |         | unknown card '-' before a known one in its trick   |
| REC012 | board-not-completed | warning | an auction without its final pass, or a contract |
|        |                   |         | with no result: no result stated, no claim, no     |
|        |                   |         | ``*``, fewer than 13 tricks (12C2(a) may apply)    |
| REC013 | not-played        | info    | a record with no auction, play, contract or result |
| REC099 | internal-error    | error   | a bug in director on this board (please report)    |
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from director.digits import small_int
from director.formats.record import HandRecord
from director.review.findings import Finding, Severity

if TYPE_CHECKING:
    from director.model.board import Vulnerability
    from director.model.seat import Seat
    from director.review.outcome import Outcome

__all__ = ["CHECKS", "check_record", "make_finding", "score_mismatch"]

CHECKS: dict[str, tuple[str, Severity]] = {
    "REC001": ("invalid-deal", "error"),
    "REC002": ("incomplete-deal", "warning"),
    "REC003": ("contract-mismatch", "error"),
    "REC004": ("declarer-mismatch", "error"),
    "REC005": ("result-mismatch", "error"),
    "REC006": ("score-mismatch", "error"),
    "REC007": ("impossible-claim", "error"),
    "REC008": ("score-table-mismatch", "error"),
    "REC009": ("total-score-mismatch", "error"),
    "REC010": ("replay-error", "error"),
    "REC011": ("play-not-replayed", "info"),
    "REC012": ("board-not-completed", "warning"),
    "REC013": ("not-played", "info"),
    "REC099": ("internal-error", "error"),
}

_SCORE = re.compile(
    r"(?:(NS|EW)\s*)?(-?[0-9]+)(?:\s+(NS|EW)\s*(-?[0-9]+))?", re.IGNORECASE | re.ASCII
)


def make_finding(
    code: str, record: HandRecord, message: str, event: str | None = None, tag: str | None = None
) -> Finding:
    """A ``REC`` finding on ``record``, placed at the record (or the tag's line if known)."""
    kind, severity = CHECKS[code]
    position = getattr(record, "tag_positions", {}).get(tag) if tag else None
    position = position or record.position
    return Finding(
        code=code,
        kind=kind,
        message=message,
        severity=severity,
        file=position.file,
        line=position.line,
        column=position.column,
        board=record.name,
        event=event,
    )


def check_record(record: HandRecord, ruling: Outcome | None) -> list[Finding]:
    """Every record check on ``record``; ``ruling`` is what its replay found (``None`` if
    it failed)."""
    from director.review.score_table import check_score_table

    if _unplayed(record):
        return [make_finding("REC013", record, "not played: no auction, play, contract or result")]
    out = check_score_table(record)
    out += _deal(record)
    out += _completed(record, ruling)
    out += _contract(record, ruling)
    if ruling is not None:
        out += _result(record, ruling)
    out += _score(record)
    out += _claim(record)
    return out


def _unplayed(record: HandRecord, tables: bool = True) -> bool:
    """No auction, play, contract, declarer, result or score, nor (``tables``) a table of
    the scores at the board's tables (``[ScoreTable]``): a board no one here played."""
    return not (
        record.calls or record.plays or record.contract or record.result is not None
        or record.score or record.declarer is not None  # (North is seat 0: falsy)
        or (tables and getattr(record, "sections", {}))
    )  # fmt: skip


_ADJUST = (
    "if no result was obtained at the table, the director awards an artificial adjusted "
    "score by each side's share of responsibility (12C2(a))"
)


def _completed(record: HandRecord, ruling: Outcome | None) -> list[Finding]:
    """REC012: the record shows a board that was not finished - an auction without its
    final pass, or a contract with no result (no ``[Result]``, no claim, no ``*``, fewer
    than 13 tricks)."""
    from director.formats.pbn_auction import auction_contract

    if record.result is not None or record.irregular_result or record.score:
        return []
    ended = auction_contract([(c.seat, c.text) for c in record.calls]) if record.calls else None
    if record.calls and ended is None:
        where = f"after {len(record.calls)} call{'s' if len(record.calls) != 1 else ''}"
        message = f"the auction stops {where}, without its final pass; {_ADJUST}"
        return [make_finding("REC012", record, message, tag="Auction")]
    passed = (ended is not None and ended[0] == "Pass") or record.contract == "Pass"
    has_contract = (ended is not None and ended[0] != "Pass") or (
        record.contract is not None and not passed
    )
    if passed or not has_contract or record.claim is not None:
        return []
    if getattr(record, "play_ended", False) or len(record.plays) >= 52:
        return []
    tricks = len(record.plays) // 4
    what = (
        f"the play stops after {tricks} trick{'s' if tricks != 1 else ''}"
        if record.plays
        else "no play"
    )
    message = f"a contract with no result: {what}, no claim, no [Result]; {_ADJUST}"
    return [make_finding("REC012", record, message, tag="Play" if record.plays else None)]


def _reported(record: HandRecord, code: str) -> bool:
    """The reader already reported this mismatch: one finding is enough."""
    return any(issue.code == code for issue in record.issues)


def _deal(record: HandRecord) -> list[Finding]:
    deal = record.deal
    if deal is None:
        if "Deal" in getattr(record, "omitted", ()):
            return []  # the reader said so once for the run of such games (PBN033)
        if _unplayed(record, tables=False):
            return []  # a game of score tables only: no hands to know
        what = "the play cannot be checked" if record.plays else "the hands are not known"
        return [make_finding("REC002", record, f"no deal: {what}", tag="Deal")]
    seen: set[object] = set()
    total = 0
    for seat, hand in zip("NESW", deal.hands, strict=True):
        if hand is None:
            continue
        if len(hand) != 13:
            return [make_finding("REC001", record, f"{seat} holds {len(hand)} cards, not 13")]
        seen.update(hand)
        total += len(hand)
    if len(seen) != total:
        return [make_finding("REC001", record, "a card is in two hands", tag="Deal")]
    if not deal.is_complete:
        unknown = [s for s, h in zip("NESW", deal.hands, strict=True) if h is None]
        return [
            make_finding(
                "REC002", record, f"hands unknown: {' '.join(unknown)} (the play cannot be checked)"
            )
        ]
    return []


def _contract(record: HandRecord, ruling: Outcome | None) -> list[Finding]:
    from director.formats.pbn_auction import auction_contract
    from director.formats.pbn_values import parse_contract

    if record.contract is None or not record.calls or _reported(record, "PBN029"):
        return []
    found: tuple[str, str | None]
    if ruling is not None and ruling.contract is not None:
        found = ruling.contract
    elif ruling is not None and ruling.passed_out:
        found = ("Pass", None)
    elif ruling is not None and ruling.irregular:
        return []  # the legal auction is not known until the director rules
    else:
        outcome = auction_contract([(c.seat, c.text) for c in record.calls])
        if outcome is None:
            return []
        found = (outcome[0], outcome[1].letter if outcome[1] is not None else None)
    stated = parse_contract(record.contract)
    auction = parse_contract(found[0])
    if stated is None or auction is None or (stated.level is None and stated.text != "Pass"):
        return []
    out: list[Finding] = []
    if stated.text != auction.text:
        out.append(
            make_finding(
                "REC003",
                record,
                f"the auction ends in {auction.text}, the Contract tag says {stated.text}",
                tag="Contract",
            )
        )
    elif (
        record.declarer is not None
        and not record.irregular_declarer
        and found[1] is not None
        and record.declarer.letter != found[1]
    ):
        out.append(
            make_finding(
                "REC004",
                record,
                f"the auction's declarer is {found[1]}, the Declarer tag says "
                f"{record.declarer.letter}",
                tag="Declarer",
            )
        )
    return out


def _result(record: HandRecord, ruling: Outcome) -> list[Finding]:
    tricks = ruling.tricks
    if (
        tricks is None
        or record.result is None
        or record.irregular_result
        or ruling.stopped
        or _reported(record, "PBN028")
    ):
        return []
    if tricks == record.result:
        return []
    return [
        make_finding(
            "REC005",
            record,
            f"the play gives declarer {tricks} tricks, the Result tag says {record.result}",
            tag="Result",
        )
    ]


def _score(record: HandRecord) -> list[Finding]:
    wrong = score_mismatch(
        record.score, record.contract, record.declarer, record.result, record.vulnerable
    )
    if wrong is None:
        return []
    side, value, computed = wrong
    by = record.declarer.letter if record.declarer is not None else "?"
    return [
        make_finding(
            "REC006",
            record,
            f"Score says {side} {value}; {record.contract} by {by} taking {record.result} "
            f"scores {side} {computed} (77)",
            tag="Score",
        )
    ]


def score_mismatch(
    score: str | None,
    contract: str | None,
    declarer: Seat | None,
    result: int | None,
    vulnerable: Vulnerability | None,
) -> tuple[str, int, int] | None:
    """``(side, stated, Law 77 score)`` when a ``[Score]`` value disagrees with the
    contract, declarer, result and vulnerability the record states; ``None`` when it
    agrees or cannot be checked. A bare score is declarer's side's."""
    from director.errors import DirectorError
    from director.formats.pbn_values import parse_contract
    from director.scoring.contract import ContractResult
    from director.scoring.law77 import side_score

    if score is None or contract is None or vulnerable is None:
        return None
    m = _SCORE.fullmatch(score.strip())
    parsed = parse_contract(contract)
    if m is None or parsed is None:
        return None
    try:
        if parsed.text == "Pass":
            scores = {"NS": 0, "EW": 0}
            declarer_side = "NS"
        else:
            if declarer is None or result is None or parsed.level is None:
                return None
            assert parsed.strain is not None
            outcome = ContractResult(
                parsed.level, parsed.strain, parsed.text.count("X"), declarer, result
            )
            scores = side_score(outcome, vulnerable)
            declarer_side = declarer.side
    except DirectorError:
        return None
    stated: dict[str, int] = {}
    for side, value in ((m.group(1), m.group(2)), (m.group(3), m.group(4))):
        if value is not None:
            number = small_int(value.lstrip("-"))
            if number is None:
                return None  # no score has that many digits: nothing to compare
            # a bare score is declarer's side's
            stated[(side or declarer_side).upper()] = -number if value[0] == "-" else number
    for side, value in stated.items():
        if scores[side] != value:
            return side, value, scores[side]
    return None


def _claim(record: HandRecord) -> list[Finding]:
    from director.formats.pbn_values import parse_contract
    from director.model.trick import trick_winner

    claim, declarer = record.claim, record.declarer
    if claim is None or declarer is None or record.irregular_result:
        return []
    contract = parse_contract(record.contract) if record.contract else None
    trump = contract.trump if contract is not None else None
    tricks: dict[int, list[tuple[object, object]]] = {}
    for card in record.plays[: claim.after_cards]:
        tricks.setdefault(card.trick, []).append((card.seat, card.card))
    won = complete = 0
    for cards in tricks.values():
        if len(cards) == 4:
            complete += 1
            winner = trick_winner(cards, trump)  # type: ignore[arg-type]
            won += winner % 2 == declarer % 2
    remaining = 13 - complete
    if won <= claim.tricks <= won + remaining:
        return []
    where = f"after {complete} tricks ({won} won by declarer's side, {remaining} to play)"
    pos = claim.position
    return [
        Finding(
            code="REC007",
            kind=CHECKS["REC007"][0],
            message=f"claim of {claim.tricks} tricks in all is impossible {where}",
            severity="error",
            file=pos.file,
            line=pos.line,
            column=pos.column,
            board=record.name,
            event=f"claim after card {claim.after_cards}",
        )
    ]
