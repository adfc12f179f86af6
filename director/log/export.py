"""The log exported: JSON (every field of every ruling), CSV (one summary row per ruling)
and PBN (one game per ruling, the ruling in ``{...}`` commentary).

Each format is a function of a list of :class:`~director.log.store.LogEntry`, newest
first as :meth:`~director.log.store.LogStore.find` returns them; the exports list them
oldest first.
"""

from __future__ import annotations

import csv
import io
import json
from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any

from director.log.store import LogEntry

if TYPE_CHECKING:
    from director.game import Game

__all__ = ["CSV_COLUMNS", "EXPORTS", "entry_dict", "to_csv", "to_json", "to_pbn"]

CSV_COLUMNS = (
    "id", "time", "edition", "event", "session", "table", "board", "kinds", "laws", "score",
    "notes", "corrects",
)  # fmt: skip


def _time(entry: LogEntry) -> str:
    return entry.created_at.isoformat(timespec="seconds").replace("+00:00", "Z")


def entry_dict(entry: LogEntry) -> dict[str, Any]:
    """Everything the log holds about one ruling, as JSON-ready data."""
    return {
        "id": entry.id,
        "time": _time(entry),
        "program": entry.program,
        "command": entry.command,
        "source": entry.source,
        "edition": entry.edition,
        "event": entry.event,
        "session": entry.session,
        "table": entry.table,
        "board": entry.board,
        "kinds": [kind for kind, _ in entry.kinds],
        "laws": entry.laws,
        "score": entry.score,
        "corrects": entry.corrects,
        "corrected_by": entry.corrected_by,
        "notes": [{"time": _iso(n.created_at), "text": n.text} for n in entry.notes],
        "answers": [
            {
                "irregularity": a.irregularity,
                "question": a.question,
                "law": a.law,
                "asks": a.asks,
                "seat": a.seat,
                "answer": a.answer,
                "source": a.source,
            }
            for a in entry.answers
        ],
        "incident": entry.incident,
        "ruling": entry.ruling,
    }


def _iso(moment: Any) -> str:
    return str(moment.isoformat(timespec="seconds")).replace("+00:00", "Z")


def to_json(entries: list[LogEntry]) -> str:
    return json.dumps([entry_dict(e) for e in reversed(entries)], indent=2, ensure_ascii=False)


def to_csv(entries: list[LogEntry]) -> str:
    """One row per ruling; ``kinds`` and ``laws`` separated by spaces, ``notes`` a count."""
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(CSV_COLUMNS)
    for e in reversed(entries):
        writer.writerow(
            [
                e.id,
                _time(e),
                e.edition,
                e.event or "",
                e.session or "",
                e.table or "",
                "" if e.board is None else e.board,
                " ".join(kind for kind, _ in e.kinds),
                " ".join(e.laws),
                e.score or "",
                len(e.notes),
                "" if e.corrects is None else e.corrects,
            ]
        )
    return out.getvalue()


# ---------------------------------------------------------------------------------- PBN
_VULNERABLE = {"none": "None", "ns": "NS", "ew": "EW", "both": "All", "all": "All"}


def _tag(name: str, value: Any) -> str:
    text = str(value).replace("\\", "\\\\").replace('"', '\\"')
    return f'[{name} "{text}"]'


def _comment(text: str) -> str:
    """Commentary text: braces cannot nest in PBN, so they become parentheses."""
    return text.replace("{", "(").replace("}", ")")


def _contract(contract: Mapping[str, Any]) -> str | None:
    try:
        level, strain = int(contract["level"]), str(contract["strain"])
        doubled = int(contract.get("doubled") or 0)
    except (KeyError, TypeError, ValueError):
        return None
    strain = "NT" if strain.upper() in ("N", "NT") else strain.upper()
    return f"{level}{strain}{'X' * doubled}"


def _pbn_score(score: Any, text: str | None) -> str | None:
    """PBN's ``Score`` value: ``NS 110`` from North-South's points when the ruling gives
    them, else the stored text."""
    if isinstance(score, Mapping):
        ns = score.get("ns")
        if isinstance(ns, int) and not isinstance(ns, bool):
            return f"NS {ns}"
    return text


def _bridge_game(edition: str) -> Game | None:
    """The bridge game (director/game) an edition's deals are of; None for an edition
    whose game is not bridge (Belote), or one this director does not know."""
    from director.editions import get_edition
    from director.errors import DirectorError

    try:
        return get_edition(edition).game
    except DirectorError:
        return None


def _in_pbn(edition: str) -> bool:
    """PBN holds bridge deals: a ruling of an edition whose game is not bridge is left out
    (one of an edition this director does not know is kept, read as bridge)."""
    from director.editions import EDITIONS

    return edition not in EDITIONS or _bridge_game(edition) is not None


def _pbn_fits(edition: str, ruling: Mapping[str, Any]) -> bool:
    """PBN's ``[Auction]`` gives the calls to the four seats in rotation, in its own
    denominations: not a game of three players (three-handed Auction, West the dummy
    packet), nor royal spades (Auction Bridge 1912)."""
    game = _bridge_game(edition)
    seats = len(game.seats) if game is not None else 4
    calls = [c.get("call") for c in ruling.get("auction") or [] if isinstance(c, Mapping)]
    return seats == 4 and not any("RS" in str(c) for c in calls)


