"""Time at the table (issue 31): what a director types and how many questions he answers
for each incident of a fixed set (the 2017 example records, each typed as `director rule`
would take it), turned into seconds by a stated typing model, with the tool's own time
measured. Prints one line per incident and the median; asserts nothing.

Typing model (a director at a club table, on a laptop):

- ``CHARS_PER_SECOND`` characters per second for everything typed after ``director rule``
  (the notation, the options, each answer), Enter counted as a character;
- ``READ_SECONDS`` to read each question and its options before answering;
- a deal is never typed: a record with a deal costs ``--from hands.pbn --board N``.

Every event is written with its seat (``N:1S``), as the record holds it: an upper bound,
since a call in turn needs no seat. An incident of ``MENU`` is entered as ``director rule``
alone: its keystrokes are the menu's lines (the incident's number, then its facts), then
each later call typed at the prompt that waits for it, one line each (the later cards
at one prompt, which takes several in turn) - counted only when
that entry rules as the record does (laws, offender, rectification), else the full
notation is counted. Each question the record answers is one prompt,
answered by its option number (or, for an answer in words, its text). The tool's time is
the in-process replay with those answers.

The target (issue 31: under 30 s) is the median over ``STANDARD``: a fixed set of the 16
calls a club director is called to most, each the example record of that call. The list
was fixed before any tuning, from the irregularities a director meets every session, as the
Laws' own order groups them: the auction (an insufficient bid; a call out of rotation, as a
pass, a bid and a double, the three that rule differently; a card exposed; a change of
call; a call after the final pass; the wrong board) and the play (the opening lead and a
later lead out of turn; a revoke established and one corrected; a penalty card; a disputed
claim), with the two that call for a judgement (a hesitation and unauthorised information;
misinformation). Rarer calls (premature play, dummy's irregularities, a bid above seven)
are in the median over all the examples, printed too.

Run: ``python benchmarks/table_time.py``.
"""

from __future__ import annotations

import statistics
import time
from pathlib import Path
from typing import Any

CHARS_PER_SECOND = 3.0
READ_SECONDS = 4.0
TARGET_SECONDS = 30.0
EXAMPLES = Path(__file__).resolve().parents[1] / "examples" / "incidents"
STANDARD: dict[str, str] = {
    "02-insufficient-bid-lowest-sufficient": "insufficient bid",
    "06-pass-out-of-rotation-rhos-turn": "pass out of rotation",
    "08-bid-out-of-rotation-partners-turn": "bid out of rotation",
    "09-double-out-of-rotation": "double out of rotation",
    "14-card-exposed-during-auction": "card exposed in the auction",
    "15-change-of-call-unintended": "change of call",
    "13-call-after-final-pass": "call after the final pass",
    "44-call-with-cards-from-wrong-board": "wrong board",
    "17-opening-lead-out-of-turn-accepted": "opening lead out of turn",
    "19-lead-out-of-turn-refused": "later lead out of turn",
    "21-revoke-one-trick-transferred": "revoke established",
    "26-revoke-corrected-before-establishment": "revoke corrected",
    "23-minor-penalty-card": "penalty card in the play",
    "25-claim-disputed-outstanding-trump": "claim disputed",
    "46-hesitation-logical-alternative-weighted": "hesitation (unauthorised information)",
    "48-mistaken-explanation-found-after-auction": "misinformation",
}
"""The standard set: the 16 commonest table calls (the module's docstring says why), each
the example record (a stem of ``EXAMPLES``) of that call."""

MENU: dict[str, tuple[tuple[str, ...], str]] = {
    "01-insufficient-bid-accepted": (("1", "S 1H 1S 1H"), "E:pass"),
    "02-insufficient-bid-lowest-sufficient": (("1", "S 1H 1S 1H"), "N:2H"),
    "03-insufficient-bid-comparable": (("1", "N 1NT 2S 2C"), "S:X"),
    "05-insufficient-bid-replaced-by-double": (("1", "E 1D 1S 1H"), "W:X pass pass pass"),
    "17-opening-lead-out-of-turn-accepted": (("3", "1S N", "W H2"), "H4 HA H8"),
    "18-opening-lead-refused-suit-required": (("3", "1S N", "W H2"), "HA H8 H3 H4"),
    "46-hesitation-logical-alternative-weighted": (("4", "N 3S", "4S"), "pass pass pass"),
    "47-hesitation-no-logical-alternative": (("4", "N 3S", "4S"), ""),
}
"""Incidents entered through the menu: its lines, and the events typed after them at the
prompts that wait for them (a seat is the prompt's, not typed)."""


def typed_command(incident: Any) -> str:
    """What follows ``director rule`` for ``incident``: the notation and its options."""
    notation = " ".join(str(e) for e in incident.parsed_events())
    args = [f"'{notation}'"]
    if incident.deal is not None:
        args.append(f"--from hands.pbn --board {incident.board or 1}")
    elif incident.board is not None:
        args.append(f"--board {incident.board}")
    else:
        args.append(f"--dealer {incident.dealer}")
        if incident.vulnerable is not None:
            args.append(f"--vul {incident.vulnerable}")
    return " ".join(args) + "\n"


