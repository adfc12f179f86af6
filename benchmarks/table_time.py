"""Time at the table (issue 31): what a director types and how many questions he answers
for each incident of a fixed set (the 2017 example records, each typed as `director rule`
would take it), turned into seconds by a stated typing model, with the tool's own time
measured. Prints one line per incident and the median; asserts nothing.

Typing model (a director at a club table, on a laptop):

- ``CHARS_PER_SECOND`` characters per second for everything typed after ``director rule``
  (the notation, the options, each answer), Enter counted as a character;
- ``READ_SECONDS`` to read each question and its options before answering;
- a deal is never typed: a record with a deal costs ``--from hands.pbn --board N``.

Each incident is counted the quickest way that rules as the record does (the same
irregularities, laws, offenders and rectifications, the same result and score), of:

- the notation with every seat written (``N:1S``), as the record holds it;
- the notation with a seat only where one is needed: a call or card in its turn is typed
  without one, as a director types ``1H 1S 1H`` (a call typed without its seat after an
  irregularity is one made after the ruling, so no question whether it came before arises;
  one that came before keeps its seat);
- either without the deal (``--dealer N``) when the ruling does not need the hands, and
  without ``--vul`` when the score does not need it;
- an entry of ``NOTATION``: the record's facts in a shorter form the notation allows (a
  claim stated without its play);
- an entry of ``MENU``: ``director rule`` alone, its keystrokes the menu's lines (the
  incident's number, then its facts), then the events typed at the prompt that waits for
  them, several in turn on one line (the session takes them one at a time).

Each question asked is one prompt, answered by its option number (or, for an answer in
words, its text); a number (of tricks) is typed as itself and confirmed with Enter at the
line that echoes it: two prompts. The tool's time is the in-process replay of the record.

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
from dataclasses import dataclass
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
prompt that waits for them, as typed there: a call in turn after the ruling needs no seat;
one with its seat was made before the director ruled (27C's premature replacement)."""


@dataclass(frozen=True)
class Typed:
    """One way of entering an incident: what is typed after ``director rule`` before any
    prompt (the notation and its options, or only the hand record's), the lines typed at
    prompts (one prompt each), and the ruling they give."""

    command: str
    lines: tuple[str, ...]
    ruling: Any
    way: str = ""
    """How it is entered, when not by the record's notation: ``menu`` or ``stated``."""

    @property
    def chars(self) -> int:
        return len(self.command) + sum(len(line) for line in self.lines)

    @property
    def seconds(self) -> float:
        return self.chars / CHARS_PER_SECOND + READ_SECONDS * len(self.lines)


NOTATION: dict[str, str] = {
    "25-claim-disputed-outstanding-trump": "1S AP N:claim:all:of:7:won:1",
}
"""Incidents typed in a shorter notation their facts allow: the claim stated without its
play (the tricks left, the tricks the claimer's side had won)."""

MENU_STANDARD: dict[str, tuple[tuple[str, ...], str]] = {
    "06-pass-out-of-rotation-rhos-turn": (("call out of turn", "N E:P"), "1H P 2H P P P"),
    "08-bid-out-of-rotation-partners-turn": (("call out of turn", "N S:1NT"), "1D P 2NT P P P"),
    "09-double-out-of-rotation": (("call out of turn", "N 1H P W:X"), "2H 2S P P P"),
    "13-call-after-final-pass": (("other", "N 1NT P P P E:2S"), ""),
    "14-card-exposed-during-auction": (("other", "N 1H E:expose:SK"), "P 2H P P P"),
    "15-change-of-call-unintended": (("other", "N 1C N:change:1NT"), "P 3NT P P P"),
    "19-lead-out-of-turn-refused": (("other", "N 1S AP HA H8 H2 H4 W:H3"), "HK H9"),
    "23-minor-penalty-card": (("other", "N 1S AP HA H8 H2 H4 W:expose:H7"), "HK H9 H3"),
    "21-revoke-one-trick-transferred": (("revoke", "1S N 7", "4 W E 2"), ""),
    "25-claim-disputed-outstanding-trump": (("claim", "1S N", "N all/7 1"), ""),
    "44-call-with-cards-from-wrong-board": (("other", "N 1H P N:wrong-board"), "1NT P 3NT P P P"),
}
"""The standard set's other incidents through the menu, its entries named (the number
typed is the entry's in the menu as it stands)."""

FACTS: dict[str, dict[str, str]] = {
    "25-claim-disputed-outstanding-trump": {"trump_out": "yes"},
}
"""What the record's cards show and the director is asked when they are not typed (a
claim stated without its play: East still holds trumps), besides the record's answers."""