def _auction(ruling: Mapping[str, Any]) -> list[str]:
    calls = [c.get("call") for c in ruling.get("auction") or [] if isinstance(c, Mapping)]
    if not calls or not all(isinstance(c, str) for c in calls):
        return []
    lines = [" ".join(str(c) for c in calls[i : i + 4]) for i in range(0, len(calls), 4)]
    if not ruling.get("auction_complete"):
        lines[-1] += " *"  # PBN: no more calls are given
    return lines


def _ruling_summary(entry: LogEntry) -> str:
    ruling = entry.ruling
    parts = [f"director ruling #{entry.id} ({entry.edition}, {_time(entry)})."]
    if entry.corrects is not None:
        parts.append(f"Corrects ruling #{entry.corrects}.")
    irregularities = [i for i in ruling.get("irregularities") or [] if isinstance(i, Mapping)]
    if not irregularities:
        parts.append("No irregularity.")
    by_irr: dict[int, list[str]] = {}
    for a in entry.answers:
        answer = {True: "yes", False: "no"}.get(a.answer, a.answer)
        by_irr.setdefault(a.irregularity, []).append(f"{a.question} = {answer} ({a.who})")
    for n, irr in enumerate(irregularities, start=1):
        head = (
            f"{n}. {irr.get('kind', '?')}, Law {irr.get('law', '?')}, "
            f"offender {irr.get('offender', '?')}, event {irr.get('event', '?')}."
        )
        parts.append(head)
        if by_irr.get(n):
            parts.append("Answers: " + "; ".join(by_irr[n]) + ".")
        for step in irr.get("steps") or []:
            if isinstance(step, Mapping):
                parts.append(f"[{step.get('law', '')}] {step.get('text', '')}")
    contract = ruling.get("contract")
    if isinstance(contract, Mapping) and contract.get("text"):
        parts.append(f"Contract: {contract['text']}.")
    elif ruling.get("passed_out"):
        parts.append("Passed out.")
    if entry.score:
        parts.append(f"Score: {entry.score}.")
    for note in entry.notes:
        parts.append(f"Note ({_iso(note.created_at)}): {note.text}")
    return _comment("\n".join(parts))


def _game(entry: LogEntry) -> str:
    ruling, incident = entry.ruling, entry.incident
    lines: list[str] = []
    if entry.event:
        lines.append(_tag("Event", entry.event))
    lines.append(_tag("Date", entry.created_at.astimezone().strftime("%Y.%m.%d")))
    if entry.session:
        lines.append(_tag("Round", entry.session))
    if entry.table:
        lines.append(_tag("Table", entry.table))
    board = entry.board if entry.board is not None else ruling.get("board")
    if board is not None:
        lines.append(_tag("Board", board))
    dealer = ruling.get("dealer")
    if isinstance(dealer, str) and dealer:
        lines.append(_tag("Dealer", dealer))
    vulnerable = _VULNERABLE.get(str(ruling.get("vulnerable", "")).lower())
    if vulnerable:
        lines.append(_tag("Vulnerable", vulnerable))
    deal = incident.get("deal")
    if isinstance(deal, str) and deal:
        lines.append(_tag("Deal", deal))
    contract = ruling.get("contract")
    fits = _pbn_fits(entry.edition, ruling)
    if isinstance(contract, Mapping):
        text = _contract(contract)
        if text and "RS" in text:  # royal spades (1912): no PBN denomination
            text = None
        if text and contract.get("declarer"):
            lines.append(_tag("Declarer", contract["declarer"]))
            lines.append(_tag("Contract", text))
    elif ruling.get("passed_out"):
        lines.append(_tag("Contract", "Pass"))
    score = _pbn_score(ruling.get("score"), entry.score)
    if score:
        lines.append(_tag("Score", score))
    auction = _auction(ruling)
    if auction and isinstance(dealer, str) and dealer and fits:
        lines.append(_tag("Auction", dealer))
        lines.extend(auction)
    summary = _ruling_summary(entry)
    if auction and not fits:  # said with each call's player instead
        said = ", ".join(f"{c.get('seat')} {c.get('call')}" for c in ruling.get("auction") or [])
        summary += _comment(
            f"\nAuction, each call with its player (PBN's cannot hold three players or royal "
            f"spades): {said}."
        )
    lines.append("{" + summary + "}")
    return "\n".join(lines)


def to_pbn(entries: list[LogEntry]) -> str:
    """PBN 2.1 export: one game per ruling, games separated by an empty line (a bridge
    format: Belote rulings are left out, named in a comment)."""
    from director import __version__

    head = f"% PBN 2.1\n% EXPORT\n% director {__version__}: ruling log\n"
    other = [e.id for e in entries if not _in_pbn(e.edition)]
    if other:
        head += "% not bridge, left out: ruling(s) " + ", ".join(f"#{n}" for n in other) + "\n"
    bridge = [e for e in reversed(entries) if _in_pbn(e.edition)]
    return head + "\n" + "\n\n".join(_game(e) for e in bridge) + "\n"


# The export formats (``director log export --format``, through the registry of
# :mod:`director.output.formats`).
EXPORTS: dict[str, Callable[[list[LogEntry]], str]] = {
    "json": to_json,
    "csv": to_csv,
    "pbn": to_pbn,
}