def typed_answers(ruling: Any) -> list[str]:
    """The answers typed at the prompts, one per question asked, in order."""
    out: list[str] = []
    for irr in ruling.irregularities:
        for q in irr.questions:
            if q.answer is None:
                continue
            values = [str(o.value) for o in q.options]
            if str(q.answer) in values and not all(v.isdigit() for v in values):
                out.append(f"{values.index(str(q.answer)) + 1}\n")
            else:
                out.append(f"{q.answer}\n")
    return out


def _essence(ruling: Any) -> list[tuple[str, str, str | None, Any]]:
    """What a ruling says (the events' numbers aside)."""
    import json
    import re

    numbers = re.compile(r" \(event \d+\)")
    return [
        (i["kind"], i["law"], i["offender"], numbers.sub("", json.dumps(i["rectification"])))
        for i in json.loads(ruling.model_dump_json())["irregularities"]
    ]


def menu_typed(incident: Any, ruling: Any, lines: tuple[str, ...], later: str) -> list[str]:
    """The lines typed through the menu for ``incident``, or ``[]`` when that entry does
    not rule as the record does."""
    from director.errors import DirectorError
    from director.record.incident import parse_notation
    from director.session.incident_menu import INCIDENTS

    picked = INCIDENTS[int(lines[0]) - 1]
    notation, dealer = picked.build(
        *(f.read(t) for f, t in zip(picked.facts, lines[1:], strict=True))
    )
    entered = incident.model_copy(update={"dealer": dealer})
    try:
        events = parse_notation(f"{notation} {later}")
        again = entered.new_table(look_ahead=True).replay(events, list(incident.answers))
    except DirectorError:  # the record's answers do not fit what the menu's entry asks
        return []
    live = incident.new_table(look_ahead=True).replay(incident.parsed_events(), incident.answers)
    if _essence(again) != _essence(live):
        return []
    options = [f"--from hands.pbn --board {incident.board or 1}\n"] if incident.deal else []
    words = [word.rpartition(":")[2] for word in later.split()]  # the prompt names the seat
    cards = words and all(_is_card(word) for word in words)
    waited = [" ".join(words)] if cards else words  # several cards in turn at one prompt
    return options + [f"{line}\n" for line in (*lines, *waited)]


def _is_card(word: str) -> bool:
    from director.errors import DirectorError
    from director.model.card import Card

    try:
        Card.parse(word)
    except DirectorError:
        return False
    return True


def measure(path: Path) -> tuple[str, int, int, float, float] | None:
    """(name, characters, prompts, seconds at the table, tool seconds), or None when the
    record is not a 2017 bridge ruling."""
    from director.record.incident import load_incident

    incident = load_incident(path)
    if incident.edition != "wbf-2017":
        return None
    start = time.perf_counter()
    ruling = incident.new_table().replay(incident.parsed_events(), list(incident.answers))
    tool = time.perf_counter() - start
    answers = typed_answers(ruling)
    menu = menu_typed(incident, ruling, *MENU[path.stem]) if path.stem in MENU else []
    typed = [*menu, *answers] if menu else [typed_command(incident), *answers]
    prompts = len(typed) - (0 if menu else 1) - (1 if menu and incident.deal else 0)
    chars = sum(len(t) for t in typed)
    seconds = chars / CHARS_PER_SECOND + READ_SECONDS * prompts + tool
    name = ("(menu) " if menu else "") + path.stem
    return name, chars, prompts, seconds, tool


def main() -> None:
    rows = [r for p in sorted(EXAMPLES.glob("*.yaml")) if (r := measure(p)) is not None]
    print(
        f"typing model: {CHARS_PER_SECOND:g} characters/s, {READ_SECONDS:g} s to read each "
        "question; deals from a hand-record file"
    )
    print(f"{'incident':58} {'chars':>5} {'prompts':>7} {'seconds':>7}")
    for name, chars, prompts, seconds, _ in rows:
        print(f"{name[:58]:58} {chars:5} {prompts:7} {seconds:7.1f}")
    print(
        f"all {len(rows)} examples: median {statistics.median(r[3] for r in rows):.1f} s at the "
        f"table; median characters {statistics.median(r[1] for r in rows):g}, prompts "
        f"{statistics.median(r[2] for r in rows):g}; tool time at most "
        f"{max(r[4] for r in rows):.2f} s"
    )
    standard = [r for r in rows if r[0].removeprefix("(menu) ") in STANDARD]
    assert len(standard) == len(STANDARD), "a standard incident is not among the examples"
    print(f"\nthe standard set (the target), {len(standard)} incidents:")
    for name, chars, prompts, seconds, _ in standard:
        call = STANDARD[name.removeprefix("(menu) ")]
        print(f"  {call[:38]:38} {name[:36]:36} {chars:5} {prompts:3} {seconds:6.1f}")
    median = statistics.median(r[3] for r in standard)
    verdict = "under" if median < TARGET_SECONDS else "OVER"
    print(
        f"standard set: median {median:.1f} s at the table ({verdict} the "
        f"{TARGET_SECONDS:g} s target); median characters "
        f"{statistics.median(r[1] for r in standard):g}, prompts "
        f"{statistics.median(r[2] for r in standard):g}"
    )


if __name__ == "__main__":
    main()