def typed_command(incident: Any, events: list[Any] | None = None) -> str:
    """What follows ``director rule`` for ``incident``: the notation (``events``, else the
    record's) and its options."""
    notation = " ".join(str(e) for e in (incident.parsed_events() if events is None else events))
    args = [f"'{notation}'"] if notation else []
    if incident.deal is not None:
        args.append(f"--from hands.pbn --board {incident.board or 1}")
    elif incident.board is not None:
        args.append(f"--board {incident.board}")
    elif notation:
        args.append(f"--dealer {incident.dealer}")
        if incident.vulnerable is not None:
            args.append(f"--vul {incident.vulnerable}")
    return " ".join(args) + "\n" if args else ""


def typed_answers(ruling: Any) -> list[str]:
    """The answers typed at the prompts, one per question asked, in order; a number (of
    tricks) is typed as itself, then Enter at the line that echoes what it gives."""
    out: list[str] = []
    for irr in ruling.irregularities:
        for q in irr.questions:
            if q.answer is None:
                continue
            values = [str(o.value) for o in q.options]
            if values and all(v.isdigit() for v in values):
                out += [f"{q.answer}\n", "\n"]  # the number, then its confirmation
            elif str(q.answer) in values:
                out.append(f"{values.index(str(q.answer)) + 1}\n")
            else:
                out.append(f"{q.answer}\n")
    return out


def _essence(ruling: Any) -> tuple[Any, ...]:
    """What a ruling says (the events' numbers aside): each irregularity's kind, law,
    offender and rectification, and the result and score."""
    import json
    import re

    numbers = re.compile(r" \(event \d+\)")
    data = json.loads(ruling.model_dump_json())
    for irr in data["irregularities"]:  # a claim's facts (the hands, the stated play) aside
        for fact in ("position", "stated"):
            (irr["rectification"].get("claim") or {}).pop(fact, None)
    said = [
        (i["kind"], i["law"], i["offender"], numbers.sub("", json.dumps(i["rectification"])))
        for i in data["irregularities"]
    ]
    result = data.get("result") or {}
    return (said, result.get("after_transfer"), json.dumps(data.get("score")))


def _replay(incident: Any, events: list[Any]) -> Any:
    """The ruling ``events`` give at a terminal (where the ruling may wait for a card or
    call at the table) with the record's answers (an answer to a question this way of
    entering does not ask is left unused), or ``None`` when they cannot be replayed."""
    from director.errors import DirectorError

    table = incident.new_table(look_ahead=True)
    table._check_answers_used = lambda: None  # the answers this way does not ask: unused
    try:
        return table.replay(events, list(incident.answers))
    except DirectorError:
        return None


def _same(again: Any, live: Any) -> bool:
    """``again`` rules as ``live`` (the record at a terminal) does, and ends as it does:
    logged, or waiting for a card or call at the table."""
    if again is None or (again.pending is None) != (live.pending is None):
        return False
    return bool(_essence(again) == _essence(live))


def _typed(command: str, lines: list[str], again: Any, way: str = "") -> Typed:
    """A way of entering, its answers those ``again`` asked; where the ruling then waits
    for a card or call at the table, or asks a question the record does not answer (an
    election at a later turn), the director ends the session there (``stop``: the draft
    kept, the ruling given)."""
    waits = again.pending is not None or again.stopped_at is not None
    end = ["stop\n"] if waits else []
    return Typed(command, (*lines, *typed_answers(again), *end), again, way)


def fewer_seats(events: list[Any], ruling: Any, after: bool = False) -> list[Any]:
    """``events`` with a seat only where one is needed: each plain call and card (in its
    turn, as a director types ``1H 1S 1H``) without one; the events that start a ruling
    keep theirs (with ``after``, the events right after them too: a call made before the
    director ruled)."""
    import dataclasses

    from director.engine.events import CallEvent, PlayEvent

    irregular = {irr.event for irr in ruling.irregularities}
    irregular |= {n + 1 for n in irregular} if after else set()
    flags: tuple[str, ...] = ("change", "simultaneous", "misinformed", "wrong_board")
    flags += ("questioned", "face_down")
    flags += ("revoke",)

    def bare(event: Any) -> Any:
        if not isinstance(event, CallEvent | PlayEvent) or event.index in irregular:
            return event
        if any(getattr(event, flag, False) for flag in flags):
            return event
        return dataclasses.replace(event, seat=None)

    return [bare(e) for e in events]


def typed_ways(incident: Any, live: Any) -> list[Typed]:
    """The ways of typing ``incident``'s notation that rule as the record does: every seat
    or the fewest; the deal from the hand record or none (when the ruling does not need
    the hands); the vulnerability given or not (when the score does not need it)."""
    full = incident.parsed_events()
    ways = [_typed(typed_command(incident), [], live)]
    deals = [incident.deal, None] if incident.deal is not None else [None]
    vuls = [incident.vulnerable, None] if incident.vulnerable is not None else [None]
    shorter = [fewer_seats(full, live), fewer_seats(full, live, after=True)]
    for events in (full, *shorter):
        for deal in deals:
            for vul in vuls:
                variant = incident.model_copy(update={"deal": deal, "vulnerable": vul})
                again = _replay(variant, events)
                if _same(again, live):
                    ways.append(_typed(typed_command(variant, events), [], again))
    return ways


