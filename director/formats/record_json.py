"""A hand record as JSON-ready data: what the file states about one board, with the line
and column of each call, card, claim and issue (``director convert --to json``)."""

from __future__ import annotations

from typing import Any

from director.formats.record import HandRecord, Position

__all__ = ["record_data"]


def _at(p: Position) -> dict[str, int]:
    return {"line": p.line, "column": p.column}


def record_data(record: HandRecord) -> dict[str, Any]:
    """``record`` as a mapping of plain JSON values (``None`` for what the file does not
    state)."""
    dealer = record.dealer.letter if record.dealer is not None else None
    return {
        "source": record.source,
        "record": record.index,
        **_at(record.position),
        "board": record.board,
        "board_number": record.board_number,
        "room": record.room,
        "table": record.table,
        "dealer": dealer,
        "vulnerable": str(record.vulnerable) if record.vulnerable is not None else None,
        "deal": record.deal.to_pbn() if record.deal is not None else None,
        "players": {seat.letter: name for seat, name in sorted(record.players.items())},
        "calls": [
            {
                "seat": c.seat.letter,
                "call": c.text,
                "alert": c.alert,
                "note": c.note,
                "suffix": c.suffix,
                "irregular": c.irregular,
                **_at(c.position),
            }
            for c in record.calls
        ],
        "auction_ended": record.auction_ended,
        "plays": [
            {
                "seat": c.seat.letter,
                "card": str(c.card),
                "trick": c.trick,
                "irregular": c.irregular,
                **_at(c.position),
            }
            for c in record.plays
        ],
        "claim": None
        if record.claim is None
        else {
            "tricks": record.claim.tricks,
            "after_cards": record.claim.after_cards,
            "by": record.claim.by.letter if record.claim.by is not None else None,
            **_at(record.claim.position),
        },
        "contract": record.contract,
        "declarer": record.declarer.letter if record.declarer is not None else None,
        "irregular_declarer": record.irregular_declarer,
        "result": record.result,
        "irregular_result": record.irregular_result,
        "score": record.score,
        "tags": dict(record.tags),
        "notes": {str(n): text for n, text in sorted(record.notes.items())},
        "commentary": list(record.commentary),
        "issues": [
            {
                "code": i.code,
                "message": i.message,
                "severity": i.severity,
                "board": i.board,
                **_at(i.position),
            }
            for i in record.issues
        ],
    }
