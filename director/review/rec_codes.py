"""The record checks' codes: each ``REC`` code with its kind and severity, and the finding
of one. This table is the only place they are listed; the checks are in
:mod:`director.review.checks` and :mod:`director.review.score_table`.

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

from director.formats.record import HandRecord
from director.review.findings import Finding, Severity

__all__ = ["CHECKS", "make_finding"]

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