def _stated(incident: Any, facts: dict[str, str], **update: Any) -> Any:
    """``incident`` with ``update``, the director answering ``facts`` besides the record's
    answers (of its one irregularity)."""
    if facts:
        (answers,) = incident.answers
        update["answers"] = [{**answers, **facts}]
    return incident.model_copy(update=update)


def stated_typed(incident: Any, live: Any, notation: str, facts: dict[str, str]) -> Typed | None:
    """``incident`` typed as ``notation`` (no deal: the facts stated stand for the play),
    or ``None`` when it does not rule as the record does."""
    from director.record.incident import parse_notation

    events = parse_notation(notation)
    variant = _stated(incident, facts, deal=None, vulnerable=None)
    again = _replay(variant, events)
    if not _same(again, live):
        return None
    return _typed(typed_command(variant, events), [], again, "stated")


def menu_typed(
    incident: Any, live: Any, lines: tuple[str, ...], later: str, facts: dict[str, str]
) -> Typed | None:
    """``incident`` entered through the menu (``lines``: the entry's number, or its name,
    then its facts), then ``later``, the events typed at the prompt that waits for them as
    the director types them there, several in turn on one line; ``None`` when that entry
    does not rule as the record does. The questions counted are those this entry asks (a
    call typed at the prompt comes after the ruling: no question whether it came before)."""
    from director.record.incident import parse_notation
    from director.session.incident_menu import INCIDENTS

    names = [i.name for i in INCIDENTS]
    named = (n for n, name in enumerate(names, 1) if name.startswith(lines[0]))
    number = int(lines[0]) if lines[0].isdigit() else next(named)
    lines = (str(number), *lines[1:])
    picked = INCIDENTS[number - 1]
    notation, dealer = picked.build(
        *(f.read(t) for f, t in zip(picked.facts, lines[1:], strict=True))
    )
    for deal in dict.fromkeys([None, incident.deal]):  # the hands only when the ruling needs them
        entered = _stated(incident, facts, dealer=dealer, deal=deal)
        again = _replay(entered, parse_notation(f"{notation} {later}"))
        if _same(again, live):
            break
    else:
        return None
    options = f"--from hands.pbn --board {incident.board or 1}\n" if deal else ""
    typed = [f"{line}\n" for line in (*lines, *([later] if later else []))]
    return _typed(options, typed, again, "menu")


def measure(path: Path) -> tuple[str, int, int, float, float] | None:
    """(name, characters, prompts, seconds at the table, tool seconds), or None when the
    record is not a 2017 bridge ruling: the quickest way of entering it that rules as the
    record does (see the module's docstring)."""
    from director.record.incident import load_incident

    incident = load_incident(path)
    if incident.edition != "wbf-2017":
        return None
    start = time.perf_counter()
    incident.new_table().replay(incident.parsed_events(), list(incident.answers))
    tool = time.perf_counter() - start
    live = incident.new_table(look_ahead=True).replay(incident.parsed_events(), incident.answers)
    ways: list[Typed | None] = [*typed_ways(incident, live)]
    facts = FACTS.get(path.stem, {})
    if path.stem in NOTATION:
        ways.append(stated_typed(incident, live, NOTATION[path.stem], facts))
    for menu in (MENU, MENU_STANDARD):
        if path.stem in menu:
            ways.append(menu_typed(incident, live, *menu[path.stem], facts))
    best = min((w for w in ways if w is not None), key=lambda w: w.seconds)
    name = (f"({best.way}) " if best.way else "") + path.stem
    menus = [w.seconds + tool for w in ways if w is not None and w.way == "menu"]
    MENU_SECONDS[path.stem] = min(menus, default=None)
    return name, best.chars, len(best.lines), best.seconds + tool, tool


MENU_SECONDS: dict[str, float | None] = {}
"""Each incident's time through the menu, where it has an entry that rules as the record
does (filled by :func:`measure`)."""


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
    standard = [r for r in rows if r[0].rpartition(" ")[2] in STANDARD]
    assert len(standard) == len(STANDARD), "a standard incident is not among the examples"
    print(f"\nthe standard set (the target), {len(standard)} incidents (menu: its time there):")
    for name, chars, prompts, seconds, _ in standard:
        stem = name.rpartition(" ")[2]
        menu = MENU_SECONDS.get(stem)
        through = "" if menu is None else f"  menu {menu:5.1f}"
        row = f"{STANDARD[stem][:30]:30} {name[:30]:30} {chars:4} {prompts:3} {seconds:5.1f}"
        print(f"  {row}{through}")
    menu_first = [MENU_SECONDS.get(r[0].rpartition(" ")[2]) or r[3] for r in standard]
    print(
        f"through the menu wherever it has an entry: median {statistics.median(menu_first):.1f} s"
    )
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
