"""The text review is written line by line without rich's markup engine (11,000 findings
of an archive took seconds through it); every line must still be what rich printed:
emoji codes replaced, control codes dropped, markup-like brackets and backslashes kept,
tabs expanded."""

import io
from itertools import groupby

from director.review.findings import Finding
from director.review.render import to_text

STRANGE = [
    "plain message",
    "a :smile: here, :not_an_emoji: there, 10:30",
    "brackets [bold]not markup[/bold] and \\[escaped] and a final backslash \\",
    "control\x07codes\rand\x08backspace",
    "a\ttab and another\there",
    "unicode: 4\u2660 \u00e9 \u4e2d",
    "",
]


def _by_rich(findings: list[Finding]) -> str:
    """The renderer as it was: every line printed through a rich console."""
    from rich.console import Console
    from rich.markup import escape

    buf = io.StringIO()
    console = Console(file=buf, highlight=False, width=100, soft_wrap=True)
    for file, in_file in groupby(findings, key=lambda f: f.file):
        console.print(f"[bold]{escape(file)}[/bold]")
        for board, in_board in groupby(in_file, key=lambda f: f.board):
            console.print(f"  [bold]board {escape(board or '-')}[/bold]")
            for f in in_board:
                where = f"{f.line}:{f.column}" if f.line is not None else "-"
                event = f" [dim]{escape(f.event)}[/dim]" if f.event else ""
                console.print(
                    f"    {where:>8} [red]{escape(f.code)}[/red] "
                    f"[dim]{escape(f.kind)}[/dim]{event} {escape(f.message)}"
                )
                if f.rectification:
                    console.print(
                        f"             [dim]rectification: {escape(f.rectification)}[/dim]"
                    )
    return buf.getvalue()


def test_each_line_is_what_rich_printed() -> None:
    findings = [
        Finding(
            code="REC005" if i % 2 else "27B1(b)",
            kind="result-mismatch",
            message=text,
            severity="error",
            file=f"dir/{STRANGE[i % 3]}.pbn",
            line=i if i % 3 else None,
            column=1,
            board=STRANGE[(i + 1) % len(STRANGE)] or None,
            event=STRANGE[(i + 2) % len(STRANGE)] or None,
            rectification=STRANGE[(i + 3) % len(STRANGE)] or None,
        )
        for i, text in enumerate(STRANGE * 3)
    ]
    assert to_text(findings) == _by_rich(findings)
    assert "😄" in to_text(findings) and "\x07" not in to_text(findings)


def test_a_findings_row_is_its_fields_in_order_as_asdict_gives_them() -> None:
    """The machine formats' rows: every field by name, in the dataclass's order, but the
    mark of a board named by its order (the review's own, not written out)."""
    import dataclasses

    from director.formats.board_name import ByOrder
    from director.review.render import rows

    found = [
        Finding("61", "irregularity", "a revoke", "error", "a.pbn", 3, 7, "1", "trick 3", "64A"),
        Finding("PBN007", "format", "unknown tag", "info", "b.pbn", board=ByOrder("#2")),
    ]
    assert [f.by_order for f in found] == [False, True]
    for f, row in zip(found, rows(found, "wbf-1997"), strict=True):
        fields = dataclasses.asdict(f)
        del fields["by_order"]
        assert f.to_dict() == fields
        assert list(row.items()) == [*fields.items(), ("edition", "wbf-1997")]
        assert type(row["board"]) is not ByOrder  # written as any other name


def test_a_finding_placed_elsewhere_keeps_its_message() -> None:
    """A part's finding placed in the whole file (its line, its board renumbered) is
    :func:`dataclasses.replace`'s with the message it had: clipped once, when it was made
    (clipping a clipped message again would miscount the characters left out)."""
    import dataclasses

    long = "bad value " + "Z" * 100 + " and " + "word " * 300
    for f in (
        Finding("61", "irregularity", "a revoke", "error", "a.pbn", 3, 7, "#1", "trick 3"),
        Finding("PBN003", "format", long, "warning", "b.pbn", None, None, "B" * 90),
        Finding("REC001", "record", "x", "info", "c.pbn", 5),
    ):
        for line, board in ((10, "#41"), (None, None), (12, "Q" * 200), (7, f.board)):
            placed = f.placed(line, board)
            expected = dataclasses.replace(f, line=line, board=board)
            object.__setattr__(expected, "message", f.message)
            if board == f.board:
                object.__setattr__(expected, "board", f.board)
            assert placed == expected and placed.to_dict() == expected.to_dict()
            assert list(placed.__dict__) == list(expected.__dict__)
