"""Rich rendering of the log: the list of rulings, and one ruling shown again.

``director log show`` replays the stored incident (with its stored answers) through the
table and prints it with the renderer of ``director replay``, when that reproduces the
stored ruling exactly. When it does not (the engine has changed since, or the stored JSON
no longer fits the model), the ruling is shown as stored, field by field.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from pathlib import Path
from typing import TYPE_CHECKING, Any

from rich.console import Group
from rich.panel import Panel
from rich.table import Table as Grid
from rich.text import Text

from director.log.store import LogEntry
from director.render.console import console
from director.safe_text import visible

if TYPE_CHECKING:
    from director.engine.ruling import Ruling

__all__ = ["SOURCE_LABELS", "print_entry", "print_list", "rerun"]

SOURCE_LABELS = {
    "record": "in the record",
    "answers-file": "from --answers",
    "option": "by --answer",
    "terminal": "at the terminal",
    "journal": "at the terminal, before an interruption",
}


def _local(entry_time: Any) -> str:
    return str(entry_time.astimezone().strftime("%Y-%m-%d %H:%M"))


def _where_parts(entry: LogEntry) -> list[str]:
    return [
        f"{label} {visible(value, lines=False)}"
        for label, value in (
            ("event", entry.event),
            ("session", entry.session),
            ("table", entry.table),
        )
        if value
    ]


def _where(entry: LogEntry) -> str:
    return " · ".join(_where_parts(entry))


def print_list(entries: list[LogEntry], path: Path) -> None:
    """One row a ruling, fitting the terminal's width (80 columns too): each irregularity
    (law first) and each of event, session, table on a line of its own; a line too long for
    its column ends in an ellipsis (the full text is in ``log show`` and ``--json``)."""
    out = console()
    if not entries:
        out.print(f"No ruling logged in {path} matches." if path.exists() else
                  f"No ruling logged yet ({path}).")  # fmt: skip
        return
    rows = [_list_row(e) for e in entries]
    headers = ("#", "time", "board", "irregularities", "result", "notes", "where")
    natural = [
        max(len(line) for cell in (h, *(r[i] for r in rows)) for line in cell.split("\n"))
        for i, h in enumerate(headers)
    ]
    flexible = (3, 4, 6)  # shared out; the others keep their natural width
    fixed = sum(w for i, w in enumerate(natural) if i not in flexible)
    room = out.width - fixed - 2 * (len(headers) - 1)
    shared = _share(room, [natural[i] for i in flexible], [4, 3, 2],
                    [len(headers[i]) for i in flexible])  # fmt: skip
    widths = dict(zip(flexible, shared, strict=True))
    grid = Grid(box=None, pad_edge=False, header_style="bold")  # 2 spaces between columns
    for i, header in enumerate(headers):
        right = header in ("#", "board", "notes")
        if i in flexible:
            wrap = header == "result"  # the result wraps on words; the others are cut
            grid.add_column(header, width=widths[i], no_wrap=not wrap,
                            overflow="fold" if wrap else "ellipsis")  # fmt: skip
        else:
            grid.add_column(header, justify="right" if right else "left", width=natural[i])
    for row in rows:
        grid.add_row(*(Text(c) for c in row))
    out.print(grid)


def _list_row(e: LogEntry) -> tuple[str, ...]:
    kinds = [f"{law} {kind}" for kind, law in e.kinds] or ["none"]
    if e.corrects is not None:
        kinds.append(f"corrects #{e.corrects}")
    if e.corrected_by:
        kinds.append("corrected by " + ", ".join(f"#{n}" for n in e.corrected_by))
    contract = e.ruling.get("contract")
    result = contract.get("text", "") if isinstance(contract, Mapping) else ""
    if e.score:
        result = f"{result} {e.score}".strip()
    result = visible(result, lines=False)
    return (
        str(e.id),
        _local(e.created_at),
        "" if e.board is None else str(e.board),
        "\n".join(kinds),
        result,
        str(len(e.notes)) if e.notes else "",
        "\n".join(_where_parts(e)),
    )


def _share(room: int, wanted: list[int], weights: list[int], least: list[int]) -> list[int]:
    """Widths for columns that want ``wanted`` within ``room``, shared by ``weights``: a
    column that wants less than its share gets what it wants and the others share what is
    left; none gets less than its ``least``."""
    widths = [0] * len(wanted)
    left = list(range(len(wanted)))
    while left:
        total = sum(weights[i] for i in left)
        shares = {i: room * weights[i] // total for i in left}
        content = [i for i in left if wanted[i] <= shares[i]]
        for i in content or left:
            widths[i] = max(min(wanted[i], shares[i]), least[i])
        room -= sum(widths[i] for i in content)
        left = [i for i in left if i not in content] if content else []
    return widths


def rerun(entry: LogEntry) -> Ruling | str:
    """The ruling replayed from the stored incident (with the table's view the text
    shows), when it reproduces the stored one; otherwise the reason it does not."""
    from pydantic import ValidationError

    from director.editions import family_of, get_edition
    from director.engine.ruling import Ruling
    from director.errors import DirectorError
    from director.record.incident import Incident

    if family_of(entry.edition) != "bridge":  # a game of its own (director/games)
        return f"a {get_edition(entry.edition).title} ruling, shown as saved"
    try:
        incident = Incident.model_validate(entry.incident)
        fresh = incident.new_table().replay(incident.parsed_events(), incident.answers)
        Ruling.model_validate(entry.ruling)
    except (DirectorError, ValidationError, KeyError, TypeError, ValueError) as e:
        return f"it cannot be replayed by this director ({type(e).__name__})"
    if json.loads(fresh.model_dump_json()) != entry.ruling:
        return "this director would rule differently today"
    return fresh


def print_entry(entry: LogEntry) -> None:
    """The header (when, where, how), the ruling, who gave each answer, notes, links."""
    out = console()
    how = f"{entry.command} {entry.source!r}" if entry.source else entry.command
    how = visible(how, lines=False)
    out.print(
        Text.assemble(
            (f"Ruling #{entry.id}", "bold"),
            f"  {_local(entry.created_at)}  {how}  ({entry.program})",
        )
    )
    if _where(entry):
        out.print(_where(entry), markup=False)
    if entry.corrects is not None:
        out.print(Text(f"Corrects ruling #{entry.corrects}.", style="bold yellow"))
    if entry.corrected_by:
        later = ", ".join(f"#{n}" for n in entry.corrected_by)
        out.print(Text(f"Corrected by ruling {later}.", style="bold yellow"))
    replayed = rerun(entry)
    if isinstance(replayed, str):
        out.print(Text(f"Shown as stored: {replayed}.", style="dim"))
        out.print(_stored_panel(entry.ruling))
    else:
        from director.render.ruling_text import print_ruling

        safe = type(replayed).model_validate(_shown(replayed.model_dump(mode="json")))
        print_ruling(safe.model_copy(update={"table": replayed.table}))
    if entry.score:
        out.print(Text(f"Score: {visible(entry.score, lines=False)}", style="bold"))
    if entry.answers:
        out.print(Text("Answers", style="bold"))
        for a in entry.answers:
            value = {True: "yes", False: "no"}.get(a.answer, a.answer)
            source = SOURCE_LABELS.get(a.source, a.source)
            line = f"  {a.irregularity}.{a.question} = {value}  [{a.law}]  {a.who}, {source}"
            out.print(
                visible(line, lines=False),
                markup=False,
            )
    if entry.notes:
        out.print(Text("Notes", style="bold"))
        for n in entry.notes:
            out.print(f"  {_local(n.created_at)}  {visible(n.text)}", markup=False)


def _shown(value: Any) -> Any:
    """A stored value (JSON) with each of its texts made visible (:mod:`director.safe_text`):
    a remark or explanation recorded with an escape sequence never acts on the terminal."""
    if isinstance(value, str):
        return visible(value)
    if isinstance(value, list):
        return [_shown(v) for v in value]
    if isinstance(value, dict):
        return {k: _shown(v) for k, v in value.items()}
    return value


def _stored_panel(ruling: Mapping[str, Any]) -> Panel:
    """The stored ruling JSON, read defensively: irregularities with their questions,
    answers and steps; the contract."""
    ruling = _shown(ruling)
    parts: list[Text] = []
    head = " ".join(
        f"{k} {ruling[k]}" for k in ("board", "edition", "dealer", "vulnerable") if ruling.get(k)
    )
    parts.append(Text(head, style="bold"))
    for n, irr in enumerate(ruling.get("irregularities") or [], start=1):
        if not isinstance(irr, Mapping):
            continue
        parts.append(
            Text(
                f"{n}. {irr.get('kind', '?')} — Law {irr.get('law', '?')} — offender "
                f"{irr.get('offender', '?')}, event {irr.get('event', '?')}",
                style="bold",
            )
        )
        for q in irr.get("questions") or []:
            if isinstance(q, Mapping):
                parts.append(
                    Text.assemble(
                        (f"  [{q.get('law', '')}] ", "cyan"),
                        str(q.get("text", q.get("id", ""))),
                        ("  → ", "green"),
                        (str(q.get("answer")), "green"),
                    )
                )
        for step in irr.get("steps") or []:
            if isinstance(step, Mapping):
                parts.append(
                    Text.assemble((f"{step.get('law', ''):>9}  ", "cyan"), str(step.get("text")))
                )
    contract = ruling.get("contract")
    if isinstance(contract, Mapping) and contract.get("text"):
        parts.append(Text(f"Contract: {contract['text']}", style="bold"))
    elif ruling.get("passed_out"):
        parts.append(Text("Passed out.", style="bold"))
    return Panel(Group(*parts), title="ruling as stored", title_align="left")
